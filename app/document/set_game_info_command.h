// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
#pragma once

#include "record/game.h"

#include <QUndoCommand>

namespace arbiter::document {

class GameDocument;

// Changes the game's name, notes and the players of the powers (Game → Game Info…).
class SetGameInfoCommand : public QUndoCommand
{
  public:
    SetGameInfoCommand(GameDocument *document, const GameInfo &info, QUndoCommand *parent = nullptr);

    void redo() override;
    void undo() override;

  private:
    GameDocument *m_document;
    GameInfo m_info;
    GameInfo m_oldInfo;
};

} // namespace arbiter::document
