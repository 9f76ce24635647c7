// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
#include "main_window.h"

#include "dialogs/datc_case_dialog.h"
#include "dialogs/game_info_dialog.h"
#include "dialogs/game_report_dialog.h"
#include "dialogs/import_orders_dialog.h"
#include "dialogs/new_game_dialog.h"
#include "dialogs/rules_dialog.h"
#include "document/autosave.h"
#include "document/draw_description.h"
#include "document/game_document.h"
#include "document/game_lines.h"
#include "document/order_description.h"
#include "text/phase_text.h"
#include "record/game_history.h"
#include "model/position_edit.h"
#include "map_export.h"
#include "order_input.h"
#include "recent_files.h"
#include "replay_controller.h"
#include "scene/map_artwork.h"
#include "scene/map_scene.h"
#include "record/datc_game.h"
#include "text/datc_reader.h"
#include "record/results_report.h"
#include "text/order_formatter.h"
#include "widgets/centre_chart.h"
#include "widgets/command_line.h"
#include "widgets/draw_votes_panel.h"
#include "widgets/history_panel.h"
#include "widgets/map_view.h"
#include "widgets/orders_panel.h"
#include "widgets/phase_bar.h"
#include "widgets/setup_panel.h"

#include <QAction>
#include <QActionGroup>
#include <QApplication>
#include <QClipboard>
#include <QCloseEvent>
#include <QDialog>
#include <QDialogButtonBox>
#include <QDir>
#include <QDockWidget>
#include <QFileDialog>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QKeyEvent>
#include <QLabel>
#include <QMenuBar>
#include <QPrintDialog>
#include <QPrinter>
#include <QSettings>
#include <QStandardPaths>
#include <QStatusBar>
#include <QStyle>
#include <QUndoStack>
#include <QUndoView>
#include <QVBoxLayout>

