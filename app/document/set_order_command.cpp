// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
#include "document/set_order_command.h"

#include "document/game_changes.h"
#include "document/order_description.h"

#include <QCoreApplication>

namespace arbiter::document {

SetOrderCommand::SetOrderCommand(GameDocument::Changes &changes, const EnteredOrder &order,
                                 QUndoCommand *parent)
    : QUndoCommand(parent), m_changes(changes), m_order(order)
{
    setText(QCoreApplication::translate("SetOrderCommand", "Order %1")
                .arg(describeOrder(changes.document().map(), order.order, changes.document().phase().kind)));
}

void SetOrderCommand::redo()
{
    m_index = m_changes.document().replacedBy(m_order.order);
    if (m_index >= 0) {
        m_replaced = m_changes.replaceOrder(m_index, m_order);
    } else {
        m_replaced.reset();
        m_index = int(m_changes.document().orders().size());
        m_changes.insertOrder(m_index, m_order);
    }
}

void SetOrderCommand::undo()
{
    if (m_replaced)
        m_changes.replaceOrder(m_index, *m_replaced);
    else
        m_changes.takeOrder(m_index);
}

} // namespace arbiter::document
