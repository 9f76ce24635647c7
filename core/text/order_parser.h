// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
#pragma once

#include "map/map.h"
#include "model/order.h"

#include <QString>

#include <cstdint>
#include <vector>

namespace arbiter {

enum class ParseErrorKind : std::uint8_t
{
    None,
    Empty,              // nothing but spaces or a comment
    UnknownPower,       // "Prussia: A ber H"
    AmbiguousPower,     // a misspelling as close to one power's name as to another's
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
    QString
        suggestion; // for an unknown place: the name of the one province whose name is close to it, if any
};

struct ParsedOrder
{
    Order order;
    ParseError error;        // kind None when the order was read
    QString misspelledPower; // "Germnay" when "Germnay:" was read as order.power, a close misspelling
    // Each place read through a close misspelling: as written ("Burgandy") and the province read.
    std::vector<std::pair<QString, int>> misspelledPlaces;
    bool ok() const { return error.kind == ParseErrorKind::None; }
};

// One of several orders written on one line ("Germany: A mun - ruh; A ber - kie").
struct LinePart
{
    int column = 0; // where the part starts in the line
    QString text;   // the part, trimmed
    ParsedOrder parsed;
};

// Reads orders as people write them on paper and as the hobby's files write them: full names or any common
// abbreviation in any case (the map's aliases: the Judge's, jDip's, webDiplomacy's and MILA's spellings);
// coasts as /nc, (nc), -nc, nc or "north coast"; "-", "->", "to", "moves to"; H, hold, holds; S, supports;
// C, convoys; "via convoy" or a bare "via"; Build, Remove, Disband, Waive; an optional "Power:" prefix, whose
// close misspelling ("Germnay:") is read as the power when it is unambiguous.
class OrderParser
{
  public:
    // Whether an unknown place's error names the province it may misspell (ParseError::suggestion): what a
    // person typing needs; the readers of files, which only report the word, skip the search, a sixth of
    // reading an unreadable transcript.
    enum class Suggestions : std::uint8_t
    {
        Offered,
        Skipped,
    };
    explicit OrderParser(const Map &map, Suggestions suggestions = Suggestions::Offered)
        : m_map(map), m_suggestions(suggestions)
    {
    }
    const Map &map() const { return m_map; }
    bool offersSuggestions() const { return m_suggestions == Suggestions::Offered; }

    // `defaultPower` is used when the line has no "Power:" prefix (-1: none known).
    ParsedOrder parse(QStringView line, int defaultPower = -1) const;
    // Several orders on one line, separated by ';' or ',' as players write them in mails (no order of the
    // grammar contains either): each part is read on its own, a power written before one part is the
    // default of the parts after it, and an error's column counts from the start of the line. Blank parts
    // are skipped; a line with none gives one part, in error (Empty).
    std::vector<LinePart> parseLine(QStringView line, int defaultPower = -1) const;
    // Reads just a unit, "[Power:] [A|F] place[/coast]", as positions are written; the unit is in order.unit.
    ParsedOrder parseUnit(QStringView line, int defaultPower = -1) const;

    // A close misspelling of a province name is accepted when it is unambiguous (DATC 4.E.2).
    // Returns -1 if unknown; sets *ambiguous when two names are equally close.
    int matchProvince(QStringView name, bool *ambiguous = nullptr) const;
    // For a word that is no province even as a misspelling: the one province whose name is a slip further
    // away than matchProvince accepts, or that a short word ("kei") misspells, to suggest and never to
    // read as the order; -1 if there is none or more than one.
    int suggestProvince(QStringView word) const;
    // A power's name, adjective or id, or a close misspelling of one ("Germnay", "Turky"); never a word that
    // names a province ("Prussia" is no Russia). Returns -1 if none; sets *ambiguous when two powers are
    // equally close.
    int matchPower(QStringView name, bool *ambiguous = nullptr) const;

  private:
    // The province with a spelling (the map's, and the chosen language's) of at least `shortest` letters
    // within `limit` slips of `key` (a swap of two letters one slip when `swaps`), the closest; -1 for none.
    // *tie: another province is as close.
    int closestProvince(const QString &key, int shortest, int limit, bool swaps, bool *tie) const;

    const Map &m_map;
    Suggestions m_suggestions;
};

} // namespace arbiter
