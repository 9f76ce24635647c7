// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
#pragma once

#include "analysis/answer.h"
#include "analysis/candidate_orders.h"
#include "analysis/question.h"
#include "map/map.h"

#include <optional>

namespace arbiter {

// A defence shown to beat every set of ours by counting strengths, without judging a single pair
// (docs/analysis.md, "A proof by strength"). For a goal `take P` or `dislodge P` where a unit not of ours
// stands in P: under the defence that unit holds, and units of theirs that no unit of ours can attack
// support it, so its hold strength is at least `holdAtLeast` whatever we order; no move of ours into P can
// be stronger than `attackAtMost` (1 and one for every other unit of ours with a support into P among its
// orders). With attackAtMost <= holdAtLeast no move into P succeeds, so our unit never stands in P and the
// unit there is never dislodged: that goal, and with it the question, fails against the defence. The
// defence has the fewest supports that make the hold strong enough, every other unit of theirs holding.
//
// The first goal, in the question's order, that such a defence refutes; nothing when none does.
std::optional<StrengthProof> strengthProof(const Map &map, const Question &question, const LocalFight &fight);

} // namespace arbiter
