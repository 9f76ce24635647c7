// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
#include "analysis/candidate_orders.h"

#include "judge/convoy_routes.h"
#include "judge/order_entry.h"
#include "judge/order_options.h"

#include <algorithm>

namespace arbiter {

namespace {

int provinceOf(const Map &map, const Unit &unit)
{
    return map.provinceOf(unit.location);
}

// The provinces a unit could move to (by convoy over any fleets now at sea too) or support into.
std::vector<int> reachedProvinces(const Map &map, const Position &position, int unit)
{
    const Unit &u = position.units[std::size_t(unit)];
    std::vector<int> out;
    for (const MoveOption &m : moveOptions(map, position, unit))
        out.push_back(map.provinceOf(m.location));
    for (int p = 0; p < map.provinceCount(); ++p) {
        if (map.canReachProvince(u.type, u.location, p))
            out.push_back(p);
    }
    std::sort(out.begin(), out.end());
    out.erase(std::unique(out.begin(), out.end()), out.end());
    return out;
}

bool contains(const std::vector<int> &sorted, int value)
{
    return std::binary_search(sorted.begin(), sorted.end(), value);
}

// Where an army on the coast `from` could be carried by the fleets at sea in `seas` (sorted), and the seas
// on the way.
struct ConvoyReach
{
    std::vector<int> coasts;
    std::vector<int> seas;
};

ConvoyReach convoyReach(const Map &map, int from, const std::vector<int> &seas)
{
    ConvoyReach reach;
    if (map.kind(from) != ProvinceKind::Coast || seas.empty())
        return reach;
    std::vector<SeaMark> marks(seas.size(), SeaMark::Usable);
    searchConvoyRoute(map, from, -1, seas, marks);
    for (std::size_t i = 0; i < seas.size(); ++i) {
        if (marks[i] == SeaMark::Reached)
            reach.seas.push_back(seas[i]);
    }
    for (int p = 0; p < map.provinceCount(); ++p) {
        if (p == from || map.kind(p) != ProvinceKind::Coast)
            continue;
        if (std::any_of(reach.seas.begin(), reach.seas.end(),
                        [&](int sea) { return map.coastsTouch(sea, p); }))
            reach.coasts.push_back(p);
    }
    return reach;
}

// Every chain of seas from `seas` (sorted) that an army could be convoyed along from the coast `from` to the
// coast `to`, each sea once, at most five seas.
std::vector<std::vector<int>> seaPaths(const Map &map, int from, int to, const std::vector<int> &seas)
{
    std::vector<std::vector<int>> paths;
    std::vector<int> path;
    auto extend = [&](auto &&self) -> void {
        const int last = path.back();
        if (map.coastsTouch(last, to))
            paths.push_back(path);
        if (path.size() == 5)
            return;
        for (int sea : seas) {
            if (map.coastsTouch(last, sea) && std::find(path.begin(), path.end(), sea) == path.end()) {
                path.push_back(sea);
                self(self);
                path.pop_back();
            }
        }
    };
    for (int sea : seas) {
        if (map.coastsTouch(from, sea)) {
            path.assign(1, sea);
            extend(extend);
        }
    }
    return paths;
}

UnitRef refTo(const Unit &unit)
{
    UnitRef ref;
    ref.typeGiven = true;
    ref.type = unit.type;
    ref.location = unit.location;
    return ref;
}

Order holdOrder(const Unit &unit)
{
    Order order;
    order.type = OrderType::Hold;
    order.power = unit.power;
    order.unit = refTo(unit);
    return order;
}

} // namespace

std::vector<int> takingPartUnits(const Map &map, const Question &question)
{
    const Position &position = question.position;
    const std::vector<Side> sides = powerSides(map, question);
    const int n = int(position.units.size());
    std::vector<std::vector<int>> reach(static_cast<std::size_t>(n));
    for (int i = 0; i < n; ++i)
        reach[std::size_t(i)] = reachedProvinces(map, position, i);
    std::vector<int> goalProvinces;
    for (const Goal &g : question.goals)
        goalProvinces.push_back(g.province);
    std::sort(goalProvinces.begin(), goalProvinces.end());

    // Whether a unit stands in or reaches one of `provinces` (sorted); the fleets that could carry such an
    // army by convoy into one of them are marked too.
    auto markLevel = [&](const std::vector<int> &provinces) {
        std::vector<bool> level(std::size_t(n), false);
        for (int i = 0; i < n; ++i) {
            const Unit &u = position.units[std::size_t(i)];
            if (contains(provinces, provinceOf(map, u)) ||
                std::any_of(reach[std::size_t(i)].begin(), reach[std::size_t(i)].end(),
                            [&](int p) { return contains(provinces, p); }))
                level[std::size_t(i)] = true;
        }
        for (int army = 0; army < n; ++army) {
            if (!level[std::size_t(army)] || position.units[std::size_t(army)].type != UnitType::Army)
                continue;
            for (int fleet = 0; fleet < n; ++fleet) {
                if (level[std::size_t(fleet)])
                    continue;
                const std::vector<int> targets = convoyTargets(map, position, fleet, army);
                if (std::any_of(targets.begin(), targets.end(),
                                [&](int p) { return contains(provinces, p); }))
                    level[std::size_t(fleet)] = true;
            }
        }
        return level;
    };
    const std::vector<bool> first = markLevel(goalProvinces);
    std::vector<int> second;
    for (int i = 0; i < n; ++i) {
        if (!first[std::size_t(i)])
            continue;
        second.push_back(provinceOf(map, position.units[std::size_t(i)]));
        for (const MoveOption &m : moveOptions(map, position, i))
            second.push_back(map.provinceOf(m.location));
    }
    std::sort(second.begin(), second.end());
    second.erase(std::unique(second.begin(), second.end()), second.end());
    const std::vector<bool> secondLevel = markLevel(second);
    std::vector<int> out;
    for (int i = 0; i < n; ++i) {
        if ((first[std::size_t(i)] || secondLevel[std::size_t(i)]) &&
            sides[std::size_t(position.units[std::size_t(i)].power)] != Side::Neither)
            out.push_back(i);
    }
    return out;
}

LocalFight buildLocalFight(const Map &map, const Question &question)
{
    const Position &full = question.position;
    const std::vector<Side> sides = powerSides(map, question);
    const std::vector<int> taking = takingPartUnits(map, question);

    // The units the taking-part ones can meet: those in provinces they could enter or support into, and
    // every fleet at sea (whether a convoyed move is possible at all depends on where fleets stand).
    std::vector<int> met;
    for (int t : taking) {
        const std::vector<int> r = reachedProvinces(map, full, t);
        met.insert(met.end(), r.begin(), r.end());
    }
    std::sort(met.begin(), met.end());
    LocalFight fight;
    fight.position = full;
    fight.position.units.clear();
    fight.position.dislodged.clear();
    std::vector<int> localIndex(full.units.size(), -1);
    for (int i = 0; i < int(full.units.size()); ++i) {
        const Unit &u = full.units[std::size_t(i)];
        const int p = provinceOf(map, u);
        const bool kept = std::binary_search(taking.begin(), taking.end(), i) || contains(met, p) ||
                          map.kind(p) == ProvinceKind::Sea;
        if (!kept)
            continue;
        localIndex[std::size_t(i)] = int(fight.position.units.size());
        fight.position.units.push_back(u);
        fight.original.push_back(i);
        fight.holds.push_back(holdOrder(u));
    }
    const Position &local = fight.position;

    std::vector<FightUnit> units;
    std::vector<int> fleetSeas; // the seas of taking-part fleets: only they can convoy
    for (int t : taking) {
        FightUnit f;
        f.unit = localIndex[std::size_t(t)];
        f.side = sides[std::size_t(full.units[std::size_t(t)].power)];
        units.push_back(f);
        const Unit &u = full.units[std::size_t(t)];
        if (u.type == UnitType::Fleet && map.kind(provinceOf(map, u)) == ProvinceKind::Sea)
            fleetSeas.push_back(provinceOf(map, u));
    }
    std::sort(fleetSeas.begin(), fleetSeas.end());

    // Holds and moves first: the supports are of these moves.
    std::vector<ConvoyReach> convoyable(units.size());
    for (std::size_t k = 0; k < units.size(); ++k) {
        FightUnit &f = units[k];
        const Unit &u = local.units[std::size_t(f.unit)];
        f.orders.push_back(fight.holds[std::size_t(f.unit)]);
        const int from = provinceOf(map, u);
        for (const MoveOption &m : moveOptions(map, local, f.unit)) {
            if (m.convoy)
                continue; // offered below, only where fleets taking part could carry it
            Order move = holdOrder(u);
            move.type = OrderType::Move;
            move.target.location = m.location;
            f.orders.push_back(move);
        }
        if (u.type == UnitType::Army) {
            convoyable[k] = convoyReach(map, from, fleetSeas);
            // Under 4.A.6 c a convoyed move must write its path: one move for every path.
            const bool pathWritten = question.rules.is(RuleIssue::ConvoyPathSpecification, 'c');
            for (int p : convoyable[k].coasts) {
                Order move = holdOrder(u);
                move.type = OrderType::Move;
                move.target.location = p;
                move.viaConvoy = true;
                if (!pathWritten) {
                    f.orders.push_back(move);
                    continue;
                }
                for (std::vector<int> &path : seaPaths(map, from, p, convoyable[k].seas)) {
                    move.convoyPath = std::move(path);
                    f.orders.push_back(move);
                }
            }
        }
    }
    // Orders whose outcome cannot depend on what they choose are offered once (docs/analysis.md, "Orders
    // that mean the same"). A province is free for a unit when it is empty, no goal, and no other unit may
    // enter it, and the unit would not go there by convoy: a move there succeeds whatever is ordered (5.B.1),
    // so every such move of the unit means "it leaves", and a support of it changes nothing, as a hold. A
    // support to hold a unit that no unit may attack changes nothing either.
    std::vector<int> goalProvinces;
    for (const Goal &g : question.goals)
        goalProvinces.push_back(g.province);
    std::vector<int> moversInto(std::size_t(map.provinceCount()), 0);
    std::vector<std::vector<int>> convoyInto(units.size());
    for (std::size_t k = 0; k < units.size(); ++k) {
        std::vector<int> targets;
        for (const Order &m : units[k].orders) {
            if (m.type != OrderType::Move)
                continue;
            targets.push_back(map.provinceOf(m.target.location));
            if (m.viaConvoy)
                convoyInto[k].push_back(map.provinceOf(m.target.location));
        }
        std::sort(targets.begin(), targets.end());
        targets.erase(std::unique(targets.begin(), targets.end()), targets.end());
        for (int p : targets)
            ++moversInto[std::size_t(p)];
    }
    auto freeProvince = [&](int p) {
        return moversInto[std::size_t(p)] == 1 && local.unitIn(map, p) < 0 &&
               std::find(goalProvinces.begin(), goalProvinces.end(), p) == goalProvinces.end();
    };
    for (std::size_t k = 0; k < units.size(); ++k) {
        bool freeMoveOffered = false;
        std::vector<Order> kept;
        for (Order &m : units[k].orders) {
            const int p = m.type == OrderType::Move ? map.provinceOf(m.target.location) : -1;
            const bool free = p >= 0 && !m.viaConvoy && freeProvince(p) &&
                              std::find(convoyInto[k].begin(), convoyInto[k].end(), p) == convoyInto[k].end();
            if (free && freeMoveOffered)
                continue;
            freeMoveOffered = freeMoveOffered || free;
            kept.push_back(std::move(m));
        }
        units[k].orders = std::move(kept);
    }

    std::vector<std::vector<Order>> extra(units.size());
    for (std::size_t k = 0; k < units.size(); ++k) {
        const FightUnit &f = units[k];
        const Unit &u = local.units[std::size_t(f.unit)];
        std::vector<Order> &out = extra[k];
        // Supports to hold: of any unit of the fight within reach.
        for (int other = 0; other < int(local.units.size()); ++other) {
            if (other == f.unit)
                continue;
            const Unit &o = local.units[std::size_t(other)];
            if (!map.canReachProvince(u.type, u.location, provinceOf(map, o)) ||
                moversInto[std::size_t(provinceOf(map, o))] == 0)
                continue;
            Order support = holdOrder(u);
            support.type = OrderType::Support;
            support.other = refTo(o);
            out.push_back(support);
        }
        // Supports of moves: of the taking-part units' moves, into provinces within reach.
        for (std::size_t j = 0; j < units.size(); ++j) {
            if (j == k)
                continue;
            const Unit &o = local.units[std::size_t(units[j].unit)];
            std::vector<int> targets;
            for (const Order &m : units[j].orders) {
                if (m.type == OrderType::Move)
                    targets.push_back(map.provinceOf(m.target.location));
            }
            std::sort(targets.begin(), targets.end());
            targets.erase(std::unique(targets.begin(), targets.end()), targets.end());
            for (int p : targets) {
                if (p == provinceOf(map, u) || !map.canReachProvince(u.type, u.location, p) ||
                    freeProvince(p))
                    continue;
                Order support = holdOrder(u);
                support.type = OrderType::Support;
                support.other = refTo(o);
                support.otherTarget.location = p;
                out.push_back(support);
            }
        }
        // Convoys: a fleet at sea, for each taking-part army whose convoy reach passes its sea.
        if (u.type == UnitType::Fleet && map.kind(provinceOf(map, u)) == ProvinceKind::Sea) {
            for (std::size_t j = 0; j < units.size(); ++j) {
                const Unit &army = local.units[std::size_t(units[j].unit)];
                if (army.type != UnitType::Army || !contains(convoyable[j].seas, provinceOf(map, u)))
                    continue;
                for (int p : convoyable[j].coasts) {
                    Order convoy = holdOrder(u);
                    convoy.type = OrderType::Convoy;
                    convoy.other = refTo(army);
                    convoy.otherTarget.location = p;
                    out.push_back(convoy);
                }
            }
        }
    }
    for (std::size_t k = 0; k < units.size(); ++k) {
        FightUnit &f = units[k];
        for (Order &o : extra[k])
            f.orders.push_back(std::move(o));
        // Orders the judge refuses whatever else is ordered are a hold by another name.
        std::vector<Order> legal{f.orders.front()};
        for (std::size_t i = 1; i < f.orders.size(); ++i) {
            const Order one[] = {f.orders[i]};
            if (checkOrders(map, question.rules, local, one).front().legal)
                legal.push_back(f.orders[i]);
        }
        f.orders = std::move(legal);
        (f.side == Side::Ours ? fight.ours : fight.theirs).push_back(std::move(f));
    }
    return fight;
}

} // namespace arbiter
