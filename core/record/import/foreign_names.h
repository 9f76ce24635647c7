// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
#pragma once

#include "map/map.h"
#include "model/order.h"
#include "record/import/text_scan.h"

#include <QByteArrayView>
#include <QString>
#include <QStringView>

#include <array>
#include <cstdint>
#include <string_view>
#include <utility>
#include <vector>

namespace arbiter {

// The places, powers and orders as the foreign formats print them, read without allocating: MILA's
// three-letter abbreviations in capitals ("STP/NC", "TYS"), the Judge's full names ("St. Petersburg (south
// coast)"). A collection of thousands of games is read through these; whatever they do not recognise is left
// to the order parser, which reads every spelling but is slower.
class ForeignNames
{
  public:
    explicit ForeignNames(const Map &map);

    // "PAR", "stp/nc", "TYS": a location id, or -1. The overloads for bytes read ASCII text only (MILA's
    // JSON as it stands in the file; the reader widens any other text and calls the UTF-16 overload).
    int abbreviation(QStringView token) const;
    int abbreviation(QByteArrayView token) const;
    // A full name or an alias, letter case and spaces, dots and hyphens not significant: a province, or -1.
    int province(QStringView name) const;
    // A power's id, name or adjective in any letter case, or -1.
    int power(QStringView name) const;
    int power(QByteArrayView name) const;

    // MILA's order spelling: "A PAR - BUR [VIA]", "F BRE S A PAR - BUR", "A PAR S F MAR", "F ENG C A LON -
    // BRE", "A PAR H", "A PAR R BUR", "A PAR D", "F STP/NC B", "WAIVE". False when the text is not exactly
    // that.
    bool milaOrder(QStringView text, int power, Order *order) const;
    bool milaOrder(QByteArrayView text, int power, Order *order) const;
    // The Judge's order words after "Power:": "Army Vienna -> Galicia", "Fleet North Sea CONVOY Army London
    // -> Norway", "Army Munich SUPPORT Army Berlin", "Army Venice HOLD", "Army Venice DISBAND", with coasts
    // as "(north coast)". False when the text is not exactly that.
    bool judgeOrder(QStringView text, int power, Order *order) const;
    // An adjustment as the transcript reader words the judge's sentences: "Build A Vienna", "Remove F
    // London", "Waive". False when the text is not exactly that or names a coast.
    bool judgeAdjustment(QStringView text, int power, Order *order) const;

  private:
    template <typename View> int abbreviationIn(View token) const;
    template <typename View> int powerIn(View name) const;
    template <typename View> bool milaOrderIn(View text, int power, Order *order) const;
    int normalisedProvince(std::u16string_view key) const;
    int normalisedProvince(std::u16string_view key, std::uint32_t hash) const;
    int normalisedProvince(const QString &key) const;
    bool judgeUnit(QStringView *rest, UnitRef *unit) const;
    bool judgePlace(QStringView *rest, int *location) const;

    const Map &m_map;
    int provinceOfCode(int code) const
    {
        for (std::size_t slot = codeSlot(code);; slot = (slot + 1) & (m_byCode.size() - 1)) {
            if (m_byCode[slot].first == code || m_byCode[slot].first < 0)
                return m_byCode[slot].second;
        }
    }
    std::size_t codeSlot(int code) const
    {
        return (std::uint32_t(code) * 2654435761U >> 16) & (m_byCode.size() - 1);
    }

    // The three-letter codes of the map's spellings (of 26^3) -> province, by open addressing: (code,
    // province), (-1, -1) free. A map has a hundred or so; a table of every code was a fill of 70 KB for
    // every file read, the most of reading a short one.
    std::vector<std::pair<int, int>> m_byCode;
    std::vector<std::pair<QStringView, int>> m_powerNames;     // the powers' ids, names and adjectives
    std::vector<std::pair<QStringView, int>> m_powersByLetter; // the same by first letter (ASCII, any case)
    std::array<std::size_t, 129> m_powersFrom{};               // where each letter starts in m_powersByLetter
    std::vector<int> m_nameSlots; // the map's normalised spellings by their hash (open addressing), -1 free
};

} // namespace arbiter
