// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
#pragma once

#include <QByteArray>
#include <QByteArrayView>
#include <QString>

#include <bit>
#include <cstdint>
#include <cstring>

namespace arbiter {

// A JSON reader that walks a document in place, without building it: objects and arrays are entered and
// left, values the reader does not want are skipped unread. Game collections are read through it
// (QJsonDocument builds every value of a file first, and a MILA game holds far more than its orders and
// units). Any malformed input stops it with the offset and the reason; it never reads past the end.
// The steps taken for every value are inline: a phase of a game is some 400 of them.
class JsonScanner
{
  public:
    explicit JsonScanner(QByteArrayView json)
        : m_begin(json.data()), m_at(json.data()), m_end(json.data() + json.size())
    {
    }

    bool failed() const { return !m_error.isEmpty(); }
    const QString &error() const { return m_error; }
    qsizetype offset() const { return m_at - m_begin; }
    // Where it stopped, in the text it was given (a value's raw text is a slice of the document's, so a
    // reader can tell the place in the whole file).
    const char *position() const { return m_at; }

    // The next value is of this kind (after spaces).
    bool atObject() { return at('{'); }
    bool atArray() { return at('['); }
    bool atString() { return at('"'); }

    // Enters the object; then nextKey gives each key until it returns false at the closing brace.
    bool enterObject() { return enter('{'); }
    // Enters the object here, as enterObject; any other value (null for none) is skipped and false returned.
    bool enterObjectOrSkip()
    {
        if (!atObject()) {
            skipValue();
            return false;
        }
        enterObject();
        return true;
    }
    bool nextKey(QByteArrayView *key)
    {
        // A plain ASCII key ("units", "AUSTRIA", "A PAR") in one step; anything else as before.
        if (const char *p = plainStringAfterComma(key)) {
            while (p < m_end && isSpace(*p))
                ++p;
            if (p < m_end && *p == ':') {
                m_at = p + 1;
                m_first = false;
                m_ascii = true;
                return true;
            }
        }
        return nextMember('}') && scanString(key) && expect(':');
    }
    // Enters the array; then nextElement is true before each element, false at the closing bracket.
    bool enterArray() { return enter('['); }
    bool nextElement()
    {
        if (!nextMember(']'))
            return false;
        return m_at < m_end || fail(QT_TRANSLATE_NOOP("JsonScanner", "the array is not closed"));
    }
    // A string value: its bytes without the quotes, escapes resolved (into storage the scanner keeps until
    // the next string).
    bool readString(QByteArrayView *value)
    {
        if (failed())
            return false;
        skipSpaces();
        return scanString(value);
    }
    // In an array entered: the next element when it is a plain ASCII string without escapes (a game's
    // units, centres, orders and results), read in one step instead of nextElement, atString and readString,
    // each with its own checks; false, with nothing read, at anything else (the array's end, another value,
    // a string with an escape or a byte beyond ASCII, a malformed text), which those then read or report as
    // before.
    bool nextPlainString(QByteArrayView *value)
    {
        const char *p = plainStringAfterComma(value);
        if (!p)
            return false;
        m_at = p;
        m_first = false;
        m_ascii = true;
        return true;
    }
    // An empty array here ("[]", most results of a game), stepped over in one step: true; false, with nothing
    // read, at anything else.
    bool skipEmptyArray()
    {
        if (failed())
            return false;
        const char *p = m_at;
        while (p < m_end && isSpace(*p))
            ++p;
        if (p == m_end || *p != '[')
            return false;
        ++p;
        while (p < m_end && isSpace(*p))
            ++p;
        if (p == m_end || *p != ']')
            return false;
        m_at = p + 1;
        return true;
    }
    // Whether the last string read (a key or a value) is ASCII: then it may be read as bytes.
    bool lastStringAscii() const { return m_ascii; }
    // Skips any value (nested objects and arrays included).
    bool skipValue();
    // The raw text of the next value, skipped.
    bool rawValue(QByteArrayView *value);

