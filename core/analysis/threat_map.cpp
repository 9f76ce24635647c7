// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
#include "analysis/threat_map.h"

#include <algorithm>
#include <limits>

namespace arbiter {

ThreatMap::ThreatMap(const Map &map, const Position &position, const UnitReach &reach)
    : m_powerCount(map.powerCount()), m_provinceCount(map.provinceCount()),
      m_strength(std::size_t(m_powerCount) * std::size_t(m_provinceCount), 0)
{
    for (int province = 0; province < m_provinceCount; ++province) {
        std::uint8_t *column = m_strength.data() + province;
        const auto add = [&](int power) {
            std::uint8_t &cell = column[std::size_t(power) * std::size_t(m_provinceCount)];
            cell = std::uint8_t(std::min(cell + 1, int(std::numeric_limits<std::uint8_t>::max())));
        };
        const int occupant = position.unitIn(map, province);
        if (occupant >= 0)
            add(position.units[std::size_t(occupant)].power); // the hold
        for (int unit = 0; unit < reach.unitCount(); ++unit) {
            if (unit != occupant && reach.canSupportInto(unit, province))
                add(position.units[std::size_t(unit)].power);
        }
    }
}

int ThreatMap::largestAgainst(int against, int province, int *power) const
{
    int best = 0;
    int bestPower = -1;
    for (int other = 0; other < m_powerCount; ++other) {
        const int s = other == against ? 0 : strength(other, province);
        if (s > best) {
            best = s;
            bestPower = other;
        }
    }
    if (power)
        *power = bestPower;
    return best;
}

} // namespace arbiter
