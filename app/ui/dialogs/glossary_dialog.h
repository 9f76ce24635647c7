// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
#pragma once

#include <QDialog>
#include <QHash>
#include <QString>

class QListWidget;
class QTextBrowser;

namespace arbiter::ui {

// Help → Glossary: the words of the rules the explanations use (hold strength, cut support, …), each with
// a paragraph in the user's language and a link to the lesson that shows it. The explanation dock's links
// open it at their term.
class GlossaryDialog : public QDialog
{
    Q_OBJECT

  public:
    // `lessonTitles`: the title of each lesson a term links to, by its case name ("6.D.1").
    explicit GlossaryDialog(QHash<QString, QString> lessonTitles, QWidget *parent = nullptr);

    // Shows the term with this id (GlossaryTerm::id); false when there is none.
    bool showTerm(const QString &id);
    QString currentTerm() const;
    QListWidget *list() const { return m_list; }
    QTextBrowser *browser() const { return m_text; }

  signals:
    // The lesson link of a term was clicked: the case name of the lesson ("6.D.1").
    void lessonRequested(const QString &caseName);

  private:
    void showCurrent();

    QHash<QString, QString> m_lessonTitles;
    QListWidget *m_list = nullptr;
    QTextBrowser *m_text = nullptr;
};

} // namespace arbiter::ui
