// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
#pragma once

#include "map/map.h"
#include "model/order.h"
#include "model/position.h"
#include "rules/rule_settings.h"

#include <QString>

#include <span>
#include <vector>

namespace arbiter {

// One way to finish the line being typed: what the list shows and the whole line once it is taken.
struct LineCompletion
{
    QString shown;
    QString line;

    bool operator==(const LineCompletion &) const = default;
};

// What the order line offers to finish `typed` (the text before the cursor) in the phase of `position`,
// with `orders` already entered; the likeliest first, empty when the line is at no place this knows:
// - after a unit and S or C ("A mun S", "mun s bur", "nth c lon"): the supports and convoys it could give,
//   the ones that match an order already entered first ("A mun S bur" → "A mun S A par - bur" when that
//   move is entered); the words after the verb narrow them: one word is the start of either province
//   (the supported unit's or where it goes), two are the unit's then the destination's;
// - after a unit and a move ("mun - r", "Army Munich to R"): the places the unit can move to (retreat to,
//   in a retreat phase) whose abbreviation or name starts so;
// - with `slipPower` (the power whose slip is typed, -1 for none), the first word of the line: that power's
//   units (dislodged units in a retreat phase) whose abbreviation or name starts with it, those without an
//   order first.
// A power written in front ("Germany: ...") is kept.
std::vector<LineCompletion> completeOrderLine(const Map &map, const RuleSettings &rules,
                                              const Position &position, std::span<const Order> orders,
                                              int slipPower, const QString &typed);

} // namespace arbiter
