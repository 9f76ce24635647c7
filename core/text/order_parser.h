// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
#pragma once

#include "map/map.h"
#include "model/order.h"

#include <QString>

#include <vector>

namespace arbiter {

enum class ParseErrorKind : std::uint8_t
{
    None,
    Empty,              // nothing but spaces or a comment
    UnknownPower,       // "Prussia: A ber H"
    UnknownPlace,       // a word that is no province name, abbreviation or close misspelling
    AmbiguousPlace,     // a misspelling close to two names
    MissingUnit,        // "S - mun": no unit where one is needed
    MissingVerb,        // "A ven": what should it do?
    UnknownVerb,        // "A ven jumps tri"
    MissingDestination, // "A ven -"
    TrailingWords,      // "A ven H please"
};

// Why a line could not be read: which word (by position in the line) and what was expected.
struct ParseError
{
    ParseErrorKind kind = ParseErrorKind::None;
    QString word;   // the offending word as typed, empty at end of line
    int column = 0; // 0-based character offset of the word in the line
};

struct ParsedOrder
{
    Order order;
    ParseError error; // kind None when the order was read
    bool ok() const { return error.kind == ParseErrorKind::None; }
};

// Reads orders as people write them on paper and as the hobby's files write them: full names or any common
// abbreviation in any case; coasts as /nc, (nc), nc or "north coast"; "-", "->", "to", "moves to"; H, hold,
// holds; S, supports; C, convoys; "via convoy"; Build, Remove, Disband, Waive; an optional "Power:" prefix.
class OrderParser
{
  public:
    explicit OrderParser(const Map &map) : m_map(map) {}

    // `defaultPower` is used when the line has no "Power:" prefix (-1: none known).
    ParsedOrder parse(QStringView line, int defaultPower = -1) const;
    // Reads just a unit, "[Power:] [A|F] place[/coast]", as positions are written; the unit is in order.unit.
    ParsedOrder parseUnit(QStringView line, int defaultPower = -1) const;

    // A close misspelling of a province name is accepted when it is unambiguous (DATC 4.E.2).
    // Returns -1 if unknown; sets *ambiguous when two names are equally close.
    int matchProvince(QStringView name, bool *ambiguous = nullptr) const;

  private:
    const Map &m_map;
};

} // namespace arbiter
