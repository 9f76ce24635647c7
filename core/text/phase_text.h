// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
#pragma once

#include "model/phase.h"

#include <QString>

namespace arbiter {

// The names of phases, translated in context "Phase" when a translator is installed. The report, the
// command-line tool and every view name a phase the same way.

// "Spring 1901"
QString seasonName(const Phase &phase);
// "Movement", "Retreats", "Adjustments"
QString phaseKindName(PhaseKind kind);
// "Spring 1901 Movement"
QString phaseName(const Phase &phase);
// The kinds of order a phase of this kind takes, for a sentence: "builds, removals and waives".
QString phaseOrderKinds(PhaseKind kind);

} // namespace arbiter
