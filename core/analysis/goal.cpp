// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
#include "analysis/goal.h"

#include <QCoreApplication>

#include <array>

namespace arbiter {

namespace {

struct KindWord
{
    GoalKind kind;
    const char *word;
};

constexpr std::array<KindWord, 4> kindWords{{{GoalKind::Take, "take"},
                                             {GoalKind::Hold, "hold"},
                                             {GoalKind::Dislodge, "dislodge"},
                                             {GoalKind::Keep, "keep"}}};

} // namespace

std::optional<Goal> parseGoal(const Map &map, QStringView text, QString *error)
{
    const QStringView trimmed = text.trimmed();
    const qsizetype space = trimmed.indexOf(u' ');
    if (trimmed.isEmpty() || space < 0) {
        *error = QCoreApplication::translate("Analysis",
                                             "'%1': a goal is a kind and a province, e.g. \"take mun\"")
                     .arg(trimmed);
        return std::nullopt;
    }
    const QStringView word = trimmed.left(space);
    const QStringView place = trimmed.mid(space + 1).trimmed();
    Goal goal;
    bool known = false;
    for (const KindWord &k : kindWords) {
        if (word.compare(QLatin1String(k.word), Qt::CaseInsensitive) == 0) {
            goal.kind = k.kind;
            known = true;
        }
    }
    if (!known) {
        *error =
            QCoreApplication::translate("Analysis", "'%1': unknown goal '%2' (take, hold, dislodge or keep)")
                .arg(trimmed, word);
        return std::nullopt;
    }
    goal.province = map.findProvince(place);
    if (goal.province < 0) {
        *error =
            QCoreApplication::translate("Analysis", "'%1': the map has no province '%2'").arg(trimmed, place);
        return std::nullopt;
    }
    return goal;
}

QString goalText(const Map &map, const Goal &goal)
{
    for (const KindWord &k : kindWords) {
        if (k.kind == goal.kind)
            return QLatin1String(k.word) + u' ' + map.province(goal.province).id;
    }
    return {};
}

} // namespace arbiter