namespace arbiter::ui {

using document::GameDocument;

MainWindow::MainWindow(std::shared_ptr<const Map> map, const QString &artworkDirectory, QWidget *parent)
    : QMainWindow(parent), m_map(std::move(map)), m_artwork(std::make_unique<MapArtwork>()),
      m_artworkDirectory(artworkDirectory)
{
    setObjectName(QStringLiteral("mainWindow"));
    m_artwork->load(*m_map, artworkDirectory.isEmpty() ? Map::standardMapDirectory() : artworkDirectory);

    m_replay = new ReplayController(this);
    createActions();

    auto *central = new QWidget(this);
    auto *layout = new QVBoxLayout(central);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(0);
    m_phaseBar = new PhaseBar(m_adjudicateAction, central);
    m_phaseBar->setBackAction(m_lastAction);
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
    setCentralWidget(central);

    createDocks();
    createMenus();

    m_zoomLabel = new QLabel(this);
    m_hoverLabel = new QLabel(this);
    statusBar()->addPermanentWidget(m_hoverLabel);
    statusBar()->addPermanentWidget(m_zoomLabel);

    connect(m_view, &MapView::clicked, this,
            [this](QPointF pos, Qt::MouseButton button, Qt::KeyboardModifiers) {
                if (settingUp()) {
                    m_setup->click(m_scene->provinceAt(pos), pos, button);
                    return;
                }
                if (m_replay->isReplaying()) {
                    showMessage(tr("This is a replay and cannot be changed: Ctrl+End returns to the current "
                                   "phase, Play from Here starts a what-if."));
                    return;
                }
                if (m_input)
                    m_input->click(pos, button);
            });
    connect(m_view, &MapView::hovered, this, &MainWindow::hovered);
    connect(m_view, &MapView::zoomChanged, this,
            [this](qreal zoom) { m_zoomLabel->setText(tr("Zoom %1%").arg(qRound(zoom * 100))); });
    // Escape cancels order entry on the map only; the command line uses it to clear itself.
    removeAction(m_cancelAction);
    m_view->addAction(m_cancelAction);
    connect(m_commandLine, &CommandLine::message, this, &MainWindow::showMessage);
    connect(m_commandLine, &CommandLine::defaultPowerChanged, this, [this](int power) {
        m_commandPower->setText(power >= 0 ? document::powerName(*m_map, power) + u':' : QString());
    });
    connect(m_orders, &OrdersPanel::orderSelected, this, [this](int order) {
        if (m_scene)
            m_scene->setHighlightedOrder(order);
    });
    connect(m_orders, &OrdersPanel::provinceActivated, this, [this](int province) {
        if (m_input && m_scene && m_scene->overlay() == MapScene::Overlay::Orders) {
            m_input->selectProvince(province);
            m_view->setFocus();
        }
    });
    connect(m_orders, &OrdersPanel::sourceChanged, this, [this](OrdersModel::Source source) {
        if (m_replay->isReplaying())
            m_replay->view(-1);
        setOverlayResults(source == OrdersModel::Source::LastResults);
    });
    connect(m_replay, &ReplayController::viewChanged, this, &MainWindow::applyView);
    connect(m_replay, &ReplayController::playingChanged, this, [this](bool playing) {
        m_playAction->setChecked(playing);
        m_playAction->setIcon(style()->standardIcon(playing ? QStyle::SP_MediaPause : QStyle::SP_MediaPlay));
        m_playAction->setText(playing ? tr("&Pause Replay") : tr("&Play Replay"));
        updateActions();
    });
    connect(m_history, &HistoryPanel::entrySelected, this, [this](int entry, bool skipped, int lineEnd) {
        if (skipped)
            m_replay->setAfter(true);
        m_replay->view(entry, lineEnd);
    });
    connect(m_history, &HistoryPanel::intervalChanged, m_replay, &ReplayController::setInterval);
    m_replay->setInterval(m_history->interval());

    connect(m_history, &HistoryPanel::typed, this, [this](const QString &text) {
        m_commandLine->setFocus();
        m_commandLine->insert(text);
    });
    // Text fields take Ctrl+Z for their own text; in this window it undoes the game (eventFilter).
    qApp->installEventFilter(this);

    m_autosave = new document::Autosave(document::Autosave::defaultPath(), this);
    newGame(RuleSettings(), DrawMode::Dias);
    if (!m_artwork->error().isEmpty())
        showMessage(tr("Map artwork: %1 A plain drawing is used instead.").arg(m_artwork->error()), true);
    readSettings();
}

MainWindow::~MainWindow()
{
    qApp->removeEventFilter(this);
    // QWidget's destructor deletes the children after this body, when this is no MainWindow any more: a
    // document still waiting for deleteLater, the set-up panel's undo stack or a dock must not reach it with
    // their last signals (an undo stack emits as it is cleared).
    for (QObject *child : findChildren<QObject *>())
        disconnect(child, nullptr, this, nullptr);
    // The scene refers to the artwork and the document; let it go first, then the document.
    if (m_view)
        m_view->setScene(nullptr);
    delete m_input;
    m_input = nullptr;
    delete m_scene;
    m_scene = nullptr;
    m_replay->setDocument(nullptr);
    m_orders->setDocument(nullptr);
    m_history->setDocument(nullptr);
    m_votes->setDocument(nullptr);
    m_phaseBar->setDocument(nullptr);
    m_commandLine->setDocument(nullptr);
    m_autosave->watch(nullptr);
    delete m_document;
    m_document = nullptr;
}

std::shared_ptr<const Map> MainWindow::loadStandardMap(QString *error)
{
    std::optional<Map> map = Map::load(Map::standardMapDirectory(), error);
    if (!map)
        return nullptr;
    return std::make_shared<const Map>(std::move(*map));
}

QAction *MainWindow::action(const QString &objectName) const
{
    return findChild<QAction *>(objectName);
}

void MainWindow::createActions()
{
    auto make = [this](const QString &name, const QString &text, const QList<QKeySequence> &keys = {}) {
        auto *a = new QAction(text, this);
        a->setObjectName(name);
        // A standard key the platform does not define is empty; the explicit keys after it then serve.
        QList<QKeySequence> usable;
        for (const QKeySequence &key : keys) {
            if (!key.isEmpty() && !usable.contains(key))
                usable << key;
        }
        if (!usable.isEmpty())
            a->setShortcuts(usable);
        addAction(a);
        return a;
    };
    m_newAction = make(QStringLiteral("newAction"), tr("&New Game…"), {QKeySequence::New});
    connect(m_newAction, &QAction::triggered, this, [this] {
        if (!maybeSave())
            return;
        NewGameDialog dialog(this);
        if (dialog.exec() == QDialog::Accepted)
            newGame(dialog.rules(), dialog.drawMode(), dialog.gameName());
    });
    m_openAction = make(QStringLiteral("openAction"), tr("&Open…"), {QKeySequence::Open});
    connect(m_openAction, &QAction::triggered, this, [this] {
        if (!maybeSave())
            return;
        const QString file = QFileDialog::getOpenFileName(this, tr("Open Game"), m_lastDirectory,
                                                          tr("Arbiter games (*.json);;All files (*)"));
        if (!file.isEmpty())
            openFile(file);
    });
    m_openDatcAction = make(QStringLiteral("openDatcAction"), tr("Open &DATC Case…"),
                            {QKeySequence(Qt::CTRL | Qt::ALT | Qt::Key_O)});
    m_openDatcAction->setToolTip(tr("A new game from a case of a DATC test file, with its rules and orders"));
    connect(m_openDatcAction, &QAction::triggered, this, [this] {
        const QString file = QFileDialog::getOpenFileName(this, tr("Open DATC Test File"), m_lastDirectory,
                                                          tr("DATC test files (*.txt);;All files (*)"));
        if (!file.isEmpty())
            openDatcCase(file);
    });
    m_saveAction = make(QStringLiteral("saveAction"), tr("&Save"), {QKeySequence::Save});
    connect(m_saveAction, &QAction::triggered, this, &MainWindow::save);
    m_saveAsAction = make(QStringLiteral("saveAsAction"), tr("Save &As…"),
                          {QKeySequence::SaveAs, QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_S)});
    connect(m_saveAsAction, &QAction::triggered, this, [this] {
        QString suggestion = m_document->fileName();
        if (suggestion.isEmpty())
            suggestion = QDir(m_lastDirectory).filePath(m_document->displayName() + QStringLiteral(".json"));
        const QString file =
            QFileDialog::getSaveFileName(this, tr("Save Game"), suggestion, tr("Arbiter games (*.json)"));
        if (!file.isEmpty())
            saveFile(file.endsWith(QStringLiteral(".json"), Qt::CaseInsensitive)
                         ? file
                         : file + QStringLiteral(".json"));
    });
    m_importAction = make(QStringLiteral("importAction"), tr("&Import Order Sheet…"),
                          {QKeySequence(Qt::CTRL | Qt::Key_I)});
    connect(m_importAction, &QAction::triggered, this, &MainWindow::importOrders);
    m_exportPngAction = make(QStringLiteral("exportPngAction"), tr("Export Map as &PNG…"),
                             {QKeySequence(Qt::CTRL | Qt::Key_E)});
    connect(m_exportPngAction, &QAction::triggered, this, [this] { exportMap(QStringLiteral("png")); });
    m_exportSvgAction = make(QStringLiteral("exportSvgAction"), tr("Export Map as &SVG…"),
                             {QKeySequence(Qt::CTRL | Qt::ALT | Qt::Key_E)});
    connect(m_exportSvgAction, &QAction::triggered, this, [this] { exportMap(QStringLiteral("svg")); });
    m_exportPdfAction = make(QStringLiteral("exportPdfAction"), tr("Export Map as P&DF…"),
                             {QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_E)});
    connect(m_exportPdfAction, &QAction::triggered, this, [this] { exportMap(QStringLiteral("pdf")); });
    m_printAction = make(QStringLiteral("printAction"), tr("&Print Map…"), {QKeySequence::Print});
    connect(m_printAction, &QAction::triggered, this, [this] {
        QPrinter printer(QPrinter::HighResolution);
        printer.setPageOrientation(QPageLayout::Landscape);
        QPrintDialog dialog(&printer, this);
        if (dialog.exec() == QDialog::Accepted)
            printMap(m_scene, &printer, mapLabels(m_scene).caption);
    });
    m_quitAction = make(QStringLiteral("quitAction"), tr("&Quit"), {QKeySequence::Quit, QKeySequence(Qt::CTRL | Qt::Key_Q)});
    m_quitAction->setMenuRole(QAction::QuitRole);
    connect(m_quitAction, &QAction::triggered, this, &QWidget::close);

    m_undoAction = make(QStringLiteral("undoAction"), tr("&Undo"), {QKeySequence::Undo});
    connect(m_undoAction, &QAction::triggered, this, [this] { undoStack()->undo(); });
    // Ctrl+Shift+Z whatever the platform's Redo key is (not every keyboard scheme has it).
    m_redoAction = make(QStringLiteral("redoAction"), tr("&Redo"),
                        {QKeySequence::Redo, QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Z),
                         QKeySequence(Qt::CTRL | Qt::Key_Y)});
    connect(m_redoAction, &QAction::triggered, this, [this] { undoStack()->redo(); });
    m_pasteAction = make(QStringLiteral("pasteOrdersAction"), tr("&Paste Orders…"),
                         {QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_V)});
    connect(m_pasteAction, &QAction::triggered, this, &MainWindow::pasteOrders);
    m_copyResultsAction = make(QStringLiteral("copyResultsAction"), tr("&Copy Results Report"),
                               {QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_C)});
    connect(m_copyResultsAction, &QAction::triggered, this, &MainWindow::copyResults);
    m_cancelAction =
        make(QStringLiteral("cancelAction"), tr("Cancel Order Entry"), {QKeySequence(Qt::Key_Escape)});
    m_cancelAction->setShortcutContext(Qt::WidgetWithChildrenShortcut);
    connect(m_cancelAction, &QAction::triggered, this, [this] {
        if (m_input)
            m_input->cancel();
    });

    m_modeGroup = new QActionGroup(this);
    auto mode = [this, &make](const QString &name, const QString &text, Qt::Key key, OrderInput::Mode m) {
        QAction *a = make(name, text, {QKeySequence(key)});
        a->setCheckable(true);
        a->setData(int(m));
        m_modeGroup->addAction(a);
        connect(a, &QAction::triggered, this, [this, m] {
            if (m_input)
                m_input->setMode(m);
        });
        return a;
    };
    m_modeGroup->setExclusionPolicy(QActionGroup::ExclusionPolicy::ExclusiveOptional);
    m_holdAction = mode(QStringLiteral("holdAction"), tr("&Hold"), Qt::Key_H, OrderInput::Mode::Hold);
    m_moveAction = mode(QStringLiteral("moveAction"), tr("&Move"), Qt::Key_M, OrderInput::Mode::Move);
    m_supportAction =
        mode(QStringLiteral("supportAction"), tr("&Support"), Qt::Key_S, OrderInput::Mode::Support);
    m_convoyAction = mode(QStringLiteral("convoyAction"), tr("&Convoy"), Qt::Key_C, OrderInput::Mode::Convoy);
    m_disbandAction =
        mode(QStringLiteral("disbandAction"), tr("&Disband"), Qt::Key_D, OrderInput::Mode::Disband);
    m_nextUnitAction =
        make(QStringLiteral("nextUnitAction"), tr("&Next Unit Without Order"), {QKeySequence(Qt::Key_N)});
    connect(m_nextUnitAction, &QAction::triggered, this, &MainWindow::selectNextUnordered);
    m_commandAction = make(QStringLiteral("commandAction"), tr("&Type an Order"),
                           {QKeySequence(Qt::CTRL | Qt::Key_L), QKeySequence(Qt::Key_Slash)});
    connect(m_commandAction, &QAction::triggered, this, [this] {
        m_commandLine->setFocus();
        m_commandLine->selectAll();
    });

    m_adjudicateAction =
        make(QStringLiteral("adjudicateAction"), tr("&Adjudicate"),
             {QKeySequence(Qt::CTRL | Qt::Key_Return), QKeySequence(Qt::CTRL | Qt::Key_Enter)});
    m_adjudicateAction->setToolTip(tr("Adjudicate this phase (Ctrl+Return)"));
    connect(m_adjudicateAction, &QAction::triggered, this, [this] { adjudicate(true); });
    m_rulesAction =
        make(QStringLiteral("rulesAction"), tr("&Rules…"), {QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_R)});
    connect(m_rulesAction, &QAction::triggered, this, &MainWindow::showRules);
    m_gameInfoAction = make(QStringLiteral("gameInfoAction"), tr("Game &Info…"),
                            {QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_I)});
    m_gameInfoAction->setToolTip(tr("The game's name, notes and players"));
    connect(m_gameInfoAction, &QAction::triggered, this, &MainWindow::showGameInfo);

    m_zoomInAction = make(QStringLiteral("zoomInAction"), tr("Zoom &In"),
                          {QKeySequence(Qt::CTRL | Qt::Key_Equal), QKeySequence::ZoomIn});
    connect(m_zoomInAction, &QAction::triggered, this, [this] { m_view->zoomIn(); });
    m_zoomOutAction = make(QStringLiteral("zoomOutAction"), tr("Zoom &Out"),
                           {QKeySequence(Qt::CTRL | Qt::Key_Minus), QKeySequence::ZoomOut});
    connect(m_zoomOutAction, &QAction::triggered, this, [this] { m_view->zoomOut(); });
    m_fitAction =
        make(QStringLiteral("fitAction"), tr("&Fit to Window"), {QKeySequence(Qt::CTRL | Qt::Key_0)});
    connect(m_fitAction, &QAction::triggered, this, [this] { m_view->fitToWindow(); });
    m_showOrdersAction = make(QStringLiteral("showOrdersAction"), tr("Show &Orders on the Map"),
                              {QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_O)});
    m_showOrdersAction->setCheckable(true);
    m_showOrdersAction->setChecked(true);
    connect(m_showOrdersAction, &QAction::toggled, this, [this](bool on) {
        if (m_scene)
            m_scene->setOrdersVisible(on);
    });
    m_showResultsAction = make(QStringLiteral("showResultsAction"), tr("Show Last &Results"),
                               {QKeySequence(Qt::CTRL | Qt::Key_R)});
    m_showResultsAction->setCheckable(true);
    connect(m_showResultsAction, &QAction::triggered, this, [this](bool on) { setOverlayResults(on); });

    // History: replay, branches, chart and report.
    m_firstAction =
        make(QStringLiteral("firstPhaseAction"), tr("&First Phase"), {QKeySequence(Qt::CTRL | Qt::Key_Home)});
    m_firstAction->setIcon(style()->standardIcon(QStyle::SP_MediaSkipBackward));
    m_firstAction->setToolTip(tr("First phase (Ctrl+Home)"));
    connect(m_firstAction, &QAction::triggered, m_replay, &ReplayController::first);
    m_previousAction = make(QStringLiteral("previousPhaseAction"), tr("P&revious Phase"),
                            {QKeySequence(Qt::CTRL | Qt::Key_PageUp)});
    m_previousAction->setIcon(style()->standardIcon(QStyle::SP_MediaSeekBackward));
    m_previousAction->setToolTip(tr("Previous phase (Ctrl+PgUp)"));
    connect(m_previousAction, &QAction::triggered, m_replay, &ReplayController::previous);
    m_playAction = make(QStringLiteral("playReplayAction"), tr("&Play Replay"), {QKeySequence(Qt::Key_F5)});
    m_playAction->setIcon(style()->standardIcon(QStyle::SP_MediaPlay));
    m_playAction->setCheckable(true);
    m_playAction->setToolTip(tr("Play the game phase by phase at the chosen speed (F5)"));
    connect(m_playAction, &QAction::triggered, this, [this](bool on) {
        m_replay->setPlaying(on);
        m_playAction->setChecked(m_replay->isPlaying());
    });
    m_nextAction = make(QStringLiteral("nextPhaseAction"), tr("&Next Phase"),
                        {QKeySequence(Qt::CTRL | Qt::Key_PageDown)});
    m_nextAction->setIcon(style()->standardIcon(QStyle::SP_MediaSeekForward));
    m_nextAction->setToolTip(tr("Next phase (Ctrl+PgDown)"));
    connect(m_nextAction, &QAction::triggered, m_replay, &ReplayController::next);
    m_lastAction = make(QStringLiteral("currentPhaseAction"), tr("&Current Phase"),
                        {QKeySequence(Qt::CTRL | Qt::Key_End)});
    m_lastAction->setIcon(style()->standardIcon(QStyle::SP_MediaSkipForward));
    m_lastAction->setToolTip(tr("Back to the current phase, to edit it (Ctrl+End)"));
    connect(m_lastAction, &QAction::triggered, m_replay, &ReplayController::last);
    m_afterAction = make(QStringLiteral("positionAfterAction"), tr("Position &After the Phase"),
                         {QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_A)});
    m_afterAction->setCheckable(true);
    m_afterAction->setToolTip(
        tr("Show the position after the replayed phase instead of the position before it (Ctrl+Shift+A)"));
    m_afterAction->setIconText(tr("After"));
    connect(m_afterAction, &QAction::toggled, m_replay, &ReplayController::setAfter);
    m_playFromHereAction = make(QStringLiteral("playFromHereAction"), tr("Play from &Here"),
                                {QKeySequence(Qt::CTRL | Qt::Key_B)});
    m_playFromHereAction->setToolTip(
        tr("Start a what-if from the phase shown: the original line is kept (Ctrl+B)"));
    connect(m_playFromHereAction, &QAction::triggered, this, &MainWindow::playFromHere);
    m_switchLineAction = make(QStringLiteral("switchLineAction"), tr("&Switch to This Line"),
                              {QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_B)});
    m_switchLineAction->setToolTip(tr("Continue the line of play of the phase shown (Ctrl+Shift+B)"));
    m_switchLineAction->setIconText(tr("Switch Line"));
    connect(m_switchLineAction, &QAction::triggered, this, &MainWindow::switchToShownLine);
    m_renameLineAction = make(QStringLiteral("renameLineAction"), tr("&Name This Line…"), {QKeySequence(Qt::Key_F2)});
    connect(m_renameLineAction, &QAction::triggered, this, [this] {
        m_historyDock->show();
        m_historyDock->raise();
        m_history->editLineName(m_replay->shownEntry());
    });
    m_chartAction = make(QStringLiteral("centreChartAction"), tr("Supply &Centre Chart…"),
                         {QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_G)});
    connect(m_chartAction, &QAction::triggered, this, &MainWindow::showCentreChart);
    m_reportAction = make(QStringLiteral("gameReportAction"), tr("Game &Report…"),
                          {QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_T)});
    connect(m_reportAction, &QAction::triggered, this, &MainWindow::showGameReport);
    m_votesAction = make(QStringLiteral("drawVotesAction"), tr("&Draw Votes…"),
                         {QKeySequence(Qt::CTRL | Qt::ALT | Qt::Key_D)});
    connect(m_votesAction, &QAction::triggered, this, &MainWindow::showDrawVotes);
    m_setupAction = make(QStringLiteral("setUpPositionAction"), tr("Set &Up Position…"),
                         {QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_U)});
    m_setupAction->setCheckable(true);
    m_setupAction->setToolTip(tr("Place and remove units, set centre owners and the phase, then start a new game "
                                 "from that position (Ctrl+Shift+U)"));
    connect(m_setupAction, &QAction::triggered, this, [this](bool on) {
        if (on)
            startSetup(true);
        else
            leaveSetup();
    });
    m_resumeAction = make(QStringLiteral("resumeGameAction"), tr("Res&ume the Game"),
                          {QKeySequence(Qt::CTRL | Qt::ALT | Qt::Key_R)});
    m_resumeAction->setToolTip(tr("Restart a drawn game (the Judge's RESUME)"));
    connect(m_resumeAction, &QAction::triggered, this, [this] {
        m_document->resume();
        showMessage(tr("The game goes on: %1.").arg(phaseName(m_document->phase())));
    });
}

