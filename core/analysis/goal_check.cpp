// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
#include "analysis/goal_check.h"

namespace arbiter {

GoalCheck::GoalCheck(const Map &map, const LocalFight &fight, const std::vector<Side> &sides,
                     const std::vector<arbiter::Goal> &goals)
    : m_map(map)
{
    for (const Unit &u : fight.position.units) {
        m_sides.push_back(sides[std::size_t(u.power)]);
        m_startProvince.push_back(map.provinceOf(u.location));
    }
    for (const arbiter::Goal &g : goals)
        m_goals.push_back({g.kind, g.province, fight.position.unitIn(map, g.province)});
}

} // namespace arbiter
