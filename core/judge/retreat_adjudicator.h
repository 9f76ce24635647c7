// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
#pragma once

#include "model/order.h"
#include "model/order_result.h"
#include "model/position.h"
#include "rules/rule_settings.h"

#include <span>
#include <vector>

namespace arbiter {

struct RetreatResult
{
    std::vector<OrderResult> orders; // one per order; `unit` indexes position.dislodged
    std::vector<BoardChange>
        changes;    // units disbanded without a valid order; `unit` indexes position.dislodged
    Position after; // dislodged units gone: retreated or disbanded
};

// Where a dislodged unit may go (DATC 5.B.11, 4.A.5): adjacent, empty, not left empty by a standoff, and not
// where its attacker came from (unless that attacker was convoyed, under 4.A.5 b).
std::vector<int> retreatOptions(const Map &map, const RuleSettings &rules, const Position &position,
                                int dislodged);

// One retreat or disband judged on its own, without the other orders of the phase: Succeeded with the
// dislodged unit's index, or Invalid and why. `target` receives the location a legal retreat ends on.
OrderResult checkRetreatOrder(const Map &map, const RuleSettings &rules, const Position &position,
                              const Order &order, int *target = nullptr);

// The orders of a retreat phase judged among each other, without resolving them: Invalid and why (illegal,
// or another order for the same unit), else Succeeded; two retreats to one province still bounce when the
// phase is adjudicated.
std::vector<OrderResult> checkRetreatOrders(const Map &map, const RuleSettings &rules,
                                            const Position &position, std::span<const Order> orders);

RetreatResult adjudicateRetreats(const Map &map, const RuleSettings &rules, const Position &position,
                                 std::span<const Order> orders);

// Which order each dislodged unit carries out, and where to: the working storage of adjudicating a retreat
// phase, kept by a caller that adjudicates phase after phase (PhaseAdjudicator).
struct RetreatBuffers
{
    std::vector<int> chosen;      // per dislodged unit: the order index, -1 for none, -2 for conflicting ones
    std::vector<int> destination; // per dislodged unit: the location a chosen retreat ends on
};

// The same, into `result` (its storage reused), with `buffers` as working storage.
void adjudicateRetreats(const Map &map, const RuleSettings &rules, const Position &position,
                        std::span<const Order> orders, RetreatBuffers &buffers, RetreatResult &result);

} // namespace arbiter
