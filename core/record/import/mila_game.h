// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
#pragma once

#include "record/import/recorded_game.h"

#include <QByteArray>
#include <QString>

#include <optional>

namespace arbiter {

// The game JSON of the `diplomacy` Python package (MILA's engine; the saved-game format of webDiplomacy
// game collections and of game-playing research): {"id", "map", "rules", "phases": [{"name": "S1901M",
// "state": {"units", "centers", "retreats", ...}, "orders": {POWER: ["A PAR - BUR", ...]},
// "results": {"A PAR": ["bounce"], ...}}, ...]} (written by record/formats/mila_game_writer.h).
// docs/import-export.md says what is read and written.

// Reads every phase with its state, orders and results; what cannot be read goes into `problems` with its
// phase and text, and the rest is read. Never fails: a file that is no such JSON gives a game without phases
// and the problem.
RecordedGame readMilaGame(const QByteArray &json, const Map &map);

// The map a MILA game JSON names ("standard", "ancmed"), if it names one: the map to read it with.
std::optional<QString> milaMapName(const QByteArray &json);

} // namespace arbiter
