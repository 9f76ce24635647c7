// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
// Every convoy route question of the judge, over a list of seas that hold fleets: the adjudicator's
// "does a route exist" (5.B.2, 4.E.1), "is this fleet on a possible route" (6.G.19), and the order
// options' "where could this army be convoyed".
#pragma once

#include "map/map.h"
#include "model/position.h"

#include <cstdint>
#include <span>
#include <vector>

namespace arbiter {

// The state of each sea of a search, parallel to its list of seas.
enum class SeaMark : std::uint8_t
{
    Unusable,
    Usable,
    Reached
};

// Breadth-first from the coast `from` over the usable seas of `seas`, each step between seas that touch;
// marks every sea reached. Returns true as soon as a reached sea touches the coast `to` (`to` < 0: searches
// the whole connected group and returns false).
bool searchConvoyRoute(const Map &map, int from, int to, std::span<const int> seas, std::span<SeaMark> marks);

// The same question over a bit set of usable sea provinces (Map::touchingProvinces rows): the search grows
// the whole front of reached seas at once, a few words per step.
bool convoyRouteOver(const Map &map, int from, int to, std::span<const std::uint64_t> usableSeas);

// The sea provinces that hold a fleet in `position`, in province order (into `seas`, reusing its storage).
void findSeasWithFleets(const Map &map, const Position &position, std::vector<int> *seas);

// Whether the fleet in `sea` is needed by some route from `from` to `to` over `seas`: a route with no
// shortcut, where leaving any fleet out breaks it (6.G.19: a fleet off every such route cannot convoy).
bool seaOnShortcutFreeRoute(const Map &map, std::span<const int> seas, int sea, int from, int to);

} // namespace arbiter
