// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
#include "record/import/judge_adjustment.h"

#include "record/import/ascii_phrase.h"

#include <QRegularExpression>

namespace arbiter {

namespace {

QString patternOrder(const QString &text, bool *disorder)
{
    static const QRegularExpression build(
        QStringLiteral("^builds?\\s+an?\\s+(army|fleet)\\s+(?:in|at)\\s+(?:the\\s+)?(.*)$"),
        QRegularExpression::CaseInsensitiveOption);
    static const QRegularExpression remove(
        QStringLiteral("^(defaults,\\s+)?remov(?:es|e|ing)\\s+(?:the|an?)\\s+(army|fleet)\\s+(?:in|at)\\s+(?:"
                       "the\\s+)?(.*)$"),
        QRegularExpression::CaseInsensitiveOption);
    static const QRegularExpression waive(
        QStringLiteral("^(?:builds?\\s+waived|waives?(?:\\s+an?)?(?:\\s+builds?)?|"
                       "no\\s+builds?)$"),
        QRegularExpression::CaseInsensitiveOption);
    QRegularExpressionMatch m = build.match(text);
    if (m.hasMatch())
        return QStringLiteral("Build %1 %2").arg(m.captured(1).left(1), m.captured(2));
    m = remove.match(text);
    if (m.hasMatch()) {
        *disorder = !m.captured(1).isEmpty();
        return QStringLiteral("Remove %1 %2").arg(m.captured(2).left(1), m.captured(3));
    }
    if (waive.match(text).hasMatch())
        return QStringLiteral("Waive");
    return text;
}

// "(army|fleet)\s+(?:in|at)\s+(?:the\s+)?(.*)$": the unit's letter as written ("A", "f") and the place.
bool unitAndPlace(AsciiPhrase &p, QStringView *letter, QStringView *place)
{
    const qsizetype from = p.at();
    if (!p.wordBeforeSpace(QLatin1StringView("army")) && !p.wordBeforeSpace(QLatin1StringView("fleet")))
        return false;
    *letter = p.taken(from).first(1);
    if (!p.spaces() ||
        (!p.wordBeforeSpace(QLatin1StringView("in")) && !p.wordBeforeSpace(QLatin1StringView("at"))) ||
        !p.spaces())
        return false;
    // The Judge names a sea with its article: "Removes the fleet in the North Sea."
    const qsizetype beforeArticle = p.at();
    if (!p.wordBeforeSpace(QLatin1StringView("the")) || !p.spaces())
        p.setAt(beforeArticle);
    *place = p.rest();
    return true;
}

// "^builds?\s+an?\s+" then the unit and place.
bool asciiBuild(QStringView text, QStringView *letter, QStringView *place)
{
    AsciiPhrase p(text);
    if (!p.word(QLatin1StringView("build")))
        return false;
    p.wordBeforeSpace(QLatin1StringView("s"));
    if (!p.spaces() ||
        (!p.wordBeforeSpace(QLatin1StringView("an")) && !p.wordBeforeSpace(QLatin1StringView("a"))) ||
        !p.spaces())
        return false;
    return unitAndPlace(p, letter, place);
}

// "^(defaults,\s+)?remov(?:es|e|ing)\s+(?:the|an?)\s+" then the unit and place.
bool asciiRemove(QStringView text, QStringView *letter, QStringView *place, bool *disorder)
{
    AsciiPhrase p(text);
    *disorder = p.word(QLatin1StringView("defaults,")) && p.spaces();
    if (!*disorder)
        p.setAt(0);
    if (!p.word(QLatin1StringView("remov")) ||
        (!p.wordBeforeSpace(QLatin1StringView("es")) && !p.wordBeforeSpace(QLatin1StringView("e")) &&
         !p.wordBeforeSpace(QLatin1StringView("ing"))) ||
        !p.spaces())
        return false;
    if ((!p.wordBeforeSpace(QLatin1StringView("the")) && !p.wordBeforeSpace(QLatin1StringView("an")) &&
         !p.wordBeforeSpace(QLatin1StringView("a"))) ||
        !p.spaces())
        return false;
    return unitAndPlace(p, letter, place);
}

// "^(?:builds?\s+waived|waives?(?:\s+an?)?(?:\s+builds?)?|no\s+builds?)$"
bool asciiWaive(QStringView text)
{
    const auto builds = [](AsciiPhrase &p) {
        if (!p.word(QLatin1StringView("build")))
            return false;
        p.word(QLatin1StringView("s"));
        return true;
    };
    AsciiPhrase p(text);
    if (p.word(QLatin1StringView("build"))) {
        p.wordBeforeSpace(QLatin1StringView("s"));
        return p.spaces() && p.word(QLatin1StringView("waived")) && p.atEnd();
    }
    if (p.word(QLatin1StringView("no")))
        return p.spaces() && builds(p) && p.atEnd();
    if (!p.word(QLatin1StringView("waive")))
        return false;
    p.word(QLatin1StringView("s"));
    qsizetype before = p.at();
    if (p.spaces() && p.word(QLatin1StringView("a")))
        p.word(QLatin1StringView("n"));
    else
        p.setAt(before);
    before = p.at();
    if (!(p.spaces() && builds(p)))
        p.setAt(before);
    return p.atEnd();
}

} // namespace

QString judgeAdjustmentOrder(QStringView text, bool *disorder)
{
    *disorder = false;
    if (!AsciiPhrase::isAscii(text))
        return patternOrder(text.toString(), disorder);
    QStringView letter;
    QStringView place;
    if (asciiBuild(text, &letter, &place))
        return QStringLiteral("Build %1 %2").arg(letter, place);
    bool defaults = false;
    if (asciiRemove(text, &letter, &place, &defaults)) {
        *disorder = defaults;
        return QStringLiteral("Remove %1 %2").arg(letter, place);
    }
    if (asciiWaive(text))
        return QStringLiteral("Waive");
    return text.toString();
}

} // namespace arbiter
