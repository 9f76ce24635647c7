// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
#pragma once

#include "document/game_document.h"
#include "record/game.h"

#include <QList>
#include <QUndoCommand>

namespace arbiter::document {

// Enters a whole order sheet as one step: each order replaces the unit's earlier order, as if set one by one.
class AddOrdersCommand : public QUndoCommand
{
  public:
    AddOrdersCommand(GameDocument::Changes &changes, const QList<EnteredOrder> &orders,
                     const QString &description, QUndoCommand *parent = nullptr);
};

} // namespace arbiter::document
