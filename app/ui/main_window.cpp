// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
#include "main_window.h"

#include "pads/order_pads.h"
#include "pads/players_devices_dialog.h"

#include "board/board_view_model.h"
#include "board/goal_tool.h"
#include "board/prediction_tool.h"
#include "board/tool_manager.h"
#include "dialogs/about_dialog.h"
#include "dialogs/glossary_dialog.h"
#include "dialogs/lessons_dialog.h"
#include "dialogs/save_lesson_dialog.h"
#include "document/draw_description.h"
#include "document/game_document.h"
#include "document/order_description.h"
#include "document/rules_description.h"
#include "language.h"
#include "map/data_folders.h"
#include "map_export.h"
#include "order_input.h"
#include "place_naming_setting.h"
#include "print/paper.h"
#include "record/datc_game.h"
#include "record/game_lines.h"
#include "record/lesson_writer.h"
#include "replay_controller.h"
#include "scene/map_artwork.h"
#include "scene/map_scene.h"
#include "text/phase_text.h"
#include "widgets/analysis_panel.h"
#include "widgets/clock_widget.h"
#include "widgets/command_line.h"
#include "widgets/draw_votes_panel.h"
#include "widgets/echo_list.h"
#include "widgets/explanation_panel.h"
#include "widgets/history_panel.h"
#include "widgets/lesson_panel.h"
#include "widgets/map_view.h"
#include "widgets/orders_panel.h"
#include "widgets/phase_bar.h"
#include "widgets/quiz_panel.h"
#include "widgets/setup_panel.h"
#include "window/action_manager.h"
#include "window/phase_clock_controller.h"
#include "window/table_display.h"

#include <QAction>
#include <QActionGroup>
#include <QApplication>
#include <QCloseEvent>
#include <QComboBox>
#include <QDir>
#include <QDockWidget>
#include <QFileDialog>
#include <QHBoxLayout>
#include <QKeyEvent>
#include <QLabel>
#include <QPrintDialog>
#include <QPrinter>
#include <QPushButton>
#include <QScreen>
#include <QSettings>
#include <QStandardPaths>
#include <QStatusBar>
#include <QStyle>
#include <QTextDocument>
#include <QTreeView>
#include <QUndoGroup>
#include <QVBoxLayout>

