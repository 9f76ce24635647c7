// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
#include "record/import/unit_sets.h"

#include <algorithm>
#include <tuple>

namespace arbiter {

namespace {

// Never 0: the power (from -1), the type and a mark.
std::uint32_t code(const Unit &u)
{
    return (std::uint32_t(u.power + 1) << 2) | (std::uint32_t(u.type) << 1) | 1U;
}

template <typename Item, typename UnitOf>
bool sameSorted(std::span<const Item> a, std::span<const Item> b, UnitOf unitOf)
{
    const auto sorted = [&](std::span<const Item> items) {
        std::vector<Unit> units;
        units.reserve(items.size());
        for (const Item &item : items)
            units.push_back(unitOf(item));
        std::sort(units.begin(), units.end(), [](const Unit &x, const Unit &y) {
            return std::tie(x.location, x.power, x.type) < std::tie(y.location, y.power, y.type);
        });
        return units;
    };
    return sorted(a) == sorted(b);
}

} // namespace

template <typename Item, typename UnitOf>
bool UnitSets::compare(std::span<const Item> a, std::span<const Item> b, UnitOf unitOf)
{
    if (a.size() != b.size())
        return false;
    const std::size_t locations = m_slot.size();
    std::size_t placed = 0;
    bool plain = true; // every unit of `a` on a location of its own
    for (; placed < a.size(); ++placed) {
        const Unit &u = unitOf(a[placed]);
        if (u.location < 0 || std::size_t(u.location) >= locations || m_slot[std::size_t(u.location)] != 0) {
            plain = false;
            break;
        }
        m_slot[std::size_t(u.location)] = code(u);
    }
    bool same = plain;
    if (plain) {
        // Each unit of `b` takes the unit of `a` on its location: as many units, so all are taken.
        for (const Item &item : b) {
            const Unit &u = unitOf(item);
            if (u.location < 0 || std::size_t(u.location) >= locations ||
                m_slot[std::size_t(u.location)] != code(u)) {
                same = false;
                break;
            }
            m_slot[std::size_t(u.location)] = 0;
        }
    }
    for (std::size_t k = 0; k < placed; ++k) {
        const int location = unitOf(a[k]).location;
        m_slot[std::size_t(location)] = 0;
    }
    return plain ? same : sameSorted(a, b, unitOf);
}

bool UnitSets::same(std::span<const Unit> a, std::span<const Unit> b)
{
    return compare(a, b, [](const Unit &u) -> const Unit & { return u; });
}

bool UnitSets::same(std::span<const DislodgedUnit> a, std::span<const DislodgedUnit> b)
{
    return compare(a, b, [](const DislodgedUnit &d) -> const Unit & { return d.unit; });
}

} // namespace arbiter
