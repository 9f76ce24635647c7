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
// "A vie" (short, for the `%1` of result reasons and the report).
QString shortUnit(const Map &map, const Unit &unit);
// The translated reason of a result, with the unit that caused it filled in: "bounced (A gal)".
// In a retreat phase `by` names a dislodged unit; `retreat` says so.
QString resultText(const Map &map, const Position &position, const OrderResult &result);
// The translated reason of an illegal order, for the status bar and the panel.
QString reasonSentence(OrderReason reason);
// Why a legal support or convoy is not matched as the orders of the phase stand (OrderCheck::matched
// false): "A par has no matching order yet", "A par is ordered A par - pic".
QString partnerNote(const Map &map, const Position &position, const std::vector<EnteredOrder> &orders,
                    const Order &order);

} // namespace arbiter::document
