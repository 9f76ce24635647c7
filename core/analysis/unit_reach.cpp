// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
#include "analysis/unit_reach.h"

#include "judge/order_options.h"

namespace arbiter {

UnitReach::UnitReach(const Map &map, const Position &position)
    : m_unitCount(int(position.units.size())), m_provinceCount(map.provinceCount()),
      m_approach(std::size_t(m_unitCount) * std::size_t(m_provinceCount), Approach::None)
{
    m_province.reserve(position.units.size());
    for (int unit = 0; unit < m_unitCount; ++unit) {
        m_province.push_back(map.provinceOf(position.units[std::size_t(unit)].location));
        Approach *row = m_approach.data() + std::size_t(unit) * std::size_t(m_provinceCount);
        // The order options' moves, so that the map offers and the reach map shows the same places.
        for (const MoveOption &move : moveOptions(map, position, unit)) {
            Approach &cell = row[std::size_t(map.provinceOf(move.location))];
            if (!move.convoy)
                cell = Approach::Adjacent;
            else if (cell == Approach::None)
                cell = Approach::ByConvoy;
        }
    }
}

} // namespace arbiter
