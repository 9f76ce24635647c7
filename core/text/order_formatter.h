// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
#pragma once

#include "map/map.h"
#include "model/order.h"
#include "model/phase.h"

#include <QString>

namespace arbiter {

struct Unit;

// "Russia: A war"
QString formatUnit(const Map &map, const Unit &unit);
// "A war", where the power goes without saying.
QString shortUnit(const Map &map, const Unit &unit);

// The short standard notation, "A ven - tri", "F nth C A lon - bel", "Build F stp/nc", which OrderParser
// reads back to the same order; a coast written that the province lacks (4.B.6) is "/?": "F spa/? - mao".
// With `withPower`, "Italy: " comes first. A disband reads "Disband F rum" in a retreat phase and "Remove F
// rum" in an adjustment phase, as each phase's rules call it.
QString formatOrder(const Map &map, const Order &order, bool withPower = false,
                    PhaseKind phase = PhaseKind::Adjustment);
// The same with the places' full names in the map's chosen language, for people to read rather than for
// the parser: "A Munich - Bourgogne", "F Saint-Pétersbourg (côte sud) - Golfe de Botnie".
QString formatOrderInFull(const Map &map, const Order &order, PhaseKind phase = PhaseKind::Adjustment);

} // namespace arbiter
