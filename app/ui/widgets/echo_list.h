// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
#pragma once

#include "widgets/line_echo.h"

#include <QListWidget>
#include <QPointer>

#include <vector>

namespace arbiter::document {
class GameDocument;
}

namespace arbiter::ui {

// The lines typed for the slip at hand, under the order line, one row each: entered, corrected ("'Burgandy'
// read as Burgundy"), entered but illegal, or refused with the reason, so that a slip is checked at a glance.
// A row whose order was since replaced or removed is struck through. Delete or Backspace on a row removes
// its order (one undo step); Escape goes back to the order line. A new slip or phase starts an empty list.
class EchoList : public QListWidget
{
    Q_OBJECT

  public:
    explicit EchoList(QWidget *parent = nullptr);

    void setDocument(document::GameDocument *document);
    void addEcho(const LineEcho &echo);
    void clearSlip();
    // Whether row `row`'s order is among the orders of the phase now.
    bool isStillEntered(int row) const;

  signals:
    void leave(); // Escape: back to the order line
    void message(const QString &text, bool error);

  protected:
    void keyPressEvent(QKeyEvent *event) override;

  private:
    int orderIndex(int row) const;
    void refreshRows();

    QPointer<document::GameDocument> m_document;
    std::vector<LineEcho> m_echoes; // one per row
};

} // namespace arbiter::ui
