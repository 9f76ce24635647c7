// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
#include "race.h"

#include "judge/phase_adjudication.h"
#include "text/order_formatter.h"

#include <algorithm>

using namespace arbiter;

namespace refjudge {

namespace {

RuleSettings rulesFor(ParadoxRule paradox)
{
    RuleSettings rules;
    if (paradox == ParadoxRule::AllHold)
        rules.set(RuleIssue::ConvoyParadox, 'd');
    return rules;
}

QString statusName(OrderStatus s)
{
    switch (s) {
    case OrderStatus::Succeeded:
        return QStringLiteral("SUCCESS");
    case OrderStatus::Failed:
        return QStringLiteral("FAILURE");
    case OrderStatus::Invalid:
        return QStringLiteral("INVALID");
    }
    return {};
}

QStringList unitList(const Map &map, std::vector<Unit> units)
{
    QStringList lines;
    for (const Unit &u : units)
        lines << formatUnit(map, u);
    lines.sort();
    return lines;
}

QStringList dislodgedList(const Map &map, const std::vector<DislodgedUnit> &units)
{
    QStringList lines;
    for (const DislodgedUnit &d : units)
        lines << formatUnit(map, d.unit) + QStringLiteral(" (from ") + map.province(d.attackerOrigin).id +
                     (d.dislodgedByConvoy ? QStringLiteral(", by convoy)") : QStringLiteral(")"));
    lines.sort();
    return lines;
}

QStringList provinceList(const Map &map, const std::vector<int> &provinces)
{
    QStringList ids;
    for (int p : provinces)
        ids << map.province(p).id;
    ids.sort();
    return ids;
}

} // namespace

Comparison compareJudges(const Map &map, const GeneratedPhase &phase, ParadoxRule paradox)
{
    Comparison c;
    const PhaseOutcome core = adjudicatePhase(map, rulesFor(paradox), phase.position, phase.orders);
    c.reference = referenceAdjudicate(map, phase.position, phase.orders, paradox);
    const RefOutcome &ref = c.reference;
    for (std::size_t k = 0; k < phase.orders.size(); ++k) {
        if (core.results[k].status != ref.status[k])
            c.differences << QStringLiteral("%1: core %2, reference %3")
                                 .arg(formatOrder(map, phase.orders[k], true, PhaseKind::Movement),
                                      statusName(core.results[k].status), statusName(ref.status[k]));
    }
    auto compare = [&](const QString &what, const QStringList &coreList, const QStringList &refList) {
        if (coreList != refList)
            c.differences << QStringLiteral("%1: core [%2], reference [%3]")
                                 .arg(what, coreList.join(QStringLiteral("; ")),
                                      refList.join(QStringLiteral("; ")));
    };
    compare(QStringLiteral("board"), unitList(map, core.after.units), unitList(map, ref.units));
    compare(QStringLiteral("dislodged"), dislodgedList(map, core.after.dislodged),
            dislodgedList(map, ref.dislodged));
    if (!core.after.dislodged.empty()) {
        std::vector<int> contested;
        for (int p = 0; p < map.provinceCount(); ++p) {
            if (core.after.contested[std::size_t(p)])
                contested.push_back(p);
        }
        compare(QStringLiteral("standoffs"), provinceList(map, contested), provinceList(map, ref.contested));
    }
    if (ref.undecided)
        c.differences << QStringLiteral("the reference judge's backup rule had several equal answers");
    c.agree = c.differences.isEmpty();
    return c;
}

QString datcCaseText(const Map &map, const GeneratedPhase &phase, const QString &name, ParadoxRule paradox,
                     const Comparison &comparison)
{
    QStringList out;
    out << QStringLiteral("CASE %1").arg(name);
    for (const QString &d : comparison.differences)
        out << QStringLiteral("# ") + d;
    if (paradox == ParadoxRule::AllHold)
        out << QStringLiteral("RULES 4.A.2=d");
    out << QStringLiteral("PRESTATE_SETPHASE Spring 1901, Movement") << QStringLiteral("PRESTATE");
    for (const QString &u : unitList(map, phase.position.units))
        out << QStringLiteral("    ") + u;
    out << QStringLiteral("ORDERS");
    for (const Order &order : phase.orders)
        out << QStringLiteral("    ") + formatOrder(map, order, true, PhaseKind::Movement);
    out << QStringLiteral("POSTSTATE");
    for (const QString &u : unitList(map, comparison.reference.units))
        out << QStringLiteral("    ") + u;
    out << QStringLiteral("POSTSTATE_DISLODGED");
    for (const DislodgedUnit &d : comparison.reference.dislodged)
        out << QStringLiteral("    ") + formatUnit(map, d.unit);
    out << QStringLiteral("POSTSTATE_RESULTS");
    for (std::size_t k = 0; k < phase.orders.size(); ++k)
        out << QStringLiteral("    %1: %2")
                   .arg(statusName(comparison.reference.status[k]),
                        formatOrder(map, phase.orders[k], true, PhaseKind::Movement));
    out << QStringLiteral("END") << QString();
    return out.join(u'\n');
}

} // namespace refjudge
