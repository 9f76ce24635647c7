// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
#pragma once

#include "model/order.h"
#include "model/order_result.h"
#include "model/position.h"
#include "rules/rule_settings.h"

#include <cstdint>
#include <span>
#include <vector>

namespace arbiter {

struct AdjustmentResult
{
    std::vector<OrderResult> orders; // one per order; `unit` indexes position.units for removals
    std::vector<Unit> builtUnits;
    std::vector<Unit> removedUnits;   // ordered and civil-disorder removals
    std::vector<int> waivedBuilds;    // per power: builds left unused
    std::vector<BoardChange> changes; // the civil-disorder removals, `unit` indexing position.units
    Position after;                   // the next Spring movement phase
};

// Builds minus removals owed per power: positive means builds (DATC 4.D.4-4.D.8).
int adjustmentCount(const Position &position, int power);

// The working storage of civilDisorderRemoval.
struct CivilDisorderBuffers
{
    std::vector<int> targets; // the provinces distances are counted to
    std::vector<int> overall; // per province, the distance in moves over any border
    std::vector<int> fleet;   // per location, a fleet's distance in fleet moves
    std::vector<int> queue;
};

// The unit a power in civil disorder removes next (4.D.8), or -1.
int civilDisorderRemoval(const Map &map, const RuleSettings &rules, const Position &position, int power,
                         std::span<const std::uint8_t> alreadyRemoved, // per unit, 1: removed
                         CivilDisorderBuffers &buffers);

// One build, removal or waive judged on its own, without the other orders of the phase (so not counted
// against the builds or removals owed): Succeeded, or Invalid and why.
OrderResult checkAdjustmentOrder(const Map &map, const RuleSettings &rules, const Position &position,
                                 const Order &order);

// The orders of an adjustment phase judged among each other, without carrying them out: Invalid and why
// (illegal, a duplicate, or beyond the builds or removals owed), else Succeeded.
std::vector<OrderResult> checkAdjustmentOrders(const Map &map, const RuleSettings &rules,
                                               const Position &position, std::span<const Order> orders);

AdjustmentResult adjudicateAdjustments(const Map &map, const RuleSettings &rules, const Position &position,
                                       std::span<const Order> orders);

// The working storage of adjudicating an adjustment phase, kept by a caller that adjudicates phase after
// phase (PhaseAdjudicator), so that nothing is allocated once it has grown.
struct AdjustmentBuffers
{
    std::vector<int> owed;             // per power, adjustmentCount()
    std::vector<int> kept;             // the indexes of the orders carried out, power by power
    std::vector<Unit> buildUnits;      // per order, the unit a build puts on the board
    std::vector<int> buildIn;          // per province, the order index of a build there
    std::vector<int> unitAt;           // per province, the unit there (Position::unitIn)
    std::vector<int> offered;          // per power, its legal orders that are no duplicates
    std::vector<int> seen;             // per power, how many of those were looked at (4.D.4, 4.D.6)
    std::vector<int> used;             // per power, adjustments ordered and carried out
    std::vector<std::uint8_t> removed; // per unit, 1: removed (bytes: read and written unit by unit)
    CivilDisorderBuffers civilDisorder;
};

// The same, into `result` (its storage reused), with `buffers` as working storage.
void adjudicateAdjustments(const Map &map, const RuleSettings &rules, const Position &position,
                           std::span<const Order> orders, AdjustmentBuffers &buffers,
                           AdjustmentResult &result);

} // namespace arbiter
