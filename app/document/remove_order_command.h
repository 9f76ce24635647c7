// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
#pragma once

#include "document/game_document.h"
#include "record/game.h"

#include <QUndoCommand>

namespace arbiter::document {

// Deletes one order of the current phase.
class RemoveOrderCommand : public QUndoCommand
{
  public:
    RemoveOrderCommand(GameDocument::Changes &changes, int index, QUndoCommand *parent = nullptr);

    void redo() override;
    void undo() override;

  private:
    GameDocument::Changes &m_changes;
    int m_index;
    EnteredOrder m_order;
};

} // namespace arbiter::document
