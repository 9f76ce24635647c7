// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
// The DATC runner checks more than the final board: a chained case's retreat phase starts from the engine's
// own movement result, POSTSTATE_RESULTS checks each order's fate, and a wrong expectation of either kind
// fails the case with a message naming the order.
#include "record/datc_case_runner.h"
#include "text/datc_reader.h"

#include <QTest>

#include <algorithm>

using namespace arbiter;

namespace {

// DATC 6.H.11 chained: the convoyed attacker's origin is open to the dislodged army (4.A.5 b).
const char *const kChained = R"(VARIANT_ALL Standard
CASE chained
PRESTATE_SETPHASE Spring 1901, Movement
PRESTATE
    France: A gas
    France: A bur
    France: F mao
    France: F wes
    France: F lyo
    Italy: A mar
ORDERS
    France: A gas - mar via convoy
    France: A bur S A gas - mar
    France: F mao C A gas - mar
    France: F wes C A gas - mar
    France: F lyo C A gas - mar
    Italy: A mar H
POSTSTATE
    France: A mar
    France: A bur
    France: F mao
    France: F wes
    France: F lyo
POSTSTATE_DISLODGED
    Italy: A mar
POSTSTATE_RESULTS
    SUCCESS: France: A gas - mar via convoy
    SUCCESS: France: A bur S A gas - mar
    DISLODGED: Italy: A mar H
RETREAT_ORDERS
    Italy: A mar - gas
POSTSTATE
    France: A mar
    France: A bur
    France: F mao
    France: F wes
    France: F lyo
    Italy: A gas
POSTSTATE_RESULTS
    SUCCESS: Italy: A mar - gas
END
)";

// DATC 6.A.1-like: a fleet ordered to an inland province, and a cut support (DATC 6.D.15's shape).
const char *const kResults = R"(VARIANT_ALL Standard
CASE results
PRESTATE_SETPHASE Spring 1901, Movement
PRESTATE
    England: F nth
    Germany: A boh
    Germany: A tyr
    Russia: A sil
    Austria: A vie
ORDERS
    England: F nth - pic
    Germany: A boh S A tyr - vie
    Germany: A tyr - vie
    Russia: A sil - boh
POSTSTATE_SAME
POSTSTATE_RESULTS
    %1: England: F nth - pic
    %2: Germany: A boh S A tyr - vie
END
)";

DatcCase readOne(const Map &map, const QString &text, const QString &name = QStringLiteral("t.txt"))
{
    const DatcFile file = DatcReader(map, RuleSettings()).read(text, name);
    if (!file.errors.isEmpty() || file.cases.size() != 1)
        QTest::qFail(
            qPrintable(QStringLiteral("not one readable case: ") + file.errors.join(QStringLiteral("; "))),
            __FILE__, __LINE__);
    return file.cases.empty() ? DatcCase{} : file.cases.front();
}

QString joined(const DatcOutcome &o)
{
    return o.problems.join(QStringLiteral("; "));
}

bool sameDislodged(std::vector<DislodgedUnit> a, std::vector<DislodgedUnit> b)
{
    auto key = [](const DislodgedUnit &d) { return d.unit.location; };
    std::sort(a.begin(), a.end(), [&](const auto &x, const auto &y) { return key(x) < key(y); });
    std::sort(b.begin(), b.end(), [&](const auto &x, const auto &y) { return key(x) < key(y); });
    return a == b;
}

} // namespace

class TestDatcRunner : public QObject
{
    Q_OBJECT

  private slots:
    void initTestCase()
    {
        QString error;
        m_map = Map::load(QStringLiteral(ARBITER_SOURCE_DIR "/maps/standard"), &error);
        QVERIFY2(m_map, qPrintable(error));
    }

