// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
#pragma once

#include <vector>

namespace arbiter {

// Visits the items of one group of a flat grouped list (items of key k are items[start[k] .. start[k+1])).
template <typename F> void forEach(const std::vector<int> &items, const std::vector<int> &start, int key, F f)
{
    for (int i = start[std::size_t(key)]; i < start[std::size_t(key) + 1]; ++i)
        f(items[std::size_t(i)]);
}

} // namespace arbiter
