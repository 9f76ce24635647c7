// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
#pragma once

namespace arbiter {
struct CommandContext;

// `arbiter-cli bench FILE... [--rules PRESET] [--set ISSUE=CHOICE]...`: adjudicates every case repeatedly for
// a few seconds and prints mean and median microseconds per case, and the same for a full 34-unit movement
// phase.
int runBenchCommand(const CommandContext &context);

} // namespace arbiter
