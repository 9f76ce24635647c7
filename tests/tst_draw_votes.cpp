// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
// The Judge's draw rules: the worked examples of the DIAS/NoDIAS description.
#include "model/draw_vote.h"

#include <QTest>

using namespace arbiter;

namespace {
// Austria, England, France as in the examples; indices as on the standard map.
constexpr int A = 0;
constexpr int E = 1;
constexpr int F = 2;
constexpr int R = 5;
constexpr PowerSet bit(int p)
{
    return PowerSet(1) << p;
}
constexpr PowerSet AEF = bit(A) | bit(E) | bit(F);
constexpr PowerSet AE = bit(A) | bit(E);

DrawVote draw(int power, PowerSet list)
{
    return {power, true, list};
}
DrawVote nodraw(int power)
{
    return {power, false, 0};
}
} // namespace

Q_DECLARE_METATYPE(arbiter::DrawVote)

class TestDrawVotes : public QObject
{
    Q_OBJECT

  private slots:
    void workedExamples_data();
    void workedExamples();
    void implicitSubsets();
    void dias();
};

void TestDrawVotes::workedExamples_data()
{
    QTest::addColumn<DrawVote>("france");
    QTest::addColumn<DrawVote>("england");
    QTest::addColumn<DrawVote>("austria");
    QTest::addColumn<bool>("passed");
    QTest::addColumn<PowerSet>("powers");
    QTest::newRow("all AEF") << draw(F, AEF) << draw(E, AEF) << draw(A, AEF) << true << AEF;
    QTest::newRow("France AE") << draw(F, AE) << draw(E, AEF) << draw(A, AEF) << true << AEF;
    QTest::newRow("France and Austria AE") << draw(F, AE) << draw(E, AEF) << draw(A, AE) << true << AE;
    QTest::newRow("France AEF, others AE")
        << draw(F, AEF) << draw(E, AE) << draw(A, AE) << false << PowerSet(0);
    QTest::newRow("concession to Austria")
        << draw(F, bit(A)) << draw(E, bit(A)) << nodraw(A) << true << bit(A);
}

void TestDrawVotes::workedExamples()
{
    QFETCH(DrawVote, france);
    QFETCH(DrawVote, england);
    QFETCH(DrawVote, austria);
    QFETCH(bool, passed);
    QFETCH(PowerSet, powers);
    const DrawOutcome outcome = evaluateDraw(DrawMode::NoDias, AEF, {france, england, austria});
    QCOMPARE(outcome.passed, passed);
    QCOMPARE(outcome.powers, powers);
}

void TestDrawVotes::implicitSubsets()
{
    // "SET DRAW AEG" by Austria approves AEG, AG, AE and A; "SET DRAW FT" approves FT, F, T, AFT, AF, AT, A.
    const PowerSet all = 0x7f;
    const int G = 3;
    const int T = 6;
    const DrawVote aeg = draw(A, bit(A) | bit(E) | bit(G));
    QVERIFY(voteApproves(DrawMode::NoDias, aeg, bit(A) | bit(G), all));
    QVERIFY(voteApproves(DrawMode::NoDias, aeg, bit(A), all));
    QVERIFY(!voteApproves(DrawMode::NoDias, aeg, bit(E) | bit(G), all));
    QVERIFY(!voteApproves(DrawMode::NoDias, aeg, bit(A) | bit(R), all));
    const DrawVote ft = draw(A, bit(F) | bit(T));
    for (PowerSet ok : {bit(F) | bit(T), bit(F), bit(T), bit(A) | bit(F) | bit(T), bit(A) | bit(F),
                        bit(A) | bit(T), bit(A)})
        QVERIFY(voteApproves(DrawMode::NoDias, ft, ok, all));
    QVERIFY(!voteApproves(DrawMode::NoDias, ft, bit(F) | bit(E), all));
}

void TestDrawVotes::dias()
{
    const PowerSet survivors = AEF;
    QVERIFY(evaluateDraw(DrawMode::Dias, survivors, {draw(A, 0), draw(E, 0), draw(F, 0)}).passed);
    QCOMPARE(evaluateDraw(DrawMode::Dias, survivors, {draw(A, 0), draw(E, 0), draw(F, 0)}).powers, AEF);
    QVERIFY(!evaluateDraw(DrawMode::Dias, survivors, {draw(A, 0), draw(E, 0), nodraw(F)}).passed);
    QVERIFY(
        !evaluateDraw(DrawMode::Dias, survivors, {draw(A, 0), draw(E, 0)}).passed); // France has not voted
}

QTEST_GUILESS_MAIN(TestDrawVotes)
#include "tst_draw_votes.moc"
