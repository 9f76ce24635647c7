// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
#include "record/datc_case_runner.h"

#include "judge/phase_adjudication.h"
#include "text/reason_text.h"

#include <QCoreApplication>

#include <algorithm>

namespace arbiter {

namespace {

bool sameUnit(const Map &map, const Unit &expected, const Unit &got)
{
    if (expected.power != got.power || expected.type != got.type)
        return false;
    if (expected.location == got.location)
        return true;
    // A dislodged fleet written without its coast matches either coast.
    return map.location(expected.location).province == map.location(got.location).province &&
           map.location(expected.location).coast.isEmpty();
}

// The words of a board difference, whole sentences for the translators: a user's lesson shows them.
struct BoardWords
{
    const char *missing;
    const char *extra;
};

void compare(const Map &map, const BoardWords &words, std::vector<Unit> expected,
             const std::vector<Unit> &got, QStringList *problems)
{
    std::vector<Unit> unmatched;
    for (const Unit &g : got) {
        auto it = std::find_if(expected.begin(), expected.end(),
                               [&](const Unit &e) { return sameUnit(map, e, g); });
        if (it != expected.end())
            expected.erase(it);
        else
            unmatched.push_back(g);
    }
    for (const Unit &e : expected)
        *problems << QCoreApplication::translate("DatcCaseRunner", words.missing).arg(formatUnit(map, e));
    for (const Unit &u : unmatched)
        *problems << QCoreApplication::translate("DatcCaseRunner", words.extra).arg(formatUnit(map, u));
}

// Adjudicates the readable order lines; the results come back one per line (unreadable lines: Invalid).
PhaseOutcome judgeLines(const Map &map, const RuleSettings &rules, const Position &position,
                        const std::vector<DatcOrderLine> &lines, std::vector<OrderResult> *results)
{
    std::vector<Order> orders;
    std::vector<int> lineOf;
    for (std::size_t i = 0; i < lines.size(); ++i) {
        if (lines[i].parsed.ok()) {
            orders.push_back(lines[i].parsed.order);
            lineOf.push_back(int(i));
        }
    }
    PhaseOutcome judged = adjudicatePhase(map, rules, position, orders);
    results->assign(lines.size(), {OrderStatus::Invalid, OrderReason::NoUnit, -1, -1});
    for (std::size_t k = 0; k < judged.results.size(); ++k)
        (*results)[std::size_t(lineOf[k])] = judged.results[k];
    return judged;
}

const char *verdictName(DatcVerdict verdict)
{
    static const char *const names[] = {"SUCCESS", "FAILURE", "INVALID", "CUT", "DISLODGED"};
    return names[int(verdict)];
}

// POSTSTATE_RESULTS: each entry names an order of the phase and the fate it must have met.
void checkResults(const Map &map, const Position &position, const std::vector<DatcOrderLine> &orders,
                  const std::vector<OrderResult> &results, const std::vector<DatcOrderLine> &expected,
                  const std::vector<DislodgedUnit> &dislodgedAfter, const QString &prefix,
                  QStringList *problems)
{
    // An entry takes the first order of its reading not taken yet (an order given twice has two results),
    // else the one taken last, so that one order may be given two verdicts (INVALID and DISLODGED).
    std::vector<bool> used(orders.size(), false);
    for (const DatcOrderLine &e : expected) {
        if (!e.parsed.ok())
            continue; // named among the unreadable lines already
        std::size_t k = orders.size();
        std::size_t taken = orders.size();
        for (std::size_t i = 0; i < orders.size() && k == orders.size(); ++i) {
            if (!orders[i].parsed.ok() || !(orders[i].parsed.order == e.parsed.order))
                continue;
            if (used[i])
                taken = i;
            else
                k = i;
        }
        if (k == orders.size())
            k = taken;
        if (k == orders.size()) {
            *problems << prefix +
                             QStringLiteral("line %1: the expected result names no order of the phase (%2)")
                                 .arg(e.line)
                                 .arg(e.text);
            continue;
        }
        used[k] = true;
        const OrderResult &r = results[k];
        const int province = map.location(orders[k].parsed.order.unit.location).province;
        const bool unitDislodged =
            position.phase.kind == PhaseKind::Movement &&
            std::any_of(dislodgedAfter.begin(), dislodgedAfter.end(), [&](const DislodgedUnit &d) {
                return map.location(d.unit.location).province == province;
            });
        bool met = false;
        switch (e.verdict) {
        case DatcVerdict::Success:
            met = r.status == OrderStatus::Succeeded;
            break;
        case DatcVerdict::Failure:
            met = r.status == OrderStatus::Failed;
            break;
        case DatcVerdict::Invalid:
            met = r.status == OrderStatus::Invalid;
            break;
        case DatcVerdict::Cut: // by an attack, or by the supporter's dislodgement (6.D.17)
            met = r.status == OrderStatus::Failed &&
                  (r.reason == OrderReason::SupportCut ||
                   (r.reason == OrderReason::Dislodged && orders[k].parsed.order.type == OrderType::Support));
            break;
        case DatcVerdict::Dislodged:
            met = r.status != OrderStatus::Succeeded && unitDislodged;
            break;
        }
        if (!met)
            *problems << prefix + QStringLiteral("order '%1' (line %2): expected %3, got %4%5")
                                      .arg(orders[k].text)
                                      .arg(orders[k].line)
                                      .arg(QLatin1StringView(verdictName(e.verdict)),
                                           resultText(map, position, r),
                                           unitDislodged ? QStringLiteral(", unit dislodged") : QString());
    }
}

void compareBoard(const Map &map, const std::vector<Unit> &expectedUnits,
                  const std::vector<Unit> &expectedDislodged, const std::vector<Unit> &units,
                  const std::vector<Unit> &dislodged, const QString &prefix, QStringList *problems)
{
    QStringList found;
    compare(map,
            {QT_TRANSLATE_NOOP("DatcCaseRunner", "expected unit %1, got none"),
             QT_TRANSLATE_NOOP("DatcCaseRunner", "unexpected unit %1")},
            expectedUnits, units, &found);
    compare(map,
            {QT_TRANSLATE_NOOP("DatcCaseRunner", "expected dislodged unit %1, got none"),
             QT_TRANSLATE_NOOP("DatcCaseRunner", "unexpected dislodged unit %1")},
            expectedDislodged, dislodged, &found);
    for (const QString &f : found)
        *problems << prefix + f;
}

} // namespace

DatcOutcome runDatcCase(const Map &map, const DatcCase &c)
{
    DatcOutcome outcome;
    outcome.problems = c.errors + c.unreadable;
    const Position start = datcStartPosition(map, c);
    const PhaseOutcome judged = judgeLines(map, c.rules, start, c.orders, &outcome.results);
    outcome.units = judged.after.units;
    for (const DislodgedUnit &d : judged.after.dislodged)
        outcome.dislodged.push_back(d.unit);
    compareBoard(map, c.expectSame ? c.position.units : c.expectedUnits,
                 c.expectSame ? std::vector<Unit>{} : c.expectedDislodged, outcome.units, outcome.dislodged,
                 {}, &outcome.problems);
    checkResults(map, start, c.orders, outcome.results, c.expectedResults, judged.after.dislodged, {},
                 &outcome.problems);

    if (c.retreat) {
        const DatcRetreatHalf &r = *c.retreat;
        const QString prefix = QStringLiteral("after the retreats: ");
        outcome.retreatStart = judged.after;
        if (judged.after.phase.kind != PhaseKind::Retreat) {
            outcome.problems << prefix + QStringLiteral("the movement phase dislodged no unit, so no retreat "
                                                        "phase follows");
        } else {
            const PhaseOutcome retreated =
                judgeLines(map, c.rules, judged.after, r.orders, &outcome.retreatResults);
            outcome.retreatUnits = retreated.after.units;
            compareBoard(map, r.expectSame ? judged.after.units : r.expectedUnits, {}, outcome.retreatUnits,
                         {}, prefix, &outcome.problems);
            checkResults(map, judged.after, r.orders, outcome.retreatResults, r.expectedResults, {}, prefix,
                         &outcome.problems);
        }
    }
    outcome.passed = outcome.problems.isEmpty();
    return outcome;
}

} // namespace arbiter
