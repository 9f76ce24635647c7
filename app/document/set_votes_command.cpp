// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
#include "document/set_votes_command.h"

#include "document/game_changes.h"

#include <QCoreApplication>

namespace arbiter::document {

SetVotesCommand::SetVotesCommand(GameDocument::Changes &changes, std::vector<DrawVote> votes,
                                 QUndoCommand *parent)
    : QUndoCommand(QCoreApplication::translate("SetVotesCommand", "Record draw votes"), parent),
      m_changes(changes), m_entry(changes.document().game().current()), m_votes(std::move(votes)),
      m_oldVotes(changes.document().game().currentEntry().votes),
      m_oldEnd(changes.document().game().currentEntry().end)
{
}

void SetVotesCommand::redo()
{
    m_changes.setVotes(m_votes);
}

void SetVotesCommand::undo()
{
    m_changes.restoreVotes(m_entry, m_oldVotes, m_oldEnd);
}

} // namespace arbiter::document
