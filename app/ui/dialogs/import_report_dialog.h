// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
#pragma once

#include "record/import/second_opinion.h"

#include <QDialog>

class QLabel;
class QPushButton;
class QTreeWidget;

namespace arbiter::ui {

// The report of an imported game: what could not be read, and every phase where Arbiter's second opinion
// differs from the recorded adjudication, with the orders involved, the recorded outcome, Arbiter's with its
// reason, and the rule setting that gives the recorded one. A phase can be shown in the history from here.
class ImportReportDialog : public QDialog
{
    Q_OBJECT

  public:
    ImportReportDialog(const Map &map, const ImportReport &report, QWidget *parent = nullptr);

    QTreeWidget *tree() const { return m_tree; }
    QLabel *summary() const { return m_summary; }
    QPushButton *showButton() const { return m_show; }
    // The report as text (the clipboard's copy and `arbiter-cli import --check`'s).
    QString text() const { return m_text; }

  signals:
    // The game master asked to see this phase of the imported game.
    void entryChosen(int entry);

  private:
    void showChosen();

    QLabel *m_summary;
    QTreeWidget *m_tree;
    QPushButton *m_show;
    QString m_text;
};

} // namespace arbiter::ui
