// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
#pragma once

#include "record/lesson_library.h"

#include <QDialog>

#include <memory>

class QLabel;
class QLineEdit;
class QPushButton;
class QTextBrowser;
class QTreeWidget;

namespace arbiter::ui {

// Help → Lessons: the DATC chapter 6 cases shipped with Arbiter and the user's own lessons, grouped by
// section, each with its title and what it teaches; a search field finds them by word or province. Open
// (Enter, or a double click) asks for the chosen lesson to be opened in a window of its own.
class LessonsDialog : public QDialog
{
    Q_OBJECT

  public:
    LessonsDialog(std::shared_ptr<const Map> map, LessonLibrary library, QWidget *parent = nullptr);

    const LessonLibrary &library() const { return m_library; }
    // Shows another library (read again), keeping the search.
    void setLibrary(LessonLibrary library);
    // The lesson selected (index into library().lessons), or -1.
    int currentLesson() const;
    void selectLesson(int index);
    QLineEdit *searchField() const { return m_search; }
    QTreeWidget *tree() const { return m_tree; }

  signals:
    void openRequested(int lesson);

  protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

  private:
    void fill(const QString &query);
    void showCurrent();

    std::shared_ptr<const Map> m_map;
    LessonLibrary m_library;
    QLineEdit *m_search = nullptr;
    QTreeWidget *m_tree = nullptr;
    QTextBrowser *m_description = nullptr;
    QLabel *m_count = nullptr;
    QPushButton *m_open = nullptr;
    QLabel *m_problems = nullptr;
};

} // namespace arbiter::ui
