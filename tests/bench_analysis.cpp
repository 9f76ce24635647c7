// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
// Figures for the tactics analyser (docs/performance.md): run build/bin/bench_analysis [problems:TAG], under
// valgrind --tool=callgrind for instruction counts. Not part of ctest: speed is measured here, not asserted.
#include "analysis/tactics_search.h"
#include "analysis_test_support.h"

#include <QElapsedTimer>
#include <QTest>

using namespace arbiter;
using namespace arbiter::test;

class BenchAnalysis : public QObject
{
    Q_OBJECT

  private slots:
    void initTestCase();
    void problems_data();
    void problems();

  private:
    std::optional<Map> m_map;
};

void BenchAnalysis::initTestCase()
{
    QString error;
    m_map = Map::load(QStringLiteral(ARBITER_SOURCE_DIR "/maps/standard"), &error);
    QVERIFY2(m_map, qPrintable(error));
}

void BenchAnalysis::problems_data()
{
    QTest::addColumn<int>("problem");
    QTest::addColumn<int>("threads");
    QTest::addColumn<bool>("full"); // also the best attempt and the count of safe defences
    for (int threads : {1, 2}) {
        QTest::addRow("munich verdict, %d thread(s)", threads) << 0 << threads << false;
        QTest::addRow("4 against 4, %d thread(s)", threads) << 1 << threads << false;
        QTest::addRow("5 against 5, %d thread(s)", threads) << 2 << threads << false;
    }
    QTest::addRow("4 against 4 in full, 1 thread") << 1 << 1 << true;
    for (int threads : {1, 2}) {
        QTest::addRow("7 against 7, %d thread(s)", threads) << 3 << threads << false;
        QTest::addRow("munich in full, %d thread(s)", threads) << 0 << threads << true;
    }
}

void BenchAnalysis::problems()
{
    QFETCH(int, problem);
    QFETCH(int, threads);
    QFETCH(bool, full);
    const Map &map = *m_map;
    Question q;
    if (problem == 0) {
        // The problem of issue 25 (tst_tactics_analysis: munichCannotBeForced); arbiter-cli bench --analyse
        // asks the same, and the 7 against 7 below.
        q.position = boardOf(map, {"Germany: A mun", "Germany: A ber", "Germany: F kie", "France: A bur",
                                   "France: A pic", "France: A bel", "France: F hol", "Russia: A war",
                                   "Russia: A sil"});
        q.ourPowers = powersOf(map, {"france", "russia"});
        q.goals = goalsOf(map, {"take mun"});
    } else {
        // German armies and fleets against French ones on the Rhine front: can Germany keep Belgium and
        // Holland and take Burgundy? The first 4, 5 or 7 units of each side.
        const std::vector<const char *> german{"Germany: A bel", "Germany: A ruh", "Germany: A mun",
                                               "Germany: A hol", "Germany: A kie", "Germany: F hel",
                                               "Germany: A tyr"};
        const std::vector<const char *> french{"France: A bur", "France: A pic", "France: F eng",
                                               "France: A par", "France: F nth", "France: A mar",
                                               "France: A pie"};
        const std::size_t size = problem == 1 ? 4 : problem == 2 ? 5 : 7;
        q.position = emptyPosition(map);
        for (std::size_t i = 0; i < size; ++i) {
            for (const Unit &u : boardOf(map, {german[i], french[i]}).units)
                q.position.units.push_back(u);
        }
        q.ourPowers = powersOf(map, {"germany"});
        q.goals = goalsOf(map, {"hold bel", "take bur"});
    }
    SearchLimits limits;
    limits.threads = threads;
    limits.bestAttempt = full;
    limits.countSafeDefences = full;
    QElapsedTimer timer;
    timer.start();
    const Answer a = analyse(map, q, limits);
    const double seconds = double(timer.nsecsElapsed()) / 1e9;
    qInfo("%s: verdict %d, %lld sets of ours, %lld of theirs, %zu units taking part, %lld adjudications, "
          "%.2f s, %.2f M adjudications/s",
          QTest::currentDataTag(), int(a.verdict), (long long)a.ourSets, (long long)a.theirSets,
          a.takingPart.size(), (long long)a.evaluations, seconds, double(a.evaluations) / seconds / 1e6);
    qInfo("  orders: %s (beat %lld defences)", qPrintable(spelled(map, a.orders).join(u", ")),
          (long long)a.beaten);
    qInfo("  safe defence: %s (%lld safe)", qPrintable(spelled(map, a.safeDefence).join(u", ")),
          (long long)a.safeDefences);
}

QTEST_GUILESS_MAIN(BenchAnalysis)
#include "bench_analysis.moc"
