// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
// Whether a move succeeds (5.B.1) and the strengths it is decided by: attack (5.B.4) and prevent (5.B.7);
// hold (5.B.3) and defend (5.B.6) are inline in the header, with the moves decided by the board alone
// (entersUncontested, bouncesOffStayingUnit).
#include "judge/movement_adjudicator.h"

namespace arbiter {

int MovementAdjudicator::attackStrength(int unit, Strength *why)
{
    // 5.B.4: no attack without a route; no strength against one's own unit (6.D.10); supports of the
    // defender's power do not help dislodge it (6.D.12).
    const bool route = moveHasRoute(unit);
    if (!route && !why)
        return 0;
    const UnitState &m = m_units[std::size_t(unit)];
    const int there = m_unitAt[std::size_t(m.targetProvince)];
    int occupant = -1;
    if (there >= 0) {
        if (isHeadToHead(unit) || m_units[std::size_t(there)].type != OrderType::Move || !resolve(there))
            occupant = there;
    }
    const int occupantPower = occupant >= 0 ? m_units[std::size_t(occupant)].power : -1;
    int strength;
    if (occupant >= 0 && occupantPower == m.power) {
        strength = 0;
        if (why) {
            why->limit = StrengthLimit::OwnUnit;
            supportCount(unit, -1, why); // the supports it has, none of which can help
        }
    } else {
        strength = 1 + supportCount(unit, occupantPower, why);
    }
    if (route)
        return strength;
    why->limit = StrengthLimit::NoRoute;
    return 0;
}

int MovementAdjudicator::preventStrength(int unit, Strength *why)
{
    // 5.B.7: a unit that lost its head-to-head battle prevents nothing (6.E.1).
    const bool route = moveHasRoute(unit);
    if (!route && !why)
        return 0;
    const UnitState &m = m_units[std::size_t(unit)];
    const int there = m_unitAt[std::size_t(m.targetProvince)];
    StrengthLimit limit = route ? StrengthLimit::None : StrengthLimit::NoRoute;
    if (route && isHeadToHead(unit) && resolve(there)) {
        limit = StrengthLimit::LostHeadToHead;
    } else if (route && m_rules.is(RuleIssue::DislodgedUnitBounceWithoutHeadToHead, 'a') && there >= 0) {
        // 4.A.7 a: dislodged by a unit from its target, even by convoy, it has no effect there.
        const UnitState &t = m_units[std::size_t(there)];
        if (t.type == OrderType::Move && t.targetProvince == m.province && resolve(there))
            limit = StrengthLimit::DislodgedFromTarget;
    }
    if (limit != StrengthLimit::None && !why)
        return 0;
    const int strength = 1 + supportCount(unit, -1, why);
    if (limit == StrengthLimit::None)
        return strength;
    why->limit = limit;
    return 0;
}

bool MovementAdjudicator::moveSucceeds(int unit)
{
    // 5.B.1
    if (!moveHasRoute(unit))
        return false;
    const UnitState &m = m_units[std::size_t(unit)];
    const int there = m_unitAt[std::size_t(m.targetProvince)];
    if (entersUncontested(unit))
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

} // namespace arbiter