    void chainedCasePasses()
    {
        const DatcCase c = readOne(*m_map, QString::fromUtf8(kChained));
        QVERIFY(c.errors.isEmpty());
        QVERIFY(c.retreat);
        QCOMPARE(c.retreat->orders.size(), std::size_t(1));
        QCOMPARE(c.expectedResults.size(), std::size_t(3));
        QCOMPARE(c.retreat->expectedResults.size(), std::size_t(1));
        const DatcOutcome outcome = runDatcCase(*m_map, c);
        QVERIFY2(outcome.passed, qPrintable(joined(outcome)));
        // The retreat phase starts from the engine's result: the attacker's origin and its convoy.
        QCOMPARE(outcome.retreatStart.phase.kind, PhaseKind::Retreat);
        QCOMPARE(outcome.retreatStart.dislodged.size(), std::size_t(1));
        QCOMPARE(outcome.retreatStart.dislodged.front().attackerOrigin, m_map->findProvince(u"gas"));
        QVERIFY(outcome.retreatStart.dislodged.front().dislodgedByConvoy);
        QCOMPARE(outcome.retreatResults.size(), std::size_t(1));
        QCOMPARE(outcome.retreatResults.front().status, OrderStatus::Succeeded);
    }

    void chainedRetreatFollowsTheRules()
    {
        // Under 4.A.5 a the same chained case must fail: the engine's result forbids the retreat to gas.
        QString text = QString::fromUtf8(kChained);
        text.replace(QStringLiteral("CASE chained\n"), QStringLiteral("CASE chained\nRULES 4.A.5=a\n"));
        const DatcOutcome outcome = runDatcCase(*m_map, readOne(*m_map, text));
        QVERIFY(!outcome.passed);
        QVERIFY2(outcome.problems.contains(
                     QStringLiteral("after the retreats: expected unit Italy: A gas, got none")),
                 qPrintable(joined(outcome)));
        QVERIFY2(
            outcome.problems.contains(QStringLiteral(
                "after the retreats: order 'Italy: A mar - gas' (line 32): expected SUCCESS, got invalid: "
                "cannot retreat to where the attacker came from")),
            qPrintable(joined(outcome)));
    }

    void wrongChainedRetreatExpectationFails()
    {
        // A deliberately wrong retreat board: the army is said to be disbanded.
        QString text = QString::fromUtf8(kChained);
        text.replace(QStringLiteral("    Italy: A gas\n"), QString());
        const DatcOutcome outcome = runDatcCase(*m_map, readOne(*m_map, text));
        QVERIFY(!outcome.passed);
        QCOMPARE(outcome.problems,
                 QStringList{QStringLiteral("after the retreats: unexpected unit Italy: A gas")});
        // A deliberately wrong retreat result.
        text = QString::fromUtf8(kChained);
        text.replace(QStringLiteral("SUCCESS: Italy: A mar - gas"),
                     QStringLiteral("FAILURE: Italy: A mar - gas"));
        const DatcOutcome wrongResult = runDatcCase(*m_map, readOne(*m_map, text));
        QVERIFY(!wrongResult.passed);
        QCOMPARE(
            wrongResult.problems,
            QStringList{QStringLiteral("after the retreats: order 'Italy: A mar - gas' (line 31): expected "
                                       "FAILURE, got succeeded: retreated")});
    }

    void retreatWithoutDislodgementFails()
    {
        QString text = QString::fromUtf8(kChained);
        text.replace(QStringLiteral("    France: A bur S A gas - mar\n"), QString());
        text.replace(QStringLiteral("    SUCCESS: France: A bur S A gas - mar\n"), QString());
        const DatcOutcome outcome = runDatcCase(*m_map, readOne(*m_map, text));
        QVERIFY(!outcome.passed);
        QVERIFY2(
            outcome.problems.contains(QStringLiteral(
                "after the retreats: the movement phase dislodged no unit, so no retreat phase follows")),
            qPrintable(joined(outcome)));
    }

    void perOrderResults_data()
    {
        QTest::addColumn<QString>("nth");
        QTest::addColumn<QString>("mun");
        QTest::addColumn<QStringList>("problems");
        QTest::newRow("right") << "INVALID"
                               << "CUT" << QStringList();
        QTest::newRow("illegal and void are invalid") << "ILLEGAL"
                                                      << "CUT" << QStringList();
        QTest::newRow("cut is a failure") << "VOID"
                                          << "FAILURE" << QStringList();
        QTest::newRow("wrong fleet")
            << "SUCCESS"
            << "CUT"
            << QStringList{
                   QStringLiteral("order 'England: F nth - pic' (line 11): expected SUCCESS, got invalid: "
                                  "the unit cannot go there")};
        QTest::newRow("wrong support")
            << "INVALID"
            << "SUCCESS"
            << QStringList{
                   QStringLiteral("order 'Germany: A boh S A tyr - vie' (line 12): expected SUCCESS, got "
                                  "failed: support cut (A sil)")};
        QTest::newRow("not dislodged")
            << "INVALID"
            << "DISLODGED"
            << QStringList{
                   QStringLiteral("order 'Germany: A boh S A tyr - vie' (line 12): expected DISLODGED, got "
                                  "failed: support cut (A sil)")};
    }

