// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
#include "analysis/province_reach.h"

#include "judge/convoy_routes.h"

#include <algorithm>

namespace arbiter {

namespace {

// Whether the army could be convoyed from its province to `to` over the seas that hold fleets now (4.A.3:
// even where a land route exists too).
bool convoyPossible(const Map &map, const Position &position, const Unit &army, int to)
{
    const int from = map.provinceOf(army.location);
    if (army.type != UnitType::Army || map.kind(from) != ProvinceKind::Coast ||
        map.kind(to) != ProvinceKind::Coast)
        return false;
    std::vector<std::uint64_t> seas(std::size_t(map.provinceWords()), 0);
    for (const Unit &unit : position.units) {
        const int p = map.provinceOf(unit.location);
        if (unit.type == UnitType::Fleet && map.kind(p) == ProvinceKind::Sea)
            seas[std::size_t(p) / 64] |= std::uint64_t(1) << (p % 64);
    }
    return convoyRouteOver(map, from, to, seas);
}

} // namespace

std::vector<int> ProvinceReach::cuttingUnits() const
{
    std::vector<int> units;
    for (const SupportCutter &cut : cutters)
        units.push_back(cut.unit);
    std::sort(units.begin(), units.end());
    units.erase(std::unique(units.begin(), units.end()), units.end());
    return units;
}

ProvinceReach provinceReach(const Map &map, const RuleSettings &rules, const Position &position,
                            const UnitReach &reach, int province)
{
    ProvinceReach out;
    out.province = province;
    out.occupant = position.unitIn(map, province);
    for (int unit = 0; unit < reach.unitCount(); ++unit) {
        if (unit != out.occupant && reach.canMoveTo(unit, province))
            out.movers.push_back(unit);
    }
    for (int unit = 0; unit < reach.unitCount(); ++unit) {
        if (unit == out.occupant || !reach.canSupportInto(unit, province))
            continue;
        // 6.A.8 forbids only supporting oneself: a lone neighbour of an empty province has nothing to
        // support.
        const bool somethingToSupport =
            out.occupant >= 0 ||
            std::any_of(out.movers.begin(), out.movers.end(), [unit](int mover) { return mover != unit; });
        if (somethingToSupport)
            out.supporters.push_back(unit);
    }
    // 4.A.4 b: an attack convoyed from the province supported into cuts like any other.
    const bool convoyedFromTargetCuts = rules.is(RuleIssue::SupportCutByOwnConvoyedAttack, 'b');
    for (int supporter : out.supporters) {
        const int at = reach.provinceOf(supporter);
        const int power = position.units[std::size_t(supporter)].power;
        for (int unit = 0; unit < reach.unitCount(); ++unit) {
            const Approach approach = reach.approach(unit, at);
            if (approach == Approach::None || position.units[std::size_t(unit)].power == power)
                continue;
            const bool fromTarget = unit == out.occupant;
            const bool cutsOutright =
                !fromTarget || (convoyedFromTargetCuts &&
                                convoyPossible(map, position, position.units[std::size_t(unit)], at));
            out.cutters.push_back({unit, supporter, !cutsOutright});
        }
    }
    return out;
}

} // namespace arbiter
