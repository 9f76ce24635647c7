// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
// Winter adjustments: builds in owned, vacant home centres; removals; waives; and civil disorder for a
// power that removes too few units (DATC 4.B.7, 4.C.3, 4.C.4, 4.D.4-4.D.8, 6.I, 6.J).
#include "judge/adjustment_adjudicator.h"

#include <algorithm>
#include <bit>
#include <limits>

namespace arbiter {

namespace {

OrderResult invalid(OrderReason reason, int unit = -1)
{
    return {OrderStatus::Invalid, reason, unit, -1};
}

// Distances in moves over any border, from every province to the nearest target province (4.D.8 a), or
// with fleets restricted to fleet moves (4.D.8 b), into `dist` (`queue`: working storage).
void distances(const Map &map, std::span<const int> targets, bool fleetOnly, int fromLocation,
               std::vector<int> &dist, std::vector<int> &queue)
{
    constexpr int far = std::numeric_limits<int>::max() / 2;
    queue.clear();
    if (fleetOnly) {
        dist.assign(std::size_t(map.locationCount()), far);
        queue.push_back(fromLocation);
        dist[std::size_t(fromLocation)] = 0;
        for (std::size_t i = 0; i < queue.size(); ++i) {
            for (int next : map.fleetNeighbours(queue[i])) {
                if (dist[std::size_t(next)] == far) {
                    dist[std::size_t(next)] = dist[std::size_t(queue[i])] + 1;
                    queue.push_back(next);
                }
            }
        }
        return;
    }
    dist.assign(std::size_t(map.provinceCount()), far);
    for (int t : targets) {
        dist[std::size_t(t)] = 0;
        queue.push_back(t);
    }
    // Breadth first over the neighbours of each province: its army borders, and the provinces its coasts
    // touch (a bit set).
    for (std::size_t i = 0; i < queue.size(); ++i) {
        const int p = queue[i];
        auto reach = [&](int q) {
            if (dist[std::size_t(q)] == far) {
                dist[std::size_t(q)] = dist[std::size_t(p)] + 1;
                queue.push_back(q);
            }
        };
        for (int q : map.armyNeighbours(p))
            reach(q);
        const std::span<const std::uint64_t> touching = map.touchingProvinces(p);
        for (std::size_t w = 0; w < touching.size(); ++w) {
            for (std::uint64_t bits = touching[w]; bits != 0; bits &= bits - 1)
                reach(int(w * 64) + std::countr_zero(bits));
        }
    }
}

// One pass over the units: Position::unitIn for every province at once (the first unit there, or -1) into
// `unitAt`, and each power's units subtracted from `owed` (which the caller starts at its centres or 0).
void findUnits(const Map &map, const Position &position, std::vector<int> &unitAt, std::vector<int> &owed)
{
    unitAt.assign(std::size_t(map.provinceCount()), -1);
    for (std::size_t i = position.units.size(); i-- > 0;) { // backwards: the first unit there is written last
        const Unit &u = position.units[i];
        unitAt[std::size_t(map.provinceOf(u.location))] = int(i);
        --owed[std::size_t(u.power)];
    }
}

// One adjustment order judged on its own, for a power owing `balance` (builds positive); a legal build's unit
// goes to `built`. `unitAt` is the position's unit in each province (findUnits).
OrderResult checkAdjustment(const Map &map, const RuleSettings &rules, const Position &position,
                            std::span<const int> unitAt, const Order &o, int balance, Unit *built)
{
    const int power = o.power;
    if (power < 0)
        return invalid(OrderReason::WrongPhase);
    if (o.type == OrderType::Waive) {
        if (balance <= 0)
            return invalid(OrderReason::BuildNoBuildsLeft);
        if (rules.is(RuleIssue::WaivingBuilds, 'b'))
            return invalid(OrderReason::WaiveNotAllowed);
        return {OrderStatus::Succeeded, OrderReason::Waived, -1, -1};
    }
    if (o.type == OrderType::Build) {
        const int province = map.provinceOf(o.unit.location);
        const Province &prov = map.province(province);
        if (balance <= 0)
            return invalid(OrderReason::BuildNoBuildsLeft);
        if (!map.isBuildCentre(province, power)) // 6.I.4; a province that is no centre is never owned
            return invalid(map.buildRule() == BuildRule::AnyOwned ? OrderReason::BuildNotOwned
                                                                  : OrderReason::BuildNotHomeCentre);
        if (position.owner[std::size_t(province)] != power)
            return invalid(OrderReason::BuildNotOwned); // 6.I.5
        if (unitAt[std::size_t(province)] >= 0)
            return invalid(OrderReason::BuildOccupied); // 6.I.6
        Unit u{power, o.unit.type, o.unit.location};
        if (!o.unit.typeGiven) {
            // 4.C.3: an army inland; a fleet where a coast is written (choice c).
            const char rule = rules.choice(RuleIssue::MissingUnitTypeInBuild);
            if (prov.kind == ProvinceKind::Land && rule != 'a')
                u.type = UnitType::Army;
            else if (rule == 'c' && o.unit.location != province)
                u.type = UnitType::Fleet;
            else
                return invalid(OrderReason::MissingUnitType);
        }
        if (u.type == UnitType::Fleet && prov.kind == ProvinceKind::Land) {
            if (!rules.is(RuleIssue::FleetBuildInLand, 'b'))
                return invalid(OrderReason::BuildFleetInland); // 6.I.2
            u.type = UnitType::Army;                           // 4.C.4 b
        }
        if (u.type == UnitType::Army)
            u.location = province;
        if (u.type == UnitType::Fleet && !prov.coasts.empty() && u.location == province)
            return invalid(OrderReason::MissingCoast); // 4.B.7, 6.B.14
        if (o.unit.unknownCoast && rules.is(RuleIssue::UnknownCoast, 'a'))
            return invalid(OrderReason::UnknownCoast);
        if (built)
            *built = u;
        return {OrderStatus::Succeeded, OrderReason::Built, -1, -1};
    }
    if (o.type == OrderType::Disband) {
        const int unit = unitAt[std::size_t(map.provinceOf(o.unit.location))];
        if (unit < 0)
            return invalid(OrderReason::NoUnit);
        if (position.units[std::size_t(unit)].power != power)
            return invalid(OrderReason::ForeignUnit, unit);
        if (balance >= 0)
            return invalid(OrderReason::RemoveNotNeeded, unit);
        return {OrderStatus::Succeeded, OrderReason::Disbanded, unit, -1};
    }
    return invalid(OrderReason::WrongPhase);
}

} // namespace

OrderResult checkAdjustmentOrder(const Map &map, const RuleSettings &rules, const Position &position,
                                 const Order &order)
{
    std::vector<int> unitAt;
    std::vector<int> owed(std::size_t(map.powerCount()), 0);
    findUnits(map, position, unitAt, owed);
    const int balance =
        order.power < 0 ? 0 : owed[std::size_t(order.power)] + position.centreCount(order.power);
    return checkAdjustment(map, rules, position, unitAt, order, balance, nullptr);
}

int adjustmentCount(const Position &position, int power)
{
    return position.centreCount(power) - position.unitCount(power);
}

int civilDisorderRemoval(const Map &map, const RuleSettings &rules, const Position &position, int power,
                         std::span<const std::uint8_t> alreadyRemoved, CivilDisorderBuffers &buffers)
{
    const bool homeRule = rules.is(RuleIssue::CivilDisorderRemoval, 'b');
    std::vector<int> &targets = buffers.targets;
    targets.clear();
    for (int p = 0; p < map.provinceCount(); ++p) {
        if (homeRule ? map.province(p).home == power : position.owner[std::size_t(p)] == power)
            targets.push_back(p);
    }
    std::vector<int> &overall = buffers.overall;
    distances(map, targets, false, -1, overall, buffers.queue);
    int best = -1;
    int bestDistance = -1;
    for (std::size_t i = 0; i < position.units.size(); ++i) {
        const Unit &u = position.units[i];
        if (u.power != power || alreadyRemoved[i])
            continue;
        int d = overall[std::size_t(map.location(u.location).province)];
        if (homeRule && u.type == UnitType::Fleet) {
            // Before 2023, fleets count fleet moves (to any coast of a home centre).
            std::vector<int> &fleet = buffers.fleet;
            distances(map, {}, true, u.location, fleet, buffers.queue);
            d = std::numeric_limits<int>::max() / 2;
            for (int loc = 0; loc < map.locationCount(); ++loc) {
                if (map.province(map.location(loc).province).home == power)
                    d = std::min(d, fleet[std::size_t(loc)]);
            }
        }
        auto better = [&]() {
            if (d != bestDistance)
                return d > bestDistance;
            const Unit &b = position.units[std::size_t(best)];
            if (u.type != b.type)
                return u.type == UnitType::Fleet; // fleets go first on equal distance
            // Then by the English province name, alphabetically (4.D.8).
            return map.province(map.location(u.location).province)
                       .name.compare(map.province(map.location(b.location).province).name,
                                     Qt::CaseInsensitive) < 0;
        };
        if (best < 0 || better()) {
            best = int(i);
            bestDistance = d;
        }
    }
    return best;
}

namespace {

// The orders of an adjustment phase that count (into `results` and choice.kept, in power order): each judged
// alone, then duplicates and orders beyond the builds or removals owed dropped by the rule choices. A Winter
// has a few orders: the work is done per order, and per power only for the balance owed.
void chooseAdjustmentOrders(const Map &map, const RuleSettings &rules, const Position &position,
                            std::span<const Order> orders, AdjustmentBuffers &choice,
                            std::vector<OrderResult> &results)
{
    results.assign(orders.size(), invalid(OrderReason::WrongPhase));
    const std::size_t powers = std::size_t(map.powerCount());
    std::vector<int> &owed = choice.owed; // centres owned minus units
    owed.assign(powers, 0);
    for (int centre : map.supplyCentres()) {
        const int owner = position.owner[std::size_t(centre)];
        if (owner >= 0)
            ++owed[std::size_t(owner)];
    }
    findUnits(map, position, choice.unitAt, owed);
    std::vector<int> &buildIn = choice.buildIn;
    buildIn.assign(std::size_t(map.provinceCount()), -1);
    std::vector<Unit> &buildUnits = choice.buildUnits;
    if (buildUnits.size() < orders.size()) // only grown: a build's entry is written before it is read
        buildUnits.resize(orders.size());
    std::vector<int> &kept = choice.kept;
    kept.clear();

    // Each order alone, and the duplicates among the legal ones, in the order given. Only a power's own
    // orders can repeat each other (its own units, its own centres), so one pass serves every power.
    for (std::size_t k = 0; k < orders.size(); ++k) {
        const Order &o = orders[k];
        OrderResult &r = results[k];
        const int power = o.power;
        if (power < 0)
            continue;
        r = checkAdjustment(map, rules, position, choice.unitAt, o, owed[std::size_t(power)], &buildUnits[k]);
        if (r.status != OrderStatus::Succeeded)
            continue;
        // Duplicates: the same unit removed twice or one province built twice count once (4.D.5).
        if (o.type == OrderType::Build) {
            const int province = map.provinceOf(buildUnits[k].location);
            const int earlier = buildIn[std::size_t(province)];
            if (earlier >= 0 && buildUnits[std::size_t(earlier)] == buildUnits[k]) {
                r = invalid(OrderReason::RepeatedOrder); // the same build twice is that build once (6.I.7)
                continue;
            }
            if (earlier >= 0) {
                const char rule = rules.choice(RuleIssue::TwoBuildsInOneProvince);
                if (rule == 'b') {
                    r = invalid(OrderReason::DuplicateOrder);
                    continue;
                }
                results[std::size_t(earlier)] = invalid(OrderReason::DuplicateOrder);
                kept.erase(std::remove(kept.begin(), kept.end(), earlier), kept.end());
                if (rule == 'a') {
                    r = invalid(OrderReason::DuplicateOrder);
                    continue;
                }
            }
            buildIn[std::size_t(province)] = int(k);
        } else if (o.type == OrderType::Disband) {
            const int unit = r.unit;
            const bool twice = std::any_of(kept.begin(), kept.end(), [&](int other) {
                return orders[std::size_t(other)].type == OrderType::Disband &&
                       results[std::size_t(other)].unit == unit;
            });
            if (twice) {
                r = invalid(OrderReason::DuplicateOrder, unit);
                continue;
            }
        }
        kept.push_back(int(k));
    }

    // More builds or removals than owed: the rule choices drop all, the last or the first of a power's
    // (4.D.4, 4.D.6). Per power: `offered` counts its orders left, `seen` those looked at, `used` those kept.
    std::vector<int> &offered = choice.offered;
    std::vector<int> &seen = choice.seen;
    std::vector<int> &used = choice.used;
    offered.assign(powers, 0);
    seen.assign(powers, 0);
    used.assign(powers, 0);
    for (int k : kept)
        ++offered[std::size_t(orders[std::size_t(k)].power)];
    std::size_t carried = 0;
    for (int k : kept) {
        const std::size_t power = std::size_t(orders[std::size_t(k)].power);
        const int balance = owed[power];
        const int allowed = std::abs(balance);
        const int count = offered[power];
        const int nth = seen[power]++;
        if (count > allowed) {
            const char rule =
                rules.choice(balance > 0 ? RuleIssue::TooManyBuilds : RuleIssue::TooManyDisbands);
            // a: none of them counts; b: the first `allowed`; else the last `allowed`.
            if (rule == 'a' || (rule == 'b' ? nth >= allowed : nth < count - allowed)) {
                results[std::size_t(k)] =
                    invalid(balance > 0 ? OrderReason::BuildNoBuildsLeft : OrderReason::RemoveNotNeeded,
                            results[std::size_t(k)].unit);
                continue;
            }
        }
        ++used[power];
        kept[carried++] = k;
    }
    kept.resize(carried);
    // Carried out power by power, each power's in the order given (the builds join the units in that order).
    std::sort(kept.begin(), kept.end(), [&](int a, int b) {
        const int pa = orders[std::size_t(a)].power;
        const int pb = orders[std::size_t(b)].power;
        return pa != pb ? pa < pb : a < b;
    });
}

} // namespace

std::vector<OrderResult> checkAdjustmentOrders(const Map &map, const RuleSettings &rules,
                                               const Position &position, std::span<const Order> orders)
{
    AdjustmentBuffers choice;
    std::vector<OrderResult> results;
    chooseAdjustmentOrders(map, rules, position, orders, choice, results);
    return results;
}

AdjustmentResult adjudicateAdjustments(const Map &map, const RuleSettings &rules, const Position &position,
                                       std::span<const Order> orders)
{
    AdjustmentBuffers buffers;
    AdjustmentResult result;
    adjudicateAdjustments(map, rules, position, orders, buffers, result);
    return result;
}

void adjudicateAdjustments(const Map &map, const RuleSettings &rules, const Position &position,
                           std::span<const Order> orders, AdjustmentBuffers &choice, AdjustmentResult &result)
{
    chooseAdjustmentOrders(map, rules, position, orders, choice, result.orders);
    result.builtUnits.clear();
    result.removedUnits.clear();
    result.changes.clear();
    const std::vector<int> &owed = choice.owed;
    const std::vector<int> &used = choice.used;
    const int powers = map.powerCount();
    std::vector<std::uint8_t> &removed = choice.removed;
    removed.assign(position.units.size(), 0);
    for (int k : choice.kept) { // a waive only counts as used
        const Order &o = orders[std::size_t(k)];
        if (o.type == OrderType::Build) {
            result.builtUnits.push_back(choice.buildUnits[std::size_t(k)]);
        } else if (o.type == OrderType::Disband) {
            removed[std::size_t(result.orders[std::size_t(k)].unit)] = 1;
        }
    }

    // Civil disorder: removals not ordered are chosen by 4.D.8; builds not ordered are waived.
    result.waivedBuilds.assign(std::size_t(powers), 0);
    for (int p = 0; p < powers; ++p) {
        const int balance = owed[std::size_t(p)];
        if (balance > 0) {
            result.waivedBuilds[std::size_t(p)] = balance - used[std::size_t(p)];
            continue;
        }
        for (int missing = -balance - used[std::size_t(p)]; missing > 0; --missing) {
            const int unit = civilDisorderRemoval(map, rules, position, p, removed, choice.civilDisorder);
            if (unit < 0)
                break;
            removed[std::size_t(unit)] = 1;
            result.changes.push_back({OrderReason::RemovedInCivilDisorder, p, unit});
        }
    }

    // The position after the phase, field by field into the storage of the last one (a copy of the whole
    // position would copy its units only to replace them).
    Position &after = result.after;
    after.phase = position.phase.next();
    after.owner = position.owner;
    after.contested = position.contested;
    after.dislodged.clear();
    // The units kept copied in runs between the few removed, then the units built.
    after.units.clear();
    std::size_t from = 0;
    for (auto it = std::find(removed.begin(), removed.end(), 1); it != removed.end();
         it = std::find(it + 1, removed.end(), 1)) {
        const std::size_t i = std::size_t(it - removed.begin());
        after.units.insert(after.units.end(), position.units.begin() + std::ptrdiff_t(from),
                           position.units.begin() + std::ptrdiff_t(i));
        result.removedUnits.push_back(position.units[i]);
        from = i + 1;
    }
    after.units.insert(after.units.end(), position.units.begin() + std::ptrdiff_t(from),
                       position.units.end());
    after.units.insert(after.units.end(), result.builtUnits.begin(), result.builtUnits.end());
}

} // namespace arbiter
