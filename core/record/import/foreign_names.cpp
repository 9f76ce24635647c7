// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
#include "record/import/foreign_names.h"

#include <array>
#include <cstdint>
#include <cstring>
#include <span>

#include <algorithm>
#include <string_view>
#include <type_traits>

namespace arbiter {

namespace {

// A character of the text: a UTF-16 code unit, or a byte of ASCII text (MILA's JSON is read as bytes).
char16_t at(QStringView v, qsizetype i)
{
    return v[i].unicode();
}
char16_t at(QByteArrayView v, qsizetype i)
{
    return uchar(v[i]);
}

// A letter's place in the alphabet in any ASCII case, or -1, for each byte: a code's three letters are
// looked up for every unit, centre, result and order of a MILA game (160 codes a phase).
constexpr std::array<std::int8_t, 256> letterIndices = [] {
    std::array<std::int8_t, 256> t{};
    for (int c = 0; c < 256; ++c) {
        const int u = c | 0x20; // ASCII lower case
        t[std::size_t(c)] = std::int8_t(u >= 'a' && u <= 'z' ? u - 'a' : -1);
    }
    return t;
}();

// A letter's place in the alphabet in any ASCII case, or -1.
int letterIndex(char16_t c)
{
    return c < 0x100 ? letterIndices[c] : -1;
}

// The index of a three-letter code in any letter case, or -1.
template <typename View> int codeIndex(View s)
{
    if (s.size() != 3)
        return -1;
    const int a = letterIndex(at(s, 0));
    const int b = letterIndex(at(s, 1));
    const int c = letterIndex(at(s, 2));
    return (a | b | c) < 0 ? -1 : (a * 26 + b) * 26 + c;
}

template <typename Word> bool equalFolded(Word word, QStringView keyword)
{
    for (qsizetype i = 0; i < word.size(); ++i) {
        const char16_t a = at(word, i);
        const char16_t b = keyword[i].unicode();
        if (a == b)
            continue;
        const char16_t la = a | 0x20;
        if (la != (b | 0x20) || la < u'a' || la > u'z')
            return false;
    }
    return true;
}

// Equal in any letter case (ASCII letters; other characters must be equal), without a call into Qt: a
// reader goes through its keywords and the powers' names for every word. The lengths and the first letters
// are compared inline, which tells most words apart.
template <typename Word> inline bool is(Word word, QStringView keyword)
{
    return word.size() == keyword.size() &&
           (word.isEmpty() || (at(word, 0) | 0x20) == (keyword[0].unicode() | 0x20)) &&
           equalFolded(word, keyword);
}

template <typename View> bool isChar(View word, char16_t c)
{
    return word.size() == 1 && at(word, 0) == c;
}

Q_NEVER_INLINE bool isWideBlank(char16_t c)
{
    return QChar(c).isSpace();
}

// Inline for ASCII: every character of a line is asked, and most are told by the first comparison.
inline bool isBlank(char16_t c)
{
    if (c > u' ')
        return c >= 0x80 && isWideBlank(c);
    return c == u' ' || c == u'\t';
}

// Splits off the first word (up to a space); `rest` keeps what follows it. Inline: a MILA order's words are
// read one by one through it (as a call, a third of reading an order).
template <typename View> Q_ALWAYS_INLINE View takeWord(View *rest)
{
    const View r = *rest;
    qsizetype start = 0;
    while (start < r.size() && isBlank(at(r, start)))
        ++start;
    qsizetype end = start;
    while (end < r.size() && !isBlank(at(r, end)))
        ++end;
    *rest = r.sliced(end);
    return r.sliced(start, end - start);
}

template <typename View> View peekWord(View rest)
{
    return takeWord(&rest);
}

// A character as normaliseName keeps it: in lower case; false when it drops it (spaces, dots, apostrophes,
// hyphens, underscores).
inline bool normalised(char16_t u, char16_t *out)
{
    if (u < 0x80) { // ASCII without calls into Qt: the names of a transcript are
        if (u == u' ' || (u >= u'\t' && u <= u'\r') || u == u'.' || u == u'\'' || u == u'-' || u == u'_')
            return false;
        *out = u >= u'A' && u <= u'Z' ? char16_t(u | 0x20) : u;
        return true;
    }
    const QChar c(u);
    if (c.isSpace())
        return false;
    *out = c.toLower().unicode();
    return true;
}

// normaliseName without allocating, into `out`, which has room for `name` (no character becomes two);
// returns the length.
qsizetype normaliseInto(QStringView name, char16_t *out)
{
    qsizetype n = 0;
    for (const QChar c : name) {
        if (normalised(c.unicode(), out + n))
            ++n;
    }
    return n;
}

constexpr std::uint32_t hashBasis = 2166136261U;

// A step of FNV-1a over the UTF-16 code units of a normalised name.
std::uint32_t hashStep(std::uint32_t h, char16_t c)
{
    return (h ^ c) * 16777619U;
}

// FNV-1a over the UTF-16 code units of a normalised name.
std::uint32_t nameHash(std::u16string_view key)
{
    std::uint32_t h = hashBasis;
    for (const char16_t c : key)
        h = hashStep(h, c);
    return h;
}

std::u16string_view units(QStringView v)
{
    return {v.utf16(), std::size_t(v.size())};
}

// Whether a word ends the name of a place in a Judge order: a keyword, an arrow or a coast in brackets.
bool endsPlaceName(QStringView w)
{
    const char16_t c = w[0].unicode();
    if (c == u'(' || c == u'-')
        return true;
    switch (c | 0x20) { // the keywords' first letters, in any case, before comparing the whole word
    case u'h':
        return is(w, u"HOLD");
    case u's':
        return is(w, u"SUPPORT");
    case u'c':
        return is(w, u"CONVOY");
    case u'd':
        return is(w, u"DISBAND");
    case u'v':
        return is(w, u"VIA");
    default:
        return false;
    }
}

} // namespace

ForeignNames::ForeignNames(const Map &map)
    : m_map(map), m_tables(map.derived<Tables>([&map] { return std::make_shared<const Tables>(map); })),
      m_provinceByCode(m_tables->provinceByCode.data()), m_powerNames(m_tables->powerNames),
      m_powersByLetter(m_tables->powersByLetter), m_powersFrom(m_tables->powersFrom),
      m_nameSlots(m_tables->nameSlots)
{
}

ForeignNames::Tables::Tables(const Map &map)
{
    // The map's own normalised spellings (ids, names, aliases; each belongs to one province), not made again
    // for every file read.
    const std::span<const std::pair<QString, int>> spellings = map.provinceSpellings();
    std::size_t tableSize = 64;
    while (tableSize < 2 * spellings.size())
        tableSize *= 2;
    nameSlots.assign(tableSize, -1);
    provinceByCode.assign(26 * 26 * 26, -1);
    for (int p = 0; p < map.powerCount(); ++p) {
        const Power &power = map.power(p);
        for (const QString *spelling : {&power.id, &power.name, &power.adjective})
            powerNames.emplace_back(QStringView(*spelling), p);
    }
    // The same by their first letter in any ASCII case, in the same order within each letter.
    const auto letter = [](QStringView w) {
        return w.isEmpty() || w[0].unicode() >= 0x80 ? -1 : int((w[0].unicode() | 0x20) & 0x7f);
    };
    powersByLetter = powerNames;
    std::stable_sort(powersByLetter.begin(), powersByLetter.end(),
                     [&](const auto &a, const auto &b) { return letter(a.first) < letter(b.first); });
    // Where each letter starts: one pass over the sorted names instead of a search for each of the 129
    // letters (2,700 comparisons for every file read, a seventh of reading an empty one under the fuzzer).
    std::size_t from = 0;
    for (int c = 0; c <= 128; ++c) {
        while (from < powersByLetter.size() && letter(powersByLetter[from].first) < c)
            ++from;
        powersFrom[std::size_t(c)] = from;
    }
    for (std::size_t k = 0; k < spellings.size(); ++k) {
        const auto &[key, province] = spellings[k];
        const int code = codeIndex(QStringView(key));
        if (code >= 0)
            provinceByCode[std::size_t(code)] = std::int16_t(province); // a later spelling of the code wins
        if (key.contains(u'/'))
            continue; // a coast is no name of a province, though a spelling of the map may hold one
        std::size_t slot = nameHash(units(key)) & (tableSize - 1);
        while (nameSlots[slot] >= 0)
            slot = (slot + 1) & (tableSize - 1);
        nameSlots[slot] = int(k);
    }
}

template <typename View> int ForeignNames::abbreviationIn(View token) const
{
    // Three letters, or three letters, a slash and a coast: nothing else is a code (told without a loop
    // over the token).
    const bool coasted = token.size() > 3 && at(token, 3) == u'/';
    const int code = codeIndex(coasted ? token.sliced(0, 3) : token);
    if (code < 0)
        return -1;
    const int province = provinceOfCode(code);
    if (province < 0 || !coasted)
        return province;
    const View coast = token.sliced(4);
    if constexpr (std::is_same_v<View, QStringView>) {
        return m_map.coastLocation(province, coast);
    } else {
        if (coast.size() > 8)
            return m_map.coastLocation(province, QString::fromLatin1(coast));
        char16_t wide[8];
        for (qsizetype i = 0; i < coast.size(); ++i)
            wide[i] = at(coast, i);
        return m_map.coastLocation(province, QStringView(wide, coast.size()));
    }
}

int ForeignNames::abbreviation(QStringView token) const
{
    return abbreviationIn(token);
}

int ForeignNames::abbreviation(QByteArrayView token) const
{
    return abbreviationIn(token);
}

int ForeignNames::province(QStringView name) const
{
    // On the stack: a name longer than any the map has cannot be one of them.
    std::array<char16_t, 64> key;
    if (name.size() > qsizetype(key.size()))
        return normalisedProvince(normaliseName(name));
    return normalisedProvince(std::u16string_view(key.data(), std::size_t(normaliseInto(name, key.data()))));
}

int ForeignNames::normalisedProvince(std::u16string_view key) const
{
    return normalisedProvince(key, nameHash(key));
}

int ForeignNames::normalisedProvince(std::u16string_view key, std::uint32_t hash) const
{
    const std::span<const std::pair<QString, int>> spellings = m_map.provinceSpellings();
    const std::size_t mask = m_nameSlots.size() - 1;
    for (std::size_t slot = hash & mask; m_nameSlots[slot] >= 0; slot = (slot + 1) & mask) {
        const auto &[spelling, province] = spellings[std::size_t(m_nameSlots[slot])];
        if (std::size_t(spelling.size()) == key.size() &&
            std::memcmp(spelling.utf16(), key.data(), key.size() * sizeof(char16_t)) == 0)
            return province;
    }
    return -1;
}

int ForeignNames::normalisedProvince(const QString &key) const
{
    return normalisedProvince(units(key));
}

template <typename View> int ForeignNames::powerIn(View name) const
{
    const View n = trimmedText(name);
    // Each power's id, name and adjective in turn; for a name that starts with an ASCII character only those
    // that start with it in either case (no other can be equal).
    if (!n.isEmpty() && at(n, 0) < 0x80) {
        const std::size_t c = (at(n, 0) | 0x20) & 0x7f;
        for (std::size_t k = m_powersFrom[c]; k < m_powersFrom[c + 1]; ++k) {
            if (is(n, m_powersByLetter[k].first))
                return m_powersByLetter[k].second;
        }
        return -1;
    }
    for (const auto &[spelling, power] : m_powerNames) {
        if (is(n, spelling))
            return power;
    }
    return -1;
}

int ForeignNames::power(QStringView name) const
{
    return powerIn(name);
}

int ForeignNames::power(QByteArrayView name) const
{
    return powerIn(name);
}

template <typename View> bool ForeignNames::milaOrderIn(View text, int power, Order *order) const
{
    // Each word is read where the text is scanned and looked at at once: the package writes every order in
    // one of the few shapes below, and an order that fits none is left to the order parser.
    View rest = text;
    const auto next = [&rest] { return takeWord(&rest); };
    const auto ended = [&rest] { return takeWord(&rest).isEmpty(); };
    // "A PAR", "F STP/NC": the type (in capitals) and the place.
    const auto unit = [&](View type, UnitRef *ref) {
        if (!isChar(type, u'A') && !isChar(type, u'F'))
            return false;
        ref->typeGiven = true;
        ref->type = isChar(type, u'A') ? UnitType::Army : UnitType::Fleet;
        ref->location = abbreviationIn(next());
        return ref->location >= 0;
    };
    *order = Order();
    order->power = power;
    const View first = next();
    if (is(first, u"WAIVE")) {
        order->type = OrderType::Waive;
        return ended();
    }
    if (!unit(first, &order->unit))
        return false;
    const View verb = next();
    if (isChar(verb, u'H') || isChar(verb, u'D') || isChar(verb, u'B')) {
        order->type = isChar(verb, u'H')   ? OrderType::Hold
                      : isChar(verb, u'D') ? OrderType::Disband
                                           : OrderType::Build;
        return ended();
    }
    if (isChar(verb, u'-') || isChar(verb, u'R')) { // "- BUR [VIA]", "R BUR"
        order->type = OrderType::Move;
        order->target.location = abbreviationIn(next());
        if (order->target.location < 0)
            return false;
        const View via = next();
        if (via.isEmpty())
            return true;
        order->viaConvoy = true;
        return isChar(verb, u'-') && is(via, u"VIA") && ended();
    }
    if (isChar(verb, u'S') || isChar(verb, u'C')) { // "S A PAR [- BUR]", "C A LON - BRE"
        order->type = isChar(verb, u'S') ? OrderType::Support : OrderType::Convoy;
        if (!unit(next(), &order->other))
            return false;
        const View arrow = next();
        if (arrow.isEmpty())
            return order->type == OrderType::Support;
        if (!isChar(arrow, u'-'))
            return false;
        order->otherTarget.location = abbreviationIn(next());
        return order->otherTarget.location >= 0 && ended();
    }
    return false;
}

bool ForeignNames::milaOrder(QStringView text, int power, Order *order) const
{
    return milaOrderIn(text, power, order);
}

bool ForeignNames::milaOrder(QByteArrayView text, int power, Order *order) const
{
    return milaOrderIn(text, power, order);
}

bool ForeignNames::judgePlace(QStringView *rest, int *location) const
{
    // The name runs up to a keyword, an arrow or a coast in brackets. Its words are normalised and hashed
    // as they are read (province() without a second and third pass over them).
    QStringView r = trimmedText(*rest);
    std::array<char16_t, 64> key;
    qsizetype keySize = 0;
    std::uint32_t hash = hashBasis;
    bool tooLong = false;
    qsizetype end = 0; // the end of the last word of the name
    while (true) {
        qsizetype start = end;
        while (start < r.size() && isBlank(r[start].unicode()))
            ++start;
        qsizetype stop = start;
        while (stop < r.size() && !isBlank(r[stop].unicode()))
            ++stop;
        if (stop == start || endsPlaceName(r.sliced(start, stop - start)))
            break;
        for (qsizetype i = start; i < stop && !tooLong; ++i) {
            char16_t c;
            if (!normalised(r[i].unicode(), &c))
                continue;
            tooLong = keySize == qsizetype(key.size());
            if (!tooLong) {
                key[std::size_t(keySize++)] = c;
                hash = hashStep(hash, c);
            }
        }
        end = stop;
    }
    const int p = tooLong ? province(r.first(end))
                          : normalisedProvince(std::u16string_view(key.data(), std::size_t(keySize)), hash);
    if (p < 0)
        return false;
    *location = p;
    r = trimmedText(r.mid(end));
    if (r.startsWith(u'(')) {
        const qsizetype close = findChar(r, u')');
        if (close < 0)
            return false;
        // "(north coast)", "(nc)"
        QStringView coast = r.mid(1, close - 1).trimmed();
        char16_t letters[2] = {coast.isEmpty() ? u'?' : coast[0].toLower().unicode(), u'c'};
        if (coast.size() == 2)
            letters[1] = coast[1].toLower().unicode();
        *location = m_map.coastLocation(p, QStringView(letters, 2));
        if (*location < 0)
            return false;
        r = r.mid(close + 1);
    }
    *rest = r;
    return true;
}

bool ForeignNames::judgeUnit(QStringView *rest, UnitRef *unit) const
{
    const QStringView type = takeWord(rest);
    if (is(type, u"Army") || is(type, u"A"))
        unit->type = UnitType::Army;
    else if (is(type, u"Fleet") || is(type, u"F"))
        unit->type = UnitType::Fleet;
    else
        return false;
    unit->typeGiven = true;
    return judgePlace(rest, &unit->location);
}

bool ForeignNames::judgeOrder(QStringView text, int power, Order *order) const
{
    *order = Order();
    order->power = power;
    QStringView rest = text;
    if (!judgeUnit(&rest, &order->unit))
        return false;
    const QStringView verb = takeWord(&rest);
    if ((is(verb, u"HOLD") || is(verb, u"DISBAND")) && trimmedText(rest).isEmpty()) {
        order->type = is(verb, u"HOLD") ? OrderType::Hold : OrderType::Disband;
        return true;
    }
    if (is(verb, u"->")) {
        order->type = OrderType::Move;
        if (!judgePlace(&rest, &order->target.location))
            return false;
        // A convoy route: "Army London -> North Sea -> Norway".
        while (is(peekWord(rest), u"->")) {
            order->convoyPath.push_back(m_map.location(order->target.location).province);
            takeWord(&rest);
            if (!judgePlace(&rest, &order->target.location))
                return false;
        }
        if (is(peekWord(rest), u"via")) {
            takeWord(&rest);
            if (!is(takeWord(&rest), u"convoy"))
                return false;
            order->viaConvoy = true;
        }
        return trimmedText(rest).isEmpty();
    }
    if (is(verb, u"SUPPORT") || is(verb, u"CONVOY")) {
        order->type = is(verb, u"SUPPORT") ? OrderType::Support : OrderType::Convoy;
        // "SUPPORT French Army Belgium -> Holland": another power's unit, its nationality before it (as the
        // order parser reads it: a word before the unit's type that is a power's id, name or adjective).
        const QStringView first = peekWord(rest);
        if (!is(first, u"Army") && !is(first, u"A") && !is(first, u"Fleet") && !is(first, u"F")) {
            const int nationality = powerIn(first);
            if (nationality >= 0) {
                order->other.power = nationality;
                takeWord(&rest);
            }
        }
        if (!judgeUnit(&rest, &order->other))
            return false;
        if (is(takeWord(&rest), u"->") && judgePlace(&rest, &order->otherTarget.location))
            return trimmedText(rest).isEmpty();
        return order->type == OrderType::Support && order->otherTarget.location < 0 &&
               trimmedText(rest).isEmpty();
    }
    return false;
}

bool ForeignNames::judgeAdjustment(QStringView text, int power, Order *order) const
{
    *order = Order();
    order->power = power;
    QStringView rest = text;
    const QStringView verb = takeWord(&rest);
    if (is(verb, u"Waive")) {
        order->type = OrderType::Waive;
        return trimmedText(rest).isEmpty();
    }
    if (!is(verb, u"Build") && !is(verb, u"Remove"))
        return false;
    // A coast is left to the order parser, which reads the spellings of coasts the judges print more
    // strictly than judgePlace.
    if (findChar(rest, u'(') >= 0)
        return false;
    order->type = is(verb, u"Build") ? OrderType::Build : OrderType::Disband;
    return judgeUnit(&rest, &order->unit) && trimmedText(rest).isEmpty();
}

} // namespace arbiter
