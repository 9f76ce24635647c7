// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
#pragma once

#include <QDialog>

class QComboBox;
class QDialogButtonBox;
class QLineEdit;
class QPlainTextEdit;

namespace arbiter::ui {

// What a teacher says of a position kept as a lesson: its title, what it teaches, and the collection (a
// section of the Lessons window, one file of the lessons folder) it joins.
class SaveLessonDialog : public QDialog
{
    Q_OBJECT

  public:
    // `what` says what is kept ("Spring 1901 Movement, 4 orders, rules: DATC preferences"); `collections`
    // are the user's collections so far, `chosen` the one offered first.
    SaveLessonDialog(const QString &what, const QStringList &collections, const QString &chosen,
                     QWidget *parent = nullptr);

    QString title() const;
    QString description() const;
    QString collection() const;

  private:
    void updateButtons();

    QLineEdit *m_title;
    QPlainTextEdit *m_description;
    QComboBox *m_collection;
    QDialogButtonBox *m_buttons;
};

} // namespace arbiter::ui
