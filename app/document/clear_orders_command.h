// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
#pragma once

#include "document/game_document.h"
#include <QUndoCommand>

namespace arbiter::document {

// Deletes every order of one power (or of all powers) in the current phase.
class ClearOrdersCommand : public QUndoCommand
{
  public:
    ClearOrdersCommand(GameDocument::Changes &changes, int power, QUndoCommand *parent = nullptr);
};

} // namespace arbiter::document
