// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
// The client's speed, from the key press to the frame (docs/performance.md): a 34-unit movement phase of a
// 40-year game is adjudicated with Ctrl+Return in the real window and the event loop run until the window
// has painted what changed; an order typed in the order line is entered with Return, the same way; then
// the parts alone: the judge, the document's adjudication with its views following it (docks and scene),
// the scene's rebuild and a repaint of the whole window; the key press to frame and the document also in
// processor time. That the frame is whole (the window shows what a full repaint would) is checked on the
// first repetition, outside the timing. Run on demand, not by ctest:
//
//   QT_QPA_PLATFORM=offscreen build-rel/bin/bench_client
#include "gui_test_environment.h"
#include "main_window.h"
#include "record/game_file.h"
#include "record/game_script.h"
#include "scene/map_scene.h"
#include "text/order_sheet.h"
#include "widgets/command_line.h"
#include "widgets/map_view.h"

#include "document/game_document.h"

#include <QDateTime>
#include <QElapsedTimer>
#include <QProcess>
#include <QScreen>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoStack>

#include <algorithm>
#include <ctime>

using namespace arbiter;
using arbiter::ui::MainWindow;

class BenchClient : public QObject
{
    Q_OBJECT

  private slots:
    void initTestCase();
    void adjudicateAndShow_data();
    void adjudicateAndShow();
    void startUp();

  private:
    std::shared_ptr<const Map> m_map;
    QTemporaryDir m_dir;
    QString m_file; // a game at an unadjudicated 34-unit movement phase with its orders entered
};

void BenchClient::initTestCase()
{
    test::isolateFromUserData(QStringLiteral("arbiter-bench-client"));
    QString error;
    m_map = MainWindow::loadStandardMap(&error);
    QVERIFY2(m_map, qPrintable(error));
    // The first random game with a 34-unit movement phase, up to that phase, its orders entered (one for
    // each unit), not adjudicated.
    QStringList lines;
    QString code;
    for (int seed = 1; seed <= 5 && code.isEmpty(); ++seed) {
        QFile file(QStringLiteral(ARBITER_SOURCE_DIR "/tests/games/random_%1.txt").arg(seed));
        QVERIFY(file.open(QIODevice::ReadOnly));
        lines = QString::fromUtf8(file.readAll()).split(u'\n');
        const std::optional<Game> whole = playGameScript(lines.join(u'\n'), m_map, &error);
        QVERIFY2(whole, qPrintable(error));
        for (int id : whole->line(whole->current())) {
            const PhaseEntry &e = whole->entry(id);
            if (e.position.phase.kind == PhaseKind::Movement && e.position.units.size() == 34) {
                code = e.position.phase.code();
                break;
            }
        }
    }
    QVERIFY(!code.isEmpty());
    const qsizetype at = lines.indexOf(QStringLiteral("PHASE ") + code);
    QVERIFY(at > 0);
    std::optional<Game> game = playGameScript(lines.mid(0, at).join(u'\n'), m_map, &error);
    QVERIFY2(game, qPrintable(error));
    QStringList sheet;
    for (qsizetype i = at + 1; i < lines.size() && !lines[i].startsWith(QLatin1String("PHASE ")); ++i) {
        if (!lines[i].trimmed().startsWith(QLatin1String("CHECK")) &&
            !lines[i].trimmed().startsWith(QLatin1String("VOTE")))
            sheet << lines[i];
    }
    const OrderSheet orders = readOrderSheet(*m_map, sheet.join(u'\n'), &game->currentEntry().position);
    std::vector<EnteredOrder> entered;
    for (const SheetLine &l : orders.orders)
        entered.push_back({l.text, l.parsed.order});
    QVERIFY(entered.size() >= 30);
    QVERIFY(game->setOrders(game->current(), std::move(entered)));
    m_file = m_dir.filePath(QStringLiteral("full_board.json"));
    QVERIFY2(saveGame(*game, m_file, &error), qPrintable(error));
    qInfo("phase %s: 34 units, %zu orders", qPrintable(code), game->currentEntry().orders.size());
}

