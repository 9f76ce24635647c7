// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
#pragma once

#include <QElapsedTimer>
#include <QHash>
#include <QHostAddress>

namespace arbiter::pads {

// A bucket of requests per client address: it holds up to `burst`, refills at `perSecond`, and a request
// that finds it empty is turned away (429). A request can cost more than one (a wrong token costs more, so
// guessing tokens is slow as well as hopeless).
class RateLimiter
{
  public:
    RateLimiter(double burst, double perSecond);
    // Takes `cost` from the client's bucket; false when it holds less.
    bool take(const QHostAddress &client, double cost = 1.0);

  private:
    struct Bucket
    {
        double level = 0;
        qint64 lastMs = 0;
    };
    double m_burst;
    double m_perSecond;
    QElapsedTimer m_clock;
    QHash<QHostAddress, Bucket> m_buckets;
};

} // namespace arbiter::pads
