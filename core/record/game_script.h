// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
#pragma once

#include "record/game.h"

#include <QString>

#include <memory>
#include <optional>

namespace arbiter {

// Plays a game script (the format of tests/games/club_game.txt: PHASE lines, each followed by the lines of
// the phase's order sheet and its VOTE lines; a RULES line before them changes `rules`) from Spring 1901 and
// returns the game as recorded. CHECK lines are skipped: the scripted-game test checks them. On a line that
// cannot be played, returns nothing and says "line N: why". What was read other than written (a misspelled
// power's name) is played and said in *warnings, "line N: 'Germnay' read as Germany". Used to make real
// multi-year games for the GUI tests and the screenshot tour.
std::optional<Game> playGameScript(const QString &script, std::shared_ptr<const Map> map, QString *error,
                                   const RuleSettings &rules = {}, DrawMode drawMode = DrawMode::Dias,
                                   QStringList *warnings = nullptr);

} // namespace arbiter
