// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
#pragma once

#include "record/datc_case_runner.h"
#include "rules/rule_settings.h"
#include "text/datc_reader.h"

#include <QString>

#include <optional>
#include <vector>

namespace arbiter {

// One way a lesson can be judged: under the case's own rules (the DATC's preferences) or with one rule
// issue of DATC chapter 4 set to another choice.
struct LessonChoice
{
    std::optional<RuleIssue> issue; // empty: the case's own rules
    char choice = 0;                // the issue's letter, when `issue` is set
    RuleSettings rules;             // the settings to judge the case with
    DatcOutcome outcome;            // the board and the results under them
};

// The case under its own rules first, then every single other choice of a chapter 4 issue under which the
// case ends differently (another board, another unit dislodged, or an order that succeeds instead of
// failing): the choices a lesson lets the user switch between. Choices that change nothing are left out, and
// so are the issues of details the DATC's orders never write (a convoy path, 4.A.6; the nationality in a
// support, 4.C.5).
std::vector<LessonChoice> lessonChoices(const Map &map, const DatcCase &testCase);

// choices[index] named in the user's language: "4.A.1 a: A convoy fails when any one of its routes is
// disrupted (1971)."; the case's own rules as "DATC preference", followed by its choice of each issue that
// the other entries change ("DATC preference — 4.A.1 b: A convoy fails only when every route ...").
QString lessonChoiceTitle(const std::vector<LessonChoice> &choices, std::size_t index);

} // namespace arbiter
