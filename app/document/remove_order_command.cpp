// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
#include "document/remove_order_command.h"

#include "document/game_document.h"
#include "document/order_description.h"

#include <QCoreApplication>

namespace arbiter::document {

RemoveOrderCommand::RemoveOrderCommand(GameDocument *document, int index, QUndoCommand *parent)
    : QUndoCommand(parent), m_document(document), m_index(index),
      m_order(document->orders()[std::size_t(index)])
{
    setText(QCoreApplication::translate("RemoveOrderCommand", "Delete %1")
                .arg(describeOrder(document->map(), m_order.order, document->phase().kind)));
}

void RemoveOrderCommand::redo()
{
    m_order = m_document->takeOrderAt(m_index);
}

void RemoveOrderCommand::undo()
{
    m_document->insertOrderAt(m_index, m_order);
}

} // namespace arbiter::document
