// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
#include "pads/document_pad_game.h"

#include "document/autosave.h"
#include "document/game_document.h"
#include "document/order_description.h"

#include <QCoreApplication>

namespace arbiter::ui {

DocumentPadGame::DocumentPadGame(document::GameDocument *document, document::Autosave *autosave)
    : m_document(document), m_autosave(autosave)
{
}

const Game &DocumentPadGame::game() const
{
    return m_document->game();
}

bool DocumentPadGame::acceptsOrders() const
{
    return m_document->acceptsOrders();
}

bool DocumentPadGame::enterOrders(int power, const std::vector<EnteredOrder> &orders, QString *error)
{
    //: the undo step of orders a player sent from their phone: "Orders from France's phone"
    const QString step = QCoreApplication::translate("DocumentPadGame", "Orders from %1's phone")
                             .arg(document::powerName(m_document->map(), power));
    m_document->addOrders(QList<EnteredOrder>(orders.begin(), orders.end()), step);
    // The recovery copy now rather than a moment later: the pad says "received" at once. The orders are in
    // the game even if it cannot be written (the window says so as for any failed recovery write).
    if (m_autosave)
        m_autosave->write(error);
    return true;
}

} // namespace arbiter::ui
