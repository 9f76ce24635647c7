// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
#pragma once

#include "game/game.h"

#include <QString>

namespace arbiter::document {

// The results of an adjudicated phase as plain text, the report a game master reads out or mails:
// a heading, then per power one line per order with its result, then dislodged units and their
// retreats, centre changes, skipped phases and the end of the game if it ended.
QString resultsReport(const Game &game, int phase);

} // namespace arbiter::document
