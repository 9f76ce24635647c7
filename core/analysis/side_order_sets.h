// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
#pragma once

#include "analysis/candidate_orders.h"
#include "map/map.h"
#include "model/position.h"

#include <cstdint>
#include <functional>
#include <span>
#include <vector>

namespace arbiter {

// The distinct order sets of one side of a local fight: one candidate (an index into FightUnit::orders)
// per unit. A set in which an order supports or convoys a unit of the same side that does not do what is
// supported or convoyed is left out: the judge turns such an order into a hold before it resolves anything
// (MovementAdjudicator::matchSupportsAndConvoys, matchConvoys), so the set means what the set with a hold
// in its place means, and that set is enumerated. Sets come simplest first: by the number of orders that
// are not holds, then in the order of the candidates.
//
// A set that moves no unit into one of `mustEnter` (provinces) is counted but not kept: it cannot meet the
// goals (provincesToEnter, required_entries.h), whatever the other side orders.
class SideOrderSets
{
  public:
    // Nothing (complete() false) when the side has more than `limit` distinct sets to keep, or when `stop`
    // says so (asked every few thousand sets, from any of the threads: a time limit or a cancel). Listed on
    // `threads` threads; the sets and their order do not depend on how many.
    SideOrderSets(const Map &map, const Position &position, const std::vector<FightUnit> &units,
                  const std::vector<int> &mustEnter, std::int64_t limit, int threads,
                  const std::function<bool()> &stop);

    bool complete() const { return !m_tooMany; }
    // The sets kept, and the sets counted but left out (every distinct set is one or the other).
    std::int64_t count() const { return m_count; }
    std::int64_t leftOut() const { return m_leftOut; }
    std::span<const std::uint16_t> set(std::int64_t index) const
    {
        return {m_choices.data() + index * m_unitCount, std::size_t(m_unitCount)};
    }
    int nonHolds(std::int64_t index) const;
    // A bit for each province of `mustEnter` (bit g for mustEnter[g], the first 32) into which an order of
    // the kept set `index` supports a move.
    std::uint32_t supportsInto(std::int64_t index) const
    {
        return m_supportsInto.empty() ? 0 : m_supportsInto[std::size_t(index)];
    }

  private:
    std::int64_t m_unitCount = 0;
    std::vector<std::uint16_t> m_choices; // m_count sets of m_unitCount choices
    std::vector<std::uint32_t> m_supportsInto;
    std::int64_t m_count = 0;
    std::int64_t m_leftOut = 0;
    bool m_tooMany = false;
};

} // namespace arbiter
