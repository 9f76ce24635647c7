// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
#pragma once

#include "model/order.h"
#include "map/map.h"

#include <QString>

namespace arbiter {

struct Unit;

// "Russia: A war"
QString formatUnit(const Map &map, const Unit &unit);

// The short standard notation, "A ven - tri", "F nth C A lon - bel", "Build F stp/nc", which OrderParser
// reads back to the same order. With `withPower`, "Italy: " comes first.
QString formatOrder(const Map &map, const Order &order, bool withPower = false);

} // namespace arbiter
