// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
#pragma once

#include "map/map.h"
#include "model/order.h"
#include "model/position.h"
#include "rules/rule_settings.h"

#include <span>
#include <vector>

namespace arbiter {

// How many orders a power owes in a phase and how many of the orders entered answer them.
struct OrderCount
{
    // One per unit in a movement phase, one per dislodged unit with somewhere to retreat in a retreat phase
    // (one with nowhere to go is disbanded whatever it is ordered); in an adjustment phase
    // the removals owed, or the builds owed where there is room to build (waives stand in for the rest).
    int due = 0;
    // Legal orders that answer what is due: one per unit (or dislodged unit that may retreat), or its builds
    // and waives (removals) up to the number due. An illegal order is not given: its unit holds (or
    // disbands) as if it had none.
    int given = 0;

    bool operator==(const OrderCount &) const = default;
};

// The count of every power of the map, for the orders entered so far in the phase of `position`.
std::vector<OrderCount> orderCounts(const Map &map, const RuleSettings &rules, const Position &position,
                                    std::span<const Order> orders);

// Whether any power has given fewer orders than it owes.
bool ordersMissing(std::span<const OrderCount> counts);

} // namespace arbiter
