// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
#pragma once

#include "model/order.h"
#include "record/game.h"

#include <algorithm>
#include <optional>
#include <vector>

namespace arbiter {

// What the writers of the foreign formats (mila_game_writer.h, judge_transcript_writer.h) print of a game:
// the orders as a judge prints them, with the outcome that names a dislodged unit, and whether there is an
// adjudicated phase to print at all.

// Whether an order names every place its kind needs, so that the foreign formats can write it (an order
// entered unreadable, or without a unit, cannot be).
inline bool namesItsPlaces(const Order &o)
{
    if (o.type == OrderType::Waive)
        return true;
    if (o.unit.location < 0)
        return false;
    if (o.type == OrderType::Move)
        return o.target.location >= 0;
    if (o.type == OrderType::Support || o.type == OrderType::Convoy)
        return o.other.location >= 0;
    return true;
}

// Whether an order failed for how it is written rather than for what it does: another power's unit, or,
// under the choices that refuse them, the wrong unit type (4.C.2 a), none (4.C.1 a), the wrong coast of the
// unit (4.B.5 a) or a coast the province lacks (4.B.6 a). A judge refuses such an order when it is sent; the
// unit holds unless it has another order (these orders are none of several for one unit, 4.D.3), as it
// does with no order. Printed as written, the wrong type listed a unit not there besides the one that is;
// printed for the unit on the board, the order read back stands.
inline bool refusedAsWritten(OrderReason reason)
{
    return reason == OrderReason::ForeignUnit || reason == OrderReason::WrongUnitType ||
           reason == OrderReason::MissingUnitType || reason == OrderReason::WrongCoastOfUnit ||
           reason == OrderReason::UnknownCoast;
}

// The order `k` of phase `e` as a judge prints it, or nothing for an order no judge would print. An
// adjudicated order is printed for the unit it was judged for, with that unit's type and coast (an order
// written "A nap - apu" for the fleet in Naples stands under 4.C.2 b, and it is the fleet's), and a
// support or convoy names its partner as it stands on the board; an order that found no unit of its power
// to order, or that failed as written (refusedAsWritten), is left out, as a judge refuses it when it is
// sent.
inline std::optional<Order> printedOrder(const Map &map, const PhaseEntry &e, std::size_t k)
{
    Order o = e.orders[k].order;
    if (!namesItsPlaces(o))
        return std::nullopt;
    if (!e.adjudicated || k >= e.results.size() || o.type == OrderType::Build || o.type == OrderType::Waive)
        return o;
    const OrderResult &r = e.results[k];
    const bool retreat = e.position.phase.kind == PhaseKind::Retreat;
    const std::size_t units = retreat ? e.position.dislodged.size() : e.position.units.size();
    if (r.unit < 0 || std::size_t(r.unit) >= units || refusedAsWritten(r.reason))
        return std::nullopt;
    const Unit &unit =
        retreat ? e.position.dislodged[std::size_t(r.unit)].unit : e.position.units[std::size_t(r.unit)];
    o.unit.type = unit.type;
    o.unit.typeGiven = true;
    o.unit.location = unit.location;
    if ((o.type == OrderType::Support || o.type == OrderType::Convoy) && !retreat) {
        const int other = e.position.unitIn(map, map.location(o.other.location).province);
        if (other >= 0) {
            o.other.type = e.position.units[std::size_t(other)].type;
            o.other.typeGiven = true;
            o.other.location = e.position.units[std::size_t(other)].location;
        }
    }
    return o;
}

// Whether the line of play to the current phase holds an adjudicated phase: the foreign formats record
// results, and a game with none has nothing for them to record.
inline bool hasAdjudicatedPhase(const Game &game)
{
    const std::vector<int> line = game.line(game.current());
    return std::any_of(line.begin(), line.end(), [&game](int id) { return game.entry(id).adjudicated; });
}

// Whether the movement phase `e` dislodged the unit its order `k` was for (both formats write it with the
// order's outcome).
inline bool orderedUnitDislodged(const PhaseEntry &e, std::size_t k)
{
    const int unit = e.results[k].unit;
    if (e.position.phase.kind != PhaseKind::Movement || unit < 0 || unit >= int(e.position.units.size()))
        return false;
    const Unit &u = e.position.units[std::size_t(unit)];
    for (const DislodgedUnit &d : e.after.dislodged) {
        if (d.unit == u)
            return true;
    }
    return false;
}

} // namespace arbiter
