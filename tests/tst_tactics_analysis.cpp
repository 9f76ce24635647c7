// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
// The tactics analyser on classic problems. Each answer is worked out by hand in the test's comment; the
// analyser must find it, and where a problem has a twin without the key unit, the twin must fail.
#include "analysis/candidate_orders.h"
#include "analysis/required_entries.h"
#include "analysis/tactics_search.h"
#include "analysis_test_support.h"
#include "judge/movement_adjudicator.h"

#include <QTest>

#include <algorithm>
#include <random>

using namespace arbiter;
using namespace arbiter::test;

class TestTacticsAnalysis : public QObject
{
    Q_OBJECT

  private slots:
    void initTestCase();
    void goalsRead();
    void questionsChecked();
    void munichCannotBeForced();
    void cuttingEverySupport();
    void selfBounceCutsASupport();
    void stalemateLineHolds();
    void attackThatNeedsAConvoy();
    void convoySupportThatCannotBeCut();
    void rulesInForceDecide();
    void munichBestAttemptAndSafeDefences();
    void provincesThatMustBeEntered();
    void sameAnswerOnAnyNumberOfThreads_data();
    void sameAnswerOnAnyNumberOfThreads();
    void limitLeavesItOpen();
    void fightTooLargeToSearchRefutedByStrength();

  private:
    Question question(std::initializer_list<const char *> units, std::initializer_list<const char *> ours,
                      std::initializer_list<const char *> goals) const
    {
        Question q;
        q.position = boardOf(*m_map, units);
        q.ourPowers = powersOf(*m_map, ours);
        q.goals = goalsOf(*m_map, goals);
        return q;
    }
    static QStringList texts(std::initializer_list<const char *> items)
    {
        QStringList out;
        for (const char *item : items)
            out << QString::fromUtf8(item);
        return out;
    }
    static int nonHolds(const std::vector<Order> &orders)
    {
        return int(std::count_if(orders.begin(), orders.end(),
                                 [](const Order &o) { return o.type != OrderType::Hold; }));
    }
    std::optional<Map> m_map;
};

void TestTacticsAnalysis::initTestCase()
{
    QString error;
    m_map = Map::load(QStringLiteral(ARBITER_SOURCE_DIR "/maps/standard"), &error);
    QVERIFY2(m_map, qPrintable(error));
}

void TestTacticsAnalysis::goalsRead()
{
    const Map &map = *m_map;
    QString error;
    const std::optional<Goal> take = parseGoal(map, u"  Take Munich ", &error);
    QVERIFY(take);
    QCOMPARE(take->kind, GoalKind::Take);
    QCOMPARE(goalText(map, *take), QStringLiteral("take mun"));
    QCOMPARE(parseGoal(map, u"dislodge stp", &error)->kind, GoalKind::Dislodge);
    QVERIFY(!parseGoal(map, u"conquer mun", &error));
    QVERIFY2(error.contains(u"unknown goal 'conquer'"), qPrintable(error));
    QVERIFY(!parseGoal(map, u"take atlantis", &error));
    QVERIFY2(error.contains(u"no province 'atlantis'"), qPrintable(error));
    QVERIFY(!parseGoal(map, u"mun", &error));
    QVERIFY2(error.contains(u"a kind and a province"), qPrintable(error));
}

