// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
#pragma once

#include "record/game.h"
#include "text/place_naming.h"

#include <QString>

#include <cstdint>
#include <vector>

namespace arbiter {

// What changed hands in an adjudicated phase: the moments a student looks for in a long game without
// stepping through every phase. Supply centres change hands as the game enters Winter, so they are marked on
// the Fall phase (movement, or retreat when there was one) that led there; a power is eliminated by the
// phase that took its last unit or centre.
enum class TurningPointKind : std::uint8_t
{
    NeutralTaken,       // a neutral centre taken for the first time
    CentreTaken,        // a centre taken from another power, not its home centre
    HomeCentreLost,     // a power's home centre taken by another power
    HomeCentreRegained, // a power took one of its home centres back
    Eliminated,         // the power has neither units nor centres left
};

struct TurningPoint
{
    TurningPointKind kind = TurningPointKind::NeutralTaken;
    int entry = -1;    // the phase of the record it happened in
    int power = -1;    // who took the centre, or the power eliminated
    int province = -1; // the centre; -1 for an elimination
    int from = -1;     // the centre's owner before, -1 for a neutral centre

    bool operator==(const TurningPoint &) const = default;
};

// The turning points of phase `entry` (none unless it is adjudicated): eliminations first, then the centres
// in the map's province order.
std::vector<TurningPoint> turningPoints(const Game &game, int entry);
// Those of every phase of the line of play that ends at `lastEntry`, in the order of the phases.
std::vector<TurningPoint> lineTurningPoints(const Game &game, int lastEntry);

// The sentence of a turning point in the reader's language: "Germany takes Holland from England", "Austria
// loses Budapest (home centre) to Russia", "Italy takes Tunis (neutral)", "Italy is eliminated"; places as
// `naming` says.
QString turningPointText(const Map &map, const TurningPoint &point,
                         PlaceNaming naming = PlaceNaming::Abbreviated);

} // namespace arbiter
