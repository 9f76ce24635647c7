// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
#pragma once

#include "model/order_result.h"

namespace arbiter::document {

// What the orders panel shows about an order of the current phase before adjudication: whether the
// adjudicator would carry it out or ignore it (DATC 4.E.1), and why.
struct OrderCheck
{
    bool legal = true;
    OrderReason reason = OrderReason::Held;
};

} // namespace arbiter::document
