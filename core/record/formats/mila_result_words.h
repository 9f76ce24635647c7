// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
#pragma once

#include <QLatin1StringView>

namespace arbiter::milaResultWord {

// The `diplomacy` package's own words for the outcome of an order (diplomacy/utils/order_results.py), as its
// game JSON reader and writer both use them: an order with none worked.
inline constexpr QLatin1StringView bounce("bounce");
inline constexpr QLatin1StringView cut("cut");
inline constexpr QLatin1StringView dislodged("dislodged");
inline constexpr QLatin1StringView noConvoy("no convoy");
inline constexpr QLatin1StringView voided("void");
inline constexpr QLatin1StringView disband("disband");

} // namespace arbiter::milaResultWord
