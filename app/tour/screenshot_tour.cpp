// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
#include "screenshot_tour.h"

#include "scene/power_palette.h"

#include "dialogs/about_dialog.h"
#include "dialogs/game_report_dialog.h"
#include "dialogs/import_orders_dialog.h"
#include "dialogs/lessons_dialog.h"
#include "dialogs/rules_dialog.h"
#include "document/autosave.h"
#include "document/game_document.h"
#include "main_window.h"
#include "order_input.h"
#include "record/game_file.h"
#include "record/game_script.h"
#include "replay_controller.h"
#include "scene/map_artwork.h"
#include "scene/map_scene.h"
#include "widgets/command_line.h"
#include "widgets/draw_votes_panel.h"
#include "widgets/history_panel.h"
#include "widgets/map_view.h"
#include "widgets/orders_panel.h"
#include "widgets/setup_panel.h"

#include <QAction>
#include <QApplication>
#include <QDialog>
#include <QDir>
#include <QDockWidget>
#include <QElapsedTimer>
#include <QFile>
#include <QKeyEvent>
#include <QPainter>
#include <QPalette>
#include <QPixmap>
#include <QTemporaryDir>
#include <QTextStream>
#include <QThread>

namespace arbiter::ui {

namespace {

void settle()
{
    for (int i = 0; i < 5; ++i) {
        QApplication::processEvents();
        QThread::msleep(10);
    }
}

bool shoot(QWidget *widget, const QString &directory, const QString &name)
{
    settle();
    const QString file = QDir(directory).filePath(name + QStringLiteral(".png"));
    const bool ok = widget->grab().save(file);
    QTextStream(stdout) << (ok ? "wrote " : "FAILED ") << file << '\n';
    return ok;
}

void type(MainWindow *window, const QStringList &lines)
{
    for (const QString &line : lines)
        window->commandLine()->submit(line);
}

QPointF unitAt(MainWindow *window, const QString &location)
{
    const Map &map = window->document()->map();
    return window->mapScene()->unitPlace(map.findLocation(location));
}

// The club game in the window, shown at a movement phase of its middle year with its results.
bool openClubGameMidway(MainWindow *window, const QString &clubGame)
{
    QFile script(clubGame);
    QString error;
    std::optional<Game> game;
    if (script.open(QIODevice::ReadOnly))
        game = playGameScript(QString::fromUtf8(script.readAll()), window->document()->game().sharedMap(),
                              &error);
    QTemporaryDir dir;
    const QString file = dir.filePath(QStringLiteral("club_game.json"));
    if (!game || !saveGame(*game, file, &error) || !window->openFile(file)) {
        QTextStream(stdout) << "FAILED to open the club game: " << error << '\n';
        return false;
    }
    const Game &g = window->document()->game();
    const std::vector<int> line = g.line(g.current());
    std::size_t middle = line.size() / 2;
    while (middle + 1 < line.size() && g.entry(line[middle]).position.phase.kind != PhaseKind::Movement)
        ++middle;
    window->replay()->view(line[middle]);
    return true;
}

// The history of a real game: the scripted ten-year club game, replayed, branched and drawn.
bool historyTour(MainWindow *window, const QString &directory, const QString &clubGame)
{
    QFile script(clubGame);
    if (!script.open(QIODevice::ReadOnly)) {
        QTextStream(stdout) << "FAILED to read " << script.fileName() << '\n';
        return false;
    }
    QString error;
    std::optional<Game> game =
        playGameScript(QString::fromUtf8(script.readAll()), window->document()->game().sharedMap(), &error);
    if (!game) {
        QTextStream(stdout) << "FAILED to play the club game: " << error << '\n';
        return false;
    }
    game->info().name = QStringLiteral("Club game 1901–1911");
    QTemporaryDir dir;
    const QString file = dir.filePath(QStringLiteral("club_game.json"));
    if (!saveGame(*game, file, &error) || !window->openFile(file)) {
        QTextStream(stdout) << "FAILED to open the club game: " << error << '\n';
        return false;
    }
    window->resize(1600, 1000);
    window->mapView()->fitToWindow();
    const Game &g = window->document()->game();
    // The movement phase with the most failed orders.
    int busiest = -1;
    int mostFailed = -1;
    for (int id : g.line(g.current())) {
        const PhaseEntry &e = g.entry(id);
        if (!e.adjudicated || e.position.phase.kind != PhaseKind::Movement)
            continue;
        const int failed = int(std::count_if(e.results.begin(), e.results.end(), [](const OrderResult &r) {
            return r.status != OrderStatus::Succeeded;
        }));
        if (failed > mostFailed) {
            mostFailed = failed;
            busiest = id;
        }
    }
    ReplayController *replay = window->replay();
    // The dock on a mid-game phase, the chart marking its year.
    const std::vector<int> line = g.line(g.current());
    std::size_t middle = line.size() / 2;
    while (middle + 1 < line.size() && g.entry(line[middle]).position.phase.kind != PhaseKind::Movement)
        ++middle;
    replay->view(line[middle]);
    bool ok = shoot(window, directory, QStringLiteral("13-history-panel"));
    replay->view(busiest);
    ok = shoot(window, directory, QStringLiteral("14-replay-failed-orders")) && ok;
    replay->setAfter(true);
    ok = shoot(window, directory, QStringLiteral("15-replay-position-after")) && ok;
    replay->setAfter(false);
    // The end: the draw that passed in Spring 1911, with the votes.
    replay->last();
    window->showDrawVotes();
    ok = shoot(window, directory, QStringLiteral("16-draw-passed")) && ok;
    window->showCentreChart();
    ok = shoot(window->centreChartDialog(), directory, QStringLiteral("17-centre-chart")) && ok;
    window->centreChartDialog()->close();
    window->showGameReport();
    window->gameReportDialog()->resize(900, 700);
    ok = shoot(window->gameReportDialog(), directory, QStringLiteral("18-game-report")) && ok;
    window->gameReportDialog()->close();
    // A what-if from the busiest phase: Play from Here, another order, adjudicated.
    if (auto *orders = window->findChild<QDockWidget *>(QStringLiteral("ordersDock")))
        orders->raise();
    replay->view(busiest);
    window->playFromHere();
    if (g.entry(busiest).position.phase.code() == u"F1902M") // England keeps the North Sea out of Denmark
        window->commandLine()->submit(QStringLiteral("England: F nth - hel"));
    window->adjudicate(false);
    replay->previous();
    ok = shoot(window, directory, QStringLiteral("19-what-if-branch")) && ok;

    // A NoDIAS vote at the table (the third example of reference/draws.html): Austria, England and France
    // are the only survivors; France and Austria accept Austria and England, England all three.
    const Map &map = window->document()->map();
    Position start = Position::initial(map);
    const int austria = map.findPower(u"austria");
    const int england = map.findPower(u"england");
    const int france = map.findPower(u"france");
    const PowerSet three = (PowerSet(1) << austria) | (PowerSet(1) << england) | (PowerSet(1) << france);
    std::erase_if(start.units, [three](const Unit &u) { return !(three & (PowerSet(1) << u.power)); });
    for (int &owner : start.owner) {
        if (owner >= 0 && !(three & (PowerSet(1) << owner)))
            owner = -1;
    }
    Game endgame(window->document()->game().sharedMap(), RuleSettings(), DrawMode::NoDias, start);
    endgame.info().name = QStringLiteral("Three survivors");
    const QString endgameFile = dir.filePath(QStringLiteral("three.json"));
    if (!saveGame(endgame, endgameFile, &error) || !window->openFile(endgameFile))
        return false;
    window->showDrawVotes();
    DrawVotesPanel *votes = window->drawVotesPanel();
    const PowerSet ae = (PowerSet(1) << austria) | (PowerSet(1) << england);
    votes->setVote(france, DrawVotesPanel::Choice::Draw, ae);
    votes->setVote(england, DrawVotesPanel::Choice::Draw, three);
    votes->setVote(austria, DrawVotesPanel::Choice::Draw, ae);
    ok = shoot(window, directory, QStringLiteral("20-draw-votes-nodias")) && ok;
    return ok;
}

// Set Up Position: a study position clicked onto an empty board; then a DATC case opened as a game.
bool setupTour(MainWindow *window, const QString &directory, const QString &datcFile)
{
    const Map &map = window->document()->map();
    // The tour's games are not kept: no question about saving them.
    window->setAsker([](const QString &, const QString &, QMessageBox::StandardButtons buttons,
                        QMessageBox::StandardButton) {
        return buttons & QMessageBox::Discard ? QMessageBox::Discard : QMessageBox::Yes;
    });
    window->startSetup(false);
    SetupPanel *panel = window->setupPanel();
    auto place = [&](const char *power, SetupPanel::Tool tool, const char *location) {
        panel->setPower(map.findPower(QString::fromLatin1(power)));
        panel->setTool(tool);
        const QPointF at = unitAt(window, QString::fromLatin1(location));
        panel->click(window->mapScene()->provinceAt(at), at);
    };
    using Tool = SetupPanel::Tool;
    // The Lepanto's endgame, reduced: Italy and Austria against Turkey in the eastern Mediterranean.
    for (const char *c : {"ven", "rom", "nap", "tun"})
        place("italy", Tool::Centre, c);
    for (const char *c : {"vie", "bud", "tri", "ser", "gre"})
        place("austria", Tool::Centre, c);
    for (const char *c : {"con", "ank", "smy", "bul"})
        place("turkey", Tool::Centre, c);
    place("italy", Tool::Fleet, "ion");
    place("italy", Tool::Army, "tun");
    place("italy", Tool::Fleet, "aeg");
    place("austria", Tool::Army, "gre");
    place("austria", Tool::Army, "ser");
    place("austria", Tool::Fleet, "alb");
    place("turkey", Tool::Fleet, "eas");
    place("turkey", Tool::Army, "bul");
    place("turkey", Tool::Army, "smy");
    place("turkey", Tool::Fleet, "bla");
    panel->setPhase({Season::Fall, 1903, PhaseKind::Movement});
    place("italy", Tool::Army, "tys"); // refused: an army at sea, and the status bar says so
    bool ok = shoot(window, directory, QStringLiteral("21-set-up-position"));
    window->startGameFromSetup();
    if (auto *orders = window->findChild<QDockWidget *>(QStringLiteral("ordersDock")))
        orders->raise();
    type(window, {QStringLiteral("Italy: F aeg - con"), QStringLiteral("F ion S F aeg - eas"),
                  QStringLiteral("Austria: A gre - bul"), QStringLiteral("A ser S A gre - bul")});
    window->adjudicate(false);
    ok = shoot(window, directory, QStringLiteral("22-set-up-game-results")) && ok;

    window->openDatcCase(datcFile, QStringLiteral("6.E.15"));
    ok = shoot(window, directory, QStringLiteral("23-datc-case")) && ok;
    window->adjudicate(false);
    ok = shoot(window, directory, QStringLiteral("24-datc-case-results")) && ok;
    // Why: the explanation of France's attack on Berlin, then the strengths on the map.
    window->ordersPanel()->selectOrder(2);
    auto *history = window->findChild<QDockWidget *>(QStringLiteral("historyDock"));
    auto *explanation = window->findChild<QDockWidget *>(QStringLiteral("explanationDock"));
    if (history && explanation)
        window->resizeDocks({history, explanation}, {220, 560}, Qt::Vertical);
    ok = shoot(window, directory, QStringLiteral("26-explanation")) && ok;
    QAction *strengths = window->action(QStringLiteral("showStrengthsAction"));
    strengths->setChecked(true);
    for (int i = 0; i < 4; ++i)
        window->mapView()->zoomIn();
    window->mapView()->centerOn(unitAt(window, QStringLiteral("kie")));
    ok = shoot(window, directory, QStringLiteral("27-strengths")) && ok;
    strengths->setChecked(false);
    window->mapView()->fitToWindow();
    // Help → Lessons, searched for Burgundy by its name in the tour's language, the first lesson found shown.
    LessonsDialog *lessons = window->showLessons();
    lessons->resize(1000, 640);
    lessons->searchField()->setText(window->map().provinceName(window->map().findProvince(u"bur")));
    QApplication::processEvents();
    ok = shoot(lessons, directory, QStringLiteral("28-lessons")) && ok;
    lessons->close();
    return ok;
}

// Help → About over the window: the application icon, the version and the licences.
bool aboutShot(MainWindow *window, const QString &directory)
{
    AboutDialog about(window);
    about.show();
    settle();
    QPixmap picture = window->grab();
    const QPixmap dialog = about.grab();
    QPainter painter(&picture);
    const QPoint corner((picture.width() - dialog.width()) / 2, (picture.height() - dialog.height()) / 3);
    painter.fillRect(QRect(corner, dialog.size()).adjusted(-2, -2, 2, 2), QColor(60, 60, 60));
    painter.drawPixmap(corner, dialog);
    painter.end();
    about.close();
    const QString file = QDir(directory).filePath(QStringLiteral("25-about.png"));
    const bool ok = picture.save(file);
    QTextStream(stdout) << (ok ? "wrote " : "FAILED ") << file << '\n';
    return ok;
}

} // namespace

int runScreenshotTour(MainWindow *window, const QString &directory, const QString &clubGame,
                      const QString &headToHeadCases)
{
    QDir().mkpath(directory);
    // The scripted game is no user's game: no recovery copy of it (and a real one, if any, stays).
    window->autosave()->watch(nullptr);
    window->setAsker([](const QString &, const QString &, QMessageBox::StandardButtons,
                        QMessageBox::StandardButton) { return QMessageBox::Yes; });
    window->resize(1600, 1000);
    window->show();
    settle();
    window->mapView()->fitToWindow();
    bool ok = shoot(window, directory, QStringLiteral("01-start"));

    // Spring 1901: most orders typed, one clicked, one illegal.
    type(window,
         {QStringLiteral("Austria:"),       QStringLiteral("A vie - gal"), QStringLiteral("A bud - ser"),
          QStringLiteral("F tri - alb"),    QStringLiteral("England:"),    QStringLiteral("F lon - nth"),
          QStringLiteral("F edi - nwg"),    QStringLiteral("A lvp - yor"), QStringLiteral("France:"),
          QStringLiteral("A par - bur"),    QStringLiteral("A mar - spa"), QStringLiteral("F bre - mao"),
          QStringLiteral("Germany:"),       QStringLiteral("A mun - ruh"), QStringLiteral("A ber - kie"),
          QStringLiteral("F kie - den"),    QStringLiteral("Italy:"),      QStringLiteral("A ven H"),
          QStringLiteral("A rom - apu"),    QStringLiteral("F nap - ion"), QStringLiteral("Russia:"),
          QStringLiteral("A war - gal"),    QStringLiteral("A mos - ukr"), QStringLiteral("F sev - rum"),
          QStringLiteral("F stp/sc - bot"), QStringLiteral("Turkey:"),     QStringLiteral("F ank - bla"),
          QStringLiteral("A con - bul"),    QStringLiteral("A smy - arm"), QStringLiteral("A ven - mun")});
    window->orderInput()->click(unitAt(window, QStringLiteral("smy")));
    ok = shoot(window, directory, QStringLiteral("02-choosing-a-move")) && ok;
    window->orderInput()->click(unitAt(window, QStringLiteral("con")));
    ok = shoot(window, directory, QStringLiteral("03-spring-orders")) && ok;

    window->adjudicate(false);
    ok = shoot(window, directory, QStringLiteral("04-spring-results")) && ok;

    // Fall 1901: Turkey dislodges the Russian fleet in Rumania; Germany bounces in Burgundy.
    type(window, {QStringLiteral("Germany:"),
                  QStringLiteral("A ruh - bur"),
                  QStringLiteral("A kie - mun"),
                  QStringLiteral("F den H"),
                  QStringLiteral("France:"),
                  QStringLiteral("A bur H"),
                  QStringLiteral("A spa - por"),
                  QStringLiteral("F mao - bre"),
                  QStringLiteral("Austria:"),
                  QStringLiteral("A ser H"),
                  QStringLiteral("A vie - tri"),
                  QStringLiteral("F alb - gre"),
                  QStringLiteral("England:"),
                  QStringLiteral("F nth - nwy"),
                  QStringLiteral("F nwg S F nth - nwy"),
                  QStringLiteral("A yor - lon"),
                  QStringLiteral("Russia:"),
                  QStringLiteral("F rum H"),
                  QStringLiteral("A ukr - gal"),
                  QStringLiteral("F bot - swe"),
                  QStringLiteral("A war - sil"),
                  QStringLiteral("Turkey:"),
                  QStringLiteral("A bul - rum"),
                  QStringLiteral("F bla S A bul - rum"),
                  QStringLiteral("A con - bul"),
                  QStringLiteral("Italy:"),
                  QStringLiteral("A apu - tun via convoy"),
                  QStringLiteral("F ion C A apu - tun"),
                  QStringLiteral("A ven H")});
    window->commandLine()->submit(QStringLiteral("Germany: A mun S A ruh - bur"));
    ok = shoot(window, directory, QStringLiteral("05-fall-orders")) && ok;
    window->adjudicate(false);
    ok = shoot(window, directory, QStringLiteral("06-fall-results")) && ok;
    window->board()->setOverlay(BoardViewModel::Overlay::Orders);
    window->orderInput()->click(
        window->mapScene()->unitPlace(window->document()->map().findLocation(QStringLiteral("rum")), true));
    ok = shoot(window, directory, QStringLiteral("07-retreat-phase")) && ok;
    window->orderInput()->click(unitAt(window, QStringLiteral("sev")));
    window->adjudicate(false);
    ok = shoot(window, directory, QStringLiteral("08-winter-results")) && ok;
    window->board()->setOverlay(BoardViewModel::Overlay::Orders);
    type(window, {QStringLiteral("Germany: Build A ber"), QStringLiteral("Russia: Build F stp/nc"),
                  QStringLiteral("England: Build F edi"), QStringLiteral("Turkey: Build A smy"),
                  QStringLiteral("Austria: Build A bud"), QStringLiteral("Italy: waive")});
    // A fleet built by clicking Kiel... no: Marseilles for France, chosen from the menu.
    window->orderInput()->setChooser(
        [](const QString &, const QStringList &choices, QPointF) { return int(choices.size()) - 1; });
    window->orderInput()->click(unitAt(window, QStringLiteral("mar")));
    ok = shoot(window, directory, QStringLiteral("09-adjustments")) && ok;
    // Close up: crisp at any zoom.
    window->mapView()->setZoom(3.0);
    window->mapView()->centreOn(unitAt(window, QStringLiteral("ser")));
    ok = shoot(window, directory, QStringLiteral("12-zoomed-in")) && ok;
    window->mapView()->fitToWindow();

    RulesDialog rules(window->document()->rules(), window->document()->drawMode(), window);
    rules.resize(900, 700);
    rules.show();
    ok = shoot(&rules, directory, QStringLiteral("10-rules-dialog")) && ok;
    rules.close();
    ImportOrdersDialog sheet(
        window->document(),
        QStringLiteral("England:\nF edi - nth\nA lvp - wal\nFrance:\nA par - burgundy\nF bre -> picardy\n"
                       "A mar moves to the moon\nGermany\nA kei - hol\n"),
        window);
    sheet.show();
    ok = shoot(&sheet, directory, QStringLiteral("11-order-sheet")) && ok;
    sheet.close();

    // How long a redraw of the map takes with every unit and order on it, at 1920x1080: with the artwork
    // cached (what moving units and arrows costs) and with the artwork drawn again (what zooming costs).
    window->resize(1920, 1080);
    window->mapView()->fitToWindow();
    settle();
    QWidget *viewport = window->mapView()->viewport();
    constexpr int frames = 20;
    auto measure = [&](bool artwork) {
        viewport->repaint();
        QElapsedTimer timer;
        timer.start();
        for (int i = 0; i < frames; ++i) {
            if (artwork) // a zoom step: the artwork is drawn again at the new scale
                window->mapView()->setZoom(i % 2 == 0 ? 1.05 : 1.0);
            viewport->repaint();
        }
        return double(timer.nsecsElapsed()) / frames / 1e6;
    };
    const double cached = measure(false);
    const double full = measure(true);
    QTextStream(stdout) << "map redraw at " << viewport->width() << 'x' << viewport->height() << " with "
                        << window->mapScene()->unitItemCount() << " units and "
                        << window->mapScene()->orderItemCount() << " orders: " << cached
                        << " ms (artwork cached), " << full << " ms (zoom step: artwork drawn again)\n";
    ok = historyTour(window, directory, clubGame) && ok;
    ok = setupTour(window, directory, headToHeadCases) && ok;
    window->resize(1600, 1000);
    ok = aboutShot(window, directory) && ok;
    return ok ? 0 : 1;
}

namespace {

// Keys as a keyboard sends them to the widget with the focus: a press and a release each.
void press(QWidget *widget, int key, Qt::KeyboardModifiers modifiers = Qt::NoModifier,
           const QString &text = {})
{
    QKeyEvent down(QEvent::KeyPress, key, modifiers, text);
    QApplication::sendEvent(widget, &down);
    QKeyEvent up(QEvent::KeyRelease, key, modifiers, text);
    QApplication::sendEvent(widget, &up);
}

void typeKeys(QWidget *widget, const QString &text)
{
    for (QChar c : text)
        press(widget, c.toUpper().unicode(), c.isUpper() ? Qt::ShiftModifier : Qt::NoModifier, QString(c));
}

} // namespace

int runSlipTour(MainWindow *window, const QString &directory)
{
    window->autosave()->watch(nullptr);
    window->resize(1600, 1000);
    window->show();
    settle();
    window->mapView()->fitToWindow();
    // France's slip, by its key (Ctrl+3 on the standard map).
    const Map &map = window->document()->map();
    window->findChild<QAction *>(QStringLiteral("slipAction_") + map.power(map.findPower(u"france")).id)
        ->trigger();
    CommandLine *line = window->commandLine();
    typeKeys(line, QStringLiteral("Army Paris to Burgandy"));
    press(line, Qt::Key_Return);
    typeKeys(line, QStringLiteral("mar s bur"));
    press(line, Qt::Key_Tab);
    press(line, Qt::Key_Return);
    typeKeys(line, QStringLiteral("bre - pik"));
    press(line, Qt::Key_Return);
    press(line, Qt::Key_Escape);
    press(line, Qt::Key_Escape);
    typeKeys(line, QStringLiteral("bre-mao"));
    press(line, Qt::Key_Return);
    window->mapView()->fitToWindow();
    return shoot(window, directory, QStringLiteral("slip-mode")) ? 0 : 1;
}

int runLooksTour(MainWindow *window, const QString &directory, const QString &clubGame, const QString &prefix)
{
    window->resize(1600, 1000);
    if (!openClubGameMidway(window, clubGame))
        return 1;
    window->mapView()->fitToWindow();
    bool ok = true;
    PowerPalette::instance()->setPalette(Palette::ColourSafe);
    ok = shoot(window, directory, prefix + QStringLiteral("colour-blind-palette")) && ok;
    // Close up: the letters on units and centres, the hatchings, names written above the units.
    for (int i = 0; i < 4; ++i)
        window->mapView()->zoomIn();
    window->mapView()->centerOn(unitAt(window, QStringLiteral("hol")));
    ok = shoot(window, directory, prefix + QStringLiteral("colour-blind-zoomed")) && ok;
    window->mapView()->fitToWindow();
    PowerPalette::instance()->setPalette(Palette::HighContrast);
    ok = shoot(window, directory, prefix + QStringLiteral("high-contrast-palette")) && ok;
    PowerPalette::instance()->setPalette(Palette::Map);
    // The panels as under a desktop in dark mode; the map keeps its colours.
    QApplication::setStyle(QStringLiteral("Fusion"));
    QPalette dark;
    dark.setColor(QPalette::Window, QColor(0x2b, 0x2b, 0x2e));
    dark.setColor(QPalette::WindowText, QColor(0xe8, 0xe8, 0xe8));
    dark.setColor(QPalette::Base, QColor(0x1e, 0x1e, 0x20));
    dark.setColor(QPalette::AlternateBase, QColor(0x2a, 0x2a, 0x2d));
    dark.setColor(QPalette::Text, QColor(0xe8, 0xe8, 0xe8));
    dark.setColor(QPalette::Button, QColor(0x35, 0x35, 0x38));
    dark.setColor(QPalette::ButtonText, QColor(0xe8, 0xe8, 0xe8));
    dark.setColor(QPalette::Highlight, QColor(0x3d, 0x7a, 0xd6));
    dark.setColor(QPalette::HighlightedText, Qt::white);
    dark.setColor(QPalette::ToolTipBase, QColor(0x35, 0x35, 0x38));
    dark.setColor(QPalette::ToolTipText, QColor(0xe8, 0xe8, 0xe8));
    dark.setColor(QPalette::PlaceholderText, QColor(0x9a, 0x9a, 0x9a));
    dark.setColor(QPalette::Link, QColor(0x8c, 0xb8, 0xff));
    QApplication::setPalette(dark);
    // A window made under the dark palette, as at the start of a program on a dark desktop (labels lay
    // out their links in the palette they were made with).
    window->hide();
    MainWindow darkWindow(window->document()->game().sharedMap());
    darkWindow.resize(1600, 1000);
    darkWindow.show();
    if (!openClubGameMidway(&darkWindow, clubGame))
        return 1;
    darkWindow.mapView()->fitToWindow();
    ok = shoot(&darkWindow, directory, prefix + QStringLiteral("dark-mode")) && ok;
    return ok ? 0 : 1;
}

} // namespace arbiter::ui
