// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
#pragma once

#include "analysis/unit_reach.h"
#include "map/map.h"
#include "model/position.h"

#include <cstdint>
#include <vector>

namespace arbiter {

// The largest strength each power could bring into each province next movement phase with its own units
// alone, before any support is cut (the threat view, docs/analysis.md). One byte per power and province
// (power-major). For power Y and province P, with s the units of Y outside P that border P for their type
// (each could move there or support there): 1 + s when Y stands in P (its hold with every support), else s
// (one of them moves in, the others support). A convoy never adds to that: Y's army can be convoyed only
// by Y's fleets here, and the last fleet of any route borders P, so it could have supported instead.
// Other powers' supports and convoys are not counted.
class ThreatMap
{
  public:
    ThreatMap(const Map &map, const Position &position, const UnitReach &reach);

    int powerCount() const { return m_powerCount; }
    int provinceCount() const { return m_provinceCount; }
    int strength(int power, int province) const
    {
        return m_strength[std::size_t(power) * std::size_t(m_provinceCount) + std::size_t(province)];
    }
    // The largest strength a power other than `against` could bring into the province (0: none can reach
    // it), and the first such power in the map's order in `power` (-1 for none).
    int largestAgainst(int against, int province, int *power = nullptr) const;

  private:
    int m_powerCount = 0;
    int m_provinceCount = 0;
    std::vector<std::uint8_t> m_strength;
};

} // namespace arbiter
