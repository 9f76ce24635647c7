// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
#include "document/resume_command.h"

#include "document/game_document.h"

#include <QCoreApplication>

namespace arbiter::document {

ResumeCommand::ResumeCommand(GameDocument *document, QUndoCommand *parent)
    : QUndoCommand(QCoreApplication::translate("ResumeCommand", "Resume the game"), parent),
      m_document(document), m_entry(document->game().current()),
      m_oldVotes(document->game().currentEntry().votes), m_oldEnd(document->game().currentEntry().end)
{
}

void ResumeCommand::redo()
{
    m_document->applyResume();
}

void ResumeCommand::undo()
{
    m_document->restoreVotes(m_entry, m_oldVotes, m_oldEnd);
}

} // namespace arbiter::document
