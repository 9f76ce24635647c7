// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
#include "window/action_manager.h"

#include "scene/power_palette.h"

#include "dialogs/about_dialog.h"
#include "document/order_description.h"
#include "order_input.h"
#include "place_naming_setting.h"

#include <QAction>
#include <QActionGroup>
#include <QApplication>
#include <QMainWindow>
#include <QMenuBar>
#include <QMessageBox>
#include <QSettings>
#include <QStyle>
#include <QUndoGroup>
#include <tuple>

namespace arbiter::ui {

ActionManager::ActionManager(QMainWindow *window, std::shared_ptr<const Map> map, QUndoGroup *undoGroup)
    : QObject(window), m_window(window), m_map(std::move(map))
{
    setObjectName(QStringLiteral("actionManager"));
    QStyle *style = window->style();

    newGame = make(QStringLiteral("newAction"), tr("&New Game…"), {QKeySequence::New});
    open = make(QStringLiteral("openAction"), tr("&Open…"), {QKeySequence::Open});
    openDatc = make(QStringLiteral("openDatcAction"), tr("Open &DATC Case…"),
                    {QKeySequence(Qt::CTRL | Qt::ALT | Qt::Key_O)});
    openDatc->setToolTip(tr("A new game from a case of a DATC test file, with its rules and orders"));
    save = make(QStringLiteral("saveAction"), tr("&Save"), {QKeySequence::Save});
    saveAs = make(QStringLiteral("saveAsAction"), tr("Save &As…"),
                  {QKeySequence::SaveAs, QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_S)});
    saveLesson = make(QStringLiteral("saveLessonAction"), tr("Save as &Lesson…"),
                      {QKeySequence(Qt::CTRL | Qt::ALT | Qt::Key_L)});
    saveLesson->setToolTip(tr("Keep the phase shown, with its orders, as a lesson of your own (Help → "
                              "Lessons); the outcome is the judge's"));
    importOrders = make(QStringLiteral("importAction"), tr("&Import Order Sheet…"),
                        {QKeySequence(Qt::CTRL | Qt::Key_I)});
    importGame = make(QStringLiteral("importGameAction"), tr("Import &Game…"),
                      {QKeySequence(Qt::CTRL | Qt::ALT | Qt::Key_I)});
    importGame->setToolTip(
        tr("Open a game played elsewhere (MILA's game JSON, a Judge or DPjudge transcript); "
           "every phase is judged again and compared with the record (Ctrl+Alt+I)"));
    exportMila = make(QStringLiteral("exportMilaAction"), tr("Export Game as &MILA JSON…"),
                      {QKeySequence(Qt::CTRL | Qt::ALT | Qt::Key_M)});
    exportMila->setToolTip(tr("The line of play as the game JSON of the `diplomacy` Python package"));
    exportJudge = make(QStringLiteral("exportJudgeAction"), tr("Export Game as &Judge Transcript…"),
                       {QKeySequence(Qt::CTRL | Qt::ALT | Qt::Key_J)});
    exportJudge->setToolTip(tr("The line of play as the results the Judge mails, phase by phase"));
    exportPng = make(QStringLiteral("exportPngAction"), tr("Export Map as &PNG…"),
                     {QKeySequence(Qt::CTRL | Qt::Key_E)});
    exportSvg = make(QStringLiteral("exportSvgAction"), tr("Export Map as &SVG…"),
                     {QKeySequence(Qt::CTRL | Qt::ALT | Qt::Key_E)});
    exportPdf = make(QStringLiteral("exportPdfAction"), tr("Export Map as P&DF…"),
                     {QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_E)});
    print = make(QStringLiteral("printAction"), tr("&Print Map…"), {QKeySequence::Print});
    quit = make(QStringLiteral("quitAction"), tr("&Quit"),
                {QKeySequence::Quit, QKeySequence(Qt::CTRL | Qt::Key_Q)});
    quit->setMenuRole(QAction::QuitRole);

    // The group keeps the text ("Undo Place Army in Berlin") and the enabled state of the active stack.
    // The group keeps the text ("Undo Place Army in Berlin") and the enabled state of the active stack.
    undo = undoGroup->createUndoAction(window, tr("&Undo"));
    undo->setObjectName(QStringLiteral("undoAction"));
    setKeys(undo, {QKeySequence::Undo});
    window->addAction(undo);
    redo = undoGroup->createRedoAction(window, tr("&Redo"));
    redo->setObjectName(QStringLiteral("redoAction"));
    // Ctrl+Shift+Z whatever the platform's Redo key is (not every keyboard scheme has it).
    setKeys(redo, {QKeySequence::Redo, QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Z),
                   QKeySequence(Qt::CTRL | Qt::Key_Y)});
    window->addAction(redo);
    pasteOrders = make(QStringLiteral("pasteOrdersAction"), tr("&Paste Orders…"),
                       {QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_V)});
    copyResults = make(QStringLiteral("copyResultsAction"), tr("&Copy Results Report"),
                       {QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_C)});

    m_orderModes = new QActionGroup(this);
    m_orderModes->setExclusionPolicy(QActionGroup::ExclusionPolicy::ExclusiveOptional);
    hold = orderMode(QStringLiteral("holdAction"), tr("&Hold"), Qt::Key_H, int(OrderInput::Mode::Hold));
    move = orderMode(QStringLiteral("moveAction"), tr("&Move"), Qt::Key_M, int(OrderInput::Mode::Move));
    support =
        orderMode(QStringLiteral("supportAction"), tr("&Support"), Qt::Key_S, int(OrderInput::Mode::Support));
    convoy =
        orderMode(QStringLiteral("convoyAction"), tr("&Convoy"), Qt::Key_C, int(OrderInput::Mode::Convoy));
    disband =
        orderMode(QStringLiteral("disbandAction"), tr("&Disband"), Qt::Key_D, int(OrderInput::Mode::Disband));
    nextUnit =
        make(QStringLiteral("nextUnitAction"), tr("&Next Unit Without Order"), {QKeySequence(Qt::Key_N)});
    command = make(QStringLiteral("commandAction"), tr("&Type an Order"),
                   {QKeySequence(Qt::CTRL | Qt::Key_L), QKeySequence(Qt::Key_Slash)});
    cancel = make(QStringLiteral("cancelAction"), tr("Cancel Order Entry"), {QKeySequence(Qt::Key_Escape)});
    // Escape cancels order entry on the map only (the window moves it there); the command line uses it to
    // clear itself.
    cancel->setShortcutContext(Qt::WidgetWithChildrenShortcut);

    adjudicate = make(QStringLiteral("adjudicateAction"), tr("&Adjudicate"),
                      {QKeySequence(Qt::CTRL | Qt::Key_Return), QKeySequence(Qt::CTRL | Qt::Key_Enter)});
    adjudicate->setToolTip(tr("Adjudicate this phase (Ctrl+Return)"));
    rules =
        make(QStringLiteral("rulesAction"), tr("&Rules…"), {QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_R)});
    gameInfo = make(QStringLiteral("gameInfoAction"), tr("Game &Info…"),
                    {QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_I)});
    gameInfo->setToolTip(tr("The game's name, notes, players, end year and scoring system"));

    zoomIn = make(QStringLiteral("zoomInAction"), tr("Zoom &In"),
                  {QKeySequence(Qt::CTRL | Qt::Key_Equal), QKeySequence::ZoomIn});
    zoomOut = make(QStringLiteral("zoomOutAction"), tr("Zoom &Out"),
                   {QKeySequence(Qt::CTRL | Qt::Key_Minus), QKeySequence::ZoomOut});
    fit = make(QStringLiteral("fitAction"), tr("&Fit to Window"), {QKeySequence(Qt::CTRL | Qt::Key_0)});
    showOrders = make(QStringLiteral("showOrdersAction"), tr("Show &Orders on the Map"),
                      {QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_O)});
    showOrders->setCheckable(true);
    showOrders->setChecked(true);
    showResults = make(QStringLiteral("showResultsAction"), tr("Show Last &Results"),
                       {QKeySequence(Qt::CTRL | Qt::Key_R)});
    showResults->setCheckable(true);
    showStrengths = make(QStringLiteral("showStrengthsAction"), tr("&Strengths"),
                         {QKeySequence(Qt::CTRL | Qt::ALT | Qt::Key_N)});
    showStrengths->setCheckable(true);
    showStrengths->setToolTip(
        tr("On the results: each move's attack strength, and the strength each contested "
           "province was held or prevented with"));
    reach = make(QStringLiteral("reachAction"), tr("Reac&h and Support"),
                 {QKeySequence(Qt::CTRL | Qt::ALT | Qt::Key_H)});
    reach->setCheckable(true);
    reach->setToolTip(tr("Click a province: the units that can move there, those that can support there and "
                         "those that could cut those supports are ringed (Escape clears)"));
    fullPlaceNames = make(QStringLiteral("fullPlaceNamesAction"), tr("Full Place &Names"),
                          {QKeySequence(Qt::CTRL | Qt::ALT | Qt::Key_W)});
    fullPlaceNames->setCheckable(true);
    fullPlaceNames->setChecked(PlaceNamingSetting::instance()->writtenOut());
    fullPlaceNames->setToolTip(tr("Explanations, results, reports and the table display write places out "
                                  "(\"Vienna is empty\") rather than abbreviate them (\"vie\")"));

    // History: replay, branches, chart and report.
    first =
        make(QStringLiteral("firstPhaseAction"), tr("&First Phase"), {QKeySequence(Qt::CTRL | Qt::Key_Home)});
    first->setIcon(style->standardIcon(QStyle::SP_MediaSkipBackward));
    first->setToolTip(tr("First phase (Ctrl+Home)"));
    previous = make(QStringLiteral("previousPhaseAction"), tr("P&revious Phase"),
                    {QKeySequence(Qt::CTRL | Qt::Key_PageUp)});
    previous->setIcon(style->standardIcon(QStyle::SP_MediaSeekBackward));
    previous->setToolTip(tr("Previous phase (Ctrl+PgUp)"));
    play = make(QStringLiteral("playReplayAction"), tr("&Play Replay"), {QKeySequence(Qt::Key_F5)});
    play->setIcon(style->standardIcon(QStyle::SP_MediaPlay));
    play->setCheckable(true);
    play->setToolTip(tr("Play the game phase by phase at the chosen speed (F5)"));
    next = make(QStringLiteral("nextPhaseAction"), tr("&Next Phase"),
                {QKeySequence(Qt::CTRL | Qt::Key_PageDown)});
    next->setIcon(style->standardIcon(QStyle::SP_MediaSeekForward));
    next->setToolTip(tr("Next phase (Ctrl+PgDown)"));
    last = make(QStringLiteral("currentPhaseAction"), tr("&Current Phase"),
                {QKeySequence(Qt::CTRL | Qt::Key_End)});
    last->setIcon(style->standardIcon(QStyle::SP_MediaSkipForward));
    last->setToolTip(tr("Back to the current phase, to edit it (Ctrl+End)"));
    after = make(QStringLiteral("positionAfterAction"), tr("Position &After the Phase"),
                 {QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_A)});
    after->setCheckable(true);
    after->setToolTip(
        tr("Show the position after the replayed phase instead of the position before it (Ctrl+Shift+A)"));
    after->setIconText(tr("After"));
    playFromHere = make(QStringLiteral("playFromHereAction"), tr("Play from &Here"),
                        {QKeySequence(Qt::CTRL | Qt::Key_B)});
    playFromHere->setToolTip(tr("Start a what-if from the phase shown: the original line is kept (Ctrl+B)"));
    switchLine = make(QStringLiteral("switchLineAction"), tr("&Switch to This Line"),
                      {QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_B)});
    switchLine->setToolTip(tr("Continue the line of play of the phase shown (Ctrl+Shift+B)"));
    switchLine->setIconText(tr("Switch Line"));
    renameLine = make(QStringLiteral("renameLineAction"), tr("&Name This Line…"), {QKeySequence(Qt::Key_F2)});
    chart = make(QStringLiteral("centreChartAction"), tr("Supply &Centre Chart…"),
                 {QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_G)});
    report = make(QStringLiteral("gameReportAction"), tr("Game &Report…"),
                  {QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_T)});
    compareLines = make(QStringLiteral("compareLinesAction"), tr("Compare &Lines…"),
                        {QKeySequence(Qt::CTRL | Qt::ALT | Qt::Key_C)});
    compareLines->setToolTip(tr("The line shown beside another line of play of the game, phase by phase: the "
                                "units, centres and orders that differ (Ctrl+Alt+C)"));
    importReport = make(QStringLiteral("importReportAction"), tr("&Import Report…"),
                        {QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_J)});
    importReport->setToolTip(tr("The phases of the imported game where Arbiter's second opinion differs from "
                                "the recorded adjudication (Ctrl+Shift+J)"));
    drawVotes = make(QStringLiteral("drawVotesAction"), tr("&Draw Votes…"),
                     {QKeySequence(Qt::CTRL | Qt::ALT | Qt::Key_D)});
    setup = make(QStringLiteral("setUpPositionAction"), tr("Set &Up Position…"),
                 {QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_U)});
    setup->setCheckable(true);
    setup->setToolTip(tr("Place and remove units, set centre owners and the phase, then start a new game "
                         "from that position (Ctrl+Shift+U)"));
    quiz = make(QStringLiteral("quizAction"), tr("&Quiz on This Phase…"),
                {QKeySequence(Qt::CTRL | Qt::ALT | Qt::Key_Q)});
    quiz->setToolTip(tr("The students predict each order's fate before it is revealed, on the map and the "
                        "table display, and are scored (Ctrl+Alt+Q)"));
    resume = make(QStringLiteral("resumeGameAction"), tr("Res&ume the Game"),
                  {QKeySequence(Qt::CTRL | Qt::ALT | Qt::Key_R)});
    resume->setToolTip(tr("Restart a drawn or ended game (the Judge's RESUME)"));
    endGame = make(QStringLiteral("endGameAction"), tr("&End the Game…"),
                   {QKeySequence(Qt::CTRL | Qt::ALT | Qt::Key_G)});
    endGame->setToolTip(tr("End the game now, as when a tournament's time is up: it is scored like a draw of "
                           "every power still on the board"));
    scores = make(QStringLiteral("scoresAction"), tr("&Scores…"),
                  {QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_K)});
    scores->setToolTip(tr("Each power's score under the tournament scoring systems (Ctrl+Shift+K)"));
    pauseClock = make(QStringLiteral("pauseClockAction"), tr("&Pause or Resume the Clock"),
                      {QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_P)});
    pauseClock->setIconText(tr("Pause"));
    pauseClock->setToolTip(tr("Stop or restart the phase clock (Ctrl+Shift+P)"));
    addClockMinute = make(QStringLiteral("addClockMinuteAction"), tr("&One More Minute"),
                          {QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_M)});
    addClockMinute->setIconText(tr("+1 min"));
    addClockMinute->setToolTip(tr("Give the players one more minute (Ctrl+Shift+M)"));
    tableDisplay =
        make(QStringLiteral("tableDisplayAction"), tr("&Table Display"), {QKeySequence(Qt::Key_F9)});
    playersDevices = make(QStringLiteral("playersDevicesAction"), tr("&Players' Devices…"),
                          {QKeySequence(Qt::CTRL | Qt::ALT | Qt::Key_F)});
    playersDevices->setToolTip(
        tr("Let the players give their orders on their phones over the table's network (Ctrl+Alt+F)"));
    tableDisplay->setCheckable(true);
    tableShowsView = make(QStringLiteral("tableShowsViewAction"), tr("Show My &View on the Table Display"),
                          {QKeySequence(Qt::SHIFT | Qt::Key_F9)});
    tableShowsView->setCheckable(true);
    tableShowsView->setToolTip(
        tr("The table display follows the phase replayed or the what-if played here, labelled as such; "
           "otherwise it keeps to the live phase (Shift+F9)"));
    printPads = make(QStringLiteral("printPadsAction"), tr("Print Order P&ads…"),
                     {QKeySequence(Qt::CTRL | Qt::ALT | Qt::Key_P)});
    printPads->setToolTip(tr("A sheet for each power with its units and lines for its orders (or a PDF)"));
    printResults = make(QStringLiteral("printResultsAction"), tr("Print Res&ults Sheet…"),
                        {QKeySequence(Qt::CTRL | Qt::ALT | Qt::Key_S)});
    printResults->setToolTip(
        tr("The map with the results and every order's outcome, for the wall (or a PDF)"));
    tableDisplay->setToolTip(
        tr("A second window for the players, on a projector or a television: the map, the "
           "phase, the clock and the results, never the orders before adjudication "
           "(F9; F11 in it: full screen)"));
}

