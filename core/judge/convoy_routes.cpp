// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
#include "judge/convoy_routes.h"

#include <QVarLengthArray>

#include <algorithm>
#include <bit>

namespace arbiter {

bool searchConvoyRoute(const Map &map, int from, int to, std::span<const int> seas, std::span<SeaMark> marks)
{
    // The seas of one search are few (the fleets of a board), so the queue stays on the stack.
    QVarLengthArray<int, 24> queue;
    for (std::size_t i = 0; i < seas.size(); ++i) {
        if (marks[i] == SeaMark::Usable && map.coastsTouch(from, seas[i])) {
            marks[i] = SeaMark::Reached;
            queue.append(int(i));
        }
    }
    for (qsizetype q = 0; q < queue.size(); ++q) {
        const int here = seas[std::size_t(queue[q])];
        if (to >= 0 && map.coastsTouch(here, to))
            return true;
        for (std::size_t i = 0; i < seas.size(); ++i) {
            if (marks[i] == SeaMark::Usable && map.coastsTouch(here, seas[i])) {
                marks[i] = SeaMark::Reached;
                queue.append(int(i));
            }
        }
    }
    return false;
}

bool convoyRouteOver(const Map &map, int from, int to, std::span<const std::uint64_t> usableSeas)
{
    const std::size_t words = usableSeas.size();
    const std::span<const std::uint64_t> toCoast = map.touchingProvinces(to);
    const std::span<const std::uint64_t> fromCoast = map.touchingProvinces(from);
    // Most routes are one fleet long: a usable sea touching both coasts answers before any search.
    bool any = false;
    for (std::size_t w = 0; w < words; ++w) {
        const std::uint64_t first = fromCoast[w] & usableSeas[w];
        if (first & toCoast[w])
            return true;
        any = any || first != 0;
    }
    if (!any)
        return false;
    QVarLengthArray<std::uint64_t, 4> reached(qsizetype(words), 0);
    QVarLengthArray<std::uint64_t, 4> front(qsizetype(words), 0);
    for (std::size_t w = 0; w < words; ++w)
        reached[qsizetype(w)] = front[qsizetype(w)] = fromCoast[w] & usableSeas[w];
    while (any) {
        // Arrived when a reached sea touches the destination's coast.
        for (std::size_t w = 0; w < words; ++w) {
            if (reached[qsizetype(w)] & toCoast[w])
                return true;
        }
        // The next front: the usable seas next to the current front, not reached before.
        QVarLengthArray<std::uint64_t, 4> next(qsizetype(words), 0);
        for (std::size_t w = 0; w < words; ++w) {
            for (std::uint64_t bits = front[qsizetype(w)]; bits != 0; bits &= bits - 1) {
                const int sea = int(w * 64) + std::countr_zero(bits);
                const std::span<const std::uint64_t> row = map.touchingProvinces(sea);
                for (std::size_t v = 0; v < words; ++v)
                    next[qsizetype(v)] |= row[v];
            }
        }
        any = false;
        for (std::size_t w = 0; w < words; ++w) {
            front[qsizetype(w)] = next[qsizetype(w)] & usableSeas[w] & ~reached[qsizetype(w)];
            reached[qsizetype(w)] |= front[qsizetype(w)];
            any = any || front[qsizetype(w)] != 0;
        }
    }
    return false;
}

void findSeasWithFleets(const Map &map, const Position &position, std::vector<int> *seas)
{
    seas->clear();
    for (const Unit &u : position.units) {
        const int p = map.provinceOf(u.location);
        if (u.type == UnitType::Fleet && map.kind(p) == ProvinceKind::Sea)
            seas->push_back(p);
    }
    std::sort(seas->begin(), seas->end());
}

bool seaOnShortcutFreeRoute(const Map &map, std::span<const int> seas, int sea, int from, int to)
{
    // A fleet touching both coasts is a route of its own, needed by it (most convoys are one fleet long).
    if (map.coastsTouch(from, sea) && map.coastsTouch(sea, to))
        return true;
    // Depth-first over routes that never pass a sea touching an earlier one of the route (or the start):
    // those are the routes on which every fleet is needed.
    QVarLengthArray<int, 24> path;
    auto extend = [&](auto &&self, int here) -> bool {
        path.append(here);
        bool found = false;
        if (map.coastsTouch(here, to)) {
            found = std::find(path.begin(), path.end(), sea) != path.end();
        } else {
            for (int next : seas) {
                if (found)
                    break;
                if (std::find(path.begin(), path.end(), next) != path.end() || !map.coastsTouch(here, next) ||
                    map.coastsTouch(from, next))
                    continue;
                bool shortcut = false;
                for (qsizetype i = 0; i + 1 < path.size() && !shortcut; ++i)
                    shortcut = map.coastsTouch(path[i], next);
                if (!shortcut)
                    found = self(self, next);
            }
        }
        path.removeLast();
        return found;
    };
    for (int first : seas) {
        if (map.coastsTouch(from, first) && extend(extend, first))
            return true;
    }
    return false;
}

} // namespace arbiter
