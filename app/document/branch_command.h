// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
#pragma once

#include "document/game_document.h"
#include <QString>
#include <QUndoCommand>

namespace arbiter::document {

// "Play from here": starts a what-if from a phase of the record (Game::branch). The new branch gets the
// phase's position and orders and becomes the line being played; the original line is kept. Undo drops the
// branch and returns to the phase that was being played.
class BranchCommand : public QUndoCommand
{
  public:
    BranchCommand(GameDocument::Changes &changes, int entry, const QString &name,
                  QUndoCommand *parent = nullptr);

    void redo() override;
    void undo() override;

  private:
    GameDocument::Changes &m_changes;
    int m_entry;
    QString m_name;
    int m_oldCurrent;
    int m_newEntry = -1;
};

} // namespace arbiter::document
