// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
#pragma once

#include <QDialog>

class QPlainTextEdit;
class QPushButton;

namespace arbiter::ui {

// The text report of a line of play (every phase's orders and results, gameReport), to read, copy or save.
class GameReportDialog : public QDialog
{
    Q_OBJECT

  public:
    // `suggestedFile` is offered by Save As.
    GameReportDialog(const QString &report, const QString &suggestedFile, QWidget *parent = nullptr);

    QPlainTextEdit *text() const { return m_text; }
    QPushButton *copyButton() const { return m_copy; }
    void copy();
    bool saveTo(const QString &fileName, QString *error);

  private:
    void saveAs();

    QPlainTextEdit *m_text;
    QPushButton *m_copy;
    QString m_suggestedFile;
};

} // namespace arbiter::ui
