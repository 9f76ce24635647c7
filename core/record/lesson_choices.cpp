// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
#include "record/lesson_choices.h"

#include <QCoreApplication>

#include <algorithm>

namespace arbiter {

namespace {

std::vector<Unit> sortedUnits(std::vector<Unit> units)
{
    std::sort(units.begin(), units.end(), [](const Unit &a, const Unit &b) {
        return std::tie(a.location, a.power, a.type) < std::tie(b.location, b.power, b.type);
    });
    return units;
}

bool sameStatuses(const std::vector<OrderResult> &a, const std::vector<OrderResult> &b)
{
    return std::equal(a.begin(), a.end(), b.begin(), b.end(),
                      [](const OrderResult &x, const OrderResult &y) { return x.status == y.status; });
}

// Whether the two outcomes differ where a player would see it: the units left, the units dislodged, an order
// that works under one and not the other. A different reason for the same fate is no different outcome.
bool sameOutcome(const DatcOutcome &a, const DatcOutcome &b)
{
    return sortedUnits(a.units) == sortedUnits(b.units) &&
           sortedUnits(a.dislodged) == sortedUnits(b.dislodged) && sameStatuses(a.results, b.results) &&
           sortedUnits(a.retreatUnits) == sortedUnits(b.retreatUnits) &&
           sameStatuses(a.retreatResults, b.retreatResults);
}

// Issues about how an order must be written that the DATC's cases never write: they give no convoy path
// (4.A.6) and name no nationality in a support (4.C.5). Under the choices that demand them every convoy or
// support of a case would fail for its notation alone, which is not what any case teaches.
bool aboutUnwrittenDetail(RuleIssue issue)
{
    return issue == RuleIssue::ConvoyPathSpecification || issue == RuleIssue::MissingNationalityInSupport;
}

} // namespace

std::vector<LessonChoice> lessonChoices(const Map &map, const DatcCase &testCase)
{
    std::vector<LessonChoice> choices;
    LessonChoice &own = choices.emplace_back();
    own.rules = testCase.rules;
    own.outcome = runDatcCase(map, testCase);
    DatcCase variant = testCase;
    for (const RuleIssueInfo &info : ruleIssues()) {
        if (aboutUnwrittenDetail(info.issue))
            continue;
        for (int c = 0; c < info.choiceCount(); ++c) {
            const char letter = char('a' + c);
            if (testCase.rules.is(info.issue, letter))
                continue;
            variant.rules = testCase.rules;
            variant.rules.set(info.issue, letter);
            DatcOutcome outcome = runDatcCase(map, variant);
            if (sameOutcome(outcome, choices.front().outcome))
                continue;
            choices.push_back({info.issue, letter, variant.rules, std::move(outcome)});
        }
    }
    return choices;
}

QString lessonChoiceTitle(const std::vector<LessonChoice> &choices, std::size_t index)
{
    auto named = [](RuleIssue issue, char letter) {
        const RuleIssueInfo &info = ruleIssueInfo(issue);
        return QStringLiteral("%1 %2: %3")
            .arg(QString::fromLatin1(info.number), QChar(char16_t(letter)),
                 QCoreApplication::translate("RuleChoice", info.choices[std::size_t(letter - 'a')]));
    };
    const LessonChoice &choice = choices[index];
    if (choice.issue)
        return named(*choice.issue, choice.choice);
    QString title = QCoreApplication::translate("Lessons", "DATC preference");
    std::vector<RuleIssue> shown;
    for (const LessonChoice &other : choices) {
        if (!other.issue || std::find(shown.begin(), shown.end(), *other.issue) != shown.end())
            continue;
        shown.push_back(*other.issue);
        title += QStringLiteral(" — ") + named(*other.issue, choice.rules.choice(*other.issue));
    }
    return title;
}

} // namespace arbiter
