// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
// Explains a movement phase from the adjudicator's resolved decisions. Every strength is read through the
// adjudicator's own DATC 5.B functions, so an explanation cannot disagree with the result it explains; what
// is added here is only the attribution: which support counted, which attack cut what, which fleet broke a
// route.
#include "judge/movement_explanation.h"

#include "judge/movement_adjudicator.h"

namespace arbiter {

class MovementExplainer
{
  public:
    MovementExplainer(const Map &map, const RuleSettings &rules) : m_map(map), m_adjudicator(map, rules) {}

    PhaseExplanation explain(const Position &position, std::span<const Order> orders);

  private:
    using State = MovementAdjudicator::UnitState;

    const State &state(int unit) const { return m_adjudicator.m_units[std::size_t(unit)]; }
    int powerOf(int unit) const { return m_position->units[std::size_t(unit)].power; }
    int provinceOf(int unit) const
    {
        return m_map.location(m_position->units[std::size_t(unit)].location).province;
    }
    int unitAt(int province) const { return m_adjudicator.m_unitAt[std::size_t(province)]; }
    bool succeeded(int unit) { return m_adjudicator.resolve(unit); }

    int occupantResisting(int unit);
    SupportNote supportNote(int supporter, int excludePower);
    std::vector<SupportNote> supportNotes(int unit, int excludePower, bool withIgnored);
    std::vector<AttackOnSupport> attacksOnSupport(int supporter);
    SupportNote cutOf(int supporter);
    Strength attack(int unit);
    Strength hold(int province);
    Strength defend(int unit);
    Strength prevent(int unit);
    ConvoyRoute convoyRoute(int unit);
    bool inRing(int unit);
    OrderResult unitResult(int unit, std::size_t givenCount) const;
    OrderExplanation explainUnit(int unit, std::size_t givenCount);

