// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
#include "record/import/judge_heading.h"

#include "record/import/ascii_phrase.h"

#include <QLatin1StringView>
#include <QRegularExpression>

#include <algorithm>

namespace arbiter {

namespace {

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

// The heading's first words, "\s*(movement|retreat|adjustment)s?\s+(?:results|orders)\s+for\s+", read by
// hand; gives the kind as written.
bool opening(AsciiPhrase &p, QStringView *kind)
{
    p.skipSpaces();
    const qsizetype kindAt = p.at();
    if (!p.word(QLatin1StringView("movement")) && !p.word(QLatin1StringView("retreat")) &&
        !p.word(QLatin1StringView("adjustment")))
        return false;
    *kind = p.taken(kindAt);
    p.wordBeforeSpace(QLatin1StringView("s"));
    return p.spaces() && (p.word(QLatin1StringView("results")) || p.word(QLatin1StringView("orders"))) &&
           p.spaces() && p.word(QLatin1StringView("for")) && p.spaces();
}

bool wordCharacter(char16_t c)
{
    const char16_t letter = c | 0x20;
    return (c >= u'0' && c <= u'9') || (letter >= u'a' && letter <= u'z') || c == u'_';
}

// The whole grammar read by hand from ASCII text.
std::optional<JudgeHeading> asciiHeading(QStringView line)
{
    AsciiPhrase p(line);
    QStringView kind;
    if (!opening(p, &kind))
        return std::nullopt;
    const qsizetype seasonAt = p.at();
    if (!p.word(QLatin1StringView("spring")) && !p.word(QLatin1StringView("summer")) &&
        !p.word(QLatin1StringView("fall")) && !p.word(QLatin1StringView("autumn")) &&
        !p.word(QLatin1StringView("winter")))
        return std::nullopt;
    const QStringView season = p.taken(seasonAt);
    if (!p.spaces())
        return std::nullopt;
    const qsizetype beforeOf = p.at();
    if (!p.word(QLatin1StringView("of")) || !p.spaces())
        p.setAt(beforeOf);
    // "(\d{1,5})\b": the whole run of digits, at most five, and no letter, digit or "_" after it.
    const QStringView rest = p.rest();
    qsizetype digits = 0;
    int year = 0;
    while (digits < rest.size() && rest[digits] >= u'0' && rest[digits] <= u'9') {
        year = year * 10 + (rest[digits].unicode() - u'0');
        if (++digits > 5)
            return std::nullopt;
    }
    if (digits == 0 || (digits < rest.size() && wordCharacter(rest[digits].unicode())))
        return std::nullopt;
    const bool upperCase =
        std::none_of(kind.begin(), kind.end(), [](QChar c) { return c >= u'a' && c <= u'z'; });
    return JudgeHeading{kindOf(kind[0].unicode()), seasonOf(season), year, upperCase};
}

} // namespace

std::optional<JudgeHeading> readJudgeHeading(QStringView line)
{
    if (!AsciiPhrase::isAscii(line))
        return patternHeading(line);
    return asciiHeading(line);
}

bool hasJudgeHeading(QStringView text)
{
    // At the start of each line ("^" of a multi-line pattern: after a line feed); the spaces the pattern
    // takes across lines lead to the start of a later line, tried in turn. Read by hand where the text the
    // reading looked at is ASCII (a word is told apart within its length of where the reading stopped), by
    // the pattern where it is not: the first heading stands near the top, and the text after it is never
    // looked at.
    static const QRegularExpression heading(
        QStringLiteral("^\\s*(movement|retreat|adjustment)s?\\s+(results|orders)\\s+for\\s+"),
        QRegularExpression::CaseInsensitiveOption | QRegularExpression::MultilineOption);
    constexpr qsizetype longestWord = 10; // "adjustment"
    for (qsizetype from = 0; from <= text.size();) {
        AsciiPhrase p(text.sliced(from));
        QStringView kind;
        const bool read = opening(p, &kind);
        const qsizetype looked = std::min(text.size() - from, p.at() + longestWord + 1);
        if (AsciiPhrase::isAscii(text.sliced(from, looked))
                ? read
                : heading
                      .match(text, from, QRegularExpression::NormalMatch,
                             QRegularExpression::AnchorAtOffsetMatchOption)
                      .hasMatch())
            return true;
        const qsizetype end = findChar(text, u'\n', from);
        if (end < 0)
            break;
        from = end + 1;
    }
    return false;
}

} // namespace arbiter
