// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
#include "judge/adjustment_explanation.h"

#include "judge/adjustment_adjudicator.h"

namespace arbiter {

namespace {

// Home centres a power owns with no unit on them: where it may build (4.D.1).
std::vector<int> openHomeCentres(const Map &map, const Position &position, int power)
{
    std::vector<int> open;
    for (int p = 0; p < map.provinceCount(); ++p) {
        if (map.province(p).home == power && position.owner[std::size_t(p)] == power &&
            position.unitIn(map, p) < 0)
            open.push_back(p);
    }
    return open;
}

} // namespace

PhaseExplanation explainAdjustments(const Map &map, const RuleSettings &rules, const Position &position,
                                    std::span<const Order> orders)
{
    const AdjustmentResult result = adjudicateAdjustments(map, rules, position, orders);
    PhaseExplanation ex;
    ex.kind = PhaseKind::Adjustment;
    for (std::size_t k = 0; k < orders.size(); ++k) {
        OrderExplanation e;
        e.order = int(k);
        e.result = result.orders[k];
        e.unit = e.result.unit;
        e.type = e.result.status == OrderStatus::Invalid ? OrderType::Hold : orders[k].type;
        if (orders[k].power >= 0) {
            e.owed = adjustmentCount(position, orders[k].power);
            if (orders[k].type == OrderType::Build)
                e.buildOptions = openHomeCentres(map, position, orders[k].power);
        }
        ex.orders.push_back(std::move(e));
    }
    for (const BoardChange &change : result.changes) {
        ChangeExplanation c;
        c.change = change;
        if (change.reason == OrderReason::RemovedInCivilDisorder) {
            c.owed = adjustmentCount(position, change.power);
            c.removalRule = rules.choice(RuleIssue::CivilDisorderRemoval);
        }
        ex.changes.push_back(std::move(c));
    }
    return ex;
}

} // namespace arbiter