namespace arbiter::ui {

using document::GameDocument;

MainWindow::MainWindow(std::shared_ptr<const Map> map, const QString &artworkDirectory, QWidget *parent)
    : QMainWindow(parent), m_map(std::move(map)), m_artworkDirectory(artworkDirectory),
      m_artwork(std::make_unique<MapArtwork>())
{
    setObjectName(QStringLiteral("mainWindow"));
    setWindowIcon(applicationIcon());
    m_artwork->load(*m_map, artworkDirectory.isEmpty() ? m_map->folder() : artworkDirectory);

    // Edit → Undo and Redo follow the active stack: the game's, or the set-up's while setting up.
    m_undoGroup = new QUndoGroup(this);
    m_actions = new ActionManager(this, m_map, m_undoGroup);
    m_replay = new ReplayController(this);
    setCentralWidget(createCentralWidget());
    m_docks = new Docks(this, m_map, m_artwork.get(), *m_actions, m_undoGroup);
    m_actions->createMenus(m_docks->viewEntries());
    m_documents = new DocumentManager(m_map, this, m_actions->recentMenu());
    m_clock = new PhaseClockController(m_documents, this);
    m_phaseBar->addClock(
        new ClockWidget(m_clock, m_actions->pauseClock, m_actions->addClockMinute, m_phaseBar));
    connect(m_actions->pauseClock, &QAction::triggered, m_clock, &PhaseClockController::togglePause);
    connect(m_actions->addClockMinute, &QAction::triggered, m_clock, &PhaseClockController::addMinute);
    m_playMode = new PlayMode(m_documents, m_replay, m_view, *m_actions, this);
    connect(m_actions->tableDisplay, &QAction::toggled, this, [this](bool on) {
        if (on && !m_tableDisplay) {
            m_tableDisplay = new TableDisplay(m_documents, m_replay, m_clock, m_artwork.get(), this);
            connect(m_tableDisplay, &TableDisplay::closed, m_actions->tableDisplay,
                    [this] { m_actions->tableDisplay->setChecked(false); });
            m_tableDisplay->setShowsWindowView(m_actions->tableShowsView->isChecked());
            m_tableDisplay->setQuizMode(m_quizMode);
        }
        if (m_tableDisplay)
            m_tableDisplay->setVisible(on);
    });
    m_orderPads = new OrderPads(m_documents, this);
    connect(m_orderPads, &OrderPads::message, this, &MainWindow::showMessage);
    connect(m_actions->playersDevices, &QAction::triggered, this, [this] {
        if (!m_playersDevices)
            m_playersDevices = new PlayersDevicesDialog(m_documents, m_orderPads, this);
        m_playersDevices->show();
        m_playersDevices->raise();
        m_playersDevices->activateWindow();
    });
    connect(m_actions->tableShowsView, &QAction::toggled, this, [this](bool on) {
        if (m_tableDisplay)
            m_tableDisplay->setShowsWindowView(on);
    });
    m_replayMode = new ReplayMode(m_documents, m_replay, m_docks, *m_actions, this);
    SetupMode::Parts setup;
    setup.panel = m_docks->setup;
    setup.dock = m_docks->setupDock;
    setup.action = m_actions->setup;
    setup.phaseBar = m_phaseBar;
    setup.commandLine = m_commandLine;
    setup.replay = m_replay;
    setup.undoGroup = m_undoGroup;
    m_setupMode = new SetupMode(m_map, m_documents, setup, this);
    m_quizMode = new QuizMode(m_documents, m_docks->quiz, m_docks->quizDock, this);

    m_zoomLabel = new QLabel(this);
    m_hoverLabel = new QLabel(this);
    statusBar()->addPermanentWidget(m_hoverLabel);
    statusBar()->addPermanentWidget(m_zoomLabel);

    connectActions();
    connectViews();
    describeForAssistiveTechnology();
    // Text fields take Ctrl+Z for their own text; in this window it undoes the game (eventFilter).
    qApp->installEventFilter(this);

    connect(m_documents, &DocumentManager::documentChanged, this, &MainWindow::documentChanged);
    connect(m_documents, &DocumentManager::otherMapWanted, this, &MainWindow::openOtherMapWindow);
    connect(m_documents, &DocumentManager::lessonCollectionOpened, this,
            [this](const QString &path) { showLessons()->showOpenedCollection(path); });
    m_documents->newGame(RuleSettings(), DrawMode::Dias);
    if (!m_artwork->error().isEmpty())
        showMessage(tr("Map artwork: %1 A plain drawing is used instead.").arg(m_artwork->error()), true);
    readSettings();
    // A window state saved during a quiz or a set-up must not show their docks without one.
    m_docks->quizDock->hide();
    m_docks->setupDock->hide();
}

MainWindow::~MainWindow()
{
    qApp->removeEventFilter(this);
    // QWidget's destructor deletes the children after this body, when this is no MainWindow any more: a
    // document still waiting for deleteLater, the set-up panel's undo stack or a dock must not reach it with
    // their last signals (an undo stack emits as it is cleared).
    // The modes go first for the same reason: their connections go with them.
    for (QObject *child : findChildren<QObject *>())
        disconnect(child, nullptr, this, nullptr);
    delete m_quizMode;
    delete m_setupMode;
    delete m_replayMode;
    delete m_playMode;
    // The scene refers to the artwork and the document; let it go first, then the document.
    m_view->setScene(nullptr);
    m_docks->analysis->setBoard(nullptr, nullptr); // its search stops
    delete m_tools;
    m_tools = nullptr;
    delete m_input;
    m_input = nullptr;
    delete m_board; // with the scene
    m_board = nullptr;
    m_scene = nullptr;
    m_replay->setDocument(nullptr);
    m_docks->orders->setBoard(nullptr);
    m_docks->history->setDocument(nullptr);
    m_docks->votes->setDocument(nullptr);
    m_phaseBar->setDocument(nullptr);
    m_commandLine->setDocument(nullptr);
    m_echoList->setDocument(nullptr);
    delete m_documents; // with the game
    m_documents = nullptr;
}

std::shared_ptr<const Map> MainWindow::loadStandardMap(QString *error)
{
    return openMap(Map::standardMapDirectory(), error);
}

QAction *MainWindow::action(const QString &objectName) const
{
    return findChild<QAction *>(objectName);
}

QWidget *MainWindow::createCentralWidget()
{
    auto *central = new QWidget(this);
    auto *layout = new QVBoxLayout(central);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(0);
    m_phaseBar = new PhaseBar(m_actions->adjudicate, central);
    m_phaseBar->setBackAction(m_actions->last);
    layout->addWidget(m_phaseBar);
    m_view = new MapView(central);
    m_view->setObjectName(QStringLiteral("mapView"));
    layout->addWidget(m_view, 1);
    auto *commandRow = new QHBoxLayout;
    commandRow->setContentsMargins(8, 4, 8, 4);
    auto *commandLabel = new QLabel(tr("&Order:"), central);
    m_commandLine = new CommandLine(central);
    commandLabel->setBuddy(m_commandLine);
    m_commandPower = new QLabel(central);
    m_commandPower->setObjectName(QStringLiteral("commandPower"));
    commandRow->setSpacing(6);
    commandRow->addWidget(commandLabel);
    commandRow->addWidget(m_commandPower);
    commandRow->addWidget(m_commandLine, 1);
    layout->addLayout(commandRow);
    // Under the line, the lines of the slip at hand: a few rows, enough to check a slip at a glance.
    m_echoList = new EchoList(central);
    m_echoList->setMaximumHeight(m_echoList->fontMetrics().height() * 6);
    auto *echoRow = new QHBoxLayout;
    echoRow->setContentsMargins(8, 0, 8, 4);
    echoRow->addWidget(m_echoList);
    layout->addLayout(echoRow);
    return central;
}

void MainWindow::describeForAssistiveTechnology()
{
    // What a screen reader says of the main parts (QAccessible reads these), and Tab through them in the
    // order they are read on the screen: the history on the left, the map, the order line under it, the
    // orders on the right.
    m_view->setAccessibleName(tr("Map"));
    m_view->setAccessibleDescription(
        tr("The board with the units and the orders of the phase. Click a unit to order it; "
           "Ctrl++ and Ctrl+- zoom."));
    m_commandLine->setAccessibleName(tr("Order line"));
    m_commandLine->setAccessibleDescription(
        tr("Type an order, e.g. \"A par - bur\", and press Enter to enter it for the phase."));
    QTreeView *orders = m_docks->orders->view();
    orders->setAccessibleName(tr("Orders"));
    orders->setAccessibleDescription(
        tr("The orders of the phase by power, with their results once adjudicated."));
    QTreeView *history = m_docks->history->view();
    history->setAccessibleName(tr("History"));
    history->setAccessibleDescription(
        tr("The phases of the game; choose one to see its orders and results."));
    QWidget::setTabOrder(history, m_view);
    QWidget::setTabOrder(m_view, m_commandLine);
    QWidget::setTabOrder(m_commandLine, m_echoList);
    QWidget::setTabOrder(m_echoList, orders);
}

void MainWindow::connectActions()
{
    const ActionManager &a = *m_actions;
    connect(a.newGame, &QAction::triggered, m_documents, &DocumentManager::chooseNewGame);
    connect(a.open, &QAction::triggered, m_documents, &DocumentManager::chooseFileToOpen);
    connect(a.openDatc, &QAction::triggered, m_documents, &DocumentManager::chooseDatcFile);
    connect(a.importGame, &QAction::triggered, m_documents, &DocumentManager::chooseFileToImport);
    connect(a.exportMila, &QAction::triggered, this, [this] { m_documents->chooseExportFile(true); });
    connect(a.exportJudge, &QAction::triggered, this, [this] { m_documents->chooseExportFile(false); });
    connect(a.lessons, &QAction::triggered, this, &MainWindow::showLessons);
    connect(a.glossary, &QAction::triggered, this, [this] { showGlossary(); });
    connect(a.fullPlaceNames, &QAction::toggled, PlaceNamingSetting::instance(),
            &PlaceNamingSetting::setWrittenOut);
    // The setting is the whole program's: another window's menu may change it too.
    connect(PlaceNamingSetting::instance(), &PlaceNamingSetting::changed, this, [this] {
        m_actions->fullPlaceNames->setChecked(PlaceNamingSetting::instance()->writtenOut());
        explainSelectedOrder();
    });
    connect(a.quiz, &QAction::triggered, m_quizMode, &QuizMode::start);
    connect(a.save, &QAction::triggered, m_documents, &DocumentManager::save);
    connect(a.saveAs, &QAction::triggered, m_documents, &DocumentManager::chooseFileToSaveAs);
    connect(a.saveLesson, &QAction::triggered, this, &MainWindow::showSaveLesson);
    connect(a.exportPng, &QAction::triggered, this, [this] { exportMap(QStringLiteral("png")); });
    connect(a.exportSvg, &QAction::triggered, this, [this] { exportMap(QStringLiteral("svg")); });
    connect(a.exportPdf, &QAction::triggered, this, [this] { exportMap(QStringLiteral("pdf")); });
    connect(a.print, &QAction::triggered, this, &MainWindow::printMap);
    connect(a.printPads, &QAction::triggered, this, &MainWindow::printOrderPads);
    connect(a.printResults, &QAction::triggered, this, &MainWindow::printResultsSheet);
    // Quit from a lesson's window quits the program: the game master's window closes, with its lessons.
    // The status bar's last word ("Entered …", "Adjudicated …") must not outlive the step that is undone.
    connect(a.undo, &QAction::triggered, this,
            [this] { showMessage(tr("Undone: %1.").arg(m_undoGroup->redoText())); });
    connect(a.redo, &QAction::triggered, this,
            [this] { showMessage(tr("Redone: %1.").arg(m_undoGroup->undoText())); });
    connect(a.quit, &QAction::triggered, this, [this] {
        auto *owner = qobject_cast<MainWindow *>(parentWidget());
        (isLesson() && owner ? owner : this)->close();
    });
    connect(a.command, &QAction::triggered, this, [this] {
        m_commandLine->setFocus();
        m_commandLine->selectAll();
    });
    connect(a.drawVotes, &QAction::triggered, m_docks, &Docks::showDrawVotes);
    connect(a.zoomIn, &QAction::triggered, m_view, &MapView::zoomIn);
    connect(a.zoomOut, &QAction::triggered, m_view, &MapView::zoomOut);
    connect(a.fit, &QAction::triggered, m_view, &MapView::fitToWindow);
    connect(a.showOrders, &QAction::toggled, this, [this](bool on) {
        if (m_scene)
            m_scene->setOrdersVisible(on);
    });
    connect(a.showResults, &QAction::triggered, this, [this](bool results) {
        if (m_board)
            m_board->setOverlay(results ? BoardViewModel::Overlay::Results : BoardViewModel::Overlay::Orders);
        boardChanged(); // the action checks itself when clicked, with or without results to show
    });
    connect(a.showStrengths, &QAction::toggled, this, [this](bool on) {
        if (m_scene)
            m_scene->setStrengthsVisible(on);
    });
    connect(a.reach, &QAction::toggled, this, [this](bool on) {
        if (m_tools)
            m_tools->setReaching(on);
    });
    for (QAction *threat : a.threatActions()) {
        connect(threat, &QAction::triggered, this, [this, threat] {
            if (m_board)
                m_board->setThreatPower(threat->data().toInt());
        });
    }
    const QList<QAction *> &powers = a.powerActions();
    for (int p = 0; p < powers.size(); ++p) {
        connect(powers[p], &QAction::toggled, this, [this, p](bool on) {
            if (m_scene)
                m_scene->setPowerVisible(p, on);
        });
    }
    // Escape cancels what the map's tool was doing, on the map only; the command line uses it to clear
    // itself.
    removeAction(a.cancel);
    m_view->addAction(a.cancel);
    connect(m_actions, &ActionManager::message, this, [this](const QString &text) { showMessage(text); });
}

void MainWindow::connectViews()
{
    connect(m_documents, &DocumentManager::message, this, &MainWindow::showMessage);
    connect(m_playMode, &PlayMode::message, this, &MainWindow::showMessage);
    connect(m_replayMode, &ReplayMode::message, this, &MainWindow::showMessage);
    connect(m_setupMode, &SetupMode::message, this, &MainWindow::showMessage);
    connect(m_quizMode, &QuizMode::message, this, &MainWindow::showMessage);
    m_playMode->setAdjudicationCheck([this] { return m_quizMode->confirmEnd(); });
    connect(m_quizMode, &QuizMode::activeChanged, this, [this](bool on) {
        if (m_tools)
            m_tools->setPredicting(on);
        if (m_lessonPanel)
            m_lessonPanel->setQuizzing(on);
        if (!on && m_board)
            explainSelectedOrder(); // no verdict of the quiz left in the Explanation dock
    });
    connect(m_docks->quiz, &QuizPanel::verdictShown, this, [this](int order) {
        const Quiz *quiz = m_quizMode->quiz();
        if (quiz && order >= 0)
            m_docks->explanation->showOrder(quiz->entry(), &quiz->explanation(), order);
        else if (m_board)
            explainSelectedOrder();
    });
    connect(m_setupMode, &SetupMode::changed, this, [this] {
        if (settingUp())
            m_quizMode->end(); // the map shows the position being set up, no longer the question
        updateBanner();
        updateActions();
    });

    connect(m_view, &MapView::zoomChanged, this,
            [this](qreal zoom) { m_zoomLabel->setText(tr("Zoom %1%").arg(qRound(zoom * 100))); });
    connect(m_commandLine, &CommandLine::message, this, &MainWindow::showMessage);
    connect(m_commandLine, &CommandLine::echoed, m_echoList, &EchoList::addEcho);
    connect(m_commandLine, &CommandLine::slipStarted, m_echoList, &EchoList::clearSlip);
    connect(m_echoList, &EchoList::message, this, &MainWindow::showMessage);
    connect(m_echoList, &EchoList::leave, m_commandLine, [this] { m_commandLine->setFocus(); });
    const QList<QAction *> &slips = m_actions->slipActions();
    for (int p = 0; p < slips.size(); ++p) {
        connect(slips[p], &QAction::triggered, this, [this, p] {
            m_commandLine->setFocus();
            m_commandLine->startSlip(p);
        });
    }
    connect(m_commandLine, &CommandLine::defaultPowerChanged, this, [this](int power) {
        m_commandPower->setText(power >= 0 ? document::powerName(*m_map, power) + u':' : QString());
    });
    OrdersPanel *orders = m_docks->orders;
    connect(orders, &OrdersPanel::orderSelected, this, [this](int order) {
        if (m_scene)
            m_scene->setHighlightedOrder(order);
        explainSelectedOrder();
    });
    connect(m_docks->explanation, &ExplanationPanel::unitActivated, this, [this](int province) {
        if (m_scene)
            m_scene->highlightUnit(province);
    });
    connect(m_docks->explanation, &ExplanationPanel::glossaryRequested, this,
            [this](const QString &term) { showGlossary(term); });
    connect(m_docks->analysis, &AnalysisPanel::message, this,
            [this](const QString &text) { showMessage(text); });
    // Goals are picked on the map only while the dock that lists them is open.
    connect(m_docks->analysisDock->toggleViewAction(), &QAction::toggled, this, [this](bool shown) {
        if (!shown)
            m_docks->analysis->pickButton()->setChecked(false);
    });
    connect(m_replay, &ReplayController::viewChanged, this, &MainWindow::applyView);
    connect(m_replay, &ReplayController::playingChanged, this, [this](bool playing) {
        m_actions->setPlaying(playing);
        updateActions();
    });
    connect(m_docks->history, &HistoryPanel::typed, this, [this](const QString &text) {
        m_commandLine->setFocus();
        m_commandLine->insert(text);
    });
}

void MainWindow::documentChanged(GameDocument *document, GameDocument *previous)
{
    // The new game's stack joins the group before setting up ends and hands Undo back to the game.
    m_undoGroup->addStack(document->undoStack());
    m_setupMode->leave();
    // The old board's tools must not take another click; its order input may be what asked for the change.
    delete m_tools;
    if (m_input)
        m_input->deleteLater();
    // No replay of the old game for the new board to follow.
    m_replay->setDocument(nullptr);
    BoardViewModel *oldBoard = m_board;
    m_board = new BoardViewModel(document, this);
    m_board->follow(m_replay);
    m_scene = new MapScene(m_board, m_artwork.get(), m_board);
    m_input = new OrderInput(m_scene, this, this);
    m_tools = new ToolManager(m_view, m_scene, m_input, m_docks->setup, this);
    m_playMode->setBoard(m_board, m_input);
    m_setupMode->setBoard(m_board);
    m_quizMode->setBoard(m_board);
    m_view->setScene(m_scene);
    m_view->fitToWindow();
    delete oldBoard; // with its scene
    if (previous) {
        disconnect(previous, nullptr, this, nullptr);
        m_undoGroup->removeStack(previous->undoStack());
    }
    m_undoGroup->setActiveStack(document->undoStack());
    // A game opened starts on its orders, on the map and in the orders dock alike (a new board's overlay).
    m_docks->orders->setBoard(m_board);
    m_docks->history->setDocument(document);
    m_docks->votes->setDocument(document);
    m_docks->explanation->setDocument(document);
    m_scene->setStrengthsVisible(m_actions->showStrengths->isChecked());
    m_phaseBar->setDocument(document);
    m_commandLine->setDocument(document);
    m_echoList->setDocument(document);
    m_scene->setOrdersVisible(m_actions->showOrders->isChecked());
    const QList<QAction *> &powers = m_actions->powerActions();
    for (int p = 0; p < powers.size(); ++p)
        m_scene->setPowerVisible(p, powers[p]->isChecked());

    connect(m_input, &OrderInput::message, this, [this](const QString &text) { showMessage(text); });
    connect(m_input, &OrderInput::modeChanged, this, [this](OrderInput::Mode mode) {
        for (QAction *a : m_actions->orderModes()->actions())
            a->setChecked(a->data().toInt() == int(mode) && mode != OrderInput::Mode::Auto);
    });
    connect(m_input, &OrderInput::unitSelected, m_docks->orders, &OrdersPanel::selectProvince);
    connect(m_actions->cancel, &QAction::triggered, m_tools, &ToolManager::cancel);
    connect(m_tools, &ToolManager::orderPicked, m_docks->orders, &OrdersPanel::selectOrder);
    connect(m_tools, &ToolManager::provincePicked, m_docks->orders, &OrdersPanel::selectProvince);
    connect(m_tools, &ToolManager::message, this, [this](const QString &text) { showMessage(text); });
    connect(m_tools, &ToolManager::hoverText, m_hoverLabel, &QLabel::setText);
    connect(m_docks->orders, &OrdersPanel::provinceActivated, m_tools, &ToolManager::activateProvince);
    AnalysisPanel *analysis = m_docks->analysis;
    analysis->setBoard(m_board, m_scene);
    m_tools->setPickingGoals(analysis->pickButton()->isChecked());
    connect(analysis, &AnalysisPanel::pickingGoalsChanged, m_tools, &ToolManager::setPickingGoals);
    connect(m_tools->goalTool(), &GoalTool::goalPicked, analysis, &AnalysisPanel::addGoal);
    m_tools->goalTool()->setSideNames([analysis](bool ours) { return analysis->sideNames(ours); });
    m_tools->setPredicting(m_quizMode->isActive());
    // The study tools go on over the new game as they were chosen.
    m_tools->setReaching(m_actions->reach->isChecked());
    for (QAction *threat : m_actions->threatActions()) {
        if (threat->isChecked())
            m_board->setThreatPower(threat->data().toInt());
    }
    connect(m_tools->predictionTool(), &PredictionTool::orderClicked, m_docks->quiz, &QuizPanel::cycleGuess);
    connect(m_board, &BoardViewModel::shownChanged, this, &MainWindow::boardChanged);
    connect(m_board, &BoardViewModel::overlayChanged, this, &MainWindow::boardChanged);
    // The replay ends on a change of the phase tree before the window's views below read it.
    m_replay->setDocument(document);
    connect(document, &GameDocument::modifiedChanged, this, &MainWindow::updateTitle);
    connect(document, &GameDocument::fileNameChanged, this, &MainWindow::updateTitle);
    connect(document, &GameDocument::infoChanged, this, &MainWindow::updateTitle);
    auto newPhase = [this] {
        updateActions();
        m_replayMode->updateChart();
    };
    connect(document, &GameDocument::phaseChanged, this, newPhase);
    connect(document, &GameDocument::phaseAdjudicated, this, newPhase);
    connect(document, &GameDocument::adjudicationUndone, this, newPhase);
    connect(document, &GameDocument::votesChanged, this, [this] {
        updateActions();
        updateBanner();
    });
    connect(document, &GameDocument::ordersChanged, this, &MainWindow::updateActions);
    boardChanged();
    updateTitle();
    updateActions();
}

void MainWindow::updateTitle()
{
    const GameDocument *game = document();
    if (!game)
        return;
    setWindowTitle(tr("%1[*] — Arbiter").arg(game->displayName()));
    setWindowModified(game->isModified());
}

void MainWindow::updateActions()
{
    const GameDocument *game = document();
    if (!game)
        return;
    const ActionManager &a = *m_actions;
    const bool replaying = m_replay->isReplaying();
    const bool setup = settingUp();
    const bool open = game->acceptsOrders() && !replaying && !setup;
    a.adjudicate->setEnabled(open);
    a.pasteOrders->setEnabled(open);
    a.importOrders->setEnabled(open);
    a.importReport->setEnabled(game->importReport() != nullptr);
    a.compareLines->setEnabled(!setup && lineEnds(game->game()).size() > 1);
    const bool results = game->lastResults() != nullptr;
    a.copyResults->setEnabled(results);
    a.showResults->setEnabled(results && !replaying);
    const PhaseKind kind = game->phase().kind;
    const bool movement = kind == PhaseKind::Movement;
    a.hold->setEnabled(open && movement);
    a.move->setEnabled(open && movement);
    a.support->setEnabled(open && movement);
    a.convoy->setEnabled(open && movement);
    a.disband->setEnabled(open && kind == PhaseKind::Retreat);
    a.nextUnit->setEnabled(open && kind != PhaseKind::Adjustment);
    a.command->setEnabled(!replaying && !setup);

    a.first->setEnabled(m_replay->canGoBack());
    a.previous->setEnabled(m_replay->canGoBack());
    a.next->setEnabled(m_replay->canGoForward());
    a.last->setEnabled(replaying);
    a.play->setEnabled(m_replay->isPlaying() || m_replay->navigationLine().size() > 1);
    a.after->setEnabled(replaying);
    a.switchLine->setEnabled(replaying && !m_replayMode->shownOnCurrentLine());
    const GameEndKind end = game->game().currentEntry().end.kind;
    a.resume->setEnabled(!replaying && !setup && (end == GameEndKind::Draw || end == GameEndKind::Called));
    a.endGame->setEnabled(!replaying && !setup && game->canEndGame());
    a.scores->setEnabled(!setup);
    a.quiz->setEnabled(!setup); // the question is the game's phase, not the position being set up
    a.printPads->setEnabled(!setup && game->acceptsOrders()); // no pads once the game has ended
    a.printResults->setEnabled(!setup &&
                               (game->lastResultsId() >= 0 ||
                                (replaying && game->game().entry(m_replay->viewedEntry()).adjudicated)));
}

void MainWindow::applyView()
{
    if (!document() || !m_scene)
        return;
    const int entry = m_replay->viewedEntry();
    const bool after = m_replay->showsAfter();
    m_phaseBar->setReplay(entry, after, m_replay->lineEnd());
    m_docks->history->setShownEntry(m_replay->shownEntry());
    // The line stays where the typing goes (a disabled line would pass the keys to the history list).
    m_commandLine->setRefusal(entry < 0 ? QString()
                                        : tr("This is a replay: Ctrl+End returns to the current phase to "
                                             "enter orders, Play from Here starts a what-if."));
    if (m_actions->after->isChecked() != after)
        m_actions->after->setChecked(after);
    m_replayMode->updateChart();
    updateBanner();
    updateActions();
}

void MainWindow::explainSelectedOrder()
{
    if (!m_board)
        return;
    m_docks->explanation->showOrder(m_board->resultsEntry(), m_board->explanation(),
                                    m_docks->orders->selectedOrder());
}

void MainWindow::boardChanged()
{
    m_actions->showResults->setChecked(m_board->overlay() == BoardViewModel::Overlay::Results);
    explainSelectedOrder();
    updateBanner();
}

void MainWindow::updateBanner()
{
    const GameDocument *game = document();
    if (!m_board || !game)
        return;
    const PhaseEntry *last = game->lastResults();
    if (settingUp()) {
        m_view->setBanner(tr("Setting up %1: click to place or remove units — Start Game Here to play it")
                              .arg(phaseName(m_docks->setup->position().phase)));
        return;
    }
    if (m_replay->isReplaying()) {
        const PhaseEntry &e = game->game().entry(m_replay->viewedEntry());
        const QString name = phaseName(e.position.phase);
        if (!e.adjudicated)
            m_view->setBanner(tr("Replay: %1, not adjudicated").arg(name));
        else if (m_replay->showsAfter())
            m_view->setBanner(tr("Replay: after %1").arg(name));
        else
            m_view->setBanner(tr("Replay: %1, orders and results").arg(name));
        return;
    }
    const GameEnd &end = game->game().currentEntry().end;
    const bool results = m_board->overlay() == BoardViewModel::Overlay::Results;
    if (results && last && end.kind == GameEndKind::Victory)
        m_view->setBanner(
            tr("%1 Results of %2.")
                .arg(document::gameEndSentence(game->map(), end), phaseName(last->position.phase)));
    else if (results && last)
        m_view->setBanner(tr("Results of %1 (Ctrl+R: back to the orders of %2)")
                              .arg(phaseName(last->position.phase), seasonName(game->phase())));
    else if (end.kind != GameEndKind::None)
        m_view->setBanner(document::gameEndSentence(game->map(), end));
    else if (!game->acceptsOrders())
        m_view->setBanner(tr("The game has ended"));
    else
        m_view->setBanner(QString());
}

void MainWindow::showMessage(const QString &text, bool error)
{
    statusBar()->setStyleSheet(error ? QStringLiteral("QStatusBar { color: #b00000; }") : QString());
    statusBar()->showMessage(text, error ? 15000 : 8000);
}

void MainWindow::exportMap(const QString &format)
{
    const MapLabels labels = mapLabels(m_scene);
    const QString lastDirectory = m_documents->lastDirectory();
    const QString base = QDir(lastDirectory.isEmpty() ? QDir::homePath() : lastDirectory)
                             .filePath(QStringLiteral("%1.%2").arg(labels.fileBase, format));
    const QString filter = format == u"png"   ? tr("PNG images (*.png)")
                           : format == u"svg" ? tr("SVG drawings (*.svg)")
                                              : tr("PDF documents (*.pdf)");
    QString file = QFileDialog::getSaveFileName(this, tr("Export Map"), base, filter);
    if (file.isEmpty())
        return;
    if (!file.endsWith(u'.' + format, Qt::CaseInsensitive))
        file += u'.' + format;
    QString error;
    const bool ok = format == u"png"   ? exportMapPng(m_scene, file, &error, labels.caption)
                    : format == u"svg" ? exportMapSvg(m_scene, file, labels.title, &error, labels.caption)
                                       : exportMapPdf(m_scene, file, labels.title, &error, labels.caption);
    if (!ok)
        m_documents->notify(tr("Cannot Export Map"), tr("%1: %2").arg(QDir::toNativeSeparators(file), error));
    else
        showMessage(tr("Exported the map to %1.").arg(QDir::toNativeSeparators(file)));
}

void MainWindow::printMap()
{
    QPrinter printer(QPrinter::HighResolution);
    printer.setPageOrientation(QPageLayout::Landscape);
    QPrintDialog dialog(&printer, this);
    if (dialog.exec() == QDialog::Accepted)
        arbiter::ui::printMap(m_scene, &printer, mapLabels(m_scene).caption);
}

void MainWindow::printOrderPads()
{
    const std::unique_ptr<QTextDocument> pads = orderPads(document()->game(), document()->game().current());
    QPrinter printer(QPrinter::HighResolution);
    QPrintDialog dialog(&printer, this);
    if (dialog.exec() == QDialog::Accepted)
        printDocument(*pads, &printer);
}

void MainWindow::printResultsSheet()
{
    const int viewed = m_replay->viewedEntry();
    const Game &game = document()->game();
    const int entry = viewed >= 0 && game.entry(viewed).adjudicated ? viewed : document()->lastResultsId();
    if (entry < 0)
        return;
    const std::unique_ptr<QTextDocument> sheet =
        resultsSheet(game, entry, resultsMap(document(), m_artwork.get(), entry));
    QPrinter printer(QPrinter::HighResolution);
    QPrintDialog dialog(&printer, this);
    if (dialog.exec() == QDialog::Accepted)
        printDocument(*sheet, &printer);
}

void MainWindow::readSettings()
{
    QSettings settings;
    if (!restoreGeometry(settings.value(QStringLiteral("window/geometry")).toByteArray())) {
        // The first start: most of the screen, so the map is large enough to read; the size chosen is kept
        // from then on.
        const QRect available = screen()->availableGeometry();
        const QSize size =
            (available.size() * 0.85).expandedTo(minimumSizeHint()).boundedTo(available.size());
        setGeometry(QStyle::alignedRect(layoutDirection(), Qt::AlignCenter, size, available));
    }
    restoreState(settings.value(QStringLiteral("window/state")).toByteArray());
    m_documents->setLastDirectory(
        settings
            .value(QStringLiteral("lastDirectory"),
                   QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation))
            .toString());
    const qreal zoom = settings.value(QStringLiteral("map/zoom"), 1.0).toReal();
    m_view->setZoom(zoom);
}

