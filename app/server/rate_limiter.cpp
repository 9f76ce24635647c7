// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
#include "rate_limiter.h"

#include <algorithm>

namespace arbiter::pads {

namespace {
// A table has a handful of phones; more addresses than this are forgotten, full, rather than kept forever.
constexpr qsizetype maxClients = 4096;
} // namespace

RateLimiter::RateLimiter(double burst, double perSecond) : m_burst(burst), m_perSecond(perSecond)
{
    m_clock.start();
}

bool RateLimiter::take(const QHostAddress &client, double cost)
{
    const qint64 now = m_clock.elapsed();
    if (m_buckets.size() >= maxClients && !m_buckets.contains(client))
        m_buckets.clear();
    auto found = m_buckets.find(client);
    if (found == m_buckets.end())
        found = m_buckets.insert(client, Bucket{m_burst, now});
    Bucket &bucket = *found;
    bucket.level = std::min(m_burst, bucket.level + double(now - bucket.lastMs) / 1000.0 * m_perSecond);
    bucket.lastMs = now;
    if (bucket.level < cost)
        return false;
    bucket.level -= cost;
    return true;
}

} // namespace arbiter::pads