void TestTacticsAnalysis::questionsChecked()
{
    const Map &map = *m_map;
    Question q = question({"Germany: A mun", "France: A bur"}, {"france"}, {"dislodge bur"});
    QVERIFY(checkQuestion(map, q).contains(u"dislodge bur: no unit of their side"));
    q.goals = goalsOf(map, {"keep mun"});
    QVERIFY(checkQuestion(map, q).contains(u"keep mun: no unit of our side"));
    q.goals = goalsOf(map, {"take mun"});
    QVERIFY(checkQuestion(map, q).isEmpty());
    q.theirPowers = powersOf(map, {"france"});
    QVERIFY(checkQuestion(map, q).contains(u"on both sides"));
    q.theirPowers.clear();
    // A province no unit of ours can reach, not even by convoy (D2 of the QA of issue 25).
    q.goals = goalsOf(map, {"take mos"});
    QVERIFY2(checkQuestion(map, q).contains(u"take mos: no unit of our side can reach Moscow"),
             qPrintable(checkQuestion(map, q)));
    q.goals = goalsOf(map, {"take bur"}); // where ours stands already
    QVERIFY(checkQuestion(map, q).isEmpty());
    // By convoy over a fleet of any power: London can be reached from Picardy over the Channel.
    Question convoyed = question({"England: F eng", "France: A pic"}, {"france"}, {"take lon"});
    QVERIFY2(checkQuestion(map, convoyed).isEmpty(), qPrintable(checkQuestion(map, convoyed)));
    convoyed = question({"England: F nth", "France: A pic"}, {"france"}, {"take lon"});
    QVERIFY(checkQuestion(map, convoyed).contains(u"no unit of our side can reach"));
    // Their side named as powers without units (D4).
    q.goals = goalsOf(map, {"take mun"});
    q.theirPowers = powersOf(map, {"italy"});
    QVERIFY2(checkQuestion(map, q).contains(u"their side has no units"), qPrintable(checkQuestion(map, q)));
    q.theirPowers = powersOf(map, {"italy", "germany"});
    QVERIFY(checkQuestion(map, q).isEmpty());
    q.theirPowers.clear();
    q.position.phase.kind = PhaseKind::Retreat;
    QVERIFY(checkQuestion(map, q).contains(u"not a movement phase"));
}

void TestTacticsAnalysis::munichCannotBeForced()
{
    // The problem of the issue. Only A bur and A sil border Munich (F hol cannot reach an inland province,
    // Ruhr, Bohemia and Tyrolia are empty), so the attack is at most 2. Germany's A ber supports A mun to a
    // hold of 2, and only A sil could cut it, which then neither attacks nor supports: Munich holds whatever
    // France and Russia order. F kie cannot support Munich (a fleet does not reach it). Of the defences
    // with one order besides holds, those of F kie come first and all fail, then A ber's: A ber - sil fails
    // (A sil - mun supported from Burgundy takes Munich), A ber S A mun is the first that holds.
    const Map &map = *m_map;
    const Question q =
        question({"Germany: A mun", "Germany: A ber", "Germany: F kie", "France: A bur", "France: A pic",
                  "France: A bel", "France: F hol", "Russia: A war", "Russia: A sil"},
                 {"france", "russia"}, {"take mun"});
    SearchLimits limits;
    limits.bestAttempt = false; // the whole answer: munichBestAttemptAndSafeDefences
    limits.countSafeDefences = false;
    const Answer a = analyse(map, q, limits);
    QCOMPARE(a.verdict, Verdict::NotGuaranteed);
    QCOMPARE(a.takingPart.size(), std::size_t(9));
    QCOMPARE(a.settledOurSets, a.ourSets);
    QCOMPARE(a.guaranteeingSets, 0);
    QCOMPARE(spelled(map, a.safeDefence),
             QStringList({QStringLiteral("Germany: A mun H"), QStringLiteral("Germany: A ber S A mun"),
                          QStringLiteral("Germany: F kie H")}));
}

