// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
#pragma once

#include <QUndoCommand>

namespace arbiter::document {

class GameDocument;

// Deletes every order of one power (or of all powers) in the current phase.
class ClearOrdersCommand : public QUndoCommand
{
  public:
    ClearOrdersCommand(GameDocument *document, int power, QUndoCommand *parent = nullptr);
};

} // namespace arbiter::document
