// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
// Turns the resolved decisions of a movement phase into results with reasons, the strengths behind them,
// and the position of the retreat phase (dislodged units, where they came from, standoffs: 5.B.11).
#include "judge/movement_adjudicator.h"

namespace arbiter {

// The result of a unit's order as far as its own decisions tell it: a move that failed with a route is left
// as Bounced, its reason and the unit that stopped it found once every unit's strengths are known. Inlined
// into its one caller.
Q_ALWAYS_INLINE OrderResult MovementAdjudicator::ownResult(int unit, const UnitOutcome &out)
{
    const UnitState &state = m_units[std::size_t(unit)];
    switch (state.type) {
    case OrderType::Move:
        if (out.moved)
            return {OrderStatus::Succeeded, OrderReason::Moved, unit, -1};
        if (!moveHasRoute(unit)) {
            bool paradox = false;
            forEach(m_convoys, unit,
                    [&](int fleet) { paradox = paradox || m_units[std::size_t(fleet)].forcedByBackup; });
            return {OrderStatus::Failed,
                    paradox ? OrderReason::ParadoxConvoyHeld : OrderReason::NoConvoyRoute, unit, -1};
        }
        return {OrderStatus::Failed, OrderReason::Bounced, unit, -1};
    case OrderType::Support:
        if (out.dislodged)
            return {OrderStatus::Failed, OrderReason::Dislodged, unit, out.dislodgedBy};
        if (!resolve(unit))
            return {OrderStatus::Failed, OrderReason::SupportCut, unit, supportCutBy(unit)};
        return {OrderStatus::Succeeded, OrderReason::SupportGiven, unit, -1};
    case OrderType::Convoy:
        if (out.dislodged)
            return {OrderStatus::Failed, OrderReason::Dislodged, unit, out.dislodgedBy};
        if (state.forcedByBackup)
            return {OrderStatus::Failed, OrderReason::ParadoxConvoyHeld, unit, -1};
        return {OrderStatus::Succeeded, OrderReason::ConvoyGiven, unit, -1};
    default:
        if (out.dislodged)
            return {OrderStatus::Failed, OrderReason::Dislodged, unit, out.dislodgedBy};
        return {OrderStatus::Succeeded, OrderReason::Held, unit, -1};
    }
}

void MovementAdjudicator::collectResults(MovementResult *result, std::span<const Order> orders)
{
    const std::size_t n = m_units.size();
    result->units.resize(n);
    result->orders = m_orderResults; // final for the orders found invalid; the others are written below
    Position &after = result->after; // the retreat-phase position, into the storage of the last one
    after.phase = m_position->phase;
    after.phase.kind = PhaseKind::Retreat;
    after.owner = m_position->owner;
    after.contested.assign(std::size_t(m_map.provinceCount()), false);
    after.units.resize(n); // as many as stay on the board, shortened below
    std::size_t onBoard = 0;
    after.dislodged.clear();
    m_bounced.clear();
    // One pass over the units: moves, dislodgements, the unit's place after the phase and the result of its
    // order. Every decision is resolved, so these are plain look-ups (a move succeeded when its decision
    // says so); the strengths are asked only for the reasons of bounces, below.
    for (std::size_t i = 0; i < n; ++i) {
        const UnitState &state = m_units[i];
        UnitOutcome &out = result->units[i];
        out = UnitOutcome{};
        out.order = state.order;
        out.effective = state.type;
        if (state.type == OrderType::Move) {
            out.target = state.target;
            out.moved = resolve(int(i));
            out.convoyed = goesByConvoy(int(i));
        }
        const Unit &u = m_position->units[i];
        if (out.moved) {
            after.units[onBoard++] = {u.power, u.type, out.target};
        } else {
            forEach(m_movesInto, state.province, [&](int attacker) {
                if (resolve(attacker)) {
                    out.dislodged = true;
                    out.dislodgedBy = attacker;
                }
            });
            if (out.dislodged) {
                const int attacker = out.dislodgedBy;
                after.dislodged.push_back(
                    {u, m_units[std::size_t(attacker)].province, goesByConvoy(attacker)});
            } else {
                after.units[onBoard++] = u;
            }
        }
        // The unit's order, unless there is none or it was dropped (the unit holds, its result final).
        if (state.order < 0)
            continue;
        OrderResult &r = result->orders[std::size_t(state.order)];
        if (r.status == OrderStatus::Invalid)
            continue;
        r = ownResult(int(i), out);
        if (r.reason == OrderReason::Bounced)
            m_bounced.push_back(int(i));
    }
    after.units.resize(onBoard);

    for (int unit : m_bounced) {
        const UnitState &state = m_units[std::size_t(unit)];
        const int there = m_unitAt[std::size_t(state.targetProvince)];
        // The strongest opposition names the unit that stopped it (its decisions all settled, each strength
        // answers from them).
        int by = there;
        int strongest = there < 0            ? 0
                        : isHeadToHead(unit) ? defendStrength(there)
                                             : holdStrength(state.targetProvince);
        forEach(m_movesInto, state.targetProvince, [&](int rival) {
            if (rival == unit)
                return;
            const int prevent = preventStrength(rival);
            if (prevent >= strongest && prevent > 0) {
                strongest = prevent;
                by = rival;
            }
        });
        // Its own unit there stopped it (6.D.10) only if its full strength (1 and every support given: its
        // defend strength) would have beaten all the rest; otherwise it bounced, as in 6.C.3, where the unit
        // there stays because another move bounced and the attack would have failed against a foreign unit
        // too.
        const bool own = there >= 0 && attackStrength(unit) == 0 &&
                         m_units[std::size_t(there)].power == state.power && defendStrength(unit) > strongest;
        result->orders[std::size_t(state.order)] = {
            OrderStatus::Failed, own ? OrderReason::CannotDislodgeOwnUnit : OrderReason::Bounced, unit, by};
        // A province left empty by a standoff takes no retreats (6.H.6): the target of a move that failed
        // but prevented others, where no unit stayed and none moved in.
        if (preventStrength(unit) > 0) {
            bool taken = there >= 0 && !result->units[std::size_t(there)].moved &&
                         !result->units[std::size_t(there)].dislodged;
            forEach(m_movesInto, state.targetProvince,
                    [&](int mover) { taken = taken || result->units[std::size_t(mover)].moved; });
            if (!taken)
                after.contested[std::size_t(state.targetProvince)] = true;
        }
    }

    // The same order given twice has the result of its first giving (4.D.3).
    if (m_anyRepeat) {
        for (std::size_t k = 0; k < orders.size(); ++k) {
            if (m_repeatOf[k] >= 0)
                result->orders[k] = result->orders[std::size_t(m_repeatOf[k])];
        }
    }
}

} // namespace arbiter
