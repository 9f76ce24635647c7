// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
#pragma once

#include "record/scoring.h"

#include <QString>

namespace arbiter {

class Game;

// The scores at phase `lastEntry` under every system, a line per power, for the game report.
QString scoreReport(const Game &game, int lastEntry);

// One line for the history list: "Draw size: England 33.33, France 33.33, Russia 33.33" — the game's own
// system, the powers that score.
QString scoreSummary(const Game &game, int lastEntry);

// The scores at phase `lastEntry` as comma-separated values for a spreadsheet: a header
// "Power,Centres,<each system>,Provisional" and a line per power.
QString scoreCsv(const Game &game, int lastEntry);

// Points as the reports print them: two decimals, no more.
QString scoreText(double points);

} // namespace arbiter
