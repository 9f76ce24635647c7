// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
#include "judge/phase_adjudication.h"

#include "map/power_set.h"

#include <algorithm>
#include <array>
#include <bit>

namespace arbiter {

namespace {

// Entering Winter: supply centres change hands (a centre belongs to the power with a unit on it), and the
// centres are weighed against the units, in one pass over the units and one over the centres.
struct WinterEntry
{
    PowerSet lostCentre = 0;    // the powers that lost a centre
    PowerSet withCentres = 0;   // the powers that own a centre
    bool anyAdjustment = false; // some power gains or loses units in the coming Winter
};

WinterEntry enterWinter(const Map &map, Position *position)
{
    WinterEntry result;
    std::array<int, 64> balance{}; // per power: centres owned minus units
    for (const Unit &u : position->units) {
        --balance[std::size_t(u.power)];
        const int province = map.provinceOf(u.location);
        if (!map.province(province).supplyCentre)
            continue;
        int &owner = position->owner[std::size_t(province)];
        if (owner >= 0 && owner != u.power)
            result.lostCentre |= PowerSet(1) << owner;
        owner = u.power;
    }
    for (int centre : map.supplyCentres()) {
        const int owner = position->owner[std::size_t(centre)];
        if (owner >= 0) {
            ++balance[std::size_t(owner)];
            result.withCentres |= PowerSet(1) << owner;
        }
    }
    result.anyAdjustment =
        std::any_of(balance.begin(), balance.begin() + map.powerCount(), [](int b) { return b != 0; });
    return result;
}

// Those of `powers` without a unit (dislodged or not) in `p`: a pass over the units that stops once every
// one of them is found.
PowerSet withoutUnits(PowerSet powers, const Position &p)
{
    for (const Unit &u : p.units) {
        powers &= ~(PowerSet(1) << u.power);
        if (powers == 0)
            return 0;
    }
    for (const DislodgedUnit &d : p.dislodged)
        powers &= ~(PowerSet(1) << d.unit.power);
    return powers;
}

PowerSet withCentres(const Position &p)
{
    PowerSet set = 0;
    for (int owner : p.owner) {
        if (owner >= 0)
            set |= PowerSet(1) << owner;
    }
    return set;
}

} // namespace

RuleIssueSet issuesAsked(PhaseKind kind)
{
    auto set = [](std::initializer_list<RuleIssue> issues) {
        RuleIssueSet s = 0;
        for (RuleIssue i : issues)
            s |= ruleIssueBit(i);
        return s;
    };
    switch (kind) {
    case PhaseKind::Movement:
        return set({RuleIssue::MultiRouteConvoyDisruption,
                    RuleIssue::ConvoyParadox,
                    RuleIssue::ConvoyToAdjacent,
                    RuleIssue::SupportCutByOwnConvoyedAttack,
                    RuleIssue::ConvoyPathSpecification,
                    RuleIssue::DislodgedUnitBounceWithoutHeadToHead,
                    RuleIssue::OmittedCoastOnePossible,
                    RuleIssue::MoveToImpossibleCoast,
                    RuleIssue::CoastInSupport,
                    RuleIssue::WrongCoastOfOrderedUnit,
                    RuleIssue::UnknownCoast,
                    RuleIssue::MissingUnitType,
                    RuleIssue::WrongUnitType,
                    RuleIssue::MissingNationalityInSupport,
                    RuleIssue::WrongNationalityInSupport,
                    RuleIssue::MultipleOrdersToOneUnit,
                    RuleIssue::HoldSupportInCivilDisorder,
                    RuleIssue::PoorlyWrittenOrders,
                    RuleIssue::ImplicitOrders,
                    RuleIssue::ProxyOrders});
    case PhaseKind::Retreat:
        return set({RuleIssue::RetreatAfterConvoyDislodge, RuleIssue::OmittedCoastOnePossible,
                    RuleIssue::MoveToImpossibleCoast, RuleIssue::WrongUnitType,
                    RuleIssue::MultipleOrdersToOneUnit});
    case PhaseKind::Adjustment:
        return set({RuleIssue::UnknownCoast, RuleIssue::MissingUnitTypeInBuild, RuleIssue::FleetBuildInLand,
                    RuleIssue::TooManyBuilds, RuleIssue::TwoBuildsInOneProvince, RuleIssue::TooManyDisbands,
                    RuleIssue::WaivingBuilds, RuleIssue::CivilDisorderRemoval});
    }
    return ~RuleIssueSet(0);
}

RuleIssueSet issuesAsked(const Map &map, const Position &position, std::span<const Order> orders)
{
    const RuleIssueSet all = issuesAsked(position.phase.kind);
    if (position.phase.kind != PhaseKind::Movement)
        return all;
    // An army is convoyed (order_checks.cpp, the pass over the moving units) only when it is ordered 'via
    // convoy', a convoy order names it, or it moves to a province it cannot walk to. Implicit moves (4.E.3)
    // are read from supports and convoys, so a supported move counts as a move. A place the order leaves
    // open counts as a possible convoy.
    auto mayBeConvoyed = [&](const UnitRef &unit, const UnitRef &target) {
        if (unit.location < 0 || target.location < 0)
            return true;
        const int from = map.provinceOf(unit.location);
        const int to = map.provinceOf(target.location);
        const int there = position.unitIn(map, from);
        if (there >= 0 && position.units[std::size_t(there)].type == UnitType::Fleet)
            return false; // only an army is convoyed, whatever type the order writes
        return !map.armyBorder(from, to);
    };
    for (const Order &o : orders) {
        const bool convoy = o.type == OrderType::Convoy || o.viaConvoy || !o.convoyPath.empty() ||
                            (o.type == OrderType::Move && mayBeConvoyed(o.unit, o.target)) ||
                            (o.type == OrderType::Support && o.otherTarget.location >= 0 &&
                             mayBeConvoyed(o.other, o.otherTarget));
        if (convoy)
            return all;
    }
    return all & ~(ruleIssueBit(RuleIssue::MultiRouteConvoyDisruption) |
                   ruleIssueBit(RuleIssue::ConvoyParadox) | ruleIssueBit(RuleIssue::ConvoyToAdjacent) |
                   ruleIssueBit(RuleIssue::SupportCutByOwnConvoyedAttack) |
                   ruleIssueBit(RuleIssue::ConvoyPathSpecification));
}

PhaseOutcome adjudicatePhase(const Map &map, const RuleSettings &rules, const Position &position,
                             std::span<const Order> orders)
{
    PhaseAdjudicator adjudicator(map);
    PhaseOutcome out;
    adjudicator.adjudicate(position, orders, rules, out);
    return out;
}

void PhaseAdjudicator::adjudicate(const Position &position, std::span<const Order> orders,
                                  const RuleSettings &rules, PhaseOutcome &out)
{
    const Map &map = m_map;
    out.changes.clear();
    out.skipped.clear();
    switch (position.phase.kind) {
    case PhaseKind::Movement: {
        m_movement.setRules(rules);
        m_movement.adjudicate(position, orders, &m_movementResult);
        // Swapped, not copied: the outcome's old buffers become the adjudicator's for the next phase.
        std::swap(out.results, m_movementResult.orders);
        std::swap(out.after, m_movementResult.after);
        if (out.after.dislodged.empty()) {
            out.skipped.push_back(out.after.phase);
            out.after.phase = out.after.phase.next();
            std::fill(out.after.contested.begin(), out.after.contested.end(), false);
        }
        break;
    }
    case PhaseKind::Retreat:
        adjudicateRetreats(map, rules, position, orders, m_retreatBuffers, m_retreatResult);
        std::swap(out.results, m_retreatResult.orders);
        std::swap(out.changes, m_retreatResult.changes);
        std::swap(out.after, m_retreatResult.after);
        break;
    case PhaseKind::Adjustment:
        adjudicateAdjustments(map, rules, position, orders, m_adjustmentBuffers, m_adjustmentResult);
        std::swap(out.results, m_adjustmentResult.orders);
        std::swap(out.changes, m_adjustmentResult.changes);
        std::swap(out.after, m_adjustmentResult.after);
        break;
    }
    // Only a power that lost a unit can have lost its last one: one of its dislodged units in a retreat
    // phase, a unit removed in an adjustment phase. A movement phase removes none (the dislodged are still
    // listed).
    PowerSet lostUnit = 0;
    if (position.phase.kind != PhaseKind::Movement) {
        for (const DislodgedUnit &d : position.dislodged)
            lostUnit |= PowerSet(1) << d.unit.power;
    }
    if (position.phase.kind == PhaseKind::Adjustment) {
        for (const Unit &u : m_adjustmentResult.removedUnits)
            lostUnit |= PowerSet(1) << u.power;
    }
    PowerSet gone = lostUnit == 0 ? 0 : withoutUnits(lostUnit, out.after);
    if (out.after.phase.kind == PhaseKind::Adjustment) {
        // Entering Winter: centres change hands; a Winter with nothing to adjust is skipped. Only a power
        // that lost a unit or a centre can be gone, so the centres are counted only when one did.
        const WinterEntry winter = enterWinter(map, &out.after);
        gone |= winter.lostCentre;
        if (gone != 0)
            gone = withoutUnits(gone & ~winter.withCentres, out.after);
        if (!winter.anyAdjustment) {
            out.skipped.push_back(out.after.phase);
            out.after.phase = out.after.phase.next();
        }
    } else if (gone != 0) {
        // The centres have not changed hands: a power that lost its last unit is gone without centres.
        gone &= ~withCentres(out.after);
    }
    for (PowerSet left = gone; left != 0; left &= left - 1) // in power order, visiting only the powers gone
        out.changes.push_back({OrderReason::Eliminated, std::countr_zero(left), -1});
}

} // namespace arbiter
