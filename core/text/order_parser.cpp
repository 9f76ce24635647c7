// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
#include "text/order_parser.h"

#include <algorithm>
#include <array>
#include <cstdint>

namespace arbiter {

namespace {

enum class TokenKind : std::uint8_t
{
    Word,
    Dash,
    Slash,
    Colon
};

struct Token
{
    TokenKind kind;
    QString text;  // lower case; dots and apostrophes removed for words
    QString typed; // as typed
    int column;
};

std::vector<Token> tokenize(QStringView line)
{
    std::vector<Token> tokens;
    int i = 0;
    const int n = int(line.size());
    while (i < n) {
        const QChar c = line[i];
        if (c.isSpace() || c == u'(' || c == u')' || c == u',' || c == u';') {
            ++i;
            continue;
        }
        if (c == u'-' || c == u'>' || c == u'=' || c == u'\u2192' || c == u'\u2013') {
            const int start = i;
            while (i < n && (line[i] == u'-' || line[i] == u'>' || line[i] == u'=' || line[i] == u'\u2192' ||
                             line[i] == u'\u2013'))
                ++i;
            tokens.push_back(
                {TokenKind::Dash, QStringLiteral("-"), line.mid(start, i - start).toString(), start});
            continue;
        }
        if (c == u'/' || c == u':') {
            tokens.push_back({c == u'/' ? TokenKind::Slash : TokenKind::Colon, QString(c), QString(c), i});
            ++i;
            continue;
        }
        const int start = i;
        while (i < n && !line[i].isSpace() && !QStringView(u"()-,;/:>=\u2192\u2013").contains(line[i]))
            ++i;
        const QString typed = line.mid(start, i - start).toString();
        QString text = typed.toLower();
        text.remove(u'.');
        text.remove(u'\'');
        if (text.isEmpty())
            continue;
        tokens.push_back({TokenKind::Word, text, typed, start});
    }
    return tokens;
}

bool isOneOf(const QString &word, std::initializer_list<const char16_t *> options)
{
    return std::any_of(options.begin(), options.end(),
                       [&](const char16_t *o) { return word == QStringView(o); });
}

// Levenshtein distance, or limit + 1 when it is more than `limit`; with `swaps` a transposition of two
// neighbouring letters ("Germnay") counts as one edit. This runs for every spelling of every province each
// time a word is not a name, so only the band of cells within `limit` of the diagonal is filled (a cell
// outside it is more than `limit` away, and so is every path through it), the rows live on the stack and the
// letters are read through pointers.
int editDistance(QStringView a, QStringView b, int limit, bool swaps = false)
{
    constexpr qsizetype longest = 63;
    const qsizetype n = a.size();
    const qsizetype m = b.size();
    if (std::abs(int(n) - int(m)) > limit || m > longest)
        return limit + 1;
    const int far = limit + 1;                        // any value above the limit: cells outside the band
    std::array<std::array<int, longest + 2>, 3> rows; // before, prev and cur, in turn
    int *before = rows[0].data();
    int *prev = rows[1].data();
    int *cur = rows[2].data();
    for (qsizetype j = 0; j <= m; ++j)
        prev[j] = j <= limit ? int(j) : far;
    prev[m + 1] = far;
    const char16_t *x = a.utf16();
    const char16_t *y = b.utf16();
    for (qsizetype i = 1; i <= n; ++i) {
        const qsizetype low = std::max<qsizetype>(1, i - limit);
        const qsizetype high = std::min<qsizetype>(m, i + limit);
        // The cells beside the band read as far; column 0 is i edits while within the limit.
        cur[low - 1] = low == 1 ? (i <= limit ? int(i) : far) : far;
        if (high < m)
            cur[high + 1] = far;
        int best = cur[low - 1];
        for (qsizetype j = low; j <= high; ++j) {
            const int cost = x[i - 1] == y[j - 1] ? 0 : 1;
            int d = std::min(std::min(prev[j] + 1, cur[j - 1] + 1), prev[j - 1] + cost);
            if (swaps && i > 1 && j > 1 && x[i - 1] == y[j - 2] && x[i - 2] == y[j - 1])
                d = std::min(d, before[j - 2] + 1);
            cur[j] = d;
            best = std::min(best, d);
        }
        if (best > limit)
            return far;
        std::swap(before, prev);
        std::swap(prev, cur);
    }
    return std::min(prev[m], far);
}

// Reads one order from the tokens of its line, front to back.
class OrderTokenReader
{
  public:
    OrderTokenReader(const Map &map, const OrderParser &parser, std::vector<Token> tokens, int lineLength)
        : m_map(map), m_parser(parser), m_tokens(std::move(tokens)), m_lineLength(lineLength)
    {
    }

