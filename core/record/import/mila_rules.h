// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
#pragma once

#include "record/import/recorded_game.h"

#include <QStringView>

namespace arbiter {

// The rule options of MILA's engine (the `rules` list of its game JSON, documented in the package's
// README of rules), each taken into the record as what it means for Arbiter: the draw rule it names, an
// option with no bearing on what Arbiter judges or keeps (press, deadlines, who may join), or an option
// Arbiter does not support, listed as not read. An option the package does not document is listed too.
void takeMilaRuleOption(QStringView option, RecordedGame *game);

} // namespace arbiter