void MainWindow::createMenus()
{
    QMenu *file = menuBar()->addMenu(tr("&File"));
    file->addAction(m_newAction);
    file->addAction(m_openAction);
    file->addAction(m_openDatcAction);
    m_recentMenu = file->addMenu(tr("Open &Recent"));
    m_recent = new RecentFiles(m_recentMenu, this);
    connect(m_recent, &RecentFiles::openRequested, this, [this](const QString &fileName) {
        if (maybeSave())
            openFile(fileName);
    });
    file->addAction(m_saveAction);
    file->addAction(m_saveAsAction);
    file->addSeparator();
    file->addAction(m_importAction);
    file->addSeparator();
    file->addAction(m_exportPngAction);
    file->addAction(m_exportSvgAction);
    file->addAction(m_exportPdfAction);
    file->addAction(m_printAction);
    file->addSeparator();
    file->addAction(m_quitAction);

    QMenu *edit = menuBar()->addMenu(tr("&Edit"));
    edit->addAction(m_undoAction);
    edit->addAction(m_redoAction);
    edit->addSeparator();
    edit->addAction(m_pasteAction);
    edit->addAction(m_copyResultsAction);

    QMenu *orders = menuBar()->addMenu(tr("&Orders"));
    orders->addAction(m_holdAction);
    orders->addAction(m_moveAction);
    orders->addAction(m_supportAction);
    orders->addAction(m_convoyAction);
    orders->addAction(m_disbandAction);
    orders->addSeparator();
    orders->addAction(m_nextUnitAction);
    orders->addAction(m_commandAction);
    orders->addAction(m_cancelAction);

    QMenu *game = menuBar()->addMenu(tr("&Game"));
    game->addAction(m_adjudicateAction);
    game->addSeparator();
    game->addAction(m_votesAction);
    game->addAction(m_resumeAction);
    game->addSeparator();
    game->addAction(m_gameInfoAction);
    game->addAction(m_rulesAction);
    game->addAction(m_setupAction);

    QMenu *history = menuBar()->addMenu(tr("H&istory"));
    history->addAction(m_firstAction);
    history->addAction(m_previousAction);
    history->addAction(m_nextAction);
    history->addAction(m_lastAction);
    history->addAction(m_playAction);
    history->addAction(m_afterAction);
    history->addSeparator();
    history->addAction(m_playFromHereAction);
    history->addAction(m_switchLineAction);
    history->addAction(m_renameLineAction);
    history->addSeparator();
    history->addAction(m_chartAction);
    history->addAction(m_reportAction);

    QMenu *view = menuBar()->addMenu(tr("&View"));
    view->addAction(m_zoomInAction);
    view->addAction(m_zoomOutAction);
    view->addAction(m_fitAction);
    view->addSeparator();
    view->addAction(m_showOrdersAction);
    view->addAction(m_showResultsAction);
    m_powersMenu = view->addMenu(tr("Orders of &Powers"));
    for (int p = 0; p < m_map->powerCount(); ++p) {
        QAction *a = m_powersMenu->addAction(document::powerName(*m_map, p));
        a->setObjectName(QStringLiteral("showPower_%1").arg(m_map->power(p).id));
        a->setCheckable(true);
        a->setChecked(true);
        if (p < 9)
            a->setShortcut(QKeySequence(Qt::ALT | Qt::Key(Qt::Key_1 + p)));
        addAction(a);
        connect(a, &QAction::toggled, this, [this, p](bool on) {
            if (m_scene)
                m_scene->setPowerVisible(p, on);
        });
        m_powerActions << a;
    }
    view->addSeparator();
    for (QDockWidget *dock : findChildren<QDockWidget *>())
        view->addAction(dock->toggleViewAction());
    QMenu *language = view->addMenu(tr("&Language"));
    auto *languages = new QActionGroup(this);
    const QString current = QSettings().value(QStringLiteral("language")).toString();
    const std::pair<QString, QString> choices[] = {{QString(), tr("System Default")},
                                                   {QStringLiteral("en"), QStringLiteral("English")},
                                                   {QStringLiteral("de"), QStringLiteral("Deutsch")}};
    for (const auto &[code, name] : choices) {
        QAction *a = language->addAction(name);
        a->setProperty("dynamicEntry", true); // a choice in a list, reached with the menu's own keys
        a->setCheckable(true);
        a->setChecked(code == current);
        languages->addAction(a);
        connect(a, &QAction::triggered, this, [this, code] {
            QSettings().setValue(QStringLiteral("language"), code);
            showMessage(tr("The language changes when Arbiter is started again."));
        });
    }

    QMenu *help = menuBar()->addMenu(tr("&Help"));
    QAction *about = help->addAction(tr("&About Arbiter"), this, [this] {
        QMessageBox::about(
            this, tr("About Arbiter"),
            tr("<h3>Arbiter %1</h3><p>A Diplomacy map client and rules engine for the game master "
               "at the table.</p><p>Adjudication follows the DATC v3.0; every rule choice of its "
               "chapter 4 can be set in Game → Rules.</p>")
                .arg(QCoreApplication::applicationVersion()));
    });
    about->setShortcut(QKeySequence(Qt::Key_F1));
    help->addAction(tr("About &Qt"), qApp, &QApplication::aboutQt)->setShortcut(QKeySequence(Qt::SHIFT | Qt::Key_F1));
}

