// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
#include "record/import/json_scanner.h"

#include <QCoreApplication>

#if defined(__SSE2__)
#include <emmintrin.h>
#endif

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

// The marks of a block of 64 bytes, bit i for byte i: quotes, backslashes, '[' or '{', ']' or '}'.
struct BlockMarks
{
    std::uint64_t quote = 0;
    std::uint64_t backslash = 0;
    std::uint64_t open = 0;
    std::uint64_t close = 0;
};

BlockMarks blockMarks(const char *p)
{
    BlockMarks k;
#if defined(__SSE2__)
    const __m128i quote = _mm_set1_epi8('"');
    const __m128i backslash = _mm_set1_epi8('\\');
    const __m128i open = _mm_set1_epi8('{');
    const __m128i close = _mm_set1_epi8('}');
    const __m128i fold = _mm_set1_epi8(0x20); // '[' and '{', ']' and '}' differ only in this bit
    for (int i = 0; i < 4; ++i) {
        const __m128i v = _mm_loadu_si128(reinterpret_cast<const __m128i *>(p + 16 * i));
        const __m128i folded = _mm_or_si128(v, fold);
        const auto bits = [i](__m128i equal) {
            return std::uint64_t(std::uint32_t(_mm_movemask_epi8(equal)) & 0xffffU) << (16 * i);
        };
        k.quote |= bits(_mm_cmpeq_epi8(v, quote));
        k.backslash |= bits(_mm_cmpeq_epi8(v, backslash));
        k.open |= bits(_mm_cmpeq_epi8(folded, open));
        k.close |= bits(_mm_cmpeq_epi8(folded, close));
    }
#else
    for (int i = 0; i < 64; ++i) {
        const char c = p[i];
        const std::uint64_t bit = std::uint64_t(1) << i;
        k.quote |= c == '"' ? bit : 0;
        k.backslash |= c == '\\' ? bit : 0;
        k.open |= c == '{' || c == '[' ? bit : 0;
        k.close |= c == '}' || c == ']' ? bit : 0;
    }
#endif
    return k;
}

// Bit i: the XOR of bits 0 to i, which for the quotes of a block marks the bytes inside strings (with the
// opening quote, without the closing one).
std::uint64_t prefixXor(std::uint64_t x)
{
    x ^= x << 1;
    x ^= x << 2;
    x ^= x << 4;
    x ^= x << 8;
    x ^= x << 16;
    x ^= x << 32;
    return x;
}

// std::popcount, inline: where the target has no instruction for it (x86-64 before SSE4.2) it is a call
// into libgcc, asked for most blocks of a game's skipped values. The bits counted in pairs, then in fours,
// bytes, and the bytes summed by a multiplication.
int bitCount(std::uint64_t x)
{
#if defined(__POPCNT__)
    return std::popcount(x);
#else
    x -= (x >> 1) & 0x5555555555555555ULL;
    x = (x & 0x3333333333333333ULL) + ((x >> 2) & 0x3333333333333333ULL);
    x = (x + (x >> 4)) & 0x0f0f0f0f0f0f0f0fULL;
    return int((x * 0x0101010101010101ULL) >> 56);
#endif
}

} // namespace

// skipValue byte by byte from *at up to `stop` (the end, or a block's end, which an escape may overstep by
// one byte): true, with m_at past it, at the bracket that closes the value.
bool JsonScanner::stepSkip(const char *stop, const char **at, int *depth, bool *inString)
{
    const char *b = *at;
    while (b < stop) {
        const char c = *b++;
        if (*inString) {
            if (c == '"')
                *inString = false;
            else if (c == '\\')
                b = m_end - b > 1 ? b + 1 : m_end; // the byte after the backslash is not looked at
        } else if (c == '"') {
            *inString = true;
        } else if (c == '{' || c == '[') {
            ++*depth;
        } else if ((c == '}' || c == ']') && --*depth == 0) {
            m_at = b;
            return true;
        }
    }
    *at = b;
    return false;
}

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
        // holds kilobytes of press and influence that nobody reads (short strings, "BUD", "VIE", each a
        // stop for a scan up to the next quote: 12 instructions a byte), so it is read 64 bytes at a time:
        // the quotes, backslashes and brackets of a block as bits, the bytes inside strings by a prefix XOR
        // of the quotes, the brackets outside them counted. A block with a backslash, and the last bytes,
        // go byte by byte.
        int depth = 1;
        bool inString = false;
        const char *b = m_at + 1;
        while (m_end - b >= 64) {
            const BlockMarks k = blockMarks(b);
            if (k.backslash) {
                // An escape may end the block, and the byte after it is the next block's: stepSkip may
                // stop one byte past the block.
                if (stepSkip(b + 64, &b, &depth, &inString))
                    return true;
                continue;
            }
            const std::uint64_t inside = prefixXor(k.quote) ^ (inString ? ~std::uint64_t(0) : 0);
            inString = inside >> 63;
            const std::uint64_t opens = k.open & ~inside;
            const std::uint64_t closes = k.close & ~inside;
            // Most blocks of press and influence hold no bracket outside a string.
            if (!closes) {
                depth += opens ? bitCount(opens) : 0;
                b += 64;
                continue;
            }
            if (bitCount(closes) < depth) {
                // The value cannot end in this block: only the count matters.
                depth += bitCount(opens) - bitCount(closes);
                b += 64;
                continue;
            }
            for (std::uint64_t marks = opens | closes; marks; marks &= marks - 1) {
                const int i = std::countr_zero(marks);
                if ((opens >> i) & 1) {
                    ++depth;
                } else if (--depth == 0) {
                    m_at = b + i + 1;
                    return true;
                }
            }
            b += 64;
        }
        if (stepSkip(m_end, &b, &depth, &inString))
            return true;
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
