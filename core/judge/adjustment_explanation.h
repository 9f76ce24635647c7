// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
#pragma once

#include "judge/explanation.h"

namespace arbiter {

// Adjudicates an adjustment phase and explains each order and each civil-disorder removal: the builds or
// removals owed, the home centres open for a build, the rule that chose the unit removed (4.D.8).
PhaseExplanation explainAdjustments(const Map &map, const RuleSettings &rules, const Position &position,
                                    std::span<const Order> orders);

} // namespace arbiter
