// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
#pragma once

#include "record/game.h"

#include <QString>

#include <vector>

namespace arbiter::pads {

// The game the order pads serve: the desktop client's open document, or a game file the command line
// serves. The server reads the game through it and hands it the orders it accepted.
class PadGame
{
  public:
    virtual ~PadGame() = default;
    PadGame() = default;
    PadGame(const PadGame &) = delete;
    PadGame &operator=(const PadGame &) = delete;

    virtual const Game &game() const = 0;
    // Whether the current phase takes orders (not adjudicated, the game not ended).
    virtual bool acceptsOrders() const = 0;
    // Takes in what changed elsewhere before a request is answered (the file adjudicated by another program).
    virtual void refresh() {}
    // Gives `orders` of `power`'s pad, each in place of its unit's order, and keeps them (saved at once):
    // false and why when they could not be kept, and then the game is as it was.
    virtual bool enterOrders(int power, const std::vector<EnteredOrder> &orders, QString *error) = 0;
};

} // namespace arbiter::pads
