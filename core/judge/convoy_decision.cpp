// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
// Whether a convoying fleet is disrupted and whether a convoyed move has a route (5.B.2), with the rule
// choices on disruption (4.A.1), convoy intent (4.A.3) and route specification (4.A.6).
#include "judge/movement_adjudicator.h"

#include "judge/convoy_routes.h"

#include <QVarLengthArray>

namespace arbiter {

bool MovementAdjudicator::convoyRouteOverFleets(int unit, ConvoyFleets fleets, int leftOut)
{
    // Over the seas of the convoying fleets matched to this army (5.B.2), as a bit set. The set is local:
    // resolving a fleet can recurse into another route search.
    const bool onlyWorking = fleets == ConvoyFleets::Working;
    const int from = m_units[std::size_t(unit)].province;
    const int to = m_units[std::size_t(unit)].targetProvince;
    QVarLengthArray<std::uint64_t, 4> usable(m_map.provinceWords(), 0);
    forEach(m_convoys, unit, [&](int fleet) {
        const int sea = m_units[std::size_t(fleet)].province;
        if (fleet != leftOut && (!onlyWorking || resolve(fleet)))
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

// Whether a convoyed move's route holds: through working fleets, or under the 1971 rule with none of its
// fleets disrupted.
bool MovementAdjudicator::convoyRouteHolds(int unit)
{
    if (m_units[std::size_t(unit)].routeSettled)
        return m_units[std::size_t(unit)].routeExists;
    bool exists;
    if (m_rules.is(RuleIssue::MultiRouteConvoyDisruption, 'a')) {
        // 1971 (4.A.1 a): any disrupted fleet of the convoy disrupts it.
        bool intact = true;
        forEach(m_convoys, unit, [&](int fleet) { intact = resolve(fleet) && intact; });
        exists = intact && routeOverOrderedFleets(unit);
    } else {
        exists = routeOverWorkingFleets(unit);
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

bool MovementAdjudicator::convoyingFleetDislodged(int unit)
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
    return dislodged;
}

} // namespace arbiter
