// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
#pragma once

#include "model/order.h"
#include "model/order_result.h"
#include "model/phase.h"
#include "model/position.h"
#include "record/game.h"

#include <cstdint>
#include <optional>
#include <vector>

namespace arbiter {

// Two lines of play of one game side by side, phase by phase: the main line and a what-if, or two what-ifs.
// Each line is named by its last phase (lineEnds); "first" and "second" below are the two lines in the order
// they were given.

// A province where the lines have different units at the start of a phase: a unit that is only in one, or
// not the same unit in both. Dislodged units (a retreat phase) are compared apart from the units standing.
struct UnitDifference
{
    int province = -1;
    bool dislodged = false;
    std::optional<Unit> first;
    std::optional<Unit> second;

    bool operator==(const UnitDifference &) const = default;
};

// A supply centre with a different owner at the start of a phase (-1: neutral).
struct CentreDifference
{
    int province = -1;
    int firstOwner = -1;
    int secondOwner = -1;

    bool operator==(const CentreDifference &) const = default;
};

// An order as given in one line and, once the phase is adjudicated there, how it ended.
struct OrderOutcome
{
    Order order;
    std::optional<OrderResult> result;
    // The unit that bounced, cut or dislodged it (the result's `by`): compared by where it stood, since the
    // lines number their units apart.
    std::optional<Unit> by;

    bool operator==(const OrderOutcome &) const = default;
};

// The orders of one unit (or one build or waive) that differ between the lines, or end differently: the
// power and the province it stands in (or is built in; -1 for a waive). Outcomes are compared only when both
// lines adjudicated the phase.
struct ResultDifference
{
    int power = -1;
    int province = -1;
    std::optional<OrderOutcome> first; // none: no such order in the first line
    std::optional<OrderOutcome> second;

    bool operator==(const ResultDifference &) const = default;
};

// Why a line has no phase that the other has.
enum class MissingPhase : std::uint8_t
{
    None,    // both lines have it
    Skipped, // the line passed over it (no retreats, no adjustments), or begins after it
    Ended,   // the line ends before it
};

// One phase of either line.
struct PhaseComparison
{
    Phase phase;
    int first = -1; // the phase's entry in the first line, -1 when the line has no such phase
    int second = -1;
    MissingPhase missingInFirst = MissingPhase::None;
    MissingPhase missingInSecond = MissingPhase::None;
    // Only when both lines have the phase: what differs at its start, and its orders' outcomes when both
    // lines adjudicated it.
    std::vector<UnitDifference> units;
    std::vector<CentreDifference> centres;
    std::vector<ResultDifference> results;
    bool firstAdjudicatedOnly = false; // the first line played the phase, the second has not yet
    bool secondAdjudicatedOnly = false;

    // One phase of the record in both lines, before they part: nothing can differ.
    bool shared() const { return first >= 0 && first == second; }
    bool inBoth() const { return first >= 0 && second >= 0; }
    bool differs() const
    {
        return !inBoth() || !units.empty() || !centres.empty() || !results.empty() || firstAdjudicatedOnly ||
               secondAdjudicatedOnly;
    }
};

struct LineComparison
{
    int firstEnd = -1;
    int secondEnd = -1;
    std::vector<PhaseComparison> phases; // every phase of either line, in the order of play
};

// Compares the lines that end at `firstEnd` and `secondEnd` (each the last phase of its line).
LineComparison compareLines(const Game &game, int firstEnd, int secondEnd);

} // namespace arbiter
