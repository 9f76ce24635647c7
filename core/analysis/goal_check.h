// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
#pragma once

#include "analysis/candidate_orders.h"
#include "analysis/goal.h"
#include "judge/movement_adjudicator.h"
#include "map/map.h"

#include <vector>

namespace arbiter {

// The goals of a question, read from the judge's outcome of the local fight.
class GoalCheck
{
  public:
    GoalCheck(const Map &map, const LocalFight &fight, const std::vector<Side> &sides,
              const std::vector<Goal> &goals);

    // Whether every goal is met after the phase adjudicated into `result`.
    bool met(const MovementResult &result) const
    {
        for (const Goal &goal : m_goals) {
            if (!goalMet(goal, result))
                return false;
        }
        return true;
    }

  private:
    struct Goal
    {
        GoalKind kind;
        int province;
        int unit; // Dislodge, Keep: the unit in the province at the start
    };
    bool goalMet(const Goal &goal, const MovementResult &result) const
    {
        switch (goal.kind) {
        case GoalKind::Take:
            return standsIn(Side::Ours, goal.province, result);
        case GoalKind::Hold:
            return !standsIn(Side::Theirs, goal.province, result);
        case GoalKind::Dislodge:
            return result.units[std::size_t(goal.unit)].dislodged;
        case GoalKind::Keep:
            return !result.units[std::size_t(goal.unit)].dislodged;
        }
        return false;
    }
    // Whether a unit of `side` stands in `province` after the phase (a dislodged unit does not).
    bool standsIn(Side side, int province, const MovementResult &result) const
    {
        for (std::size_t i = 0; i < result.units.size(); ++i) {
            if (m_sides[i] != side)
                continue;
            const UnitOutcome &u = result.units[i];
            const int at = u.moved ? m_map.provinceOf(u.target) : m_startProvince[i];
            if (at == province && !u.dislodged)
                return true;
        }
        return false;
    }

    const Map &m_map;
    std::vector<Goal> m_goals;
    std::vector<Side> m_sides;        // per unit of the fight
    std::vector<int> m_startProvince; // per unit of the fight
};

} // namespace arbiter
