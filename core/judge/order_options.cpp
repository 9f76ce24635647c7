// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
// The orders worth offering for a unit: moves (with plausible convoys), supports, convoys and builds.
#include "judge/order_options.h"

#include "judge/adjustment_adjudicator.h"
#include "judge/convoy_routes.h"
#include "judge/movement_adjudicator.h"
#include "judge/retreat_adjudicator.h"

#include <algorithm>

namespace arbiter {

namespace {

int provinceOf(const Map &map, const Unit &unit)
{
    return map.location(unit.location).province;
}

// The seas holding a fleet and, marked Reached, those an army on the coast `from` could be convoyed over.
struct ConvoyReach
{
    std::vector<int> seas;
    std::vector<SeaMark> marks;
};

ConvoyReach convoyReach(const Map &map, const Position &position, int from)
{
    ConvoyReach reach;
    findSeasWithFleets(map, position, &reach.seas);
    reach.marks.assign(reach.seas.size(), SeaMark::Usable);
    searchConvoyRoute(map, from, -1, reach.seas, reach.marks);
    return reach;
}

// Coastal provinces touching a reached sea, except `origin`.
std::vector<int> coastsReached(const Map &map, const ConvoyReach &reach, int origin)
{
    std::vector<int> out;
    for (int p = 0; p < map.provinceCount(); ++p) {
        if (p == origin || map.province(p).kind != ProvinceKind::Coast)
            continue;
        for (std::size_t i = 0; i < reach.seas.size(); ++i) {
            if (reach.marks[i] == SeaMark::Reached && map.coastsTouch(reach.seas[i], p)) {
                out.push_back(p);
                break;
            }
        }
    }
    return out;
}

} // namespace

std::vector<MoveOption> moveOptions(const Map &map, const Position &position, int unit)
{
    const Unit &u = position.units[std::size_t(unit)];
    std::vector<MoveOption> options;
    if (u.type == UnitType::Fleet) {
        for (int loc : map.fleetNeighbours(u.location))
            options.push_back({loc, false});
        return options;
    }
    const int from = provinceOf(map, u);
    for (int p : map.armyNeighbours(from))
        options.push_back({p, false});
    if (map.province(from).kind != ProvinceKind::Coast)
        return options;
    for (int p : coastsReached(map, convoyReach(map, position, from), from)) {
        const bool byLand =
            std::any_of(options.begin(), options.end(), [p](const MoveOption &o) { return o.location == p; });
        if (!byLand)
            options.push_back({p, true});
    }
    return options;
}

std::vector<int> supportTargets(const Map &map, const Position &position, int supporter, int supported)
{
    std::vector<int> targets;
    if (supporter == supported)
        return targets;
    const Unit &s = position.units[std::size_t(supporter)];
    const Unit &o = position.units[std::size_t(supported)];
    const int own = provinceOf(map, s);
    const int otherProvince = provinceOf(map, o);
    if (map.canReachProvince(s.type, s.location, otherProvince))
        targets.push_back(otherProvince); // 6.A.8 forbids only supporting oneself
    for (const MoveOption &m : moveOptions(map, position, supported)) {
        const int p = map.location(m.location).province;
        if (p == own || std::find(targets.begin(), targets.end(), p) != targets.end())
            continue;
        if (map.canReachProvince(s.type, s.location, p))
            targets.push_back(p);
    }
    return targets;
}

std::vector<int> supportableUnits(const Map &map, const Position &position, int supporter)
{
    std::vector<int> units;
    for (int i = 0; i < int(position.units.size()); ++i) {
        if (!supportTargets(map, position, supporter, i).empty())
            units.push_back(i);
    }
    return units;
}

std::vector<int> convoyTargets(const Map &map, const Position &position, int fleet, int army)
{
    const Unit &f = position.units[std::size_t(fleet)];
    const Unit &a = position.units[std::size_t(army)];
    const int sea = provinceOf(map, f);
    const int from = provinceOf(map, a);
    if (f.type != UnitType::Fleet || a.type != UnitType::Army ||
        map.province(sea).kind != ProvinceKind::Sea || map.province(from).kind != ProvinceKind::Coast)
        return {};
    // The fleet can take part when its sea is reached from the army's coast; the army can then land on any
    // coast of the seas reached.
    const ConvoyReach reach = convoyReach(map, position, from);
    const auto own = std::lower_bound(reach.seas.begin(), reach.seas.end(), sea);
    if (own == reach.seas.end() || *own != sea ||
        reach.marks[std::size_t(own - reach.seas.begin())] != SeaMark::Reached)
        return {};
    return coastsReached(map, reach, from);
}

std::vector<int> convoyableArmies(const Map &map, const Position &position, int fleet)
{
    std::vector<int> armies;
    for (int i = 0; i < int(position.units.size()); ++i) {
        if (!convoyTargets(map, position, fleet, i).empty())
            armies.push_back(i);
    }
    return armies;
}

bool canConvoyAny(const Map &map, const Position &position, int fleet)
{
    for (int i = 0; i < int(position.units.size()); ++i) {
        if (!convoyTargets(map, position, fleet, i).empty())
            return true;
    }
    return false;
}

std::vector<BuildOption> buildOptions(const Map &map, const Position &position, int power)
{
    std::vector<BuildOption> options;
    if (power < 0 || adjustmentCount(position, power) <= 0)
        return options;
    for (int p = 0; p < map.provinceCount(); ++p) {
        const Province &prov = map.province(p);
        if (!map.isBuildCentre(p, power) || position.owner[std::size_t(p)] != power ||
            position.unitIn(map, p) >= 0)
            continue;
        if (prov.kind != ProvinceKind::Sea)
            options.push_back({p, UnitType::Army});
        if (prov.kind == ProvinceKind::Coast) {
            if (prov.coasts.empty()) {
                options.push_back({p, UnitType::Fleet});
            } else {
                for (int coast : prov.coasts)
                    options.push_back({coast, UnitType::Fleet});
            }
        }
    }
    return options;
}

std::vector<int> removalOptions(const Map &, const Position &position, int power)
{
    std::vector<int> units;
    if (power < 0 || adjustmentCount(position, power) >= 0)
        return units;
    for (int i = 0; i < int(position.units.size()); ++i) {
        if (position.units[std::size_t(i)].power == power)
            units.push_back(i);
    }
    return units;
}

bool mayWaiveBuild(const Map &map, const RuleSettings &rules, const Position &position, int power)
{
    Order waive;
    waive.type = OrderType::Waive;
    waive.power = power;
    return checkAdjustmentOrder(map, rules, position, waive).status == OrderStatus::Succeeded;
}

} // namespace arbiter
