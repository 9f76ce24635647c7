// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
#pragma once

#include "judge/explanation.h"

namespace arbiter {

// Adjudicates a movement phase with the judge's record of its verdicts and explains each order and each
// unit from that record (DATC 5.B strengths, 5.C backup rules).
PhaseExplanation explainMovement(const Map &map, const RuleSettings &rules, const Position &position,
                                 std::span<const Order> orders);

} // namespace arbiter