void MainWindow::createDocks()
{
    auto *dock = new QDockWidget(tr("Orders"), this);
    dock->setObjectName(QStringLiteral("ordersDock"));
    m_orders = new OrdersPanel(dock);
    m_orders->setMinimumWidth(360);
    dock->setWidget(m_orders);
    dock->toggleViewAction()->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_D));
    addDockWidget(Qt::RightDockWidgetArea, dock);
    m_ordersDock = dock;

    m_votesDock = new QDockWidget(tr("Draw Votes"), this);
    m_votesDock->setObjectName(QStringLiteral("drawVotesDock"));
    m_votesDock->toggleViewAction()->setShortcut(QKeySequence(Qt::CTRL | Qt::ALT | Qt::Key_V));
    m_votes = new DrawVotesPanel(m_votesDock);
    m_votesDock->setWidget(m_votes);
    addDockWidget(Qt::RightDockWidgetArea, m_votesDock);
    tabifyDockWidget(dock, m_votesDock);
    dock->raise();

    m_historyDock = new QDockWidget(tr("History"), this);
    m_historyDock->setObjectName(QStringLiteral("historyDock"));
    HistoryPanel::Actions actions;
    actions.first = m_firstAction;
    actions.previous = m_previousAction;
    actions.play = m_playAction;
    actions.next = m_nextAction;
    actions.last = m_lastAction;
    actions.after = m_afterAction;
    actions.playFromHere = m_playFromHereAction;
    actions.switchLine = m_switchLineAction;
    actions.renameLine = m_renameLineAction;
    actions.report = m_reportAction;
    actions.chart = m_chartAction;
    m_history = new HistoryPanel(actions, m_historyDock);
    m_history->setMinimumWidth(280);
    m_historyDock->setWidget(m_history);
    m_historyDock->toggleViewAction()->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_H));
    addDockWidget(Qt::LeftDockWidgetArea, m_historyDock);

    m_setupDock = new QDockWidget(tr("Set Up Position"), this);
    m_setupDock->setObjectName(QStringLiteral("setupDock"));
    m_setupDock->toggleViewAction()->setShortcut(QKeySequence(Qt::CTRL | Qt::ALT | Qt::Key_U));
    m_setup = new SetupPanel(m_map, m_setupDock);
    m_setup->setArtwork(m_artwork.get());
    m_setupDock->setWidget(m_setup);
    addDockWidget(Qt::RightDockWidgetArea, m_setupDock);
    tabifyDockWidget(m_ordersDock, m_setupDock);
    m_ordersDock->raise();
    m_setupDock->hide();
    connect(m_setup, &SetupPanel::positionChanged, this, [this] {
        if (m_scene && settingUp()) {
            m_scene->setSetupPosition(m_setup->position());
            updateBanner();
        }
    });
    connect(m_setup, &SetupPanel::message, this, &MainWindow::showMessage);
    connect(m_setup, &SetupPanel::startRequested, this, &MainWindow::startGameFromSetup);
    connect(m_setup, &SetupPanel::cancelRequested, this, &MainWindow::leaveSetup);
    // While setting up, Edit → Undo and Redo act on the set-up edits (the game's stack is left alone).
    QUndoStack *setupStack = m_setup->undoStack();
    connect(setupStack, &QUndoStack::canUndoChanged, this, &MainWindow::updateActions);
    connect(setupStack, &QUndoStack::canRedoChanged, this, &MainWindow::updateActions);
    connect(setupStack, &QUndoStack::undoTextChanged, this, &MainWindow::updateActions);
    connect(setupStack, &QUndoStack::redoTextChanged, this, &MainWindow::updateActions);
    connect(m_setup, &SetupPanel::emptyBoardRequested, this, [this] { startSetup(false); });
    connect(m_setup, &SetupPanel::currentGameRequested, this, [this] { startSetup(true); });
    // Closing the dock ends the set-up.
    connect(m_setupDock, &QDockWidget::visibilityChanged, this, [this](bool) {
        if (settingUp() && m_setupDock->isHidden())
            leaveSetup();
    });

    auto *undoDock = new QDockWidget(tr("Undo History"), this);
    undoDock->setObjectName(QStringLiteral("undoDock"));
    auto *undoView = new QUndoView(undoDock);
    undoView->setObjectName(QStringLiteral("undoView"));
    undoView->setEmptyLabel(tr("<start of game>"));
    undoDock->setWidget(undoView);
    undoDock->toggleViewAction()->setShortcut(QKeySequence(Qt::CTRL | Qt::ALT | Qt::Key_Z));
    addDockWidget(Qt::RightDockWidgetArea, undoDock);
    undoDock->hide();
}

