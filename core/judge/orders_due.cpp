// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
#include "judge/orders_due.h"

#include "judge/adjustment_adjudicator.h"
#include "judge/order_entry.h"
#include "judge/order_options.h"
#include "judge/retreat_adjudicator.h"

#include <algorithm>

namespace arbiter {

namespace {

// Whether dislodged unit `d` has anywhere to retreat: one that has not is disbanded whatever it is ordered,
// so no order is owed for it.
bool mayRetreat(const Map &map, const RuleSettings &rules, const Position &p, int d)
{
    return !retreatOptions(map, rules, p, d).empty();
}

int ordersDue(const Map &map, const RuleSettings &rules, const Position &p, int power)
{
    switch (p.phase.kind) {
    case PhaseKind::Movement:
        return p.unitCount(power);
    case PhaseKind::Retreat: {
        int due = 0;
        for (int d = 0; d < int(p.dislodged.size()); ++d)
            due += p.dislodged[std::size_t(d)].unit.power == power && mayRetreat(map, rules, p, d) ? 1 : 0;
        return due;
    }
    case PhaseKind::Adjustment: {
        const int count = adjustmentCount(p, power);
        if (count < 0)
            return -count;
        // Builds are owed only where there is room.
        std::vector<int> provinces;
        for (const BuildOption &b : buildOptions(map, p, power)) {
            const int province = map.location(b.location).province;
            if (std::find(provinces.begin(), provinces.end(), province) == provinces.end())
                provinces.push_back(province);
        }
        return std::min(count, int(provinces.size()));
    }
    }
    return 0;
}

// The power whose due order `order` answers, or -1.
int answeredPower(const Map &map, const RuleSettings &rules, const Position &p, const Order &order)
{
    const int province = order.unit.location >= 0 ? map.location(order.unit.location).province : -1;
    switch (p.phase.kind) {
    case PhaseKind::Movement: {
        const int unit = province >= 0 ? p.unitIn(map, province) : -1;
        return unit >= 0 && p.units[std::size_t(unit)].power == order.power ? order.power : -1;
    }
    case PhaseKind::Retreat: {
        const int unit = province >= 0 ? p.dislodgedIn(map, province) : -1;
        return unit >= 0 && p.dislodged[std::size_t(unit)].unit.power == order.power &&
                       mayRetreat(map, rules, p, unit)
                   ? order.power
                   : -1;
    }
    case PhaseKind::Adjustment: {
        if (order.power < 0)
            return -1;
        const bool builds = adjustmentCount(p, order.power) > 0;
        const bool answers = builds ? order.type == OrderType::Build || order.type == OrderType::Waive
                                    : order.type == OrderType::Disband;
        return answers ? order.power : -1;
    }
    }
    return -1;
}

} // namespace

std::vector<OrderCount> orderCounts(const Map &map, const RuleSettings &rules, const Position &position,
                                    std::span<const Order> orders)
{
    std::vector<OrderCount> counts(std::size_t(map.powerCount()));
    for (int power = 0; power < map.powerCount(); ++power)
        counts[std::size_t(power)].due = ordersDue(map, rules, position, power);
    const std::vector<OrderCheck> checks = checkOrders(map, rules, position, orders);
    for (std::size_t i = 0; i < orders.size(); ++i) {
        const int power = checks[i].legal ? answeredPower(map, rules, position, orders[i]) : -1;
        if (power >= 0 && power < map.powerCount())
            ++counts[std::size_t(power)].given;
    }
    if (position.phase.kind == PhaseKind::Adjustment) {
        for (OrderCount &c : counts)
            c.given = std::min(c.given, c.due);
    }
    return counts;
}

bool ordersMissing(std::span<const OrderCount> counts)
{
    return std::any_of(counts.begin(), counts.end(), [](const OrderCount &c) { return c.given < c.due; });
}

} // namespace arbiter
