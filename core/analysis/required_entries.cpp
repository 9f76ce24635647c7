// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
#include "analysis/required_entries.h"

#include <algorithm>

namespace arbiter {

std::vector<int> provincesToEnter(const Map &map, const Question &question, const LocalFight &fight)
{
    const Position &position = fight.position;
    std::vector<int> out;
    for (const Goal &goal : question.goals) {
        const int there = position.unitIn(map, goal.province);
        if (goal.kind == GoalKind::Take) {
            const bool oursThere = std::any_of(fight.ours.begin(), fight.ours.end(),
                                               [&](const FightUnit &f) { return f.unit == there; });
            if (!oursThere)
                out.push_back(goal.province);
        } else if (goal.kind == GoalKind::Dislodge && there >= 0) {
            const int owner = position.units[std::size_t(there)].power;
            const bool anotherOfTheirs =
                std::any_of(fight.theirs.begin(), fight.theirs.end(), [&](const FightUnit &f) {
                    return position.units[std::size_t(f.unit)].power != owner;
                });
            if (!anotherOfTheirs)
                out.push_back(goal.province);
        }
    }
    std::sort(out.begin(), out.end());
    out.erase(std::unique(out.begin(), out.end()), out.end());
    return out;
}

} // namespace arbiter
