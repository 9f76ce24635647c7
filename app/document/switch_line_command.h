// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
#pragma once

#include "document/game_document.h"
#include <QUndoCommand>

namespace arbiter::document {

// Makes another line of play the one being played: its last phase becomes the current phase. Nothing of
// either line changes.
class SwitchLineCommand : public QUndoCommand
{
  public:
    SwitchLineCommand(GameDocument::Changes &changes, int entry, QUndoCommand *parent = nullptr);

    void redo() override;
    void undo() override;

  private:
    GameDocument::Changes &m_changes;
    int m_oldCurrent;
    int m_newCurrent;
};

} // namespace arbiter::document
