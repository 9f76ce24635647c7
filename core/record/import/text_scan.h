// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
#pragma once

#include <QByteArrayView>
#include <QLatin1StringView>
#include <QStringView>

#include <bit>
#include <cstdint>
#include <cstring>

#if defined(__SSE2__)
#include <emmintrin.h>
#endif

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

// QStringView::indexOf(c, from), for a character: eight at a time with SSE2 (every x86-64 has it), else four
// at a time in a 64-bit word, for the search of a line's end.
inline qsizetype findChar(QStringView text, char16_t c, qsizetype from = 0)
{
    const char16_t *data = text.utf16();
    qsizetype i = from;
#if defined(__SSE2__)
    const __m128i wanted = _mm_set1_epi16(short(c));
    for (; i + 8 <= text.size(); i += 8) {
        const __m128i units = _mm_loadu_si128(reinterpret_cast<const __m128i *>(data + i));
        const int found = _mm_movemask_epi8(_mm_cmpeq_epi16(units, wanted));
        if (found != 0)
            return i + std::countr_zero(unsigned(found)) / 2;
    }
#else
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
#endif
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

// QStringView::indexOf(needle, 0, Qt::CaseInsensitive) for a needle in lower-case ASCII, inline: the needle
// is compared only where its first character stands (in either case), found eight characters at a time with
// SSE2. Where a character beyond ASCII stands before the place found, or nothing is found in a text with one,
// Qt answers (its case folding knows letters beyond ASCII that fold to ASCII ones, which may match earlier).
inline qsizetype indexOfFolded(QStringView text, QLatin1StringView needle)
{
    const auto folded = [](char16_t c) { return c >= u'A' && c <= u'Z' ? char16_t(c | 0x20) : c; };
    const auto matchesAt = [&](qsizetype i) {
        if (i + needle.size() > text.size())
            return false;
        for (qsizetype k = 0; k < needle.size(); ++k) {
            if (folded(text[i + k].unicode()) != char16_t(needle[k].unicode()))
                return false;
        }
        return true;
    };
    const auto qtAnswer = [&] { return text.indexOf(needle, 0, Qt::CaseInsensitive); };
    if (needle.isEmpty())
        return 0;
    // (c | 0x20) is the lower case of an ASCII letter; for any other character it may be equal to the first
    // only where the character is not (matchesAt checks the whole needle).
    const char16_t first = char16_t(needle[0].unicode());
    const char16_t *data = text.utf16();
    qsizetype i = 0;
#if defined(__SSE2__)
    const __m128i caseBit = _mm_set1_epi16(0x20);
    const __m128i wanted = _mm_set1_epi16(short(first));
    const __m128i beyondAscii = _mm_set1_epi16(short(0xff80));
    const __m128i zero = _mm_setzero_si128();
    for (; i + 8 <= text.size(); i += 8) {
        const __m128i units = _mm_loadu_si128(reinterpret_cast<const __m128i *>(data + i));
        if (_mm_movemask_epi8(_mm_cmpeq_epi16(_mm_and_si128(units, beyondAscii), zero)) != 0xffff)
            return qtAnswer();
        for (unsigned at = unsigned(_mm_movemask_epi8(_mm_cmpeq_epi16(_mm_or_si128(units, caseBit), wanted)));
             at != 0; at &= at - 1) {
            const qsizetype candidate = i + std::countr_zero(at) / 2;
            at &= at - 1; // (each character sets two bits of the mask)
            if (matchesAt(candidate))
                return candidate;
        }
    }
#endif
    for (; i < text.size(); ++i) {
        const char16_t c = data[i];
        if (c >= 0x80)
            return qtAnswer();
        if (char16_t(c | 0x20) == first && matchesAt(i))
            return i;
    }
    return -1;
}

// QStringView::contains(needle, Qt::CaseInsensitive) for a needle in lower-case ASCII, as indexOfFolded.
inline bool containsFolded(QStringView text, QLatin1StringView needle)
{
    return indexOfFolded(text, needle) >= 0;
}

} // namespace arbiter
