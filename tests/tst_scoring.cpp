// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
// Tournament scoring: each system on worked boards (ties, eliminations, a solo, draws), and the standing a
// game's record gives.
#include "game_test_support.h"
#include "map/map.h"
#include "record/game.h"
#include "record/scoring.h"

#include <QTest>

#include <numeric>

using namespace arbiter;

namespace {
// Standard map order: Austria, England, France, Germany, Italy, Russia, Turkey.
enum : int
{
    A,
    E,
    F,
    G,
    I,
    R,
    T
};

constexpr PowerSet bit(int p)
{
    return PowerSet(1) << p;
}

// A board ended in 1908 by a draw of every power still holding a centre; `out` gives the elimination year
// of the powers with none.
BoardStanding drawn(std::vector<int> centres, std::vector<int> out = {})
{
    BoardStanding b;
    b.centres = std::move(centres);
    b.eliminatedYear = out.empty() ? std::vector<int>(b.centres.size(), 0) : std::move(out);
    b.lastYear = 1908;
    for (int p = 0; p < b.powerCount(); ++p) {
        if (b.alive(p))
            b.drawn |= bit(p);
    }
    return b;
}

BoardStanding solo(int winner, std::vector<int> centres, std::vector<int> out)
{
    BoardStanding b = drawn(std::move(centres), std::move(out));
    b.drawn = 0;
    b.soloist = winner;
    return b;
}

using Scores = std::vector<double>;

void compare(const Scores &actual, const Scores &expected)
{
    QCOMPARE(actual.size(), expected.size());
    for (std::size_t p = 0; p < expected.size(); ++p) {
        if (std::abs(actual[p] - expected[p]) > 1e-6)
            QFAIL(qPrintable(
                QStringLiteral("power %1: %2, expected %3").arg(p).arg(actual[p]).arg(expected[p])));
    }
}

double total(const Scores &s)
{
    return std::accumulate(s.begin(), s.end(), 0.0);
}

std::shared_ptr<const Map> standardMap()
{
    QString error;
    auto map = Map::load(QStringLiteral(ARBITER_SOURCE_DIR "/maps/standard"), &error);
    if (!map)
        qFatal("%s", qPrintable(error));
    return std::make_shared<const Map>(std::move(*map));
}
} // namespace

class TestScoring : public QObject
{
    Q_OBJECT

  private slots:
    void drawSizeSplitsAmongTheDraw()
    {
        BoardStanding b = drawn({0, 10, 9, 0, 5, 10, 0}, {1905, 0, 0, 1906, 0, 0, 1907});
        compare(scoreBoard(ScoringSystem::DrawSize, b), {0, 25, 25, 0, 25, 25, 0});
        // Under NoDIAS a draw may leave out a survivor: only the draw shares.
        b.drawn = bit(E) | bit(R);
        compare(scoreBoard(ScoringSystem::DrawSize, b), {0, 50, 0, 0, 0, 50, 0});
        compare(scoreBoard(ScoringSystem::DrawSize,
                           solo(R, {0, 5, 6, 0, 5, 18, 0}, {1905, 0, 0, 1906, 0, 0, 1907})),
                {0, 0, 0, 0, 0, 100, 0});
    }

    void sumOfSquaresByCentres()
    {
        // 100 + 64 + 36 + 25 + 9 + 4 = 238.
        const Scores s =
            scoreBoard(ScoringSystem::SumOfSquares, drawn({10, 8, 6, 5, 3, 2, 0}, {0, 0, 0, 0, 0, 0, 1904}));
        compare(s, {10000.0 / 238, 6400.0 / 238, 3600.0 / 238, 2500.0 / 238, 900.0 / 238, 400.0 / 238, 0});
        QCOMPARE(qRound(total(s) * 1000), 100000);
        compare(scoreBoard(ScoringSystem::SumOfSquares,
                           solo(G, {4, 4, 4, 18, 4, 0, 0}, {0, 0, 0, 0, 0, 1906, 1907})),
                {0, 0, 0, 100, 0, 0, 0});
    }

    void cDiploPlacesAndShares()
    {
        // The World Diplomacy Database's two worked boards: a tie for second shares 14 + 7; a tie for third
        // shares 7.
        compare(scoreBoard(ScoringSystem::CDiplo, drawn({4, 0, 9, 7, 7, 3, 4}, {0, 1906, 0, 0, 0, 0, 0})),
                {5, 1, 48, 18.5, 18.5, 4, 5});
        compare(scoreBoard(ScoringSystem::CDiplo, drawn({5, 9, 4, 5, 3, 1, 7})), {9.5, 48, 5, 9.5, 4, 2, 22});
        // A shared top: (38 + 14) / 2 each, the next takes third.
        const Scores shared = scoreBoard(
            ScoringSystem::CDiplo, drawn({17, 0, 17, 0, 0, 0, 0}, {0, 1906, 0, 1906, 1907, 1907, 1908}));
        compare(shared, {44, 1, 44, 1, 1, 1, 1});
        QCOMPARE(
            total(scoreBoard(ScoringSystem::CDiplo, drawn({4, 0, 9, 7, 7, 3, 4}, {0, 1906, 0, 0, 0, 0, 0}))),
            100.0);
        compare(scoreBoard(ScoringSystem::CDiplo, solo(F, {3, 3, 18, 3, 3, 2, 2}, {})),
                {0, 0, 100, 0, 0, 0, 0});
    }

