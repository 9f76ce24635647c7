// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
#include "model/phase_clock.h"

#include <algorithm>

namespace arbiter {

int ClockSettings::minutesFor(PhaseKind kind, bool firstMovement) const
{
    switch (kind) {
    case PhaseKind::Movement:
        return firstMovement ? firstMovementMinutes : movementMinutes;
    case PhaseKind::Retreat:
        return retreatMinutes;
    case PhaseKind::Adjustment:
        return adjustmentMinutes;
    }
    return movementMinutes;
}

void PhaseClock::start(std::int64_t durationMs, std::int64_t now)
{
    m_started = true;
    m_duration = durationMs;
    m_startedAt = now;
    m_pausedAt = -1;
    m_pausedFor = 0;
    m_lastRemaining = durationMs;
}

void PhaseClock::resumeFrom(std::int64_t durationMs, std::int64_t elapsedMs, bool paused, std::int64_t now)
{
    start(durationMs, now - elapsedMs);
    if (paused)
        m_pausedAt = now;
    m_lastRemaining = remaining(now);
}

void PhaseClock::stop()
{
    *this = PhaseClock();
}

void PhaseClock::pause(std::int64_t now)
{
    if (m_started && !isPaused())
        m_pausedAt = now;
}

void PhaseClock::resume(std::int64_t now)
{
    if (!isPaused())
        return;
    m_pausedFor += now - m_pausedAt;
    m_pausedAt = -1;
}

void PhaseClock::addTime(std::int64_t ms)
{
    m_duration += ms;
    m_lastRemaining += ms;
}

std::int64_t PhaseClock::elapsed(std::int64_t now) const
{
    if (!m_started)
        return 0;
    return (isPaused() ? m_pausedAt : now) - m_startedAt - m_pausedFor;
}

std::int64_t PhaseClock::remaining(std::int64_t now) const
{
    return m_duration - elapsed(now);
}

std::vector<int> PhaseClock::newWarnings(std::int64_t now, const std::vector<int> &warningMinutes)
{
    std::vector<int> reached;
    if (!m_started)
        return reached;
    const std::int64_t left = remaining(now);
    std::vector<int> marks = warningMinutes;
    marks.push_back(0);
    std::sort(marks.begin(), marks.end(), std::greater<>());
    marks.erase(std::unique(marks.begin(), marks.end()), marks.end());
    for (int minutes : marks) {
        const std::int64_t at = std::int64_t(minutes) * 60000;
        if (minutes >= 0 && m_lastRemaining > at && left <= at)
            reached.push_back(minutes);
    }
    m_lastRemaining = left;
    return reached;
}

} // namespace arbiter