void MainWindow::writeSettings()
{
    QSettings settings;
    settings.setValue(QStringLiteral("window/geometry"), saveGeometry());
    settings.setValue(QStringLiteral("window/state"), saveState());
    settings.setValue(QStringLiteral("lastDirectory"), m_documents->lastDirectory());
    settings.setValue(QStringLiteral("map/zoom"), m_view->zoom());
}

bool MainWindow::eventFilter(QObject *watched, QEvent *event)
{
    if (event->type() != QEvent::ShortcutOverride && event->type() != QEvent::KeyPress)
        return false;
    if (!watched->isWidgetType() || static_cast<QWidget *>(watched)->window() != this)
        return false;
    const QKeySequence key(static_cast<QKeyEvent *>(event)->keyCombination());
    if (!m_actions->undo->shortcuts().contains(key) && !m_actions->redo->shortcuts().contains(key))
        return false;
    // Ignored, the override lets the window's Undo or Redo shortcut have the key (it acts on the group's
    // active stack). A key press that still comes (nothing to undo) is swallowed: the field must not undo
    // its own text instead.
    if (event->type() == QEvent::ShortcutOverride)
        event->ignore();
    else
        event->accept();
    return true;
}

void MainWindow::openOtherMapWindow(std::shared_ptr<const Map> map,
                                    const std::function<void(DocumentManager *)> &then)
{
    auto *window = new MainWindow(std::move(map));
    window->setAttribute(Qt::WA_DeleteOnClose);
    window->m_documents->setAsker(m_documents->asker());
    window->m_documents->setNotifier(m_documents->notifier());
    window->restoreGeometry(saveGeometry());
    window->show();
    then(window->m_documents);
    emit otherMapWindowOpened(window);
    m_handedOver = true;
    close();
}

