// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
#pragma once

#include "record/game.h"

#include <QByteArray>
#include <QString>

#include <optional>

namespace arbiter {

// The game file: a versioned JSON document with the map name, the rule settings, metadata and the whole
// phase tree (see docs/game-format.md). Version 2 added the rules of each adjudicated phase and the changes
// no order made; version 3 games may be on another map than the standard one (and name their start
// variant); version 1 and 2 files are still read, as games on the standard map.
inline constexpr int gameFileVersion = 3;

QByteArray gameToJson(const Game &game);
// The name of the map a game file is played on ("standard" for a file that names none), to load that
// map before the game (gameFromJson refuses a game on another map than the one it is given).
std::optional<QString> gameMapName(const QByteArray &json, QString *error);
// Reads a game; on failure returns nothing and says why, naming the place in the file. Every adjudicated
// phase is judged again from its stored position and orders under its stored rules, and a record that
// disagrees (results, changes or the position after it) is refused with the phase and the order named.
std::optional<Game> gameFromJson(const QByteArray &json, std::shared_ptr<const Map> map, QString *error);

// Atomic save (QSaveFile): a failed save leaves the old file as it was.
bool saveGame(const Game &game, const QString &path, QString *error);
std::optional<Game> loadGame(const QString &path, std::shared_ptr<const Map> map, QString *error);

} // namespace arbiter
