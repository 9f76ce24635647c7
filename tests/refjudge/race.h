// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
#pragma once

#include "phase_generator.h"
#include "reference_judge.h"

#include <QString>

namespace refjudge {

struct Comparison
{
    bool agree = true;
    QStringList differences; // human-readable, one per differing order or unit
    RefOutcome reference;
};

// Adjudicates the phase with core (through adjudicatePhase) and with the reference judge and compares the
// result of every order, the board after, the dislodged units with their attackers' origins and, when there
// is a retreat phase, the standoffs.
Comparison compareJudges(const arbiter::Map &map, const GeneratedPhase &phase, ParadoxRule paradox);

// The phase as a DATC test case (docs/datc-format.md) expecting what the reference judge found, board and
// per-order results; the differences go into comment lines above it.
QString datcCaseText(const arbiter::Map &map, const GeneratedPhase &phase, const QString &name,
                     ParadoxRule paradox, const Comparison &comparison);

} // namespace refjudge
