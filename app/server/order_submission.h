// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
#pragma once

#include "record/game.h"

#include <QString>

#include <vector>

namespace arbiter::pads {

// What became of one order a player sent from their pad.
struct OrderVerdict
{
    int line = 0; // 1-based line of the text sent
    QString text; // the order as written (one of several on a line, if the line held more)
    bool accepted = false;
    QString order;   // accepted: the order as it was read, "A par - bur"
    QString message; // accepted: what was entered and any note (illegal, unmatched); else why not
};

struct Submission
{
    std::vector<OrderVerdict> verdicts; // one per order written
    std::vector<EnteredOrder> accepted; // to give, in the order written ("pad" as their source)
};

// Reads the text `power` sent from their pad, one order a line (several on a line separated by ';' as on
// the game master's order line), and judges each order as the order line judges a typed one (the same
// parser, completion and checks, order_entry.h): an order the phase does not take, or one that cannot be
// read, is refused; an order for a unit that is not the power's own, or in another power's name, is refused
// too. Orders accepted are checked among the orders already given and those before them in the text, so
// that the notes (illegal, unmatched support) are those the order will have once given. `map` is the game's
// map with the names of the language the player reads and writes (Map::chooseLanguage), or the game's own.
Submission judgeSubmission(const Game &game, const Map &map, int power, const QString &text);

} // namespace arbiter::pads
