// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
// The phase clock: a countdown driven by the time its caller gives, paused, given more time, warning once at
// each mark; its settings, the time of each phase and where the clock of a phase saved mid-phase stood kept
// in the game file.
#include "game_test_support.h"
#include "map/map.h"
#include "model/phase_clock.h"
#include "record/game_file.h"

#include <QDateTime>
#include <QTemporaryDir>
#include <QTest>

using namespace arbiter;

namespace {
constexpr std::int64_t minute = 60000;
}

class TestPhaseClock : public QObject
{
    Q_OBJECT

  private slots:
    void countsDownAndPauses()
    {
        PhaseClock clock;
        QVERIFY(!clock.isStarted());
        clock.start(15 * minute, 1000);
        QCOMPARE(clock.remaining(1000), 15 * minute);
        QCOMPARE(clock.remaining(1000 + 4 * minute), 11 * minute);
        clock.pause(1000 + 4 * minute);
        QVERIFY(clock.isPaused());
        QCOMPARE(clock.remaining(1000 + 9 * minute), 11 * minute); // paused: no time runs
        clock.resume(1000 + 9 * minute);
        QCOMPARE(clock.remaining(1000 + 10 * minute), 10 * minute);
        QCOMPARE(clock.elapsed(1000 + 10 * minute), 5 * minute);
        clock.addTime(minute);
        QCOMPARE(clock.remaining(1000 + 10 * minute), 11 * minute);
        QCOMPARE(clock.remaining(1000 + 22 * minute), -minute); // the overrun
    }

    void warnsOnceAtEachMark()
    {
        PhaseClock clock;
        clock.start(10 * minute, 0);
        const std::vector<int> marks = {5, 1};
        QCOMPARE(clock.newWarnings(4 * minute, marks), std::vector<int>{});
        QCOMPARE(clock.newWarnings(5 * minute, marks), std::vector<int>{5});
        QCOMPARE(clock.newWarnings(6 * minute, marks), std::vector<int>{});
        // A jump over two marks gives both, largest first.
        QCOMPARE(clock.newWarnings(10 * minute, marks), (std::vector<int>{1, 0}));
        QCOMPARE(clock.newWarnings(11 * minute, marks), std::vector<int>{});
        // Time added after the end arms the end again.
        clock.addTime(2 * minute);
        QCOMPARE(clock.newWarnings(11 * minute, marks), std::vector<int>{});
        QCOMPARE(clock.newWarnings(12 * minute, marks), std::vector<int>{0});
    }

    void durationsByPhase()
    {
        ClockSettings s;
        s.firstMovementMinutes = 30;
        s.movementMinutes = 15;
        s.retreatMinutes = 4;
        s.adjustmentMinutes = 6;
        QCOMPARE(s.minutesFor(PhaseKind::Movement, true), 30);
        QCOMPARE(s.minutesFor(PhaseKind::Movement, false), 15);
        QCOMPARE(s.minutesFor(PhaseKind::Retreat, false), 4);
        QCOMPARE(s.minutesFor(PhaseKind::Adjustment, false), 6);
    }

    void gameFileKeepsTheClockAndTheTimes()
    {
        QString error;
        auto loadedMap = Map::load(QStringLiteral(ARBITER_SOURCE_DIR "/maps/standard"), &error);
        QVERIFY2(loadedMap, qPrintable(error));
        const auto map = std::make_shared<const Map>(std::move(*loadedMap));
        Game game(map);
        game.info().clock.enabled = true;
        game.info().clock.movementMinutes = 12;
        game.info().clock.warningMinutes = {3};
        game.setElapsed(game.current(), 754);
        QVERIFY(test::playPhase(game, {"France: A par - bur"}));
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("clock.json"));
        QVERIFY2(saveGame(game, path, &error), qPrintable(error));
        const std::optional<Game> loaded = loadGame(path, map, &error);
        QVERIFY2(loaded, qPrintable(error));
        QCOMPARE(loaded->info().clock, game.info().clock);
        QCOMPARE(loaded->entry(0).elapsedSeconds, 754);
        QCOMPARE(loaded->currentEntry().elapsedSeconds, -1);

