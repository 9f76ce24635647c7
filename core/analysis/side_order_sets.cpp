// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
#include "analysis/side_order_sets.h"

#include <algorithm>
#include <atomic>
#include <numeric>
#include <thread>

namespace arbiter {

namespace {

// How an order of one unit depends on the order of another unit of the same side.
struct Partner
{
    int unit = -1; // index among the side's units; -1: the order needs no partner of the side
    OrderType type = OrderType::Hold;
    int target = -1; // province supported or convoyed into; -1 for a support to hold
};

bool isMoveTo(const Map &map, const Order &order, int province)
{
    return order.type == OrderType::Move && map.provinceOf(order.target.location) == province;
}

} // namespace

SideOrderSets::SideOrderSets(const Map &map, const Position &position, const std::vector<FightUnit> &units,
                             const std::vector<int> &mustEnter, std::int64_t limit, int threads,
                             const std::function<bool()> &stop)
    : m_unitCount(std::int64_t(units.size()))
{
    const int n = int(units.size());
    // Per unit and order: a bit for each province of `mustEnter` the order moves into, and one for each it
    // supports a move into.
    std::vector<std::vector<std::uint32_t>> enters(units.size());
    std::vector<std::vector<std::uint32_t>> supportsInto(units.size());
    for (int k = 0; k < n; ++k) {
        for (const Order &order : units[std::size_t(k)].orders) {
            std::uint32_t moves = 0;
            std::uint32_t supports = 0;
            for (std::size_t g = 0; g < mustEnter.size() && g < 32; ++g) {
                if (isMoveTo(map, order, mustEnter[g]))
                    moves |= 1u << g;
                if (order.type == OrderType::Support && order.otherTarget.location >= 0 &&
                    map.provinceOf(order.otherTarget.location) == mustEnter[g])
                    supports |= 1u << g;
            }
            enters[std::size_t(k)].push_back(moves);
            supportsInto[std::size_t(k)].push_back(supports);
        }
    }
    const std::uint32_t allEntered =
        mustEnter.empty()
            ? 0
            : std::uint32_t((std::uint64_t(1) << std::min<std::size_t>(mustEnter.size(), 32)) - 1);
    std::vector<std::vector<Partner>> partners(units.size());
    for (int k = 0; k < n; ++k) {
        for (const Order &order : units[std::size_t(k)].orders) {
            Partner partner;
            if (order.type == OrderType::Support || order.type == OrderType::Convoy) {
                for (int j = 0; j < n; ++j) {
                    const Unit &u = position.units[std::size_t(units[std::size_t(j)].unit)];
                    if (u.location == order.other.location)
                        partner.unit = j;
                }
                partner.type = order.type;
                partner.target =
                    order.otherTarget.location < 0 ? -1 : map.provinceOf(order.otherTarget.location);
            }
            partners[std::size_t(k)].push_back(partner);
        }
    }
    // Whether the order `choice` of unit k certainly does nothing, given the order of its partner j.
    auto voidGiven = [&](int k, int choice, const Order &partnerOrder) {
        const Partner &p = partners[std::size_t(k)][std::size_t(choice)];
        if (p.type == OrderType::Convoy || p.target >= 0)
            return !isMoveTo(map, partnerOrder, p.target);
        // A support to hold is void when the unit moves, unless its move may be turned into a hold: only a
        // move by convoy can (4.A.3, 4.A.6, 4.E.1), and an army's move over land becomes one when a fleet of
        // its own power convoys it. Such sets are kept (checked once the whole set is chosen).
        return partnerOrder.type == OrderType::Move && !partnerOrder.viaConvoy &&
               position.units[std::size_t(units[std::size_t(p.unit)].unit)].type == UnitType::Fleet;
    };
    // The rest of that rule, once the whole set is known: a support to hold of an army of the side moving
    // over land is void unless a fleet of the side convoys it.
    auto holdSupportOfConvoyableArmyVoid = [&](const std::vector<std::uint16_t> &set, int k) {
        const Partner &p = partners[std::size_t(k)][set[std::size_t(k)]];
        if (p.unit < 0 || p.type != OrderType::Support || p.target >= 0)
            return false;
        const Order &partnerOrder = units[std::size_t(p.unit)].orders[set[std::size_t(p.unit)]];
        if (partnerOrder.type != OrderType::Move || partnerOrder.viaConvoy)
            return false;
        for (int j = 0; j < n; ++j) {
            const Partner &q = partners[std::size_t(j)][set[std::size_t(j)]];
            if (q.type == OrderType::Convoy && q.unit == p.unit)
                return false;
        }
        return true;
    };

    // Per unit k: the units before it with an order that names k (the others need no check against k).
    std::vector<std::vector<int>> namedBy(units.size());
    for (int j = 0; j < n; ++j) {
        for (const Partner &p : partners[std::size_t(j)]) {
            if (p.unit > j &&
                std::find(namedBy[std::size_t(p.unit)].begin(), namedBy[std::size_t(p.unit)].end(), j) ==
                    namedBy[std::size_t(p.unit)].end())
                namedBy[std::size_t(p.unit)].push_back(j);
        }
    }
    auto consistentUpTo = [&](const std::vector<std::uint16_t> &current, int k) {
        // The relations between unit k and the units before it.
        const int choice = current[std::size_t(k)];
        const Partner &pk = partners[std::size_t(k)][std::size_t(choice)];
        if (pk.unit >= 0 && pk.unit <= k &&
            voidGiven(k, choice, units[std::size_t(pk.unit)].orders[current[std::size_t(pk.unit)]]))
            return false;
        for (int j : namedBy[std::size_t(k)]) {
            const Partner &pj = partners[std::size_t(j)][current[std::size_t(j)]];
            if (pj.unit == k &&
                voidGiven(j, current[std::size_t(j)], units[std::size_t(k)].orders[std::size_t(choice)]))
                return false;
        }
        return true;
    };
    // Per unit and order: whether it supports a unit of the side to hold (such a set is checked once whole).
    std::vector<std::vector<bool>> holdSupportOfOwn(units.size());
    for (int k = 0; k < n; ++k) {
        for (const Partner &p : partners[std::size_t(k)])
            holdSupportOfOwn[std::size_t(k)].push_back(p.unit >= 0 && p.type == OrderType::Support &&
                                                       p.target < 0);
    }

    // The search is cut into tasks, one per choice of the first two units' orders, in lexicographic order;
    // threads take them in turn and each keeps its own sets, so that the sets joined in task order are in
    // the lexicographic order one thread would list them in.
    const int prefix = std::min(n, 2);
    std::vector<std::vector<std::uint16_t>> tasks{{}};
    for (int k = 0; k < prefix; ++k) {
        std::vector<std::vector<std::uint16_t>> longer;
        for (const std::vector<std::uint16_t> &t : tasks) {
            for (std::size_t c = 0; c < units[std::size_t(k)].orders.size(); ++c) {
                longer.push_back(t);
                longer.back().push_back(std::uint16_t(c));
            }
        }
        tasks = std::move(longer);
    }
    struct Listed
    {
        std::vector<std::uint16_t> sets;
        std::vector<std::uint32_t> supports;
        std::int64_t kept = 0;
        std::int64_t leftOut = 0;
    };
    std::vector<Listed> listed(tasks.size());
    std::atomic<std::size_t> nextTask{0};
    std::atomic<std::int64_t> keptByAll{0}; // published every few thousand sets, for the limit
    std::atomic<bool> stopped{false};
    // A side with far more sets than the limit is found out sooner when its sets are only counted: the
    // first pass keeps the sets while there are few (the usual case, answered in one pass) and only counts
    // past `keepUpTo`; a side that then fits the limit is listed again, keeping all.
    std::int64_t keepUpTo = limit / 4;
    std::atomic<bool> notAllKept{false};

    auto listTasks = [&] {
        std::vector<std::uint16_t> current(units.size(), 0);
        std::int64_t visited = 0;
        std::int64_t unpublished = 0;
        bool skipped = false; // a set counted and not kept (notAllKept, set once at the end)
        Listed *out = nullptr;
        // Depth first over the units; a set is stored once every unit has an order. What the orders so far
        // enter and support into, and how many of them support a unit of the side to hold, are carried down.
        auto descend = [&](auto &&self, int k, std::uint32_t entered, std::uint32_t supported,
                           int holdSupports) -> bool {
            if (k == n) {
                for (int j = 0; j < n && holdSupports > 0; ++j) {
                    if (holdSupportOfConvoyableArmyVoid(current, j))
                        return true;
                }
                if (++visited % 4096 == 0 && (stopped.load(std::memory_order_relaxed) || stop()))
                    return false;
                if (entered != allEntered) {
                    ++out->leftOut;
                    return true;
                }
                ++out->kept;
                if (++unpublished == 4096) {
                    keptByAll.fetch_add(unpublished);
                    unpublished = 0;
                }
                const std::int64_t soFar = keptByAll.load(std::memory_order_relaxed) + unpublished;
                if (soFar > limit)
                    return false;
                if (soFar > keepUpTo) {
                    skipped = true;
                    return true;
                }
                out->sets.insert(out->sets.end(), current.begin(), current.end());
                out->supports.push_back(supported);
                return true;
            }
            const std::size_t u = std::size_t(k);
            for (std::size_t c = 0; c < units[u].orders.size(); ++c) {
                current[u] = std::uint16_t(c);
                if (consistentUpTo(current, k) &&
                    !self(self, k + 1, entered | enters[u][c], supported | supportsInto[u][c],
                          holdSupports + int(holdSupportOfOwn[u][c])))
                    return false;
            }
            return true;
        };
        for (std::size_t t = nextTask++; t < tasks.size() && !stopped.load(); t = nextTask++) {
            out = &listed[t];
            std::uint32_t entered = 0;
            std::uint32_t supported = 0;
            int holdSupports = 0;
            bool consistent = true;
            for (int k = 0; k < prefix && consistent; ++k) {
                const std::size_t c = tasks[t][std::size_t(k)];
                current[std::size_t(k)] = std::uint16_t(c);
                consistent = consistentUpTo(current, k);
                entered |= enters[std::size_t(k)][c];
                supported |= supportsInto[std::size_t(k)][c];
                holdSupports += int(holdSupportOfOwn[std::size_t(k)][c]);
            }
            if (consistent && !descend(descend, prefix, entered, supported, holdSupports))
                stopped.store(true);
        }
        keptByAll.fetch_add(unpublished);
        if (skipped)
            notAllKept.store(true);
    };
    const int threadCount = int(std::min<std::size_t>(std::size_t(std::max(1, threads)), tasks.size()));
    auto listOnThreads = [&] {
        std::vector<std::thread> pool;
        for (int t = 1; t < threadCount; ++t)
            pool.emplace_back(listTasks);
        listTasks();
        for (std::thread &t : pool)
            t.join();
    };
    listOnThreads();
    if (notAllKept.load() && !stopped.load()) {
        std::fill(listed.begin(), listed.end(), Listed());
        nextTask = 0;
        keptByAll = 0;
        keepUpTo = limit;
        listOnThreads();
    }
    std::int64_t sets = 0;
    for (const Listed &l : listed) {
        sets += l.kept;
        m_leftOut += l.leftOut;
    }
    // Stopped by the limit (the sets joined are more than it) or by `stop`.
    if (stopped.load() || sets > limit) {
        m_tooMany = true;
        return;
    }
    std::vector<std::uint16_t> found;
    std::vector<std::uint32_t> foundSupports;
    found.reserve(std::size_t(sets * n));
    foundSupports.reserve(std::size_t(sets));
    for (Listed &l : listed) {
        found.insert(found.end(), l.sets.begin(), l.sets.end());
        foundSupports.insert(foundSupports.end(), l.supports.begin(), l.supports.end());
        l = Listed();
    }
    m_count = sets;
    if (n == 0 || sets == 0)
        return;
    std::vector<std::int64_t> byOrder(static_cast<std::size_t>(sets));
    std::iota(byOrder.begin(), byOrder.end(), 0);
    std::vector<int> nonHoldCounts(static_cast<std::size_t>(sets));
    for (std::int64_t i = 0; i < sets; ++i)
        nonHoldCounts[std::size_t(i)] = int(std::count_if(found.begin() + i * n, found.begin() + (i + 1) * n,
                                                          [](std::uint16_t c) { return c != 0; }));
    // Enumerated in lexicographic order already: a stable sort by the count keeps it within each count.
    std::stable_sort(byOrder.begin(), byOrder.end(), [&](std::int64_t a, std::int64_t b) {
        return nonHoldCounts[std::size_t(a)] < nonHoldCounts[std::size_t(b)];
    });
    m_choices.resize(found.size());
    m_supportsInto.resize(foundSupports.size());
    for (std::int64_t i = 0; i < sets; ++i) {
        std::copy_n(found.begin() + byOrder[std::size_t(i)] * n, n, m_choices.begin() + i * n);
        m_supportsInto[std::size_t(i)] = foundSupports[std::size_t(byOrder[std::size_t(i)])];
    }
}

int SideOrderSets::nonHolds(std::int64_t index) const
{
    const std::span<const std::uint16_t> s = set(index);
    return int(std::count_if(s.begin(), s.end(), [](std::uint16_t c) { return c != 0; }));
}

} // namespace arbiter
