// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
#pragma once

#include "record/game.h"

#include <QUndoCommand>

#include <vector>

namespace arbiter::document {

class GameDocument;

// The Judge's RESUME: a drawn game goes on; the draw votes of the phase are cleared.
class ResumeCommand : public QUndoCommand
{
  public:
    explicit ResumeCommand(GameDocument *document, QUndoCommand *parent = nullptr);

    void redo() override;
    void undo() override;

  private:
    GameDocument *m_document;
    int m_entry;
    std::vector<DrawVote> m_oldVotes;
    GameEnd m_oldEnd;
};

} // namespace arbiter::document
