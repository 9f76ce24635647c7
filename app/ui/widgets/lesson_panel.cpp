// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
#include "widgets/lesson_panel.h"

#include <QComboBox>
#include <QLabel>
#include <QPushButton>
#include <QVBoxLayout>

namespace arbiter::ui {

LessonPanel::LessonPanel(const Lesson &lesson, const std::vector<LessonChoice> &choices, QWidget *parent)
    : QWidget(parent), m_choices(choices)
{
    setObjectName(QStringLiteral("lessonPanel"));
    auto *layout = new QVBoxLayout(this);
    m_title = new QLabel(QStringLiteral("<b>%1</b>").arg(lesson.heading().toHtmlEscaped()), this);
    m_title->setObjectName(QStringLiteral("lessonTitle"));
    m_title->setWordWrap(true);
    layout->addWidget(m_title);
    m_description = new QLabel(lesson.description(), this);
    m_description->setObjectName(QStringLiteral("lessonText"));
    m_description->setWordWrap(true);
    layout->addWidget(m_description);

    auto *choiceLabel = new QLabel(tr("&Rule choice:"), this);
    m_choice = new QComboBox(this);
    m_choice->setObjectName(QStringLiteral("lessonChoice"));
    m_choice->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    m_choice->setMinimumContentsLength(20);
    choiceLabel->setBuddy(m_choice);
    for (std::size_t i = 0; i < choices.size(); ++i) {
        const QString text = lessonChoiceTitle(choices, i);
        m_choice->addItem(text);
        m_choice->setItemData(int(i), text, Qt::ToolTipRole);
    }
    m_choiceText = new QLabel(this);
    m_choiceText->setObjectName(QStringLiteral("lessonChoiceText"));
    m_choiceText->setWordWrap(true);
    if (choices.size() > 1) {
        layout->addWidget(choiceLabel);
        layout->addWidget(m_choice);
    } else {
        choiceLabel->hide();
        m_choice->hide();
    }
    layout->addWidget(m_choiceText);
    auto *howTo = new QLabel(
        tr("Adjudicate (Ctrl+Return) to see the results. This window is a game of its own: play on "
           "from here and save it as a new game; your game is not changed."),
        this);
    howTo->setWordWrap(true);
    layout->addWidget(howTo);
    auto *quiz = new QPushButton(tr("&Quiz the Class…"), this);
    quiz->setObjectName(QStringLiteral("lessonQuiz"));
    quiz->setToolTip(tr("The students predict each order's fate before it is revealed"));
    layout->addWidget(quiz, 0, Qt::AlignLeft);
    connect(quiz, &QPushButton::clicked, this, &LessonPanel::quizRequested);
    layout->addStretch(1);
    connect(m_choice, &QComboBox::activated, this, &LessonPanel::choiceRequested);
    showChoice(0);
}

void LessonPanel::showLesson(const Lesson &lesson)
{
    m_title->setText(QStringLiteral("<b>%1</b>").arg(lesson.heading().toHtmlEscaped()));
    m_description->setText(lesson.description());
}

void LessonPanel::setQuizzing(bool quizzing)
{
    m_description->setVisible(!quizzing);
    m_choiceText->setVisible(!quizzing);
}

void LessonPanel::showChoice(int index)
{
    m_choice->setCurrentIndex(index);
    if (m_choices.size() <= 1) {
        m_choiceText->setText(tr("The outcome of this case is the same under every rule choice."));
        return;
    }
    m_choiceText->setText(
        tr("Judged under %1", nullptr).arg(lessonChoiceTitle(m_choices, std::size_t(index))) + u'\n' +
        tr("This case ends differently under %n other rule choice(s): choose one above to "
           "see how.",
           nullptr, int(m_choices.size() - 1)));
}

} // namespace arbiter::ui