void MainWindow::newGame(const RuleSettings &rules, DrawMode mode, const QString &name)
{
    setDocument(std::make_unique<GameDocument>(m_map, rules, mode, name));
    showMessage(tr("New game: %1.").arg(phaseName(m_document->phase())));
}

void MainWindow::setDocument(std::unique_ptr<GameDocument> document)
{
    if (settingUp())
        leaveSetup();
    GameDocument *old = m_document;
    MapScene *oldScene = m_scene;
    if (m_input)
        m_input->deleteLater();
    m_document = document.release();
    m_document->setParent(this);
    m_scene = new MapScene(m_document, m_artwork.get(), this);
    m_input = new OrderInput(m_scene, this, this);
    m_view->setScene(m_scene);
    m_view->fitToWindow();
    delete oldScene;
    if (old) {
        disconnect(old, nullptr, this, nullptr);
        disconnect(old->undoStack(), nullptr, this, nullptr);
        old->deleteLater();
    }
    m_replay->setDocument(nullptr);
    m_orders->setDocument(m_document);
    m_history->setDocument(m_document);
    m_votes->setDocument(m_document);
    m_phaseBar->setDocument(m_document);
    m_commandLine->setDocument(m_document);
    m_wasReplaying = false;
    setUndoViewStack();
    m_scene->setOrdersVisible(m_showOrdersAction->isChecked());
    for (int p = 0; p < m_powerActions.size(); ++p)
        m_scene->setPowerVisible(p, m_powerActions[p]->isChecked());

    connect(m_input, &OrderInput::message, this, [this](const QString &text) { showMessage(text); });
    connect(m_input, &OrderInput::modeChanged, this, [this](OrderInput::Mode mode) {
        for (QAction *a : m_modeGroup->actions())
            a->setChecked(a->data().toInt() == int(mode) && mode != OrderInput::Mode::Auto);
    });
    connect(m_input, &OrderInput::unitSelected, this,
            [this](int province) { m_orders->selectProvince(province); });
    connect(m_scene, &MapScene::overlayChanged, this, [this](MapScene::Overlay overlay) {
        const bool results = overlay == MapScene::Overlay::Results;
        m_showResultsAction->setChecked(results);
        m_orders->setSource(results ? OrdersModel::Source::LastResults : OrdersModel::Source::CurrentOrders);
        updateBanner();
    });
    connect(m_document, &GameDocument::modifiedChanged, this, &MainWindow::updateTitle);
    connect(m_document, &GameDocument::fileNameChanged, this, &MainWindow::updateTitle);
    connect(m_document, &GameDocument::phaseChanged, this, [this] {
        setOverlayResults(false);
        updateActions();
        updateChart();
    });
    connect(m_document, &GameDocument::votesChanged, this, [this] {
        updateActions();
        updateBanner();
    });
    connect(m_document, &GameDocument::ordersChanged, this, [this] {
        // An order entered in any way (click, command line, sheet, undo) shows the orders again.
        if (m_scene && m_scene->overlay() == MapScene::Overlay::Results)
            setOverlayResults(false);
        updateActions();
    });
    QUndoStack *stack = m_document->undoStack();
    connect(stack, &QUndoStack::canUndoChanged, this, &MainWindow::updateActions);
    connect(stack, &QUndoStack::canRedoChanged, this, &MainWindow::updateActions);
    connect(stack, &QUndoStack::undoTextChanged, this, &MainWindow::updateActions);
    connect(stack, &QUndoStack::redoTextChanged, this, &MainWindow::updateActions);
    m_autosave->watch(m_document);
    m_replay->setDocument(m_document);
    updateTitle();
    updateActions();
}

bool MainWindow::settingUp() const
{
    return m_scene && m_scene->settingUp();
}

void MainWindow::startSetup(bool fromCurrentGame)
{
    m_replay->setPlaying(false);
    m_replay->view(-1);
    if (m_input)
        m_input->cancel();
    setOverlayResults(false);
    const bool again = settingUp(); // Empty Board or From the Game in the panel: an edit to undo
    Position start;
    if (fromCurrentGame) {
        start = m_document->position();
    } else {
        start = emptyPosition(*m_map, m_document->phase());
        start.dislodged.clear();
        if (start.phase.kind == PhaseKind::Retreat)
            start.phase.kind = PhaseKind::Movement;
    }
    m_scene->setSetupPosition(start); // before the panel reports what it removed
    m_setupDock->show();
    m_setupDock->raise();
    m_setupAction->setChecked(true);
    showMessage(fromCurrentGame ? tr("Setting up a position from %1: click to place or remove units.")
                                      .arg(phaseName(m_document->phase()))
                                : tr("Setting up a position on an empty board: click to place units."));
    if (again)
        m_setup->replace(std::move(start), fromCurrentGame ? tr("Position of the Game") : tr("Empty Board"));
    else
        m_setup->start(std::move(start));
    setUndoViewStack();
    m_commandLine->setEnabled(false);
    m_phaseBar->hide(); // it tells the open game's phase and orders, not the position set up
    updateBanner();
    updateActions();
}

void MainWindow::leaveSetup()
{
    if (!settingUp())
        return;
    m_scene->setSetupPosition(std::nullopt);
    m_setupAction->setChecked(false);
    m_setupDock->hide();
    m_phaseBar->show();
    m_commandLine->setEnabled(true);
    m_setup->undoStack()->clear();
    setUndoViewStack();
    updateBanner();
    updateActions();
}

QUndoStack *MainWindow::undoStack() const
{
    return settingUp() ? m_setup->undoStack() : m_document->undoStack();
}

void MainWindow::setUndoViewStack()
{
    if (auto *undoView = findChild<QUndoView *>(QStringLiteral("undoView")))
        undoView->setStack(undoStack());
}

bool MainWindow::startGameFromSetup()
{
    if (!settingUp())
        return false;
    Position start = m_setup->position();
    if (start.units.empty() && start.phase.kind != PhaseKind::Adjustment) {
        showMessage(tr("There are no units on the board: place some first."), true);
        return false;
    }
    if (!maybeSave())
        return false;
    removeFlyingDutchmen(*m_map, &start); // none are left, but a game never starts with one (4.E.6)
    Game game(m_map, m_document->rules(), m_document->drawMode(), start);
    game.setVictoryCentres(m_document->game().victoryCentres());
    game.info().name = tr("Study from %1").arg(phaseName(start.phase));
    setDocument(GameDocument::fromGame(std::move(game)));
    showMessage(tr("A new game from the position set up: %1. Enter orders and adjudicate.")
                    .arg(phaseName(m_document->phase())));
    return true;
}

