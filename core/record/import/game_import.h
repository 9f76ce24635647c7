// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
#pragma once

#include "record/import/recorded_game.h"
#include "record/import/second_opinion.h"

#include <QByteArray>
#include <QByteArrayView>
#include <QString>

#include <memory>
#include <optional>

namespace arbiter {

// A file of another judge, whichever format it is in: a JSON object is MILA's game JSON, a text with a
// results heading a Judge or DPjudge transcript. Anything else gives a game without phases and the problem.
// An empty file, an Arbiter game file, or any other file gives format None and says which.
RecordedGame readRecordedGame(const QByteArray &contents, const Map &map);

// Whether `contents` is an Arbiter game file (its "format" is "arbiter-game"), which import does not take.
bool looksLikeArbiterGame(QByteArrayView contents);

// The map a file of another judge names: a MILA game's "map", or a transcript's "Map:" line before its first
// results (Arbiter's exports write one for every map but the standard one). None when it names none.
std::optional<QString> recordedMapName(const QByteArray &contents);

// Reads `path` and imports it (importRecordedGame) under `rules`, or the source judge's rules when none are
// given. A file that cannot be opened gives no game and the problem in the report.
ImportedGame importGameFile(const QString &path, std::shared_ptr<const Map> map,
                            const std::optional<RuleSettings> &rules = std::nullopt);

} // namespace arbiter
