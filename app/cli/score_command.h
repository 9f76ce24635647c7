// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
#pragma once

namespace arbiter {
struct CommandContext;

// `arbiter-cli score GAME.json... [--system NAME] [--csv]`: each power's score under one tournament scoring
// system, or under all of them; a game that has not ended is scored as if it ended now, marked provisional.
int runScoreCommand(const CommandContext &context);

} // namespace arbiter
