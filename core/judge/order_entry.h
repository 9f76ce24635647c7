// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
#pragma once

#include "map/map.h"
#include "model/order.h"
#include "model/order_result.h"
#include "model/position.h"
#include "rules/rule_settings.h"

#include <span>
#include <vector>

namespace arbiter {

// Where an order of a phase not yet adjudicated stands among the orders entered with it.
struct OrderCheck
{
    // False: the adjudicator ignores the order whatever else is ordered (DATC 4.E.1); the unit holds (in a
    // retreat, disbands). `reason` says why.
    bool legal = true;
    // False: a legal support or convoy whose partner order is missing or different. As the orders stand
    // it will be ignored, but it is no mistake: the partner's order may still come. `reason` says which
    // match is missing.
    bool matched = true;
    OrderReason reason = OrderReason::Held;

    bool operator==(const OrderCheck &) const = default;
};

// Whether an order of this kind can be given in a phase of this kind at all: holds, moves, supports and
// convoys in a movement phase; retreats and disbands in a retreat phase; builds, removals and waives in an
// adjustment phase. An order of another kind is no order of the phase whatever the position.
// Inline: the adjudicators ask it of every order.
inline bool orderFitsPhase(OrderType type, PhaseKind kind)
{
    switch (kind) {
    case PhaseKind::Movement:
        return type == OrderType::Hold || type == OrderType::Move || type == OrderType::Support ||
               type == OrderType::Convoy;
    case PhaseKind::Retreat:
        return type == OrderType::Move || type == OrderType::Disband;
    case PhaseKind::Adjustment:
        return type == OrderType::Build || type == OrderType::Disband || type == OrderType::Waive;
    }
    return false;
}

// The standing of every order of the phase, one per order: the checks the adjudicator makes before it
// resolves anything, without resolving.
std::vector<OrderCheck> checkOrders(const Map &map, const RuleSettings &rules, const Position &position,
                                    std::span<const Order> orders);

// An order as entered by the game master, completed from the position: the power from the unit it orders
// (or the home centre a build is in) when none was written, and, when the rules make a missing unit type
// harmless (4.C.1 b), the types of the units it names, so the order reads as it will be carried out.
Order completeOrder(const Map &map, const RuleSettings &rules, const Position &position, Order order);

// The unit an order of this phase stands for at `location`: the dislodged unit in a retreat, else the unit
// in place; nullptr for none.
const Unit *orderedUnit(const Map &map, const Position &position, int location);

// The order among `orders` given to the unit standing (or dislodged, in a retreat phase) in `province`, or
// the build there; -1 if none.
int orderForProvince(const Map &map, std::span<const Order> orders, int province);

// The order among `orders` that `order` replaces when it is given: the one for the same unit (or build
// province); in an adjustment phase where the power has already given every build (or removal) it owes,
// its build or waive (removal) entered last, as a retyped order corrects the one before (a removal of a unit
// not its own corrects nothing); -1 if none.
int replacedOrder(const Map &map, const Position &position, std::span<const Order> orders,
                  const Order &order);

// Where `candidate` would stand if it were given now: completed (completeOrder) and checked among the orders
// already entered, in place of the one it replaces. The one check of an order about to be given, whether
// typed or picked on the map.
OrderCheck checkCandidate(const Map &map, const RuleSettings &rules, const Position &position,
                          std::span<const Order> orders, const Order &candidate);

} // namespace arbiter