void BenchClient::adjudicateAndShow_data()
{
    QTest::addColumn<QString>("part");
    QTest::newRow("key press to frame") << QStringLiteral("total");
    QTest::newRow("order typed to frame") << QStringLiteral("order");
    QTest::newRow("judge") << QStringLiteral("judge");
    QTest::newRow("document and views") << QStringLiteral("document");
    QTest::newRow("scene rebuild") << QStringLiteral("scene");
    QTest::newRow("repaint") << QStringLiteral("paint");
}

// What the window shows (the platform's picture of it, painted only where something changed) against the
// window painted whole: the same, unless the timed part stopped before the frame was complete.
// The event loop until the frame is painted: a widget shown by the first pass (the echo list under the
// order line after the first order of a slip) lays out and paints in the second.
static void finishFrame()
{
    QCoreApplication::processEvents();
    QCoreApplication::processEvents();
}

static bool frameIsWhole(QWidget &window)
{
    const QImage shown =
        window.screen()->grabWindow(window.winId()).toImage().convertToFormat(QImage::Format_RGB32);
    const QImage whole = window.grab().toImage().convertToFormat(QImage::Format_RGB32);
    if (shown.size() != whole.size()) {
        qWarning("the window's picture is %dx%d, its full paint %dx%d", shown.width(), shown.height(),
                 whole.width(), whole.height());
        return false;
    }
    qsizetype differing = 0;
    for (int y = 0; y < shown.height(); ++y)
        for (int x = 0; x < shown.width(); ++x)
            differing += shown.pixel(x, y) != whole.pixel(x, y);
    if (differing)
        qWarning("%lld pixels of the window differ from its full paint", qlonglong(differing));
    return differing == 0;
}

void BenchClient::adjudicateAndShow()
{
    QFETCH(QString, part);
    MainWindow window(m_map);
    window.setAsker([](const QString &, const QString &, QMessageBox::StandardButtons,
                       QMessageBox::StandardButton) { return QMessageBox::Yes; });
    window.resize(1400, 950);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QVERIFY(window.openFile(m_file));
    window.mapView()->fitToWindow();
    QCoreApplication::processEvents();
    window.repaint();
    document::GameDocument *document = window.document();
    const Game before = document->game();

    // Each repetition starts from the unadjudicated phase (undone outside the timing); the figures are the
    // median and the fastest of 30.
    // Beside the wall clock, the processor time of this thread: on a machine shared with other builds the
    // wall clock also counts the time the thread waited for a core.
    std::vector<double> ms, cpu;
    auto threadMs = [] {
        timespec t;
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t);
        return t.tv_sec * 1e3 + t.tv_nsec / 1e6;
    };
    double cpuStart = 0;
    QElapsedTimer timer;
    for (int i = 0; i < 30; ++i) {
        if (part == u"judge") {
            Game copy = before;
            timer.start();
            QVERIFY(copy.adjudicate());
            ms.push_back(double(timer.nsecsElapsed()) / 1e6);
            continue;
        }
        if (part == u"scene" || part == u"paint") {
            if (i == 0)
                QVERIFY(window.adjudicate(false));
            timer.start();
            if (part == u"scene")
                window.mapScene()->rebuild();
            window.repaint();
            ms.push_back(double(timer.nsecsElapsed()) / 1e6);
            continue;
        }
        if (part == u"order") {
            // The first order taken out and typed again (outside the timing); timed from its Return.
            const QString text = document->orders().front().text;
            document->removeOrder(0);
            QCoreApplication::processEvents();
            window.commandLine()->setFocus();
            QTest::keyClicks(window.commandLine(), text);
            timer.start();
            cpuStart = threadMs();
            QTest::keyClick(window.commandLine(), Qt::Key_Return);
            finishFrame();
            ms.push_back(double(timer.nsecsElapsed()) / 1e6);
            cpu.push_back(threadMs() - cpuStart);
            if (i == 0)
                QVERIFY(frameIsWhole(window));
            QCOMPARE(document->orders().size(), before.currentEntry().orders.size());
            document->undoStack()->undo();
            document->undoStack()->undo();
            QCoreApplication::processEvents();
            window.repaint();
            continue;
        }
        timer.start();
        cpuStart = threadMs();
        if (part == u"total") {
            QTest::keyClick(&window, Qt::Key_Return, Qt::ControlModifier);
            finishFrame();
        } else {
            document->adjudicate(); // with every view connected to the document following it
        }
        ms.push_back(double(timer.nsecsElapsed()) / 1e6);
        cpu.push_back(threadMs() - cpuStart);
        if (part == u"total" && i == 0)
            QVERIFY(frameIsWhole(window));
        QVERIFY(document->game().current() != before.current());
        document->undoStack()->undo();
        QCoreApplication::processEvents();
        window.repaint();
        QCOMPARE(document->game().current(), before.current());
    }
    std::sort(cpu.begin(), cpu.end());
    if (!cpu.empty()) // the key presses to frame and the document's adjudication
        qInfo("%s cpu: median %.2f ms, fastest %.2f ms, slowest %.2f ms", qPrintable(part),
              cpu[cpu.size() / 2], cpu.front(), cpu.back());
    std::sort(ms.begin(), ms.end());
    qInfo("%s: median %.2f ms, fastest %.2f ms, slowest %.2f ms", qPrintable(part), ms[ms.size() / 2],
          ms.front(), ms.back());
    window.close();
}

