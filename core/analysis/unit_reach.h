// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
#pragma once

#include "map/map.h"
#include "model/position.h"

#include <cstdint>
#include <vector>

namespace arbiter {

// How a unit could get into a province in the coming movement phase.
enum class Approach : std::uint8_t
{
    None,
    Adjacent, // a border of the unit's type joins them (a fleet: to any coast of the province)
    ByConvoy  // an army on a coast, only over seas that hold fleets now (of any power)
};

// Where every unit of a position could move next phase, one byte per unit and province (unit-major): the
// table the reach map and the threat view read. The moves are the order options' (moveOptions): a fleet to
// each location its coast borders, an army to each neighbour by land, and an army on a coast to every
// coastal province a chain of fleet-occupied seas touches, whoever's the fleets and whatever they are
// ordered (a convoy the fleets could give, not one they will give). Dislodged units are left out.
class UnitReach
{
  public:
    UnitReach(const Map &map, const Position &position);

    int unitCount() const { return m_unitCount; }
    int provinceCount() const { return m_provinceCount; }
    Approach approach(int unit, int province) const
    {
        return m_approach[std::size_t(unit) * std::size_t(m_provinceCount) + std::size_t(province)];
    }
    // A move there is possible by land or sea, or by convoy.
    bool canMoveTo(int unit, int province) const { return approach(unit, province) != Approach::None; }
    // A support into the province is possible (6.B.4: any coast will do; a support is never convoyed).
    bool canSupportInto(int unit, int province) const
    {
        return approach(unit, province) == Approach::Adjacent;
    }
    // The province the unit stands in.
    int provinceOf(int unit) const { return m_province[std::size_t(unit)]; }

  private:
    int m_unitCount = 0;
    int m_provinceCount = 0;
    std::vector<Approach> m_approach;
    std::vector<int> m_province;
};

} // namespace arbiter
