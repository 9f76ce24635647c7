// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
#include "record/results_report.h"

#include "judge/retreat_adjudicator.h"
#include "text/explanation_text.h"
#include "text/order_formatter.h"
#include "text/phase_text.h"
#include "text/reason_text.h"

#include <QCoreApplication>

namespace arbiter {

const Unit *changedUnit(const Position &before, const BoardChange &change)
{
    if (change.unit < 0)
        return nullptr;
    const std::size_t i = std::size_t(change.unit);
    if (before.phase.kind == PhaseKind::Retreat)
        return i < before.dislodged.size() ? &before.dislodged[i].unit : nullptr;
    return i < before.units.size() ? &before.units[i] : nullptr;
}

QString changeSubject(const Map &map, const Position &before, const BoardChange &change, PlaceNaming naming)
{
    const Unit *u = changedUnit(before, change);
    if (!u)
        return change.power >= 0 ? map.powerName(change.power) : QString();
    return unitInText(map, *u, naming);
}

QString rulesText(const RuleSettings &rules)
{
    const QString preset = rules.matchingPreset();
    return preset.isEmpty() ? rules.toString() : preset;
}

QString resultsReport(const Game &game, int id, bool explain, PlaceNaming naming)
{
    const Map &map = game.map();
    const PhaseEntry &e = game.entry(id);
    PhaseExplanation explained;
    if (explain && e.adjudicated)
        explained = game.explain(id);
    const ExplanationNames names = ExplanationNames::plain(map, e.position, naming);
    auto explanation = [](const QStringList &lines) {
        QString text;
        for (const QString &line : lines)
            text += QStringLiteral("      ") + line + u'\n';
        return text;
    };
    // Named so that lupdate reads the QT_TRANSLATE_NOOP inside, not a tr() call.
    auto translated = [](const char *text) { return QCoreApplication::translate("Report", text); };
    QString out = phaseName(e.position.phase) + u'\n';
    // A change of rules is part of the record: the report says under which rules the phase was judged.
    if (e.adjudicated && e.parent >= 0 && game.entry(e.parent).adjudicated &&
        game.entry(e.parent).rules != e.rules)
        out +=
            translated(QT_TRANSLATE_NOOP("Report", "Rules changed to: %1")).arg(rulesText(e.rules)) + u'\n';
    for (int power = 0; power < map.powerCount(); ++power) {
        QString block;
        for (std::size_t k = 0; k < e.orders.size(); ++k) {
            if (e.orders[k].order.power != power)
                continue;
            block += QStringLiteral("  %1").arg(
                formatOrder(map, e.orders[k].order, false, e.position.phase.kind), -28);
            if (e.adjudicated && k < e.results.size())
                block += QStringLiteral("  ") + resultText(map, e.position, e.results[k], e.after, naming);
            block += u'\n';
            if (k < explained.orders.size())
                block += explanation(explanationLines(names, explained.kind, explained.orders[k]));
        }
        for (const BoardChange &c : e.changes) {
            if (c.power != power)
                continue;
            block += QStringLiteral("  %1  ").arg(changeSubject(map, e.position, c, naming), -28) +
                     QCoreApplication::translate("OrderReason", reasonText(c.reason)) + u'\n';
            for (const ChangeExplanation &why : explained.changes) {
                if (why.change == c)
                    block += explanation(changeExplanationLines(names, why));
            }
        }
        if (!block.isEmpty())
            out += u'\n' + map.powerName(power) + u'\n' + block;
    }
    if (!e.adjudicated)
        return out + u'\n' + translated(QT_TRANSLATE_NOOP("Report", "Not adjudicated yet.")) + u'\n';
    if (!e.after.dislodged.empty() && e.after.phase.kind == PhaseKind::Retreat) {
        out += u'\n' + translated(QT_TRANSLATE_NOOP("Report", "Dislodged:")) + u'\n';
        for (std::size_t d = 0; d < e.after.dislodged.size(); ++d) {
            QStringList options;
            for (int loc : retreatOptions(map, game.rules(), e.after, int(d)))
                options << placeInText(map, loc, naming);
            out += QStringLiteral("  %1  ").arg(map.powerName(e.after.dislodged[d].unit.power) +
                                                QStringLiteral(": ") +
                                                unitInText(map, e.after.dislodged[d].unit, naming)) +
                   (options.isEmpty() ? translated(QT_TRANSLATE_NOOP("Report", "no retreat possible"))
                                      : translated(QT_TRANSLATE_NOOP("Report", "may retreat to %1"))
                                            .arg(options.join(QStringLiteral(", ")))) +
                   u'\n';
        }
    }
    QStringList changes;
    for (int p = 0; p < map.provinceCount(); ++p) {
        const int before = e.position.owner[std::size_t(p)];
        const int after = e.after.owner[std::size_t(p)];
        if (before != after && after >= 0)
            changes << QStringLiteral("%1 → %2").arg(placeInText(map, p, naming), map.powerName(after));
    }
    if (!changes.isEmpty())
        out += u'\n' +
               translated(QT_TRANSLATE_NOOP("Report", "Centres changing hands: %1"))
                   .arg(changes.join(QStringLiteral(", "))) +
               u'\n';
    for (const Phase &s : e.skipped)
        out +=
            translated(QT_TRANSLATE_NOOP("Report", "%1: skipped, nothing to do.")).arg(phaseName(s)) + u'\n';
    if (e.end.kind == GameEndKind::Victory) {
        for (int p = 0; p < map.powerCount(); ++p) {
            if (e.end.powers & (PowerSet(1) << p))
                out += translated(QT_TRANSLATE_NOOP("Report", "%1 wins with %2 centres."))
                           .arg(map.powerName(p))
                           .arg(e.after.centreCount(p)) +
                       u'\n';
        }
    } else {
        out += translated(QT_TRANSLATE_NOOP("Report", "Next: %1")).arg(phaseName(e.after.phase)) + u'\n';
        const int endYear = game.info().endYear;
        if (endYear > 0 && e.position.phase.year <= endYear && e.after.phase.year > endYear)
            out += translated(QT_TRANSLATE_NOOP("Report", "The game ends: its last year, %1, is over."))
                       .arg(endYear) +
                   u'\n';
    }
    return out;
}

} // namespace arbiter
