// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
#pragma once

#include <QByteArrayView>
#include <QLatin1StringView>
#include <QStringView>

#include <bit>
#include <cstdint>
#include <cstring>

namespace arbiter {

// Small steps over text that the readers of foreign formats take for every line and word, inline: Qt's own
// (QStringView::indexOf(QChar), trimmed) are calls into the library that cost more than the step (a
// character searched for goes through Qt's substring search).

// A space as QChar::isSpace and QByteArrayView::trimmed see ASCII.
inline bool isAsciiSpace(char16_t c)
{
    return c == u' ' || (c >= u'\t' && c <= u'\r');
}

// QByteArrayView::trimmed without the call into Qt.
inline QByteArrayView trimmedText(QByteArrayView v)
{
    if (v.isEmpty() || (!isAsciiSpace(uchar(v.front())) && !isAsciiSpace(uchar(v.back()))))
        return v;
    qsizetype begin = 0;
    qsizetype end = v.size();
    while (begin < end && isAsciiSpace(uchar(v[begin])))
        ++begin;
    while (end > begin && isAsciiSpace(uchar(v[end - 1])))
        --end;
    return v.sliced(begin, end - begin);
}

// QStringView::trimmed, inline for the ASCII spaces; Qt's when a character beyond ASCII (which may be a
// space of Unicode's) stands at either end.
inline QStringView trimmedText(QStringView v)
{
    qsizetype begin = 0;
    qsizetype end = v.size();
    while (begin < end && isAsciiSpace(v[begin].unicode()))
        ++begin;
    while (end > begin && isAsciiSpace(v[end - 1].unicode()))
        --end;
    if (begin < end && (v[begin].unicode() >= 0x80 || v[end - 1].unicode() >= 0x80))
        return v.trimmed();
    return v.sliced(begin, end - begin);
}

// QStringView::indexOf(c, from), for a character: four at a time, for the search of a line's end.
inline qsizetype findChar(QStringView text, char16_t c, qsizetype from = 0)
{
    const char16_t *data = text.utf16();
    qsizetype i = from;
    if constexpr (std::endian::native == std::endian::little) {
        constexpr std::uint64_t eachUnit = 0x0001000100010001ULL;
        constexpr std::uint64_t highBits = 0x8000800080008000ULL;
        for (; i + 4 <= text.size(); i += 4) {
            std::uint64_t word;
            std::memcpy(&word, data + i, 8);
            const std::uint64_t x = word ^ (eachUnit * c);
            if ((x - eachUnit) & ~x & highBits)
                break; // one of these four (the lowest marked is certain): found below
        }
    }
    for (; i < text.size(); ++i) {
        if (data[i] == c)
            return i;
    }
    return -1;
}

// QStringView::indexOf of the two characters `a` `b` from `from`.
inline qsizetype findPair(QStringView text, char16_t a, char16_t b, qsizetype from = 0)
{
    for (qsizetype i = findChar(text, a, from); i >= 0; i = findChar(text, a, i + 1)) {
        if (i + 1 < text.size() && text[i + 1].unicode() == b)
            return i;
    }
    return -1;
}

// QStringView::startsWith(prefix, Qt::CaseInsensitive) for a prefix in lower-case ASCII, inline; Qt's where
// the text's first characters go beyond ASCII (its case folding knows letters that fold to ASCII ones).
inline bool startsWithFolded(QStringView text, QLatin1StringView prefix)
{
    if (text.size() < prefix.size())
        return false;
    for (qsizetype k = 0; k < prefix.size(); ++k) {
        const char16_t c = text[k].unicode();
        if (c >= 0x80)
            return text.startsWith(prefix, Qt::CaseInsensitive);
        if ((c >= u'A' && c <= u'Z' ? char16_t(c | 0x20) : c) != char16_t(prefix[k].unicode()))
            return false;
    }
    return true;
}

// QStringView::compare(word, Qt::CaseInsensitive) == 0 for a word in lower-case ASCII, inline (Qt folds each
// character to one: strings of different lengths never compare equal).
inline bool equalsFolded(QStringView text, QLatin1StringView word)
{
    return text.size() == word.size() && startsWithFolded(text, word);
}

// QStringView::contains(needle, Qt::CaseInsensitive) for a needle in lower-case ASCII, inline in one pass
// over the text: the needle is compared only where its first character stands (in either case). A text with
// a character beyond ASCII is asked of Qt when this finds nothing (its case folding knows letters beyond
// ASCII that fold to ASCII ones); what this finds, Qt finds too.
inline bool containsFolded(QStringView text, QLatin1StringView needle)
{
    const auto folded = [](char16_t c) { return c >= u'A' && c <= u'Z' ? char16_t(c | 0x20) : c; };
    const auto matchesAt = [&](qsizetype i) {
        if (i + needle.size() > text.size())
            return false;
        for (qsizetype k = 1; k < needle.size(); ++k) {
            if (folded(text[i + k].unicode()) != char16_t(needle[k].unicode()))
                return false;
        }
        return true;
    };
    if (needle.isEmpty())
        return true;
    // (c | 0x20) is the lower case of an ASCII letter; for any other character it may be equal to the first
    // only where the character is not (matchesAt checks the whole needle, its first character included).
    const char16_t first = char16_t(needle[0].unicode());
    bool wide = false; // a character beyond ASCII
    for (qsizetype i = 0; i < text.size(); ++i) {
        const char16_t c = text[i].unicode();
        wide = wide || c >= 0x80;
        if (char16_t(c | 0x20) == first && folded(c) == first && matchesAt(i))
            return true;
    }
    return wide && text.contains(needle, Qt::CaseInsensitive);
}

} // namespace arbiter
