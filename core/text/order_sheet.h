// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
#pragma once

#include "model/position.h"
#include "text/order_parser.h"

#include <QString>

#include <vector>

namespace arbiter {

struct SheetLine
{
    int line = 0; // 1-based
    QString text;
    ParsedOrder parsed;
};

// An order sheet as a game master types it from paper slips: one order a line, "Power:" on a line of its
// own or in front of an order (then it heads the following lines too), blank lines and '#' comments ignored.
struct OrderSheet
{
    std::vector<SheetLine> orders;     // read
    std::vector<SheetLine> unreadable; // with parsed.error saying which word and why
};

// With a position, an order that names no power is given the power of the unit it orders.
OrderSheet readOrderSheet(const Map &map, const QString &text, const Position *position = nullptr);

// A line of a text file without its '#' comment and surrounding white space.
QString withoutComment(const QString &line);

// An English sentence for a parse error, naming the word ("unknown place 'Moon'").
QString describeParseError(const ParseError &error);

} // namespace arbiter
