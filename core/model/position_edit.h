// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
#pragma once

#include "map/map.h"
#include "model/position.h"

#include <cstdint>
#include <vector>

namespace arbiter {

// Why an edit of a position was refused (the client turns these into sentences).
enum class EditRefusal : std::uint8_t
{
    None,
    UnknownPower,    // no such power on the map
    UnknownLocation, // no such location (or province) on the map
    ArmyAtSea,       // an army in a sea province
    ArmyOnCoast,     // an army given a named coast ("A stp/nc")
    FleetInland,     // a fleet in a land province without a coast
    CoastNeeded,     // a fleet in a split-coast province without saying which coast
    Occupied,        // another unit stands in the province already
    NoUnit,          // nothing to remove there
    NotACentre,      // an owner for a province that is no supply centre
    BadPhase,        // a season and phase kind that do not go together (Winter is Adjustment only)
    BadYear,         // outside Phase::firstYear..Phase::lastYear
};

struct EditResult
{
    EditRefusal refusal = EditRefusal::None;
    int other = -1; // Occupied: the index of the unit in the way
    bool ok() const { return refusal == EditRefusal::None; }
};

// Why a unit cannot legally be on the board: a "Flying Dutchman" (DATC 4.E.6).
enum class DutchmanReason : std::uint8_t
{
    UnknownPower,
    UnknownLocation,
    WrongPlace,     // the unit's type cannot stand on its location (army at sea, fleet inland, no coast)
    SharedProvince, // a second unit in a province (the first one listed stays)
};

struct FlyingDutchman
{
    int unit = -1; // index in position.units
    Unit what;
    DutchmanReason reason = DutchmanReason::WrongPlace;
    int other = -1; // SharedProvince: the index of the unit that stays

    bool operator==(const FlyingDutchman &) const = default;
};

// Whether a unit of `type` may stand on `location` (the reason when not).
EditRefusal checkPlace(const Map &map, UnitType type, int location);

// Validated edits of a set-up position. Each leaves the position unchanged when it refuses.
// Places a unit; `location` may be a coast ("stp/nc") or a whole province.
EditResult placeUnit(const Map &map, Position *position, const Unit &unit);
// Removes the unit standing in `province` (any coast); `removed` receives it.
EditResult removeUnit(const Map &map, Position *position, int province, Unit *removed = nullptr);
// Sets the owner of a supply centre; `power` -1 makes it unowned.
EditResult setCentreOwner(const Map &map, Position *position, int province, int power);
// Sets the phase. Outside a retreat phase there are no dislodged units, so they are dropped.
EditResult setPhase(Position *position, const Phase &phase);

// A position with no units, no owners, no standoffs, in `phase`.
Position emptyPosition(const Map &map, const Phase &phase = {});

// The units that cannot legally be on the board, in the order of position.units: an unknown power or
// location, the wrong type for the place, or a second unit in a province. DATC 4.E.6 (preference a): such a
// unit is removed as soon as it is found.
std::vector<FlyingDutchman> flyingDutchmen(const Map &map, const Position &position);
// Removes them (and dislodged units in impossible places), returns what was removed. Also sizes the
// owner and contested tables to the map, dropping owners of provinces that are no centres and unknown powers.
std::vector<FlyingDutchman> removeFlyingDutchmen(const Map &map, Position *position);

} // namespace arbiter
