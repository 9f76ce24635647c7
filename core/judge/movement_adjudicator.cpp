// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
// Movement adjudication after DATC chapter 5: one decision per unit (move succeeds, support given, convoy
// effective), strengths computed from other decisions (5.B), resolved by the guess algorithm with
// cycle detection (5.F) and a backup rule for circular movement and convoy paradoxes (5.C, 4.A.2).
#include "judge/movement_adjudicator.h"

#include "judge/convoy_routes.h"

#include <QLoggingCategory>
#include <QVarLengthArray>

#include <algorithm>

Q_LOGGING_CATEGORY(lcJudge, "arbiter.judge", QtWarningMsg)

namespace arbiter {

bool MovementAdjudicator::convoyRouteExists(int unit, bool onlyEffective, int withoutFleet)
{
    // Over the seas of the convoying fleets matched to this army (5.B.2), as a bit set. The set is local:
    // resolving a fleet can recurse into another route search.
    const int from = m_units[std::size_t(unit)].province;
    const int to = m_units[std::size_t(unit)].targetProvince;
    QVarLengthArray<std::uint64_t, 4> usable(m_map.provinceWords(), 0);
    forEach(m_convoys, unit, [&](int fleet) {
        const int sea = m_units[std::size_t(fleet)].province;
        if (fleet != withoutFleet && (!onlyEffective || resolve(fleet)))
            usable[sea / 64] |= std::uint64_t(1) << (sea % 64);
    });
    const std::vector<int> &path = m_orders[std::size_t(m_units[std::size_t(unit)].order)].convoyPath;
    if (!path.empty() && !m_rules.is(RuleIssue::ConvoyPathSpecification, 'a')) {
        // 4.A.6 b, c: the army goes the way its order says, through working fleets only.
        int previous = from;
        for (int p : path) {
            const bool fleetThere = (usable[p / 64] >> (p % 64)) & 1;
            if (!fleetThere || !m_map.coastsTouch(previous, p))
                return false;
            previous = p;
        }
        return m_map.coastsTouch(previous, to);
    }
    return convoyRouteOver(m_map, from, to, usable);
}

bool MovementAdjudicator::convoyedPathExists(int unit)
{
    if (m_units[std::size_t(unit)].routeSettled)
        return m_units[std::size_t(unit)].routeExists;
    bool exists;
    if (m_rules.is(RuleIssue::MultiRouteConvoyDisruption, 'a')) {
        // 1971 (4.A.1 a): any disrupted fleet of the convoy disrupts it.
        bool intact = true;
        forEach(m_convoys, unit, [&](int fleet) { intact = resolve(fleet) && intact; });
        exists = intact && convoyRouteExists(unit, false, -1);
    } else {
        exists = convoyRouteExists(unit, true, -1);
    }
    // Settled once no fleet's decision can change any more (a fleet resolved during the search counts: it
    // was resolved by the search's own question, or before it).
    bool settled = true;
    forEach(m_convoys, unit, [&](int fleet) {
        settled = settled && m_units[std::size_t(fleet)].decision == Decision::Resolved;
    });
    UnitState &m = m_units[std::size_t(unit)];
    m.routeSettled = settled;
    m.routeExists = exists;
    return exists;
}

int MovementAdjudicator::attackStrength(int unit)
{
    // 5.B.4: no attack without a route; no strength against one's own unit (6.D.10); supports of the
    // defender's power do not help dislodge it (6.D.12).
    if (!hasPath(unit))
        return 0;
    const UnitState &m = m_units[std::size_t(unit)];
    const int there = m_unitAt[std::size_t(m.targetProvince)];
    int occupant = -1;
    if (there >= 0) {
        if (isHeadToHead(unit) || m_units[std::size_t(there)].type != OrderType::Move || !resolve(there))
            occupant = there;
    }
    const int power = m.power;
    if (occupant >= 0) {
        const int occupantPower = m_units[std::size_t(occupant)].power;
        if (occupantPower == power)
            return 0;
        return 1 + supportCount(unit, occupantPower);
    }
    return 1 + supportCount(unit, -1);
}

int MovementAdjudicator::preventStrength(int unit)
{
    // 5.B.7: a unit that lost its head-to-head battle prevents nothing (6.E.1).
    if (!hasPath(unit))
        return 0;
    const UnitState &m = m_units[std::size_t(unit)];
    const int there = m_unitAt[std::size_t(m.targetProvince)];
    if (isHeadToHead(unit) && resolve(there))
        return 0;
    if (m_rules.is(RuleIssue::DislodgedUnitBounceWithoutHeadToHead, 'a') && there >= 0) {
        // 4.A.7 a: dislodged by a unit from its target, even by convoy, it has no effect there.
        const UnitState &t = m_units[std::size_t(there)];
        if (t.type == OrderType::Move && t.targetProvince == m.province && resolve(there))
            return 0;
    }
    return 1 + supportCount(unit, -1);
}

bool MovementAdjudicator::moveSucceeds(int unit)
{
    // 5.B.1
    if (!hasPath(unit))
        return false;
    const UnitState &m = m_units[std::size_t(unit)];
    const int there = m_unitAt[std::size_t(m.targetProvince)];
    // Into an empty province no other unit tries to enter, any attack (strength 1 or more) beats the hold
    // strength 0 with nothing to prevent it: the supports need not be asked.
    if (there < 0 && m_movesInto.single(m.targetProvince))
        return true;
    const int attack = attackStrength(unit);
    const int resistance = isHeadToHead(unit) ? defendStrength(there) : holdStrength(m.targetProvince);
    if (attack <= resistance)
        return false;
    bool beaten = false;
    forEach(m_movesInto, m.targetProvince, [&](int rival) {
        if (!beaten && rival != unit && attack <= preventStrength(rival))
            beaten = true;
    });
    return !beaten;
}

// 4.A.2 a/b/c: the rulebooks' paradox rules keep a convoyed army from cutting some supports.
bool MovementAdjudicator::paradoxRuleProtects(int supporter, int attacker)
{
    const char rule = m_rules.choice(RuleIssue::ConvoyParadox);
    if (rule != 'a' && rule != 'b' && rule != 'c')
        return false;
    const UnitState &s = m_units[std::size_t(supporter)];
    if (s.target < 0 && rule != 'b')
        return false;
    const int supportedProvince = s.target >= 0 ? s.target : m_units[std::size_t(s.other)].province;
    const int fleetThere = m_unitAt[std::size_t(supportedProvince)];
    if (fleetThere < 0)
        return false;
    if (rule == 'b') {
        // 1982: a fleet supporting an action in a sea where any fleet convoys (6.F.21).
        return s.unitType == UnitType::Fleet && m_map.kind(supportedProvince) == ProvinceKind::Sea &&
               m_units[std::size_t(fleetThere)].type == OrderType::Convoy;
    }
    bool convoying = false;
    forEach(m_convoys, attacker, [&](int fleet) { convoying = convoying || fleet == fleetThere; });
    if (!convoying)
        return false;
    switch (rule) {
    case 'a': // 1971: a fleet supporting a fleet that attacks one of the convoying fleets.
        return s.unitType == UnitType::Fleet && m_units[std::size_t(s.other)].unitType == UnitType::Fleet;
    default: // 2000/2023: only when that fleet is needed for the convoy.
        return !convoyRouteExists(attacker, false, fleetThere);
    }
}

bool MovementAdjudicator::supportGiven(int unit)
{
    // 5.B.9: a support is cut by an attack from anywhere but the province it supports into (6.D.15),
    // never by its own power (6.D.20), and always by dislodgement (6.D.17).
    const UnitState &s = m_units[std::size_t(unit)];
    const int exempt = s.target >= 0 ? s.target : -1;
    bool cut = false;
    forEach(m_movesInto, s.province, [&](int attacker) {
        if (cut)
            return;
        const UnitState &a = m_units[std::size_t(attacker)];
        if (a.power == s.power)
            return;
        const int from = a.province;
        const bool convoyed = usesConvoy(attacker);
        // 4.A.4, 6.G.13: does a convoyed attack from the supported target count as coming from there?
        const bool fromExempt =
            from == exempt && !(convoyed && m_rules.is(RuleIssue::SupportCutByOwnConvoyedAttack, 'b'));
        if (convoyed && paradoxRuleProtects(unit, attacker))
            return;
        if (fromExempt) {
            if (resolve(attacker))
                cut = true;
            return;
        }
        if (hasPath(attacker))
            cut = true;
    });
    return !cut;
}

bool MovementAdjudicator::convoyEffective(int unit)
{
    // A convoying fleet works while it is not dislodged (5.B.2). The attacks on it are adjudicated rather
    // than resolved, so that a paradox forms one clean cycle of convoy and support (the hack of 5.D,
    // needed for Pandin's paradox, 6.F.16).
    bool dislodged = false;
    forEach(m_movesInto, m_units[std::size_t(unit)].province, [&](int attacker) {
        if (dislodged)
            return;
        const UnitState &a = m_units[std::size_t(attacker)];
        dislodged = a.decision == Decision::Resolved ? a.resolution : moveSucceeds(attacker);
    });
    return !dislodged;
}

bool MovementAdjudicator::adjudicateUnit(int unit)
{
    switch (m_units[std::size_t(unit)].type) {
    case OrderType::Move:
        // A move the 'all hold' rule failed while it was itself being resolved, further up the recursion,
        // stays failed (the resolution of that outer call would otherwise overwrite the rule's).
        return moveSucceeds(unit) && !m_units[std::size_t(unit)].forcedByBackup;
    case OrderType::Support:
        return supportGiven(unit);
    case OrderType::Convoy:
        return convoyEffective(unit);
    default:
        return true;
    }
}

void MovementAdjudicator::backupRule(std::size_t cycleStart)
{
    // 5.C: a cycle with a convoy in it is a paradox, handled by the 4.A.2 choice (the Szykman rule unless
    // 'all hold' is chosen: the rulebooks' own rules leave some paradoxes open and fall back to Szykman);
    // a cycle of moves only is circular movement, and every move in it succeeds (6.C.1).
    bool convoyInCycle = false;
    for (std::size_t i = cycleStart; i < m_cycle.size(); ++i)
        convoyInCycle = convoyInCycle || m_units[std::size_t(m_cycle[i])].type == OrderType::Convoy;
    const bool allHold = m_rules.is(RuleIssue::ConvoyParadox, 'd');
    if (lcJudge().isDebugEnabled()) {
        QStringList names;
        for (std::size_t i = cycleStart; i < m_cycle.size(); ++i)
            names << m_map.location(m_position->units[std::size_t(m_cycle[i])].location).id;
        qCDebug(lcJudge) << "backup rule on" << names << "paradox:" << convoyInCycle;
    }
    bool decided = false;
    for (std::size_t i = cycleStart; i < m_cycle.size(); ++i) {
        UnitState &state = m_units[std::size_t(m_cycle[i])];
        if (!convoyInCycle) {
            if (state.type == OrderType::Move) {
                state.resolution = true;
                state.decision = Decision::Resolved;
                decided = true;
            }
        } else if (state.type == OrderType::Convoy || (allHold && state.type == OrderType::Move)) {
            state.resolution = false;
            state.decision = Decision::Resolved;
            state.forcedByBackup = true;
            decided = true;
        }
    }
    if (convoyInCycle && allHold) {
        // 'All hold' (4.A.2 d): every move of the paradox fails: the convoyed armies and the attacks on
        // the convoying fleets too, although the cycle itself runs through the supports (6.F.14).
        for (std::size_t i = cycleStart; i < m_cycle.size(); ++i) {
            const UnitState &fleet = m_units[std::size_t(m_cycle[i])];
            if (fleet.type != OrderType::Convoy)
                continue;
            const int sea = fleet.province;
            auto fail = [this](int mover) {
                m_units[std::size_t(mover)].resolution = false;
                m_units[std::size_t(mover)].decision = Decision::Resolved;
                m_units[std::size_t(mover)].forcedByBackup = true;
            };
            fail(fleet.other);
            forEach(m_movesInto, sea, fail);
        }
    }
    if (!decided) {
        // No rule covers this cycle; settle its first decision negatively so that adjudication ends.
        qCWarning(lcJudge) << "cycle without moves or convoys; settling it by holding";
        UnitState &state = m_units[std::size_t(m_cycle[cycleStart])];
        state.resolution = false;
        state.decision = Decision::Resolved;
    }
}

bool MovementAdjudicator::resolveByGuessing(int unit)
{
    // The guess algorithm of DATC 5.F, in the form that retreats to the ancestor of the whole cycle.
    UnitState &state = m_units[std::size_t(unit)];
    // Most decisions are resolved with no cycle open: then there is nothing to look through.
    const auto inCycle = [&] {
        return !m_cycle.empty() && std::find(m_cycle.begin(), m_cycle.end(), unit) != m_cycle.end();
    };
    if (inCycle()) {
        m_guessBased = true;
        return state.resolution;
    }
    if (state.visited) {
        m_cycle.push_back(unit);
        m_guessBased = true;
        ++m_recursionHits;
        return state.resolution;
    }
    state.visited = true;
    const std::size_t oldCycleLength = m_cycle.size();
    const bool oldGuessBased = m_guessBased;
    const int oldRecursionHits = m_recursionHits;
    m_guessBased = false;
    state.resolution = false;
    const bool first = adjudicateUnit(unit);

    if (!m_guessBased) {
        m_guessBased = oldGuessBased;
        state.resolution = first;
        state.decision = Decision::Resolved;
        state.visited = false;
        return first;
    }
    if (inCycle())
        --m_recursionHits;
    if (m_recursionHits == oldRecursionHits) {
        m_cycle.resize(oldCycleLength);
        state.resolution = true;
        const bool second = adjudicateUnit(unit);
        if (first == second) {
            m_cycle.resize(oldCycleLength);
            m_guessBased = oldGuessBased;
            state.resolution = first;
            state.decision = Decision::Resolved;
            state.visited = false;
            return first;
        }
        backupRule(oldCycleLength);
        m_cycle.resize(oldCycleLength);
        m_guessBased = oldGuessBased;
        state.visited = false;
        return resolve(unit);
    }
    if (!inCycle())
        m_cycle.push_back(unit);
    state.resolution = first;
    state.visited = false;
    return first;
}

void MovementAdjudicator::addImplicitOrders(std::span<const Order> orders)
{
    // 4.E.3 a: a unit left without orders moves as its own power's support or convoy says it does.
    m_withImplicit.assign(orders.begin(), orders.end());
    auto ordered = [&](int province) {
        return std::any_of(m_withImplicit.begin(), m_withImplicit.end(), [&](const Order &o) {
            return o.unit.location >= 0 && m_map.provinceOf(o.unit.location) == province;
        });
    };
    for (const Order &o : orders) {
        if ((o.type != OrderType::Support && o.type != OrderType::Convoy) || o.otherTarget.location < 0 ||
            o.other.location < 0)
            continue;
        const int province = m_map.provinceOf(o.other.location);
        const int unit = m_position->unitIn(m_map, province);
        if (unit < 0 || m_position->units[std::size_t(unit)].power != o.power || ordered(province))
            continue;
        Order implied;
        implied.type = OrderType::Move;
        implied.power = o.power;
        implied.unit = {-1, true, m_position->units[std::size_t(unit)].type,
                        m_position->units[std::size_t(unit)].location, false};
        implied.target.location = o.otherTarget.location;
        implied.viaConvoy = o.type == OrderType::Convoy;
        m_withImplicit.push_back(implied);
    }
}

MovementResult MovementAdjudicator::adjudicate(const Position &position, std::span<const Order> given)
{
    MovementResult result;
    adjudicate(position, given, &result);
    return result;
}

void MovementAdjudicator::adjudicate(const Position &position, std::span<const Order> given,
                                     MovementResult *result)
{
    const std::span<const Order> orders = start(position, given);
    m_cycle.clear();
    m_guessBased = false;
    m_recursionHits = 0;
    assignOrders(orders);
    decideConvoyRoutes(orders);
    matchSupportsAndConvoys(orders);
    for (int unit : m_unsettled) // in the units' order: the order in which the guess algorithm meets cycles
        resolve(unit);
    collectResults(result, orders);
    result->orders.resize(given.size()); // implied orders report through the units they moved
    m_position = nullptr;
    m_orders = {};
}

} // namespace arbiter
