// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
#pragma once

#include "record/game.h"

#include <QString>

namespace arbiter {

// The game's current line of play in the layout of the results the Judge mails (read by
// record/import/judge_transcript.h), every adjudicated phase with its results. docs/import-export.md says
// what is written.
QString judgeTranscript(const Game &game);

} // namespace arbiter
