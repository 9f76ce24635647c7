// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
#pragma once

#include "map/map.h"
#include "model/order_result.h"
#include "model/position.h"
#include "record/game.h"

#include <QString>

namespace arbiter::document {

// A power's name in the user's language (the map's names table of the language chosen, Map::powerName).
QString powerName(const Map &map, int power);
// An order with its power's name in the user's language and the places' ids: "Allemagne: A mun - bur".
QString describeOrder(const Map &map, const Order &order, PhaseKind phase);
// A unit with its power's name in the user's language: "Allemagne: A mun".
QString unitWithPower(const Map &map, const Unit &unit);
// "the Austrian army in Vienna", translated, with the names in the user's language (for status messages
// and result reasons).
QString describeUnit(const Map &map, const Unit &unit);
// Why a legal support or convoy is not matched as the orders of the phase stand (OrderCheck::matched
// false): "A par has no matching order yet", "A par is ordered A par - pic".
QString partnerNote(const Map &map, const Position &position, const std::vector<EnteredOrder> &orders,
                    const Order &order);

} // namespace arbiter::document