    void perOrderResults()
    {
        QFETCH(QString, nth);
        QFETCH(QString, mun);
        QFETCH(QStringList, problems);
        const DatcCase c = readOne(*m_map, QString::fromUtf8(kResults).arg(nth, mun));
        QVERIFY(c.errors.isEmpty());
        const DatcOutcome outcome = runDatcCase(*m_map, c);
        QCOMPARE(outcome.problems, problems);
        QCOMPARE(outcome.passed, problems.isEmpty());
        QCOMPARE(outcome.results.size(), std::size_t(4));
    }

    void resultNamingNoOrderFails()
    {
        QString text = QString::fromUtf8(kResults).arg(QStringLiteral("INVALID"), QStringLiteral("CUT"));
        text.replace(QStringLiteral("CUT: Germany: A boh S A tyr - vie"),
                     QStringLiteral("CUT: Germany: A boh S A tyr - gal"));
        const DatcOutcome outcome = runDatcCase(*m_map, readOne(*m_map, text));
        QVERIFY(!outcome.passed);
        QCOMPARE(outcome.problems,
                 QStringList{QStringLiteral(
                     "line 18: the expected result names no order of the phase (Germany: A boh "
                     "S A tyr - gal)")});
    }

    void malformedSectionsAreErrors_data()
    {
        QTest::addColumn<QString>("from");
        QTest::addColumn<QString>("to");
        QTest::addColumn<QString>("error");
        QTest::newRow("verdict")
            << "SUCCESS: Italy: A mar - gas"
            << "MAYBE: Italy: A mar - gas"
            << "t.txt:40: an expected result must start with SUCCESS:, FAILURE:, INVALID:, "
               "CUT: or DISLODGED:";
        QTest::newRow("dislodged after retreats")
            << "POSTSTATE_RESULTS\n    SUCCESS: Italy"
            << "POSTSTATE_DISLODGED\n    Italy: A gas\nPOSTSTATE_RESULTS\n    SUCCESS: Italy"
            << "t.txt:39: a retreat phase dislodges no unit";
        QTest::newRow("retreats before the movement's board")
            << "    Italy: A mar H\nPOSTSTATE\n"
            << "    Italy: A mar H\nRETREAT_ORDERS\nPOSTSTATE\n"
            << "t.txt:18: RETREAT_ORDERS must follow the movement's POSTSTATE";
        QTest::newRow("two retreat phases") << "RETREAT_ORDERS\n"
                                            << "RETREAT_ORDERS\nRETREAT_ORDERS\n"
                                            << "t.txt:31: a case has one RETREAT_ORDERS section";
        QTest::newRow("retreats after a retreat phase")
            << "Spring 1901, Movement"
            << "Spring 1901, Retreat"
            << "t.txt:30: RETREAT_ORDERS must follow a movement phase";
        QTest::newRow("retreats without a board")
            << "    Italy: A gas\nPOSTSTATE_RESULTS\n    SUCCESS: Italy: A mar - gas\n"
            << "    Italy: A gas\n"
            << "t.txt:32: the retreats of case 'chained' have no POSTSTATE";
    }

    void malformedSectionsAreErrors()
    {
        QFETCH(QString, from);
        QFETCH(QString, to);
        QFETCH(QString, error);
        QString text = QString::fromUtf8(kChained);
        QVERIFY(text.contains(from));
        text.replace(from, to);
        if (QTest::currentDataTag() == QByteArray("retreats without a board"))
            text.replace(
                QStringLiteral("\nPOSTSTATE\n    France: A mar\n    France: A bur\n    France: F mao\n    "
                               "France: F wes\n    France: F lyo\n    Italy: A gas\n"),
                QStringLiteral("\n"));
        const DatcCase c = readOne(*m_map, text);
        QVERIFY2(c.errors.contains(error), qPrintable(c.errors.join(u'\n')));
        QVERIFY(!runDatcCase(*m_map, c).passed);
    }

