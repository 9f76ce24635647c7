// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
#pragma once

#include "map/map.h"
#include "model/order.h"
#include "model/order_result.h"
#include "model/position.h"
#include "rules/rule_settings.h"

#include <vector>

namespace arbiter {

// "What can this unit do here?" -- the questions a click-to-order map asks before it highlights places.
// The answers are the orders worth offering, not a legality check: an order that is not offered may still
// be typed, and the adjudicator decides what it means (DATC 4.E.1).

struct MoveOption
{
    int location = -1;   // a coast location for fleets moving to split-coast provinces
    bool convoy = false; // reachable only by a convoy over seas that hold fleets now

    bool operator==(const MoveOption &) const = default;
};

// Where a unit of the position may move: every adjacent location it can stand on (each reachable coast of
// a split-coast province for fleets) and, for an army on a coast, the coastal provinces that a chain of
// fleet-occupied seas could convoy it to (4.A.3: a convoy to an adjacent province is offered too when a
// fleet could carry it, with `convoy` false because the land route exists).
std::vector<MoveOption> moveOptions(const Map &map, const Position &position, int unit);

// The provinces `supporter` could support `supported` into: the supported unit's own province (a hold
// support) when the supporter can reach it, and each move option of the supported unit that the supporter
// can reach (6.B.4: any coast will do), except the supporter's own province.
std::vector<int> supportTargets(const Map &map, const Position &position, int supporter, int supported);

// The units `supporter` could support at all (hold or move), in position order.
std::vector<int> supportableUnits(const Map &map, const Position &position, int supporter);

// The armies a fleet at sea could convoy, and where to: coastal provinces touching the group of
// fleet-occupied seas that holds this fleet and touches the army's coast.
std::vector<int> convoyableArmies(const Map &map, const Position &position, int fleet);
std::vector<int> convoyTargets(const Map &map, const Position &position, int fleet, int army);

// Whether a fleet could convoy any army at all: only then is "convoy" worth offering for it.
bool canConvoyAny(const Map &map, const Position &position, int fleet);

struct BuildOption
{
    int location = -1;
    UnitType type = UnitType::Army;

    bool operator==(const BuildOption &) const = default;
};

// Builds a power may order in an adjustment phase: vacant home centres it owns, an army on land and a fleet
// on each coast (named coasts for split-coast provinces, 4.B.7). Empty when the power has no builds.
std::vector<BuildOption> buildOptions(const Map &map, const Position &position, int power);

// Units a power must choose from to remove in an adjustment phase (empty when it has no removals).
std::vector<int> removalOptions(const Map &map, const Position &position, int power);

// Whether a power may waive a build now (it has builds and the rules allow waiving, 4.D.5).
bool mayWaiveBuild(const Map &map, const RuleSettings &rules, const Position &position, int power);

} // namespace arbiter
