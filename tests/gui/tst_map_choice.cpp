// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
// Maps are data, in the client: File → New Game offers every map of the data folders (here the
// three-power test map, put in the user's data folder) and the standard map's start variant Fleet Rome; a
// game on another map comes in a window of that map, whose game file names the map and opens again in such
// a window from a window of the standard map; a scripted game on that map replays phase by phase. The same
// for the Ancient Mediterranean map that ships with the program.
#include "game_master_window.h"
#include "gui_test_environment.h"

#include "dialogs/new_game_dialog.h"
#include "document/game_document.h"
#include "main_window.h"
#include "record/game_file.h"
#include "record/game_script.h"
#include "replay_controller.h"
#include "scene/map_scene.h"
#include "widgets/centre_chart.h"
#include "widgets/command_line.h"
#include "widgets/history_panel.h"
#include "widgets/phase_bar.h"

#include <QApplication>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QPointer>
#include <QPushButton>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace arbiter;
using arbiter::ui::MainWindow;

class TestMapChoice : public QObject
{
    Q_OBJECT

  private:
    std::shared_ptr<const Map> m_map;
    std::unique_ptr<MainWindow> m_window;
    QTemporaryDir m_files;

    // In File → New Game, picks the map and the start shown as `mapText` and `startText` with the keyboard,
    // then OK.
    static void chooseInNewGame(const QString &mapText, const QString &startText)
    {
        test::whenDialogShows<ui::NewGameDialog>([mapText, startText](ui::NewGameDialog *dialog) {
            auto *maps = dialog->findChild<QComboBox *>(QStringLiteral("mapCombo"));
            auto *starts = dialog->findChild<QComboBox *>(QStringLiteral("startCombo"));
            QVERIFY(maps && starts);
            maps->setFocus();
            for (int i = 0; i < maps->count() && maps->currentText() != mapText; ++i)
                QTest::keyClick(maps, Qt::Key_Down);
            QCOMPARE(maps->currentText(), mapText);
            if (!startText.isEmpty()) {
                starts->setFocus();
                for (int i = 0; i < starts->count() && starts->currentText() != startText; ++i)
                    QTest::keyClick(starts, Qt::Key_Down);
                QCOMPARE(starts->currentText(), startText);
            }
            QTest::mouseClick(dialog->findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Ok),
                              Qt::LeftButton);
        });
    }

    // Plays the script `scriptPath` on the map of `mapFolder`, saves it, opens the file from the standard
    // map's window (a window of that map takes over) and replays it from the first phase, with `firstUnits`
    // units on the board, to the last, with `lastUnits`, in at least `minSteps` steps; the game has `ended`
    // or not.
    void openAndReplayScriptedGame(const QString &mapFolder, const QString &scriptPath, int firstUnits,
                                   int lastUnits, int minSteps, bool ended)
    {
        QString error;
        const std::shared_ptr<const Map> map = Map::open(mapFolder, &error);
        QVERIFY2(map, qPrintable(error));
        QFile script(scriptPath);
        QVERIFY(script.open(QIODevice::ReadOnly));
        const std::optional<Game> played = playGameScript(QString::fromUtf8(script.readAll()), map, &error);
        QVERIFY2(played, qPrintable(error));
        const QString file = m_files.filePath(map->name() + QStringLiteral("-played.arbiter.json"));
        QVERIFY2(saveGame(*played, file, &error), qPrintable(error));

        QSignalSpy opened(m_window.get(), &MainWindow::otherMapWindowOpened);
        QVERIFY(m_window->openFile(file));
        QCOMPARE(opened.count(), 1);
        auto *other = opened.first().first().value<MainWindow *>();
        QCOMPARE(other->map().name(), map->name());
        QCOMPARE(other->document()->game().phaseCount(), played->phaseCount());
        QCOMPARE(other->document()->game().ended(), ended);
        test::activateAgain(other);
        // The chart starts from the start (not "year 0"), and marks a year only while one is replayed.
        const ui::CentreChart *chart = other->historyPanel()->chart();
        QCOMPARE(chart->yearLabel(chart->years().front().year), QStringLiteral("start"));
        QCOMPARE(chart->yearLabel(map->startYear()), QString::number(map->startYear()));
        QCOMPARE(chart->markedYear(), ui::CentreChart::noYear);
        other->action(QStringLiteral("firstPhaseAction"))->trigger();
        QCOMPARE(chart->markedYear(), map->startYear());
        QCOMPARE(other->replay()->shownEntry(), 0);
        QCOMPARE(other->mapScene()->unitItemCount(), firstUnits);
        int steps = 0;
        while (other->replay()->shownEntry() != other->replay()->lineEnd() && steps < 50) {
            other->action(QStringLiteral("nextPhaseAction"))->trigger();
            ++steps;
        }
        QCOMPARE(other->replay()->shownEntry(), other->replay()->lineEnd());
        QVERIFY(steps >= minSteps);
        QCOMPARE(other->mapScene()->unitItemCount(), lastUnits);
        other->close(); // deletes itself
        m_window->show();
        test::activateAgain(m_window.get());
    }

  private slots:
    void initTestCase()
    {
        test::isolateFromUserData(QStringLiteral("arbiter-map-choice-test"));
        // A map of the user's own: the test map in the user's data folder.
        const QString maps = QStandardPaths::writableLocation(QStandardPaths::GenericDataLocation) +
                             QStringLiteral("/arbiter/maps/triad");
        QDir(maps).removeRecursively();
        QVERIFY(QDir().mkpath(maps));
        const QDir source(QStringLiteral(ARBITER_SOURCE_DIR "/tests/data/maps/triad"));
        for (const QString &file : source.entryList(QDir::Files))
            QVERIFY(QFile::copy(source.filePath(file), maps + u'/' + file));
        QString error;
        m_map = MainWindow::loadStandardMap(&error);
        QVERIFY2(m_map, qPrintable(error));
        m_window = test::openGameMasterWindow(m_map);
    }

    void cleanupTestCase()
    {
        m_window.reset();
        QDir(QStandardPaths::writableLocation(QStandardPaths::GenericDataLocation) +
             QStringLiteral("/arbiter/maps/triad"))
            .removeRecursively();
    }

    // Fleet Rome: the standard map, an Italian fleet where the army of Rome stood.
    void fleetRomeFromNewGame()
    {
        chooseInNewGame(QStringLiteral("Standard (Europe 1901)"), QStringLiteral("Fleet Rome"));
        m_window->action(QStringLiteral("newAction"))->trigger();
        const Game &game = m_window->document()->game();
        QCOMPARE(game.startVariant(), QStringLiteral("fleet_rome"));
        const Position &start = game.currentEntry().position;
        const int rome = start.unitIn(*m_map, m_map->findProvince(u"rom"));
        QVERIFY(rome >= 0);
        QCOMPARE(start.units[std::size_t(rome)].type, UnitType::Fleet);
        QCOMPARE(start.units[std::size_t(rome)].power, m_map->findPower(u"italy"));
        QCOMPARE(int(start.units.size()), 22);
    }

    // Another map: a window of that map takes the place of this one, with a new game from 2001.
    void anotherMapFromNewGame()
    {
        QSignalSpy opened(m_window.get(), &MainWindow::otherMapWindowOpened);
        chooseInNewGame(QStringLiteral("Triad (test map)"), {});
        m_window->action(QStringLiteral("newAction"))->trigger();
        QCOMPARE(opened.count(), 1);
        auto *triad = opened.first().first().value<MainWindow *>();
        QVERIFY(triad && triad != m_window.get());
        QCOMPARE(triad->map().name(), QStringLiteral("triad"));
        QCOMPARE(triad->document()->phase().year, 2001);
        QCOMPARE(triad->mapScene()->unitItemCount(), 6);
        QVERIFY(!m_window->isVisible());
        // Saved, the file names the map.
        const QString file = m_files.filePath(QStringLiteral("triad.arbiter.json"));
        QVERIFY(triad->saveFile(file));
        QString error;
        QFile saved(file);
        QVERIFY(saved.open(QIODevice::ReadOnly));
        QCOMPARE(gameMapName(saved.readAll(), &error).value_or(QString()), QStringLiteral("triad"));
        triad->close(); // deletes itself
        m_window->show();
        test::activateAgain(m_window.get());
    }

    // A game of that map, played by script, opened from the standard map's window, replayed phase by phase.
    void anotherMapsGameOpensAndReplays()
    {
        openAndReplayScriptedGame(QStringLiteral(ARBITER_SOURCE_DIR "/tests/data/maps/triad"),
                                  QStringLiteral(ARBITER_SOURCE_DIR "/tests/games/triad/triad_game.txt"), 6,
                                  7, 8, true);
    }

    // Ancient Mediterranean, chosen in New Game with the keyboard: five powers from year 1.
    void ancientMediterraneanFromNewGame()
    {
        QSignalSpy opened(m_window.get(), &MainWindow::otherMapWindowOpened);
        chooseInNewGame(QStringLiteral("Ancient Mediterranean"), {});
        m_window->action(QStringLiteral("newAction"))->trigger();
        QCOMPARE(opened.count(), 1);
        auto *ancmed = opened.first().first().value<MainWindow *>();
        QVERIFY(ancmed && ancmed != m_window.get());
        QCOMPARE(ancmed->map().name(), QStringLiteral("ancmed"));
        QCOMPARE(ancmed->document()->phase().year, 1);
        const QString phase = ancmed->phaseBar()->phaseText();
        QVERIFY2(phase.contains(QStringLiteral("Spring 1 ")) && !phase.contains(QStringLiteral("1901")),
                 qPrintable(phase));
        const QString progress = ancmed->phaseBar()->progressText();
        for (const char *power : {"Carthage", "Egypt", "Greece", "Persia", "Rome"})
            QVERIFY2(progress.contains(QLatin1String(power)), qPrintable(progress));
        for (const char *power : {"Austria", "England", "France"})
            QVERIFY2(!progress.contains(QLatin1String(power)), qPrintable(progress));
        QCOMPARE(ancmed->mapScene()->unitItemCount(), 15);
        // The order line's examples are moves of this map's units.
        const QString examples = ancmed->commandLine()->placeholderText();
        QVERIFY2(examples.contains(QStringLiteral("\"A car - ")) &&
                     examples.contains(QStringLiteral("\"Egypt: F ale - ")),
                 qPrintable(examples));
        ancmed->close(); // deletes itself
        m_window->show();
        test::activateAgain(m_window.get());
    }

    // A game of another map open when Arbiter was killed comes back in a window of that map, and the game
    // given on the command line then opens once the restored game was saved or discarded.
    void anotherMapsGameIsRestoredInItsMapsWindow()
    {
        QSignalSpy opened(m_window.get(), &MainWindow::otherMapWindowOpened);
        chooseInNewGame(QStringLiteral("Ancient Mediterranean"), {});
        m_window->action(QStringLiteral("newAction"))->trigger();
        QCOMPARE(opened.count(), 1);
        QPointer<MainWindow> ancmed = opened.last().first().value<MainWindow *>();
        test::typeOrder(ancmed, QStringLiteral("Rome: A rom - nea"));
        QCOMPARE(ancmed->document()->orders().size(), std::size_t(1));
        QTRY_VERIFY(!ancmed->autosave()->writePending());
        const QString recovery = ancmed->autosave()->path();
        QVERIFY(QFile::exists(recovery));
        delete ancmed.data(); // killed: the recovery file stays
        QVERIFY(QFile::exists(recovery));

        // Arbiter starts again on the standard map, with yesterday's standard game on the command line.
        m_window->show();
        test::activateAgain(m_window.get());
        const QString yesterday = m_files.filePath(QStringLiteral("yesterday.arbiter.json"));
        QString error;
        QVERIFY2(saveGame(m_window->document()->game(), yesterday, &error), qPrintable(error));
        QStringList questions;
        m_window->setAsker(test::answerYesOrDiscard(&questions));
        m_window->start(yesterday);
        QCOMPARE(questions, (QStringList{QStringLiteral("Restore Game"), QStringLiteral("Unsaved Changes")}));
        QCOMPARE(opened.count(), 2);
        QPointer<MainWindow> restored = opened.last().first().value<MainWindow *>();
        QCOMPARE(restored->map().name(), QStringLiteral("ancmed"));
        QCOMPARE(restored->document()->orders().size(), std::size_t(1));
        QVERIFY(!QFile::exists(recovery)); // the window's own recovery file took over
        // Yesterday's game is on the standard map: the restored game was offered to save (the test's
        // answer: discard), and the standard map's window took over with the file.
        MainWindow *last = nullptr;
        for (QWidget *w : QApplication::topLevelWidgets()) {
            auto *window = qobject_cast<MainWindow *>(w);
            if (window && window != m_window.get() && window->isVisible())
                last = window;
        }
        QVERIFY(last);
        QCOMPARE(last->map().name(), QStringLiteral("standard"));
        QCOMPARE(QFileInfo(last->document()->fileName()), QFileInfo(yesterday));
        QTRY_VERIFY(restored.isNull()); // closed, and deleted
        last->close();
        m_window->setAsker(test::answerYesOrDiscard()); // `questions` ends here
        m_window->show();
        test::activateAgain(m_window.get());
    }

    // Three scripted years of Ancient Mediterranean open and replay to Spring 4 (31 units on the board).
    void ancientMediterraneanGameOpensAndReplays()
    {
        openAndReplayScriptedGame(QStringLiteral(ARBITER_SOURCE_DIR "/maps/ancmed"),
                                  QStringLiteral(ARBITER_SOURCE_DIR "/tests/games/ancmed/ancmed_game.txt"),
                                  15, 31, 11, false);
    }
};

QTEST_MAIN(TestMapChoice)
#include "tst_map_choice.moc"
