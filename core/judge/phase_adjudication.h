// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
#pragma once

#include "judge/adjustment_adjudicator.h"
#include "judge/movement_adjudicator.h"
#include "judge/retreat_adjudicator.h"
#include "map/map.h"
#include "model/order.h"
#include "model/order_result.h"
#include "model/position.h"
#include "rules/rule_settings.h"

#include <span>
#include <vector>

namespace arbiter {

// What adjudicating one phase gives: the results of its orders, the changes no order made, the position
// the next phase starts from, and the empty phases skipped on the way to it.
struct PhaseOutcome
{
    std::vector<OrderResult> results;
    std::vector<BoardChange> changes;
    Position after;
    std::vector<Phase> skipped;
};

// Adjudicates a phase of any kind (movement, retreats, adjustments) from its position and the orders as they
// count (proxies resolved); entering Winter, centres change hands. The one entry point to the adjudicators:
// play, the check of a loaded record, the DATC runner and the benchmark all judge phases through it, so that
// they mean the same.
PhaseOutcome adjudicatePhase(const Map &map, const RuleSettings &rules, const Position &position,
                             std::span<const Order> orders);

// The rule issues whose choice can change what adjudicatePhase gives for a phase of this kind: those its
// adjudicator asks (movement: order_checks.cpp, movement_adjudicator.cpp, movement_results.cpp; retreats:
// retreat_adjudicator.cpp; adjustments: adjustment_adjudicator.cpp). Changing any other issue leaves the
// outcome as it was, which the search for a rule setting that reproduces a recorded outcome uses to skip
// settings (record/import/second_opinion.cpp). A rule question added to an adjudicator must be added here:
// tst_import's ruleSearch tests compare the search that skips with one that tries every setting.
RuleIssueSet issuesAsked(PhaseKind kind);
// The same for this phase with these orders. A movement phase where no army can be convoyed (no convoy
// order, no move 'via convoy' or with a path, no army ordered or supported to move to a province it cannot
// walk to) leaves out the convoy issues, 4.A.1 to 4.A.4 and 4.A.6: only a convoyed army asks them.
RuleIssueSet issuesAsked(const Map &map, const Position &position, std::span<const Order> orders);

// adjudicatePhase for many phases in a row (the benchmark, re-adjudicating a whole game): one object keeps
// the adjudicators' working buffers and writes each outcome into storage the caller keeps, so that phase
// after phase is adjudicated without allocating once the buffers have grown to the largest phase.
class PhaseAdjudicator
{
  public:
    explicit PhaseAdjudicator(const Map &map) : m_map(map), m_movement(map, RuleSettings()) {}

    // The outcome of adjudicatePhase(map, rules, position, orders), into `out` (its storage reused).
    void adjudicate(const Position &position, std::span<const Order> orders, const RuleSettings &rules,
                    PhaseOutcome &out);

  private:
    const Map &m_map;
    MovementAdjudicator m_movement;
    MovementResult m_movementResult;
    RetreatBuffers m_retreatBuffers;
    RetreatResult m_retreatResult;
    AdjustmentBuffers m_adjustmentBuffers;
    AdjustmentResult m_adjustmentResult;
};

} // namespace arbiter
