// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
#pragma once

#include "model/order_result.h"

namespace arbiter {

// English source text for a result reason, marked for translation in context "OrderReason"; show it with
// QCoreApplication::translate("OrderReason", reasonText(r)). "%1" stands for the unit named by `by`.
const char *reasonText(OrderReason reason);

} // namespace arbiter