void ActionManager::setKeys(QAction *action, const QList<QKeySequence> &keys)
{
    // A standard key the platform does not define is empty; the explicit keys after it then serve.
    QList<QKeySequence> usable;
    for (const QKeySequence &key : keys) {
        if (!key.isEmpty() && !usable.contains(key))
            usable << key;
    }
    if (!usable.isEmpty())
        action->setShortcuts(usable);
}

QAction *ActionManager::make(const QString &name, const QString &text, const QList<QKeySequence> &keys)
{
    auto *a = new QAction(text, m_window);
    a->setObjectName(name);
    setKeys(a, keys);
    m_window->addAction(a);
    return a;
}

QAction *ActionManager::orderMode(const QString &name, const QString &text, Qt::Key key, int mode)
{
    QAction *a = make(name, text, {QKeySequence(key)});
    a->setCheckable(true);
    a->setData(mode);
    m_orderModes->addAction(a);
    return a;
}

void ActionManager::setPlaying(bool playing)
{
    play->setChecked(playing);
    play->setIcon(m_window->style()->standardIcon(playing ? QStyle::SP_MediaPause : QStyle::SP_MediaPlay));
    play->setText(playing ? tr("&Pause Replay") : tr("&Play Replay"));
}

void ActionManager::createMenus(const QList<QAction *> &dockEntries)
{
    QMenuBar *bar = m_window->menuBar();
    QMenu *file = bar->addMenu(tr("&File"));
    file->addAction(newGame);
    file->addAction(open);
    file->addAction(openDatc);
    m_recentMenu = file->addMenu(tr("Open &Recent"));
    file->addAction(save);
    file->addAction(saveAs);
    file->addAction(saveLesson);
    file->addSeparator();
    file->addAction(importOrders);
    file->addAction(importGame);
    file->addAction(exportMila);
    file->addAction(exportJudge);
    file->addSeparator();
    file->addAction(exportPng);
    file->addAction(exportSvg);
    file->addAction(exportPdf);
    file->addAction(print);
    file->addAction(printPads);
    file->addAction(printResults);
    file->addSeparator();
    file->addAction(quit);

    QMenu *edit = bar->addMenu(tr("&Edit"));
    edit->addAction(undo);
    edit->addAction(redo);
    edit->addSeparator();
    edit->addAction(pasteOrders);
    edit->addAction(copyResults);

    QMenu *orders = bar->addMenu(tr("&Orders"));
    orders->addAction(hold);
    orders->addAction(move);
    orders->addAction(support);
    orders->addAction(convoy);
    orders->addAction(disband);
    orders->addSeparator();
    orders->addAction(nextUnit);
    orders->addAction(command);
    //: the submenu of the powers whose paper slip of orders the game master types next
    QMenu *slips = orders->addMenu(tr("S&lip Of"));
    for (int p = 0; p < m_map->powerCount(); ++p) {
        QAction *a = slips->addAction(document::powerName(*m_map, p));
        a->setObjectName(QStringLiteral("slipAction_%1").arg(m_map->power(p).id));
        if (p < 9)
            a->setShortcut(QKeySequence(Qt::CTRL | Qt::Key(Qt::Key_1 + p)));
        m_window->addAction(a);
        m_slipActions << a;
    }
    orders->addAction(cancel);

    QMenu *game = bar->addMenu(tr("&Game"));
    game->addAction(adjudicate);
    game->addSeparator();
    game->addAction(drawVotes);
    game->addAction(resume);
    game->addAction(endGame);
    game->addAction(scores);
    game->addSeparator();
    game->addAction(pauseClock);
    game->addAction(addClockMinute);
    game->addSeparator();
    game->addAction(gameInfo);
    game->addAction(rules);
    game->addAction(setup);
    game->addAction(quiz);
    game->addSeparator();
    game->addAction(playersDevices);

    QMenu *history = bar->addMenu(tr("H&istory"));
    history->addAction(first);
    history->addAction(previous);
    history->addAction(next);
    history->addAction(last);
    history->addAction(play);
    history->addAction(after);
    history->addSeparator();
    history->addAction(playFromHere);
    history->addAction(switchLine);
    history->addAction(renameLine);
    history->addSeparator();
    history->addAction(chart);
    history->addAction(report);
    history->addAction(compareLines);
    history->addAction(importReport);

    QMenu *view = bar->addMenu(tr("&View"));
    view->addAction(zoomIn);
    view->addAction(zoomOut);
    view->addAction(fit);
    view->addAction(tableDisplay);
    view->addAction(tableShowsView);
    view->addSeparator();
    view->addAction(showOrders);
    view->addAction(showResults);
    view->addAction(showStrengths);
    view->addAction(reach);
    //: the submenu of the powers whose threat view is shown: what the others could bring against it
    QMenu *threats = view->addMenu(tr("&Threats Against"));
    auto *threatGroup = new QActionGroup(this);
    for (int p = -1; p < m_map->powerCount(); ++p) {
        //: no threat view shown
        QAction *a = threats->addAction(p < 0 ? tr("&Nobody") : document::powerName(*m_map, p));
        a->setObjectName(p < 0 ? QStringLiteral("threatsAgainstNobody")
                               : QStringLiteral("threatsAgainst_%1").arg(m_map->power(p).id));
        a->setCheckable(true);
        a->setChecked(p < 0);
        a->setData(p);
        a->setProperty("dynamicEntry", true); // a choice in a list, reached with the menu's own keys
        threatGroup->addAction(a);
        m_threatActions << a;
    }
    view->addAction(fullPlaceNames);
    QMenu *powers = view->addMenu(tr("Orders of &Powers"));
    for (int p = 0; p < m_map->powerCount(); ++p) {
        QAction *a = powers->addAction(document::powerName(*m_map, p));
        a->setObjectName(QStringLiteral("showPower_%1").arg(m_map->power(p).id));
        a->setCheckable(true);
        a->setChecked(true);
        if (p < 9)
            a->setShortcut(QKeySequence(Qt::ALT | Qt::Key(Qt::Key_1 + p)));
        m_window->addAction(a);
        m_powerActions << a;
    }
    view->addSeparator();
    for (QAction *entry : dockEntries)
        view->addAction(entry);
    addColoursMenu(view);
    addLanguageMenu(view);

    QMenu *help = bar->addMenu(tr("&Help"));
    lessons = make(QStringLiteral("lessonsAction"), tr("&Lessons…"), {QKeySequence(Qt::CTRL | Qt::Key_F1)});
    lessons->setToolTip(
        tr("The DATC test cases and your own lessons: positions that teach a rule (Ctrl+F1)"));
    help->addAction(lessons);
    glossary = make(QStringLiteral("glossaryAction"), tr("&Glossary…"),
                    {QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_F1)});
    glossary->setToolTip(tr("The words of the rules the explanations use, each with the lesson that shows "
                            "it (Ctrl+Shift+F1)"));
    help->addAction(glossary);
    help->addSeparator();
    QAction *about = help->addAction(tr("&About Arbiter"), this, [this] {
        AboutDialog dialog(m_window);
        dialog.exec();
    });
    about->setObjectName(QStringLiteral("aboutAction"));
    about->setShortcut(QKeySequence(Qt::Key_F1));
    help->addAction(tr("About &Qt"), qApp, &QApplication::aboutQt)
        ->setShortcut(QKeySequence(Qt::SHIFT | Qt::Key_F1));
}