void TestTacticsAnalysis::cuttingEverySupport()
{
    // Munich can be supported from Tyrolia and Bohemia to a hold of 3; France brings 2 (A bur and A ruh).
    // Both supports must be cut, from Venice and from Vienna (Vienna borders both, Venice only Tyrolia), so
    // every guaranteeing set is A ven - tyr, A vie - boh and one of A bur, A ruh attacking with the other's
    // support: two sets, four orders each.
    const Map &map = *m_map;
    const Question q = question({"Germany: A mun", "Germany: A tyr", "Germany: A boh", "France: A bur",
                                 "France: A ruh", "France: A ven", "France: A vie"},
                                {"france"}, {"take mun"});
    const Answer a = analyse(map, q);
    QCOMPARE(a.verdict, Verdict::Guaranteed);
    QVERIFY(a.complete);
    QCOMPARE(a.guaranteeingSets, 2);
    const QStringList orders = spelled(map, a.orders);
    QCOMPARE(nonHolds(a.orders), 4);
    QVERIFY2(orders.contains(u"France: A ven - tyr") && orders.contains(u"France: A vie - boh"),
             qPrintable(orders.join(u", ")));
    QVERIFY2((orders.contains(u"France: A bur - mun") && orders.contains(u"France: A ruh S A bur - mun")) ||
                 (orders.contains(u"France: A ruh - mun") && orders.contains(u"France: A bur S A ruh - mun")),
             qPrintable(orders.join(u", ")));
    // Without Vienna, Bohemia's support stands: 2 against 2, Munich holds.
    const Question twin = question({"Germany: A mun", "Germany: A tyr", "Germany: A boh", "France: A bur",
                                    "France: A ruh", "France: A ven"},
                                   {"france"}, {"take mun"});
    const Answer b = analyse(map, twin);
    QCOMPARE(b.verdict, Verdict::NotGuaranteed);
    QVERIFY(spelled(map, b.refutation).contains(u"Germany: A boh S A mun"));
}

void TestTacticsAnalysis::selfBounceCutsASupport()
{
    // England keeps France out of Galicia, Serbia and Vienna. Each French army can support the other into
    // any of them (2 against 1), so both supports must be cut: A gal - bud cuts Budapest's. Trieste's must be
    // cut too, from Serbia or Vienna, but an army sent alone to Trieste walks in when A tri leaves, and A bud
    // then takes the province it left (A gal's attack does not stop a move out of Budapest). Sent together,
    // A ser and A vie cut the support if A tri stays and bounce each other if it leaves: both stay home. No
    // other set does it.
    const Map &map = *m_map;
    const Question q =
        question({"France: A bud", "France: A tri", "England: A gal", "England: A ser", "England: A vie"},
                 {"england"}, {"hold gal", "hold ser", "hold vie"});
    const Answer a = analyse(map, q);
    QCOMPARE(a.verdict, Verdict::Guaranteed);
    QCOMPARE(a.guaranteeingSets, 1);
    QCOMPARE(spelled(map, a.orders),
             QStringList({QStringLiteral("England: A gal - bud"), QStringLiteral("England: A ser - tri"),
                          QStringLiteral("England: A vie - tri")}));
}

void TestTacticsAnalysis::stalemateLineHolds()
{
    // Germany holds Munich, Berlin and Kiel against France (A bur, A ruh) and Russia (A sil). Munich can be
    // attacked with 3 (A bur with both supports); A ber and A kie supporting it make 3. A sil - ber or
    // A ruh - kie cuts one support, but the attacker that cuts no longer supports: the attack drops with the
    // hold. Berlin and Kiel face one attacker each. No single order does it (one support leaves 2 against
    // 3), so the simplest line has two orders, and it always keeps Berlin's support of Munich.
    const Map &map = *m_map;
    const Question q = question({"Germany: A mun", "Germany: A ber", "Germany: A kie", "France: A bur",
                                 "France: A ruh", "Russia: A sil"},
                                {"germany"}, {"hold mun", "hold ber", "hold kie"});
    const Answer a = analyse(map, q);
    QCOMPARE(a.verdict, Verdict::Guaranteed);
    QCOMPARE(nonHolds(a.orders), 2);
    QVERIFY2(spelled(map, a.orders).contains(u"Germany: A ber S A mun"),
             qPrintable(spelled(map, a.orders).join(u", ")));
    QCOMPARE(a.safeDefences, 0);
}

