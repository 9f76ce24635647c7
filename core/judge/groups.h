// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
#pragma once

#include <cstddef>
#include <vector>

namespace arbiter {

// Indexes (units) grouped by a small key (a province, a unit) as chains: head[key] is the first member of
// the group, next[member] the one after it, -1 ends a chain. Grouping passes over the members only, not
// over every key (the heads are cleared at once), so that grouping the few moves or supports of a phase
// costs a few instructions each.
struct Groups
{
    std::vector<int> head; // by key
    std::vector<int> next; // by member

    // Every group empty.
    void clear(std::size_t keys, std::size_t members)
    {
        head.assign(keys, -1);
        next.resize(members);
    }

    // Whether the group of `key` has exactly one member.
    bool single(int key) const
    {
        const int first = head[std::size_t(key)];
        return first >= 0 && next[std::size_t(first)] < 0;
    }

    // Groups `members` (indexes below the `members` given to clear(), in order) by `keyOf(member)`
    // (0 <= key < keys; negative: left out), each group in the order of `members`.
    template <typename KeyOf> void group(const std::vector<int> &members, KeyOf keyOf)
    {
        for (auto it = members.rbegin(); it != members.rend(); ++it) {
            const int key = keyOf(*it);
            if (key < 0)
                continue;
            next[std::size_t(*it)] = head[std::size_t(key)];
            head[std::size_t(key)] = *it;
        }
    }
};

// Visits the members of one group, in their order.
template <typename F> void forEach(const Groups &groups, int key, F f)
{
    for (int member = groups.head[std::size_t(key)]; member >= 0; member = groups.next[std::size_t(member)])
        f(member);
}

} // namespace arbiter
