// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
// Whether a support is cut (5.B.9), with the paradox rules of 4.A.2 a-c that keep some convoyed attacks
// from cutting.
#include "judge/movement_adjudicator.h"

namespace arbiter {

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
        return !routeWithoutFleet(attacker, fleetThere);
    }
}

int MovementAdjudicator::supportCutBy(int unit, std::vector<AttackOnSupport> *why)
{
    // 5.B.9: a support is cut by an attack from anywhere but the province it supports into (6.D.15),
    // never by its own power (6.D.20), and always by dislodgement (6.D.17). The first attack that cuts
    // decides; a record notes every attack with the test it failed or passed.
    const UnitState &s = m_units[std::size_t(unit)];
    const int exempt = s.target >= 0 ? s.target : -1;
    int cutBy = -1;
    forEach(m_movesInto, s.province, [&](int attacker) {
        if (cutBy >= 0 && !why)
            return;
        const auto verdict = [&] {
            const UnitState &a = m_units[std::size_t(attacker)];
            if (a.power == s.power)
                return CutVerdict::SamePower;
            const int from = a.province;
            const bool convoyed = goesByConvoy(attacker);
            // 4.A.4, 6.G.13: does a convoyed attack from the supported target count as coming from there?
            const bool fromExempt =
                from == exempt && !(convoyed && m_rules.is(RuleIssue::SupportCutByOwnConvoyedAttack, 'b'));
            if (convoyed && paradoxRuleProtects(unit, attacker))
                return CutVerdict::ParadoxRule;
            if (fromExempt)
                return resolve(attacker) ? CutVerdict::Cut : CutVerdict::FromSupportedTarget;
            return moveHasRoute(attacker) ? CutVerdict::Cut : CutVerdict::NoRoute;
        }();
        if (verdict == CutVerdict::Cut && cutBy < 0)
            cutBy = attacker;
        if (why)
            why->push_back({attacker, verdict});
    });
    return cutBy;
}

} // namespace arbiter