void MainWindow::closeEvent(QCloseEvent *event)
{
    // The lessons opened from this window close with it. Whether to save each game is asked before any
    // window closes, so that Cancel to any question leaves every window as it was.
    if (!m_saveAnswered && !askToSaveGames()) {
        event->ignore();
        return;
    }
    for (MainWindow *lesson : findChildren<MainWindow *>(QString(), Qt::FindDirectChildrenOnly)) {
        lesson->m_saveAnswered = true;
        lesson->close();
    }
    // A lesson's window keeps the game master's window size and docks as they are.
    if (!isLesson())
        writeSettings();
    if (m_lessonsDialog)
        m_lessonsDialog->close(); // else the program would go on for a dialog alone
    m_orderPads->stop();          // a normal end: the server does not start again by itself next time
    m_documents->closed();
    event->accept();
}

bool MainWindow::askToSaveGames()
{
    for (MainWindow *lesson : findChildren<MainWindow *>(QString(), Qt::FindDirectChildrenOnly)) {
        if (!lesson->askToSaveGames())
            return false;
    }
    return m_handedOver || m_documents->maybeSave();
}

LessonsDialog *MainWindow::showLessons()
{
    // Read again each time it is opened, so that a lesson file a teacher has just saved is there.
    if (m_lessonsDialog && !m_lessonsDialog->isVisible())
        m_lessonsDialog->reload();
    if (!m_lessonsDialog) {
        m_lessonsDialog = new LessonsDialog(m_map, datcLibraryFolder(), userLessonsFolder(), this);
        connect(m_lessonsDialog, &LessonsDialog::openRequested, this,
                [this](int index) { openLesson(m_lessonsDialog->library().lessons[std::size_t(index)]); });
        // The windows of lessons opened from here (and this one, itself a lesson's) follow an edit.
        connect(m_lessonsDialog, &LessonsDialog::lessonEdited, this,
                [this](const QString &file, const QString &name, const Lesson &after) {
                    followLessonEdit(file, name, after);
                    for (MainWindow *window : findChildren<MainWindow *>())
                        window->followLessonEdit(file, name, after);
                });
        // Its questions and errors go where this window's go (tests answer them).
        m_lessonsDialog->setAsker([this](const QString &title, const QString &text,
                                         QMessageBox::StandardButtons buttons,
                                         QMessageBox::StandardButton defaultButton) {
            return m_documents->ask(title, text, buttons, defaultButton);
        });
        m_lessonsDialog->setNotifier(
            [this](const QString &title, const QString &text) { m_documents->notify(title, text); });
    }
    m_lessonsDialog->show();
    m_lessonsDialog->raise();
    m_lessonsDialog->activateWindow();
    return m_lessonsDialog;
}

