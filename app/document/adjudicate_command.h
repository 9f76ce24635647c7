// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
#pragma once

#include "record/game.h"

#include <QUndoCommand>

namespace arbiter::document {

class GameDocument;

// Adjudicates the current phase and moves on to the next one. Undo restores the phase as it was, with
// its orders, and drops the phases the adjudication created.
class AdjudicateCommand : public QUndoCommand
{
  public:
    explicit AdjudicateCommand(GameDocument *document, QUndoCommand *parent = nullptr);

    void redo() override;
    void undo() override;

  private:
    GameDocument *m_document;
    int m_phase;
    int m_entryCount;
    PhaseEntry m_before;
};

} // namespace arbiter::document
