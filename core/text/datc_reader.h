// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
#pragma once

#include "model/order.h"
#include "model/position.h"
#include "rules/rule_settings.h"
#include "text/order_parser.h"

#include <QString>

#include <vector>

namespace arbiter {

// One order line of a case as written, with what the parser made of it.
struct DatcOrderLine
{
    int line = 0;
    QString text;
    ParsedOrder parsed;
    bool succeeded = false; // PRESTATE_RESULTS only
};

// A test case of the hobby's DATC test-file format (see docs/datc-format.md), plus our RULES extension.
struct DatcCase
{
    QString name;
    int line = 0;
    RuleSettings rules;
    Position position;
    std::vector<DatcOrderLine> previousResults; // PRESTATE_RESULTS
    std::vector<DatcOrderLine> orders;
    std::vector<Unit> expectedUnits;
    std::vector<Unit> expectedDislodged;
    bool expectSame = false;
    bool hasExpectation = false;
    QStringList errors; // "file:line: message"; a case with errors cannot pass
    // Order lines the parser could not read, "file:line: problem (the text)". A case run with one cannot
    // pass: it would be judged without an order it was written with. A game made from it leaves them out.
    QStringList unreadable;
};

struct DatcFile
{
    QString fileName;
    QString variant;
    std::vector<DatcCase> cases;
    QStringList errors; // errors outside any case
};

// The position to adjudicate or to play from: for a retreat phase with the attackers' origins and the
// standoffs restored from PRESTATE_RESULTS.
Position datcStartPosition(const Map &map, const DatcCase &c);

class DatcReader
{
  public:
    DatcReader(const Map &map, RuleSettings baseRules) : m_map(map), m_parser(map), m_baseRules(baseRules) {}

    DatcFile read(const QString &text, const QString &fileName) const;
    DatcFile readFile(const QString &path) const;

  private:
    const Map &m_map;
    OrderParser m_parser;
    RuleSettings m_baseRules;
};

} // namespace arbiter
