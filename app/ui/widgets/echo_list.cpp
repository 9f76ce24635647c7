// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
#include "widgets/echo_list.h"

#include "document/game_document.h"
#include "document/order_description.h"
#include "widgets/status_colours.h"

#include <QKeyEvent>

#include <algorithm>

namespace arbiter::ui {

using document::GameDocument;

EchoList::EchoList(QWidget *parent) : QListWidget(parent)
{
    setObjectName(QStringLiteral("echoList"));
    setAccessibleName(tr("Lines of the slip"));
    setAccessibleDescription(tr("Each order typed for the slip at hand and what became of it. Delete removes "
                                "the order of the chosen line; Escape goes back to the order line."));
    setSelectionMode(QAbstractItemView::SingleSelection);
    setUniformItemSizes(true);
    setWordWrap(false);
    setVisible(false);
}

void EchoList::setDocument(GameDocument *document)
{
    if (m_document)
        disconnect(m_document, nullptr, this, nullptr);
    m_document = document;
    clearSlip();
    if (!document)
        return;
    connect(document, &GameDocument::ordersChanged, this, &EchoList::refreshRows);
    // Another phase's orders are no slip of this one.
    connect(document, &GameDocument::phaseChanged, this, &EchoList::clearSlip);
    connect(document, &GameDocument::phaseAdjudicated, this, &EchoList::clearSlip);
    connect(document, &GameDocument::adjudicationUndone, this, &EchoList::clearSlip);
}

void EchoList::clearSlip()
{
    m_echoes.clear();
    clear();
    setVisible(false);
}

void EchoList::addEcho(const LineEcho &echo)
{
    m_echoes.push_back(echo);
    auto *item = new QListWidgetItem(this);
    item->setToolTip(tr("Typed: %1").arg(echo.typed));
    setVisible(true);
    refreshRows();
    setCurrentItem(item);
    scrollToItem(item);
}

int EchoList::orderIndex(int row) const
{
    if (!m_document || row < 0 || row >= int(m_echoes.size()) || !m_echoes[std::size_t(row)].order)
        return -1;
    const std::vector<EnteredOrder> &orders = m_document->orders();
    const Order &order = *m_echoes[std::size_t(row)].order;
    const auto it =
        std::find_if(orders.begin(), orders.end(), [&](const EnteredOrder &e) { return e.order == order; });
    return it == orders.end() ? -1 : int(it - orders.begin());
}

bool EchoList::isStillEntered(int row) const
{
    return orderIndex(row) >= 0;
}

void EchoList::refreshRows()
{
    for (int row = 0; row < count(); ++row) {
        const LineEcho &echo = m_echoes[std::size_t(row)];
        QListWidgetItem *it = item(row);
        const bool gone = echo.order && !isStillEntered(row);
        //: a line of the echo list whose order was replaced or removed since it was typed
        it->setText(gone ? tr("%1 (no longer entered)").arg(echo.said) : echo.said);
        QFont font = this->font();
        font.setStrikeOut(gone);
        it->setFont(font);
        StatusColour colour = StatusColour::Good;
        switch (echo.kind) {
        case LineEcho::Kind::Entered:
            colour = StatusColour::Good;
            break;
        case LineEcho::Kind::Corrected:
            colour = StatusColour::Info;
            break;
        case LineEcho::Kind::Illegal:
            colour = StatusColour::Warning;
            break;
        case LineEcho::Kind::Refused:
            colour = StatusColour::Bad;
            break;
        }
        it->setForeground(statusColour(gone ? StatusColour::Muted : colour, palette()));
    }
}

void EchoList::keyPressEvent(QKeyEvent *event)
{
    if (event->key() == Qt::Key_Escape) {
        emit leave();
        return;
    }
    if (event->key() == Qt::Key_Delete || event->key() == Qt::Key_Backspace) {
        const int index = orderIndex(currentRow());
        if (index >= 0) {
            const Order order = m_document->orders()[std::size_t(index)].order;
            m_document->removeOrder(index);
            emit message(
                tr("Removed %1.")
                    .arg(document::describeOrder(m_document->map(), order, m_document->phase().kind)),
                false);
        } else {
            emit message(tr("That line entered no order, or its order is gone already."), true);
        }
        return;
    }
    QListWidget::keyPressEvent(event);
}

} // namespace arbiter::ui
