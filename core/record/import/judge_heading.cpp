// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
#include "record/import/judge_heading.h"

#include "record/import/text_scan.h"

#include <QLatin1StringView>
#include <QRegularExpression>

#include <algorithm>

namespace arbiter {

namespace {

bool isAscii(QStringView text)
{
    return std::all_of(text.begin(), text.end(), [](QChar c) { return c.unicode() < 0x80; });
}

// The grammar of a heading, in any letter case.
const QRegularExpression &headingPattern()
{
    static const QRegularExpression re(
        QStringLiteral("^\\s*(movement|retreat|adjustment)s?\\s+(?:results|orders)\\s+for\\s+(spring|summer|"
                       "fall|autumn|winter)\\s+(?:of\\s+)?(\\d{1,5})\\b(.*)$"),
        QRegularExpression::CaseInsensitiveOption);
    return re;
}

// "movement", "retreat", "adjustment" in any ASCII case, told by their first letter.
PhaseKind kindOf(char16_t first)
{
    const char16_t c = first | 0x20;
    return c == u'm' ? PhaseKind::Movement : c == u'r' ? PhaseKind::Retreat : PhaseKind::Adjustment;
}

// "spring", "summer", "fall", "autumn", "winter" in any ASCII case, told by their first letter.
Season seasonOf(QStringView season)
{
    const char16_t first = season[0].unicode() | 0x20;
    if (first == u's')
        return Season::Spring;
    return first == u'w' ? Season::Winter : Season::Fall;
}

std::optional<JudgeHeading> patternHeading(QStringView line)
{
    const QStringView t = line.trimmed();
    if (!t.startsWith(u"movement", Qt::CaseInsensitive) && !t.startsWith(u"retreat", Qt::CaseInsensitive) &&
        !t.startsWith(u"adjustment", Qt::CaseInsensitive))
        return std::nullopt;
    const QRegularExpressionMatch m = headingPattern().match(line.toString());
    if (!m.hasMatch())
        return std::nullopt;
    // Compared in lower case as matched: letters beyond ASCII that the pattern matches in any case are
    // then no season or kind of their own.
    const QString kind = m.captured(1).toLower();
    const QString season = m.captured(2).toLower();
    return JudgeHeading{kind == u"movement"  ? PhaseKind::Movement
                        : kind == u"retreat" ? PhaseKind::Retreat
                                             : PhaseKind::Adjustment,
                        season == u"spring" || season == u"summer" ? Season::Spring
                        : season == u"winter"                      ? Season::Winter
                                                                   : Season::Fall,
                        m.captured(3).toInt(), m.captured(1) == m.captured(1).toUpper()};
}

// The same grammar read by hand from ASCII text, step by step as the pattern matches it.
class AsciiHeading
{
  public:
    explicit AsciiHeading(QStringView line) : m_line(line) {}

    // The heading's first words, "\s*(movement|retreat|adjustment)s?\s+(?:results|orders)\s+for\s+"; gives
    // the kind as written.
    bool opening(QStringView *kind)
    {
        spaces();
        const qsizetype kindAt = m_at;
        if (!word("movement") && !word("retreat") && !word("adjustment"))
            return false;
        *kind = m_line.sliced(kindAt, m_at - kindAt);
        // "s?\s+": an "s" is taken when spaces follow it.
        if (m_at + 1 < m_line.size() && (m_line[m_at].unicode() | 0x20) == u's' && space(m_at + 1))
            ++m_at;
        return spaces() && (word("results") || word("orders")) && spaces() && word("for") && spaces();
    }

    std::optional<JudgeHeading> read()
    {
        QStringView kind;
        if (!opening(&kind))
            return std::nullopt;
        const qsizetype seasonAt = m_at;
        if (!word("spring") && !word("summer") && !word("fall") && !word("autumn") && !word("winter"))
            return std::nullopt;
        const QStringView season = m_line.sliced(seasonAt, m_at - seasonAt);
        if (!spaces())
            return std::nullopt;
        const qsizetype beforeOf = m_at;
        if (!word("of") || !spaces())
            m_at = beforeOf;
        // "(\d{1,5})\b": the whole run of digits, at most five, and no letter, digit or "_" after it.
        int year = 0;
        qsizetype digits = 0;
        while (m_at < m_line.size() && m_line[m_at] >= u'0' && m_line[m_at] <= u'9') {
            year = year * 10 + (m_line[m_at].unicode() - u'0');
            ++m_at;
            if (++digits > 5)
                return std::nullopt;
        }
        if (digits == 0 || (m_at < m_line.size() && wordCharacter(m_line[m_at].unicode())))
            return std::nullopt;
        const bool upperCase =
            std::none_of(kind.begin(), kind.end(), [](QChar c) { return c >= u'a' && c <= u'z'; });
        return JudgeHeading{kindOf(kind[0].unicode()), seasonOf(season), year, upperCase};
    }

  private:
    static bool wordCharacter(char16_t c)
    {
        const char16_t letter = c | 0x20;
        return (c >= u'0' && c <= u'9') || (letter >= u'a' && letter <= u'z') || c == u'_';
    }
    bool space(qsizetype at) const
    {
        const char16_t c = m_line[at].unicode();
        return c == u' ' || (c >= u'\t' && c <= u'\r');
    }
    // At least one space ("\s+"), all of them taken.
    bool spaces()
    {
        const qsizetype from = m_at;
        while (m_at < m_line.size() && space(m_at))
            ++m_at;
        return m_at > from;
    }
    // The word in any letter case; taken when it is there.
    bool word(const char *lower)
    {
        const QLatin1StringView w(lower);
        if (m_line.size() - m_at < w.size())
            return false;
        for (qsizetype k = 0; k < w.size(); ++k) {
            const char16_t c = m_line[m_at + k].unicode();
            if ((c >= u'A' && c <= u'Z' ? char16_t(c | 0x20) : c) != char16_t(w[k].unicode()))
                return false;
        }
        m_at += w.size();
        return true;
    }

    QStringView m_line;
    qsizetype m_at = 0;
};

} // namespace

std::optional<JudgeHeading> readJudgeHeading(QStringView line)
{
    if (!isAscii(line))
        return patternHeading(line);
    return AsciiHeading(line).read();
}

bool hasJudgeHeading(QStringView text)
{
    if (!isAscii(text)) {
        static const QRegularExpression heading(
            QStringLiteral("^\\s*(movement|retreat|adjustment)s?\\s+(results|orders)\\s+for\\s+"),
            QRegularExpression::CaseInsensitiveOption | QRegularExpression::MultilineOption);
        return heading.match(text).hasMatch();
    }
    // At the start of each line ("^" of a multi-line pattern: after a line feed); the spaces the pattern
    // takes across lines lead to the start of a later line, tried in turn.
    for (qsizetype from = 0; from <= text.size();) {
        QStringView kind;
        if (AsciiHeading(text.sliced(from)).opening(&kind))
            return true;
        const qsizetype end = findChar(text, u'\n', from);
        if (end < 0)
            break;
        from = end + 1;
    }
    return false;
}

} // namespace arbiter
