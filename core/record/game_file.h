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
// no order made; version 1 files are still read.
inline constexpr int gameFileVersion = 2;

QByteArray gameToJson(const Game &game);
// Reads a game; on failure returns nothing and says why, naming the place in the file. Every adjudicated
// phase is judged again from its stored position and orders under its stored rules, and a record that
// disagrees (results, changes or the position after it) is refused with the phase and the order named.
std::optional<Game> gameFromJson(const QByteArray &json, std::shared_ptr<const Map> map, QString *error);

// Atomic save (QSaveFile): a failed save leaves the old file as it was.
bool saveGame(const Game &game, const QString &path, QString *error);
std::optional<Game> loadGame(const QString &path, std::shared_ptr<const Map> map, QString *error);

} // namespace arbiter