    ParsedOrder read(int defaultPower, bool unitOnly);

  private:
    bool atEnd() const { return m_pos >= m_tokens.size(); }
    const Token *peek(std::size_t ahead = 0) const
    {
        return m_pos + ahead < m_tokens.size() ? &m_tokens[m_pos + ahead] : nullptr;
    }
    bool peekWord(std::initializer_list<const char16_t *> options, std::size_t ahead = 0) const
    {
        const Token *t = peek(ahead);
        return t && t->kind == TokenKind::Word && isOneOf(t->text, options);
    }
    bool acceptWord(std::initializer_list<const char16_t *> options)
    {
        if (!peekWord(options))
            return false;
        ++m_pos;
        return true;
    }
    bool fail(ParseErrorKind kind)
    {
        if (m_error.kind == ParseErrorKind::None) {
            m_error.kind = kind;
            if (const Token *t = peek()) {
                m_error.word = t->typed;
                m_error.column = t->column;
            } else {
                m_error.column = m_lineLength;
            }
        }
        return false;
    }

    // Whether `spelling`, a spelling the map reads as `province`, is a slip in its name all the same: one of
    // the map's aliases that other programs print or players write ("Burgandy", "Sevastapol"), a name of six
    // letters or more that is one or two slips from the province's name and no abbreviation of it.
    bool isMisspeltAlias(const QString &spelling, int province) const;
    bool readPowerPrefix(int *power);
    bool readMoveSeparator();
    bool readUnit(UnitRef *unit, bool typeRequired);
    bool readPlace(UnitRef *place);
    void readCoast(UnitRef *place);
    bool readNationality(UnitRef *unit);
    bool readBody(Order *order);
    bool readDestination(Order *order);

