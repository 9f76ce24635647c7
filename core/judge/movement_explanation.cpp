// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
// Explains a movement phase with the judge's own record of its verdicts (movement_verdicts.cpp): the
// adjudication that produces the results also writes down why, so an explanation cannot disagree with the
// result it explains.
#include "judge/movement_explanation.h"

#include "judge/movement_adjudicator.h"

namespace arbiter {

PhaseExplanation explainMovement(const Map &map, const RuleSettings &rules, const Position &position,
                                 std::span<const Order> orders)
{
    MovementAdjudicator adjudicator(map, rules);
    MovementResult result;
    PhaseExplanation ex;
    ex.kind = PhaseKind::Movement;
    adjudicator.adjudicate(position, orders, &result, &ex.units);
    for (std::size_t k = 0; k < orders.size(); ++k) {
        const OrderResult &r = result.orders[k];
        OrderExplanation e;
        if (r.unit >= 0)
            e = ex.units[std::size_t(r.unit)]; // an illegal order: what the unit did instead (it held)
        e.order = int(k);
        e.result = r;
        ex.orders.push_back(std::move(e));
    }
    return ex;
}

} // namespace arbiter
