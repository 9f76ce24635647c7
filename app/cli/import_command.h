// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
#pragma once

namespace arbiter {
struct CommandContext;

// `arbiter-cli import FILE|FOLDER... [--check] [--out GAME.json] [--rules PRESET] [--set ISSUE=CHOICE]...`:
// reads games of other judges (MILA's game JSON, Judge and DPjudge transcripts; folders searched for *.json
// and *.txt), judges every phase again and prints a line per game, or with --check the whole report of the
// phases that differ. --out saves the one imported game as an Arbiter game file.
int runImportCommand(const CommandContext &context);

// `arbiter-cli export GAME.json --format mila|judge [--out FILE]`: an Arbiter game as MILA's game JSON or as
// a Judge-style transcript, to FILE or the standard output.
int runExportCommand(const CommandContext &context);

} // namespace arbiter
