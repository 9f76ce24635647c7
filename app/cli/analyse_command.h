// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
#pragma once

#include "analysis/answer.h"

namespace arbiter {
struct CommandContext;

// The first word of an answer as the command prints it (and the bench): "guaranteed", "not guaranteed" or
// "not decided"; the same in every language, for scripts.
const char *verdictWord(Verdict verdict);

// `arbiter-cli analyse GAME.json --side POWER[,POWER...] --goal "take mun" [--goal ...] [--against POWER,...]
//  [--limit SECONDS] [--threads N] [--json]`: whether our side can force the goals in the game's current
// movement phase whatever the other side orders (core/analysis, docs/analysis.md). The first line is
// `guaranteed`, `not guaranteed` or `not decided`.
int runAnalyseCommand(const CommandContext &context);

} // namespace arbiter
