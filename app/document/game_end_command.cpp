// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
#include "document/game_end_command.h"

#include "document/game_document.h"

#include <QCoreApplication>

namespace arbiter::document {

GameEndCommand::GameEndCommand(GameDocument *document, Change change, QUndoCommand *parent)
    : QUndoCommand(change == Change::Resume
                       ? QCoreApplication::translate("GameEndCommand", "Resume the game")
                       : QCoreApplication::translate("GameEndCommand", "End the game"),
                   parent),
      m_document(document), m_change(change), m_entry(document->game().current()),
      m_oldVotes(document->game().currentEntry().votes), m_oldEnd(document->game().currentEntry().end)
{
}

void GameEndCommand::redo()
{
    m_document->applyGameEnd(m_change);
}

void GameEndCommand::undo()
{
    m_document->restoreVotes(m_entry, m_oldVotes, m_oldEnd);
}

} // namespace arbiter::document