bool MainWindow::openDatcCase(const QString &fileName, const QString &caseName)
{
    const DatcFile file = DatcReader(*m_map, RuleSettings()).readFile(fileName);
    if (file.cases.empty()) {
        notify(tr("Cannot Open DATC Case"),
               tr("%1 holds no test case that can be read.%2")
                   .arg(QDir::toNativeSeparators(fileName),
                        file.errors.isEmpty() ? QString() : QStringLiteral("\n\n") + file.errors.mid(0, 10).join(u'\n')));
        return false;
    }
    const DatcCase *chosen = nullptr;
    if (caseName.isEmpty()) {
        DatcCaseDialog dialog(file, this);
        if (dialog.exec() != QDialog::Accepted || dialog.chosenCase() < 0)
            return false;
        chosen = &file.cases[std::size_t(dialog.chosenCase())];
    } else {
        chosen = findDatcCase(file, caseName);
        if (!chosen) {
            showMessage(tr("%1 has no case named %2.").arg(QFileInfo(fileName).fileName(), caseName), true);
            return false;
        }
    }
    DatcGame made = datcGame(m_map, *chosen, m_document->drawMode());
    if (!made.game) {
        notify(tr("Cannot Open DATC Case"), made.error);
        return false;
    }
    if (!maybeSave())
        return false;
    const DatcCase &c = *chosen;
    const int unread = made.unreadOrders;
    const int removed = int(made.removed.size());
    setDocument(GameDocument::fromGame(std::move(*made.game)));
    m_lastDirectory = QFileInfo(fileName).absolutePath();
    QString text = tr("DATC case %1: %2 with %n order(s) entered; adjudicate to see the results.", nullptr,
                      int(m_document->orders().size()))
                       .arg(c.name, phaseName(m_document->phase()));
    if (unread > 0)
        text += u' ' + tr("%n order line(s) could not be read and were left out.", nullptr, unread);
    if (removed > 0)
        text += u' ' + tr("%n unit(s) that cannot be on the board were removed (DATC 4.E.6).", nullptr, removed);
    showMessage(text, unread > 0 || removed > 0);
    return true;
}

void MainWindow::updateTitle()
{
    if (!m_document)
        return;
    setWindowTitle(tr("%1[*] — Arbiter").arg(m_document->displayName()));
    setWindowModified(m_document->isModified());
}

void MainWindow::updateActions()
{
    if (!m_document)
        return;
    QUndoStack *stack = undoStack();
    m_undoAction->setEnabled(stack->canUndo());
    m_undoAction->setText(stack->canUndo() ? tr("&Undo %1").arg(stack->undoText()) : tr("&Undo"));
    m_redoAction->setEnabled(stack->canRedo());
    m_redoAction->setText(stack->canRedo() ? tr("&Redo %1").arg(stack->redoText()) : tr("&Redo"));
    const bool replaying = m_replay->isReplaying();
    const bool setup = settingUp();
    const bool open = m_document->acceptsOrders() && !replaying && !setup;
    m_adjudicateAction->setEnabled(open);
    m_pasteAction->setEnabled(open);
    m_importAction->setEnabled(open);
    const bool results = m_document->lastResults() != nullptr;
    m_copyResultsAction->setEnabled(results);
    m_showResultsAction->setEnabled(results && !replaying);
    const PhaseKind kind = m_document->phase().kind;
    const bool movement = kind == PhaseKind::Movement;
    m_holdAction->setEnabled(open && movement);
    m_moveAction->setEnabled(open && movement);
    m_supportAction->setEnabled(open && movement);
    m_convoyAction->setEnabled(open && movement);
    m_disbandAction->setEnabled(open && kind == PhaseKind::Retreat);
    m_nextUnitAction->setEnabled(open && kind != PhaseKind::Adjustment);
    m_commandAction->setEnabled(!replaying && !setup);

    m_firstAction->setEnabled(m_replay->canGoBack());
    m_previousAction->setEnabled(m_replay->canGoBack());
    m_nextAction->setEnabled(m_replay->canGoForward());
    m_lastAction->setEnabled(replaying);
    m_playAction->setEnabled(m_replay->isPlaying() || m_replay->navigationLine().size() > 1);
    m_afterAction->setEnabled(replaying);
    m_switchLineAction->setEnabled(replaying && !shownOnCurrentLine());
    m_resumeAction->setEnabled(m_document->game().currentEntry().end.kind == GameEndKind::Draw);
}

bool MainWindow::shownOnCurrentLine() const
{
    const Game &game = m_document->game();
    return m_replay->lineEnd() == game.lastOfLine(game.current());
}

void MainWindow::applyView()
{
    if (!m_document || !m_scene)
        return;
    const int entry = m_replay->viewedEntry();
    const bool after = m_replay->showsAfter();
    if (entry >= 0 && m_input)
        m_input->cancel();
    m_scene->setReplay(entry, after);
    m_orders->setReplay(entry);
    m_phaseBar->setReplay(entry, after, m_replay->lineEnd());
    m_history->setShownEntry(m_replay->shownEntry());
    // The line stays where the typing goes (a disabled line would pass the keys to the history list).
    m_commandLine->setRefusal(entry < 0 ? QString()
                                        : tr("This is a replay: Ctrl+End returns to the current phase to "
                                             "enter orders, Play from Here starts a what-if."));
    if (m_afterAction->isChecked() != after)
        m_afterAction->setChecked(after);
    if (entry < 0 && m_wasReplaying) // back to editing: the current orders (the results, after a victory)
        setOverlayResults(m_document->game().currentEntry().adjudicated);
    m_wasReplaying = entry >= 0;
    updateChart();
    updateBanner();
    updateActions();
}

void MainWindow::updateChart()
{
    if (!m_document)
        return;
    const Game &game = m_document->game();
    const int shown = m_replay->shownEntry();
    if (shown < 0 || shown >= game.phaseCount())
        return;
    std::vector<QColor> colours;
    QStringList names;
    for (int p = 0; p < game.map().powerCount(); ++p) {
        colours.emplace_back(game.map().power(p).colour);
        names << document::powerName(game.map(), p);
    }
    const std::vector<CentreCounts> years = centreHistory(game, m_replay->lineEnd());
    const int year = m_replay->isReplaying() ? game.entry(shown).position.phase.year : 0;
    std::vector<CentreChart *> charts{m_history->chart()};
    if (m_chartDialog)
        charts.push_back(m_chartDialog->findChild<CentreChart *>());
    for (CentreChart *chart : charts) {
        if (!chart)
            continue;
        chart->setData(years, colours, names, game.victoryCentres());
        chart->setMarkedYear(year);
    }
}

void MainWindow::playFromHere()
{
    const int entry = m_replay->shownEntry();
    const Game &game = m_document->game();
    if (entry < 0 || entry >= game.phaseCount())
        return;
    const Phase phase = game.entry(entry).position.phase;
    m_replay->setPlaying(false);
    m_document->branchFrom(entry, tr("What-if from %1").arg(seasonName(phase)));
    showMessage(tr("A what-if from %1: change the orders and adjudicate. The original line stays in the "
                   "history.")
                    .arg(phaseName(phase)));
}

void MainWindow::switchToShownLine()
{
    if (!m_replay->isReplaying() || shownOnCurrentLine())
        return;
    m_document->switchToLine(m_replay->lineEnd());
    const Game &game = m_document->game();
    showMessage(tr("Now playing %1: %2.")
                    .arg(document::branchTitle(game, document::branchStart(game, game.current())),
                         phaseName(m_document->phase())));
}

QDialog *MainWindow::centreChartDialog() const
{
    return m_chartDialog;
}

GameReportDialog *MainWindow::gameReportDialog() const
{
    return m_reportDialog;
}

void MainWindow::showCentreChart()
{
    if (!m_chartDialog) {
        auto *dialog = new QDialog(this);
        dialog->setObjectName(QStringLiteral("centreChartDialog"));
        dialog->setAttribute(Qt::WA_DeleteOnClose);
        dialog->setWindowTitle(tr("Supply Centre Chart"));
        auto *layout = new QVBoxLayout(dialog);
        layout->addWidget(new CentreChart(dialog), 1);
        auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, dialog);
        connect(buttons, &QDialogButtonBox::rejected, dialog, &QDialog::reject);
        layout->addWidget(buttons);
        dialog->resize(860, 540);
        m_chartDialog = dialog;
    }
    updateChart();
    m_chartDialog->setWindowTitle(tr("Supply Centre Chart — %1").arg(m_document->displayName()));
    m_chartDialog->show();
    m_chartDialog->raise();
}

