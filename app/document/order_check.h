// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
#pragma once

#include "judge/order_entry.h"
#include "model/order_result.h"

namespace arbiter::document {

// What the orders panel, the map and the status bar show about an order of the current phase before
// adjudication. The rules engine alone decides it.
using OrderCheck = arbiter::OrderCheck;

} // namespace arbiter::document