  private:
    static constexpr std::uint64_t eachByte = 0x0101010101010101ULL;
    static constexpr std::uint64_t highBits = 0x8080808080808080ULL;
    // The bytes of `word` equal to `c`, as their high bits. Only the lowest is certain (a borrow may mark the
    // bytes above a match too), which is all the scan asks.
    static std::uint64_t bytesEqual(std::uint64_t word, char c)
    {
        const std::uint64_t x = word ^ (eachByte * uchar(c));
        return (x - eachByte) & ~x & highBits;
    }
    // One comparison for the bytes that are no space (nearly all that are asked).
    static bool isSpace(char c)
    {
        return uchar(c) <= ' ' && (c == ' ' || c == '\n' || c == '\r' || c == '\t');
    }
    void skipSpaces()
    {
        while (m_at < m_end && isSpace(*m_at))
            ++m_at;
    }
    bool at(char c)
    {
        skipSpaces();
        return !failed() && m_at < m_end && *m_at == c;
    }
    bool enter(char open);
    // Before the next key or element of the object or array that `close` ends: false at its end (which is
    // stepped over) or on an error.
    bool nextMember(char close);
    bool fail(const char *why);
    bool expect(char c);
    // A string here: inline when it is short, plain ASCII (most keys, units and orders of a game), else
    // scanLongString.
    bool scanString(QByteArrayView *value)
    {
        if constexpr (std::endian::native == std::endian::little) {
            if (m_end - m_at >= 9 && *m_at == '"') {
                std::uint64_t word;
                std::memcpy(&word, m_at + 1, 8);
                const std::uint64_t stops = bytesEqual(word, '"') | bytesEqual(word, '\\');
                if (stops) {
                    const int length = std::countr_zero(stops) / 8;
                    const std::uint64_t before = word & ((std::uint64_t(1) << (8 * length)) - 1);
                    if (m_at[1 + length] == '"' && !(before & highBits)) {
                        *value = QByteArrayView(m_at + 1, length);
                        m_at += length + 2;
                        m_ascii = true;
                        return true;
                    }
                }
            }
        }
        return scanLongString(value);
    }
    bool scanLongString(QByteArrayView *value);
    // After the comma (unless the member is the first) and spaces, a plain ASCII string without escapes: its
    // value, and where it ends; null, with nothing read, at anything else. Read eight bytes at a time up to
    // the first quote or backslash, as most keys, units and orders are; the file's last bytes are left to the
    // general way. Inline where it is called: it is asked for every key and string of a game.
    Q_ALWAYS_INLINE const char *plainStringAfterComma(QByteArrayView *value) const
    {
        if constexpr (std::endian::native == std::endian::little) {
            if (failed())
                return nullptr;
            const char *p = m_at;
            if (!m_first) {
                while (p < m_end && isSpace(*p))
                    ++p;
                if (p == m_end || *p != ',')
                    return nullptr;
                ++p;
            }
            while (p < m_end && isSpace(*p))
                ++p;
            if (p == m_end || *p != '"')
                return nullptr;
            const char *const start = p + 1;
            std::uint64_t high = 0; // the high bits of the bytes read: none, the string is ASCII
            for (const char *q = start; m_end - q >= 8; q += 8) {
                std::uint64_t word;
                std::memcpy(&word, q, 8);
                const std::uint64_t stops = bytesEqual(word, '"') | bytesEqual(word, '\\');
                if (!stops) {
                    high |= word;
                    continue;
                }
                const int length = std::countr_zero(stops) / 8;
                high |= word & ((std::uint64_t(1) << (8 * length)) - 1);
                if (q[length] != '"' || (high & highBits))
                    return nullptr;
                *value = QByteArrayView(start, q + length - start);
                return q + length + 1;
            }
            return nullptr;
        } else {
            Q_UNUSED(value);
            return nullptr;
        }
    }
    bool stepSkip(const char *stop, const char **at, int *depth, bool *inString);
    bool unescape(QByteArrayView raw, QByteArrayView *value);

    const char *m_begin;
    const char *m_at;
    const char *m_end;
    int m_depth = 0;
    bool m_first = false; // the next key or element is the first of its container
    bool m_ascii = true;
    QString m_error;
    QByteArray m_unescaped;
};

} // namespace arbiter
