// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
#pragma once

#include "model/order.h"
#include "model/position.h"
#include "scene/order_item.h"

#include <functional>
#include <optional>

namespace arbiter::ui {

// Where an order is drawn: the ordered unit's place (beside its province when dislodged, in a retreat
// phase), the destination, and for supports and convoys the supported move. `place(location, dislodged)`
// gives a unit's drawing place. Returns nothing for orders with nothing to draw (waives).
std::optional<OrderShape> orderShape(const Map &map, const Position &position, const Order &order,
                                     const std::function<QPointF(int, UnitType, bool)> &place);

} // namespace arbiter::ui
