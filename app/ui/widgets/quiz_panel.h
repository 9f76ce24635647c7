// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
#pragma once

#include <QWidget>

#include <optional>

class QComboBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QStackedWidget;
class QTextBrowser;
class QTreeWidget;

namespace arbiter {
class Game;
class Quiz;
} // namespace arbiter

namespace arbiter::ui {

// The Quiz dock: first who predicts (students by name, or the class as one), then the orders of the phase
// with each student's guesses and, once revealed, the judge's answer, why, and the scores. The student whose
// turn it is guesses by the buttons under the list or by clicking the orders on the map (PredictionTool);
// the panel writes the guesses and reveals into the quiz, whose mode keeps it.
class QuizPanel : public QWidget
{
    Q_OBJECT

  public:
    explicit QuizPanel(QWidget *parent = nullptr);

    // Asks who predicts in a quiz on `phase` ("Spring 1901 Movement").
    void askStudents(const QString &phase);
    // The quiz shown on `game`'s phase; null: none.
    void setQuiz(Quiz *quiz, const Game *game);

    // What happened to the quiz that the status bar would soon lose (the guesses dropped when its orders
    // changed), under the orders until the quiz is made again; empty: none. `warning` in red.
    void setNotice(const QString &text, bool warning = false);
    QString noticeText() const;

    int currentStudent() const;
    int selectedOrder() const;
    void selectOrder(int order);
    // A click on the map: the current student's guess on `order` goes round, for "does it succeed" (?,
    // succeeds, fails) or for "is it dislodged" (?, dislodged, not dislodged).
    void cycleGuess(int order, bool dislodgedQuestion);

    QLineEdit *studentsEdit() const { return m_studentsEdit; }
    QPushButton *startButton() const { return m_start; }
    QComboBox *studentBox() const { return m_student; }
    QTreeWidget *orderList() const { return m_orders; }
    QPushButton *button(const QString &objectName) const;
    QString verdictText() const;
    QString scoresText() const;

  signals:
    void startRequested(const QStringList &students);
    // A guess or a reveal changed the quiz.
    void changed();
    // The order whose verdict the panel shows (revealed and chosen), -1 for none: the Explanation dock
    // explains it too, with the strengths side by side.
    void verdictShown(int order);
    void exportRequested();
    void endRequested();

  private:
    QWidget *createAskPage();
    QWidget *createQuizPage();
    // The current student guesses `succeeds` or `dislodged` for the selected order, and the next order is
    // selected.
    void guess(std::optional<bool> succeeds, std::optional<bool> dislodged);
    void reveal(bool all);
    void refresh();
    void showVerdict();
    void updateButtons();

    Quiz *m_quiz = nullptr;
    const Game *m_game = nullptr;
    QStackedWidget *m_pages;
    QLabel *m_askText = nullptr;
    QLineEdit *m_studentsEdit = nullptr;
    QPushButton *m_start = nullptr;
    QComboBox *m_student = nullptr;
    QTreeWidget *m_orders = nullptr;
    QTextBrowser *m_verdict = nullptr;
    QLabel *m_scores = nullptr;
    QLabel *m_notice = nullptr;
};

} // namespace arbiter::ui
