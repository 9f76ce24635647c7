// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
#pragma once

#include "model/order_result.h"
#include "model/position.h"
#include "map/map.h"

#include <QString>

namespace arbiter {

// English source text for a result reason, marked for translation in context "OrderReason"; show it with
// QCoreApplication::translate("OrderReason", reasonText(r)). "%1" stands for the unit named by `by`.
const char *reasonText(OrderReason reason);

// The translated reason alone, for an order not adjudicated yet: "the unit cannot go there".
QString reasonSentence(OrderReason reason);

// The translated reason of an adjudicated order with the unit that caused it filled in: "bounced (A gal)".
// `position` is the one the order was given in: in a retreat phase `result.by` names a dislodged unit.
QString resultReason(const Map &map, const Position &position, const OrderResult &result);

// The status and the reason, "failed: bounced (A gal)", as the report and the record's checks write it.
QString resultText(const Map &map, const Position &position, const OrderResult &result);

} // namespace arbiter