GlossaryDialog *MainWindow::showGlossary(const QString &term)
{
    if (!m_glossaryDialog) {
        QHash<QString, QString> titles;
        for (const Lesson &lesson : loadLessonLibrary(*m_map, datcLibraryFolder(), {}).lessons)
            titles.insert(lesson.name(), lesson.title());
        m_glossaryDialog = new GlossaryDialog(std::move(titles), this);
        connect(m_glossaryDialog, &GlossaryDialog::lessonRequested, this, [this](const QString &caseName) {
            LessonsDialog *lessons = showLessons();
            lessons->searchField()->clear();
            const std::vector<Lesson> &all = lessons->library().lessons;
            for (std::size_t i = 0; i < all.size(); ++i) {
                if (all[i].bundled && all[i].name() == caseName)
                    lessons->selectLesson(int(i));
            }
        });
    }
    if (!term.isEmpty())
        m_glossaryDialog->showTerm(term);
    m_glossaryDialog->show();
    m_glossaryDialog->raise();
    m_glossaryDialog->activateWindow();
    return m_glossaryDialog;
}

SaveLessonDialog *MainWindow::showSaveLesson()
{
    const document::GameDocument *doc = document();
    if (!doc)
        return nullptr;
    // While setting up, the position set up (it has no orders yet), under the open game's rules; else the
    // phase shown with its orders.
    const bool setup = settingUp();
    LessonDraft draft;
    if (setup) {
        draft.position = m_docks->setup->position();
        draft.rules = doc->rules();
    } else {
        draft = lessonDraftOf(doc->game(), m_replay->shownEntry());
    }
    if (draft.position.phase.kind == PhaseKind::Retreat) {
        showMessage(tr("A retreat phase cannot be kept as a lesson: keep the movement phase before it, whose "
                       "lesson shows the dislodged units."),
                    true);
        return nullptr;
    }
    const QStringList collections = lessonCollections(userLessonsFolder());
    const QString last = QSettings().value(QStringLiteral("lessons/lastSection")).toString();
    const QString what = setup ? tr("the position set up, %1, without orders (rules: %2)")
                                     .arg(phaseName(draft.position.phase), document::rulesTitle(draft.rules))
                               : tr("%1 with %n order(s) (rules: %2)", nullptr, int(draft.orders.size()))
                                     .arg(phaseName(draft.position.phase), document::rulesTitle(draft.rules));
    delete m_saveLessonDialog;
    m_saveLessonDialog =
        new SaveLessonDialog(what, collections, last.isEmpty() ? tr("My lessons") : last, this);
    m_saveLessonDialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(m_saveLessonDialog, &QDialog::accepted, this, [this, draft] { keepLesson(draft); });
    m_saveLessonDialog->open();
    return m_saveLessonDialog;
}