void TestTacticsAnalysis::attackThatNeedsAConvoy()
{
    // England must take Belgium and keep Germany out of the North Sea. F nth - bel would take Belgium but let
    // F hel into the North Sea; only the army, convoyed by the fleet that stays, does both. F hel's attack on
    // the convoying fleet is 1 against 1: the convoy stands. One set guarantees it.
    const Map &map = *m_map;
    const Question q = question({"England: A lon", "England: F nth", "Germany: F hel"}, {"england"},
                                {"take bel", "hold nth"});
    const Answer a = analyse(map, q);
    QCOMPARE(a.verdict, Verdict::Guaranteed);
    QCOMPARE(a.guaranteeingSets, 1);
    const QStringList orders = spelled(map, a.orders);
    QVERIFY2(orders.contains(u"England: F nth C A lon - bel"), qPrintable(orders.join(u", ")));
    QVERIFY2(std::any_of(a.orders.begin(), a.orders.end(),
                         [](const Order &o) { return o.type == OrderType::Move && o.viaConvoy; }),
             qPrintable(orders.join(u", ")));
    // Where a convoyed move must write its path (4.A.6 c), the army's order names the North Sea.
    Question withPath = q;
    QVERIFY(withPath.rules.apply(u"4.A.6=c").isEmpty());
    const Answer b = analyse(map, withPath);
    QCOMPARE(b.verdict, Verdict::Guaranteed);
    QVERIFY2(spelled(map, b.orders).contains(u"England: A lon - nth - bel via convoy"),
             qPrintable(spelled(map, b.orders).join(u", ")));
}

void TestTacticsAnalysis::convoySupportThatCannotBeCut()
{
    // With F den, Germany attacks the North Sea with 2 and dislodges the convoying fleet: England cannot
    // force both goals. F eng supporting the convoying fleet holds it at 2, and no German unit reaches the
    // Channel to cut that support: guaranteed again, with the convoy and the support (three orders).
    const Map &map = *m_map;
    const Question without =
        question({"England: A lon", "England: F nth", "Germany: F hel", "Germany: F den"}, {"england"},
                 {"take bel", "hold nth"});
    const Answer lost = analyse(map, without);
    QCOMPARE(lost.verdict, Verdict::NotGuaranteed);
    // Every defence that is safe dislodges the North Sea fleet: two orders, a move there and its support.
    QCOMPARE(nonHolds(lost.safeDefence), 2);
    const QStringList safe = spelled(map, lost.safeDefence);
    QVERIFY2(safe.filter(u"- nth").size() == 2, qPrintable(safe.join(u", ")));
    QVERIFY(!lost.refutation.empty());

    const Question with =
        question({"England: A lon", "England: F nth", "England: F eng", "Germany: F hel", "Germany: F den"},
                 {"england"}, {"take bel", "hold nth"});
    const Answer a = analyse(map, with);
    QCOMPARE(a.verdict, Verdict::Guaranteed);
    const QStringList orders = spelled(map, a.orders);
    QCOMPARE(nonHolds(a.orders), 3);
    QVERIFY2(orders.contains(u"England: F eng S F nth") && orders.contains(u"England: F nth C A lon - bel"),
             qPrintable(orders.join(u", ")));
}

void TestTacticsAnalysis::rulesInForceDecide()
{
    // England attacks the Channel with 2 (F wal - eng supported from London, or the other way round).
    // France's only hope is the convoy paradox (DATC 6.F.14): F eng convoys A bre to the supporter's
    // province, whose support for the attack on the convoying fleet the army would cut. Under the DATC's
    // choice (4.A.2 f, Szykman) the convoy fails and the Channel falls whatever France orders; under 'all
    // hold' (4.A.2 d) every move of the paradox fails and the fleet stays.
    const Map &map = *m_map;
    Question q = question({"England: F lon", "England: F wal", "France: A bre", "France: F eng"}, {"england"},
                          {"take eng"});
    const Answer szykman = analyse(map, q);
    QCOMPARE(szykman.verdict, Verdict::Guaranteed);
    QCOMPARE(nonHolds(szykman.orders), 2);
    QVERIFY(q.rules.apply(u"4.A.2=d").isEmpty());
    const Answer allHold = analyse(map, q);
    QCOMPARE(allHold.verdict, Verdict::NotGuaranteed);
    const QStringList refutation = spelled(map, allHold.refutation);
    QVERIFY2(refutation.filter(QStringLiteral("France: F eng C A bre - ")).size() == 1,
             qPrintable(refutation.join(u", ")));
}

