// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
#pragma once

#include "analysis/answer.h"
#include "analysis/question.h"
#include "map/map.h"

#include <atomic>
#include <cstdint>

namespace arbiter {

struct SearchLimits
{
    double seconds = 0;           // wall-clock time for the whole search; 0: no limit
    std::int64_t evaluations = 0; // adjudications for the whole search; 0: no limit
    int threads = 0;              // 0: one per core (std::thread::hardware_concurrency)
    // What to search past the verdict when nothing is guaranteed: the simplest defence safe against every
    // attack (about one adjudication per set of ours), the best attempt with its refutation, and how many
    // defences are safe. The last two cost many times the verdict (docs/analysis.md); the safe defences are
    // counted between the first part of the best attempt's search and the rest, which they shorten.
    bool safeDefences = true;
    bool bestAttempt = true;
    bool countSafeDefences = true;
    // Sides with more distinct order sets than this are not searched (the sets are kept in memory).
    std::int64_t setsPerSide = 8'000'000;
};

// Answers a question that checkQuestion accepts, exactly (docs/analysis.md): every set of our orders is
// judged against sets of theirs until one beats it. The answer does not depend on the number of threads;
// only a limit reached (or `cancel` set, from any thread) leaves parts of it open, and says so. With
// `progress`, the adjudications made so far are stored there as the search goes (every few hundred), for
// a window that shows the search moving.
Answer analyse(const Map &map, const Question &question, const SearchLimits &limits = {},
               const std::atomic<bool> *cancel = nullptr, std::atomic<std::int64_t> *progress = nullptr);

} // namespace arbiter