void MainWindow::showGameReport()
{
    const Game &game = m_document->game();
    const int end = m_replay->lineEnd();
    const QString suggestion = QDir(m_lastDirectory.isEmpty() ? QDir::homePath() : m_lastDirectory)
                                   .filePath(m_document->displayName() + QStringLiteral(".txt"));
    delete m_reportDialog;
    m_reportDialog = new GameReportDialog(gameReport(game, end), suggestion, this);
    m_reportDialog->setAttribute(Qt::WA_DeleteOnClose);
    m_reportDialog->setWindowTitle(tr("Game Report — %1").arg(m_document->displayName()));
    m_reportDialog->show();
}

void MainWindow::showDrawVotes()
{
    m_votesDock->show();
    m_votesDock->raise();
    m_votes->setFocus();
}

void MainWindow::setOverlayResults(bool results)
{
    if (!m_scene)
        return;
    if (results && !m_scene->hasResults())
        results = false;
    m_scene->setOverlay(results ? MapScene::Overlay::Results : MapScene::Overlay::Orders);
    m_showResultsAction->setChecked(results);
    m_orders->setSource(results ? OrdersModel::Source::LastResults : OrdersModel::Source::CurrentOrders);
    updateBanner();
}

void MainWindow::updateBanner()
{
    if (!m_scene || !m_document)
        return;
    const PhaseEntry *last = m_document->lastResults();
    if (settingUp()) {
        m_view->setBanner(tr("Setting up %1: click to place or remove units — Start Game Here to play it")
                              .arg(phaseName(m_setup->position().phase)));
        return;
    }
    if (m_replay->isReplaying()) {
        const PhaseEntry &e = m_document->game().entry(m_replay->viewedEntry());
        const QString name = phaseName(e.position.phase);
        if (!e.adjudicated)
            m_view->setBanner(tr("Replay: %1, not adjudicated").arg(name));
        else if (m_replay->showsAfter())
            m_view->setBanner(tr("Replay: after %1").arg(name));
        else
            m_view->setBanner(tr("Replay: %1, orders and results").arg(name));
        return;
    }
    const GameEnd &end = m_document->game().currentEntry().end;
    if (m_scene->overlay() == MapScene::Overlay::Results && last && end.kind == GameEndKind::Victory)
        m_view->setBanner(tr("%1 Results of %2.")
                              .arg(document::gameEndSentence(m_document->map(), end),
                                   phaseName(last->position.phase)));
    else if (m_scene->overlay() == MapScene::Overlay::Results && last)
        m_view->setBanner(
            tr("Results of %1 (Ctrl+R: back to the orders of %2)")
                .arg(phaseName(last->position.phase), seasonName(m_document->phase())));
    else if (end.kind != GameEndKind::None)
        m_view->setBanner(document::gameEndSentence(m_document->map(), end));
    else if (!m_document->acceptsOrders())
        m_view->setBanner(tr("The game has ended"));
    else
        m_view->setBanner(QString());
}

void MainWindow::showMessage(const QString &text, bool error)
{
    statusBar()->setStyleSheet(error ? QStringLiteral("QStatusBar { color: #b00000; }") : QString());
    statusBar()->showMessage(text, error ? 15000 : 8000);
}

QMessageBox::StandardButton MainWindow::ask(const QString &title, const QString &text,
                                            QMessageBox::StandardButtons buttons,
                                            QMessageBox::StandardButton defaultButton)
{
    if (m_asker)
        return m_asker(title, text, buttons, defaultButton);
    return QMessageBox::question(this, title, text, buttons, defaultButton);
}

void MainWindow::notify(const QString &title, const QString &text)
{
    if (m_notifier) {
        m_notifier(title, text);
        return;
    }
    QMessageBox::warning(this, title, text);
}

bool MainWindow::openFile(const QString &fileName)
{
    QString error;
    std::unique_ptr<GameDocument> doc = GameDocument::open(fileName, m_map, &error);
    if (!doc) {
        notify(tr("Cannot Open Game"),
               tr("The game %1 cannot be opened:\n\n%2").arg(QDir::toNativeSeparators(fileName), error));
        showMessage(tr("Could not open %1.").arg(QFileInfo(fileName).fileName()), true);
        return false;
    }
    setDocument(std::move(doc));
    m_recent->add(fileName);
    m_lastDirectory = QFileInfo(fileName).absolutePath();
    showMessage(
        tr("Opened %1: %2.").arg(QFileInfo(fileName).fileName(), phaseName(m_document->phase())));
    return true;
}

bool MainWindow::saveFile(const QString &fileName)
{
    QString error;
    if (!m_document->save(fileName, &error)) {
        notify(tr("Cannot Save Game"),
               tr("The game could not be saved to %1:\n\n%2").arg(QDir::toNativeSeparators(fileName), error));
        return false;
    }
    m_recent->add(fileName);
    m_lastDirectory = QFileInfo(fileName).absolutePath();
    showMessage(tr("Saved %1.").arg(QDir::toNativeSeparators(fileName)));
    return true;
}

bool MainWindow::save()
{
    if (m_document->fileName().isEmpty()) {
        m_saveAsAction->trigger();
        return !m_document->isModified();
    }
    return saveFile(m_document->fileName());
}

bool MainWindow::maybeSave()
{
    if (!m_document || !m_document->isModified())
        return true;
    const auto answer =
        ask(tr("Unsaved Changes"),
            tr("The game \"%1\" has changes that are not saved. Save them?").arg(m_document->displayName()),
            QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel, QMessageBox::Save);
    if (answer == QMessageBox::Save)
        return save();
    return answer == QMessageBox::Discard;
}

bool MainWindow::offerRecovery()
{
    const QString path = m_autosave->path();
    if (!QFileInfo::exists(path))
        return false;
    QString error;
    const std::optional<document::Autosave::Recovery> recovery = document::Autosave::read(path, &error);
    if (!recovery) {
        notify(tr("Recovery File Damaged"),
               tr("A recovery file was found but cannot be read (%1). It is discarded.").arg(error));
        m_autosave->discard();
        return false;
    }
    const QString when = QLocale().toString(recovery->saved.toLocalTime(), QLocale::ShortFormat);
    const auto answer =
        ask(tr("Restore Game"),
            tr("Arbiter did not close normally. Restore the game \"%1\" as it was at %2, with every "
               "order entered?")
                .arg(recovery->name, when),
            QMessageBox::Yes | QMessageBox::No, QMessageBox::Yes);
    if (answer != QMessageBox::Yes) {
        m_autosave->discard();
        return false;
    }
    std::unique_ptr<GameDocument> doc =
        GameDocument::fromData(recovery->game, recovery->fileName, m_map, &error);
    if (!doc) {
        notify(tr("Cannot Restore Game"), tr("The recovery file cannot be read:\n\n%1").arg(error));
        return false;
    }
    setDocument(std::move(doc));
    m_autosave->write();
    showMessage(tr("Restored \"%1\": %2.").arg(recovery->name, phaseName(m_document->phase())));
    return true;
}

