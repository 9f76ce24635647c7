// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
#include "scene/order_shapes.h"

namespace arbiter::ui {

std::optional<OrderShape> orderShape(const Map &map, const Position &position, const Order &order,
                                     const std::function<QPointF(int, UnitType, bool)> &place)
{
    if (order.type == OrderType::Waive || order.unit.location < 0)
        return std::nullopt;
    const bool retreat = position.phase.kind == PhaseKind::Retreat;
    // The ordered unit as it stands (its real coast and type), or as written when there is none.
    auto unitAt = [&](const UnitRef &ref, bool mayBeDislodged) {
        const int province = map.location(ref.location).province;
        if (mayBeDislodged) {
            const int d = position.dislodgedIn(map, province);
            if (d >= 0)
                return std::pair(position.dislodged[std::size_t(d)].unit, true);
        }
        const int u = position.unitIn(map, province);
        return std::pair(u >= 0 ? position.units[std::size_t(u)] : Unit{ref.power, ref.type, ref.location},
                         false);
    };
    auto unitPlace = [&](const UnitRef &ref, bool mayBeDislodged) {
        const auto [unit, dislodged] = unitAt(ref, mayBeDislodged);
        return place(unit.location, unit.type, dislodged);
    };
    // Where the unit would stand after moving there (a fleet by the coast).
    auto targetPlace = [&](const UnitRef &mover, const UnitRef &ref) {
        return place(ref.location, unitAt(mover, false).first.type, false);
    };

    OrderShape s;
    s.from = unitPlace(order.unit, retreat);
    switch (order.type) {
    case OrderType::Hold:
        s.kind = OrderShape::Hold;
        break;
    case OrderType::Move:
        if (order.target.location < 0)
            return std::nullopt;
        s.kind = OrderShape::Move;
        s.to = place(order.target.location, unitAt(order.unit, retreat).first.type, false);
        break;
    case OrderType::Support:
        if (order.other.location < 0)
            return std::nullopt;
        if (order.otherTarget.location < 0) {
            s.kind = OrderShape::SupportHold;
            s.to = unitPlace(order.other, false);
        } else {
            s.kind = OrderShape::SupportMove;
            s.otherFrom = unitPlace(order.other, false);
            s.otherTo = targetPlace(order.other, order.otherTarget);
        }
        break;
    case OrderType::Convoy:
        if (order.other.location < 0 || order.otherTarget.location < 0)
            return std::nullopt;
        s.kind = OrderShape::Convoy;
        s.otherFrom = unitPlace(order.other, false);
        s.otherTo = targetPlace(order.other, order.otherTarget);
        break;
    case OrderType::Disband:
        s.kind = OrderShape::Remove;
        s.to = s.from;
        break;
    case OrderType::Build:
        s.kind = OrderShape::Build;
        s.to = place(order.unit.location, order.unit.type, false);
        s.from = s.to;
        s.buildType = order.unit.type;
        break;
    case OrderType::Waive:
        return std::nullopt;
    }
    return s;
}

} // namespace arbiter::ui