    void unreadableOrderLineFailsTheCaseNamingIt()
    {
        // England's army in Liverpool to Yorkshire, supported by the fleet in Edinburgh; between them a line
        // that names no place.
        const QString path = QStringLiteral(ARBITER_SOURCE_DIR "/tests/data/datc_typo.txt");
        const DatcFile file = DatcReader(*m_map, RuleSettings()).readFile(path);
        QVERIFY(file.errors.isEmpty());
        QCOMPARE(file.cases.size(), std::size_t(1));
        const DatcCase &c = file.cases.front();
        QCOMPARE(
            c.unreadable,
            QStringList{path + QStringLiteral(":12: unknown place 'kei' (Kiel?) (England: A ruh - kei)")});
        // Without the line the board comes out as expected; the case still fails, naming the line.
        const DatcOutcome outcome = runDatcCase(*m_map, c);
        QVERIFY(!outcome.passed);
        QCOMPARE(outcome.problems, c.unreadable);
    }

    void unreadableLinesOfNewSectionsFail()
    {
        // Never a silent hold or a silently skipped expectation: each unreadable line is named and fails.
        QString text = QString::fromUtf8(kChained);
        text.replace(QStringLiteral("RETREAT_ORDERS\n    Italy: A mar - gas"),
                     QStringLiteral("RETREAT_ORDERS\n    Italy: A mar - gsc"));
        text.replace(QStringLiteral("DISLODGED: Italy: A mar H"),
                     QStringLiteral("DISLODGED: Italy: A mar hodl"));
        const DatcCase c = readOne(*m_map, text);
        QCOMPARE(
            c.unreadable,
            (QStringList{QStringLiteral("t.txt:29: 'hodl' is not an order (Italy: A mar hodl)"),
                         QStringLiteral("t.txt:31: unknown place 'gsc' (Gascony?) (Italy: A mar - gsc)")}));
        const DatcOutcome outcome = runDatcCase(*m_map, c);
        QVERIFY(!outcome.passed);
        QVERIFY(outcome.problems.contains(c.unreadable.front()));
        QVERIFY(outcome.problems.contains(c.unreadable.back()));
    }

    // A position line whose unit type is neither A nor F is reported as such, with its line, not as an
    // unknown place; a line with a good type and a bad place still names the place.
    void badUnitTypeIsNamed()
    {
        const DatcCase c = readOne(*m_map, QStringLiteral("CASE bad\n"
                                                          "PRESTATE_SETPHASE Spring 1901, Movement\n"
                                                          "PRESTATE\n"
                                                          "    France: X Paris\n"
                                                          "    G par\n"
                                                          "    France: Fleet bre\n"
                                                          "    France: A xyz\n"
                                                          "    Italy army ven\n"
                                                          "    Italy T rom\n"
                                                          "ORDERS\n"
                                                          "    France: F bre H\n"
                                                          "POSTSTATE_SAME\n"
                                                          "END\n"));
        QCOMPARE(
            c.errors,
            (QStringList{QStringLiteral("t.txt:4: unknown unit type 'X' (A for an army, F for a fleet)"),
                         QStringLiteral("t.txt:5: unknown unit type 'G' (A for an army, F for a fleet)"),
                         QStringLiteral("t.txt:7: unknown place 'xyz'"),
                         QStringLiteral("t.txt:9: unknown unit type 'T' (A for an army, F for a fleet)")}));
        QCOMPARE(int(c.position.units.size()), 2); // F bre and A ven
    }

