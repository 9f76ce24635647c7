// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
#pragma once

#include "record/game.h"

#include <QString>

#include <vector>

namespace arbiter {

// The lines of play of a game's phase tree. A line runs from a first phase (Spring 1901, or the first phase
// of a what-if branched from the start) along one child at every phase to a phase without children. A branch
// is the part of a line from where it left another line; its name is kept on its first phase.

// The first phase of the branch that `entry` belongs to: the phase that carries the branch's name (0 for
// the main line).
int branchStart(const Game &game, int entry);
// The phases that are alternatives to `entry`: the other children of its parent (or the other first phases,
// for a first phase), in the order they were made.
std::vector<int> alternatives(const Game &game, int entry);
// The live phase: the last phase of the main line, the game as it is really played, whichever line the game
// master plays or browses (a what-if is never the live game). The phase clock times it and the table display
// shows it.
int liveEntry(const Game &game);
// The last phase of every line, in the order the lines were made.
std::vector<int> lineEnds(const Game &game);
// What a branch is called: its name, or else "Main line" or "What-if from Fall 1902" in the reader's
// language (a what-if is made without a name, so that its title follows the language it is read in).
QString branchTitle(const Game &game, int start);
// The number of the phase on its line, from 1.
int phaseNumber(const Game &game, int entry);

} // namespace arbiter
