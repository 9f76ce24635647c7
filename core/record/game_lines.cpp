// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
#include "record/game_lines.h"

#include "text/phase_text.h"

#include <QCoreApplication>

namespace arbiter {

int branchStart(const Game &game, int entry)
{
    int e = entry;
    while (true) {
        const PhaseEntry &pe = game.entry(e);
        if (!pe.branchName.isEmpty() || pe.parent < 0)
            return e;
        if (game.entry(pe.parent).children.front() != e)
            return e; // a what-if: a later child of its parent
        e = pe.parent;
    }
}

std::vector<int> alternatives(const Game &game, int entry)
{
    std::vector<int> others;
    const int parent = game.entry(entry).parent;
    if (parent >= 0) {
        for (int child : game.entry(parent).children) {
            if (child != entry)
                others.push_back(child);
        }
        return others;
    }
    for (int e = 0; e < game.phaseCount(); ++e) {
        if (e != entry && game.entry(e).parent < 0)
            others.push_back(e);
    }
    return others;
}

int liveEntry(const Game &game)
{
    // The main line starts at the first phase and keeps to the first child: a what-if is a later child.
    int e = 0;
    while (!game.entry(e).children.empty())
        e = game.entry(e).children.front();
    return e;
}

std::vector<int> lineEnds(const Game &game)
{
    std::vector<int> ends;
    for (int e = 0; e < game.phaseCount(); ++e) {
        if (game.entry(e).children.empty())
            ends.push_back(e);
    }
    return ends;
}

QString branchTitle(const Game &game, int start)
{
    const PhaseEntry &e = game.entry(start);
    if (!e.branchName.isEmpty())
        return e.branchName;
    if (start == 0)
        return QCoreApplication::translate("GameLines", "Main line");
    return QCoreApplication::translate("GameLines", "What-if from %1").arg(seasonName(e.position.phase));
}

int phaseNumber(const Game &game, int entry)
{
    return int(game.line(entry).size());
}

} // namespace arbiter