    // A broken CASE line leaves its lines outside any case: one error for the run, naming where it starts and
    // ends, not one a line; the cases around it still run.
    void linesOutsideACaseAreOneError()
    {
        const QString good = QString::fromUtf8(kChained);
        QString broken = good;
        broken.replace(QStringLiteral("CASE chained"), QStringLiteral("CAZE chained"));
        const int first = int(good.count(u'\n')) + 2; // the CAZE line, after the second VARIANT_ALL
        const int last = int(good.count(u'\n')) * 2;  // its END
        const DatcFile file =
            DatcReader(*m_map, RuleSettings()).read(good + broken + good, QStringLiteral("t.txt"));
        QCOMPARE(
            file.errors,
            QStringList{QStringLiteral("t.txt:%1: 'CAZE' and the lines after it, to line %2, outside a case")
                            .arg(first)
                            .arg(last)});
        QCOMPARE(file.cases.size(), std::size_t(2));
    }

    // Every hand-fed retreat case of tests/data has a chained twin in tests/datc: both must pass, start the
    // retreats from the same facts and end with the same board and results.
    void handFedAndChainedAgree_data()
    {
        QTest::addColumn<QString>("handFed");
        QTest::addColumn<QString>("chained");
        DatcReader reader(*m_map, RuleSettings());
        const DatcFile handFed =
            reader.readFile(QStringLiteral(ARBITER_SOURCE_DIR "/tests/data/datc_hand_fed_retreats.txt"));
        QVERIFY(handFed.errors.isEmpty());
        QVERIFY(handFed.cases.size() >= 25);
        for (const DatcCase &c : handFed.cases) {
            QString twin = c.name;
            twin.replace(QStringLiteral(" retreat"), QString());
            QTest::newRow(qPrintable(c.name)) << c.name << (c.name.startsWith(u"choice") ? c.name : twin);
        }
    }

    void handFedAndChainedAgree()
    {
        QFETCH(QString, handFed);
        QFETCH(QString, chained);
        DatcReader reader(*m_map, RuleSettings());
        const DatcFile handFedFile =
            reader.readFile(QStringLiteral(ARBITER_SOURCE_DIR "/tests/data/datc_hand_fed_retreats.txt"));
        const DatcFile chainedFile =
            reader.readFile(QStringLiteral(ARBITER_SOURCE_DIR "/tests/datc/%1")
                                .arg(chained.startsWith(u"choice") ? QStringLiteral("rule_choices.txt")
                                                                   : QStringLiteral("6h_retreats.txt")));
        auto find = [](const DatcFile &f, const QString &name) -> const DatcCase * {
            for (const DatcCase &c : f.cases) {
                if (c.name == name)
                    return &c;
            }
            return nullptr;
        };
        const DatcCase *h = find(handFedFile, handFed);
        const DatcCase *c = find(chainedFile, chained);
        QVERIFY(h);
        QVERIFY2(c, qPrintable(chained));
        QVERIFY(c->retreat);
        QVERIFY(h->rules == c->rules);
        const DatcOutcome fed = runDatcCase(*m_map, *h);
        const DatcOutcome chain = runDatcCase(*m_map, *c);
        QVERIFY2(fed.passed, qPrintable(joined(fed)));
        QVERIFY2(chain.passed, qPrintable(joined(chain)));
        // The same facts: dislodged units, attackers' origins, convoys and standoffs.
        const Position restored = datcStartPosition(*m_map, *h);
        QVERIFY(sameDislodged(restored.dislodged, chain.retreatStart.dislodged));
        QVERIFY(restored.contested == chain.retreatStart.contested);
        QVERIFY(sameDislodged(restored.dislodged, chain.retreatStart.dislodged));
        // The same retreats.
        QCOMPARE(h->orders.size(), c->retreat->orders.size());
        for (std::size_t i = 0; i < h->orders.size(); ++i) {
            QVERIFY(h->orders[i].parsed.order == c->retreat->orders[i].parsed.order);
            QCOMPARE(fed.results[i].status, chain.retreatResults[i].status);
            QCOMPARE(fed.results[i].reason, chain.retreatResults[i].reason);
        }
        std::vector<Unit> a = fed.units;
        std::vector<Unit> b = chain.retreatUnits;
        auto byPlace = [](const Unit &x, const Unit &y) { return x.location < y.location; };
        std::sort(a.begin(), a.end(), byPlace);
        std::sort(b.begin(), b.end(), byPlace);
        QVERIFY(a == b);
    }

  private:
    std::optional<Map> m_map;
};

QTEST_GUILESS_MAIN(TestDatcRunner)
#include "tst_datc_runner.moc"
