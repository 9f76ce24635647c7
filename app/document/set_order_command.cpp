// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
#include "document/set_order_command.h"

#include "document/game_document.h"
#include "document/order_description.h"

#include <QCoreApplication>

namespace arbiter::document {

SetOrderCommand::SetOrderCommand(GameDocument *document, const EnteredOrder &order, QUndoCommand *parent)
    : QUndoCommand(parent), m_document(document), m_order(order)
{
    setText(QCoreApplication::translate("SetOrderCommand", "Order %1")
                .arg(describeOrder(document->map(), order.order, document->phase().kind)));
}

void SetOrderCommand::redo()
{
    m_index = m_document->replacedBy(m_order.order);
    if (m_index >= 0) {
        m_replaced = m_document->orders()[std::size_t(m_index)];
        m_document->replaceOrderAt(m_index, m_order);
    } else {
        m_replaced.reset();
        m_index = int(m_document->orders().size());
        m_document->insertOrderAt(m_index, m_order);
    }
}

void SetOrderCommand::undo()
{
    if (m_replaced)
        m_document->replaceOrderAt(m_index, *m_replaced);
    else
        m_document->takeOrderAt(m_index);
}

} // namespace arbiter::document
