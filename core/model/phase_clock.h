// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
#pragma once

#include "model/phase.h"

#include <cstdint>
#include <vector>

namespace arbiter {

// How long a game gives the players to negotiate and write orders in each phase, as a tournament sets it.
struct ClockSettings
{
    bool enabled = false;
    int firstMovementMinutes = 30; // the game's first movement phase: the longest negotiation
    int movementMinutes = 15;
    int retreatMinutes = 5;
    int adjustmentMinutes = 5;
    std::vector<int> warningMinutes = {5, 1}; // minutes left at which the clock warns (it always warns at 0)

    int minutesFor(PhaseKind kind, bool firstMovement) const;
    bool operator==(const ClockSettings &) const = default;
};

// Where a phase clock stood, kept apart from the clock so that it outlives it: the clock of a phase whose
// adjudication is undone goes on from here, and the recovery file after a crash carries it. Wall-clock
// time, as the players' time runs on while the program is not running.
struct PhaseClockReading
{
    std::int64_t durationMs = 0; // the time given, minutes added included
    std::int64_t elapsedMs = 0;  // the time run when it was read, pauses not counted
    bool paused = false;
    // Milliseconds since the epoch (UTC) when it was read while its time ran, from when the time since
    // counts; -1 while no time runs for it (paused, or its phase is not the one being timed).
    std::int64_t runningSinceMs = -1;

    // The time run at the wall-clock time `nowMs`: what had run, and the time since if it was running.
    std::int64_t elapsedAt(std::int64_t nowMs) const
    {
        return elapsedMs + (runningSinceMs >= 0 && nowMs > runningSinceMs ? nowMs - runningSinceMs : 0);
    }
    bool operator==(const PhaseClockReading &) const = default;
};

// A countdown that can be paused and given more time. It keeps no clock of its own: the caller gives the
// time (milliseconds from any fixed point) to every call, so a test can run it without waiting.
class PhaseClock
{
  public:
    void start(std::int64_t durationMs, std::int64_t now);
    // Starts again where a clock stood: `elapsedMs` of `durationMs` already run, paused or not. The warnings
    // already passed are not given again.
    void resumeFrom(std::int64_t durationMs, std::int64_t elapsedMs, bool paused, std::int64_t now);
    std::int64_t duration() const { return m_duration; }
    void stop();
    void pause(std::int64_t now);
    void resume(std::int64_t now);
    void addTime(std::int64_t ms);

    bool isStarted() const { return m_started; }
    bool isPaused() const { return m_pausedAt >= 0; }
    // Negative once the time is up (the overrun).
    std::int64_t remaining(std::int64_t now) const;
    // Time run since the start, pauses not counted.
    std::int64_t elapsed(std::int64_t now) const;
    // The warnings reached since the last call, each once: minutes left, 0 for the end of the time. Time
    // added after a warning arms it again.
    std::vector<int> newWarnings(std::int64_t now, const std::vector<int> &warningMinutes);

  private:
    bool m_started = false;
    std::int64_t m_duration = 0;
    std::int64_t m_startedAt = 0;
    std::int64_t m_pausedAt = -1;
    std::int64_t m_pausedFor = 0;
    std::int64_t m_lastRemaining = 0; // at the last newWarnings(): what was left then
};

} // namespace arbiter
