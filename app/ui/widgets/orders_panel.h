// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
#pragma once

#include "widgets/orders_model.h"

#include <QPointer>
#include <QWidget>

class QTreeView;
class QToolButton;
class QLabel;

namespace arbiter::document {
class GameDocument;
}

namespace arbiter::ui {

class BoardViewModel;

// The orders dock: the current phase's orders per power with their state, the last results, or in a replay
// the orders and results of any phase, each with the draw votes cast in it. Selecting an order highlights it
// on the map; Delete removes it. It lists what the board shows (BoardViewModel); its Orders and Results
// buttons choose that for the board.
class OrdersPanel : public QWidget
{
    Q_OBJECT

  public:
    explicit OrdersPanel(QWidget *parent = nullptr);

    // The board of the open game (null: none).
    void setBoard(BoardViewModel *board);
    OrdersModel *model() const { return m_model; }
    QTreeView *view() const { return m_view; }

    // Selects the order of a unit (or its placeholder row) without telling the map again.
    void selectProvince(int province);
    void selectOrder(int orderIndex);
    int selectedOrder() const;
    void deleteSelected();

  signals:
    void orderSelected(int orderIndex);   // -1: none
    void provinceActivated(int province); // a double click on a row: order that unit on the map

  private:
    void setDocument(document::GameDocument *document);
    // The board's phase, orders or results into the table.
    void showBoard();
    void updateButtons();
    void restoreSelection();
    void fitOrderColumn();
    void showContextMenu(const QPoint &pos);

    QPointer<BoardViewModel> m_board;
    QPointer<document::GameDocument> m_document;
    OrdersModel *m_model;
    QTreeView *m_view;
    QToolButton *m_ordersButton;
    QToolButton *m_resultsButton;
    QLabel *m_hint;
    int m_selectedOrder = -1;
    bool m_selecting = false;
};

} // namespace arbiter::ui
