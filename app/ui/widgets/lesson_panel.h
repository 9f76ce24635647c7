// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
#pragma once

#include "record/lesson_choices.h"
#include "record/lesson_library.h"

#include <QWidget>

class QComboBox;
class QLabel;

namespace arbiter::ui {

// The Lesson dock of a lesson's window: the lesson's title and what it teaches, and the rule choices under
// which the case ends differently; choosing one asks for the lesson to be judged under it. Quiz asks for a
// quiz on the lesson, during which what it teaches is hidden: it would give the answers away.
class LessonPanel : public QWidget
{
    Q_OBJECT

  public:
    LessonPanel(const Lesson &lesson, const std::vector<LessonChoice> &choices, QWidget *parent = nullptr);

    QComboBox *choiceBox() const { return m_choice; }
    // Tells which choice the board shows and what it means.
    void showChoice(int index);
    // During a quiz on the lesson: the description and the outcome's note hidden.
    void setQuizzing(bool quizzing);
    // The lesson edited in Help → Lessons: its new title and description.
    void showLesson(const Lesson &lesson);

  signals:
    void choiceRequested(int index);
    void quizRequested();

  private:
    const std::vector<LessonChoice> &m_choices;
    QComboBox *m_choice = nullptr;
    QLabel *m_choiceText = nullptr;
    QLabel *m_title = nullptr;
    QLabel *m_description = nullptr;
};

} // namespace arbiter::ui
