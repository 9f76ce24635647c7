// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
#include "window/table_display.h"

#include "board/board_view_model.h"
#include "document/draw_description.h"
#include "document/game_document.h"
#include "document/order_description.h"
#include "document/quiz_text.h"
#include "judge/adjustment_adjudicator.h"
#include "place_naming_setting.h"
#include "record/game_lines.h"
#include "record/results_report.h"
#include "record/score_report.h"
#include "record/scoring.h"
#include "replay_controller.h"
#include "scene/map_scene.h"
#include "text/phase_text.h"
#include "widgets/flashing_label.h"
#include "window/document_manager.h"
#include "window/phase_clock_controller.h"
#include "window/quiz_mode.h"

#include <QAbstractTextDocumentLayout>
#include <QFontDatabase>
#include <QGraphicsView>
#include <QHBoxLayout>
#include <QKeyEvent>
#include <QLabel>
#include <QScrollBar>
#include <QSettings>
#include <QTextBlock>
#include <QTextBrowser>
#include <QVBoxLayout>

#include <algorithm>

namespace arbiter::ui {

using document::GameDocument;

namespace {
const QString geometryKey = QStringLiteral("tableDisplay/geometry");
}

TableDisplay::TableDisplay(DocumentManager *documents, ReplayController *replay, PhaseClockController *clock,
                           const MapArtwork *artwork, QWidget *parent)
    : QWidget(parent, Qt::Window), m_documents(documents), m_replay(replay), m_clock(clock),
      m_artwork(artwork), m_view(new QGraphicsView(this)), m_phase(new QLabel(this)),
      m_clockLabel(new FlashingLabel(this)), m_standings(new QLabel(this)), m_results(new QTextBrowser(this))
{
    setObjectName(QStringLiteral("tableDisplay"));
    setWindowTitle(tr("Table Display")); // the application's name is added by Qt
    // The players watch; only the game master's window takes input.
    setFocusPolicy(Qt::NoFocus);
    auto *layout = new QVBoxLayout(this);
    auto *header = new QHBoxLayout;
    QFont big = font();
    big.setPointSizeF(big.pointSizeF() * 2.4);
    big.setBold(true);
    m_phase->setFont(big);
    m_phase->setObjectName(QStringLiteral("tablePhase"));
    // A long title (the powers of a draw, a what-if's name) takes more lines, never more width: the window
    // must stay on its screen with the clock beside the title.
    m_phase->setWordWrap(true);
    m_clockLabel->setFont(big);
    m_clockLabel->setObjectName(QStringLiteral("tableClock"));
    header->addWidget(m_phase, 1);
    header->addWidget(m_clockLabel);
    layout->addLayout(header);
    QFont standings = font();
    standings.setPointSizeF(standings.pointSizeF() * 1.5);
    m_standings->setFont(standings);
    m_standings->setObjectName(QStringLiteral("tableStandings"));
    m_standings->setWordWrap(true);
    layout->addWidget(m_standings);
    auto *body = new QHBoxLayout;
    m_view->setObjectName(QStringLiteral("tableMap"));
    m_view->setInteractive(false);
    m_view->setFocusPolicy(Qt::NoFocus);
    m_view->setAttribute(Qt::WA_TransparentForMouseEvents);
    m_view->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_view->setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_view->setRenderHints(QPainter::Antialiasing | QPainter::SmoothPixmapTransform);
    body->addWidget(m_view, 5);
    m_results->setObjectName(QStringLiteral("tableResults"));
    m_results->setFocusPolicy(Qt::NoFocus);
    m_results->setAttribute(Qt::WA_TransparentForMouseEvents);
    QFont text = QFontDatabase::systemFont(QFontDatabase::FixedFont);
    text.setPointSizeF(text.pointSizeF() * 1.15);
    m_results->setFont(text);
    m_results->setLineWrapMode(QTextEdit::WidgetWidth);
    m_results->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    body->addWidget(m_results, 4);
    layout->addLayout(body, 1);

    connect(documents, &DocumentManager::documentChanged, this,
            [this](GameDocument *document, GameDocument *) { follow(document); });
    connect(replay, &ReplayController::viewChanged, this, &TableDisplay::refresh);
    connect(PlaceNamingSetting::instance(), &PlaceNamingSetting::changed, this, &TableDisplay::refresh);
    connect(clock, &PhaseClockController::changed, this, &TableDisplay::refreshClock);
    connect(clock, &PhaseClockController::warning, m_clockLabel, &FlashingLabel::flash);
    follow(documents->document());
    resize(1280, 800);
}

TableDisplay::~TableDisplay() = default;

void TableDisplay::follow(GameDocument *document)
{
    if (m_board)
        m_board->deleteLater();
    m_board = nullptr;
    m_scene = nullptr;
    if (!document)
        return;
    // A board of its own: the table display shows results where the window shows the orders.
    m_board = new BoardViewModel(document, this);
    m_scene = new MapScene(m_board, m_artwork, m_board);
    m_view->setScene(m_scene);
    // The board is told what to show by refresh(); it follows the document's changes itself (a new phase
    // ends what it showed), and refresh() puts it back on the phase the display shows.
    connect(m_board, &BoardViewModel::shownChanged, this, &TableDisplay::refresh);
    for (auto signal :
         {&GameDocument::ordersChanged, &GameDocument::votesChanged, &GameDocument::infoChanged})
        connect(document, signal, this, &TableDisplay::refresh);
    refresh();
}

void TableDisplay::setQuizMode(const QuizMode *quiz)
{
    m_quiz = quiz;
    if (quiz)
        connect(quiz, &QuizMode::changed, this, &TableDisplay::refresh);
    refresh();
}

bool TableDisplay::showQuiz()
{
    const GameDocument *document = m_scene->document();
    if (!m_quiz || !m_quiz->isActive() || m_quiz->document() != document) {
        m_shownQuiz = nullptr;
        m_shownRevealed.clear();
        return false;
    }
    const Game &game = document->game();
    const Quiz *quiz = m_quiz->quiz();
    // The question: the current phase and its orders, never their outcome until revealed in words.
    m_board->setReplay(-1);
    m_board->setOverlay(BoardViewModel::Overlay::Orders);
    m_scene->setOrdersVisible(true);
    const PhaseEntry &phase = game.currentEntry();
    m_phase->setText(tr("Quiz: %1").arg(phaseName(phase.position.phase)));
    const bool revealed =
        quiz && std::any_of(quiz->questions().begin(), quiz->questions().end(),
                            [quiz](const QuizQuestion &q) { return quiz->isRevealed(q.order); });
    m_standings->setText(revealed ? tr("Scores: %1").arg(document::scoresText(*quiz))
                                  : tr("Does each order succeed? Is a unit attacked dislodged?"));
    QStringList lines;
    const Map &map = game.map();
    // The orders revealed since the display last showed this quiz: their first line is where the room looks.
    std::vector<int> newlyRevealedLines;
    std::vector<bool> revealedNow(phase.orders.size(), false);
    for (std::size_t i = 0; i < phase.orders.size(); ++i) {
        const QString order = document::describeOrder(map, phase.orders[i].order, phase.position.phase.kind);
        if (!quiz || !quiz->isRevealed(int(i))) {
            lines << tr("%1 — ?").arg(order);
            continue;
        }
        revealedNow[i] = true;
        if (quiz != m_shownQuiz || i >= m_shownRevealed.size() || !m_shownRevealed[i])
            newlyRevealedLines.push_back(int(lines.size()));
        lines << tr("%1 — %2").arg(order, document::answerText(*quiz->question(int(i))));
        for (const QString &line :
             document::verdictLines(game, *quiz, int(i), PlaceNamingSetting::instance()->naming()))
            lines << QStringLiteral("    ") + line;
    }
    const bool sameQuiz = quiz == m_shownQuiz;
    m_shownQuiz = quiz;
    m_shownRevealed = std::move(revealedNow);
    const int scrolled = sameQuiz ? m_results->verticalScrollBar()->value() : 0;
    m_results->setPlainText(lines.join(u'\n'));
    // The room takes no input to scroll, and a text that fits is never scrolled. When it does not fit, an
    // order revealed on its own stands at the top, its verdict below it; Reveal All shows the start of what
    // it revealed, for the class to go through from there. Anything else (a guess, the scores) leaves the
    // text where it was; a new quiz starts at the top.
    if (newlyRevealedLines.empty()) {
        m_results->verticalScrollBar()->setValue(scrolled);
    } else {
        const QTextBlock block = m_results->document()->findBlockByNumber(newlyRevealedLines.front());
        const QRectF at = m_results->document()->documentLayout()->blockBoundingRect(block);
        m_results->verticalScrollBar()->setValue(int(at.top()));
    }
    return true;
}

void TableDisplay::setShowsWindowView(bool shows)
{
    if (shows == m_showsWindowView)
        return;
    m_showsWindowView = shows;
    refresh();
}

int TableDisplay::showPlayed(int target)
{
    const GameDocument *document = m_scene->document();
    const Game &game = document->game();
    const PhaseEntry &e = game.entry(target);
    int results = -1;
    if (e.adjudicated)
        results = target;
    else if (e.parent >= 0 && game.entry(e.parent).adjudicated)
        results = e.parent;
    if (target == game.current()) {
        m_board->setReplay(-1);
        m_board->setOverlay(results >= 0 ? BoardViewModel::Overlay::Results
                                         : BoardViewModel::Overlay::Orders);
    } else if (results >= 0) {
        // The position the target starts from is the one its parent's results left.
        m_board->setReplay(results, results != target);
    } else {
        m_board->setReplay(target);
    }
    return results;
}

QString TableDisplay::standings(int entry) const
{
    const Game &game = m_scene->document()->game();
    const Map &map = game.map();
    const PhaseEntry &e = game.entry(entry);
    const Position &position = m_board->shownPosition();
    QStringList centres;
    for (int p = 0; p < map.powerCount(); ++p)
        centres << tr("%1 %2").arg(document::powerName(map, p)).arg(position.centreCount(p));
    QStringList lines{tr("Centres: %1").arg(centres.join(QStringLiteral(" · ")))};
    // Votes last one phase: once recorded they are decided, passed (the game ends, the title says how) or
    // not.
    if (!e.votes.empty())
        lines << (e.end.kind == GameEndKind::Draw ? tr("Draw vote: passed") : tr("Draw vote: not passed"));
    if (e.end.kind != GameEndKind::None) {
        const ScoringSystem system = game.info().scoring;
        const std::vector<double> scores = scoreBoard(system, boardStanding(game, entry));
        QStringList scored;
        for (int p = 0; p < map.powerCount(); ++p) {
            if (scores[std::size_t(p)] > 0)
                scored << tr("%1 %2").arg(document::powerName(map, p), scoreText(scores[std::size_t(p)]));
        }
        lines
            << tr("Final scores (%1): %2").arg(scoringSystemName(system), scored.join(QStringLiteral(", ")));
    }
    return lines.join(u'\n');
}

void TableDisplay::refresh()
{
    if (!m_scene || m_refreshing)
        return;
    m_refreshing = true;
    if (showQuiz()) {
        refreshClock();
        fitMap();
        m_refreshing = false;
        return;
    }
    const GameDocument *document = m_scene->document();
    const Game &game = document->game();
    const int viewed = m_showsWindowView ? m_replay->viewedEntry() : -1;
    // Orders are shown only when their phase is adjudicated: in a replay, or the results of the last phase.
    int results = -1;
    int shownId = -1;
    QString phase;
    if (viewed >= 0) {
        shownId = viewed;
        results = game.entry(viewed).adjudicated ? viewed : -1;
        m_board->setReplay(viewed, m_replay->showsAfter());
        phase = tr("Replay: %1").arg(phaseName(game.entry(viewed).position.phase));
    } else {
        shownId = m_showsWindowView ? game.current() : liveEntry(game);
        results = showPlayed(shownId);
        phase = phaseName(game.entry(shownId).position.phase);
        if (results >= 0 && results != shownId)
            phase = tr("%1 — results of %2").arg(phase, phaseName(game.entry(results).position.phase));
    }
    m_scene->setOrdersVisible(results >= 0);
    // A what-if says so, by its name or by where it left the game.
    const int branch = branchStart(game, shownId);
    if (branch != 0 && viewed >= 0)
        phase = tr("%1 (%2)").arg(phase, branchTitle(game, branch));
    else if (branch != 0)
        phase = tr("%1: %2").arg(branchTitle(game, branch), phase);

    const PhaseEntry &shown = game.entry(shownId);
    if (shown.end.kind != GameEndKind::None)
        phase += QStringLiteral(" — ") + document::gameEndText(game.map(), shown.end);
    m_phase->setText(phase);
    m_standings->setText(standings(shownId));

    QString text;
    if (results >= 0)
        text = resultsReport(game, results, false, PlaceNamingSetting::instance()->naming());
    // What is still owed, only while the game goes on: once it has ended, no order is due.
    const bool ordersDue = viewed < 0 && !shown.adjudicated && shown.end.kind == GameEndKind::None;
    if (ordersDue && shown.position.phase.kind == PhaseKind::Adjustment) {
        QStringList due;
        const Map &map = game.map();
        for (int p = 0; p < map.powerCount(); ++p) {
            const int balance = adjustmentCount(shown.position, p);
            if (balance > 0)
                due << tr("%1 builds %n", nullptr, balance).arg(document::powerName(map, p));
            else if (balance < 0)
                due << tr("%1 removes %n", nullptr, -balance).arg(document::powerName(map, p));
        }
        text += u'\n' + tr("Adjustments due:") + u'\n' + due.join(u'\n');
    }
    // Who has ordered in the live phase, never what (the orders from the players' phones or slips).
    if (ordersDue && shownId == game.current()) {
        QStringList in;
        const Map &map = game.map();
        for (int p = 0; p < map.powerCount(); ++p) {
            const int due = document->ordersDue(p);
            if (due > 0)
                in << tr("%1 %2/%3").arg(document::powerName(map, p)).arg(document->ordersGiven(p)).arg(due);
        }
        if (!in.isEmpty())
            text += u'\n' + tr("Orders in: %1").arg(in.join(QStringLiteral(" · ")));
    }
    m_results->setPlainText(text.trimmed());
    refreshClock();
    fitMap();
    m_refreshing = false;
}

void TableDisplay::refreshClock()
{
    // The live phase's clock, whatever is shown: the players negotiate while the game master browses.
    m_clockLabel->setVisible(m_clock->isTiming());
    m_clockLabel->setText(m_clock->isPaused() ? tr("%1 (paused)").arg(m_clock->text()) : m_clock->text());
    m_clockLabel->setAlarm(m_clock->isTiming() && m_clock->remainingMs() < 0);
}

QString TableDisplay::phaseText() const
{
    return m_phase->text();
}

QString TableDisplay::clockText() const
{
    return m_clockLabel->isVisibleTo(this) ? m_clockLabel->text() : QString();
}

bool TableDisplay::isClockFlashing() const
{
    return m_clockLabel->isFlashing();
}

QString TableDisplay::resultsText() const
{
    return m_results->toPlainText();
}

QString TableDisplay::standingsText() const
{
    return m_standings->text();
}

void TableDisplay::fitMap()
{
    if (m_scene)
        m_view->fitInView(m_scene->sceneRect(), Qt::KeepAspectRatio);
}

void TableDisplay::closeEvent(QCloseEvent *event)
{
    QWidget::closeEvent(event);
    emit closed();
}

void TableDisplay::showEvent(QShowEvent *event)
{
    if (!m_placed) {
        m_placed = true;
        restoreGeometry(QSettings().value(geometryKey).toByteArray());
    }
    QWidget::showEvent(event);
    fitMap();
}

void TableDisplay::hideEvent(QHideEvent *event)
{
    QSettings().setValue(geometryKey, saveGeometry());
    QWidget::hideEvent(event);
}

void TableDisplay::resizeEvent(QResizeEvent *event)
{
    QWidget::resizeEvent(event);
    fitMap();
}

void TableDisplay::keyPressEvent(QKeyEvent *event)
{
    // Only the window's own keys: full screen on and off.
    if (event->key() == Qt::Key_F11)
        setWindowState(windowState() ^ Qt::WindowFullScreen);
    else if (event->key() == Qt::Key_Escape && isFullScreen())
        setWindowState(windowState() & ~Qt::WindowFullScreen);
    else
        event->ignore();
}

} // namespace arbiter::ui
