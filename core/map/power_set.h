// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
#pragma once

#include <bit>
#include <cstdint>

namespace arbiter {

// A set of powers as bits (bit i = power i); the map loader refuses maps with more powers than bits.
using PowerSet = std::uint32_t;

inline int powerCount(PowerSet s)
{
    return std::popcount(s);
}

} // namespace arbiter
