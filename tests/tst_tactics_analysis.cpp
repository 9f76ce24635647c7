// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
// The tactics analyser on classic problems whose answers are worked out by hand in each test.
#include "analysis/candidate_orders.h"
#include "analysis/tactics_search.h"
#include "analysis_test_support.h"

#include <QElapsedTimer>
#include <QTest>

using namespace arbiter;
using namespace arbiter::test;

class TestTacticsAnalysis : public QObject
{
    Q_OBJECT

  private slots:
    void initTestCase();
    void munich();

  private:
    std::optional<Map> m_map;
};

void TestTacticsAnalysis::initTestCase()
{
    QString error;
    m_map = Map::load(QStringLiteral(ARBITER_SOURCE_DIR "/maps/standard"), &error);
    QVERIFY2(m_map, qPrintable(error));
}

void TestTacticsAnalysis::munich()
{
    const Map &map = *m_map;
    Question q;
    q.position =
        boardOf(map, {"Germany: A mun", "Germany: A ber", "Germany: F kie", "France: A bur", "France: A pic",
                      "France: A bel", "France: F hol", "Russia: A war", "Russia: A sil"});
    q.ourPowers = powersOf(map, {"france", "russia"});
    q.goals = goalsOf(map, {"take mun"});
    const LocalFight fight = buildLocalFight(map, q);
    for (const auto *side : {&fight.ours, &fight.theirs})
        for (const FightUnit &f : *side)
            qDebug() << spelled(map, f.orders);
    return;
    QElapsedTimer timer;
    timer.start();
    const Answer a = analyse(map, q);
    qDebug() << "ms" << timer.elapsed() << "ours" << a.ourSets << "theirs" << a.theirSets << "evals"
             << a.evaluations << "verdict" << int(a.verdict) << spelled(map, a.orders) << "beaten" << a.beaten
             << "refutation" << spelled(map, a.refutation) << "safe" << a.safeDefences
             << spelled(map, a.safeDefence);
}

QTEST_GUILESS_MAIN(TestTacticsAnalysis)
#include "tst_tactics_analysis.moc"
