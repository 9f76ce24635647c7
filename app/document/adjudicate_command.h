// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
#pragma once

#include "document/game_document.h"

#include <QUndoCommand>

namespace arbiter::document {

// Adjudicates the current phase and moves on to the next one. Undo makes the phase unadjudicated and current
// again, with the orders it had, and drops the phase the adjudication added.
class AdjudicateCommand : public QUndoCommand
{
  public:
    explicit AdjudicateCommand(GameDocument::Changes &changes, QUndoCommand *parent = nullptr);

    void redo() override;
    void undo() override;

  private:
    GameDocument::Changes &m_changes;
    // The phase adjudicated, and what it and the record held before (Game::undoAdjudication).
    int m_phase = -1;
    int m_orderCount = 0;
    int m_phaseCount = 0;
};

} // namespace arbiter::document
