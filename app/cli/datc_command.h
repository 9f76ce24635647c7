// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
#pragma once

namespace arbiter {
struct CommandContext;

// `arbiter-cli datc FILE... [--rules PRESET] [--set ISSUE=CHOICE]... [-v]`: runs every case, prints failures
// (with -v every case) and "N passed, N failed".
int runDatcCommand(const CommandContext &context);

} // namespace arbiter
