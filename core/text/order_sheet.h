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
    QString text; // the order as written; one part of the line when it holds several
    ParsedOrder parsed;
    int part = 0; // 1-based place among the orders of a line that holds several; 0 for a line of one
};

// Something read but not as written, for the game master to look at ("'Germnay' read as Germany").
struct SheetWarning
{
    int line = 0;
    QString text;
};

// An order sheet as a game master types it from paper slips: one order a line, or several separated by ';'
// or ',' as in mails; "Power:" on a line of its own or in front of an order (then it heads the following
// orders too), a close misspelling of the power's name read as that power with a warning; blank lines and
// '#' comments ignored.
struct OrderSheet
{
    std::vector<SheetLine> orders;     // read
    std::vector<SheetLine> unreadable; // with parsed.error saying which word and why
    std::vector<SheetWarning> warnings;
};

// With a position, an order that names no power is given the power of the unit it orders.
OrderSheet readOrderSheet(const Map &map, const QString &text, const Position *position = nullptr);

// A line of a text file without its '#' comment and surrounding white space.
QString withoutComment(const QString &line);

// An English sentence for a parse error, naming the word ("unknown place 'Moon'").
QString describeParseError(const ParseError &error);
// The same for a line of a sheet, saying which order of the line it is when the line holds several
// ("order 2 on the line: unknown place 'Moon'").
QString describeSheetError(const SheetLine &line);

// What was read other than written, "'Germnay' read as Germany", "'Burgandy' read as Burgundy" (each
// misspelled power and place, joined by '; '); empty when the order was read as written.
QString describeCorrection(const Map &map, const ParsedOrder &parsed);

// A line that is only a power's name ("England:", "ENGLAND", or a close misspelling such as "Englnad:"),
// which heads the orders after it; -1 for any other line. *misspelled gets the name as written when it was
// not the power's own.
int powerHeader(const OrderParser &parser, const QString &line, QString *misspelled = nullptr);

} // namespace arbiter
