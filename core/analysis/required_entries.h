// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
#pragma once

#include "analysis/candidate_orders.h"
#include "analysis/question.h"
#include "map/map.h"

#include <vector>

namespace arbiter {

// The goal provinces that some unit of ours must be ordered to move into (by land or by convoy) for the
// goals to be met against any defence at all (docs/analysis.md, "Sets that cannot meet the goals"):
// - `take P` where no unit of ours stands: a unit ends the phase where it started or where it moved to;
// - `dislodge P` where no unit of their side of another power than the one in P takes part: only a move
//   into P dislodges, and a power does not dislodge its own unit (DATC 6.C.5: such a move fails).
// Sorted, each once.
std::vector<int> provincesToEnter(const Map &map, const Question &question, const LocalFight &fight);

} // namespace arbiter
