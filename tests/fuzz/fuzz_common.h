// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
// Shared by the fuzz targets: the standard map (loaded once per process) and checks of documented contracts.
// A broken contract aborts, so that libFuzzer (and the replay runner) treats it like a crash.
#pragma once

#include "map/map.h"
#include "model/order_result.h"
#include "model/position.h"

#include <QString>

#include <cstdio>
#include <cstdlib>
#include <memory>
#include <span>

namespace arbiter::fuzz {

[[noreturn]] inline void contractBroken(const char *condition, const char *file, int line)
{
    std::fprintf(stderr, "%s:%d: contract broken: %s\n", file, line, condition);
    std::fflush(stderr);
    std::abort();
}

#define ARBITER_FUZZ_CHECK(condition)                                                                        \
    ((condition) ? void(0) : ::arbiter::fuzz::contractBroken(#condition, __FILE__, __LINE__))

// The standard map of the source tree (ARBITER_MAPS_DIR, compiled into arbiter_core).
inline const std::shared_ptr<const Map> &standardMap()
{
    static const std::shared_ptr<const Map> map = [] {
        QString error;
        std::optional<Map> loaded = Map::load(Map::standardMapDirectory(), &error);
        if (!loaded) {
            std::fprintf(stderr, "cannot load the standard map: %s\n", qPrintable(error));
            std::abort();
        }
        return std::make_shared<const Map>(std::move(*loaded));
    }();
    return map;
}

inline bool validPower(const Map &map, int power)
{
    return power >= 0 && power < map.powerCount();
}

inline bool validLocation(const Map &map, int location)
{
    return location >= 0 && location < map.locationCount();
}

// A position the engine made or accepted: every id in range, per-province tables sized to the map.
inline void checkPosition(const Map &map, const Position &p)
{
    for (const Unit &u : p.units) {
        ARBITER_FUZZ_CHECK(validPower(map, u.power));
        ARBITER_FUZZ_CHECK(validLocation(map, u.location));
    }
    for (const DislodgedUnit &d : p.dislodged) {
        ARBITER_FUZZ_CHECK(validPower(map, d.unit.power));
        ARBITER_FUZZ_CHECK(validLocation(map, d.unit.location));
        ARBITER_FUZZ_CHECK(d.attackerOrigin >= -1 && d.attackerOrigin < map.provinceCount());
    }
    ARBITER_FUZZ_CHECK(p.owner.size() == std::size_t(map.provinceCount()));
    for (int owner : p.owner)
        ARBITER_FUZZ_CHECK(owner >= -1 && owner < map.powerCount());
    ARBITER_FUZZ_CHECK(p.contested.empty() || p.contested.size() == std::size_t(map.provinceCount()));
}

// judge/order_result.h: one result per order; `unit` and `by` index the units the adjudicator was given.
inline void checkResults(std::span<const OrderResult> results, std::size_t orderCount, std::size_t unitCount)
{
    ARBITER_FUZZ_CHECK(results.size() == orderCount);
    for (const OrderResult &r : results) {
        ARBITER_FUZZ_CHECK(int(r.status) <= int(OrderStatus::Invalid));
        ARBITER_FUZZ_CHECK(int(r.reason) <= int(OrderReason::WaiveNotAllowed));
        ARBITER_FUZZ_CHECK(r.unit >= -1 && r.unit < int(unitCount));
        ARBITER_FUZZ_CHECK(r.by >= -1 && r.by < int(unitCount));
    }
}

} // namespace arbiter::fuzz