    const Map &m_map;
    const OrderParser &m_parser;
    std::vector<Token> m_tokens;
    int m_lineLength;
    std::size_t m_pos = 0;
    ParseError m_error;
    QString m_misspelledPower;
    std::vector<std::pair<QString, int>> m_misspelledPlaces;
};

bool OrderTokenReader::isMisspeltAlias(const QString &spelling, int province) const
{
    const QString key = normaliseName(spelling);
    if (key.size() < 6)
        return false;
    for (const QString &name : {m_map.province(province).name, m_map.provinceName(province)}) {
        const QString proper = normaliseName(name);
        if (proper == key || proper.startsWith(key) || normaliseName(withoutAccents(name)) == key)
            return false;
    }
    return editDistance(key, normaliseName(m_map.province(province).name), 2, true) <= 2 ||
           editDistance(key, normaliseName(m_map.provinceName(province)), 2, true) <= 2;
}

bool OrderTokenReader::readPowerPrefix(int *power)
{
    // "England:" or "England F lon - nth"; a power name never collides with a province name.
    const Token *first = peek();
    if (!first || first->kind != TokenKind::Word)
        return true;
    const Token *second = peek(1);
    const bool colon = second && second->kind == TokenKind::Colon;
    const int p = m_map.findPower(first->text);
    if (p >= 0) {
        *power = p;
        m_pos += colon ? 2 : 1;
        return true;
    }
    if (!colon)
        return true;
    // Only before a colon: there the word can be nothing but a power, so a misspelling cannot be a place.
    bool ambiguous = false;
    const int near = m_parser.matchPower(first->text, &ambiguous);
    if (near < 0)
        return fail(ambiguous ? ParseErrorKind::AmbiguousPower : ParseErrorKind::UnknownPower);
    *power = near;
    m_misspelledPower = first->typed;
    m_pos += 2;
    return true;
}

bool OrderTokenReader::readMoveSeparator()
{
    const Token *t = peek();
    if (!t)
        return false;
    if (t->kind == TokenKind::Dash) {
        ++m_pos;
        return true;
    }
    if (acceptWord({u"to", u"m", u"r"})) {
        return true;
    }
    if (acceptWord({u"move", u"moves", u"retreat", u"retreats", u"attack", u"attacks"})) {
        acceptWord({u"to"});
        return true;
    }
    return false;
}

void OrderTokenReader::readCoast(UnitRef *place)
{
    // "/nc", "nc", "(north coast)" (parentheses are dropped by the tokenizer), "north coast", and jDip's
    // "-nc" and "-north coast"; after a dash only a coast, as a dash is also the move.
    const std::size_t start = m_pos;
    const bool slash = peek() && peek()->kind == TokenKind::Slash;
    if (slash)
        ++m_pos;
    if (peek() && peek()->kind == TokenKind::Dash) {
        const Token *word = peek(1);
        const bool code = word && word->kind == TokenKind::Word && word->text.size() == 2 &&
                          word->text.endsWith(u'c') && QStringView(u"nsew").contains(word->text[0]) &&
                          m_map.findProvince(word->text) < 0;
        const bool spelled =
            peekWord({u"north", u"south", u"east", u"west"}, 1) && peekWord({u"coast", u"cst"}, 2);
        if (!code && !spelled)
            return;
        ++m_pos;
    }
    const Token *t = peek();
    QString coast;
    if (t && t->kind == TokenKind::Word) {
        static const std::array<std::pair<const char16_t *, const char16_t *>, 4> words = {
            {{u"north", u"nc"}, {u"south", u"sc"}, {u"east", u"ec"}, {u"west", u"wc"}}};
        if (t->text.size() == 2 && t->text.endsWith(u'c') && QStringView(u"nsew").contains(t->text[0])) {
            coast = t->text;
            ++m_pos;
        } else if (t->text == u"coast" || t->text == u"cst") {
            // a lone "coast" after a slash names nothing
        } else {
            for (const auto &[word, code] : words) {
                const bool full = t->text == QStringView(word);
                if ((full && peekWord({u"coast", u"cst"}, 1)) ||
                    (slash && (full || t->text == QStringView(word).left(1)))) {
                    coast = QString::fromUtf16(code);
                    m_pos += (full && peekWord({u"coast", u"cst"}, 1)) ? 2 : 1;
                    break;
                }
            }
            if (coast.isEmpty() && slash) {
                // An unknown coast such as "/xx": kept as unknown (4.B.6).
                place->unknownCoast = true;
                ++m_pos;
                return;
            }
        }
    }
    if (coast.isEmpty()) {
        m_pos = start;
        return;
    }
    const int province = m_map.location(place->location).province;
    const int loc = m_map.coastLocation(province, coast);
    if (loc >= 0)
        place->location = loc;
    else
        place->unknownCoast = true;
}

bool OrderTokenReader::readPlace(UnitRef *place)
{
    // The longest run of words (dashes between words allowed, as in "Mid-Atlantic") that names a province.
    if (atEnd() || peek()->kind != TokenKind::Word)
        return fail(atEnd() ? ParseErrorKind::MissingDestination : ParseErrorKind::UnknownPlace);
    std::size_t bestEnd = 0;
    int best = -1;
    QString joined;
    QString bestJoined;
    for (std::size_t end = m_pos; end < m_tokens.size() && end < m_pos + 7; ++end) {
        const Token &t = m_tokens[end];
        if (t.kind == TokenKind::Dash) {
            // Only a dash between words written together joins them ("Mid-Atlantic"); one with a space on
            // either side separates a move, even where the two words make a name ("swe - den").
            const Token &before = m_tokens[end - 1];
            const Token *after = end + 1 < m_tokens.size() ? &m_tokens[end + 1] : nullptr;
            if (end == m_pos || before.column + before.typed.size() != t.column || !after ||
                after->column != t.column + t.typed.size())
                break;
            continue;
        }
        if (t.kind != TokenKind::Word)
            break;
        // Single letters are order words (S, C, H, A, F), never the continuation of a name: "con S".
        if (end > m_pos && t.text.size() < 2)
            break;
        joined += t.text;
        const int p = m_map.findProvince(joined);
        if (p >= 0) {
            best = p;
            bestEnd = end + 1;
            bestJoined = joined;
        }
    }
    if (best >= 0 && isMisspeltAlias(bestJoined, best)) {
        QStringList typed;
        for (std::size_t i = m_pos; i < bestEnd; ++i)
            typed << m_tokens[i].typed;
        m_misspelledPlaces.emplace_back(typed.join(u' '), best);
    }
    if (best < 0) {
        // A close misspelling of a single- or two-word name.
        bool ambiguous = false;
        QString two = m_tokens[m_pos].text;
        const Token *next = peek(1);
        if (next && next->kind == TokenKind::Word) {
            two += next->text;
            const int p = m_parser.matchProvince(two, &ambiguous);
            if (p >= 0 && !ambiguous) {
                best = p;
                bestEnd = m_pos + 2;
                if (m_map.findProvince(two) < 0)
                    m_misspelledPlaces.emplace_back(m_tokens[m_pos].typed + u' ' + next->typed, p);
            }
        }
        if (best < 0) {
            const int p = m_parser.matchProvince(m_tokens[m_pos].text, &ambiguous);
            if (p < 0 && !ambiguous) {
                const int suggested =
                    m_parser.offersSuggestions() ? m_parser.suggestProvince(m_tokens[m_pos].text) : -1;
                fail(ParseErrorKind::UnknownPlace);
                if (suggested >= 0 && m_error.kind == ParseErrorKind::UnknownPlace)
                    m_error.suggestion = m_map.provinceName(suggested);
                return false;
            }
            if (p < 0)
                return fail(ParseErrorKind::AmbiguousPlace);
            best = p;
            bestEnd = m_pos + 1;
            if (m_map.findProvince(m_tokens[m_pos].text) < 0)
                m_misspelledPlaces.emplace_back(m_tokens[m_pos].typed, p);
        }
    }
    m_pos = bestEnd;
    place->location = best;
    readCoast(place);
    return true;
}

bool OrderTokenReader::readUnit(UnitRef *unit, bool typeRequired)
{
    if (acceptWord({u"a", u"army"})) {
        unit->typeGiven = true;
        unit->type = UnitType::Army;
    } else if (acceptWord({u"f", u"fleet"})) {
        unit->typeGiven = true;
        unit->type = UnitType::Fleet;
    } else if (typeRequired) {
        return fail(ParseErrorKind::MissingUnit);
    }
    if (atEnd())
        return fail(ParseErrorKind::MissingUnit);
    return readPlace(unit);
}

bool OrderTokenReader::readNationality(UnitRef *unit)
{
    const Token *t = peek();
    if (!t || t->kind != TokenKind::Word)
        return true;
    QString word = t->text;
    if (word.endsWith(u's') && m_map.findPower(word) < 0)
        word.chop(1); // "russia's" without the apostrophe
    const int power = m_map.findPower(word);
    if (power >= 0) {
        unit->power = power;
        ++m_pos;
    }
    return true;
}

bool OrderTokenReader::readDestination(Order *order)
{
    if (!readPlace(&order->target))
        return false;
    // A convoy path: "A yor - nth - bel" (4.A.6).
    while (peek() && peek()->kind == TokenKind::Dash) {
        ++m_pos;
        order->convoyPath.push_back(m_map.location(order->target.location).province);
        order->target = {};
        if (!readPlace(&order->target))
            return false;
    }
    if (peekWord({u"via"}) && m_pos + 1 == m_tokens.size()) {
        ++m_pos; // MILA's "A lon - nwy VIA"
        order->viaConvoy = true;
        return true;
    }
    if (acceptWord({u"via", u"by"})) {
        if (!acceptWord({u"convoy", u"c"}))
            return fail(ParseErrorKind::TrailingWords);
        order->viaConvoy = true;
    }
    return true;
}

bool OrderTokenReader::readBody(Order *order)
{
    if (acceptWord({u"waive", u"waives", u"w"})) {
        order->type = OrderType::Waive;
        return true;
    }
    if (acceptWord({u"build", u"builds", u"b"})) {
        order->type = OrderType::Build;
        return readUnit(&order->unit, false);
    }
    if (acceptWord({u"remove", u"removes", u"disband", u"disbands", u"d"})) {
        order->type = OrderType::Disband;
        return readUnit(&order->unit, false);
    }
    if (!readUnit(&order->unit, false))
        return false;
    if (atEnd())
        return fail(ParseErrorKind::MissingVerb);
    if (acceptWord({u"h", u"hold", u"holds", u"stand", u"stands"})) {
        order->type = OrderType::Hold;
        return true;
    }
    if (peekWord({u"d", u"disband", u"disbands", u"remove", u"removes", u"r"}) &&
        m_pos + 1 == m_tokens.size()) {
        ++m_pos;
        order->type = OrderType::Disband;
        return true;
    }
    if (peekWord({u"b", u"build", u"builds"}) && m_pos + 1 == m_tokens.size()) {
        ++m_pos; // "A ber B", the adjustment notation of some judges
        order->type = OrderType::Build;
        return true;
    }
    if (acceptWord({u"s", u"support", u"supports", u"sup"})) {
        order->type = OrderType::Support;
        readNationality(&order->other);
        if (!readUnit(&order->other, false))
            return false;
        if (readMoveSeparator())
            return readPlace(&order->otherTarget);
        acceptWord({u"h", u"hold", u"holds", u"stand", u"stands"});
        return true;
    }
    if (acceptWord({u"c", u"convoy", u"convoys", u"con"})) {
        order->type = OrderType::Convoy;
        readNationality(&order->other);
        if (!readUnit(&order->other, false))
            return false;
        if (!readMoveSeparator())
            return fail(ParseErrorKind::MissingDestination);
        return readPlace(&order->otherTarget);
    }
    if (readMoveSeparator()) {
        order->type = OrderType::Move;
        return readDestination(order);
    }
    return fail(ParseErrorKind::UnknownVerb);
}

ParsedOrder OrderTokenReader::read(int defaultPower, bool unitOnly)
{
    ParsedOrder result;
    result.order.power = defaultPower;
    if (m_tokens.empty()) {
        fail(ParseErrorKind::Empty);
    } else if (readPowerPrefix(&result.order.power) &&
               (unitOnly ? readUnit(&result.order.unit, false) : readBody(&result.order)) && !atEnd()) {
        fail(ParseErrorKind::TrailingWords);
    }
    result.error = m_error;
    result.misspelledPower = m_misspelledPower;
    result.misspelledPlaces = m_misspelledPlaces;
    return result;
}

} // namespace

int OrderParser::closestProvince(const QString &key, int shortest, int limit, bool swaps, bool *tie) const
{
    int best = -1;
    int bestDistance = limit + 1;
    *tie = false;
    // A letter of the key that the candidate lacks costs an edit (a substitution or a deletion; a swap keeps
    // the letters): more such letters than the limit and the candidate is more than the limit away. Told by a
    // bit per letter (five bits of its code: letters sharing a bit only weaken the test), far cheaper than
    // the distance, and it passes over most of the map's spellings for a word that is no name.
    const auto bit = [](QChar c) { return std::uint32_t(1) << (c.unicode() & 31); };
    const auto consider = [&](std::span<const std::pair<QString, int>> spellings) {
        for (const auto &[candidate, p] : spellings) {
            // Lengths further apart than the limit are more than the limit apart: told before the call.
            if (candidate.size() < shortest || std::abs(candidate.size() - key.size()) > limit)
                continue;
            std::uint32_t letters = 0;
            for (QChar c : candidate)
                letters |= bit(c);
            int lacking = 0;
            for (QChar c : key)
                lacking += (letters & bit(c)) == 0;
            if (lacking > limit)
                continue;
            const int d = editDistance(key, candidate, limit, swaps);
            if (d < bestDistance) {
                bestDistance = d;
                best = p;
                *tie = false;
            } else if (d == bestDistance && best != p && d <= limit) {
                *tie = true;
            }
        }
    };
    consider(m_map.provinceSpellings());
    if (const MapLanguage *language = m_map.chosenLanguage())
        consider(language->provinceNames);
    return bestDistance <= limit ? best : -1;
}

int OrderParser::matchProvince(QStringView name, bool *ambiguous) const
{
    if (ambiguous)
        *ambiguous = false;
    const int exact = m_map.findProvince(name);
    if (exact >= 0)
        return exact;
    const QString key = normaliseName(name);
    // Short words are too easy to confuse (abbreviations differ by one letter), so only longer names are
    // corrected, and only when one province is clearly the closest.
    if (key.size() < 5)
        return -1;
    bool tie = false;
    const int best = closestProvince(key, 5, key.size() >= 8 ? 2 : 1, false, &tie);
    if (best < 0)
        return -1;
    if (tie) {
        if (ambiguous)
            *ambiguous = true;
        return -1;
    }
    return best;
}

int OrderParser::suggestProvince(QStringView word) const
{
    const QString key = normaliseName(word);
    if (key.size() < 3)
        return -1;
    // One slip more than matchProvince reads by itself ("Munchn": Munich), and a slip in an abbreviation
    // ("kei": kie); a swap of two letters is one slip.
    bool tie = false;
    const int best = closestProvince(key, 3, key.size() >= 8 ? 3 : key.size() >= 5 ? 2 : 1, true, &tie);
    return tie ? -1 : best;
}

int OrderParser::matchPower(QStringView name, bool *ambiguous) const
{
    if (ambiguous)
        *ambiguous = false;
    const int exact = m_map.findPower(name);
    if (exact >= 0)
        return exact;
    const QString key = normaliseName(name);
    if (key.size() < 4 || m_map.findProvince(key) >= 0)
        return -1;
    // One slip in a short name, two in a long one: "Turky", "Germnay", "Austira", "Englnad".
    const int limit = key.size() >= 7 ? 2 : 1;
    int best = -1;
    int bestDistance = limit + 1;
    bool tie = false;
    for (int p = 0; p < m_map.powerCount(); ++p) {
        const Power &power = m_map.power(p);
        int distance = limit + 1;
        for (const QString &candidate : {power.id, power.name, power.adjective, m_map.powerName(p)})
            distance = std::min(distance, editDistance(key, normaliseName(candidate), limit, true));
        if (distance < bestDistance) {
            bestDistance = distance;
            best = p;
            tie = false;
        } else if (distance == bestDistance && distance <= limit) {
            tie = true;
        }
    }
    if (best < 0)
        return -1;
    if (tie) {
        if (ambiguous)
            *ambiguous = true;
        return -1;
    }
    return best;
}

std::vector<LinePart> OrderParser::parseLine(QStringView line, int defaultPower) const
{
    const auto hash = line.indexOf(u'#');
    if (hash >= 0)
        line = line.left(hash);
    std::vector<LinePart> parts;
    int power = defaultPower;
    qsizetype start = 0;
    while (start <= line.size()) {
        qsizetype end = start;
        while (end < line.size() && line[end] != u';' && line[end] != u',')
            ++end;
        const QStringView piece = line.mid(start, end - start);
        const QStringView trimmed = piece.trimmed();
        if (!trimmed.isEmpty()) {
            LinePart part;
            part.column = int(start + (trimmed.data() - piece.data()));
            part.text = trimmed.toString();
            part.parsed = parse(trimmed, power);
            part.parsed.error.column += part.column;
            if (part.parsed.ok() && part.parsed.order.power >= 0)
                power = part.parsed.order.power;
            parts.push_back(std::move(part));
        }
        start = end + 1;
    }
    if (parts.empty()) {
        LinePart part;
        part.text = line.trimmed().toString();
        part.parsed = parse(line, defaultPower);
        parts.push_back(std::move(part));
    }
    return parts;
}

ParsedOrder OrderParser::parse(QStringView line, int defaultPower) const
{
    const auto hash = line.indexOf(u'#');
    if (hash >= 0)
        line = line.left(hash);
    OrderTokenReader reader(m_map, *this, tokenize(line), int(line.size()));
    return reader.read(defaultPower, false);
}

ParsedOrder OrderParser::parseUnit(QStringView line, int defaultPower) const
{
    const auto hash = line.indexOf(u'#');
    if (hash >= 0)
        line = line.left(hash);
    OrderTokenReader reader(m_map, *this, tokenize(line), int(line.size()));
    return reader.read(defaultPower, true);
}

} // namespace arbiter
