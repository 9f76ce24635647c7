// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
// The orders worth offering for a unit: moves (with plausible convoys), supports, convoys and builds.
#include "judge/order_options.h"

#include "judge/adjustment_adjudicator.h"

#include <algorithm>

namespace arbiter {

namespace {

int provinceOf(const Map &map, const Unit &unit)
{
    return map.location(unit.location).province;
}

// Seas holding a fleet, per province.
std::vector<bool> fleetSeas(const Map &map, const Position &position)
{
    std::vector<bool> seas(std::size_t(map.provinceCount()), false);
    for (const Unit &u : position.units) {
        const int p = provinceOf(map, u);
        if (u.type == UnitType::Fleet && map.province(p).kind == ProvinceKind::Sea)
            seas[std::size_t(p)] = true;
    }
    return seas;
}

// The fleet-occupied seas connected (over fleet-occupied seas) to any of `start`.
std::vector<bool> seaGroup(const Map &map, const std::vector<bool> &fleets, const std::vector<int> &start)
{
    std::vector<bool> seen(fleets.size(), false);
    std::vector<int> queue;
    for (int s : start) {
        if (fleets[std::size_t(s)] && !seen[std::size_t(s)]) {
            seen[std::size_t(s)] = true;
            queue.push_back(s);
        }
    }
    for (std::size_t i = 0; i < queue.size(); ++i) {
        for (int p = 0; p < map.provinceCount(); ++p) {
            if (fleets[std::size_t(p)] && !seen[std::size_t(p)] && map.coastsTouch(queue[i], p)) {
                seen[std::size_t(p)] = true;
                queue.push_back(p);
            }
        }
    }
    return seen;
}

// Coastal provinces touching a group of seas, except `origin`.
std::vector<int> coastsOfGroup(const Map &map, const std::vector<bool> &group, int origin)
{
    std::vector<int> out;
    for (int p = 0; p < map.provinceCount(); ++p) {
        if (p == origin || map.province(p).kind != ProvinceKind::Coast)
            continue;
        for (int s = 0; s < map.provinceCount(); ++s) {
            if (group[std::size_t(s)] && map.coastsTouch(s, p)) {
                out.push_back(p);
                break;
            }
        }
    }
    return out;
}

std::vector<int> adjacentSeas(const Map &map, int province)
{
    std::vector<int> seas;
    for (int s = 0; s < map.provinceCount(); ++s) {
        if (map.province(s).kind == ProvinceKind::Sea && map.coastsTouch(province, s))
            seas.push_back(s);
    }
    return seas;
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
    const std::vector<bool> group = seaGroup(map, fleetSeas(map, position), adjacentSeas(map, from));
    for (int p : coastsOfGroup(map, group, from)) {
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
    const std::vector<bool> group = seaGroup(map, fleetSeas(map, position), {sea});
    const std::vector<int> seas = adjacentSeas(map, from);
    if (std::none_of(seas.begin(), seas.end(), [&](int s) { return group[std::size_t(s)]; }))
        return {};
    return coastsOfGroup(map, group, from);
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

std::vector<BuildOption> buildOptions(const Map &map, const Position &position, int power)
{
    std::vector<BuildOption> options;
    if (power < 0 || adjustmentCount(position, power) <= 0)
        return options;
    for (int p = 0; p < map.provinceCount(); ++p) {
        const Province &prov = map.province(p);
        if (prov.home != power || position.owner[std::size_t(p)] != power || position.unitIn(map, p) >= 0)
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

} // namespace arbiter
