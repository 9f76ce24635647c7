// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
#pragma once

#include "map/map.h"

#include <cstdint>
#include <vector>

namespace arbiter {

enum class OrderType : std::uint8_t
{
    Hold,
    Move,    // also a retreat, in a retreat phase
    Support, // to hold when `otherTarget` is -1, to move otherwise
    Convoy,
    Disband, // a retreat-phase disband, or a removal in an adjustment phase
    Build,
    Waive,
};

// A unit as an order names it. The order may leave out the unit type or the coast, or name them wrongly;
// what that means is decided by the rule settings (DATC 4.B, 4.C), not by the parser.
struct UnitRef
{
    int power = -1; // nationality written in the order (supports, convoys), -1 when not given
    bool typeGiven = false;
    UnitType type = UnitType::Army;
    int location = -1;         // a coast location when a valid coast was written
    bool unknownCoast = false; // a coast was written that the province does not have (4.B.6)

    bool operator==(const UnitRef &) const = default;
};

// One order as written by a player, with names already turned into map ids.
struct Order
{
    OrderType type = OrderType::Hold;
    int power = -1;      // who gave the order
    UnitRef unit;        // the ordered unit; for Build, the unit to build
    UnitRef target;      // Move: destination (only `location`, `unknownCoast` used)
    UnitRef other;       // Support/Convoy: the supported or convoyed unit
    UnitRef otherTarget; // Support/Convoy: destination of the supported/convoyed move; location -1 = hold
    bool viaConvoy = false;
    std::vector<int> convoyPath; // provinces written between origin and destination (4.A.6), usually empty

    bool operator==(const Order &) const = default;
};

} // namespace arbiter