    void carnageRanksEliminationsAndTies()
    {
        // Italy was out in 1906, Austria earlier: Italy places sixth.
        compare(
            scoreBoard(ScoringSystem::Carnage, drawn({0, 3, 6, 4, 0, 14, 7}, {1904, 0, 0, 0, 1906, 0, 0})),
            {1000, 3003, 5006, 4004, 2000, 7014, 6007});
        // Two powers top with 8: they share 7000 + 6000.
        compare(scoreBoard(ScoringSystem::Carnage, drawn({1, 8, 7, 0, 4, 8, 6}, {0, 0, 0, 1907, 0, 0, 0})),
                {2001, 6508, 5007, 1000, 3004, 6508, 4006});
        // Out in the same year: a shared place.
        compare(scoreBoard(ScoringSystem::Carnage,
                           drawn({0, 10, 9, 0, 5, 10, 0}, {1905, 0, 0, 1905, 0, 0, 1907})),
                {1500, 6510, 5009, 1500, 4005, 6510, 3000});
        compare(
            scoreBoard(ScoringSystem::Carnage, solo(R, {0, 3, 6, 4, 0, 18, 3}, {1904, 0, 0, 0, 1906, 0, 0})),
            {0, 0, 0, 0, 0, 28034, 0});
    }

    void tributePaidToTheTopper()
    {
        // Five survivors share 66 (13.2 each); the topper's 10 is 4 over six, so each other survivor pays 4.
        const Scores s =
            scoreBoard(ScoringSystem::Tribute, drawn({0, 10, 8, 7, 5, 4, 0}, {1905, 0, 0, 0, 0, 0, 1906}));
        compare(s, {0, 13.2 + 10 + 16, 13.2 + 8 - 4, 13.2 + 7 - 4, 13.2 + 5 - 4, 13.2 + 4 - 4, 0});
        QCOMPARE(qRound(total(s) * 1000), 100000);
        // The tribute is capped at the survival share: 66 / 7 < 17 - 6.
        const double share = 66.0 / 7;
        const Scores capped = scoreBoard(ScoringSystem::Tribute, drawn({17, 4, 4, 3, 2, 2, 2}));
        compare(capped, {share + 17 + 6 * share, 4, 4, 3, 2, 2, 2});
        // Tied toppers split what the others pay (8 - 6 = 2 each from five).
        const Scores tied = scoreBoard(ScoringSystem::Tribute, drawn({8, 8, 6, 4, 4, 2, 2}));
        compare(tied, {share + 8 + 5, share + 8 + 5, share + 4, share + 2, share + 2, share, share});
        compare(
            scoreBoard(ScoringSystem::Tribute, solo(T, {4, 4, 4, 4, 0, 0, 18}, {0, 0, 0, 0, 1905, 1906, 0})),
            {0, 0, 0, 0, 0, 0, 100});
    }

    void openTributeSimplifiesWhenEveryCentreIsOwned()
    {
        // Its published short forms: a lone topper 10 × centres; others 34 + 4 × centres − the topper's
        // centres; the eliminated 0.
        const Scores s = scoreBoard(ScoringSystem::OpenTribute,
                                    drawn({0, 12, 9, 6, 4, 3, 0}, {1905, 0, 0, 0, 0, 0, 1907}));
        compare(s, {0, 120, 34 + 36 - 12, 34 + 24 - 12, 34 + 16 - 12, 34 + 12 - 12, 0});
        // Two toppers at 10 split a quarter each of the tribute of the others (0,5,4,3,2 behind by
        // 10,5,6,7,8).
        const Scores shared =
            scoreBoard(ScoringSystem::OpenTribute, drawn({10, 10, 5, 4, 3, 2, 0}, {0, 0, 0, 0, 0, 0, 1907}));
        const double each = 34 + 30 + (10 + 5 + 6 + 7 + 8) / 4.0;
        compare(shared, {each, each, 34 + 15 - 5, 34 + 12 - 6, 34 + 9 - 7, 34 + 6 - 8, 0});
        compare(scoreBoard(ScoringSystem::OpenTribute,
                           solo(E, {4, 18, 4, 4, 4, 0, 0}, {0, 0, 0, 0, 0, 1905, 1906})),
                {0, 340, 0, 0, 0, 0, 0});
    }

