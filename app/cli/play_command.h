// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
#pragma once

namespace arbiter {
struct CommandContext;

// `arbiter-cli new GAME.json [--rules PRESET] [--set ISSUE=CHOICE]... [--nodias] [--name NAME]
//  [--from-datc FILE [--case NAME]]`: a new game, from Spring 1901 or from a DATC case (its position, rules
//  and orders; see record/datc_game.h).
int runNewCommand(const CommandContext &context);

// `arbiter-cli play GAME.json --orders SHEET [--out GAME.json]`: reads the order sheet into the current
// phase, adjudicates it, prints the results report; saves when --out is given.
int runPlayCommand(const CommandContext &context);

} // namespace arbiter
