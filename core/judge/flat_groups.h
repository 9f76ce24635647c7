// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
#pragma once

#include <cstddef>
#include <vector>

namespace arbiter {

// Visits the items of one group of a flat grouped list (items of key k are items[start[k] .. start[k+1])).
template <typename F> void forEach(const std::vector<int> &items, const std::vector<int> &start, int key, F f)
{
    for (int i = start[std::size_t(key)]; i < start[std::size_t(key) + 1]; ++i)
        f(items[std::size_t(i)]);
}

// Groups the indexes of `states` by `keyOf(state)` (0 <= key < keys; negative: left out) into a flat list
// with a counting sort: two passes, no allocation once the vectors have grown. `start` gets keys + 2 entries,
// of which the first keys + 1 bound the groups.
template <typename State, typename KeyOf>
void groupByKey(const std::vector<State> &states, std::vector<int> &start, std::vector<int> &items,
                std::size_t keys, KeyOf keyOf)
{
    start.assign(keys + 2, 0);
    for (const State &state : states) {
        const int key = keyOf(state);
        if (key >= 0)
            ++start[std::size_t(key) + 2];
    }
    for (std::size_t k = 2; k < keys + 2; ++k)
        start[k] += start[k - 1];
    // start[key + 1] is now where the group of `key` begins; filling moves it to where the group ends,
    // which is where the next one begins.
    items.resize(std::size_t(start[keys + 1]));
    for (std::size_t i = 0; i < states.size(); ++i) {
        const int key = keyOf(states[i]);
        if (key >= 0)
            items[std::size_t(start[std::size_t(key) + 1]++)] = int(i);
    }
}

} // namespace arbiter
