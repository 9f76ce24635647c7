// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
#pragma once

#include "document/game_document.h"
#include "record/game.h"

#include <QUndoCommand>

#include <optional>

namespace arbiter::document {

// Gives a unit its order, replacing the order it had (or adds a build or waive).
class SetOrderCommand : public QUndoCommand
{
  public:
    SetOrderCommand(GameDocument::Changes &changes, const EnteredOrder &order,
                    QUndoCommand *parent = nullptr);

    void redo() override;
    void undo() override;

  private:
    GameDocument::Changes &m_changes;
    EnteredOrder m_order;
    int m_index = -1;
    std::optional<EnteredOrder> m_replaced;
};

} // namespace arbiter::document