SaveLessonDialog *MainWindow::saveLessonDialog() const
{
    return m_saveLessonDialog;
}

void MainWindow::keepLesson(LessonDraft draft)
{
    if (!m_saveLessonDialog)
        return;
    const QString collection = m_saveLessonDialog->collection();
    const QString path = lessonCollectionFile(userLessonsFolder(), collection);
    draft.title = m_saveLessonDialog->title();
    draft.description = m_saveLessonDialog->description();
    // Named by its title, with " (2)"... where the section has a lesson of that name.
    draft.name = freeLessonName(*m_map, path, draft.title);
    draft.title = draft.name;
    QString error;
    const QString text = lessonCaseText(*m_map, draft, &error);
    if (text.isEmpty() || !addLessonToCollection(*m_map, path, collection, text, &error)) {
        showMessage(tr("The lesson was not saved: %1").arg(error), true);
        return;
    }
    QSettings().setValue(QStringLiteral("lessons/lastSection"), collection);
    // A Lessons window open over this window or the one it was opened from lists the new lesson at once.
    for (QWidget *w = this; w; w = w->parentWidget()) {
        if (auto *owner = qobject_cast<MainWindow *>(w); owner && owner->m_lessonsDialog)
            owner->m_lessonsDialog->reload();
    }
    showMessage(tr("Saved the lesson '%1' in %2 (Help → Lessons).").arg(draft.name, collection));
}

