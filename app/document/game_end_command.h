// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
#pragma once

#include "document/game_document.h"
#include "record/game.h"

#include <QUndoCommand>

#include <vector>

namespace arbiter::document {

// Ends the game at the game master's command (scored like a draw of the survivors), or resumes a drawn or
// ended game (the Judge's RESUME; the draw votes of the phase are cleared).
class GameEndCommand : public QUndoCommand
{
  public:
    enum class Change
    {
        EndNow,
        Resume
    };
    GameEndCommand(GameDocument::Changes &changes, Change change, QUndoCommand *parent = nullptr);

    void redo() override;
    void undo() override;

  private:
    GameDocument::Changes &m_changes;
    Change m_change;
    int m_entry;
    std::vector<DrawVote> m_oldVotes;
    GameEnd m_oldEnd;
};

} // namespace arbiter::document
