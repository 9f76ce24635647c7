// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
#pragma once

#include "document/game_document.h"
#include <QString>
#include <QUndoCommand>

namespace arbiter::document {

// Names a branch (the name is kept on the branch's first phase); an empty name gives the default title.
class RenameBranchCommand : public QUndoCommand
{
  public:
    RenameBranchCommand(GameDocument::Changes &changes, int start, const QString &name,
                        QUndoCommand *parent = nullptr);

    void redo() override;
    void undo() override;

  private:
    GameDocument::Changes &m_changes;
    int m_start;
    QString m_name;
    QString m_oldName;
};

} // namespace arbiter::document
