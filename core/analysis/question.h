// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
#pragma once

#include "analysis/goal.h"
#include "map/map.h"
#include "model/position.h"
#include "rules/rule_settings.h"

#include <QString>

#include <cstdint>
#include <vector>

namespace arbiter {

// Which side of a question a power is on. A power on neither side holds with every unit.
enum class Side : std::int8_t
{
    Neither = -1,
    Ours = 0,
    Theirs = 1,
};

// "Can we force these goals in the coming movement phase, whatever they order?"
struct Question
{
    Position position; // a movement phase
    RuleSettings rules;
    std::vector<int> ourPowers;
    std::vector<int> theirPowers; // empty: every other power that has units
    std::vector<Goal> goals;      // all to be met together
};

// The side of every power of the map (their side completed as Question::theirPowers says).
std::vector<Side> powerSides(const Map &map, const Question &question);

// Empty when the question can be asked; otherwise why not, in a sentence: not a movement phase, no powers
// or no goals, a power on both sides, our side or the
// powers named for theirs without units, a goal about a unit that is not there
// ("dislodge mun" needs a unit of theirs in Munich, "keep mun" one of ours), a province to take that no unit
// of ours stands in or can move to (by convoy too).
QString checkQuestion(const Map &map, const Question &question);

} // namespace arbiter
