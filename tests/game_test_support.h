// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
// Helpers of the core tests that play games: orders as a game master types them, and a phase played with
// them.
#pragma once

#include "record/game.h"
#include "text/order_parser.h"

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

} // namespace arbiter::test
