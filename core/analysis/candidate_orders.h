// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
#pragma once

#include "analysis/question.h"
#include "map/map.h"
#include "model/order.h"
#include "model/position.h"

#include <vector>

namespace arbiter {

// A unit that takes part in the analysis, with every order it may be given.
struct FightUnit
{
    int unit = -1; // index in LocalFight::position.units
    Side side = Side::Ours;
    std::vector<Order> orders; // orders[0] is its hold
};

// The part of the board a question is about: the units that take part and the units they can meet, which
// hold. Units elsewhere cannot change any decision that involves these (no order of a unit taking part
// names them or their provinces), so they are left out and the judge works on a small position.
struct LocalFight
{
    Position position;
    std::vector<int> original; // per unit of `position`: its index in the question's position
    std::vector<FightUnit> ours;
    std::vector<FightUnit> theirs;
    std::vector<Order> holds; // a hold for every unit of `position`, in its order
};

// The units of the question's position that take part (indices, in position order), on either side:
// those in a goal province or able to move or support into one (level 1), the fleets that could convoy a
// level 1 army there, and those in a province a level 1 unit stands in or could move to, or able to move or
// support into such a province (level 2: they cut, dislodge or bounce the level 1 units). Units of powers on
// neither side never take part: they hold.
std::vector<int> takingPartUnits(const Map &map, const Question &question);

// The local fight of a question (checkQuestion must accept it) and each taking-part unit's orders: hold;
// every move (by convoy only where fleets that take part could carry the army); support to hold any unit of
// the fight it can reach; support of every move of a taking-part unit into a province it can reach; and
// for a fleet at sea, the convoy of every taking-part army it could help carry. Orders the judge would
// refuse on their own (DATC 4.E.1) are left out.
LocalFight buildLocalFight(const Map &map, const Question &question);

} // namespace arbiter