    void manorconWeightsAndYears()
    {
        // P = S² + 4S + 16; the eliminated score a tenth a year played (from 1901, the last year counted).
        const BoardStanding b = drawn({0, 10, 8, 7, 5, 4, 0}, {1905, 0, 0, 0, 0, 0, 1906});
        const double weights = 16 + 156 + 112 + 93 + 61 + 48 + 16;
        compare(scoreBoard(ScoringSystem::Manorcon, b),
                {0.5, 15600 / weights, 11200 / weights, 9300 / weights, 6100 / weights, 4800 / weights, 0.6});
        // A solo: 75, and the survivors as if out in the year of the solo.
        compare(scoreBoard(ScoringSystem::Manorcon,
                           solo(R, {0, 5, 6, 0, 5, 18, 0}, {1905, 0, 0, 1906, 0, 0, 1907})),
                {0.5, 0.8, 0.8, 0.6, 0.8, 75, 0.7});
    }

    void systemsFoundByName()
    {
        QCOMPARE(findScoringSystem(u"C-Diplo"), ScoringSystem::CDiplo);
        QCOMPARE(findScoringSystem(u"sum of squares"), ScoringSystem::SumOfSquares);
        QCOMPARE(findScoringSystem(u"OPENTRIBUTE"), ScoringSystem::OpenTribute);
        QCOMPARE(findScoringSystem(u"dss"), ScoringSystem::DrawSize);
        QVERIFY(!findScoringSystem(u"elo"));
        for (ScoringSystem s : allScoringSystems)
            QCOMPARE(findScoringSystem(scoringSystemId(s)), s);
    }

    void standingOfARunningGameIsProvisional()
    {
        Game game(standardMap());
        const BoardStanding b = boardStanding(game, game.current());
        QVERIFY(b.provisional);
        QCOMPARE(b.soloist, -1);
        QCOMPARE(b.drawn, PowerSet(0x7f));
        QCOMPARE(b.centres, (std::vector<int>{3, 3, 3, 3, 3, 4, 3}));
        QCOMPARE(b.totalCentres, 34);
        compare(scoreBoard(ScoringSystem::DrawSize, b), Scores(7, 100.0 / 7));
    }

    void standingFollowsTheRecord()
    {
        // Italy loses everything in the Spring of 1901 (France takes its centres); France and Russia then
        // draw in the Fall.
        const std::shared_ptr<const Map> map = standardMap();
        PhaseEntry first;
        first.position = Position::initial(*map);
        first.adjudicated = true;
        first.after = first.position;
        first.after.phase.season = Season::Fall;
        std::erase_if(first.after.units, [](const Unit &u) { return u.power == I; });
        for (int &owner : first.after.owner) {
            if (owner == I)
                owner = F;
        }
        first.children = {1};
        PhaseEntry second;
        second.parent = 0;
        second.position = first.after;
        second.end = {GameEndKind::Draw, bit(F) | bit(R)};
        const Game game = Game::fromParts(map, {}, DrawMode::NoDias, 18, 0, std::vector<PowerSet>(7, 0), {},
                                          {first, second}, 1);
        const BoardStanding b = boardStanding(game, game.current());
        QVERIFY(!b.provisional);
        QCOMPARE(b.soloist, -1);
        QCOMPARE(b.drawn, bit(F) | bit(R));
        QCOMPARE(b.eliminatedYear[I], 1901);
        QCOMPARE(b.eliminatedYear[F], 0);
        QCOMPARE(b.centres[F], 6);
        QCOMPARE(b.centres[I], 0);
        QCOMPARE(b.lastYear, 1901);
        compare(scoreBoard(ScoringSystem::DrawSize, b), {0, 0, 50, 0, 0, 50, 0});
        QCOMPARE(scoreBoard(ScoringSystem::Manorcon, b).at(I), 0.1);
    }

    void concessionScoresAsAWin()
    {
        Game game(standardMap());
        std::vector<DrawVote> votes;
        for (int p = 0; p < 7; ++p)
            votes.push_back({p, true, bit(G)});
        game.setDrawMode(DrawMode::NoDias);
        game.setVotes(votes);
        QVERIFY(game.ended());
        const BoardStanding b = boardStanding(game, game.current());
        QCOMPARE(b.soloist, int(G));
        compare(scoreBoard(ScoringSystem::SumOfSquares, b), {0, 0, 0, 100, 0, 0, 0});
    }
};

QTEST_GUILESS_MAIN(TestScoring)
#include "tst_scoring.moc"
