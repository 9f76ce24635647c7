// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
#include "document/add_orders_command.h"

#include "document/set_order_command.h"

namespace arbiter::document {

AddOrdersCommand::AddOrdersCommand(GameDocument::Changes &changes, const QList<EnteredOrder> &orders,
                                   const QString &description, QUndoCommand *parent)
    : QUndoCommand(description, parent)
{
    // Child commands run in order on redo and in reverse on undo (QUndoCommand's composition).
    for (const EnteredOrder &order : orders)
        new SetOrderCommand(changes, order, this);
}

} // namespace arbiter::document
