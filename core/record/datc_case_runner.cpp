// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
#include "record/datc_case_runner.h"

#include "judge/phase_adjudication.h"

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

void compare(const Map &map, const char *what, std::vector<Unit> expected, const std::vector<Unit> &got,
             QStringList *problems)
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
        *problems
            << QStringLiteral("expected %1 %2, got none").arg(QLatin1StringView(what), formatUnit(map, e));
    for (const Unit &u : unmatched)
        *problems << QStringLiteral("unexpected %1 %2").arg(QLatin1StringView(what), formatUnit(map, u));
}

} // namespace

DatcOutcome runDatcCase(const Map &map, const DatcCase &c)
{
    DatcOutcome outcome;
    outcome.problems = c.errors + c.unreadable;
    std::vector<Order> orders;
    std::vector<int> lineOf;
    for (std::size_t i = 0; i < c.orders.size(); ++i) {
        if (c.orders[i].parsed.ok()) {
            orders.push_back(c.orders[i].parsed.order);
            lineOf.push_back(int(i));
        }
    }
    const PhaseOutcome judged = adjudicatePhase(map, c.rules, datcStartPosition(map, c), orders);
    outcome.units = judged.after.units;
    for (const DislodgedUnit &d : judged.after.dislodged)
        outcome.dislodged.push_back(d.unit);
    outcome.results.assign(c.orders.size(), {OrderStatus::Invalid, OrderReason::NoUnit, -1, -1});
    for (std::size_t k = 0; k < judged.results.size(); ++k)
        outcome.results[std::size_t(lineOf[k])] = judged.results[k];

    if (c.expectSame) {
        compare(map, "unit", c.position.units, outcome.units, &outcome.problems);
        compare(map, "dislodged unit", {}, outcome.dislodged, &outcome.problems);
    } else {
        compare(map, "unit", c.expectedUnits, outcome.units, &outcome.problems);
        compare(map, "dislodged unit", c.expectedDislodged, outcome.dislodged, &outcome.problems);
    }
    outcome.passed = outcome.problems.isEmpty();
    return outcome;
}

} // namespace arbiter
