// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
#pragma once

#include "record/game.h"

#include <QDialog>
#include <QList>

#include <utility>
#include <vector>

class QDialogButtonBox;
class QListWidget;
class QPlainTextEdit;
class QPushButton;
class QTimer;

namespace arbiter::document {
class GameDocument;
}

namespace arbiter::ui {

// Edit → Paste Orders / File → Import Orders: an order sheet as typed from the players' slips. Every line is
// read as it is edited; the lines that cannot be read are listed with the reason and marked in the text,
// where they can be corrected. "Enter" adds the readable orders as one undo step.
class ImportOrdersDialog : public QDialog
{
    Q_OBJECT

  public:
    ImportOrdersDialog(document::GameDocument *document, const QString &text, QWidget *parent = nullptr);

    QPlainTextEdit *editor() const { return m_editor; }
    QListWidget *problems() const { return m_problems; }
    QPushButton *enterButton() const { return m_enter; }
    // The orders that would be entered now.
    QList<EnteredOrder> orders() const { return m_orders; }
    void reread();

  private:
    void jumpToProblem();
    // The document keeps one order a unit: two different orders for a unit on the sheet become the one
    // the game's rule for several orders to one unit (4.D.3) makes of them. `lines` holds the sheet's line of
    // each order; returns what was decided, a sentence a unit with the line it is about.
    std::vector<std::pair<int, QString>> settleSecondOrders(const std::vector<int> &lines);

    document::GameDocument *m_document;
    QPlainTextEdit *m_editor;
    QListWidget *m_problems;
    QPushButton *m_enter;
    QTimer *m_timer;
    QList<EnteredOrder> m_orders;
};

} // namespace arbiter::ui
