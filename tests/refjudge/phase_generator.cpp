// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
#include "phase_generator.h"

#include <algorithm>

using namespace arbiter;

namespace refjudge {

namespace {

UnitRef refTo(const Unit &u)
{
    UnitRef r;
    r.power = u.power;
    r.typeGiven = true;
    r.type = u.type;
    r.location = u.location;
    return r;
}

UnitRef place(int location)
{
    UnitRef r;
    r.location = location;
    return r;
}

} // namespace

PhaseGenerator::PhaseGenerator(const Map &map, std::uint64_t seed) : m_map(map), m_state(seed) {}

std::uint64_t PhaseGenerator::random()
{
    // splitmix64: fixed arithmetic, so a seed means the same phases on every platform and library.
    std::uint64_t z = (m_state += 0x9e3779b97f4a7c15ULL);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
    return z ^ (z >> 31);
}

std::vector<int> PhaseGenerator::region(int centre, int depth) const
{
    std::vector<int> found{centre};
    std::vector<int> distance(std::size_t(m_map.provinceCount()), -1);
    distance[std::size_t(centre)] = 0;
    for (std::size_t q = 0; q < found.size(); ++q) {
        const int here = found[q];
        if (distance[std::size_t(here)] == depth)
            continue;
        for (int p = 0; p < m_map.provinceCount(); ++p) {
            if (distance[std::size_t(p)] < 0 && (m_map.armyBorder(here, p) || m_map.coastsTouch(here, p))) {
                distance[std::size_t(p)] = distance[std::size_t(here)] + 1;
                found.push_back(p);
            }
        }
    }
    return found;
}

Order PhaseGenerator::moveOrder(const Unit &unit, const std::vector<int> &area,
                                const std::vector<int> &occupied)
{
    Order order;
    order.type = OrderType::Move;
    order.power = unit.power;
    order.unit = refTo(unit);
    const int from = m_map.location(unit.location).province;
    std::vector<int> targets; // locations
    if (unit.type == UnitType::Army) {
        for (int p : m_map.armyNeighbours(from))
            targets.push_back(p);
    } else {
        for (int l : m_map.fleetNeighbours(unit.location))
            targets.push_back(l);
    }
    std::vector<int> occupiedTargets;
    for (int l : targets) {
        if (std::find(occupied.begin(), occupied.end(), m_map.location(l).province) != occupied.end())
            occupiedTargets.push_back(l);
    }
    int target;
    if (!occupiedTargets.empty() && chance(60))
        target = pick(occupiedTargets); // into another unit: head-to-heads, circles, attacks
    else if (!targets.empty() && chance(85))
        target = pick(targets);
    else
        target = pick(area); // often illegal: not adjacent, wrong terrain, or a convoy without fleets
    const int province = m_map.location(target).province;
    // Split coasts: write the coast, leave it out, or (rarely) name a coast the fleet cannot reach.
    if (unit.type == UnitType::Fleet && !m_map.province(province).coasts.empty()) {
        if (target == province || chance(35))
            target = chance(85) ? province : pick(m_map.province(province).coasts);
    } else if (target != province) {
        target = province;
    }
    order.target = place(target);
    if (unit.type == UnitType::Army && chance(6))
        order.viaConvoy = true;
    if (unit.type == UnitType::Fleet && chance(1))
        order.viaConvoy = true;
    return order;
}

void PhaseGenerator::planConvoy(int army, std::vector<Order> *orders, std::vector<bool> *ordered)
{
    // A route of one or two fleets (sometimes three) from the army's coast to a coast beyond them.
    const Unit &a = m_position.units[std::size_t(army)];
    const int from = m_map.location(a.location).province;
    std::vector<int> fleetAt(std::size_t(m_map.provinceCount()), -1);
    for (std::size_t i = 0; i < m_position.units.size(); ++i) {
        const Unit &u = m_position.units[i];
        const int p = m_map.location(u.location).province;
        if (u.type == UnitType::Fleet && m_map.province(p).kind == ProvinceKind::Sea && !(*ordered)[i])
            fleetAt[std::size_t(p)] = int(i);
    }
    std::vector<std::vector<int>> routes{{}};
    std::vector<std::vector<int>> complete;
    for (std::size_t r = 0; r < routes.size(); ++r) {
        const std::vector<int> route = routes[r];
        const int here = route.empty() ? from : route.back();
        if (route.size() == 3)
            continue;
        for (int p = 0; p < m_map.provinceCount(); ++p) {
            if (fleetAt[std::size_t(p)] < 0 || !m_map.coastsTouch(here, p) ||
                std::find(route.begin(), route.end(), p) != route.end())
                continue;
            std::vector<int> longer = route;
            longer.push_back(p);
            routes.push_back(longer);
            complete.push_back(longer);
        }
    }
    if (complete.empty())
        return;
    const std::vector<int> route = pick(complete);
    std::vector<int> ends;
    for (int p = 0; p < m_map.provinceCount(); ++p) {
        if (p != from && m_map.province(p).kind == ProvinceKind::Coast && m_map.coastsTouch(route.back(), p))
            ends.push_back(p);
    }
    if (ends.empty())
        return;
    const int to = pick(ends);
    Order move;
    move.type = OrderType::Move;
    move.power = a.power;
    move.unit = refTo(a);
    move.target = place(to);
    move.viaConvoy = m_map.armyBorder(from, to) ? chance(60) : chance(30);
    (*orders)[std::size_t(army)] = move;
    (*ordered)[std::size_t(army)] = true;
    for (int sea : route) {
        const int fleet = fleetAt[std::size_t(sea)];
        if (chance(8))
            continue; // a fleet that forgets its part
        Order convoy;
        convoy.type = OrderType::Convoy;
        convoy.power = m_position.units[std::size_t(fleet)].power;
        convoy.unit = refTo(m_position.units[std::size_t(fleet)]);
        convoy.other = refTo(a);
        if (chance(30))
            convoy.other.power = -1;
        convoy.otherTarget = place(to);
        (*orders)[std::size_t(fleet)] = convoy;
        (*ordered)[std::size_t(fleet)] = true;
    }
}

void PhaseGenerator::planAttackOnConvoy(int army, std::vector<Order> *orders, std::vector<bool> *ordered)
{
    // The makings of a convoy paradox (6.F.14 and the like): a unit at the convoy's destination supports an
    // attack on one of the convoying fleets; sometimes a second attack on the same fleet (Pandin, 6.F.16).
    const Order &move = (*orders)[std::size_t(army)];
    const int to = m_map.location(move.target.location).province;
    const int defender = m_position.unitIn(m_map, to);
    if (defender < 0 || (*ordered)[std::size_t(defender)])
        return;
    std::vector<int> fleets;
    for (std::size_t f = 0; f < orders->size(); ++f) {
        const Order &o = (*orders)[f];
        if ((*ordered)[f] && o.type == OrderType::Convoy && o.other.location == move.unit.location)
            fleets.push_back(int(f));
    }
    if (fleets.empty())
        return;
    const int fleet = pick(fleets);
    const Unit &f = m_position.units[std::size_t(fleet)];
    const int sea = m_map.location(f.location).province;
    const Unit &d = m_position.units[std::size_t(defender)];
    if (!m_map.canReachProvince(d.type, d.location, sea))
        return;
    std::vector<int> attackers;
    for (std::size_t i = 0; i < m_position.units.size(); ++i) {
        const Unit &u = m_position.units[i];
        if (!(*ordered)[i] && int(i) != defender && u.type == UnitType::Fleet &&
            m_map.canReachProvince(UnitType::Fleet, u.location, sea))
            attackers.push_back(int(i));
    }
    if (attackers.empty())
        return;
    const int attacker = pick(attackers);
    const Unit &a = m_position.units[std::size_t(attacker)];
    Order attack;
    attack.type = OrderType::Move;
    attack.power = a.power;
    attack.unit = refTo(a);
    attack.target = place(sea);
    (*orders)[std::size_t(attacker)] = attack;
    (*ordered)[std::size_t(attacker)] = true;
    Order support;
    support.type = OrderType::Support;
    support.power = d.power;
    support.unit = refTo(d);
    support.other = refTo(a);
    support.otherTarget = place(sea);
    (*orders)[std::size_t(defender)] = support;
    (*ordered)[std::size_t(defender)] = true;
    // Half the time the convoyed army is supported too, so that it would dislodge the defender if the convoy
    // worked: then the paradox's two readings move different units, and the backup rule is what decides.
    if (!chance(50))
        return;
    for (std::size_t i = 0; i < m_position.units.size(); ++i) {
        const Unit &u = m_position.units[i];
        if ((*ordered)[i] || !m_map.canReachProvince(u.type, u.location, to))
            continue;
        Order help;
        help.type = OrderType::Support;
        help.power = u.power;
        help.unit = refTo(u);
        help.other = move.unit;
        help.otherTarget = place(to);
        (*orders)[i] = help;
        (*ordered)[i] = true;
        return;
    }
}

Order PhaseGenerator::supportOrder(const GeneratedPhase &phase, int unit, const std::vector<Order> &plans,
                                   const std::vector<bool> &ordered)
{
    const Unit &s = phase.position.units[std::size_t(unit)];
    Order order;
    order.type = OrderType::Support;
    order.power = s.power;
    order.unit = refTo(s);
    // Mostly a unit whose order the supporter can really support: one holding next to it, or one moving
    // into a province next to it; now and then any unit.
    std::vector<int> candidates;
    std::vector<int> anyUnit;
    for (std::size_t i = 0; i < phase.position.units.size(); ++i) {
        if (int(i) == unit)
            continue;
        anyUnit.push_back(int(i));
        const bool moving = ordered[i] && plans[i].type == OrderType::Move;
        const int p =
            m_map.location(moving ? plans[i].target.location : phase.position.units[i].location).province;
        if (m_map.canReachProvince(s.type, s.location, p))
            candidates.push_back(int(i));
    }
    if (candidates.empty() || chance(10))
        candidates = anyUnit;
    const int other = pick(candidates);
    const Unit &o = phase.position.units[std::size_t(other)];
    order.other = refTo(o);
    if (chance(30))
        order.other.power = -1;
    const bool moving = ordered[std::size_t(other)] && plans[std::size_t(other)].type == OrderType::Move;
    if (chance(85)) {
        // The order the other unit was really given, with or without the coast.
        if (moving) {
            const int target = plans[std::size_t(other)].target.location;
            order.otherTarget = place(chance(60) ? target : m_map.location(target).province);
        }
        return order;
    }
    // A support of an order not given: a hold of a moving unit, or a move somewhere else.
    if (chance(40))
        return order;
    const int from = m_map.location(o.location).province;
    std::vector<int> targets;
    for (int p = 0; p < m_map.provinceCount(); ++p) {
        if (p != from && (m_map.armyBorder(from, p) || m_map.coastsTouch(from, p)))
            targets.push_back(p);
    }
    if (!targets.empty())
        order.otherTarget = place(pick(targets));
    return order;
}

GeneratedPhase PhaseGenerator::next()
{
    GeneratedPhase phase;
    m_position = Position{};
    m_position.owner.assign(std::size_t(m_map.provinceCount()), -1);
    for (int p = 0; p < m_map.provinceCount(); ++p)
        m_position.owner[std::size_t(p)] = m_map.province(p).home;
    m_position.contested.assign(std::size_t(m_map.provinceCount()), false);

    std::vector<int> area = region(below(m_map.provinceCount()), chance(70) ? 2 : 3);
    for (std::size_t i = area.size(); i > 1; --i)
        std::swap(area[i - 1], area[std::size_t(below(int(i)))]);
    const int count = std::min(int(area.size()), 2 + below(13));
    std::vector<int> powers;
    const int powerCount = 2 + below(2);
    while (int(powers.size()) < powerCount) {
        const int p = below(m_map.powerCount());
        if (std::find(powers.begin(), powers.end(), p) == powers.end())
            powers.push_back(p);
    }
    std::vector<int> occupied;
    for (int i = 0; i < count; ++i) {
        const int p = area[std::size_t(i)];
        const Province &province = m_map.province(p);
        Unit u;
        u.power = pick(powers);
        u.type = province.kind == ProvinceKind::Land  ? UnitType::Army
                 : province.kind == ProvinceKind::Sea ? UnitType::Fleet
                 : chance(55)                         ? UnitType::Army
                                                      : UnitType::Fleet;
        u.location = p;
        if (u.type == UnitType::Fleet && !province.coasts.empty())
            u.location = pick(province.coasts);
        m_position.units.push_back(u);
        occupied.push_back(p);
    }

    const std::size_t n = m_position.units.size();
    std::vector<Order> plans(n);
    std::vector<bool> ordered(n, false);
    // Convoys first, so that their fleets are free; then moves and holds; supports last, so that they can
    // name the moves really ordered.
    for (std::size_t i = 0; i < n; ++i) {
        const Unit &u = m_position.units[i];
        if (u.type == UnitType::Army &&
            m_map.province(m_map.location(u.location).province).kind == ProvinceKind::Coast && chance(30))
            planConvoy(int(i), &plans, &ordered);
    }
    for (std::size_t i = 0; i < n; ++i) {
        if (ordered[i] && plans[i].type == OrderType::Move && m_position.units[i].type == UnitType::Army &&
            chance(50))
            planAttackOnConvoy(int(i), &plans, &ordered);
    }
    std::vector<int> supporters;
    for (std::size_t i = 0; i < n; ++i) {
        if (ordered[i])
            continue;
        const Unit &u = m_position.units[i];
        const int roll = below(100);
        if (roll < 8)
            continue; // no order: the unit holds
        ordered[i] = true;
        if (roll < 18) {
            plans[i].type = OrderType::Hold;
            plans[i].power = u.power;
            plans[i].unit = refTo(u);
        } else if (roll < 62) {
            plans[i] = moveOrder(u, area, occupied);
        } else if (roll < 92) {
            supporters.push_back(int(i));
        } else {
            // A convoy of a random army to a random coast: mostly unmatched or illegal.
            Order c;
            c.type = OrderType::Convoy;
            c.power = u.power;
            c.unit = refTo(u);
            std::vector<int> armies;
            for (std::size_t a = 0; a < n; ++a) {
                if (m_position.units[a].type == UnitType::Army)
                    armies.push_back(int(a));
            }
            c.other = armies.empty() ? refTo(u) : refTo(m_position.units[std::size_t(pick(armies))]);
            c.otherTarget = place(pick(area));
            plans[i] = c;
        }
    }
    phase.position = m_position;
    for (int s : supporters)
        plans[std::size_t(s)] = supportOrder(phase, s, plans, ordered);
    for (std::size_t i = 0; i < n; ++i) {
        if (ordered[i])
            phase.orders.push_back(plans[i]);
    }
    // Orders that name no unit, or another power's unit.
    if (chance(5)) {
        Order stray;
        stray.type = OrderType::Hold;
        stray.power = pick(powers);
        stray.unit = place(pick(area));
        stray.unit.typeGiven = true;
        if (m_position.unitIn(m_map, m_map.location(stray.unit.location).province) < 0)
            phase.orders.push_back(stray);
    }
    if (chance(4) && !phase.orders.empty()) {
        Order foreign = pick(phase.orders);
        foreign.power = (foreign.power + 1) % m_map.powerCount();
        foreign.type = OrderType::Hold;
        phase.orders.push_back(foreign);
    }
    // Shuffled, so that nothing depends on the orders coming in the units' order.
    for (std::size_t i = phase.orders.size(); i > 1; --i)
        std::swap(phase.orders[i - 1], phase.orders[std::size_t(below(int(i)))]);
    return phase;
}

} // namespace refjudge
