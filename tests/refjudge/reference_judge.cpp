// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
// The reference judge. Two parts, kept apart on purpose: which order each unit carries out (legality and
// matching, read from the DATC's chapters 4 and 6 with the DATC preferences), and the equations of chapter 5
// solved by brute force. Nothing here is shared with core/judge; speed is not a goal.
#include "reference_judge.h"

#include <algorithm>
#include <functional>

using namespace arbiter;

namespace refjudge {

namespace {

// The order a unit carries out after legality and matching.
struct Duty
{
    OrderType type = OrderType::Hold;
    int order = -1;          // index of the given order, -1 for a unit without a (valid) order
    int target = -1;         // Move: destination location; Support/Convoy: destination province, -1 to hold
    int targetProvince = -1; // Move: destination province
    int other = -1;          // Support/Convoy: the unit named
    int coastWritten = -1;   // Support of a move: the location written as destination
    bool convoyed = false;   // Move: goes by convoy (4.A.3 c)
};

enum class Kind
{
    Move,
    Support,
    Convoy
};

class Judge
{
  public:
    Judge(const Map &map, const Position &position, std::span<const Order> orders, ParadoxRule paradox)
        : m_map(map), m_position(position), m_orders(orders), m_paradox(paradox)
    {
    }

    RefOutcome run();

  private:
    int provinceOf(int unit) const
    {
        return m_map.location(m_position.units[std::size_t(unit)].location).province;
    }
    int powerOf(int unit) const { return m_position.units[std::size_t(unit)].power; }
    bool coastal(int province) const { return m_map.province(province).kind == ProvinceKind::Coast; }

    // Legality of one order on its own; sets the duty of the unit and returns true when legal.
    bool legalMove(const Order &order, int unit, Duty *duty) const;
    bool legalSupport(const Order &order, int unit, Duty *duty) const;
    bool legalConvoy(const Order &order, int unit, Duty *duty) const;
    bool seaNeededOnSomeRoute(int sea, int from, int to) const;
    bool fleetsCouldCarry(int from, int to, int withoutSea = -1) const;
    void assignDuties();
    void matchConvoys();

    // The equations (5.B). `value` holds every decision; -1 = not known yet (never read while unknown).
    void buildDecisions();
    bool path(int unit) const;
    bool moved(int unit) const;
    bool dislodged(int unit) const;
    int supportCount(int unit, int notForPower) const;
    bool headToHead(int unit) const;
    int holdStrength(int province) const;
    int attackStrength(int unit) const;
    int defendStrength(int unit) const;
    int preventStrength(int unit) const;
    bool equation(int decision) const;

    void solve(std::vector<int> set);
    std::vector<std::vector<int>> components(const std::vector<int> &set) const;
    std::vector<std::vector<signed char>> solutions(const std::vector<int> &component);
    void backup(const std::vector<int> &component, const std::vector<std::vector<signed char>> &found);

    const Map &m_map;
    const Position &m_position;
    std::span<const Order> m_orders;
    ParadoxRule m_paradox;

    std::vector<int> m_unitAt; // per province
    std::vector<int> m_seas;   // seas with a fleet in them
    std::vector<Duty> m_duty;  // per unit
    std::vector<OrderStatus> m_status;
    std::vector<int> m_repeatOf; // per order: the identical earlier order of the same unit

