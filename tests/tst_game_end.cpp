// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
// A tournament's game end: the end year reached after the last adjustments, the game master's command,
// resuming, and the scores that the history, the report and the game file carry.
#include "game_test_support.h"
#include "map/map.h"
#include "record/game.h"
#include "record/game_file.h"
#include "record/game_history.h"
#include "record/results_report.h"
#include "record/score_report.h"

#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

using namespace arbiter;
using test::playPhase;

namespace {
std::shared_ptr<const Map> standardMap()
{
    QString error;
    auto map = Map::load(QStringLiteral(ARBITER_SOURCE_DIR "/maps/standard"), &error);
    if (!map)
        qFatal("%s", qPrintable(error));
    return std::make_shared<const Map>(std::move(*map));
}

constexpr PowerSet everyone = 0x7f;
} // namespace

class TestGameEnd : public QObject
{
    Q_OBJECT

    std::shared_ptr<const Map> m_map = standardMap();

    // 1901 with France taking Spain and Belgium, so that the winter has builds to adjudicate.
    void playThe1901Season(Game &game)
    {
        QVERIFY(playPhase(game, {"France: A mar - spa", "France: A par - bur", "France: F bre - eng"}));
        QVERIFY(playPhase(game, {"France: A bur - bel"}));
        QCOMPARE(game.currentEntry().position.phase.kind, PhaseKind::Adjustment);
        QVERIFY(playPhase(game, {"France: Build A par"}));
    }

  private slots:
    void endYearEndsTheGameAfterItsAdjustments()
    {
        Game game(m_map);
        GameInfo info;
        info.endYear = 1901;
        game.info() = info;
        playThe1901Season(game);
        const PhaseEntry &now = game.currentEntry();
        QCOMPARE(now.position.phase.year, 1902);
        QCOMPARE(now.end.kind, GameEndKind::Called);
        QCOMPARE(now.end.powers, everyone);
        QVERIFY(game.ended());
        QVERIFY(!game.adjudicate());
        // The winter's report says why there is no more play.
        const QString report = resultsReport(game, now.parent);
        QVERIFY2(report.contains(QStringLiteral("The game ends: its last year, 1901, is over.")),
                 qPrintable(report));
    }

    void noEndYearPlaysOn()
    {
        Game game(m_map);
        playThe1901Season(game);
        QCOMPARE(game.currentEntry().end.kind, GameEndKind::None);
        QVERIFY(!resultsReport(game, game.currentEntry().parent).contains(QStringLiteral("The game ends")));
    }

    void resumedGamePlaysOnPastItsEndYear()
    {
        Game game(m_map);
        game.info().endYear = 1901;
        playThe1901Season(game);
        game.resume();
        QVERIFY(!game.ended());
        QVERIFY(playPhase(game, {"France: A spa - por"}));
        QVERIFY(playPhase(game, {}));
        QVERIFY(!game.ended());
    }

    void gameMasterEndsTheGame()
    {
        Game game(m_map);
        QVERIFY(playPhase(game, {"France: A par - bur"}));
        game.endNow();
        QCOMPARE(game.currentEntry().end.kind, GameEndKind::Called);
        QCOMPARE(game.currentEntry().end.powers, everyone);
        QVERIFY(!game.adjudicate());
        // Votes cannot undo an ended game; resuming can.
        game.setVotes({{0, true, everyone}});
        QCOMPARE(game.currentEntry().end.kind, GameEndKind::Called);
        game.resume();
        QCOMPARE(game.currentEntry().end.kind, GameEndKind::None);
        QVERIFY(game.adjudicate());
    }

    void endedGameIsScored()
    {
        Game game(m_map);
        game.info().endYear = 1901;
        game.info().scoring = ScoringSystem::SumOfSquares;
        playThe1901Season(game);
        const int last = game.current();
        const BoardStanding board = boardStanding(game, last);
        QVERIFY(!board.provisional);
        QCOMPARE(board.drawn, everyone);
        QCOMPARE(board.centres[2], 5); // France: Brest, Marseilles, Paris, Spain, Belgium

        // History's last row: the end and the game's own system. Squares: 25 + 4 × 9 + 16 + 9 = 86 for
        // Russia's 4 and the other five powers' 3.
        const QString row = phaseSummaryText(game, last);
        QVERIFY2(row.contains(QStringLiteral("game ended")), qPrintable(row));
        QVERIFY2(row.contains(QStringLiteral("Sum of squares: ")), qPrintable(row));
        QVERIFY2(row.contains(QStringLiteral("France %1").arg(scoreText(2500.0 / 86))), qPrintable(row));
        QVERIFY2(row.contains(QStringLiteral("Russia %1").arg(scoreText(1600.0 / 86))), qPrintable(row));

        const QString report = gameReport(game, last);
        QVERIFY2(report.contains(QStringLiteral("Scores:")), qPrintable(report));
        QVERIFY2(report.contains(QRegularExpression(QStringLiteral("France +5 +"))), qPrintable(report));

        const QString csv = scoreCsv(game, last);
        const QStringList lines = csv.split(u'\n', Qt::SkipEmptyParts);
        QCOMPARE(lines.size(), 8);
        QCOMPARE(
            lines[0],
            QStringLiteral("Power,Centres,dss,sos,cdiplo,carnage,tribute,opentribute,manorcon,Provisional"));
        QVERIFY2(lines[3].startsWith(QStringLiteral("france,5,14.29,%1,").arg(scoreText(2500.0 / 86))),
                 qPrintable(lines[3]));
        QVERIFY(lines[3].endsWith(QStringLiteral(",no")));
    }

    void runningGameHasNoScoresInItsReport()
    {
        Game game(m_map);
        QVERIFY(playPhase(game, {"France: A par - bur"}));
        QVERIFY(!gameReport(game, game.current()).contains(QStringLiteral("Scores")));
        QVERIFY(scoreCsv(game, game.current()).contains(QStringLiteral(",yes\n")));
    }

    void gameFileKeepsTheEnd()
    {
        Game game(m_map);
        game.info().endYear = 1901;
        game.info().scoring = ScoringSystem::Carnage;
        playThe1901Season(game);
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("ended.json"));
        QString error;
        QVERIFY2(saveGame(game, path, &error), qPrintable(error));
        const std::optional<Game> loaded = loadGame(path, m_map, &error);
        QVERIFY2(loaded, qPrintable(error));
        QCOMPARE(loaded->info(), game.info());
        QCOMPARE(loaded->currentEntry().end, game.currentEntry().end);
        QCOMPARE(loaded->currentEntry().end.kind, GameEndKind::Called);
    }

    void unknownScoringSystemInAFileIsNamed()
    {
        Game game(m_map);
        QByteArray json = gameToJson(game);
        json.replace("\"scoring\": \"dss\"", "\"scoring\": \"elo\"");
        QString error;
        QVERIFY(!gameFromJson(json, m_map, &error));
        QVERIFY2(error.contains(QStringLiteral("unknown scoring system 'elo'")), qPrintable(error));
    }
};

QTEST_GUILESS_MAIN(TestGameEnd)
#include "tst_game_end.moc"
