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

// Groups `members` (indexes, in order) by `keyOf(member)` (0 <= key < keys; negative: left out) into a flat
// list with a counting sort: two passes over the members, no allocation once the vectors have grown. Each
// group keeps the members' order. `start` gets keys + 2 entries, of which the first keys + 1 bound the
// groups.
template <typename KeyOf>
void groupByKey(const std::vector<int> &members, std::vector<int> &start, std::vector<int> &items,
                std::size_t keys, KeyOf keyOf)
{
    start.assign(keys + 2, 0);
    for (int member : members) {
        const int key = keyOf(member);
        if (key >= 0)
            ++start[std::size_t(key) + 2];
    }
    for (std::size_t k = 2; k < keys + 2; ++k)
        start[k] += start[k - 1];
    // start[key + 1] is now where the group of `key` begins; filling moves it to where the group ends,
    // which is where the next one begins.
    items.resize(std::size_t(start[keys + 1]));
    for (int member : members) {
        const int key = keyOf(member);
        if (key >= 0)
            items[std::size_t(start[std::size_t(key) + 1]++)] = member;
    }
}

} // namespace arbiter
