// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
#pragma once

#include <QString>

#include <compare>
#include <cstdint>

namespace arbiter {

enum class Season : std::uint8_t
{
    Spring,
    Fall,
    Winter
};
enum class PhaseKind : std::uint8_t
{
    Movement,
    Retreat,
    Adjustment
};

// Spring and Fall have movement and retreat phases; Winter has the adjustment phase.
struct Phase
{
    // Years outside this range are refused by every reader, so that arithmetic on them stays safe.
    static constexpr int firstYear = 1;
    static constexpr int lastYear = 99999;

    Season season = Season::Spring;
    int year = 1901;
    PhaseKind kind = PhaseKind::Movement;

    auto operator<=>(const Phase &) const = default;

    // Short, stable, untranslated code used in files: "S1901M", "F1901R", "W1901A".
    QString code() const;
    static bool fromCode(QStringView code, Phase *phase);
    // The phase that follows in a full game (before skipping empty phases).
    Phase next() const;
};

} // namespace arbiter
