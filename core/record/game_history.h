// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
#pragma once

#include "record/game.h"
#include "text/place_naming.h"

#include <QString>

#include <vector>

namespace arbiter {

// Supply centres of every power at the end of each year of a line of play (after the Fall phases).
struct CentreCounts
{
    int year = 0;
    std::vector<int> centres; // per power
    friend bool operator==(const CentreCounts &, const CentreCounts &) = default;
};
std::vector<CentreCounts> centreHistory(const Game &game, int lastEntry);

// What a phase changed, for the one-line summaries of the history panel.
struct PhaseSummary
{
    int dislodged = 0;
    int centresChanged = 0;
    int builds = 0;
    int removals = 0;
    int votes = 0;
    GameEnd end;
    bool adjudicated = false;
};
PhaseSummary summarisePhase(const Game &game, int entry);

// One line a person reads in the history list: "Fall 1901 Movement — 2 dislodged, 4 centres changed".
QString phaseSummaryText(const Game &game, int entry);

// The whole line of play as text: its turning points (what changed hands, turning_points.h), then every
// phase's orders and results, as a game master would file it, with places in results named as `naming` says.
QString gameReport(const Game &game, int lastEntry, PlaceNaming naming = PlaceNaming::Abbreviated);

} // namespace arbiter