void TestTacticsAnalysis::munichBestAttemptAndSafeDefences()
{
    // The whole answer to the problem of the issue, on two threads. The strongest attack on Munich is 2 (A
    // bur and A sil, the only units that border it, one supporting the other in); it fails against A ber S A
    // mun (the support cannot be cut: only A sil reaches Berlin) and against every defence that bounces or
    // cuts it, but every other defence lets it in. The counts (2,409 of 2,546 defences beaten, 127 defences
    // safe against every attack) are those the search found before it skipped the sets that cannot take
    // Munich and counted the most promising attempts first: the changes must not move them.
    const Map &map = *m_map;
    const Question q =
        question({"Germany: A mun", "Germany: A ber", "Germany: F kie", "France: A bur", "France: A pic",
                  "France: A bel", "France: F hol", "Russia: A war", "Russia: A sil"},
                 {"france", "russia"}, {"take mun"});
    SearchLimits limits;
    limits.threads = 2;
    const Answer a = analyse(map, q, limits);
    QCOMPARE(a.verdict, Verdict::NotGuaranteed);
    QVERIFY(a.complete);
    QVERIFY(a.converseComplete);
    QCOMPARE(a.ourSets, 1102630);
    QCOMPARE(a.theirSets, 2546);
    QCOMPARE(a.beaten, 2409);
    QCOMPARE(a.safeDefences, 127);
    const QStringList attempt = spelled(map, a.orders);
    QCOMPARE(nonHolds(a.orders), 2);
    QVERIFY2(attempt.contains(u"Russia: A sil - mun") && attempt.contains(u"France: A bur S A sil - mun"),
             qPrintable(attempt.join(u", ")));
    // The refutation really beats it: judged together, no French or Russian unit stands in Munich.
    std::vector<Order> orders = a.orders;
    orders.insert(orders.end(), a.refutation.begin(), a.refutation.end());
    MovementAdjudicator judge(map, q.rules);
    MovementResult result;
    judge.adjudicate(q.position, orders, &result);
    const int defender = q.position.unitIn(map, map.findProvince(u"mun"));
    const int attacker = q.position.unitIn(map, map.findProvince(u"sil"));
    QVERIFY(!result.units[std::size_t(attacker)].moved);
    QVERIFY(!result.units[std::size_t(defender)].dislodged);
    // Fewer adjudications than sets of ours: the sets that move no unit into Munich are not judged at all.
    SearchLimits verdictOnly;
    verdictOnly.bestAttempt = false;
    verdictOnly.countSafeDefences = false;
    QVERIFY(analyse(map, q, verdictOnly).evaluations < a.ourSets);
}

void TestTacticsAnalysis::provincesThatMustBeEntered()
{
    const Map &map = *m_map;
    const int munich = map.findProvince(u"mun");
    auto toEnter = [&](const Question &q) { return provincesToEnter(map, q, buildLocalFight(map, q)); };
    // Taking Munich needs a move into it; holding it does not.
    Question q = question({"Germany: A mun", "France: A bur"}, {"france"}, {"take mun"});
    QCOMPARE(toEnter(q), std::vector<int>{munich});
    q.goals = goalsOf(map, {"hold mun"});
    QVERIFY(toEnter(q).empty());
    // Our unit already in Munich takes it by staying.
    q = question({"France: A mun", "Germany: A bur"}, {"france"}, {"take mun"});
    QVERIFY(toEnter(q).empty());
    // Only a move into Munich dislodges the German army; with an Austrian army of their side next to it,
    // Austria may dislodge it without us.
    q = question({"Germany: A mun", "France: A bur"}, {"france"}, {"dislodge mun"});
    QCOMPARE(toEnter(q), std::vector<int>{munich});
    q = question({"Germany: A mun", "Austria: A tyr", "France: A bur"}, {"france"}, {"dislodge mun"});
    QVERIFY(toEnter(q).empty());
}

