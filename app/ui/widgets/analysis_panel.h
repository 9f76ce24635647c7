// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
#pragma once

#include "analysis/answer.h"
#include "analysis/question.h"

#include <QPointer>
#include <QWidget>

#include <memory>
#include <optional>
#include <vector>

class QCheckBox;
class QGroupBox;
class QLabel;
class QLineEdit;
class QListWidget;
class QProgressBar;
class QPushButton;
class QSpinBox;
class QTimer;
class QTreeWidget;

namespace arbiter::ui {

class AnalysisOverlay;
class AnalysisRun;
class BoardViewModel;
class MapScene;

// The Analysis dock (docs/analysis.md): "can our side force these goals in the current movement phase,
// whatever the other side orders?" The user ticks the powers of our side (and of theirs, or leaves it to
// every other power with units), lists the goals (typed, "take mun", or picked on the map with the goal
// tool), sets a time limit and asks. The search runs off the GUI thread with its progress shown and can
// be cancelled; the verdict is a sentence, the orders of the answer are listed and drawn over the map,
// and Play as What-If enters them in a what-if line of the game for the judge to explain.
class AnalysisPanel : public QWidget
{
    Q_OBJECT

  public:
    AnalysisPanel(std::shared_ptr<const Map> map, QWidget *parent = nullptr);
    ~AnalysisPanel() override;

    // The open game's board and its map scene (null: none); what was asked of another game is forgotten.
    void setBoard(BoardViewModel *board, MapScene *scene);

    // Adds a goal unless it is listed already.
    void addGoal(const Goal &goal);
    // Reads the goal line ("take mun"); false and the parser's message shown when it cannot be read.
    bool addTypedGoal();
    // Asks the question as the panel stands; false (and why, shown) when it cannot be asked.
    bool ask();
    void cancel();
    // Enters the answer's orders (and the refutation) in a new what-if line from the phase asked about.
    bool playAsWhatIf();

    bool searching() const { return m_run != nullptr; }
    // The adjudications the search running has made so far (0: none running).
    std::int64_t adjudications() const;
    const std::optional<Answer> &answer() const { return m_answer; }
    const std::vector<Goal> &goals() const { return m_goals; }
    // The powers of our side (true) or theirs (false) as ticked now, their side completed as a question
    // would be on the current phase: "Germany and Russia" (empty: none).
    QString sideNames(bool ours) const;
    QString verdictText() const;
    QString messageText() const;
    AnalysisOverlay *overlay() const { return m_overlay.get(); }

    QCheckBox *ourPowerBox(int power) const { return m_ours[std::size_t(power)]; }
    QCheckBox *theirPowerBox(int power) const { return m_theirs[std::size_t(power)]; }
    QCheckBox *everyOtherPowerBox() const { return m_everyOther; }
    QLineEdit *goalLine() const { return m_goalLine; }
    QListWidget *goalList() const { return m_goalList; }
    QPushButton *pickButton() const { return m_pick; }
    QPushButton *removeButton() const { return m_remove; }
    QSpinBox *limitBox() const { return m_limit; }
    QPushButton *askButton() const { return m_ask; }
    QPushButton *cancelButton() const { return m_cancel; }
    QPushButton *whatIfButton() const { return m_whatIf; }
    QLabel *progressLabel() const { return m_progressLabel; }
    QTreeWidget *ordersView() const { return m_orders; }
    QGroupBox *answerBox() const { return m_answerBox; }

  signals:
    // The goal tool is wanted on the map, or no longer.
    void pickingGoalsChanged(bool on);
    void message(const QString &text);

  private:
    QWidget *createSides();
    QWidget *createGoals();
    QWidget *createSearch();
    QWidget *createAnswer();
    void removeSelectedGoal();
    void searchFinished(const Answer &answer);
    void showProgress();
    void showAnswer();
    // Drops the answer (and the line saying how long it took) unless a search is running.
    void forgetAnswer();
    // The answer is about the position asked about: once the current phase is another, it goes.
    void forgetAnswerOfAnotherPhase();
    // The answer's orders are drawn while the board shows the orders of the phase asked about.
    void updateOverlay();
    void updateButtons();
    void say(const QString &text);

    std::shared_ptr<const Map> m_map;
    QPointer<BoardViewModel> m_board;
    std::unique_ptr<AnalysisOverlay> m_overlay;
    std::vector<QCheckBox *> m_ours;
    std::vector<QCheckBox *> m_theirs;
    QCheckBox *m_everyOther = nullptr;
    std::vector<Goal> m_goals;
    QListWidget *m_goalList = nullptr;
    QLineEdit *m_goalLine = nullptr;
    QPushButton *m_addGoal = nullptr;
    QPushButton *m_pick = nullptr;
    QPushButton *m_remove = nullptr;
    QSpinBox *m_limit = nullptr;
    QPushButton *m_ask = nullptr;
    QPushButton *m_cancel = nullptr;
    QProgressBar *m_progress = nullptr;
    QLabel *m_progressLabel = nullptr;
    QLabel *m_message = nullptr;      // why a question cannot be asked, a goal that cannot be read
    QGroupBox *m_answerBox = nullptr; // its title names the phase of the answer
    QLabel *m_verdict = nullptr;
    QTreeWidget *m_orders = nullptr;
    QPushButton *m_whatIf = nullptr;
    QTimer *m_progressTimer = nullptr;

    std::unique_ptr<AnalysisRun> m_run;
    // The last question asked, the phase of the game it was asked in, and its answer.
    Question m_question;
    int m_askedEntry = -1;
    // The game the goals were set for (compared, never followed): another game starts with none.
    const void *m_goalsGame = nullptr;
    std::optional<Answer> m_answer;
    bool m_cancelled = false;
};

} // namespace arbiter::ui
