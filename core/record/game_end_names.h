// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
#pragma once

#include "record/game.h"

#include <QString>
#include <QStringView>

namespace arbiter {

// How the game file names the ways a game ends ("victory", "draw", "called"); empty for none.
inline QString endKindName(GameEndKind kind)
{
    switch (kind) {
    case GameEndKind::Victory:
        return QStringLiteral("victory");
    case GameEndKind::Draw:
        return QStringLiteral("draw");
    case GameEndKind::Called:
        return QStringLiteral("called");
    case GameEndKind::None:
        break;
    }
    return {};
}

// The end a name of the game file stands for; None for a name that is no end's.
inline GameEndKind endKindNamed(QStringView name)
{
    for (GameEndKind kind : {GameEndKind::Victory, GameEndKind::Draw, GameEndKind::Called}) {
        if (name == endKindName(kind))
            return kind;
    }
    return GameEndKind::None;
}

} // namespace arbiter
