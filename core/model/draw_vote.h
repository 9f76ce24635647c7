// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
#pragma once

#include "map/power_set.h"

#include <cstdint>
#include <vector>

namespace arbiter {

// The Judge draw rules: in a DIAS game every draw includes all survivors; in a NoDIAS game a vote names
// the powers to include.
enum class DrawMode : std::uint8_t
{
    Dias,
    NoDias
};

struct DrawVote
{
    int power = -1;
    bool draw = false; // SET DRAW (true) or SET NODRAW (false)
    PowerSet list = 0; // NoDIAS draw list; ignored in DIAS games

    bool operator==(const DrawVote &) const = default;
};

struct DrawOutcome
{
    bool passed = false;
    PowerSet powers = 0; // a single power: a concession to it
};

// The draws a power's vote approves (NoDIAS): with itself in the list, every subset of the list that
// includes it; without, every subset of the list, with or without itself. SET NODRAW approves only a
// concession to the voter.
bool voteApproves(DrawMode mode, const DrawVote &vote, PowerSet draw, PowerSet survivors);

// Every non-empty draw of survivors that all survivors approve, largest first.
std::vector<PowerSet> approvedDraws(DrawMode mode, PowerSet survivors, const std::vector<DrawVote> &votes);

// The largest draw approved by every survivor passes; votes last one phase.
DrawOutcome evaluateDraw(DrawMode mode, PowerSet survivors, const std::vector<DrawVote> &votes);

} // namespace arbiter
