// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
#pragma once

#include "record/import/recorded_game.h"

#include <QString>

namespace arbiter {

// The results the Judge and the DPjudge mail after each phase, concatenated into one text: for each phase
// a heading ("Movement results for Spring of 1901."), one line per order with the judge's remark
// ("Austria: Army Vienna -> Galicia.  (*bounce*)"), the dislodged units, and after a Fall phase the
// ownership of the supply centres. The DPjudge prints the same in capitals with the unit types
// abbreviated ("AUSTRIA: A VIENNA -> GALICIA.  (*bounce*)"). docs/import-export.md has the details.

// Reads every phase it finds; lines that cannot be read go into `problems` with their line number, and the
// rest is read. Never fails.
RecordedGame readJudgeTranscript(const QString &text, const Map &map);

// Whether a text looks like such a transcript (it has a results heading).
bool looksLikeJudgeTranscript(QStringView text);

} // namespace arbiter
