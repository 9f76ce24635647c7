// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
#pragma once

#include "record/game.h"
#include "text/place_naming.h"

#include <QString>

namespace arbiter {

// The unit a change without an order concerns, or nullptr for an elimination or a unit not in `before`.
const Unit *changedUnit(const Position &before, const BoardChange &change);

// "A mos" (or "A Moscow", `naming`), or the power's name for an elimination.
QString changeSubject(const Map &map, const Position &before, const BoardChange &change,
                      PlaceNaming naming = PlaceNaming::Abbreviated);

// The rules as the report names them: the preset ("1982"), or the choices that differ from the DATC
// preferences.
QString rulesText(const RuleSettings &rules);

// The plain-text report of an adjudicated phase that a game master reads out or mails to the players:
// every order by power with its result and the changes no order made, a change of rules, dislodged units and
// their retreats, centre changes, skipped phases and the phase that follows. With `explain`, under each
// order and each change the sentences that explain it (text/explanation_text.h). The orders keep their
// short notation; `naming` says how results, explanations, retreats and centres name places.
QString resultsReport(const Game &game, int entry, bool explain = false,
                      PlaceNaming naming = PlaceNaming::Abbreviated);

} // namespace arbiter
