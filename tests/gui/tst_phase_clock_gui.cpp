// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
// The phase clock at the table, on a test clock the test moves: switched on in Game Info, shown in the phase
// bar, warning with a flash, paused and given a minute by keyboard, its time kept with the adjudicated phase;
// going on where it stood after the undo of an adjudication, after a crash with the time the program was
// down counted, and in a game saved mid-phase and reopened.
#include "dialogs/game_info_dialog.h"
#include "document/autosave.h"
#include "document/game_document.h"
#include "game_master_window.h"
#include "gui_test_environment.h"
#include "main_window.h"
#include "replay_controller.h"
#include "widgets/clock_widget.h"
#include "widgets/command_line.h"
#include "widgets/phase_bar.h"
#include "window/phase_clock_controller.h"
#include "window/table_display.h"

#include <QCheckBox>
#include <QDialogButtonBox>
#include <QDir>
#include <QLineEdit>
#include <QPushButton>
#include <QSpinBox>
#include <QTemporaryDir>
#include <QTest>
#include <QToolButton>

using namespace arbiter;
using arbiter::ui::MainWindow;
using test::whenDialogShows;

class TestPhaseClockGui : public QObject
{
    Q_OBJECT

  private:
    std::shared_ptr<const Map> m_map;
    std::unique_ptr<MainWindow> m_window;
    qint64 m_now = 0;
    qint64 m_wall = 1'800'000'000'000; // milliseconds since the epoch, as the test moves them

    void advance(qint64 ms)
    {
        m_now += ms;
        m_wall += ms;
    }
    void useTestClocks(MainWindow *window)
    {
        window->phaseClock()->setTimeSource([this] { return m_now; });
        window->phaseClock()->setWallClock([this] { return m_wall; });
    }
    void switchClockOn()
    {
        GameInfo info = m_window->document()->game().info();
        info.clock.enabled = true; // 30 minutes for the first movement phase, 15 for the others
        m_window->document()->setInfo(info);
        QTRY_VERIFY(clockWidget()->isVisible());
    }

    ui::ClockWidget *clockWidget() const { return m_window->phaseBar()->findChild<ui::ClockWidget *>(); }

  private slots:
    void initTestCase()
    {
        test::isolateFromUserData(QStringLiteral("arbiter-phase-clock-test"));
        QString error;
        m_map = MainWindow::loadStandardMap(&error);
        QVERIFY2(m_map, qPrintable(error));
    }

    void init()
    {
        m_window = test::openGameMasterWindow(m_map);
        QVERIFY(m_window->isActiveWindow());
        m_now = 0;
        useTestClocks(m_window.get());
    }

    void cleanup()
    {
        if (m_window)
            m_window->close();
        m_window.reset();
    }

    void clockTimesThePhases()
    {
        QVERIFY(!clockWidget()->isVisible()); // no clock until the game has one
        bool shown = false;
        whenDialogShows<ui::GameInfoDialog>([&shown](ui::GameInfoDialog *dialog) {
            shown = true;
            QTest::mouseClick(dialog->clockBox(), Qt::LeftButton, {},
                              QPoint(8, dialog->clockBox()->height() / 2));
            QSpinBox *movement = dialog->movementMinutesEdit();
            movement->setFocus();
            movement->selectAll();
            QTest::keyClicks(movement, QStringLiteral("12"));
            QLineEdit *warnings = dialog->warningsEdit();
            warnings->setFocus();
            warnings->selectAll();
            QTest::keyClicks(warnings, QStringLiteral("5 1"));
            QTest::mouseClick(dialog->findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Ok),
                              Qt::LeftButton);
        });
        QTest::keyClick(m_window.get(), Qt::Key_I, Qt::ControlModifier | Qt::ShiftModifier);
        QTRY_VERIFY(shown);
        const ClockSettings &settings = m_window->document()->game().info().clock;
        QVERIFY(settings.enabled);
        QCOMPARE(settings.movementMinutes, 12);
        QCOMPARE(settings.warningMinutes, (std::vector<int>{5, 1}));
        test::activateAgain(m_window.get());

        // Spring 1901 is the first movement phase: 30 minutes.
        QTRY_VERIFY(clockWidget()->isVisible());
        QCOMPARE(clockWidget()->timeText(), QStringLiteral("30:00"));
        // The players see the clock on the table display too.
        QTest::keyClick(m_window.get(), Qt::Key_F9);
        QTRY_VERIFY(m_window->tableDisplay() && m_window->tableDisplay()->isVisible());
        QCOMPARE(m_window->tableDisplay()->clockText(), QStringLiteral("30:00"));
        test::activateAgain(m_window.get());
        m_now += 25 * 60000 + 1000;
        QTRY_COMPARE(clockWidget()->timeText(), QStringLiteral("4:59"));
        QCOMPARE(m_window->tableDisplay()->clockText(), QStringLiteral("4:59"));
        QVERIFY(clockWidget()->isFlashing()); // the five-minute warning, in both windows
        QVERIFY(m_window->tableDisplay()->isClockFlashing());
        test::saveScreenshot(m_window.get(), QStringLiteral("phase-clock"));