void TestTacticsAnalysis::sameAnswerOnAnyNumberOfThreads_data()
{
    QTest::addColumn<QStringList>("units");
    QTest::addColumn<QStringList>("ours");
    QTest::addColumn<QStringList>("goals");
    QTest::addRow("two supports, one cut") << texts({"Germany: A mun", "Germany: A tyr", "Germany: A boh",
                                                     "France: A bur", "France: A ruh", "France: A ven"})
                                           << texts({"france"}) << texts({"take mun"});
    QTest::addRow("cutting every support")
        << texts({"Germany: A mun", "Germany: A tyr", "Germany: A boh", "France: A bur", "France: A ruh",
                  "France: A ven", "France: A vie"})
        << texts({"france"}) << texts({"take mun"});
    QTest::addRow("self-bounce") << texts({"France: A bud", "France: A tri", "England: A gal",
                                           "England: A ser", "England: A vie"})
                                 << texts({"england"}) << texts({"hold gal", "hold ser", "hold vie"});
    QTest::addRow("stalemate line") << texts({"Germany: A mun", "Germany: A ber", "Germany: A kie",
                                              "France: A bur", "France: A ruh", "Russia: A sil"})
                                    << texts({"germany"}) << texts({"hold mun", "hold ber", "hold kie"});
    QTest::addRow("convoy that can be dislodged")
        << texts({"England: A lon", "England: F nth", "Germany: F hel", "Germany: F den"})
        << texts({"england"}) << texts({"take bel", "hold nth"});
    QTest::addRow("dislodge kiel") << texts({"Germany: F kie", "Germany: A ber", "France: A hol",
                                             "France: A ruh", "France: F hel"})
                                   << texts({"france"}) << texts({"dislodge kie"});
}

void TestTacticsAnalysis::sameAnswerOnAnyNumberOfThreads()
{
    QFETCH(QStringList, units);
    QFETCH(QStringList, ours);
    QFETCH(QStringList, goals);
    const Map &map = *m_map;
    Question q;
    q.position = emptyPosition(map);
    for (const QString &u : units) {
        const QByteArray line = u.toUtf8();
        for (const Unit &unit : boardOf(map, {line.constData()}).units)
            q.position.units.push_back(unit);
    }
    for (const QString &p : ours)
        q.ourPowers.push_back(map.findPower(p));
    for (const QString &g : goals) {
        QString error;
        q.goals.push_back(*parseGoal(map, g, &error));
    }
    SearchLimits one;
    one.threads = 1;
    SearchLimits two;
    two.threads = 2;
    const Answer a = analyse(map, q, one);
    const Answer b = analyse(map, q, two);
    QVERIFY(a.complete && b.complete);
    QCOMPARE(b.verdict, a.verdict);
    QCOMPARE(spelled(map, b.orders), spelled(map, a.orders));
    QCOMPARE(spelled(map, b.refutation), spelled(map, a.refutation));
    QCOMPARE(spelled(map, b.safeDefence), spelled(map, a.safeDefence));
    QCOMPARE(b.guaranteeingSets, a.guaranteeingSets);
    QCOMPARE(b.beaten, a.beaten);
    QCOMPARE(b.safeDefences, a.safeDefences);
    QCOMPARE(b.settledOurSets, a.settledOurSets);
    // How many adjudications it took may differ: threads share the best attempt found so far, which decides
    // when a worse attempt stops being counted.
}

void TestTacticsAnalysis::limitLeavesItOpen()
{
    // Munich has about a million sets of French and Russian orders: 1000 adjudications settle few of them.
    const Map &map = *m_map;
    const Question q =
        question({"Germany: A mun", "Germany: A ber", "Germany: F kie", "France: A bur", "France: A pic",
                  "France: A bel", "France: F hol", "Russia: A war", "Russia: A sil"},
                 {"france", "russia"}, {"take mun"});
    SearchLimits limits;
    limits.evaluations = 1000;
    std::atomic<std::int64_t> progress{0};
    const Answer a = analyse(map, q, limits, nullptr, &progress);
    QCOMPARE(a.verdict, Verdict::NotDecided);
    QVERIFY(a.settledOurSets < a.ourSets);
    QVERIFY(a.evaluations < 20000); // the threads stop soon after the limit
    QCOMPARE(progress.load(), a.evaluations);
    // Cancelled before it starts: each thread stops at its first report, after 256 adjudications.
    const std::atomic<bool> cancel{true};
    SearchLimits twoThreads;
    twoThreads.threads = 2;
    const Answer cancelled = analyse(map, q, twoThreads, &cancel);
    QCOMPARE(cancelled.verdict, Verdict::NotDecided);
    QVERIFY(cancelled.evaluations <= 256 * 2);
}

