// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
#pragma once

#include <QDialog>
#include <QPointer>

class QComboBox;
class QLabel;
class QPushButton;
class QTreeWidget;
class QTreeWidgetItem;

namespace arbiter::document {
class GameDocument;
}

namespace arbiter::ui {

// History → Compare Lines: two lines of play of the open game (the main line and a what-if, or two
// what-ifs), chosen in two lists, compared phase by phase (core/record/line_comparison.h). A row per phase
// of either line where they differ, with what differs below it side by side: the units, the supply centres'
// owners, the orders and how they ended, and the phases only one line has; the phases both lines share
// before they part are one row. A phase of either line is shown on the map from here. It follows the game:
// a phase adjudicated or a line added is compared at once.
class LineComparisonDialog : public QDialog
{
    Q_OBJECT

  public:
    enum Column
    {
        WhatColumn,
        FirstColumn,
        SecondColumn,
    };

    LineComparisonDialog(document::GameDocument *document, int firstEnd, int secondEnd,
                         QWidget *parent = nullptr);

    // Chooses the lines compared, each by its last phase.
    void setLines(int firstEnd, int secondEnd);
    int firstEnd() const;
    int secondEnd() const;

    QComboBox *firstBox() const { return m_first; }
    QComboBox *secondBox() const { return m_second; }
    QTreeWidget *tree() const { return m_tree; }
    QLabel *summary() const { return m_summary; }
    QPushButton *showFirstButton() const { return m_showFirst; }
    QPushButton *showSecondButton() const { return m_showSecond; }

  signals:
    // Show the phase `entry` of the line that ends at `lineEnd` on the map.
    void phaseChosen(int entry, int lineEnd);

  private:
    void fillLineBoxes();
    void compare();
    void updateButtons();
    // The line of `column` (the first unless it is the second's column) at the current row.
    void showChosen(int column);

    QPointer<document::GameDocument> m_document;
    QComboBox *m_first;
    QComboBox *m_second;
    QLabel *m_summary;
    QTreeWidget *m_tree;
    QPushButton *m_showFirst;
    QPushButton *m_showSecond;
};

} // namespace arbiter::ui
