// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
#include "document/draw_description.h"

#include "document/order_description.h"

#include <QCoreApplication>
#include <QStringList>

namespace arbiter::document {

namespace {

QStringList names(const Map &map, PowerSet powers)
{
    QStringList list;
    for (int p = 0; p < map.powerCount(); ++p) {
        if (powers & (PowerSet(1) << p))
            list << powerName(map, p);
    }
    return list;
}

} // namespace

QString powerListText(const Map &map, PowerSet powers)
{
    return names(map, powers).join(QStringLiteral(", "));
}

QString voteText(const Map &map, DrawMode mode, const DrawVote &vote)
{
    if (!vote.draw)
        return QCoreApplication::translate("DrawDescription", "SET NODRAW");
    if (mode == DrawMode::NoDias)
        return QCoreApplication::translate("DrawDescription", "SET DRAW %1")
            .arg(powerListText(map, vote.list));
    return QCoreApplication::translate("DrawDescription", "SET DRAW");
}

QString gameEndText(const Map &map, const GameEnd &end)
{
    switch (end.kind) {
    case GameEndKind::None:
        return {};
    case GameEndKind::Victory:
        return QCoreApplication::translate("DrawDescription", "won by %1")
            .arg(powerListText(map, end.powers));
    case GameEndKind::Draw:
        if (powerCount(end.powers) == 1)
            return QCoreApplication::translate("DrawDescription", "conceded to %1")
                .arg(powerListText(map, end.powers));
        return QCoreApplication::translate("DrawDescription", "drawn: %1")
            .arg(powerListText(map, end.powers));
    case GameEndKind::Called:
        return QCoreApplication::translate("DrawDescription", "ended with %1 on the board")
            .arg(powerListText(map, end.powers));
    }
    return {};
}

QString gameEndSentence(const Map &map, const GameEnd &end)
{
    const QStringList list = names(map, end.powers);
    QString joined = list.value(0);
    if (list.size() > 1)
        joined = QCoreApplication::translate("DrawDescription", "%1 and %2")
                     .arg(QStringList(list.mid(0, list.size() - 1)).join(QStringLiteral(", ")), list.back());
    switch (end.kind) {
    case GameEndKind::None:
        return QCoreApplication::translate("DrawDescription", "No draw has passed; the game goes on.");
    case GameEndKind::Victory:
        return QCoreApplication::translate("DrawDescription", "%1 wins the game.").arg(joined);
    case GameEndKind::Draw:
        if (list.size() == 1)
            return QCoreApplication::translate("DrawDescription", "The game is conceded to %1.").arg(joined);
        return QCoreApplication::translate("DrawDescription", "The game is drawn between %1.").arg(joined);
    case GameEndKind::Called:
        return QCoreApplication::translate("DrawDescription", "The game has ended with %1 on the board.")
            .arg(joined);
    }
    return {};
}

} // namespace arbiter::document
