// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
#pragma once

#include "record/game.h"

#include <QString>

namespace arbiter::document {

// "Austria, England, France" (translated power names), in the map's order.
QString powerListText(const Map &map, PowerSet powers);
// A vote as the Judge command that casts it: "SET DRAW", "SET DRAW Austria, England" (NoDIAS), "SET NODRAW".
QString voteText(const Map &map, DrawMode mode, const DrawVote &vote);
// "drawn: Austria, England, France", "conceded to Austria", "won by France"; empty while the game goes on.
QString gameEndText(const Map &map, const GameEnd &end);
// The same as a sentence for a heading: "The game is drawn between Austria, England and France."
QString gameEndSentence(const Map &map, const GameEnd &end);

} // namespace arbiter::document
