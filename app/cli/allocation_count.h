// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
#pragma once

#include <cstdint>

namespace arbiter {

// Heap allocations made so far by this program: arbiter-cli replaces the global operator new with one that
// counts (allocation_count.cpp), so that `bench` can print the allocations per phase.
std::uint64_t allocationCount();

} // namespace arbiter