MainWindow *MainWindow::openLesson(const Lesson &lesson)
{
    auto *window = new MainWindow(m_map, m_artworkDirectory, this);
    window->setObjectName(QStringLiteral("lessonWindow"));
    window->setAttribute(Qt::WA_DeleteOnClose);
    // Its questions and errors go where this window's go (tests answer them).
    window->setAsker(m_documents->asker());
    window->setNotifier(m_documents->notifier());
    window->startLesson(lesson);
    window->show();
    window->raise();
    window->activateWindow();
    return window;
}

void MainWindow::startLesson(const Lesson &lesson)
{
    m_lesson = lesson;
    m_lessonChoices = arbiter::lessonChoices(*m_map, lesson.testCase);
    m_lessonPanel = new LessonPanel(*m_lesson, m_lessonChoices, this);
    // A lesson's units without orders hold by design, as in a DATC case: nothing is missing to ask about.
    m_playMode->setAsksForMissingOrders(false);
    auto *dock = new QDockWidget(tr("Lesson"), this);
    dock->setObjectName(QStringLiteral("lessonDock"));
    dock->setWidget(m_lessonPanel);
    // Beside the history, where the lesson has the window's height for its text.
    addDockWidget(Qt::LeftDockWidgetArea, dock);
    tabifyDockWidget(m_docks->historyDock, dock);
    dock->show();
    dock->raise();
    connect(m_lessonPanel, &LessonPanel::choiceRequested, this, &MainWindow::chooseLessonRules);
    connect(m_lessonPanel, &LessonPanel::quizRequested, this, &MainWindow::quizLesson);
    setQuizSubject(lesson);
    // Another game opened in this window (File → Open, New Game) is no longer the lesson: its rule choices
    // must not replace it.
    connect(m_documents, &DocumentManager::documentChanged, m_lessonPanel, [this](GameDocument *game) {
        // Forgotten once replaced, so that a later game at the same address is not taken for it.
        if (game != m_lessonDocument) {
            m_lessonDocument = nullptr;
            m_quizMode->setSubject({}, {}); // a quiz on this game is no quiz on the lesson
        }
        m_lessonPanel->setEnabled(m_lessonDocument != nullptr);
    });
    m_lessonDocument = document(); // the empty game of a new window, replaced at once
    chooseLessonRules(0);
}

