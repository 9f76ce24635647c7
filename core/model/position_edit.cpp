// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
#include "model/position_edit.h"

#include <algorithm>

namespace arbiter {

namespace {

bool validLocation(const Map &map, int location)
{
    return location >= 0 && location < map.locationCount();
}

bool validPower(const Map &map, int power)
{
    return power >= 0 && power < map.powerCount();
}

void sizeTables(const Map &map, Position *position)
{
    position->owner.resize(std::size_t(map.provinceCount()), -1);
    position->contested.resize(std::size_t(map.provinceCount()), false);
}

} // namespace

EditRefusal checkPlace(const Map &map, UnitType type, int location)
{
    if (!validLocation(map, location))
        return EditRefusal::UnknownLocation;
    if (map.canHold(type, location))
        return EditRefusal::None;
    const Location &loc = map.location(location);
    const Province &province = map.province(loc.province);
    if (type == UnitType::Army)
        return province.kind == ProvinceKind::Sea ? EditRefusal::ArmyAtSea : EditRefusal::ArmyOnCoast;
    if (province.kind == ProvinceKind::Land)
        return EditRefusal::FleetInland;
    return EditRefusal::CoastNeeded;
}

EditResult placeUnit(const Map &map, Position *position, const Unit &unit)
{
    if (!validPower(map, unit.power))
        return {EditRefusal::UnknownPower};
    if (const EditRefusal r = checkPlace(map, unit.type, unit.location); r != EditRefusal::None)
        return {r};
    const int other = position->unitIn(map, map.location(unit.location).province);
    if (other >= 0)
        return {EditRefusal::Occupied, other};
    sizeTables(map, position);
    position->units.push_back(unit);
    return {};
}

EditResult removeUnit(const Map &map, Position *position, int province, Unit *removed)
{
    if (province < 0 || province >= map.provinceCount())
        return {EditRefusal::UnknownLocation};
    const int index = position->unitIn(map, province);
    if (index < 0)
        return {EditRefusal::NoUnit};
    if (removed)
        *removed = position->units[std::size_t(index)];
    position->units.erase(position->units.begin() + index);
    return {};
}

EditResult setCentreOwner(const Map &map, Position *position, int province, int power)
{
    if (province < 0 || province >= map.provinceCount())
        return {EditRefusal::UnknownLocation};
    if (!map.province(province).supplyCentre)
        return {EditRefusal::NotACentre};
    if (power != -1 && !validPower(map, power))
        return {EditRefusal::UnknownPower};
    sizeTables(map, position);
    position->owner[std::size_t(province)] = power;
    return {};
}

EditResult setPhase(Position *position, const Phase &phase)
{
    if (phase.year < Phase::firstYear || phase.year > Phase::lastYear)
        return {EditRefusal::BadYear};
    if ((phase.season == Season::Winter) != (phase.kind == PhaseKind::Adjustment))
        return {EditRefusal::BadPhase};
    position->phase = phase;
    if (phase.kind != PhaseKind::Retreat)
        position->dislodged.clear();
    return {};
}

Position emptyPosition(const Map &map, const Phase &phase)
{
    Position p;
    p.phase = phase;
    sizeTables(map, &p);
    return p;
}

std::vector<FlyingDutchman> flyingDutchmen(const Map &map, const Position &position)
{
    std::vector<FlyingDutchman> found;
    std::vector<int> standing(std::size_t(map.provinceCount()), -1); // the unit that stays, per province
    for (std::size_t i = 0; i < position.units.size(); ++i) {
        const Unit &u = position.units[i];
        FlyingDutchman d{int(i), u, DutchmanReason::WrongPlace, -1};
        if (!validPower(map, u.power)) {
            d.reason = DutchmanReason::UnknownPower;
        } else if (!validLocation(map, u.location)) {
            d.reason = DutchmanReason::UnknownLocation;
        } else if (!map.canHold(u.type, u.location)) {
            d.reason = DutchmanReason::WrongPlace;
        } else {
            int &first = standing[std::size_t(map.location(u.location).province)];
            if (first < 0) {
                first = int(i);
                continue;
            }
            d.reason = DutchmanReason::SharedProvince;
            d.other = first;
        }
        found.push_back(d);
    }
    return found;
}

std::vector<FlyingDutchman> removeFlyingDutchmen(const Map &map, Position *position)
{
    std::vector<FlyingDutchman> found = flyingDutchmen(map, *position);
    // DATC 4.E.6 a: the illegal unit is removed as soon as it is found.
    for (auto it = found.rbegin(); it != found.rend(); ++it)
        position->units.erase(position->units.begin() + it->unit);
    std::erase_if(position->dislodged, [&map](const DislodgedUnit &d) {
        return !validPower(map, d.unit.power) || !validLocation(map, d.unit.location) ||
               !map.canHold(d.unit.type, d.unit.location);
    });
    sizeTables(map, position);
    for (int p = 0; p < map.provinceCount(); ++p) {
        int &owner = position->owner[std::size_t(p)];
        if (owner != -1 && (!map.province(p).supplyCentre || !validPower(map, owner)))
            owner = -1;
    }
    return found;
}

} // namespace arbiter
