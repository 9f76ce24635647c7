// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
#pragma once

#include "model/order.h"
#include "model/position.h"
#include "rules/rule_settings.h"
#include "text/order_parser.h"

#include <QByteArray>
#include <QString>
#include <QStringList>

#include <cstdint>
#include <optional>
#include <vector>

namespace arbiter {

// An order's expected fate in POSTSTATE_RESULTS (docs/datc-format.md).
enum class DatcVerdict : std::uint8_t
{
    Success,   // SUCCESS: carried out
    Failure,   // FAILURE: valid, but it did not work out
    Invalid,   // INVALID (or ILLEGAL, VOID): ignored, the unit holds
    Cut,       // CUT: a support that was cut (also by its supporter's dislodgement)
    Dislodged, // DISLODGED: the order failed and its unit was dislodged
};

// One order line of a case as written, with what the parser made of it.
struct DatcOrderLine
{
    int line = 0;
    QString text;
    ParsedOrder parsed;
    bool succeeded = false;                     // PRESTATE_RESULTS only
    DatcVerdict verdict = DatcVerdict::Success; // POSTSTATE_RESULTS only
};

// The retreat phase of a chained case: it starts from the position the case's own movement phase gave
// (the engine's dislodged units, attackers' origins and standoffs), not from hand-written results.
struct DatcRetreatHalf
{
    int line = 0; // of RETREAT_ORDERS
    std::vector<DatcOrderLine> orders;
    std::vector<Unit> expectedUnits;
    bool expectSame = false; // the units after the retreats are those the movement phase left
    bool hasExpectation = false;
    std::vector<DatcOrderLine> expectedResults; // POSTSTATE_RESULTS after RETREAT_ORDERS
};

// A test case of the hobby's DATC test-file format (see docs/datc-format.md), plus our RULES extension.
struct DatcCase
{
    QString name;
    int line = 0;
    // Arbiter extension for the lessons library: what the case is called and what it teaches (TITLE and
    // DESCRIPTION lines, docs/datc-format.md); empty when the file gives none.
    QString title;
    QString description;
    QStringList topics; // TOPICS (Arbiter extension): what the lesson is about, in English
    RuleSettings rules;
    Position position;
    std::vector<DatcOrderLine> previousResults; // PRESTATE_RESULTS
    std::vector<DatcOrderLine> orders;
    std::vector<Unit> expectedUnits;
    std::vector<Unit> expectedDislodged;
    bool expectSame = false;
    bool hasExpectation = false;
    std::vector<DatcOrderLine> expectedResults; // POSTSTATE_RESULTS, checked order by order
    std::optional<DatcRetreatHalf> retreat;     // a chained case's retreat phase
    QStringList errors;                         // "file:line: message"; a case with errors cannot pass
    // Order lines the parser could not read, "file:line: problem (the text)", in any section that holds
    // orders. A case with one cannot pass: it would be judged without an order it was written with (never as
    // a hold). A game made from it leaves them out.
    QStringList unreadable;
};

struct DatcFile
{
    QString fileName;
    QString variant;
    QString collection; // COLLECTION (Arbiter extension): the name of a user's lesson collection
    std::vector<DatcCase> cases;
    QStringList errors; // errors outside any case
};

// The position to adjudicate or to play from: for a retreat phase with the attackers' origins and the
// standoffs restored from PRESTATE_RESULTS.
Position datcStartPosition(const Map &map, const DatcCase &c);

// The bytes of a case file as text; none for bytes that are not text (a NUL byte, or not UTF-8), so that a
// binary file is refused by its name rather than listed byte by byte as lines outside any case.
std::optional<QString> caseFileText(const QByteArray &bytes);

class DatcReader
{
  public:
    DatcReader(const Map &map, RuleSettings baseRules) : m_map(map), m_parser(map), m_baseRules(baseRules) {}

    DatcFile read(const QString &text, const QString &fileName) const;
    DatcFile readFile(const QString &path) const;
    // A test case without POSTSTATE proves nothing and is an error; a lesson without one is shown with the
    // outcome the judge gives (its hasExpectation is false).
    void setExpectationOptional(bool optional) { m_expectationOptional = optional; }

  private:
    const Map &m_map;
    OrderParser m_parser;
    RuleSettings m_baseRules;
    bool m_expectationOptional = false;
};

} // namespace arbiter