        QByteArray json = gameToJson(game);
        json.replace("\"retreat\": 5", "\"retreat\": -5");
        QVERIFY(!gameFromJson(json, map, &error));
        QVERIFY2(error.contains(QStringLiteral("clock")), qPrintable(error));
    }

    // A game saved mid-phase: the clock of the phase being played is written with the time given and the time
    // run up to the save (a running clock's time counted to the moment of writing), and read back stopped
    // where it stood, paused or not; the time the file lies closed is not counted. An adjudicated phase keeps
    // only its recorded time. A file without it (older programs) starts the phase's clock afresh.
    void gameSavedMidPhaseKeepsWhereTheClockStood()
    {
        QString error;
        auto loadedMap = Map::load(QStringLiteral(ARBITER_SOURCE_DIR "/maps/standard"), &error);
        QVERIFY2(loadedMap, qPrintable(error));
        const auto map = std::make_shared<const Map>(std::move(*loadedMap));
        Game game(map);
        game.info().clock.enabled = true;
        game.setClockReading(
            0, {.durationMs = 30 * minute, .elapsedMs = 7 * minute, .paused = false, .runningSinceMs = -1});
        QVERIFY(test::playPhase(game, {"France: A par - bur"}));
        game.setElapsed(0, 7 * 60);
        // Fall 1901: 16 of 15+1 minutes given, 4 run until a moment ago and running since.
        const std::int64_t since = QDateTime::currentMSecsSinceEpoch() - 5000;
        game.setClockReading(
            game.current(),
            {.durationMs = 16 * minute, .elapsedMs = 4 * minute, .paused = false, .runningSinceMs = since});

        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("mid-phase.arbiter.json"));
        QVERIFY2(saveGame(game, path, &error), qPrintable(error));
        std::optional<Game> loaded = loadGame(path, map, &error);
        QVERIFY2(loaded, qPrintable(error));
        QVERIFY(!loaded->entry(0).clock); // adjudicated: its time is the record's
        QCOMPARE(loaded->entry(0).elapsedSeconds, 7 * 60);
        const std::optional<PhaseClockReading> live = loaded->currentEntry().clock;
        QVERIFY(live);
        QCOMPARE(live->durationMs, 16 * minute);
        QVERIFY2(live->elapsedMs >= 4 * minute + 5000 && live->elapsedMs < 5 * minute,
                 qPrintable(QString::number(live->elapsedMs)));
        QVERIFY(!live->paused);
        QCOMPARE(live->runningSinceMs,
                 std::int64_t(-1)); // stopped where it stood: the adjourned time does not run

        // Paused, it comes back paused, to the millisecond.
        game.setClockReading(
            game.current(),
            {.durationMs = 16 * minute, .elapsedMs = 4 * minute + 250, .paused = true, .runningSinceMs = -1});
        loaded = gameFromJson(gameToJson(game), map, &error);
        QVERIFY2(loaded, qPrintable(error));
        QCOMPARE(loaded->currentEntry().clock,
                 std::optional<PhaseClockReading>({.durationMs = 16 * minute,
                                                   .elapsedMs = 4 * minute + 250,
                                                   .paused = true,
                                                   .runningSinceMs = -1}));

        // A file from before: no clock on the phase, so none read.
        QByteArray json = gameToJson(game);
        const qsizetype at = json.indexOf("\"clock\": {\n", json.indexOf("\"phases\""));
        QVERIFY(at > 0);
        json.remove(at, json.indexOf('}', at) + 2 - at);
        loaded = gameFromJson(json, map, &error);
        QVERIFY2(loaded, qPrintable(error + QString::fromUtf8(json)));
        QVERIFY(!loaded->currentEntry().clock);

        // A damaged reading is refused, named.
        json = gameToJson(game);
        json.replace("\"durationMs\": 960000", "\"durationMs\": -1");
        QVERIFY(!gameFromJson(json, map, &error));
        QVERIFY2(error.contains(QStringLiteral("phase 2 (Fall 1901 Movement)")) &&
                     error.contains(QStringLiteral("phase clock")),
                 qPrintable(error));
    }
};

QTEST_GUILESS_MAIN(TestPhaseClock)
#include "tst_phase_clock.moc"
