// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
#include "window/table_display.h"

#include "board/board_view_model.h"
#include "document/draw_description.h"
#include "document/game_document.h"
#include "document/order_description.h"
#include "judge/adjustment_adjudicator.h"
#include "record/results_report.h"
#include "replay_controller.h"
#include "scene/map_scene.h"
#include "text/phase_text.h"
#include "widgets/flashing_label.h"
#include "window/document_manager.h"
#include "window/phase_clock_controller.h"

#include <QFontDatabase>
#include <QGraphicsView>
#include <QHBoxLayout>
#include <QKeyEvent>
#include <QLabel>
#include <QSettings>
#include <QTextBrowser>
#include <QVBoxLayout>

namespace arbiter::ui {

using document::GameDocument;

namespace {
const QString geometryKey = QStringLiteral("tableDisplay/geometry");
}

TableDisplay::TableDisplay(DocumentManager *documents, ReplayController *replay, PhaseClockController *clock,
                           const MapArtwork *artwork, QWidget *parent)
    : QWidget(parent, Qt::Window), m_documents(documents), m_replay(replay), m_clock(clock),
      m_artwork(artwork), m_view(new QGraphicsView(this)), m_phase(new QLabel(this)),
      m_clockLabel(new FlashingLabel(this)), m_results(new QTextBrowser(this))
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
    m_clockLabel->setFont(big);
    m_clockLabel->setObjectName(QStringLiteral("tableClock"));
    header->addWidget(m_phase, 1);
    header->addWidget(m_clockLabel);
    layout->addLayout(header);
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
    m_board->follow(m_replay);
    m_view->setScene(m_scene);
    connect(m_board, &BoardViewModel::shownChanged, this, &TableDisplay::refresh);
    for (auto signal : {&GameDocument::ordersChanged, &GameDocument::votesChanged})
        connect(document, signal, this, &TableDisplay::refresh);
    refresh();
}

void TableDisplay::refresh()
{
    if (!m_scene)
        return;
    const GameDocument *document = m_scene->document();
    const Game &game = document->game();
    const int viewed = m_replay->viewedEntry();
    // Orders are shown only when their phase is adjudicated: in a replay, or the results of the last phase.
    int results = -1;
    if (viewed >= 0) {
        results = game.entry(viewed).adjudicated ? viewed : -1;
    } else {
        results = document->lastResultsId();
        m_board->setOverlay(results >= 0 ? BoardViewModel::Overlay::Results
                                         : BoardViewModel::Overlay::Orders);
    }
    m_scene->setOrdersVisible(results >= 0);

    const PhaseEntry &shown = game.entry(viewed >= 0 ? viewed : game.current());
    QString phase = phaseName(shown.position.phase);
    if (viewed >= 0)
        phase = tr("%1 (replay)").arg(phase);
    else if (results >= 0 && results != game.current())
        phase = tr("%1 — results of %2").arg(phase, phaseName(game.entry(results).position.phase));
    if (shown.end.kind != GameEndKind::None)
        phase += QStringLiteral(" — ") + document::gameEndText(game.map(), shown.end);
    m_phase->setText(phase);

    QString text;
    if (results >= 0)
        text = resultsReport(game, results);
    if (viewed < 0 && !shown.adjudicated && shown.position.phase.kind == PhaseKind::Adjustment) {
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
    m_results->setPlainText(text.trimmed());
    refreshClock();
    fitMap();
}

void TableDisplay::refreshClock()
{
    m_clockLabel->setVisible(m_clock->isTiming() && m_replay->viewedEntry() < 0);
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
