// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
#include "document/remove_order_command.h"

#include "document/game_changes.h"
#include "document/order_description.h"

#include <QCoreApplication>

namespace arbiter::document {

RemoveOrderCommand::RemoveOrderCommand(GameDocument::Changes &changes, int index, QUndoCommand *parent)
    : QUndoCommand(parent), m_changes(changes), m_index(index),
      m_order(changes.document().orders()[std::size_t(index)])
{
    setText(
        QCoreApplication::translate("RemoveOrderCommand", "Delete %1")
            .arg(describeOrder(changes.document().map(), m_order.order, changes.document().phase().kind)));
}

void RemoveOrderCommand::redo()
{
    m_order = m_changes.takeOrder(m_index);
}

void RemoveOrderCommand::undo()
{
    m_changes.insertOrder(m_index, m_order);
}

} // namespace arbiter::document
