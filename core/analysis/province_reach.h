// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
#pragma once

#include "analysis/unit_reach.h"
#include "map/map.h"
#include "model/position.h"
#include "rules/rule_settings.h"

#include <vector>

namespace arbiter {

// A unit that could cut one of the supports into the province: it can move into the supporter's province
// and is of another power (6.D.20: a power never cuts its own supports).
struct SupportCutter
{
    int unit = -1;
    int supporter = -1;
    // The cutter stands in the province the support is given into: its attack cuts the support only by
    // dislodging the supporter (6.D.15, 6.D.17), unless under 4.A.4 b it could come by convoy (4.A.3: even
    // where it borders the supporter).
    bool onlyByDislodging = false;

    bool operator==(const SupportCutter &) const = default;
};

// Who can act on one province next movement phase (the reach and support map, docs/analysis.md). Units are
// indices of the position's units, in position order.
struct ProvinceReach
{
    int province = -1;
    int occupant = -1;                  // the unit standing there, -1 for none
    std::vector<int> movers;            // every unit that can move there (by convoy too), never the occupant
    std::vector<int> supporters;        // every unit that can support a move there or the occupant's hold
    std::vector<SupportCutter> cutters; // for each supporter in turn, in position order

    // The units of `cutters`, each once, in position order.
    std::vector<int> cuttingUnits() const;
};

// The reach of `province` in `position`. A supporter is a unit other than the occupant that borders the
// province for its type (any coast), with something there to support: the occupant's hold, or a move of a
// mover other than itself. The rules in force decide 4.A.4 for the cutters.
ProvinceReach provinceReach(const Map &map, const RuleSettings &rules, const Position &position,
                            const UnitReach &reach, int province);

} // namespace arbiter
