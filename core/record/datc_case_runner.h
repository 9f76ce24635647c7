// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
#pragma once

#include "model/order_result.h"
#include "text/datc_reader.h"
#include "text/order_formatter.h"

#include <QStringList>

namespace arbiter {

struct DatcOutcome
{
    bool passed = false;
    // Why it failed: errors, unreadable lines, units missing or unexpected, orders whose result is not the
    // expected one. Problems of a chained case's retreat phase start with "after the retreats: ".
    QStringList problems;
    std::vector<Unit> units; // the board after adjudication (of the movement phase, in a chained case)
    std::vector<Unit> dislodged;
    std::vector<OrderResult> results; // one per order line (unreadable lines: Invalid)
    // A chained case's retreat phase: the position the movement phase led to, the units after the retreats
    // and one result per retreat order line.
    Position retreatStart;
    std::vector<Unit> retreatUnits;
    std::vector<OrderResult> retreatResults;
};

// Adjudicates one case with its own rule settings and compares the board, and the results of the orders
// that POSTSTATE_RESULTS names, with the expected ones. A chained case's retreat phase is then adjudicated
// from the position the movement phase gave and checked the same way.
DatcOutcome runDatcCase(const Map &map, const DatcCase &testCase);

} // namespace arbiter