    std::vector<Kind> m_kind;             // per decision
    std::vector<int> m_decisionUnit;      // per decision
    std::vector<int> m_decisionOf;        // per unit, -1 for holding units
    std::vector<std::vector<int>> m_deps; // per decision: the decisions its equation reads
    std::vector<signed char> m_value;
    RefOutcome m_out;
};

bool Judge::legalMove(const Order &order, int unit, Duty *duty) const
{
    const Unit &u = m_position.units[std::size_t(unit)];
    const int from = provinceOf(unit);
    const int to = m_map.location(order.target.location).province;
    const Province &dest = m_map.province(to);
    if (to == from)
        return false;
    duty->targetProvince = to;
    if (u.type == UnitType::Army) {
        if (dest.kind == ProvinceKind::Sea)
            return false;
        const bool adjacent = m_map.armyBorder(from, to);
        if (!adjacent && !(coastal(from) && coastal(to)))
            return false;
        duty->target = to; // a coast written for an army means nothing (4.B.6 b)
        duty->convoyed = !adjacent || order.viaConvoy;
        return true;
    }
    if (order.viaConvoy || dest.kind == ProvinceKind::Land)
        return false;
    if (dest.coasts.empty()) {
        duty->target = to;
        return m_map.fleetBorder(u.location, to);
    }
    if (order.target.location != to) { // a coast written: it must be reachable (4.B.3 b)
        duty->target = order.target.location;
        return m_map.fleetBorder(u.location, order.target.location);
    }
    std::vector<int> reachable;
    for (int c : dest.coasts) {
        if (m_map.fleetBorder(u.location, c))
            reachable.push_back(c);
    }
    if (reachable.size() != 1)
        return false;                 // no coast, or two and none written (4.B.1)
    duty->target = reachable.front(); // 4.B.2 a
    return true;
}

bool Judge::legalSupport(const Order &order, int unit, Duty *duty) const
{
    const Unit &u = m_position.units[std::size_t(unit)];
    const int own = provinceOf(unit);
    const int otherProvince = m_map.location(order.other.location).province;
    if (otherProvince == own || m_unitAt[std::size_t(otherProvince)] < 0)
        return false;
    duty->other = m_unitAt[std::size_t(otherProvince)];
    const Unit &o = m_position.units[std::size_t(duty->other)];
    if (order.otherTarget.location < 0)
        return m_map.canReachProvince(u.type, u.location, otherProvince);
    const int to = m_map.location(order.otherTarget.location).province;
    duty->target = to;
    duty->coastWritten = order.otherTarget.location;
    if (to == own || to == otherProvince || !m_map.canReachProvince(u.type, u.location, to))
        return false;
    // The supported move must be one the unit could make (6.D.22-24); the coast may be left out (4.B.4 a).
    if (o.type == UnitType::Army) {
        if (m_map.province(to).kind == ProvinceKind::Sea)
            return false;
        if (m_map.armyBorder(otherProvince, to))
            return true;
        // A fleet cannot convoy and support at once (6.D.31): a move that only a convoy through the
        // supporter's own sea could make is one it cannot support.
        if (!coastal(otherProvince) || !coastal(to))
            return false;
        return m_map.province(own).kind != ProvinceKind::Sea || fleetsCouldCarry(otherProvince, to, own);
    }
    if (order.otherTarget.location != to)
        return m_map.fleetBorder(o.location, order.otherTarget.location);
    return m_map.canReachProvince(UnitType::Fleet, o.location, to);
}

bool Judge::seaNeededOnSomeRoute(int sea, int from, int to) const
{
    // Is there a chain of fleets from `from` to `to` through `sea` in which every fleet is needed, that is,
    // no two places of the chain that are not next to each other touch (the ends excepted)?
    std::vector<int> chain{from};
    std::function<bool()> extend = [&]() -> bool {
        const int here = chain.back();
        if (chain.size() > 1 && m_map.coastsTouch(here, to))
            return std::find(chain.begin(), chain.end(), sea) != chain.end();
        for (int next : m_seas) {
            if (std::find(chain.begin(), chain.end(), next) != chain.end() || !m_map.coastsTouch(here, next))
                continue;
            bool shortcut = false;
            for (std::size_t i = 0; i + 1 < chain.size(); ++i)
                shortcut = shortcut || m_map.coastsTouch(chain[i], next);
            if (shortcut)
                continue;
            chain.push_back(next);
            const bool found = extend();
            chain.pop_back();
            if (found)
                return true;
        }
        return false;
    };
    return extend();
}

bool Judge::fleetsCouldCarry(int from, int to, int withoutSea) const
{
    std::vector<int> reached{from};
    std::vector<bool> used(m_seas.size(), false);
    for (std::size_t i = 0; i < m_seas.size(); ++i)
        used[i] = m_seas[i] == withoutSea;
    for (std::size_t q = 0; q < reached.size(); ++q) {
        const int here = reached[q];
        if (q > 0 && m_map.coastsTouch(here, to))
            return true;
        for (std::size_t i = 0; i < m_seas.size(); ++i) {
            if (!used[i] && m_map.coastsTouch(here, m_seas[i])) {
                used[i] = true;
                reached.push_back(m_seas[i]);
            }
        }
    }
    return false;
}

bool Judge::legalConvoy(const Order &order, int unit, Duty *duty) const
{
    const Unit &u = m_position.units[std::size_t(unit)];
    const int own = provinceOf(unit);
    if (u.type != UnitType::Fleet || m_map.province(own).kind != ProvinceKind::Sea)
        return false;
    const int from = m_map.location(order.other.location).province;
    duty->other = m_unitAt[std::size_t(from)];
    if (duty->other < 0 || order.otherTarget.location < 0)
        return false;
    if (m_position.units[std::size_t(duty->other)].type != UnitType::Army)
        return false;
    const int to = m_map.location(order.otherTarget.location).province;
    duty->target = to;
    if (to == from || !coastal(from) || !coastal(to))
        return false;
    return seaNeededOnSomeRoute(own, from, to);
}

void Judge::assignDuties()
{
    const std::size_t n = m_position.units.size();
    m_unitAt.assign(std::size_t(m_map.provinceCount()), -1);
    for (std::size_t i = 0; i < n; ++i)
        m_unitAt[std::size_t(provinceOf(int(i)))] = int(i);
    for (std::size_t i = 0; i < n; ++i) {
        if (m_position.units[i].type == UnitType::Fleet &&
            m_map.province(provinceOf(int(i))).kind == ProvinceKind::Sea)
            m_seas.push_back(provinceOf(int(i)));
    }
    m_duty.assign(n, Duty{});
    m_status.assign(m_orders.size(), OrderStatus::Invalid);
    m_repeatOf.assign(m_orders.size(), -1);
    std::vector<bool> conflicting(n, false);
    for (std::size_t k = 0; k < m_orders.size(); ++k) {
        const Order &order = m_orders[k];
        const bool movementOrder = order.type == OrderType::Hold || order.type == OrderType::Move ||
                                   order.type == OrderType::Support || order.type == OrderType::Convoy;
        if (!movementOrder || order.unit.location < 0)
            continue;
        const int unit = m_unitAt[std::size_t(m_map.location(order.unit.location).province)];
        if (unit < 0 || (order.power >= 0 && order.power != powerOf(unit)))
            continue; // no unit there, or another power's unit (no proxies: 4.E.5 c)
        Duty duty;
        duty.type = order.type;
        duty.order = int(k);
        bool legal = true;
        if (order.type == OrderType::Move)
            legal = legalMove(order, unit, &duty);
        else if (order.type == OrderType::Support)
            legal = legalSupport(order, unit, &duty);
        else if (order.type == OrderType::Convoy)
            legal = legalConvoy(order, unit, &duty);
        if (!legal)
            continue;
        Duty &current = m_duty[std::size_t(unit)];
        if (current.order >= 0 && m_orders[std::size_t(current.order)] == order) {
            m_repeatOf[k] = current.order;
            continue;
        }
        if (current.order >= 0 || conflicting[std::size_t(unit)]) {
            conflicting[std::size_t(unit)] = true; // two different orders: the unit holds (4.D.3 c)
            current = Duty{};
            continue;
        }
        current = duty;
        m_status[k] = OrderStatus::Succeeded; // legal so far; the equations decide
    }
    for (std::size_t i = 0; i < n; ++i) {
        if (conflicting[i]) {
            for (std::size_t k = 0; k < m_orders.size(); ++k) {
                if (m_orders[k].unit.location >= 0 &&
                    m_unitAt[std::size_t(m_map.location(m_orders[k].unit.location).province)] == int(i))
                    m_status[k] = OrderStatus::Invalid;
            }
        }
    }
    // Convoy to an adjacent province (4.A.3 c): a fleet of the army's own power convoying it shows intent.
    for (std::size_t i = 0; i < n; ++i) {
        Duty &d = m_duty[i];
        if (d.type != OrderType::Move || m_position.units[i].type != UnitType::Army || d.convoyed)
            continue;
        for (std::size_t f = 0; f < n; ++f) {
            const Duty &c = m_duty[f];
            if (c.type == OrderType::Convoy && c.other == int(i) && c.target == d.targetProvince &&
                powerOf(int(f)) == powerOf(int(i)))
                d.convoyed = true;
        }
    }
    matchConvoys();
    // A convoyed move no fleets on the board could carry is illegal (6.D.32); with fleets in place that do
    // not convoy it, it is a move that fails.
    bool dropped = false;
    for (std::size_t i = 0; i < n; ++i) {
        Duty &d = m_duty[i];
        if (d.type == OrderType::Move && d.convoyed &&
            !fleetsCouldCarry(provinceOf(int(i)), d.targetProvince)) {
            m_status[std::size_t(d.order)] = OrderStatus::Invalid;
            d = Duty{};
            dropped = true;
        }
    }
    if (dropped)
        matchConvoys();
    for (std::size_t i = 0; i < n; ++i) {
        Duty &d = m_duty[i];
        if (d.type != OrderType::Support)
            continue;
        const Duty &o = m_duty[std::size_t(d.other)];
        bool matches;
        if (d.target < 0)
            matches = o.type != OrderType::Move;
        else
            matches = o.type == OrderType::Move && o.targetProvince == d.target &&
                      (d.coastWritten == d.target || d.coastWritten == o.target);
        if (!matches) {
            m_status[std::size_t(d.order)] = OrderStatus::Invalid;
            d = Duty{};
        }
    }
}

void Judge::matchConvoys()
{
    for (std::size_t f = 0; f < m_duty.size(); ++f) {
        Duty &c = m_duty[f];
        if (c.type != OrderType::Convoy)
            continue;
        const Duty &army = m_duty[std::size_t(c.other)];
        if (army.type == OrderType::Move && army.convoyed && army.targetProvince == c.target)
            continue;
        m_status[std::size_t(c.order)] = OrderStatus::Invalid;
        c = Duty{};
    }
}

// ---- The equations ----

bool Judge::moved(int unit) const
{
    const int d = m_decisionOf[std::size_t(unit)];
    return d >= 0 && m_kind[std::size_t(d)] == Kind::Move && m_value[std::size_t(d)] == 1;
}

bool Judge::path(int unit) const
{
    const Duty &m = m_duty[std::size_t(unit)];
    if (!m.convoyed)
        return true; // adjacency was checked with the order
    // 4.A.1 b: the army arrives while any chain of successful, matching convoys remains.
    const int from = provinceOf(unit);
    std::vector<int> reached{from};
    std::vector<bool> used(m_duty.size(), false);
    for (std::size_t q = 0; q < reached.size(); ++q) {
        if (q > 0 && m_map.coastsTouch(reached[q], m.targetProvince))
            return true;
        for (std::size_t f = 0; f < m_duty.size(); ++f) {
            const Duty &c = m_duty[f];
            if (used[f] || c.type != OrderType::Convoy || c.other != unit)
                continue;
            if (m_value[std::size_t(m_decisionOf[f])] != 1 ||
                !m_map.coastsTouch(reached[q], provinceOf(int(f))))
                continue;
            used[f] = true;
            reached.push_back(provinceOf(int(f)));
        }
    }
    return false;
}

bool Judge::dislodged(int unit) const
{
    if (moved(unit))
        return false;
    const int province = provinceOf(unit);
    for (std::size_t a = 0; a < m_duty.size(); ++a) {
        if (m_duty[a].type == OrderType::Move && m_duty[a].targetProvince == province && moved(int(a)))
            return true;
    }
    return false;
}

// Successful supports of the unit's order, leaving out those of `notForPower` (-1: count all).
int Judge::supportCount(int unit, int notForPower) const
{
    int count = 0;
    for (std::size_t s = 0; s < m_duty.size(); ++s) {
        const Duty &d = m_duty[s];
        if (d.type == OrderType::Support && d.other == unit && m_value[std::size_t(m_decisionOf[s])] == 1 &&
            powerOf(int(s)) != notForPower)
            ++count;
    }
    return count;
}

bool Judge::headToHead(int unit) const
{
    const Duty &m = m_duty[std::size_t(unit)];
    const int there = m_unitAt[std::size_t(m.targetProvince)];
    if (there < 0 || m.convoyed)
        return false;
    const Duty &t = m_duty[std::size_t(there)];
    return t.type == OrderType::Move && !t.convoyed && t.targetProvince == provinceOf(unit);
}

int Judge::holdStrength(int province) const
{
    const int unit = m_unitAt[std::size_t(province)];
    if (unit < 0)
        return 0;
    if (m_duty[std::size_t(unit)].type == OrderType::Move)
        return moved(unit) ? 0 : 1;
    return 1 + supportCount(unit, -1);
}

int Judge::attackStrength(int unit) const
{
    if (!path(unit))
        return 0;
    const Duty &m = m_duty[std::size_t(unit)];
    const int there = m_unitAt[std::size_t(m.targetProvince)];
    if (there < 0 ||
        (!headToHead(unit) && m_duty[std::size_t(there)].type == OrderType::Move && moved(there)))
        return 1 + supportCount(unit, -1);
    if (powerOf(there) == powerOf(unit))
        return 0;
    return 1 + supportCount(unit, powerOf(there));
}

int Judge::defendStrength(int unit) const
{
    return 1 + supportCount(unit, -1);
}

int Judge::preventStrength(int unit) const
{
    if (!path(unit))
        return 0;
    if (headToHead(unit) && moved(m_unitAt[std::size_t(m_duty[std::size_t(unit)].targetProvince)]))
        return 0;
    return 1 + supportCount(unit, -1);
}

bool Judge::equation(int decision) const
{
    const int unit = m_decisionUnit[std::size_t(decision)];
    const Duty &d = m_duty[std::size_t(unit)];
    switch (m_kind[std::size_t(decision)]) {
    case Kind::Move: {
        const int attack = attackStrength(unit);
        const int opposed = headToHead(unit) ? defendStrength(m_unitAt[std::size_t(d.targetProvince)])
                                             : holdStrength(d.targetProvince);
        if (attack <= opposed)
            return false;
        for (std::size_t r = 0; r < m_duty.size(); ++r) {
            if (int(r) != unit && m_duty[r].type == OrderType::Move &&
                m_duty[r].targetProvince == d.targetProvince && attack <= preventStrength(int(r)))
                return false;
        }
        return true;
    }
    case Kind::Support: {
        if (dislodged(unit))
            return false;
        const int province = provinceOf(unit);
        for (std::size_t a = 0; a < m_duty.size(); ++a) {
            const Duty &m = m_duty[a];
            if (m.type != OrderType::Move || m.targetProvince != province || powerOf(int(a)) == powerOf(unit))
                continue;
            // Not cut from the province the support goes into (4.A.4 a: a convoyed army comes from its
            // origin).
            if (d.target >= 0 && provinceOf(int(a)) == d.target)
                continue;
            if (path(int(a)))
                return false;
        }
        return true;
    }
    case Kind::Convoy:
        return !dislodged(unit);
    }
    return false;
}

void Judge::buildDecisions()
{
    const std::size_t n = m_duty.size();
    m_decisionOf.assign(n, -1);
    for (std::size_t i = 0; i < n; ++i) {
        const OrderType t = m_duty[i].type;
        if (t != OrderType::Move && t != OrderType::Support && t != OrderType::Convoy)
            continue;
        m_decisionOf[i] = int(m_kind.size());
        m_kind.push_back(t == OrderType::Move      ? Kind::Move
                         : t == OrderType::Support ? Kind::Support
                                                   : Kind::Convoy);
        m_decisionUnit.push_back(int(i));
    }
    m_value.assign(m_kind.size(), -1);
    // What each equation reads, taken generously: a superset is harmless, a missing edge is not.
    auto movesInto = [&](int province) {
        std::vector<int> units;
        for (std::size_t a = 0; a < n; ++a) {
            if (m_duty[a].type == OrderType::Move && m_duty[a].targetProvince == province)
                units.push_back(int(a));
        }
        return units;
    };
    auto strengthInputs = [&](int unit, std::vector<int> &deps) {
        for (std::size_t x = 0; x < n; ++x) {
            const Duty &d = m_duty[x];
            if ((d.type == OrderType::Support || d.type == OrderType::Convoy) && d.other == unit)
                deps.push_back(m_decisionOf[x]);
        }
        if (m_duty[std::size_t(unit)].type == OrderType::Move) {
            deps.push_back(m_decisionOf[std::size_t(unit)]);
            const int there = m_unitAt[std::size_t(m_duty[std::size_t(unit)].targetProvince)];
            if (there >= 0 && m_decisionOf[std::size_t(there)] >= 0)
                deps.push_back(m_decisionOf[std::size_t(there)]);
        }
    };
    m_deps.assign(m_kind.size(), {});
    for (std::size_t dec = 0; dec < m_kind.size(); ++dec) {
        const int unit = m_decisionUnit[dec];
        std::vector<int> &deps = m_deps[dec];
        if (m_kind[dec] == Kind::Move) {
            const int target = m_duty[std::size_t(unit)].targetProvince;
            strengthInputs(unit, deps);
            const int there = m_unitAt[std::size_t(target)];
            if (there >= 0)
                strengthInputs(there, deps);
            for (int rival : movesInto(target))
                strengthInputs(rival, deps);
        } else {
            for (int attacker : movesInto(provinceOf(unit)))
                strengthInputs(attacker, deps);
        }
        std::sort(deps.begin(), deps.end());
        deps.erase(std::unique(deps.begin(), deps.end()), deps.end());
    }
}

std::vector<std::vector<int>> Judge::components(const std::vector<int> &set) const
{
    // Tarjan's strongly connected components over the undecided decisions of `set`; a component comes out
    // after every component it depends on.
    std::vector<int> index(m_kind.size(), -1), low(m_kind.size(), 0);
    std::vector<bool> inSet(m_kind.size(), false), onStack(m_kind.size(), false);
    for (int d : set)
        inSet[std::size_t(d)] = m_value[std::size_t(d)] < 0;
    std::vector<int> stack;
    std::vector<std::vector<int>> out;
    int counter = 0;
    std::function<void(int)> visit = [&](int v) {
        index[std::size_t(v)] = low[std::size_t(v)] = counter++;
        stack.push_back(v);
        onStack[std::size_t(v)] = true;
        for (int w : m_deps[std::size_t(v)]) {
            if (!inSet[std::size_t(w)])
                continue;
            if (index[std::size_t(w)] < 0) {
                visit(w);
                low[std::size_t(v)] = std::min(low[std::size_t(v)], low[std::size_t(w)]);
            } else if (onStack[std::size_t(w)]) {
                low[std::size_t(v)] = std::min(low[std::size_t(v)], index[std::size_t(w)]);
            }
        }
        if (low[std::size_t(v)] == index[std::size_t(v)]) {
            std::vector<int> component;
            int w;
            do {
                w = stack.back();
                stack.pop_back();
                onStack[std::size_t(w)] = false;
                component.push_back(w);
            } while (w != v);
            out.push_back(component);
        }
    };
    for (int d : set) {
        if (inSet[std::size_t(d)] && index[std::size_t(d)] < 0)
            visit(d);
    }
    return out;
}

std::vector<std::vector<signed char>> Judge::solutions(const std::vector<int> &component)
{
    std::vector<std::vector<signed char>> found;
    const std::size_t k = component.size();
    m_out.largestGroup = std::max(m_out.largestGroup, int(k));
    if (k > 24)
        qFatal("reference judge: %d mutually dependent decisions is too many to enumerate", int(k));
    for (std::uint32_t bits = 0; bits < (std::uint32_t(1) << k); ++bits) {
        for (std::size_t i = 0; i < k; ++i)
            m_value[std::size_t(component[i])] = (bits >> i) & 1U ? 1 : 0;
        bool consistent = true;
        for (std::size_t i = 0; i < k && consistent; ++i)
            consistent = equation(component[i]) == (m_value[std::size_t(component[i])] == 1);
        if (consistent) {
            std::vector<signed char> s(k);
            for (std::size_t i = 0; i < k; ++i)
                s[i] = m_value[std::size_t(component[i])];
            found.push_back(s);
        }
    }
    for (int d : component)
        m_value[std::size_t(d)] = -1;
    return found;
}

void Judge::solve(std::vector<int> set)
{
    for (const std::vector<int> &component : components(set)) {
        const auto found = solutions(component);
        if (found.size() == 1) {
            for (std::size_t i = 0; i < component.size(); ++i)
                m_value[std::size_t(component[i])] = found.front()[i];
        } else {
            backup(component, found);
        }
    }
}

void Judge::backup(const std::vector<int> &component, const std::vector<std::vector<signed char>> &found)
{
    ++m_out.backupRules;
    std::vector<int> convoys;
    for (int d : component) {
        if (m_kind[std::size_t(d)] == Kind::Convoy)
            convoys.push_back(d);
    }
    // A convoy paradox when convoys take part and the solutions do not settle them; otherwise circular
    // movement, where the solution with the most moves succeeding is the one in which the circle moves.
    bool convoysSettled = !found.empty();
    for (std::size_t i = 0; i < component.size() && convoysSettled; ++i) {
        if (m_kind[std::size_t(component[i])] != Kind::Convoy)
            continue;
        for (const auto &s : found)
            convoysSettled = convoysSettled && s[i] == found.front()[i];
    }
    if (convoys.empty() || convoysSettled) {
        if (found.empty()) {
            m_out.undecided = true; // no rule for a cycle with no solution and no convoy
            for (int d : component)
                m_value[std::size_t(d)] = 0;
            return;
        }
        std::size_t best = 0;
        int bestMoves = -1;
        bool tie = false;
        for (std::size_t s = 0; s < found.size(); ++s) {
            int moves = 0;
            for (std::size_t i = 0; i < component.size(); ++i)
                moves += m_kind[std::size_t(component[i])] == Kind::Move && found[s][i] == 1;
            if (moves > bestMoves) {
                best = s;
                bestMoves = moves;
                tie = false;
            } else if (moves == bestMoves) {
                tie = true;
            }
        }
        m_out.undecided = m_out.undecided || tie;
        for (std::size_t i = 0; i < component.size(); ++i)
            m_value[std::size_t(component[i])] = found[best][i];
        return;
    }
    // Szykman (4.A.2 f): the convoys of the paradox fail and everything else is judged as usual. 'All hold'
    // (4.A.2 d): besides, the convoyed armies, the attacks on the convoying fleets and every move of the
    // paradox fail.
    ++m_out.paradoxes;
    std::vector<int> rest;
    for (int d : convoys)
        m_value[std::size_t(d)] = 0;
    if (m_paradox == ParadoxRule::AllHold) {
        for (int c : convoys) {
            const int fleet = m_decisionUnit[std::size_t(c)];
            const int army = m_duty[std::size_t(fleet)].other;
            m_value[std::size_t(m_decisionOf[std::size_t(army)])] = 0;
            for (std::size_t a = 0; a < m_duty.size(); ++a) {
                if (m_duty[a].type == OrderType::Move && m_duty[a].targetProvince == provinceOf(fleet))
                    m_value[std::size_t(m_decisionOf[a])] = 0;
            }
        }
        for (int d : component) {
            if (m_kind[std::size_t(d)] == Kind::Move)
                m_value[std::size_t(d)] = 0;
        }
    }
    for (int d : component) {
        if (m_value[std::size_t(d)] < 0)
            rest.push_back(d);
    }
    solve(rest);
}

RefOutcome Judge::run()
{
    assignDuties();
    buildDecisions();
    std::vector<int> all(m_kind.size());
    for (std::size_t d = 0; d < all.size(); ++d)
        all[d] = int(d);
    solve(all);

    const std::size_t n = m_duty.size();
    std::vector<bool> out(n);
    for (std::size_t i = 0; i < n; ++i)
        out[i] = dislodged(int(i));
    m_out.status = m_status;
    for (std::size_t k = 0; k < m_orders.size(); ++k) {
        if (m_status[k] == OrderStatus::Invalid || m_repeatOf[k] >= 0)
            continue;
        const int unit = m_unitAt[std::size_t(m_map.location(m_orders[k].unit.location).province)];
        const int d = m_decisionOf[std::size_t(unit)];
        const bool success = d >= 0 ? m_value[std::size_t(d)] == 1 &&
                                          (m_kind[std::size_t(d)] == Kind::Move || !out[std::size_t(unit)])
                                    : !out[std::size_t(unit)];
        m_out.status[k] = success ? OrderStatus::Succeeded : OrderStatus::Failed;
    }
    for (std::size_t k = 0; k < m_orders.size(); ++k) {
        if (m_repeatOf[k] >= 0)
            m_out.status[k] = m_out.status[std::size_t(m_repeatOf[k])];
    }
    for (std::size_t i = 0; i < n; ++i) {
        const Unit &u = m_position.units[i];
        if (!out[i]) {
            m_out.units.push_back({u.power, u.type, moved(int(i)) ? m_duty[i].target : u.location});
            continue;
        }
        for (std::size_t a = 0; a < n; ++a) {
            if (m_duty[a].type == OrderType::Move && m_duty[a].targetProvince == provinceOf(int(i)) &&
                moved(int(a)))
                m_out.dislodged.push_back({u, provinceOf(int(a)), m_duty[a].convoyed});
        }
    }
    for (int p = 0; p < m_map.provinceCount(); ++p) {
        bool tried = false;
        bool entered = false;
        for (std::size_t a = 0; a < n; ++a) {
            if (m_duty[a].type != OrderType::Move || m_duty[a].targetProvince != p)
                continue;
            tried = tried || preventStrength(int(a)) > 0;
            entered = entered || moved(int(a));
        }
        bool occupied = false;
        for (const Unit &u : m_out.units)
            occupied = occupied || m_map.location(u.location).province == p;
        if (tried && !entered && !occupied)
            m_out.contested.push_back(p);
    }
    return m_out;
}

} // namespace

RefOutcome referenceAdjudicate(const Map &map, const Position &position, std::span<const Order> orders,
                               ParadoxRule paradox)
{
    return Judge(map, position, orders, paradox).run();
}

} // namespace refjudge
