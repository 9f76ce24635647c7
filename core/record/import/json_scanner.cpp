// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
#include "record/import/json_scanner.h"

#include <QCoreApplication>

#include <algorithm>
#include <bit>
#include <cstdint>
#include <cstring>

namespace arbiter {

namespace {

// Deeper nesting than any game file has is refused rather than followed (no stack to overflow).
constexpr int maximumDepth = 64;

int hexValue(char c)
{
    if (c >= '0' && c <= '9')
        return c - '0';
    if (c >= 'a' && c <= 'f')
        return c - 'a' + 10;
    if (c >= 'A' && c <= 'F')
        return c - 'A' + 10;
    return -1;
}

void appendUtf8(QByteArray *out, char32_t c)
{
    if (c < 0x80) {
        out->append(char(c));
    } else if (c < 0x800) {
        out->append(char(0xc0 | (c >> 6)));
        out->append(char(0x80 | (c & 0x3f)));
    } else if (c < 0x10000) {
        out->append(char(0xe0 | (c >> 12)));
        out->append(char(0x80 | ((c >> 6) & 0x3f)));
        out->append(char(0x80 | (c & 0x3f)));
    } else {
        out->append(char(0xf0 | (c >> 18)));
        out->append(char(0x80 | ((c >> 12) & 0x3f)));
        out->append(char(0x80 | ((c >> 6) & 0x3f)));
        out->append(char(0x80 | (c & 0x3f)));
    }
}

} // namespace

// `why` is marked with QT_TRANSLATE_NOOP("JsonScanner", ...).
bool JsonScanner::fail(const char *why)
{
    // Whatever was expected, a file that stops in the middle of a value was cut short: say so.
    if (m_error.isEmpty())
        m_error = m_at >= m_end
                      ? QCoreApplication::translate("JsonScanner", "the file ends here: it is cut short")
                      : QCoreApplication::translate("JsonScanner", why);
    m_at = std::min(m_at, m_end);
    return false;
}

bool JsonScanner::expect(char c)
{
    skipSpaces();
    if (m_at >= m_end || *m_at != c)
        return fail(c == ':' ? QT_TRANSLATE_NOOP("JsonScanner", "a ':' is missing")
                             : QT_TRANSLATE_NOOP("JsonScanner", "unexpected character"));
    ++m_at;
    return true;
}

bool JsonScanner::enter(char open)
{
    if (failed() || !expect(open))
        return false;
    if (++m_depth > maximumDepth)
        return fail(QT_TRANSLATE_NOOP("JsonScanner", "nested too deeply"));
    m_first = true;
    return true;
}

bool JsonScanner::nextMember(char close)
{
    if (failed())
        return false;
    skipSpaces();
    if (m_at < m_end && *m_at == close) {
        ++m_at;
        --m_depth;
        m_first = false;
        return false;
    }
    if (!m_first && !expect(','))
        return false;
    m_first = false;
    skipSpaces();
    return true;
}

bool JsonScanner::scanLongString(QByteArrayView *value)
{
    if (m_at >= m_end || *m_at != '"')
        return fail(QT_TRANSLATE_NOOP("JsonScanner", "a string is expected"));
    const char *start = ++m_at;
    std::uint64_t high = 0; // the bytes' high bits: none set, the string is ASCII
    if constexpr (std::endian::native == std::endian::little) {
        // Eight bytes at a time up to the first quote or backslash (most strings end in the first eight).
        while (m_end - m_at >= 8) {
            std::uint64_t word;
            std::memcpy(&word, m_at, 8);
            const std::uint64_t stops = bytesEqual(word, '"') | bytesEqual(word, '\\');
            if (stops) {
                const int before = std::countr_zero(stops) / 8;
                high |= word & ((std::uint64_t(1) << (8 * before)) - 1);
                m_at += before;
                break;
            }
            high |= word;
            m_at += 8;
        }
    }
    bool escaped = false;
    while (m_at < m_end && *m_at != '"') {
        high |= uchar(*m_at);
        if (*m_at == '\\') {
            escaped = true;
            if (++m_at == m_end)
                break;
        }
        ++m_at;
    }
    if (m_at >= m_end)
        return fail(QT_TRANSLATE_NOOP("JsonScanner", "a string is not closed"));
    const QByteArrayView raw(start, m_at - start);
    ++m_at;
    if (escaped)
        return unescape(raw, value);
    m_ascii = !(high & highBits);
    *value = raw;
    return true;
}

bool JsonScanner::unescape(QByteArrayView raw, QByteArrayView *value)
{
    m_unescaped.clear();
    for (qsizetype i = 0; i < raw.size(); ++i) {
        if (raw[i] != '\\') {
            m_unescaped.append(raw[i]);
            continue;
        }
        if (++i >= raw.size())
            return fail(QT_TRANSLATE_NOOP("JsonScanner", "a broken escape in a string"));
        switch (raw[i]) {
        case 'n':
            m_unescaped.append('\n');
            break;
        case 't':
            m_unescaped.append('\t');
            break;
        case 'r':
            m_unescaped.append('\r');
            break;
        case 'b':
            m_unescaped.append('\b');
            break;
        case 'f':
            m_unescaped.append('\f');
            break;
        case 'u': {
            if (i + 4 >= raw.size())
                return fail(QT_TRANSLATE_NOOP("JsonScanner", "a broken escape in a string"));
            int code = 0;
            for (int k = 1; k <= 4; ++k) {
                const int h = hexValue(raw[i + k]);
                if (h < 0)
                    return fail(QT_TRANSLATE_NOOP("JsonScanner", "a broken escape in a string"));
                code = code * 16 + h;
            }
            i += 4;
            appendUtf8(&m_unescaped, char32_t(code));
            break;
        }
        default:
            m_unescaped.append(raw[i]);
        }
    }
    m_ascii =
        std::all_of(m_unescaped.cbegin(), m_unescaped.cend(), [](char c) { return !(uchar(c) & 0x80); });
    *value = m_unescaped;
    return true;
}

bool JsonScanner::skipValue()
{
    if (failed())
        return false;
    skipSpaces();
    if (m_at >= m_end)
        return fail(QT_TRANSLATE_NOOP("JsonScanner", "a value is missing"));
    const char c = *m_at;
    if (c == '"') {
        QByteArrayView ignored;
        return scanString(&ignored);
    }
    if (c == '{' || c == '[') {
        // Only the brackets are counted and the strings stepped over: a value skipped is not checked
        // further, so a game file with a damaged part nobody reads still imports. A real game's phase
        // holds kilobytes of press and influence that nobody reads, so both are scanned eight bytes at a
        // time: between strings up to the next quote or bracket, inside a string up to the next quote or
        // backslash.
        int depth = 0;
        const char *b = m_at;
        while (b < m_end) {
            if constexpr (std::endian::native == std::endian::little) {
                while (m_end - b >= 8) {
                    std::uint64_t word;
                    std::memcpy(&word, b, 8);
                    // '[' and '{', ']' and '}' differ only in the bit 0x20.
                    const std::uint64_t folded = word | (eachByte * 0x20);
                    const std::uint64_t stops =
                        bytesEqual(word, '"') | bytesEqual(folded, '{') | bytesEqual(folded, '}');
                    if (stops) {
                        b += std::countr_zero(stops) / 8;
                        break;
                    }
                    b += 8;
                }
                if (b == m_end)
                    break;
            }
            const char here = *b;
            if (here == '"') {
                ++b;
                for (;;) {
                    if constexpr (std::endian::native == std::endian::little) {
                        while (m_end - b >= 8) {
                            std::uint64_t word;
                            std::memcpy(&word, b, 8);
                            const std::uint64_t stops = bytesEqual(word, '"') | bytesEqual(word, '\\');
                            if (stops) {
                                b += std::countr_zero(stops) / 8;
                                break;
                            }
                            b += 8;
                        }
                    }
                    while (b < m_end && *b != '"' && *b != '\\')
                        ++b;
                    if (b == m_end || *b == '"')
                        break;
                    b = m_end - b > 2 ? b + 2 : m_end; // an escape: the backslash and the byte after it
                }
                if (b == m_end)
                    break;
            } else if (here == '{' || here == '[') {
                ++depth;
            } else if (here == '}' || here == ']') {
                if (--depth == 0) {
                    m_at = b + 1;
                    return true;
                }
            }
            ++b;
        }
        m_at = m_end;
        return fail(QT_TRANSLATE_NOOP("JsonScanner", "an object or array is not closed"));
    }
    // A number, true, false or null: up to the next delimiter.
    const char *start = m_at;
    while (m_at < m_end && !isSpace(*m_at) && *m_at != ',' && *m_at != '}' && *m_at != ']')
        ++m_at;
    if (m_at == start)
        return fail(QT_TRANSLATE_NOOP("JsonScanner", "a value is missing"));
    return true;
}

bool JsonScanner::rawValue(QByteArrayView *value)
{
    skipSpaces();
    const char *start = m_at;
    if (!skipValue())
        return false;
    *value = QByteArrayView(start, m_at - start);
    return true;
}

} // namespace arbiter
