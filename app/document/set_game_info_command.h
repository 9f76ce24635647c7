// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
#pragma once

#include "document/game_document.h"
#include "record/game.h"

#include <QUndoCommand>

namespace arbiter::document {

// Changes the game's name, notes and the players of the powers (Game → Game Info…).
class SetGameInfoCommand : public QUndoCommand
{
  public:
    SetGameInfoCommand(GameDocument::Changes &changes, const GameInfo &info, QUndoCommand *parent = nullptr);

    void redo() override;
    void undo() override;

  private:
    GameDocument::Changes &m_changes;
    GameInfo m_info;
    GameInfo m_oldInfo;
};

} // namespace arbiter::document