    const Map &m_map;
    MovementAdjudicator m_adjudicator;
    MovementResult m_result;
    const Position *m_position = nullptr;
};

// The unit whose power's supports do not count against it: the one that stays in the target or meets the
// move head to head (the occupant of attackStrength, 5.B.4).
int MovementExplainer::occupantResisting(int unit)
{
    const int there = unitAt(state(unit).targetProvince);
    if (there < 0)
        return -1;
    if (m_adjudicator.isHeadToHead(unit) || state(there).type != OrderType::Move || !succeeded(there))
        return there;
    return -1;
}

std::vector<AttackOnSupport> MovementExplainer::attacksOnSupport(int supporter)
{
    // The tests of supportGiven (5.B.9), attack by attack.
    std::vector<AttackOnSupport> attacks;
    const State &s = state(supporter);
    const int exempt = s.type == OrderType::Support ? s.target : -1;
    forEach(m_adjudicator.m_movesInto, provinceOf(supporter), [&](int attacker) {
        AttackOnSupport a{attacker, CutVerdict::Cut};
        const bool convoyed = m_adjudicator.usesConvoy(attacker);
        const bool fromExempt =
            exempt >= 0 && provinceOf(attacker) == exempt &&
            !(convoyed && m_adjudicator.m_rules.is(RuleIssue::SupportCutByOwnConvoyedAttack, 'b'));
        if (powerOf(attacker) == powerOf(supporter))
            a.verdict = CutVerdict::SamePower;
        else if (s.type == OrderType::Support && convoyed &&
                 m_adjudicator.paradoxRuleProtects(supporter, attacker))
            a.verdict = CutVerdict::ParadoxRule;
        else if (fromExempt)
            a.verdict = succeeded(attacker) ? CutVerdict::Cut : CutVerdict::FromSupportedTarget;
        else if (!m_adjudicator.hasPath(attacker))
            a.verdict = CutVerdict::NoRoute;
        attacks.push_back(a);
    });
    return attacks;
}

SupportNote MovementExplainer::cutOf(int supporter)
{
    SupportNote note{supporter, SupportFate::Cut, -1, OrderReason::SupportCut};
    const UnitOutcome &out = m_result.units[std::size_t(supporter)];
    if (out.dislodged) {
        note.fate = SupportFate::Dislodged;
        note.by = out.dislodgedBy;
        return note;
    }
    for (const AttackOnSupport &a : attacksOnSupport(supporter)) {
        if (a.verdict == CutVerdict::Cut) {
            note.by = a.attacker;
            break;
        }
    }
    return note;
}

SupportNote MovementExplainer::supportNote(int supporter, int excludePower)
{
    if (powerOf(supporter) == excludePower)
        return {supporter, SupportFate::DefenderPower, -1, OrderReason::SupportGiven};
    if (!succeeded(supporter))
        return cutOf(supporter);
    return {supporter, SupportFate::Counted, -1, OrderReason::SupportGiven};
}

std::vector<SupportNote> MovementExplainer::supportNotes(int unit, int excludePower, bool withIgnored)
{
    std::vector<SupportNote> notes;
    forEach(m_adjudicator.m_supports, unit,
            [&](int supporter) { notes.push_back(supportNote(supporter, excludePower)); });
    if (!withIgnored)
        return notes;
    // Support orders for this unit that were ignored: void (not matching its order) or illegal (4.E.1).
    const std::span<const Order> orders = m_adjudicator.m_orders;
    for (std::size_t k = 0; k < orders.size(); ++k) {
        const Order &order = orders[k];
        const OrderResult &r = m_adjudicator.m_orderResults[k];
        if (order.type != OrderType::Support || r.status != OrderStatus::Invalid || r.unit < 0 ||
            order.other.location < 0 || m_adjudicator.m_repeatOf[k] >= 0 ||
            r.reason == OrderReason::DuplicateOrder || r.reason == OrderReason::RepeatedOrder)
            continue;
        if (unitAt(m_map.location(order.other.location).province) != unit)
            continue;
        notes.push_back(
            {r.unit,
             r.reason == OrderReason::SupportNotMatched ? SupportFate::NotMatched : SupportFate::Illegal, -1,
             r.reason});
    }
    return notes;
}

Strength MovementExplainer::attack(int unit)
{
    Strength s{StrengthKind::Attack, unit, state(unit).targetProvince, m_adjudicator.attackStrength(unit),
               StrengthLimit::None,  {}};
    const int occupant = occupantResisting(unit);
    int exclude = -1;
    if (occupant >= 0 && powerOf(occupant) == powerOf(unit))
        s.limit = StrengthLimit::OwnUnit;
    else if (occupant >= 0)
        exclude = powerOf(occupant);
    if (!m_adjudicator.hasPath(unit))
        s.limit = StrengthLimit::NoRoute;
    s.supports = supportNotes(unit, exclude, true);
    return s;
}

Strength MovementExplainer::hold(int province)
{
    const int there = unitAt(province);
    Strength s{StrengthKind::Hold,  there, province, m_adjudicator.holdStrength(province),
               StrengthLimit::None, {}};
    if (there < 0)
        s.limit = StrengthLimit::EmptyProvince;
    else if (state(there).type == OrderType::Move)
        s.limit = succeeded(there) ? StrengthLimit::LeftProvince : StrengthLimit::MoveFailed;
    else
        s.supports = supportNotes(there, -1, true);
    return s;
}

Strength MovementExplainer::defend(int unit)
{
    return {StrengthKind::Defend, unit,
            provinceOf(unit),     m_adjudicator.defendStrength(unit),
            StrengthLimit::None,  supportNotes(unit, -1, false)};
}

Strength MovementExplainer::prevent(int unit)
{
    const State &m = state(unit);
    Strength s{StrengthKind::Prevent, unit,
               m.targetProvince,      m_adjudicator.preventStrength(unit),
               StrengthLimit::None,   supportNotes(unit, -1, false)};
    const int there = unitAt(m.targetProvince);
    if (!m_adjudicator.hasPath(unit)) {
        s.limit = StrengthLimit::NoRoute;
    } else if (m_adjudicator.isHeadToHead(unit) && succeeded(there)) {
        s.limit = StrengthLimit::LostHeadToHead;
    } else if (s.value == 0 && there >= 0) {
        s.limit = StrengthLimit::DislodgedFromTarget; // 4.A.7 a, the only other way to prevent nothing
    }
    return s;
}

ConvoyRoute MovementExplainer::convoyRoute(int unit)
{
    ConvoyRoute route;
    const State &m = state(unit);
    if (!m.convoyed)
        return route;
    route.convoyed = m_adjudicator.usesConvoy(unit);
    route.walked = !route.convoyed;
    route.routeExists = m_adjudicator.hasPath(unit);
    forEach(m_adjudicator.m_convoys, unit, [&](int fleet) {
        route.fleets.push_back(fleet);
        if (!succeeded(fleet)) {
            const UnitOutcome &out = m_result.units[std::size_t(fleet)];
            route.broken.push_back(fleet);
            route.brokenBy.push_back(out.dislodged ? out.dislodgedBy : -1);
        }
    });
    return route;
}

// A ring of successful moves, each into the province the next one leaves: circular movement (5.C, 6.C.1).
bool MovementExplainer::inRing(int unit)
{
    int next = unit;
    for (std::size_t steps = 0; steps < m_adjudicator.m_units.size(); ++steps) {
        if (state(next).type != OrderType::Move || !succeeded(next))
            return false;
        next = unitAt(state(next).targetProvince);
        if (next < 0)
            return false;
        if (next == unit)
            return true;
    }
    return false;
}

OrderResult MovementExplainer::unitResult(int unit, std::size_t givenCount) const
{
    const State &s = state(unit);
    if (s.order >= 0 && std::size_t(s.order) < givenCount)
        return m_result.orders[std::size_t(s.order)];
    const UnitOutcome &out = m_result.units[std::size_t(unit)];
    if (s.type == OrderType::Move) // an implied move (4.E.3 a)
        return out.moved ? OrderResult{OrderStatus::Succeeded, OrderReason::Moved, unit, -1}
                         : OrderResult{OrderStatus::Failed, OrderReason::Bounced, unit, -1};
    return out.dislodged ? OrderResult{OrderStatus::Failed, OrderReason::Dislodged, unit, out.dislodgedBy}
                         : OrderResult{OrderStatus::Succeeded, OrderReason::Held, unit, -1};
}

OrderExplanation MovementExplainer::explainUnit(int unit, std::size_t givenCount)
{
    const State &s = state(unit);
    OrderExplanation e;
    e.unit = unit;
    e.order = s.order >= 0 && std::size_t(s.order) < givenCount ? s.order : -1;
    e.type = s.type;
    e.result = unitResult(unit, givenCount);
    switch (s.type) {
    case OrderType::Move: {
        e.attack = attack(unit);
        const int there = unitAt(s.targetProvince);
        if (m_adjudicator.isHeadToHead(unit)) {
            e.headToHead = there;
            e.opposition.push_back(defend(there));
        } else {
            e.opposition.push_back(hold(s.targetProvince));
        }
        forEach(m_adjudicator.m_movesInto, s.targetProvince, [&](int rival) {
            if (rival != unit)
                e.opposition.push_back(prevent(rival));
        });
        e.convoy = convoyRoute(unit);
        const bool moved = succeeded(unit);
        e.standoffLeft = !moved && m_result.after.contested[std::size_t(s.targetProvince)];
        bool paradox = s.forcedByBackup;
        for (int fleet : e.convoy.fleets)
            paradox = paradox || state(fleet).forcedByBackup;
        if (paradox) {
            e.backup = BackupRule::Paradox;
            e.paradoxChoice = m_adjudicator.m_rules.choice(RuleIssue::ConvoyParadox);
        } else if (inRing(unit)) {
            e.backup = BackupRule::CircularMovement;
        }
        break;
    }
    case OrderType::Support:
        e.supported = s.other;
        e.supportedTarget = s.target;
        e.attacksOnSupport = attacksOnSupport(unit);
        if (!succeeded(unit)) {
            const SupportNote cut = cutOf(unit);
            e.supportFate = cut.fate;
            e.supportBy = cut.by;
        }
        break;
    case OrderType::Convoy: {
        e.convoyedArmy = s.other;
        const UnitOutcome &out = m_result.units[std::size_t(unit)];
        if (s.forcedByBackup) {
            e.backup = BackupRule::Paradox;
            e.paradoxChoice = m_adjudicator.m_rules.choice(RuleIssue::ConvoyParadox);
        }
        if (out.dislodged) {
            e.convoyFate = ConvoyFate::Disrupted;
            e.convoyBy = out.dislodgedBy;
        } else if (s.forcedByBackup) {
            e.convoyFate = ConvoyFate::ParadoxHeld;
        } else if (state(s.other).type != OrderType::Move || !m_adjudicator.usesConvoy(s.other)) {
            e.convoyFate = ConvoyFate::NotUsed;
        } else {
            e.convoyFate = m_adjudicator.hasPath(s.other) ? ConvoyFate::PartOfRoute : ConvoyFate::RouteBroken;
        }
        break;
    }
    default:
        break;
    }
    if (!m_result.units[std::size_t(unit)].moved) {
        e.dislodgedBy = m_result.units[std::size_t(unit)].dislodgedBy;
        e.hold = hold(provinceOf(unit));
        forEach(m_adjudicator.m_movesInto, provinceOf(unit),
                [&](int attacker) { e.attacksOn.push_back(attack(attacker)); });
    }
    return e;
}

PhaseExplanation MovementExplainer::explain(const Position &position, std::span<const Order> orders)
{
    m_position = &position;
    m_adjudicator.adjudicate(position, orders, &m_result);
    // adjudicate() lets go of the position and the orders when it is done; start() takes them back without
    // touching the decisions, which stay resolved for the look-ups below.
    m_adjudicator.start(position, orders);
    PhaseExplanation ex;
    ex.kind = PhaseKind::Movement;
    for (std::size_t u = 0; u < position.units.size(); ++u)
        ex.units.push_back(explainUnit(int(u), orders.size()));
    for (std::size_t k = 0; k < orders.size(); ++k) {
        const OrderResult &r = m_result.orders[k];
        OrderExplanation e;
        if (r.unit >= 0)
            e = ex.units[std::size_t(r.unit)]; // an illegal order: what the unit did instead (it held)
        e.order = int(k);
        e.result = r;
        ex.orders.push_back(std::move(e));
    }
    return ex;
}

PhaseExplanation explainMovement(const Map &map, const RuleSettings &rules, const Position &position,
                                 std::span<const Order> orders)
{
    MovementExplainer explainer(map, rules);
    return explainer.explain(position, orders);
}

} // namespace arbiter
