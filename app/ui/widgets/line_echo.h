// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
#pragma once

#include "model/order.h"

#include <QString>

#include <cstdint>
#include <optional>

namespace arbiter::ui {

// What became of one order typed on the order line, as the echo list shows it.
struct LineEcho
{
    enum class Kind : std::uint8_t
    {
        Entered,   // as written
        Corrected, // entered, read other than written or with a note (a misspelling, a replaced order)
        Illegal,   // entered, but the judge will ignore it
        Refused    // not entered
    };
    Kind kind = Kind::Entered;
    QString typed;              // the order as typed
    QString said;               // the order line's message about it
    std::optional<Order> order; // the order entered, completed as the document keeps it
};

} // namespace arbiter::ui