void MainWindow::setQuizSubject(const Lesson &lesson)
{
    // The scores of a quiz on it are kept under its collection (a built-in lesson's: its section) and its
    // name and title as the lesson's file has them, the same in every language the program speaks; a
    // lesson named by its title is named once.
    const QString &title = lesson.testCase.title;
    m_quizMode->setSubject(
        lesson.collection.isEmpty() ? QString::fromLatin1(lessonSectionName(lesson.section))
                                    : lesson.collection,
        title.isEmpty() || title == lesson.name() ? lesson.name()
                                                  : lesson.name() + QStringLiteral(": ") + title);
}

void MainWindow::followLessonEdit(const QString &beforeFile, const QString &beforeName, const Lesson &after)
{
    if (!m_lesson || m_lesson->bundled || m_lesson->fileName != beforeFile || m_lesson->name() != beforeName)
        return;
    m_lesson = after;
    m_lessonPanel->showLesson(after);
    if (document() != m_lessonDocument)
        return; // another game opened in this window: no longer the lesson's
    setQuizSubject(after);
    GameInfo info = document()->game().info();
    info.name = after.title();
    document()->setInfo(info);
}

void MainWindow::chooseLessonRules(int index)
{
    if (!m_lesson || index < 0 || index >= int(m_lessonChoices.size()) || document() != m_lessonDocument)
        return;
    // The new game is brought as far as this one was: its movement adjudicated, and its retreats.
    int adjudications = document() && document()->lastResults() ? 1 : 0;
    if (adjudications == 1 && m_lesson->testCase.retreat && document()->phase().kind != PhaseKind::Retreat)
        adjudications = 2;
    makeLessonGame(index, adjudications);
}

bool MainWindow::quizLesson()
{
    if (!m_lesson || document() != m_lessonDocument)
        return false;
    // The question is the lesson's position and orders: an outcome shown already is taken back.
    if (document()->game().phaseCount() > 1 || document()->lastResults())
        makeLessonGame(m_lessonPanel->choiceBox()->currentIndex(), 0);
    return m_quizMode->start();
}

void MainWindow::makeLessonGame(int index, int adjudications)
{
    DatcCase judged = m_lesson->testCase;
    judged.rules = m_lessonChoices[std::size_t(index)].rules;
    DatcGame made = datcGame(m_map, judged, DrawMode::Dias);
    if (!made.game) {
        showMessage(made.error, true);
        return;
    }
    // A user's own lesson is no DATC case: its window is named by its title.
    if (!m_lesson->bundled)
        made.game->info().name = m_lesson->title();
    std::unique_ptr<GameDocument> game = GameDocument::fromGame(std::move(*made.game));
    m_lessonDocument = game.get();
    m_documents->setDocument(std::move(game));
    m_lessonPanel->setEnabled(true);
    connect(document(), &GameDocument::phaseChanged, this, &MainWindow::enterLessonRetreats);
    connect(document(), &GameDocument::phaseAdjudicated, this, &MainWindow::enterLessonRetreats);
    connect(document(), &GameDocument::adjudicationUndone, this, &MainWindow::enterLessonRetreats);
    m_lessonPanel->showChoice(index);
    // In place of the "New game" of the window's first, empty game.
    showMessage(
        tr("Lesson %1: %2, its orders entered.").arg(m_lesson->heading(), phaseName(document()->phase())));
    for (int i = 0; i < adjudications && document()->acceptsOrders(); ++i)
        adjudicate(false);
}

void MainWindow::enterLessonRetreats()
{
    GameDocument *game = document();
    const std::optional<DatcRetreatHalf> &retreat = m_lesson->testCase.retreat;
    // Only the retreat phase that follows the lesson's own movement, and only while nothing is entered.
    const Phase &start = m_lesson->testCase.position.phase;
    if (!retreat || game->phase().kind != PhaseKind::Retreat || game->phase().year != start.year ||
        game->phase().season != start.season || !game->orders().empty())
        return;
    QList<EnteredOrder> orders;
    for (const DatcOrderLine &line : retreat->orders) {
        if (line.parsed.ok())
            orders.push_back({line.text, line.parsed.order});
    }
    if (!orders.isEmpty())
        game->addOrders(orders, tr("the lesson's retreat orders"));
}

} // namespace arbiter::ui
