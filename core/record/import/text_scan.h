// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
#pragma once

#include <QByteArrayView>
#include <QLatin1StringView>
#include <QStringView>

namespace arbiter {

// Small steps over text that the readers of foreign formats take for every line and word, inline: Qt's own
// (QStringView::indexOf(QChar), trimmed) are calls into the library that cost more than the step (a
// character searched for goes through Qt's substring search).

// QByteArrayView::trimmed, without the call into Qt for the bytes that need no trimming (nearly all).
inline QByteArrayView trimmedAscii(QByteArrayView v)
{
    const auto space = [](char c) { return c == ' ' || (c >= '\t' && c <= '\r'); };
    if (v.isEmpty() || (!space(v.front()) && !space(v.back())))
        return v;
    return v.trimmed();
}

// QStringView::trimmed, likewise.
inline QStringView trimmedText(QStringView v)
{
    const auto plain = [](QChar c) { return c.unicode() > u' ' && c.unicode() < 0x7f; };
    if (v.isEmpty() || (plain(v.front()) && plain(v.back())))
        return v;
    return v.trimmed();
}

// QStringView::indexOf(c, from), for a character.
inline qsizetype findChar(QStringView text, char16_t c, qsizetype from = 0)
{
    for (qsizetype i = from; i < text.size(); ++i) {
        if (text[i].unicode() == c)
            return i;
    }
    return -1;
}

// QStringView::indexOf of the two characters `a` `b` from `from`.
inline qsizetype findPair(QStringView text, char16_t a, char16_t b, qsizetype from = 0)
{
    for (qsizetype i = from; i + 1 < text.size(); ++i) {
        if (text[i].unicode() == a && text[i + 1].unicode() == b)
            return i;
    }
    return -1;
}

// QStringView::contains(needle, Qt::CaseInsensitive) for a needle in lower-case ASCII, inline for ASCII
// text; Qt's for any other (its case folding knows letters beyond ASCII that fold to ASCII ones).
inline bool containsFolded(QStringView text, QLatin1StringView needle)
{
    for (const QChar c : text) {
        if (c.unicode() >= 0x80)
            return text.contains(needle, Qt::CaseInsensitive);
    }
    const auto folded = [](char16_t c) { return c >= u'A' && c <= u'Z' ? char16_t(c | 0x20) : c; };
    for (qsizetype i = 0; i + needle.size() <= text.size(); ++i) {
        qsizetype k = 0;
        while (k < needle.size() && folded(text[i + k].unicode()) == char16_t(needle[k].unicode()))
            ++k;
        if (k == needle.size())
            return true;
    }
    return false;
}

} // namespace arbiter
