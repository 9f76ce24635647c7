// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
#pragma once

#include "map/map.h"
#include "model/order.h"
#include "model/order_result.h"
#include "model/position.h"

#include <span>
#include <vector>

namespace refjudge {

// How a convoy paradox is settled (DATC 4.A.2): the Szykman rule (f, the DATC's preference) or 'all hold'
// (d).
enum class ParadoxRule
{
    Szykman,
    AllHold,
};

// What the reference judge makes of a movement phase, in the terms core's results can be compared in.
struct RefOutcome
{
    std::vector<arbiter::OrderStatus> status; // one per given order
    std::vector<arbiter::Unit> units;         // the board after the phase
    std::vector<arbiter::DislodgedUnit> dislodged;
    std::vector<int> contested; // provinces left empty by a standoff, sorted
    int backupRules = 0;        // times the equations had zero or several solutions and a backup rule decided
    int paradoxes = 0;          // of those, the convoy paradoxes
    int largestGroup = 0;       // decisions in the largest group of mutually dependent decisions enumerated
    bool undecided = false;     // a backup rule met a case it does not cover (several equally good answers)
};

// A movement judge made of nothing but the equations of DATC chapter 5 (Kruijswijk's "Math of
// Adjudication"): every decision is a boolean defined by an equation over the others; the judge enumerates
// the assignments of each group of mutually dependent decisions, keeps the consistent ones and uses a backup
// rule when there is not exactly one. Deliberately slow and simple, for small positions; it knows only the
// DATC preferences on every issue except the paradox rule.
RefOutcome referenceAdjudicate(const arbiter::Map &map, const arbiter::Position &position,
                               std::span<const arbiter::Order> orders, ParadoxRule paradox);

} // namespace refjudge
