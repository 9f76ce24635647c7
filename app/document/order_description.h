// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
#pragma once

#include "model/position.h"
#include "model/order_result.h"
#include "record/game.h"
#include "map/map.h"

#include <QString>

namespace arbiter::document {

// A power's name, translated for the standard powers (context "Power").
QString powerName(const Map &map, int power);
// "the Austrian army in Vienna", translated (for status messages and result reasons).
QString describeUnit(const Map &map, const Unit &unit);
// Why a legal support or convoy is not matched as the orders of the phase stand (OrderCheck::matched
// false): "A par has no matching order yet", "A par is ordered A par - pic".
QString partnerNote(const Map &map, const Position &position, const std::vector<EnteredOrder> &orders,
                    const Order &order);

} // namespace arbiter::document