void BenchClient::startUp()
{
    // The program started with the whole club game (41 phases) on its command line, ARBITER_STARTUP_TIMING
    // set: from just before the process starts to the first paint of the map with the game open, on the
    // same platform as this benchmark (offscreen when QT_QPA_PLATFORM says so). Five starts.
    QString error;
    QFile script(QStringLiteral(ARBITER_SOURCE_DIR "/tests/games/club_game.txt"));
    QVERIFY(script.open(QIODevice::ReadOnly));
    const std::optional<Game> game = playGameScript(QString::fromUtf8(script.readAll()), m_map, &error);
    QVERIFY2(game, qPrintable(error));
    const QString file = m_dir.filePath(QStringLiteral("club_game.json"));
    QVERIFY2(saveGame(*game, file, &error), qPrintable(error));
    std::vector<double> ms;
    for (int i = 0; i < 5; ++i) {
        QProcess arbiter;
        // Fresh settings and data folders each time: no recovery file of the last start is offered.
        QTemporaryDir home;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("ARBITER_STARTUP_TIMING"), QStringLiteral("1"));
        for (const char *name : {"XDG_CONFIG_HOME", "XDG_DATA_HOME", "XDG_CACHE_HOME", "XDG_STATE_HOME"})
            env.insert(QString::fromLatin1(name), home.path());
        arbiter.setProcessEnvironment(env);
        const qint64 start = QDateTime::currentMSecsSinceEpoch();
        arbiter.start(QStringLiteral(ARBITER_PROGRAM), {file});
        QVERIFY(arbiter.waitForStarted());
        QByteArray err;
        QElapsedTimer wait;
        wait.start();
        while (!err.contains("since the epoch") && wait.elapsed() < 20000) {
            arbiter.waitForReadyRead(100);
            err += arbiter.readAllStandardError();
        }
        arbiter.kill();
        arbiter.waitForFinished();
        const qsizetype at = err.indexOf(" at ");
        QVERIFY2(at > 0, err.constData());
        const qint64 painted = err.mid(at + 4).split(' ').constFirst().toLongLong();
        ms.push_back(double(painted - start));
        qInfo("%s", err.trimmed().constData());
    }
    std::sort(ms.begin(), ms.end());
    qInfo("start to first paint with %d phases: median %.0f ms, fastest %.0f ms, slowest %.0f ms",
          game->phaseCount(), ms[ms.size() / 2], ms.front(), ms.back());
}

QTEST_MAIN(BenchClient)
#include "bench_client.moc"
