// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
#pragma once

#include "record/game.h"

#include <QByteArray>

namespace arbiter {

// The game's current line of play as the game JSON of the `diplomacy` Python package (read by
// record/import/mila_game.h): each phase's state, orders and results, then the phase it reached (its state
// and no orders), or "COMPLETED" with a note when the game ended. The game's name and players go into
// "metadata". docs/import-export.md says what is written.
QByteArray milaGameJson(const Game &game);

} // namespace arbiter
