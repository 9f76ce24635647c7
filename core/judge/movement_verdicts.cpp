// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
// The judge's record of why each order of a movement phase ended as it did, written on request once every
// decision is settled. Every number and every cut comes from the decision functions themselves
// (move_decision.cpp, support_decision.cpp, convoy_decision.cpp) asked with a record to fill: nothing here
// decides a rule, it only gathers what the judge decided and which units it was decided by.
#include "judge/movement_adjudicator.h"

namespace arbiter {

void MovementAdjudicator::noteSupport(int supporter, bool given, bool excluded, Strength *why)
{
    // A support not given is noted as cut here; what became of it is the supporter's own verdict, taken
    // once every support's verdict is recorded (takeSupportFates).
    if (given)
        why->supports.push_back({supporter, SupportFate::Counted, -1, OrderReason::SupportGiven});
    else if (excluded)
        why->supports.push_back({supporter, SupportFate::DefenderPower, -1, OrderReason::SupportGiven});
    else
        why->supports.push_back({supporter, SupportFate::Cut, -1, OrderReason::SupportCut});
}

void MovementAdjudicator::noteIgnoredSupports(int unit, Strength *strength) const
{
    // Support orders for this unit that were ignored: void (not matching its order) or illegal (4.E.1).
    for (std::size_t k = 0; k < m_orders.size(); ++k) {
        const Order &order = m_orders[k];
        const OrderResult &r = m_orderResults[k];
        if (order.type != OrderType::Support || r.status != OrderStatus::Invalid || r.unit < 0 ||
            order.other.location < 0 || m_repeatOf[k] >= 0 || r.reason == OrderReason::DuplicateOrder ||
            r.reason == OrderReason::RepeatedOrder)
            continue;
        if (m_unitAt[std::size_t(m_map.provinceOf(order.other.location))] != unit)
            continue;
        strength->supports.push_back(
            {r.unit,
             r.reason == OrderReason::SupportNotMatched ? SupportFate::NotMatched : SupportFate::Illegal, -1,
             r.reason});
    }
}

ConvoyRoute MovementAdjudicator::convoyRouteOf(int unit, const MovementResult &result)
{
    ConvoyRoute route;
    const UnitState &m = m_units[std::size_t(unit)];
    if (!m.convoyed)
        return route;
    route.convoyed = goesByConvoy(unit);
    route.walked = !route.convoyed;
    route.routeExists = moveHasRoute(unit);
    forEach(m_convoys, unit, [&](int fleet) {
        route.fleets.push_back(fleet);
        if (!resolve(fleet)) {
            const UnitOutcome &out = result.units[std::size_t(fleet)];
            route.broken.push_back(fleet);
            route.brokenBy.push_back(out.dislodged ? out.dislodgedBy : -1);
        }
    });
    return route;
}

namespace {

// A support not given is noted by the strength as cut; what became of it is the supporter's own verdict.
void takeSupportFates(Strength *strength, const std::vector<OrderExplanation> &verdicts)
{
    for (SupportNote &note : strength->supports) {
        if (note.fate != SupportFate::Cut)
            continue;
        const OrderExplanation &supporter = verdicts[std::size_t(note.supporter)];
        note.fate = supporter.supportFate;
        note.by = supporter.supportBy;
    }
}

} // namespace

void MovementAdjudicator::recordMove(int unit, const MovementResult &result,
                                     std::vector<OrderExplanation> *verdicts)
{
    const UnitState &s = m_units[std::size_t(unit)];
    OrderExplanation &e = (*verdicts)[std::size_t(unit)];
    e.attack = {StrengthKind::Attack, unit, s.targetProvince, 0, StrengthLimit::None, {}};
    e.attack.value = attackStrength(unit, &e.attack);
    noteIgnoredSupports(unit, &e.attack);
    takeSupportFates(&e.attack, *verdicts);
    const int there = m_unitAt[std::size_t(s.targetProvince)];
    Strength resistance;
    if (isHeadToHead(unit)) {
        e.headToHead = there;
        resistance = {StrengthKind::Defend, there, m_units[std::size_t(there)].province, 0,
                      StrengthLimit::None,  {}};
        resistance.value = defendStrength(there, &resistance);
    } else {
        resistance = {StrengthKind::Hold, there, s.targetProvince, 0, StrengthLimit::None, {}};
        resistance.value = holdStrength(s.targetProvince, &resistance);
        if (resistance.limit == StrengthLimit::None)
            noteIgnoredSupports(there, &resistance);
    }
    takeSupportFates(&resistance, *verdicts);
    e.opposition.push_back(std::move(resistance));
    forEach(m_movesInto, s.targetProvince, [&](int rival) {
        if (rival == unit)
            return;
        Strength prevent{StrengthKind::Prevent, rival, s.targetProvince, 0, StrengthLimit::None, {}};
        prevent.value = preventStrength(rival, &prevent);
        takeSupportFates(&prevent, *verdicts);
        e.opposition.push_back(std::move(prevent));
    });
    e.convoy = convoyRouteOf(unit, result);
    e.standoffLeft = !resolve(unit) && result.after.contested[std::size_t(s.targetProvince)];
    bool paradox = s.forcedByBackup;
    for (int fleet : e.convoy.fleets)
        paradox = paradox || m_units[std::size_t(fleet)].forcedByBackup;
    if (paradox) {
        e.backup = BackupRule::Paradox;
        e.paradoxChoice = m_rules.choice(RuleIssue::ConvoyParadox);
    } else if (s.circularMovement) {
        e.backup = BackupRule::CircularMovement;
    }
}

void MovementAdjudicator::recordVerdicts(const MovementResult &result, std::size_t givenCount,
                                         std::vector<OrderExplanation> *verdicts)
{
    const std::size_t n = m_units.size();
    verdicts->assign(n, OrderExplanation{});
    // The order each unit carried out, its result, and the supports' cuts (the strengths below name them).
    for (std::size_t u = 0; u < n; ++u) {
        const UnitState &s = m_units[u];
        const UnitOutcome &out = result.units[u];
        OrderExplanation &e = (*verdicts)[u];
        e.unit = int(u);
        const bool given = s.order >= 0 && std::size_t(s.order) < givenCount;
        e.order = given ? s.order : -1;
        e.type = s.type;
        if (given)
            e.result = result.orders[std::size_t(s.order)];
        else if (s.type == OrderType::Move) // an implied move (4.E.3 a)
            e.result = out.moved ? OrderResult{OrderStatus::Succeeded, OrderReason::Moved, int(u), -1}
                                 : OrderResult{OrderStatus::Failed, OrderReason::Bounced, int(u), -1};
        else
            e.result = out.dislodged
                           ? OrderResult{OrderStatus::Failed, OrderReason::Dislodged, int(u), out.dislodgedBy}
                           : OrderResult{OrderStatus::Succeeded, OrderReason::Held, int(u), -1};
        if (s.type != OrderType::Support)
            continue;
        e.supported = s.other;
        e.supportedTarget = s.target;
        const int cutBy = supportCutBy(int(u), &e.attacksOnSupport);
        if (!resolve(int(u))) {
            e.supportFate = out.dislodged ? SupportFate::Dislodged : SupportFate::Cut;
            e.supportBy = out.dislodged ? out.dislodgedBy : cutBy;
        }
    }
    for (std::size_t u = 0; u < n; ++u) {
        if (m_units[u].type == OrderType::Move)
            recordMove(int(u), result, verdicts);
    }
    for (std::size_t u = 0; u < n; ++u) {
        const UnitState &s = m_units[u];
        const UnitOutcome &out = result.units[u];
        OrderExplanation &e = (*verdicts)[u];
        if (s.type == OrderType::Convoy) {
            e.convoyedArmy = s.other;
            if (s.forcedByBackup) {
                e.backup = BackupRule::Paradox;
                e.paradoxChoice = m_rules.choice(RuleIssue::ConvoyParadox);
            }
            if (out.dislodged) {
                e.convoyFate = ConvoyFate::Disrupted;
                e.convoyBy = out.dislodgedBy;
            } else if (s.forcedByBackup) {
                e.convoyFate = ConvoyFate::ParadoxHeld;
            } else if (m_units[std::size_t(s.other)].type != OrderType::Move || !goesByConvoy(s.other)) {
                e.convoyFate = ConvoyFate::NotUsed;
            } else {
                e.convoyFate = moveHasRoute(s.other) ? ConvoyFate::PartOfRoute : ConvoyFate::RouteBroken;
            }
        }
        if (out.moved)
            continue;
        // A unit that stayed: its hold strength and every attack on it, as the attackers' own records show.
        e.dislodgedBy = out.dislodgedBy;
        e.hold = {StrengthKind::Hold, int(u), s.province, 0, StrengthLimit::None, {}};
        e.hold.value = holdStrength(s.province, &e.hold);
        if (e.hold.limit == StrengthLimit::None)
            noteIgnoredSupports(int(u), &e.hold);
        takeSupportFates(&e.hold, *verdicts);
        forEach(m_movesInto, s.province,
                [&](int attacker) { e.attacksOn.push_back((*verdicts)[std::size_t(attacker)].attack); });
    }
}

} // namespace arbiter
