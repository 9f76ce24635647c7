// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
#pragma once

#include "map/map.h"
#include "model/phase.h"

#include <cstdint>
#include <vector>

namespace arbiter {

struct Unit
{
    int power = -1;
    UnitType type = UnitType::Army;
    int location = -1; // a location id of the map (a coast for fleets in split-coast provinces)

    bool operator==(const Unit &) const = default;
};

// Why a dislodged unit cannot go everywhere: computed by the movement adjudication (DATC 5.B.11).
struct DislodgedUnit
{
    Unit unit;
    int attackerOrigin = -1; // province the dislodging unit came from
    bool dislodgedByConvoy = false;

    bool operator==(const DislodgedUnit &) const = default;
};

// Everything on the board at the start of a phase.
struct Position
{
    Phase phase;
    std::vector<Unit> units;
    std::vector<DislodgedUnit> dislodged;
    std::vector<int> owner; // per province: power index owning the supply centre, -1 for none
    // Per province, 1 where a standoff left it empty (no retreats there). Bytes, not a std::vector<bool>: the
    // judge copies and clears the table every phase, and a bit vector copies its last word bit by bit.
    std::vector<std::uint8_t> contested;

    // The first position of a game on `map`: the map's start year and starting units, or those of its
    // start variant `startVariant` (Map::startVariants; an unknown one gives the map's own start).
    static Position initial(const Map &map, QStringView startVariant = {});
    // The unit standing in a province (any coast), or -1.
    int unitIn(const Map &map, int province) const;
    int dislodgedIn(const Map &map, int province) const;
    int centreCount(int power) const;
    int unitCount(int power) const;

    bool operator==(const Position &) const = default;
};

} // namespace arbiter
