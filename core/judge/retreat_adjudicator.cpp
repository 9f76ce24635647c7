// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
// Retreat phase: each dislodged unit retreats or disbands; two retreats to one province both fail and
// those units disband (6.H.8); an unordered dislodged unit disbands.
#include "judge/retreat_adjudicator.h"

#include "judge/order_entry.h"

#include <algorithm>

namespace arbiter {

namespace {

// The location a retreating unit ends on, honouring the coast rules of 4.B for fleets; -1 if not adjacent.
int retreatLocation(const Map &map, const RuleSettings &rules, const Unit &unit, const UnitRef &target)
{
    const int to = map.provinceOf(target.location);
    if (unit.type == UnitType::Army)
        return map.armyBorder(map.provinceOf(unit.location), to) ? to : -1;
    const Province &dest = map.province(to);
    if (dest.coasts.empty())
        return map.fleetBorder(unit.location, to) ? to : -1;
    int reachable = -1; // the reachable coast when there is one only
    int reachableCount = 0;
    for (int coast : dest.coasts) {
        if (map.fleetBorder(unit.location, coast)) {
            reachable = coast;
            ++reachableCount;
        }
    }
    if (target.location != to) {
        if (map.fleetBorder(unit.location, target.location))
            return target.location;
        return rules.is(RuleIssue::MoveToImpossibleCoast, 'a') && reachableCount == 1 ? reachable : -1;
    }
    if (reachableCount == 1 && rules.is(RuleIssue::OmittedCoastOnePossible, 'a'))
        return reachable;
    return -1;
}

// Not to where the attack came from (6.H.5), unless by convoy under 4.A.5 b.
bool awayFromAttacker(const RuleSettings &rules, const DislodgedUnit &d, int province)
{
    const bool mayReturnToConvoyOrigin =
        d.dislodgedByConvoy && rules.is(RuleIssue::RetreatAfterConvoyDislodge, 'b');
    return province != d.attackerOrigin || mayReturnToConvoyOrigin;
}

bool provinceOpen(const Map &map, const RuleSettings &rules, const Position &position, const DislodgedUnit &d,
                  int province)
{
    if (position.unitIn(map, province) >= 0 || position.contested[std::size_t(province)])
        return false;
    return awayFromAttacker(rules, d, province);
}

} // namespace

std::vector<int> retreatOptions(const Map &map, const RuleSettings &rules, const Position &position,
                                int dislodged)
{
    const DislodgedUnit &d = position.dislodged[std::size_t(dislodged)];
    std::vector<int> options;
    if (d.unit.type == UnitType::Army) {
        for (int p : map.armyNeighbours(map.location(d.unit.location).province)) {
            if (provinceOpen(map, rules, position, d, p))
                options.push_back(p);
        }
    } else {
        for (int loc : map.fleetNeighbours(d.unit.location)) {
            if (provinceOpen(map, rules, position, d, map.location(loc).province))
                options.push_back(loc);
        }
    }
    return options;
}

OrderResult checkRetreatOrder(const Map &map, const RuleSettings &rules, const Position &position,
                              const Order &o, int *target)
{
    OrderResult r{OrderStatus::Invalid, OrderReason::NoUnit, -1, -1};
    if (!orderFitsPhase(o.type, PhaseKind::Retreat)) {
        r.reason = OrderReason::WrongPhase;
        return r;
    }
    const int province = map.provinceOf(o.unit.location);
    const int d = position.dislodgedIn(map, province);
    if (d < 0) {
        if (position.unitIn(map, province) >= 0)
            r.reason = OrderReason::RetreatNotDislodged;
        return r;
    }
    r.unit = d;
    const DislodgedUnit &du = position.dislodged[std::size_t(d)];
    if (o.power >= 0 && o.power != du.unit.power) {
        r.reason = OrderReason::ForeignUnit;
        return r;
    }
    if (o.unit.typeGiven && o.unit.type != du.unit.type && rules.is(RuleIssue::WrongUnitType, 'a')) {
        r.reason = OrderReason::WrongUnitType;
        return r;
    }
    int to = -1;
    if (o.type == OrderType::Move) {
        to = retreatLocation(map, rules, du.unit, o.target);
        const int toProvince = to < 0 ? -1 : map.provinceOf(to);
        if (to < 0) {
            r.reason = OrderReason::NotAdjacent;
            return r;
        }
        if (position.unitIn(map, toProvince) >= 0) {
            r.reason = OrderReason::RetreatToOccupied;
            return r;
        }
        if (position.contested[std::size_t(toProvince)]) {
            r.reason = OrderReason::RetreatToContested; // 6.H.6
            return r;
        }
        if (!awayFromAttacker(rules, du, toProvince)) {
            r.reason = OrderReason::RetreatToAttackerOrigin; // 6.H.5, 4.A.5
            return r;
        }
    }
    if (target)
        *target = to;
    return {OrderStatus::Succeeded,
            o.type == OrderType::Move ? OrderReason::Retreated : OrderReason::Disbanded, d, -1};
}

namespace {

// Which order each dislodged unit carries out, and where to (into `choice`), before retreats to one
// province bounce.
void chooseRetreatOrders(const Map &map, const RuleSettings &rules, const Position &position,
                         std::span<const Order> orders, RetreatBuffers &choice,
                         std::vector<OrderResult> &results)
{
    results.assign(orders.size(), {OrderStatus::Invalid, OrderReason::NoUnit, -1, -1});
    const std::size_t n = position.dislodged.size();
    std::vector<int> &chosen = choice.chosen;
    std::vector<int> &destination = choice.destination;
    chosen.assign(n, -1);
    destination.assign(n, -1);
    for (std::size_t k = 0; k < orders.size(); ++k) {
        const Order &o = orders[k];
        OrderResult &r = results[k];
        int target = -1;
        const OrderResult alone = checkRetreatOrder(map, rules, position, o, &target);
        if (alone.status == OrderStatus::Invalid) {
            r = alone;
            continue;
        }
        const int d = alone.unit;
        r.unit = d; // an exact repetition keeps NoUnit here and reports like the order it repeats, below
        if (chosen[std::size_t(d)] >= 0) {
            // Several orders for one dislodged unit: 4.D.3.
            if (orders[std::size_t(chosen[std::size_t(d)])] == o)
                continue;
            r.reason = OrderReason::DuplicateOrder;
            if (rules.is(RuleIssue::MultipleOrdersToOneUnit, 'a'))
                continue;
            results[std::size_t(chosen[std::size_t(d)])].reason = OrderReason::DuplicateOrder;
            results[std::size_t(chosen[std::size_t(d)])].status = OrderStatus::Invalid;
            if (rules.is(RuleIssue::MultipleOrdersToOneUnit, 'c')) {
                chosen[std::size_t(d)] = -2; // conflicting orders: the unit gives none and disbands
                destination[std::size_t(d)] = -1;
                continue;
            }
        }
        if (chosen[std::size_t(d)] == -2) {
            r.reason = OrderReason::DuplicateOrder;
            continue;
        }
        chosen[std::size_t(d)] = int(k);
        destination[std::size_t(d)] = target;
        r = alone;
    }
    for (std::size_t k = 0; k < orders.size(); ++k) {
        // An exact repetition reports like the order it repeats.
        const OrderResult &r = results[k];
        if (r.unit >= 0 && r.status == OrderStatus::Invalid && r.reason == OrderReason::NoUnit) {
            const int first = chosen[std::size_t(r.unit)];
            if (first >= 0)
                results[k] = results[std::size_t(first)];
        }
    }
}

} // namespace

std::vector<OrderResult> checkRetreatOrders(const Map &map, const RuleSettings &rules,
                                            const Position &position, std::span<const Order> orders)
{
    RetreatBuffers choice;
    std::vector<OrderResult> results;
    chooseRetreatOrders(map, rules, position, orders, choice, results);
    return results;
}

RetreatResult adjudicateRetreats(const Map &map, const RuleSettings &rules, const Position &position,
                                 std::span<const Order> orders)
{
    RetreatBuffers buffers;
    RetreatResult result;
    adjudicateRetreats(map, rules, position, orders, buffers, result);
    return result;
}

void adjudicateRetreats(const Map &map, const RuleSettings &rules, const Position &position,
                        std::span<const Order> orders, RetreatBuffers &choice, RetreatResult &result)
{
    chooseRetreatOrders(map, rules, position, orders, choice, result.orders);
    result.changes.clear();
    const std::vector<int> &chosen = choice.chosen;
    const std::vector<int> &destination = choice.destination;
    const std::size_t n = position.dislodged.size();
    // Retreats to the same province bounce and both units disband (6.H.8).
    for (std::size_t a = 0; a < n; ++a) {
        if (destination[a] < 0 || chosen[a] < 0)
            continue;
        const int province = map.provinceOf(destination[a]);
        int bouncedWith = -1;
        for (std::size_t b = 0; b < n; ++b) {
            if (b != a && destination[b] >= 0 && chosen[b] >= 0 && map.provinceOf(destination[b]) == province)
                bouncedWith = int(b);
        }
        if (bouncedWith >= 0)
            result.orders[std::size_t(chosen[a])] = {OrderStatus::Failed, OrderReason::RetreatBounced, int(a),
                                                     bouncedWith};
    }
    for (std::size_t d = 0; d < n; ++d) {
        // A unit whose own order disbanded it, or whose retreat bounced, is accounted for by that order.
        if (chosen[d] >= 0)
            continue;
        const OrderReason why = retreatOptions(map, rules, position, int(d)).empty()
                                    ? OrderReason::DisbandedNoRetreat
                                    : OrderReason::DisbandedWithoutOrder;
        result.changes.push_back({why, position.dislodged[d].unit.power, int(d)});
    }
    result.after = position;
    result.after.dislodged.clear();
    std::fill(result.after.contested.begin(), result.after.contested.end(), false);
    for (std::size_t d = 0; d < n; ++d) {
        if (chosen[d] >= 0 && destination[d] >= 0 &&
            result.orders[std::size_t(chosen[d])].status == OrderStatus::Succeeded) {
            Unit u = position.dislodged[d].unit;
            u.location = destination[d];
            result.after.units.push_back(u);
        }
    }
    result.after.phase = position.phase.next();
}

} // namespace arbiter
