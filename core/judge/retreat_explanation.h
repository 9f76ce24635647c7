// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
#pragma once

#include "judge/explanation.h"

namespace arbiter {

// Adjudicates a retreat phase and explains each order and each disband no order made: where the unit could
// go (5.B.11, 4.A.5) and which retreats bounced together (6.H.8).
PhaseExplanation explainRetreats(const Map &map, const RuleSettings &rules, const Position &position,
                                 std::span<const Order> orders);

} // namespace arbiter
