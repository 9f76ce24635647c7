// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
#include "widgets/analysis_text.h"

#include "analysis/tactics_search.h"
#include "document/order_description.h"
#include "text/order_formatter.h"

#include <QStringList>

#include <algorithm>

namespace arbiter::ui {

namespace {

QString joined(const QStringList &parts)
{
    if (parts.size() <= 1)
        return parts.value(0);
    const QStringList head = parts.mid(0, parts.size() - 1);
    return AnalysisText::tr("%1 and %2").arg(head.join(AnalysisText::tr(", ")), parts.back());
}

} // namespace

QString AnalysisText::powers(const Map &map, const std::vector<int> &powers)
{
    QStringList names;
    for (int p : powers)
        names << document::powerName(map, p);
    return joined(names);
}

QString AnalysisText::goal(const Map &map, const Goal &goal, const QString &theirs)
{
    const QString province = map.provinceName(goal.province);
    switch (goal.kind) {
    case GoalKind::Take:
        return tr("take %1").arg(province);
    case GoalKind::Hold:
        // Named: "their units" would read as the asker's own.
        return theirs.isEmpty() ? tr("keep the other side's units out of %1").arg(province)
                                : tr("keep the units of %1 out of %2").arg(theirs, province);
    case GoalKind::Dislodge:
        return tr("dislodge the unit in %1").arg(province);
    case GoalKind::Keep:
        return tr("keep the unit in %1").arg(province);
    }
    return {};
}

QString AnalysisText::goals(const Map &map, const std::vector<Goal> &goals, const QString &theirs)
{
    QStringList parts;
    for (const Goal &g : goals)
        parts << goal(map, g, theirs);
    return joined(parts);
}

QString AnalysisText::orders(const Map &map, const std::vector<Order> &orders)
{
    std::vector<int> powers;
    for (const Order &o : orders)
        if (std::find(powers.begin(), powers.end(), o.power) == powers.end())
            powers.push_back(o.power);
    QStringList groups;
    for (int p : powers) {
        QStringList spelled;
        for (const Order &o : orders)
            if (o.power == p)
                spelled << formatOrder(map, o, false, PhaseKind::Movement);
        groups << tr("%1's %2").arg(document::powerName(map, p), spelled.join(tr(", ")));
    }
    return groups.join(tr("; "));
}

std::vector<int> AnalysisText::theirPowers(const Map &map, const Question &question)
{
    const std::vector<Side> sides = powerSides(map, question);
    std::vector<int> theirs;
    for (std::size_t p = 0; p < sides.size(); ++p)
        if (sides[p] == Side::Theirs)
            theirs.push_back(int(p));
    return theirs;
}

QString AnalysisText::strengthProof(const Map &map, const Question &question, const Answer &answer,
                                    const QString &ours, const QString &wanted)
{
    const StrengthProof &proof = *answer.byStrength;
    const QString province = map.provinceName(proof.province);
    // Grouped by power as the orders are: "Germany's A bel, A ruh and A mun".
    std::vector<int> powers;
    for (int unit : proof.attackers) {
        const int power = question.position.units[std::size_t(unit)].power;
        if (std::find(powers.begin(), powers.end(), power) == powers.end())
            powers.push_back(power);
    }
    QStringList attackers;
    for (int power : powers) {
        QStringList units;
        for (int unit : proof.attackers) {
            const Unit &u = question.position.units[std::size_t(unit)];
            if (u.power == power)
                units << (u.type == UnitType::Army ? QStringLiteral("A ") : QStringLiteral("F ")) +
                             map.location(u.location).id;
        }
        attackers << tr("%1's %2").arg(document::powerName(map, power), joined(units));
    }
    std::vector<Order> supports;
    std::copy_if(proof.defence.begin(), proof.defence.end(), std::back_inserter(supports),
                 [](const Order &o) { return o.type != OrderType::Hold; });
    const QString hold =
        supports.empty()
            ? tr("the unit in %1 holds with at least %L2 by itself").arg(province).arg(proof.holdAtLeast)
            : tr("with %1 the unit in %2 holds with at least %L3")
                  .arg(orders(map, supports), province)
                  .arg(proof.holdAtLeast);
    // Why the search itself did not answer: its order sets could not be listed, or it was stopped.
    const QString why = answer.ourSets < 0 || answer.theirSets < 0
                            ? tr("the order sets being too many to try one by one")
                            : tr("the search having been stopped before it settled the question");
    return tr("Not guaranteed: %1 cannot %2. Only %3 can move or support into %4, so no move there can have "
              "a strength above %L5; and %6, whatever %1 orders. Shown by counting strengths, %7; the best "
              "attempt was not searched.")
        .arg(ours, wanted, joined(attackers), province)
        .arg(proof.attackAtMost)
        .arg(hold, why);
}

QString AnalysisText::verdict(const Map &map, const Question &question, const Answer &answer, bool cancelled)
{
    const QString ours = powers(map, question.ourPowers);
    const QString theirs = powers(map, theirPowers(map, question));
    const QString wanted = goals(map, question.goals, theirs);
    switch (answer.verdict) {
    case Verdict::Guaranteed: {
        if (answer.complete)
            return tr("Guaranteed: %1 can %2 against every defence of %3: %4 (%L5 defences tried).")
                .arg(ours, wanted, theirs, orders(map, answer.orders))
                .arg(answer.theirSets);
        // Cut short, by Cancel or the time limit: the set found is proven against every defence, but the
        // count of such sets is a lower bound and the set is not known to be the simplest. Said, so that the
        // sentence is not read as the verdict of a search that ended.
        const QString found =
            (cancelled
                 ? tr("Cancelled: %L1 of %L2 order sets of %3 settled against the %L4 of %5; before the "
                      "cancel, %6 was found to %7 against every one of them.")
                 : tr("Limit reached: %L1 of %L2 order sets of %3 settled against the %L4 of %5; before "
                      "the limit, %6 was found to %7 against every one of them."))
                .arg(answer.settledOurSets)
                .arg(answer.ourSets)
                .arg(ours)
                .arg(answer.theirSets)
                .arg(theirs, orders(map, answer.orders), wanted);
        return found + u' ' +
               tr("So the goals are guaranteed, but the search was cut short: guaranteeing order sets found: "
                  "%L1 of the %L2 settled; %L3 were not searched, and a simpler one than that shown may be "
                  "among "
                  "them.")
                   .arg(answer.guaranteeingSets)
                   .arg(answer.settledOurSets)
                   .arg(answer.ourSets - answer.settledOurSets);
    }
    case Verdict::NotGuaranteed: {
        if (answer.byStrength)
            return strengthProof(map, question, answer, ours, wanted);
        QString text = answer.safeDefence.empty()
                           ? tr("Not guaranteed: %1 cannot %2: each of the %L3 order sets of %1 is beaten by "
                                "some order set of %4.")
                                 .arg(ours, wanted)
                                 .arg(answer.ourSets)
                                 .arg(theirs)
                           : tr("Not guaranteed: %1 cannot %2: %3 holds against every order set of %1 (%L4 "
                                "tried).")
                                 .arg(ours, wanted, orders(map, answer.safeDefence))
                                 .arg(answer.ourSets);
        if (!answer.orders.empty() && answer.complete && answer.tiedWithOthers)
            // Which of equal sets is shown depends on the order the units were entered in: said, so that it
            // is not read as the only one.
            text +=
                u' ' + tr("The best attempt succeeds against %L1 of %L2 defences; at least one other order "
                          "set of %3 succeeds against as many (shown: one with the fewest orders other than "
                          "holds). The refutation below beats it.")
                           .arg(answer.beaten)
                           .arg(answer.theirSets)
                           .arg(ours);
        else if (!answer.orders.empty())
            text +=
                u' ' + (answer.complete ? tr("The best attempt succeeds against %L1 of %L2 defences; the "
                                             "refutation below beats it.")
                        : cancelled ? tr("The best attempt found before the search was cancelled succeeds "
                                         "against %L1 of %L2 defences; the refutation below beats it.")
                                    : tr("The best attempt found succeeds against %L1 of %L2 "
                                         "defences (limit reached); the refutation below beats it."))
                           .arg(answer.beaten)
                           .arg(answer.theirSets);
        return text;
    }
    case Verdict::NotDecided:
        break;
    }
    const QString word = cancelled ? tr("Cancelled") : tr("Not decided");
    if ((answer.ourSets < 0 || answer.theirSets < 0) && cancelled)
        return tr("Cancelled before the order sets of both sides were listed.");
    if (answer.ourSets < 0 || answer.theirSets < 0)
        return tr("%1: the order sets of a side could not all be listed before the search stopped (a side "
                  "may "
                  "have at most %L2).")
            .arg(word)
            .arg(SearchLimits{}.setsPerSide);
    return tr("%1: %L2 of %L3 order sets of %4 settled against the %L5 of %6.")
        .arg(word)
        .arg(answer.settledOurSets)
        .arg(answer.ourSets)
        .arg(ours)
        .arg(answer.theirSets)
        .arg(theirs);
}

} // namespace arbiter::ui
