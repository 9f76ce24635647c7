// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
#pragma once

#include <QDialog>

class QComboBox;
class QDialogButtonBox;
class QLineEdit;
class QPlainTextEdit;
class QPushButton;

namespace arbiter::ui {

// What a teacher says of a position kept as a lesson: its title, what it teaches, and the collection (a
// section of the Lessons window, one file of the lessons folder) it joins; the same fields for a lesson of
// their own edited in the Lessons window (Edit Lesson).
class SaveLessonDialog : public QDialog
{
    Q_OBJECT

  public:
    // `what` says what is kept ("Spring 1901 Movement, 4 orders, rules: DATC preferences"); `collections`
    // are the user's collections so far, `chosen` the one offered first.
    SaveLessonDialog(const QString &what, const QStringList &collections, const QString &chosen,
                     QWidget *parent = nullptr);
    // Edit Lesson (the Lessons window): the title and description of the user's lesson `caseName` written
    // anew, and the section it is in, another one moving it there.
    SaveLessonDialog(const QString &caseName, const QString &title, const QString &description,
                     const QStringList &collections, const QString &collection, QWidget *parent = nullptr);

    QString title() const;
    QString description() const;
    QString collection() const;
    // The section field has the keys, its text selected (Move to Section).
    void focusSection();

  private:
    void build(const QString &intro, const QStringList &collections, const QString &chosen);
    void updateButtons();

    QLineEdit *m_title;
    QPlainTextEdit *m_description;
    QComboBox *m_collection;
    QDialogButtonBox *m_buttons;
    QPushButton *m_accept;
};

} // namespace arbiter::ui
