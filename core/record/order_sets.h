// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
#pragma once

#include "record/game.h"

#include <vector>

namespace arbiter {

// How a game master's second order sheet for a power relates to the orders already entered.
enum class OrderSetRelation : std::uint8_t
{
    Later,              // known to be written later (4.D.1)
    LaterReplacesAll,   // later, and it says it replaces everything before it
    LaterAddsToEarlier, // later, and it says it only adds to the earlier set
    OrderUnknown,       // which one is later cannot be told (4.D.2)
};

// Merges a new order set of `power` into the phase's orders as the rule settings say (DATC 4.D.1, 4.D.2).
// Orders of other powers are kept as they are.
std::vector<EnteredOrder> mergeOrderSet(const std::vector<EnteredOrder> &entered,
                                        const std::vector<EnteredOrder> &newSet, int power,
                                        OrderSetRelation relation, const RuleSettings &rules);

} // namespace arbiter