void ActionManager::addColoursMenu(QMenu *view)
{
    QMenu *colours = view->addMenu(tr("&Colours"));
    colours->setObjectName(QStringLiteral("coloursMenu"));
    auto *palettes = new QActionGroup(this);
    const std::tuple<Palette, QString, QString> choices[] = {
        {Palette::Map, QStringLiteral("paletteMapAction"), tr("&Map Colours")},
        {Palette::ColourSafe, QStringLiteral("paletteColourSafeAction"),
         tr("&Colour-Blind Safe (with Letters)")},
        {Palette::HighContrast, QStringLiteral("paletteHighContrastAction"),
         tr("&High Contrast (with Letters)")}};
    for (const auto &[palette, name, text] : choices) {
        QAction *a = colours->addAction(text);
        a->setObjectName(name);
        a->setProperty("dynamicEntry", true); // a choice in a list, reached with the menu's own keys
        a->setCheckable(true);
        a->setChecked(PowerPalette::instance()->palette() == palette);
        palettes->addAction(a);
        connect(a, &QAction::triggered, this, [palette] { PowerPalette::instance()->setPalette(palette); });
    }
}

void ActionManager::addLanguageMenu(QMenu *view)
{
    QMenu *language = view->addMenu(tr("&Language"));
    auto *languages = new QActionGroup(this);
    const QString current = QSettings().value(QStringLiteral("language")).toString();
    const std::pair<QString, QString> choices[] = {{QString(), tr("System Default")},
                                                   {QStringLiteral("en"), QStringLiteral("English")},
                                                   {QStringLiteral("de"), QStringLiteral("Deutsch")},
                                                   {QStringLiteral("fr"), QStringLiteral("Français")}};
    for (const auto &[code, name] : choices) {
        QAction *a = language->addAction(name);
        a->setProperty("dynamicEntry", true); // a choice in a list, reached with the menu's own keys
        a->setCheckable(true);
        a->setChecked(code == current);
        languages->addAction(a);
        connect(a, &QAction::triggered, this, [this, code] {
            QSettings().setValue(QStringLiteral("language"), code);
            emit message(tr("The language changes when Arbiter is started again."));
        });
    }
}

} // namespace arbiter::ui
