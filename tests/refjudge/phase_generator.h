// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
#pragma once

#include "map/map.h"
#include "model/order.h"
#include "model/position.h"

#include <cstdint>
#include <vector>

namespace refjudge {

struct GeneratedPhase
{
    arbiter::Position position; // Spring 1901, Movement
    std::vector<arbiter::Order> orders;
};

// Random movement phases on the standard map: 2 to 14 units of two or three powers packed into a small
// region, so that they meet; orders mostly legal and aimed at each other (moves into occupied provinces,
// which makes head-to-heads and circles, supports of the moves really ordered, convoys along one or two
// fleets) with a share of illegal and unmatched ones. The same seed gives the same phases everywhere: the
// generator uses its own arithmetic, not the library's distributions.
class PhaseGenerator
{
  public:
    PhaseGenerator(const arbiter::Map &map, std::uint64_t seed);
    GeneratedPhase next();

  private:
    std::uint64_t random();
    int below(int n) { return int(random() % std::uint64_t(n)); }
    bool chance(int percent) { return below(100) < percent; }
    template <typename T> const T &pick(const std::vector<T> &items)
    {
        return items[std::size_t(below(int(items.size())))];
    }

    std::vector<int> region(int centre, int depth) const;
    arbiter::Order moveOrder(const arbiter::Unit &unit, const std::vector<int> &area,
                             const std::vector<int> &occupied);
    void planConvoy(int army, std::vector<arbiter::Order> *orders, std::vector<bool> *ordered);
    void planAttackOnConvoy(int army, std::vector<arbiter::Order> *orders, std::vector<bool> *ordered);
    arbiter::Order supportOrder(const GeneratedPhase &phase, int unit,
                                const std::vector<arbiter::Order> &plans, const std::vector<bool> &ordered);

    const arbiter::Map &m_map;
    std::uint64_t m_state;
    arbiter::Position m_position;
};

} // namespace refjudge
