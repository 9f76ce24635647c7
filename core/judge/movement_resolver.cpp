// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
// The resolver of a movement phase after DATC chapter 5: one decision per unit (move succeeds, support
// given, convoy effective), each decided by the rules of its order kind (move_decision.cpp,
// support_decision.cpp, convoy_decision.cpp), resolved by the guess algorithm with cycle detection (5.F)
// and a backup rule for circular movement and convoy paradoxes (5.C, 4.A.2).
#include "judge/movement_adjudicator.h"

#include <QLoggingCategory>

#include <algorithm>

Q_LOGGING_CATEGORY(lcJudge, "arbiter.judge", QtWarningMsg)

namespace arbiter {

bool MovementAdjudicator::decide(int unit)
{
    switch (m_units[std::size_t(unit)].type) {
    case OrderType::Move:
        // A move the 'all hold' rule failed while it was itself being resolved, further up the recursion,
        // stays failed (the resolution of that outer call would otherwise overwrite the rule's).
        return moveSucceeds(unit) && !m_units[std::size_t(unit)].forcedByBackup;
    case OrderType::Support:
        return !supportIsCut(unit);
    case OrderType::Convoy:
        return !convoyingFleetDislodged(unit);
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
                state.circularMovement = true;
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
    const bool first = decide(unit);

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
        const bool second = decide(unit);
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

MovementResult MovementAdjudicator::adjudicate(const Position &position, std::span<const Order> given)
{
    MovementResult result;
    adjudicate(position, given, &result);
    return result;
}

void MovementAdjudicator::adjudicate(const Position &position, std::span<const Order> given,
                                     MovementResult *result, std::vector<OrderExplanation> *verdicts)
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
    if (verdicts)
        recordVerdicts(*result, given.size(), verdicts);
    m_position = nullptr;
    m_orders = {};
}

} // namespace arbiter
