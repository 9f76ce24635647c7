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
#include <memory>
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

    // The tables of the map's spellings, made once per map (Map::derived) and shared by every reader of it:
    // made for every file read, they were 65,000 instructions a file, most of reading a short one.
    struct Tables
    {
        explicit Tables(const Map &map);

        // The province of each three-letter code (of 26^3, by codeIndex), -1 for none: one load a code.
        // Made once per map, it no longer costs a fill of 35 KB for every file read.
        std::vector<std::int16_t> provinceByCode;
        std::vector<std::pair<QStringView, int>> powerNames;     // the powers' ids, names and adjectives
        std::vector<std::pair<QStringView, int>> powersByLetter; // the same by first letter (ASCII, any case)
        std::array<std::size_t, 129> powersFrom{};               // where each letter starts in powersByLetter
        std::vector<int> nameSlots; // the map's normalised spellings by their hash (open addressing), -1 free
    };

    const Map &m_map;
    std::shared_ptr<const Tables> m_tables;
    const std::int16_t *m_provinceByCode; // Tables::provinceByCode
    const std::vector<std::pair<QStringView, int>> &m_powerNames;
    const std::vector<std::pair<QStringView, int>> &m_powersByLetter;
    const std::array<std::size_t, 129> &m_powersFrom;
    const std::vector<int> &m_nameSlots;

    int provinceOfCode(int code) const { return m_provinceByCode[code]; }
};

} // namespace arbiter
