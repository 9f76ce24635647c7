// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
#pragma once

#include "map/map.h"
#include "model/order_result.h"
#include "model/position.h"
#include "text/place_naming.h"

#include <QString>

namespace arbiter {

// English source text for a result reason, marked for translation in context "OrderReason"; show it with
// QCoreApplication::translate("OrderReason", reasonText(r)). "%1" stands for the unit named by `by`.
const char *reasonText(OrderReason reason);

// The translated reason alone, for an order not adjudicated yet: "the unit cannot go there".
QString reasonSentence(OrderReason reason);

// The translated reason of an adjudicated order with the unit that caused it filled in: "bounced (A gal)",
// or with `naming` written out "bounced (A Galicia)". `position` is the one the order was given in: in a
// retreat phase `result.by` names a dislodged unit.
QString resultReason(const Map &map, const Position &position, const OrderResult &result,
                     PlaceNaming naming = PlaceNaming::Abbreviated);

// The status and the reason, "failed: bounced (A gal)", as the report and the record's checks write it.
QString resultText(const Map &map, const Position &position, const OrderResult &result,
                   PlaceNaming naming = PlaceNaming::Abbreviated);

// The unit of movement phase `position` that dislodged its unit `unit`, as `after` (the position the phase
// left) lists the dislodged: an index into position.units; -1 when the unit was not dislodged or the one
// that dislodged it is not known.
int dislodgedBy(const Map &map, const Position &position, const Position &after, int unit);
// Whether `after` lists the unit `unit` of movement phase `position` as dislodged.
bool wasDislodged(const Position &position, const Position &after, int unit);

// The reason and the text of an adjudicated order as above, and when the phase dislodged its unit without
// the reason saying so (a move that bounced, an order ignored), the dislodgement after it: "bounced (A bul);
// dislodged by A rum". Every view that has the position after the phase shows results through these.
QString resultReason(const Map &map, const Position &position, const OrderResult &result,
                     const Position &after, PlaceNaming naming = PlaceNaming::Abbreviated);
QString resultText(const Map &map, const Position &position, const OrderResult &result, const Position &after,
                   PlaceNaming naming = PlaceNaming::Abbreviated);

} // namespace arbiter
