// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
#pragma once

#include "record/import/text_scan.h"

#include <QLatin1StringView>
#include <QStringView>

#include <algorithm>

namespace arbiter {

// Reads the fixed phrases the judges print ("Builds an army in ...", "Movement results for ...") from ASCII
// text by hand, step by step as a case-insensitive regular expression matches them; the readers keep the
// regular expressions for text beyond ASCII, whose spaces and letter cases are Unicode's. (A regular
// expression checks its whole subject and allocates its captures: it cost more than the rest of a line.)
class AsciiPhrase
{
  public:
    explicit AsciiPhrase(QStringView text) : m_text(text) {}

    static bool isAscii(QStringView text)
    {
        return std::all_of(text.begin(), text.end(), [](QChar c) { return c.unicode() < 0x80; });
    }

    qsizetype at() const { return m_at; }
    void setAt(qsizetype at) { m_at = at; }
    bool atEnd() const { return m_at == m_text.size(); }
    QStringView rest() const { return m_text.sliced(m_at); }
    QStringView taken(qsizetype from) const { return m_text.sliced(from, m_at - from); }

    // "\s*" and "\s+": all the spaces here; the second is false without one.
    void skipSpaces()
    {
        while (m_at < m_text.size() && isAsciiSpace(m_text[m_at].unicode()))
            ++m_at;
    }
    bool spaces()
    {
        const qsizetype from = m_at;
        skipSpaces();
        return m_at > from;
    }
    // The word (given in lower case) in any letter case; taken when it is here.
    bool word(QLatin1StringView lower)
    {
        if (m_text.size() - m_at < lower.size())
            return false;
        for (qsizetype k = 0; k < lower.size(); ++k) {
            const char16_t c = m_text[m_at + k].unicode();
            if ((c >= u'A' && c <= u'Z' ? char16_t(c | 0x20) : c) != char16_t(lower[k].unicode()))
                return false;
        }
        m_at += lower.size();
        return true;
    }
    // The word when a space follows it: an alternative or an optional part before "\s+" ("s?\s+").
    bool wordBeforeSpace(QLatin1StringView lower)
    {
        const qsizetype from = m_at;
        if (word(lower) && m_at < m_text.size() && isAsciiSpace(m_text[m_at].unicode()))
            return true;
        m_at = from;
        return false;
    }

  private:
    QStringView m_text;
    qsizetype m_at = 0;
};

} // namespace arbiter
