// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
#pragma once

#include "document/game_document.h"
#include "record/game.h"

#include <QUndoCommand>

#include <vector>

namespace arbiter::document {

// Records the draw votes of the current phase (they replace the votes recorded before). They are evaluated
// at once: a draw approved by every survivor ends the game. Undo restores the votes and the game's state.
class SetVotesCommand : public QUndoCommand
{
  public:
    SetVotesCommand(GameDocument::Changes &changes, std::vector<DrawVote> votes,
                    QUndoCommand *parent = nullptr);

    void redo() override;
    void undo() override;

  private:
    GameDocument::Changes &m_changes;
    int m_entry;
    std::vector<DrawVote> m_votes;
    std::vector<DrawVote> m_oldVotes;
    GameEnd m_oldEnd;
};

} // namespace arbiter::document
