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
    QStringList problems;    // why it failed: errors, unreadable lines, units missing or unexpected
    std::vector<Unit> units; // the board after adjudication
    std::vector<Unit> dislodged;
    std::vector<OrderResult> results; // one per order line (unreadable lines: Invalid)
};

// Adjudicates one case with its own rule settings and compares the board with the expected one.
DatcOutcome runDatcCase(const Map &map, const DatcCase &testCase);

} // namespace arbiter
