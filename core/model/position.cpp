// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
#include "model/position.h"

#include <algorithm>

namespace arbiter {

Position Position::initial(const Map &map, QStringView startVariant)
{
    Position p;
    p.phase.year = map.startYear();
    const std::vector<StartingUnit> *start = map.startingUnits(startVariant);
    for (const StartingUnit &s : start ? *start : map.startingUnits())
        p.units.push_back({s.power, s.type, s.location});
    p.owner.assign(std::size_t(map.provinceCount()), -1);
    p.contested.assign(std::size_t(map.provinceCount()), false);
    for (int i = 0; i < map.provinceCount(); ++i)
        p.owner[std::size_t(i)] = map.province(i).home;
    return p;
}

int Position::unitIn(const Map &map, int province) const
{
    for (std::size_t i = 0; i < units.size(); ++i) {
        if (map.provinceOf(units[i].location) == province)
            return int(i);
    }
    return -1;
}

int Position::dislodgedIn(const Map &map, int province) const
{
    for (std::size_t i = 0; i < dislodged.size(); ++i) {
        if (map.provinceOf(dislodged[i].unit.location) == province)
            return int(i);
    }
    return -1;
}

int Position::centreCount(int power) const
{
    return int(std::count(owner.begin(), owner.end(), power));
}

int Position::unitCount(int power) const
{
    return int(
        std::count_if(units.begin(), units.end(), [power](const Unit &u) { return u.power == power; }));
}

} // namespace arbiter
