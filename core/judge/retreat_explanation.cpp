// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
#include "judge/retreat_explanation.h"

#include "judge/retreat_adjudicator.h"

namespace arbiter {

PhaseExplanation explainRetreats(const Map &map, const RuleSettings &rules, const Position &position,
                                 std::span<const Order> orders)
{
    const RetreatResult result = adjudicateRetreats(map, rules, position, orders);
    PhaseExplanation ex;
    ex.kind = PhaseKind::Retreat;
    // The province each order retreats to, -1 for a disband or an illegal order.
    std::vector<int> destination(orders.size(), -1);
    for (std::size_t k = 0; k < orders.size(); ++k) {
        int target = -1;
        if (orders[k].type == OrderType::Move &&
            checkRetreatOrder(map, rules, position, orders[k], &target).status != OrderStatus::Invalid &&
            target >= 0)
            destination[k] = map.location(target).province;
    }
    for (std::size_t k = 0; k < orders.size(); ++k) {
        OrderExplanation e;
        e.order = int(k);
        e.result = result.orders[k];
        e.unit = e.result.unit;
        e.type = e.result.status == OrderStatus::Invalid ? OrderType::Hold : orders[k].type;
        if (e.unit >= 0)
            e.retreatOptions = retreatOptions(map, rules, position, e.unit);
        if (e.result.reason == OrderReason::RetreatBounced) {
            for (std::size_t j = 0; j < orders.size(); ++j) {
                if (j != k && destination[j] == destination[k] &&
                    result.orders[j].reason == OrderReason::RetreatBounced)
                    e.bouncedWith.push_back(result.orders[j].unit);
            }
        }
        ex.orders.push_back(std::move(e));
    }
    for (const BoardChange &change : result.changes) {
        ChangeExplanation c;
        c.change = change;
        if (change.unit >= 0)
            c.retreatOptions = retreatOptions(map, rules, position, change.unit);
        ex.changes.push_back(std::move(c));
    }
    return ex;
}

} // namespace arbiter
