// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
// Helpers of the tests that play games: orders as a game master types them, a phase played with them, the
// game the tests of lines of play branch from, and a phase found in a line.
#pragma once

#include "record/game.h"
#include "text/order_parser.h"

#include <QString>
#include <QTest>

#include <initializer_list>
#include <vector>

namespace arbiter::test {

// The lines read as entered orders; an unreadable line fails the test (a test's orders are meant to be read).
inline std::vector<EnteredOrder> enteredOrders(const Map &map, std::initializer_list<const char *> lines)
{
    OrderParser parser(map);
    std::vector<EnteredOrder> out;
    for (const char *line : lines) {
        const QString l = QString::fromUtf8(line);
        const ParsedOrder p = parser.parse(l);
        if (!p.ok())
            QTest::qFail(qPrintable(QStringLiteral("unreadable order in test: ") + l), __FILE__, __LINE__);
        out.push_back({l, p.order});
    }
    return out;
}

// Enters the lines as the current phase's orders and adjudicates it.
inline bool playPhase(Game &game, std::initializer_list<const char *> lines)
{
    return game.setOrders(game.current(), enteredOrders(game.map(), lines)) && game.adjudicate();
}

// The start of the game that the tests of lines of play (what-ifs, their replay, their comparison) branch
// from at Fall 1901, as a game script (the format of tests/games/club_game.txt): in Fall 1901 Austria takes
// Rumania with Turkish support and the Russian fleet there retreats to Sevastopol. Each test adds the phases
// it plays after the retreat.
inline QString austriaTakesRumaniaScript()
{
    return QStringLiteral(R"(
PHASE S1901M
Russia:
F sev - rum
A mos - ukr
Turkey:
A con - bul
PHASE F1901M
Austria: A bud - rum
Turkey: A bul S A bud - rum
PHASE F1901R
Russia: F rum - sev
)");
}

// The entry of the phase `code` ("F1901M") in the line of play that ends at `lineEnd`; -1 when it has none.
inline int phaseInLine(const Game &game, int lineEnd, const QString &code)
{
    for (int id : game.line(lineEnd)) {
        if (game.entry(id).position.phase.code() == code)
            return id;
    }
    return -1;
}

} // namespace arbiter::test