        QTest::keyClick(m_window.get(), Qt::Key_P, Qt::ControlModifier | Qt::ShiftModifier);
        QTRY_VERIFY(clockWidget()->timeText().contains(QStringLiteral("paused")));
        QCOMPARE(m_window->phaseBar()->findChild<QToolButton *>(QStringLiteral("clockPauseButton"))->text(),
                 QStringLiteral("Resume"));
        m_now += 10 * 60000; // a long argument at the table, clock stopped
        QTest::keyClick(m_window.get(), Qt::Key_P, Qt::ControlModifier | Qt::ShiftModifier);
        QTest::keyClick(m_window.get(), Qt::Key_M, Qt::ControlModifier | Qt::ShiftModifier);
        QTRY_COMPARE(clockWidget()->timeText(), QStringLiteral("5:59"));

        m_now += 6 * 60000;
        QTRY_COMPARE(clockWidget()->timeText(), QStringLiteral("\u22120:01"));
        QVERIFY(clockWidget()->isFlashing()); // the time is up
        QVERIFY(clockWidget()->isInAlarm());  // and stays marked after the flashing

        ui::CommandLine *line = m_window->commandLine();
        line->setFocus();
        QTest::keyClick(line, Qt::Key_Return, Qt::ControlModifier);
        QCOMPARE(m_window->document()->phase().code(), QStringLiteral("F1901M"));
        // 25:01 and 6:00 of play; the ten paused minutes do not count.
        QCOMPARE(m_window->document()->game().entry(0).elapsedSeconds, 31 * 60 + 1);
        QTRY_COMPARE(clockWidget()->timeText(), QStringLiteral("12:00"));
    }

    // An adjudication undone: the phase's clock goes on from where it stood when it was adjudicated, and the
    // next phase's from where it stood at the undo once the adjudication is redone.
    void windowKeepsItsWidthWhileBrowsingWithTheClock()
    {
        // The phase bar with the clock, a replay's "Back to …" button and a what-if's name never widens the
        // window past what it was given.
        m_window->resize(1360, 900);
        QCoreApplication::processEvents();
        const int width = m_window->width();
        switchClockOn();
        QTest::keyClick(m_window->commandLine(), Qt::Key_Return, Qt::ControlModifier);
        QTest::keyClick(m_window->commandLine(), Qt::Key_Return, Qt::ControlModifier);
        QTest::keyClick(m_window->commandLine(), Qt::Key_PageUp, Qt::ControlModifier);
        QTRY_VERIFY(m_window->replay()->isReplaying());
        QCoreApplication::processEvents();
        QCOMPARE(m_window->width(), width);
        m_window->action(QStringLiteral("playFromHereAction"))->trigger();
        QCoreApplication::processEvents();
        QCOMPARE(m_window->width(), width);
    }

    void clockGoesOnAfterUndoAndRedo()
    {
        switchClockOn();
        QCOMPARE(clockWidget()->timeText(), QStringLiteral("30:00"));
        advance(4 * 60000);
        ui::CommandLine *line = m_window->commandLine();
        line->setFocus();
        QTest::keyClick(line, Qt::Key_Return, Qt::ControlModifier);
        QCOMPARE(m_window->document()->game().entry(0).elapsedSeconds, 4 * 60);
        QTRY_COMPARE(clockWidget()->timeText(), QStringLiteral("15:00"));
        advance(2 * 60000);
        QTRY_COMPARE(clockWidget()->timeText(), QStringLiteral("13:00"));

        QTest::keyClick(line, Qt::Key_Z, Qt::ControlModifier);
        QCOMPARE(m_window->document()->phase().code(), QStringLiteral("S1901M"));
        // 30:00 less the spring's four minutes: the fall's two are not the spring's.
        QTRY_COMPARE(clockWidget()->timeText(), QStringLiteral("26:00"));
        advance(60000);
        QTRY_COMPARE(clockWidget()->timeText(), QStringLiteral("25:00"));

        QTest::keyClick(line, Qt::Key_Z, Qt::ControlModifier | Qt::ShiftModifier);
        QCOMPARE(m_window->document()->phase().code(), QStringLiteral("F1901M"));
        QTRY_COMPARE(clockWidget()->timeText(), QStringLiteral("13:00"));
        // Adjudicated again, the spring's record has its five minutes.
        QCOMPARE(m_window->document()->game().entry(0).elapsedSeconds, 5 * 60);
        // And undone once more, it goes on from them.
        QTest::keyClick(line, Qt::Key_Z, Qt::ControlModifier);
        QTRY_COMPARE(clockWidget()->timeText(), QStringLiteral("25:00"));
    }

    // The program killed mid-phase and the game restored: the clock goes on from the recovery file, the
    // minute given and the time before the crash kept, and the two minutes the program was down counted as
    // run, as the players went on talking.
    void clockGoesOnAfterACrash()
    {
        switchClockOn();
        advance(3 * 60000);
        QTest::keyClick(m_window.get(), Qt::Key_M, Qt::ControlModifier | Qt::ShiftModifier);
        QTRY_COMPARE(clockWidget()->timeText(), QStringLiteral("28:00"));
        test::typeOrder(m_window.get(), QStringLiteral("France: A par - bur"));
        const QDir folder(document::Autosave::recoveryFolder());
        QTRY_COMPARE(folder.entryList({QStringLiteral("*.json")}, QDir::Files).size(), 1);
        const QString path =
            folder.filePath(folder.entryList({QStringLiteral("*.json")}, QDir::Files).front());
        QTRY_VERIFY(document::Autosave::read(path) &&
                    document::Autosave::read(path)->game.contains("par - bur"));

        // The recovery file read back: the clock as it stood at the minute added, its time running since.
        const std::optional<document::Autosave::Recovery> recovery = document::Autosave::read(path);
        QVERIFY(recovery);
        QCOMPARE(recovery->clocks.size(), std::size_t(1));
        const PhaseClockReading &saved = recovery->clocks.at(0);
        QCOMPARE(saved.durationMs, 31 * 60000);
        QCOMPARE(saved.elapsedMs, 3 * 60000);
        QVERIFY(!saved.paused);
        QCOMPARE(saved.runningSinceMs, m_wall);

        advance(30000);
        QTRY_COMPARE(clockWidget()->timeText(), QStringLiteral("27:30"));
        m_window.reset(); // killed: no close, the recovery file stays
        advance(2 * 60000);

        m_window = test::openGameMasterWindow(
            m_map, test::WindowSettings{.asker = test::answerYesOrDiscard(), .keepRecoveryFile = true});
        useTestClocks(m_window.get());
        QVERIFY(m_window->offerRecovery());
        QCOMPARE(m_window->document()->orders().size(), std::size_t(1));
        // 31:00 less 3:00, 0:30 before the crash and 2:00 down.
        QTRY_COMPARE(clockWidget()->timeText(), QStringLiteral("25:30"));
        advance(30000);
        ui::CommandLine *line = m_window->commandLine();
        line->setFocus();
        QTest::keyClick(line, Qt::Key_Return, Qt::ControlModifier);
        QCOMPARE(m_window->document()->game().entry(0).elapsedSeconds, 6 * 60);
    }

    // A game saved mid-phase (Ctrl+S) and reopened: the clock goes on with the time that was left, and the
    // phase's recorded time counts the minutes before the save; the hour the file lay closed is not counted.
    void clockKeptInAGameSavedMidPhase()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("adjourned.arbiter.json"));
        switchClockOn();
        QString error;
        QVERIFY2(m_window->document()->save(path, &error), qPrintable(error)); // the game's file, for Ctrl+S
        advance(3 * 60000);
        QTest::keyClick(m_window.get(), Qt::Key_M, Qt::ControlModifier | Qt::ShiftModifier); // a minute more
        advance(90000);
        QTRY_COMPARE(clockWidget()->timeText(), QStringLiteral("26:30"));
        test::typeOrder(m_window.get(), QStringLiteral("France: A par - bur"));
        QTest::keyClick(m_window.get(), Qt::Key_S, Qt::ControlModifier);
        QVERIFY(!m_window->document()->isModified());
        m_window->close();
        m_window.reset();
        advance(60 * 60000); // the evening adjourned

        m_window = test::openGameMasterWindow(m_map);
        useTestClocks(m_window.get());
        QVERIFY(m_window->openFile(path));
        QCOMPARE(m_window->document()->orders().size(), std::size_t(1));
        QTRY_COMPARE(clockWidget()->timeText(), QStringLiteral("26:30"));
        advance(30000);
        QTRY_COMPARE(clockWidget()->timeText(), QStringLiteral("26:00"));
        ui::CommandLine *line = m_window->commandLine();
        line->setFocus();
        QTest::keyClick(line, Qt::Key_Return, Qt::ControlModifier);
        QCOMPARE(m_window->document()->phase().code(), QStringLiteral("F1901M"));
        // 3:00 and 1:30 before the save, 0:30 after the game was reopened.
        QCOMPARE(m_window->document()->game().entry(0).elapsedSeconds, 5 * 60);
    }
};

QTEST_MAIN(TestPhaseClockGui)
#include "tst_phase_clock_gui.moc"
