// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
#include "document/set_votes_command.h"

#include "document/game_document.h"

#include <QCoreApplication>

namespace arbiter::document {

SetVotesCommand::SetVotesCommand(GameDocument *document, std::vector<DrawVote> votes, QUndoCommand *parent)
    : QUndoCommand(QCoreApplication::translate("SetVotesCommand", "Record draw votes"), parent),
      m_document(document), m_entry(document->game().current()), m_votes(std::move(votes)),
      m_oldVotes(document->game().currentEntry().votes), m_oldEnd(document->game().currentEntry().end)
{
}

void SetVotesCommand::redo()
{
    m_document->applyVotes(m_votes);
}

void SetVotesCommand::undo()
{
    m_document->restoreVotes(m_entry, m_oldVotes, m_oldEnd);
}

} // namespace arbiter::document