bool MainWindow::adjudicate(bool confirm)
{
    if (!m_document->acceptsOrders())
        return false;
    m_replay->view(-1); // the current phase is the one adjudicated
    const Map &map = m_document->map();
    if (confirm && m_document->hasMissingOrders()) {
        const PhaseKind kind = m_document->phase().kind;
        QStringList missing;
        for (int p = 0; p < map.powerCount(); ++p) {
            const int due = m_document->ordersDue(p);
            const int given = m_document->ordersGiven(p);
            if (given < due)
                missing << tr("%1: %2 of %3").arg(document::powerName(map, p)).arg(given).arg(due);
            // An illegal order is no order: the game master sees which ones will not be carried out.
            const std::vector<EnteredOrder> &orders = m_document->orders();
            for (std::size_t i = 0; i < orders.size(); ++i) {
                if (orders[i].order.power != p || m_document->check(int(i)).legal)
                    continue;
                const QString order = formatOrder(map, orders[i].order, false, kind);
                missing << (kind == PhaseKind::Movement  ? tr("    %1: illegal, will hold").arg(order)
                            : kind == PhaseKind::Retreat ? tr("    %1: illegal, will disband").arg(order)
                                                         : tr("    %1: illegal, ignored").arg(order));
            }
        }
        QString consequence;
        switch (kind) {
        case PhaseKind::Movement:
            consequence = tr("Units without orders hold.");
            break;
        case PhaseKind::Retreat:
            consequence = tr("Dislodged units without orders are disbanded.");
            break;
        case PhaseKind::Adjustment:
            consequence = tr(
                "Builds not ordered are waived; removals not ordered are chosen by the civil disorder rule.");
            break;
        }
        const auto answer = ask(
            tr("Orders Missing"),
            tr("Not every order is in:\n\n%1\n\n%2 Adjudicate anyway?").arg(missing.join(u'\n'), consequence),
            QMessageBox::Yes | QMessageBox::Cancel, QMessageBox::Cancel);
        if (answer != QMessageBox::Yes)
            return false;
    }
    const Phase phase = m_document->phase();
    m_input->cancel();
    m_document->adjudicate();
    setOverlayResults(true);
    const PhaseEntry *results = m_document->lastResults();
    int failed = 0;
    if (results) {
        for (const OrderResult &r : results->results)
            failed += r.status != OrderStatus::Succeeded ? 1 : 0;
    }
    QString next = m_document->acceptsOrders() ? tr("Next: %1.").arg(phaseName(m_document->phase()))
                                               : tr("The game has ended.");
    showMessage(tr("Adjudicated %1: %n order(s) failed or ignored. %2", nullptr, failed)
                    .arg(phaseName(phase), next));
    return true;
}

void MainWindow::showRules()
{
    RulesDialog dialog(m_document->rules(), m_document->drawMode(), this);
    if (dialog.exec() != QDialog::Accepted)
        return;
    m_document->undoStack()->beginMacro(tr("Change rules"));
    m_document->setRules(dialog.rules());
    m_document->setDrawMode(dialog.drawMode());
    m_document->undoStack()->endMacro();
}

void MainWindow::showGameInfo()
{
    GameInfoDialog dialog(m_document->map(), m_document->game().info(), this);
    if (dialog.exec() != QDialog::Accepted)
        return;
    m_document->setInfo(dialog.info());
}

void MainWindow::openOrderSheet(const QString &text)
{
    if (!m_document->acceptsOrders())
        return;
    ImportOrdersDialog dialog(m_document, text, this);
    if (dialog.exec() != QDialog::Accepted || dialog.orders().isEmpty())
        return;
    const QList<EnteredOrder> orders = dialog.orders();
    m_document->addOrders(orders, tr("Enter %n order(s) from a sheet", nullptr, int(orders.size())));
    setOverlayResults(false);
    showMessage(tr("%n order(s) entered.", nullptr, int(orders.size())));
}

void MainWindow::pasteOrders()
{
    openOrderSheet(QApplication::clipboard()->text());
}

void MainWindow::importOrders()
{
    const QString file = QFileDialog::getOpenFileName(this, tr("Import Order Sheet"), m_lastDirectory,
                                                      tr("Text files (*.txt);;All files (*)"));
    if (file.isEmpty())
        return;
    QFile in(file);
    if (!in.open(QIODevice::ReadOnly | QIODevice::Text)) {
        notify(tr("Cannot Import Orders"),
               tr("%1 cannot be read: %2").arg(QDir::toNativeSeparators(file), in.errorString()));
        return;
    }
    openOrderSheet(QString::fromUtf8(in.readAll()));
}

QString MainWindow::resultsReport() const
{
    const int id = m_document->lastResultsId();
    return id < 0 ? QString() : arbiter::resultsReport(m_document->game(), id);
}

void MainWindow::copyResults()
{
    const QString report = resultsReport();
    if (report.isEmpty()) {
        showMessage(tr("Nothing has been adjudicated yet."), true);
        return;
    }
    QApplication::clipboard()->setText(report);
    showMessage(tr("The results report is on the clipboard."));
}

void MainWindow::exportMap(const QString &format)
{
    const MapLabels labels = mapLabels(m_scene);
    const QString base = QDir(m_lastDirectory.isEmpty() ? QDir::homePath() : m_lastDirectory)
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
        notify(tr("Cannot Export Map"), tr("%1: %2").arg(QDir::toNativeSeparators(file), error));
    else
        showMessage(tr("Exported the map to %1.").arg(QDir::toNativeSeparators(file)));
}

void MainWindow::selectNextUnordered()
{
    if (!m_document->acceptsOrders() || m_replay->isReplaying())
        return;
    const Map &map = m_document->map();
    const Position &position = m_document->position();
    std::vector<int> provinces;
    if (position.phase.kind == PhaseKind::Retreat) {
        for (const DislodgedUnit &d : position.dislodged)
            provinces.push_back(map.location(d.unit.location).province);
    } else {
        for (const Unit &u : position.units)
            provinces.push_back(map.location(u.location).province);
    }
    const int current = m_input->selectedProvince();
    std::size_t start = 0;
    for (std::size_t i = 0; i < provinces.size(); ++i) {
        if (provinces[i] == current)
            start = i + 1;
    }
    for (std::size_t k = 0; k < provinces.size(); ++k) {
        const int p = provinces[(start + k) % provinces.size()];
        if (m_document->orderForProvince(p) < 0) {
            setOverlayResults(false);
            m_input->selectProvince(p);
            m_view->setFocus();
            return;
        }
    }
    showMessage(tr("Every unit has an order."));
}

void MainWindow::hovered(QPointF scenePos)
{
    if (!m_scene)
        return;
    const int province = m_scene->provinceAt(scenePos);
    m_scene->setHoverProvince(province);
    if (province < 0) {
        m_hoverLabel->clear();
        return;
    }
    const Map &map = m_document->map();
    QString text = QStringLiteral("%1 (%2)").arg(map.province(province).name, map.province(province).id);
    const Position &shown = m_scene->shownPosition();
    const int unit = shown.unitIn(map, province);
    if (unit >= 0)
        text += QStringLiteral(" — ") + document::describeUnit(map, shown.units[std::size_t(unit)]);
    m_hoverLabel->setText(text);
}

void MainWindow::readSettings()
{
    QSettings settings;
    restoreGeometry(settings.value(QStringLiteral("window/geometry")).toByteArray());
    restoreState(settings.value(QStringLiteral("window/state")).toByteArray());
    m_lastDirectory = settings
                          .value(QStringLiteral("lastDirectory"),
                                 QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation))
                          .toString();
    const qreal zoom = settings.value(QStringLiteral("map/zoom"), 1.0).toReal();
    m_view->setZoom(zoom);
}

void MainWindow::writeSettings()
{
    QSettings settings;
    settings.setValue(QStringLiteral("window/geometry"), saveGeometry());
    settings.setValue(QStringLiteral("window/state"), saveState());
    settings.setValue(QStringLiteral("lastDirectory"), m_lastDirectory);
    settings.setValue(QStringLiteral("map/zoom"), m_view->zoom());
}

bool MainWindow::eventFilter(QObject *watched, QEvent *event)
{
    if (event->type() != QEvent::ShortcutOverride && event->type() != QEvent::KeyPress)
        return false;
    if (!watched->isWidgetType() || static_cast<QWidget *>(watched)->window() != this)
        return false;
    const QKeySequence key(static_cast<QKeyEvent *>(event)->keyCombination());
    if (!m_undoAction->shortcuts().contains(key) && !m_redoAction->shortcuts().contains(key))
        return false;
    // Ignored, the override lets the window's Undo or Redo shortcut have the key. A key press that still
    // comes (nothing to undo) is swallowed: the field must not undo its own text instead.
    if (event->type() == QEvent::ShortcutOverride)
        event->ignore();
    else
        event->accept();
    return true;
}

void MainWindow::closeEvent(QCloseEvent *event)
{
    if (!maybeSave()) {
        event->ignore();
        return;
    }
    writeSettings();
    m_autosave->discard();
    event->accept();
}

} // namespace arbiter::ui
