// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
#include "judge/order_entry.h"

#include "judge/adjustment_adjudicator.h"

#include <cstdlib>

namespace arbiter {

const Unit *orderedUnit(const Map &map, const Position &position, int location)
{
    if (location < 0)
        return nullptr;
    const int province = map.location(location).province;
    if (position.phase.kind == PhaseKind::Retreat) {
        const int d = position.dislodgedIn(map, province);
        if (d >= 0)
            return &position.dislodged[std::size_t(d)].unit;
    }
    const int unit = position.unitIn(map, province);
    return unit >= 0 ? &position.units[std::size_t(unit)] : nullptr;
}

namespace {

void fillType(UnitRef *ref, const Unit *unit)
{
    if (ref->typeGiven || !unit)
        return;
    ref->typeGiven = true;
    ref->type = unit->type;
}

} // namespace

Order completeOrder(const Map &map, const RuleSettings &rules, const Position &position, Order order)
{
    if (order.unit.location < 0)
        return order;
    if (order.type == OrderType::Build) {
        if (order.power < 0) {
            // The power whose centre it is: its home, or where builds may go in any owned centre, its owner.
            const int province = map.location(order.unit.location).province;
            order.power = map.buildRule() == BuildRule::AnyOwned ? position.owner[std::size_t(province)]
                                                                 : map.province(province).home;
        }
        return order; // what to build is the order itself (4.C.3), never taken from the board
    }
    const Unit *unit = orderedUnit(map, position, order.unit.location);
    if (order.power < 0 && unit)
        order.power = unit->power;
    if (!rules.is(RuleIssue::MissingUnitType, 'b'))
        return order; // the type as written decides (4.C.1 a, c)
    fillType(&order.unit, unit);
    if ((order.type == OrderType::Support || order.type == OrderType::Convoy) && order.other.location >= 0) {
        const int other = position.unitIn(map, map.location(order.other.location).province);
        fillType(&order.other, other >= 0 ? &position.units[std::size_t(other)] : nullptr);
    }
    return order;
}

int orderForProvince(const Map &map, std::span<const Order> orders, int province)
{
    for (std::size_t i = 0; i < orders.size(); ++i) {
        const Order &o = orders[i];
        if (o.type != OrderType::Waive && o.unit.location >= 0 &&
            map.location(o.unit.location).province == province)
            return int(i);
    }
    return -1;
}

int replacedOrder(const Map &map, const Position &position, std::span<const Order> orders, const Order &order)
{
    if (order.type != OrderType::Waive && order.unit.location >= 0) {
        const int same = orderForProvince(map, orders, map.location(order.unit.location).province);
        if (same >= 0 || position.phase.kind != PhaseKind::Adjustment)
            return same;
    }
    if (position.phase.kind != PhaseKind::Adjustment || order.power < 0)
        return -1;
    // Builds and waives answer builds owed, removals removals owed; an order of the other kind replaces
    // nothing (it is illegal, and said so).
    const int owed = adjustmentCount(position, order.power);
    const bool building = order.type == OrderType::Build || order.type == OrderType::Waive;
    // A removal answers only with a unit of the power's own: one of another power's unit (a slip naming a
    // unit that changed hands) neither takes the place of the power's removal nor counts as one.
    const auto ownUnit = [&](const Order &o) {
        const Unit *unit = orderedUnit(map, position, o.unit.location);
        return unit && unit->power == o.power;
    };
    if ((building && owed <= 0) || (order.type == OrderType::Disband && (owed >= 0 || !ownUnit(order))))
        return -1;
    int given = 0;
    int last = -1;
    for (std::size_t i = 0; i < orders.size(); ++i) {
        const Order &o = orders[i];
        const bool answers = building ? o.type == OrderType::Build || o.type == OrderType::Waive
                                      : o.type == OrderType::Disband && ownUnit(o);
        if (o.power == order.power && answers) {
            ++given;
            last = int(i);
        }
    }
    return given >= std::abs(owed) ? last : -1;
}

OrderCheck checkCandidate(const Map &map, const RuleSettings &rules, const Position &position,
                          std::span<const Order> orders, const Order &candidate)
{
    std::vector<Order> list(orders.begin(), orders.end());
    const Order completed = completeOrder(map, rules, position, candidate);
    int index = replacedOrder(map, position, list, completed);
    if (index >= 0) {
        list[std::size_t(index)] = completed;
    } else {
        index = int(list.size());
        list.push_back(completed);
    }
    return checkOrders(map, rules, position, list)[std::size_t(index)];
}

} // namespace arbiter