void TestTacticsAnalysis::fightTooLargeToSearchRefutedByStrength()
{
    // Seven German units against seven French on the Rhine: far more order sets a side than the search
    // lists. Germany wants Belgium kept and Burgundy taken. No German move into Burgundy can have more than
    // 3 (a mover from Belgium, Ruhr or Munich and the other two supporting), and Paris and Marseilles, which
    // no German unit can reach, can support A bur to a hold of 3: the answer is known without the search.
    const Map &map = *m_map;
    const Question q =
        question({"Germany: A bel", "Germany: A ruh", "Germany: A mun", "Germany: A hol", "Germany: A kie",
                  "Germany: F hel", "Germany: A tyr", "France: A bur", "France: A pic", "France: F eng",
                  "France: A par", "France: F nth", "France: A mar", "France: A pie"},
                 {"germany"}, {"hold bel", "take bur"});
    SearchLimits limits;
    limits.threads = 1;
    const Answer a = analyse(map, q, limits);
    QVERIFY(a.ourSets < 0 || a.theirSets < 0); // the search could not list the sets
    QCOMPARE(a.verdict, Verdict::NotGuaranteed);
    QVERIFY(a.byStrength);
    QCOMPARE(a.byStrength->goal, 1);
    QCOMPARE(a.byStrength->province, map.findProvince(u"bur"));
    QCOMPARE(a.byStrength->attackAtMost, 3);
    QCOMPARE(a.byStrength->holdAtLeast, 3);
    QStringList attackers;
    for (int unit : a.byStrength->attackers)
        attackers << formatUnit(map, q.position.units[std::size_t(unit)]);
    QCOMPARE(attackers, texts({"Germany: A bel", "Germany: A ruh", "Germany: A mun"}));
    QVERIFY(a.orders.empty()); // no best attempt is claimed
    QVERIFY(!a.complete);
    QCOMPARE(a.safeDefence, a.byStrength->defence);
    QStringList supports = spelled(map, a.safeDefence).filter(QStringLiteral(" S "));
    supports.sort();
    QCOMPARE(supports, texts({"France: A mar S A bur", "France: A par S A bur"}));
    QCOMPARE(nonHolds(a.safeDefence), 2);

    // The claim judged: German order sets drawn at random from every German unit's orders in the fight,
    // each against the defence, never put a German unit in Burgundy.
    const LocalFight fight = buildLocalFight(map, q);
    QCOMPARE(fight.theirs.size(), a.safeDefence.size());
    std::vector<Order> orders = fight.holds;
    for (std::size_t k = 0; k < fight.theirs.size(); ++k)
        orders[std::size_t(fight.theirs[k].unit)] = a.safeDefence[k];
    MovementAdjudicator judge(map, q.rules);
    MovementResult result;
    std::mt19937 random(7);
    const int germany = map.findPower(u"germany");
    const int burgundy = map.findProvince(u"bur");
    int attacks = 0;
    for (int n = 0; n < 20000; ++n) {
        for (const FightUnit &u : fight.ours)
            orders[std::size_t(u.unit)] = u.orders[random() % u.orders.size()];
        judge.adjudicate(fight.position, orders, &result);
        for (const Unit &u : result.after.units)
            QVERIFY(!(u.power == germany && map.provinceOf(u.location) == burgundy));
        attacks += std::any_of(fight.ours.begin(), fight.ours.end(), [&](const FightUnit &u) {
            const Order &o = orders[std::size_t(u.unit)];
            return o.type == OrderType::Move && map.provinceOf(o.target.location) == burgundy;
        });
    }
    QVERIFY(attacks > 1000); // the draw did attack Burgundy
}

QTEST_GUILESS_MAIN(TestTacticsAnalysis)
#include "tst_tactics_analysis.moc"
