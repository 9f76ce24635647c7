// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
#include "record/import/json_scanner.h"

#include <QCoreApplication>

namespace arbiter {

namespace {

// Deeper nesting than any game file has is refused rather than followed (no stack to overflow).
constexpr int maximumDepth = 64;

bool isSpace(char c)
{
    return c == ' ' || c == '\n' || c == '\r' || c == '\t';
}

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

void JsonScanner::skipSpaces()
{
    while (m_pos < m_json.size() && isSpace(m_json[m_pos]))
        ++m_pos;
}

// `why` is marked with QT_TRANSLATE_NOOP("JsonScanner", ...).
bool JsonScanner::fail(const char *why)
{
    if (m_error.isEmpty())
        m_error = QCoreApplication::translate("JsonScanner", why);
    m_pos = std::min(m_pos, m_json.size());
    return false;
}

bool JsonScanner::expect(char c)
{
    skipSpaces();
    if (m_pos >= m_json.size() || m_json[m_pos] != c)
        return fail(c == ':' ? QT_TRANSLATE_NOOP("JsonScanner", "a ':' is missing")
                             : QT_TRANSLATE_NOOP("JsonScanner", "unexpected character"));
    ++m_pos;
    return true;
}

bool JsonScanner::atObject()
{
    skipSpaces();
    return !failed() && m_pos < m_json.size() && m_json[m_pos] == '{';
}

bool JsonScanner::atArray()
{
    skipSpaces();
    return !failed() && m_pos < m_json.size() && m_json[m_pos] == '[';
}

bool JsonScanner::atString()
{
    skipSpaces();
    return !failed() && m_pos < m_json.size() && m_json[m_pos] == '"';
}

bool JsonScanner::enterObject()
{
    if (failed() || !expect('{'))
        return false;
    if (++m_depth > maximumDepth)
        return fail(QT_TRANSLATE_NOOP("JsonScanner", "nested too deeply"));
    m_first = true;
    return true;
}

bool JsonScanner::nextKey(QByteArrayView *key)
{
    if (failed())
        return false;
    skipSpaces();
    if (m_pos < m_json.size() && m_json[m_pos] == '}') {
        ++m_pos;
        --m_depth;
        m_first = false;
        return false;
    }
    if (!m_first && !expect(','))
        return false;
    m_first = false;
    skipSpaces();
    if (!scanString(key))
        return false;
    return expect(':');
}

bool JsonScanner::enterArray()
{
    if (failed() || !expect('['))
        return false;
    if (++m_depth > maximumDepth)
        return fail(QT_TRANSLATE_NOOP("JsonScanner", "nested too deeply"));
    m_first = true;
    return true;
}

bool JsonScanner::nextElement()
{
    if (failed())
        return false;
    skipSpaces();
    if (m_pos < m_json.size() && m_json[m_pos] == ']') {
        ++m_pos;
        --m_depth;
        m_first = false;
        return false;
    }
    if (!m_first && !expect(','))
        return false;
    m_first = false;
    skipSpaces();
    if (m_pos >= m_json.size())
        return fail(QT_TRANSLATE_NOOP("JsonScanner", "the array is not closed"));
    return true;
}

bool JsonScanner::scanString(QByteArrayView *value)
{
    if (m_pos >= m_json.size() || m_json[m_pos] != '"')
        return fail(QT_TRANSLATE_NOOP("JsonScanner", "a string is expected"));
    const qsizetype start = ++m_pos;
    bool escaped = false;
    while (m_pos < m_json.size() && m_json[m_pos] != '"') {
        if (m_json[m_pos] == '\\') {
            escaped = true;
            ++m_pos;
        }
        ++m_pos;
    }
    if (m_pos >= m_json.size())
        return fail(QT_TRANSLATE_NOOP("JsonScanner", "a string is not closed"));
    const QByteArrayView raw = m_json.sliced(start, m_pos - start);
    ++m_pos;
    if (!escaped) {
        *value = raw;
        return true;
    }
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
    *value = m_unescaped;
    return true;
}

bool JsonScanner::readString(QByteArrayView *value)
{
    if (failed())
        return false;
    skipSpaces();
    return scanString(value);
}

bool JsonScanner::skipValue()
{
    if (failed())
        return false;
    skipSpaces();
    if (m_pos >= m_json.size())
        return fail(QT_TRANSLATE_NOOP("JsonScanner", "a value is missing"));
    const char c = m_json[m_pos];
    if (c == '"') {
        QByteArrayView ignored;
        return scanString(&ignored);
    }
    if (c == '{' || c == '[') {
        // Only the brackets are counted and the strings stepped over: a value skipped is not checked
        // further, so a game file with a damaged part nobody reads still imports.
        const char *data = m_json.data();
        const qsizetype size = m_json.size();
        int depth = 0;
        for (qsizetype i = m_pos; i < size; ++i) {
            const char b = data[i];
            if (b == '"') {
                for (++i; i < size && data[i] != '"'; ++i) {
                    if (data[i] == '\\')
                        ++i;
                }
            } else if (b == '{' || b == '[') {
                ++depth;
            } else if (b == '}' || b == ']') {
                if (--depth == 0) {
                    m_pos = i + 1;
                    return true;
                }
            }
        }
        m_pos = size;
        return fail(QT_TRANSLATE_NOOP("JsonScanner", "an object or array is not closed"));
    }
    // A number, true, false or null: up to the next delimiter.
    const qsizetype start = m_pos;
    while (m_pos < m_json.size() && !isSpace(m_json[m_pos]) && m_json[m_pos] != ',' && m_json[m_pos] != '}' &&
           m_json[m_pos] != ']')
        ++m_pos;
    if (m_pos == start)
        return fail(QT_TRANSLATE_NOOP("JsonScanner", "a value is missing"));
    return true;
}

bool JsonScanner::rawValue(QByteArrayView *value)
{
    skipSpaces();
    const qsizetype start = m_pos;
    if (!skipValue())
        return false;
    *value = m_json.sliced(start, m_pos - start);
    return true;
}

} // namespace arbiter
