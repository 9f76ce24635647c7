// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
#pragma once

namespace arbiter {
struct CommandContext;

// `arbiter-cli lesson save GAME.json --title T [--description D] [--section S] --out FILE`: the phase the
// game is at, with its entered orders, kept as a lesson (a DATC case with the judge's outcome) in the
// collection file FILE, made if missing.
int runLessonCommand(const CommandContext &context);

} // namespace arbiter
