// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
#include "record/game_history.h"

#include "record/game_lines.h"
#include "record/results_report.h"
#include "record/score_report.h"
#include "record/turning_points.h"
#include "text/phase_text.h"

#include <QCoreApplication>

namespace arbiter {

std::vector<CentreCounts> centreHistory(const Game &game, int lastEntry)
{
    const Map &map = game.map();
    std::vector<CentreCounts> years;
    auto record = [&](int year, const Position &p) {
        CentreCounts c{year, std::vector<int>(std::size_t(map.powerCount()), 0)};
        for (int power = 0; power < map.powerCount(); ++power)
            c.centres[std::size_t(power)] = p.centreCount(power);
        if (!years.empty() && years.back().year == year)
            years.back() = c;
        else
            years.push_back(c);
    };
    const std::vector<int> line = game.line(lastEntry);
    if (!line.empty())
        record(game.entry(line.front()).position.phase.year - 1, game.entry(line.front()).position);
    for (int id : line) {
        const PhaseEntry &e = game.entry(id);
        // Ownership changes on entering Winter; record the position that Winter starts from.
        if (e.adjudicated &&
            (e.after.phase.kind == PhaseKind::Adjustment || e.after.phase.year > e.position.phase.year))
            record(e.position.phase.year, e.after);
    }
    return years;
}

PhaseSummary summarisePhase(const Game &game, int id)
{
    const Map &map = game.map();
    const PhaseEntry &e = game.entry(id);
    PhaseSummary s;
    s.adjudicated = e.adjudicated;
    s.votes = int(e.votes.size());
    s.end = e.end;
    if (!e.adjudicated)
        return s;
    if (e.position.phase.kind == PhaseKind::Movement)
        s.dislodged = int(e.after.dislodged.size());
    for (int p = 0; p < map.provinceCount(); ++p)
        s.centresChanged += e.position.owner[std::size_t(p)] != e.after.owner[std::size_t(p)] ? 1 : 0;
    if (e.position.phase.kind == PhaseKind::Adjustment) {
        for (int power = 0; power < map.powerCount(); ++power) {
            const int delta = e.after.unitCount(power) - e.position.unitCount(power);
            (delta > 0 ? s.builds : s.removals) += std::abs(delta);
        }
    }
    return s;
}

QString phaseSummaryText(const Game &game, int id)
{
    // Named so that lupdate reads the QT_TRANSLATE_NOOP inside, not a tr() call.
    auto translated = [](const char *text) { return QCoreApplication::translate("History", text); };
    auto trn = [](const char *text, int n) {
        return QCoreApplication::translate("History", text, nullptr, n);
    };
    const Map &map = game.map();
    const PhaseSummary s = summarisePhase(game, id);
    QStringList parts;
    if (!s.adjudicated && s.end.kind == GameEndKind::None)
        parts << translated(QT_TRANSLATE_NOOP("History", "to play"));
    if (s.dislodged)
        parts << trn(QT_TRANSLATE_NOOP("History", "%n dislodged"), s.dislodged);
    if (s.centresChanged)
        parts << trn(QT_TRANSLATE_NOOP("History", "%n centres changed"), s.centresChanged);
    if (s.builds)
        parts << trn(QT_TRANSLATE_NOOP("History", "%n built"), s.builds);
    if (s.removals)
        parts << trn(QT_TRANSLATE_NOOP("History", "%n removed"), s.removals);
    if (s.votes)
        parts << trn(QT_TRANSLATE_NOOP("History", "%n draw votes"), s.votes);
    const PhaseEntry &judged = game.entry(id);
    if (judged.adjudicated && judged.parent >= 0 && game.entry(judged.parent).adjudicated &&
        game.entry(judged.parent).rules != judged.rules)
        parts << translated(QT_TRANSLATE_NOOP("History", "rules changed to %1")).arg(rulesText(judged.rules));
    if (s.end.kind != GameEndKind::None) {
        QStringList names;
        for (int p = 0; p < map.powerCount(); ++p) {
            if (s.end.powers & (PowerSet(1) << p))
                names << map.powerName(p);
        }
        if (s.end.kind == GameEndKind::Victory)
            parts << translated(QT_TRANSLATE_NOOP("History", "won by %1"))
                         .arg(names.join(QStringLiteral(", ")));
        else if (s.end.kind == GameEndKind::Called)
            parts << translated(QT_TRANSLATE_NOOP("History", "game ended"));
        else if (powerCount(s.end.powers) == 1)
            parts << translated(QT_TRANSLATE_NOOP("History", "conceded to %1")).arg(names.join(QString()));
        else
            parts << translated(QT_TRANSLATE_NOOP("History", "drawn: %1"))
                         .arg(names.join(QStringLiteral(", ")));
        parts << scoreSummary(game, id);
    }
    const PhaseEntry &e = game.entry(id);
    QString text = phaseName(e.position.phase);
    // The first phase of a branch names it (the main line only when it was given a name).
    if (branchStart(game, id) == id && (id != 0 || !e.branchName.isEmpty()))
        text += QStringLiteral(" [%1]").arg(branchTitle(game, id));
    if (!parts.isEmpty())
        text += QStringLiteral(" — ") + parts.join(QStringLiteral(", "));
    return text;
}

QString gameReport(const Game &game, int lastEntry, PlaceNaming naming)
{
    QString out;
    if (!game.info().name.isEmpty())
        out += game.info().name + QStringLiteral("\n\n");
    // The turning points first, so that a reader finds them before the phases' orders.
    const std::vector<TurningPoint> points = lineTurningPoints(game, lastEntry);
    if (!points.empty()) {
        out += QCoreApplication::translate("Report", "Turning points") + u'\n';
        int phase = -1;
        for (const TurningPoint &point : points) {
            if (point.entry != phase) {
                phase = point.entry;
                out += phaseName(game.entry(phase).position.phase) + u'\n';
            }
            out += QStringLiteral("  ") + turningPointText(game.map(), point, naming) + u'\n';
        }
        out += u'\n';
    }
    for (int id : game.line(lastEntry))
        out += resultsReport(game, id, false, naming) + u'\n';
    if (game.entry(lastEntry).end.kind != GameEndKind::None)
        out += scoreReport(game, lastEntry);
    return out;
}

} // namespace arbiter
