// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
#include "document/clear_orders_command.h"

#include "document/game_changes.h"
#include "document/order_description.h"
#include "document/remove_order_command.h"

#include <QCoreApplication>

namespace arbiter::document {

ClearOrdersCommand::ClearOrdersCommand(GameDocument::Changes &changes, int power, QUndoCommand *parent)
    : QUndoCommand(parent)
{
    setText(power < 0 ? QCoreApplication::translate("ClearOrdersCommand", "Clear all orders")
                      : QCoreApplication::translate("ClearOrdersCommand", "Clear the orders of %1")
                            .arg(document::powerName(changes.document().map(), power)));
    // From the last order to the first, so the indexes stay valid.
    const auto &orders = changes.document().orders();
    for (int i = int(orders.size()) - 1; i >= 0; --i) {
        if (power < 0 || orders[std::size_t(i)].order.power == power)
            new RemoveOrderCommand(changes, i, this);
    }
}

} // namespace arbiter::document
