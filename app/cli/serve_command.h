// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
#pragma once

namespace arbiter {
struct CommandContext;

// `arbiter-cli serve GAME.json [--port N] [--bind ADDR] [--reissue]`: the players' order pads for a game
// file (docs/order-pads.md). Prints one line per power, "POWER URL", and serves until stopped; every order a
// pad gives is written to GAME.json at once.
int runServeCommand(const CommandContext &context);

} // namespace arbiter
