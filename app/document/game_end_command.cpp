// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
#include "document/game_end_command.h"

#include "document/game_changes.h"

#include <QCoreApplication>

namespace arbiter::document {

GameEndCommand::GameEndCommand(GameDocument::Changes &changes, Change change, QUndoCommand *parent)
    : QUndoCommand(change == Change::Resume ? QCoreApplication::translate("GameEndCommand", "Resume the game")
                                            : QCoreApplication::translate("GameEndCommand", "End the game"),
                   parent),
      m_changes(changes), m_change(change), m_entry(changes.document().game().current()),
      m_oldVotes(changes.document().game().currentEntry().votes),
      m_oldEnd(changes.document().game().currentEntry().end)
{
}

void GameEndCommand::redo()
{
    if (m_change == Change::Resume)
        m_changes.resume();
    else
        m_changes.endNow();
}

void GameEndCommand::undo()
{
    m_changes.restoreVotes(m_entry, m_oldVotes, m_oldEnd);
}

} // namespace arbiter::document
