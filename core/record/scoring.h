// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
#pragma once

#include "map/power_set.h"

#include <QString>

#include <array>
#include <cstdint>
#include <optional>
#include <vector>

namespace arbiter {

class Game;

// How a board stood when it was scored: all that the tournament scoring systems read.
struct BoardStanding
{
    std::vector<int> centres;        // per power
    std::vector<int> eliminatedYear; // per power: the year it lost its last unit and centre; 0 while alive
    int firstYear = 1901;
    int lastYear = 1901;      // the year of the phase the game ended (or stands) in
    int soloist = -1;         // the power that won alone: an 18-centre victory or a draw conceded to it
    PowerSet drawn = 0;       // without a soloist: the powers of the passed draw, or every survivor
    int totalCentres = 34;    // supply centres on the map
    bool provisional = false; // the game has not ended; scored as if it ended now

    int powerCount() const { return int(centres.size()); }
    bool alive(int power) const { return eliminatedYear[std::size_t(power)] == 0; }
};

// The systems of docs/scoring.md, each as its authors published it.
enum class ScoringSystem : std::uint8_t
{
    DrawSize,
    SumOfSquares,
    CDiplo,
    Carnage,
    Tribute,
    OpenTribute,
    Manorcon
};

inline constexpr std::array allScoringSystems = {
    ScoringSystem::DrawSize, ScoringSystem::SumOfSquares, ScoringSystem::CDiplo,  ScoringSystem::Carnage,
    ScoringSystem::Tribute,  ScoringSystem::OpenTribute,  ScoringSystem::Manorcon};

// "dss", "sos", "cdiplo", "carnage", "tribute", "opentribute", "manorcon": the names files and the command
// line use.
QString scoringSystemId(ScoringSystem system);
// The system's name in the user's language.
QString scoringSystemName(ScoringSystem system);
// By id or English name, in any letter case, ignoring spaces and dashes ("C-Diplo", "sum of squares").
std::optional<ScoringSystem> findScoringSystem(QStringView name);

// Each power's points under `system`.
std::vector<double> scoreBoard(ScoringSystem system, const BoardStanding &board);

// The standing at phase `lastEntry` of a line of play: the game's result if it ended there, otherwise the
// board as it stands then, marked provisional.
BoardStanding boardStanding(const Game &game, int lastEntry);

} // namespace arbiter
