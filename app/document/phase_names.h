// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
#pragma once

#include "model/phase.h"

#include <QString>

namespace arbiter::document {

// "Spring 1901 — Movement", translated.
QString phaseName(const Phase &phase);
// "Spring 1901", translated.
QString seasonName(const Phase &phase);
// "Movement", "Retreats", "Adjustments", translated.
QString phaseKindName(PhaseKind kind);

} // namespace arbiter::document
