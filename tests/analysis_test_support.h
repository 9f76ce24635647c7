// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
// Helpers of the analyser's tests: positions written as "France: A bur" lines, questions, and order sets
// in the usual spelling.
#pragma once

#include "analysis/question.h"
#include "model/position_edit.h"
#include "text/order_formatter.h"

#include <QStringList>
#include <QTest>

#include <initializer_list>

namespace arbiter::test {

// A Spring 1901 movement position holding these units ("France: A bur", "Germany: F kie"); a unit that
// cannot be placed fails the test.
inline Position boardOf(const Map &map, std::initializer_list<const char *> units)
{
    Position position = emptyPosition(map);
    for (const char *text : units) {
        const QString line = QString::fromUtf8(text);
        const qsizetype colon = line.indexOf(u':');
        const QStringList words = line.mid(colon + 1).split(u' ', Qt::SkipEmptyParts);
        Unit unit;
        unit.power = map.findPower(line.left(colon));
        unit.type = words.value(0) == u"F" ? UnitType::Fleet : UnitType::Army;
        unit.location = map.findLocation(words.value(1));
        if (!placeUnit(map, &position, unit).ok())
            QTest::qFail(qPrintable(QStringLiteral("cannot place ") + line), __FILE__, __LINE__);
    }
    return position;
}

inline std::vector<int> powersOf(const Map &map, std::initializer_list<const char *> names)
{
    std::vector<int> out;
    for (const char *name : names)
        out.push_back(map.findPower(QString::fromUtf8(name)));
    return out;
}

inline std::vector<Goal> goalsOf(const Map &map, std::initializer_list<const char *> texts)
{
    std::vector<Goal> out;
    for (const char *text : texts) {
        QString error;
        const std::optional<Goal> goal = parseGoal(map, QString::fromUtf8(text), &error);
        if (!goal)
            QTest::qFail(qPrintable(error), __FILE__, __LINE__);
        else
            out.push_back(*goal);
    }
    return out;
}

// "France: A bur - mun", one an entry, as the answer lists them.
inline QStringList spelled(const Map &map, const std::vector<Order> &orders)
{
    QStringList out;
    for (const Order &o : orders)
        out << formatOrder(map, o, true, PhaseKind::Movement);
    return out;
}

} // namespace arbiter::test
