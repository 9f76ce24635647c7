// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
#pragma once

#include "model/phase.h"

#include <QStringView>

#include <optional>

namespace arbiter {

// The heading of a phase in a Judge or DPjudge transcript: "Movement results for Spring of 1901." (Judge),
// "MOVEMENT RESULTS FOR SPRING 1901" (DPjudge), with "orders" for "results" in the retreat and adjustment
// headings some judges print; anything after the year is ignored.
struct JudgeHeading
{
    PhaseKind kind = PhaseKind::Movement;
    Season season = Season::Spring; // as written: "summer" is spring, "autumn" fall, "winter" winter
    int year = 0;
    bool upperCase = false; // the kind is written in capitals, as the DPjudge writes it
};

// The heading on this line, if it is one. An ASCII line is read by hand (a regular expression took a
// twentieth of the time of reading a transcript); any other by the regular expression, whose spaces, digits
// and word boundaries are Unicode's.
std::optional<JudgeHeading> readJudgeHeading(QStringView line);
// Whether a line of the text begins a heading (its words up to "for"): what tells a transcript. By hand for
// ASCII text, by a regular expression for any other.
bool hasJudgeHeading(QStringView text);

} // namespace arbiter
