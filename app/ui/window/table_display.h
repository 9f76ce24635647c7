// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
#pragma once

#include <QPointer>
#include <QWidget>

#include <vector>

class QGraphicsView;
class QLabel;
class QTextBrowser;

namespace arbiter {
class Quiz;
}
namespace arbiter::document {
class GameDocument;
}

namespace arbiter::ui {

class BoardViewModel;
class DocumentManager;
class FlashingLabel;
class MapArtwork;
class MapScene;
class PhaseClockController;
class QuizMode;
class ReplayController;

// View → Table Display: a second window for a projector or a television that the players watch. It shows the
// live phase (liveEntry: the main line's last phase) with the results of the phase before it, each power's
// centres, the draw vote once recorded and the final scores, whatever the game master browses or tries in a
// what-if; only when the game master chooses to show the window's view (View → Show My View on the Table
// Display) does it follow a replay or a what-if, labelled as such. Its clock is always the live phase's.
// It never shows the orders of a phase that is not adjudicated, but in a quiz (QuizMode): then it shows the
// question, the phase quizzed on with its orders and no outcome, and each order's verdict as it is
// revealed, with why and the scores. It takes no part in the game: nothing in it can be clicked or typed
// into. Its texts wrap, so it never grows past its screen. F11 makes it
// full-screen; it remembers where it was.
class TableDisplay : public QWidget
{
    Q_OBJECT

  public:
    TableDisplay(DocumentManager *documents, ReplayController *replay, PhaseClockController *clock,
                 const MapArtwork *artwork, QWidget *parent = nullptr);
    ~TableDisplay() override;

    MapScene *scene() const { return m_scene; }
    QString phaseText() const;
    QString clockText() const;
    QString resultsText() const;
    // Each power's centres, the draw vote's outcome, the final scores: one line each, as shown.
    QString standingsText() const;
    bool isClockFlashing() const;

    // Whether the display follows the game master's window (a replay, a what-if) instead of the live phase.
    void setShowsWindowView(bool shows);
    bool showsWindowView() const { return m_showsWindowView; }
    // The quiz of the game master's window, shown while one is under way.
    void setQuizMode(const QuizMode *quiz);

  signals:
    void closed(); // by its own window's close button

  protected:
    void closeEvent(QCloseEvent *event) override;
    void showEvent(QShowEvent *event) override;
    void hideEvent(QHideEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;
    void keyPressEvent(QKeyEvent *event) override;

  private:
    void follow(document::GameDocument *document);
    void refresh();
    // Puts the display's board on phase `target` as it is played: its position with the results of the
    // phase before it (or its own, once adjudicated); returns the phase whose results are shown, or -1.
    int showPlayed(int target);
    QString standings(int entry) const;
    // Shows the quiz's question and what is revealed of it; false outside a quiz on this display's game.
    bool showQuiz();
    void refreshClock();
    void fitMap();

    DocumentManager *m_documents;
    ReplayController *m_replay;
    PhaseClockController *m_clock;
    const MapArtwork *m_artwork;
    QPointer<const QuizMode> m_quiz;
    BoardViewModel *m_board = nullptr; // with the scene as its child
    MapScene *m_scene = nullptr;
    QGraphicsView *m_view;
    QLabel *m_phase;
    FlashingLabel *m_clockLabel;
    QLabel *m_standings;
    QTextBrowser *m_results;
    bool m_placed = false;
    bool m_showsWindowView = false;
    bool m_refreshing = false; // the board's own change signals come back into refresh()
    // The quiz and which of its orders were revealed when the display last showed it: an order revealed
    // since is what the room is shown next.
    const Quiz *m_shownQuiz = nullptr;
    std::vector<bool> m_shownRevealed;
};

} // namespace arbiter::ui
