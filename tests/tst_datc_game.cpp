// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
// A game made from a DATC test case (File → Open DATC Case, `arbiter-cli new --from-datc`): the case found
// whatever its spelling, its position without Flying Dutchmen (4.E.6), its rules and its orders entered.
#include "record/datc_case_runner.h"
#include "record/datc_game.h"

#include <QTest>

#include <algorithm>

using namespace arbiter;

class TestDatcGame : public QObject
{
    Q_OBJECT

  private slots:
    void initTestCase();
    void caseNameInAnySpelling_data();
    void caseNameInAnySpelling();
    void ordersAreEntered();
    void adjudicatesAsTheRunner_data();
    void adjudicatesAsTheRunner();
    void flyingDutchmanIsRemoved();
    void unreadableOrdersAreLeftOut();
    void unreadableOrdersAreNamedByFileAndLine();
    void unknownCaseName();
    void caseWithErrors();
    void firstCaseWhenNoName();

  private:
    DatcFile read(const QString &text) const
    {
        return DatcReader(*m_map, RuleSettings()).read(text, QStringLiteral("test.txt"));
    }
    std::shared_ptr<const Map> m_map;
    DatcFile m_headToHead;
};

namespace {

const char *const kDutchmanCase = R"(CASE X.1
PRESTATE_SETPHASE Spring 1901, Movement
PRESTATE
    Germany: A mun
    Austria: A mun
    Italy: A ven
ORDERS
    Germany: A mun - tyr
    Italy: A ven - tyr
POSTSTATE_SAME
END
)";

QStringList sortedUnits(const Map &map, const std::vector<Unit> &units)
{
    QStringList names;
    for (const Unit &u : units)
        names << QStringLiteral("%1 %2 %3").arg(u.power).arg(int(u.type)).arg(map.location(u.location).id);
    names.sort();
    return names;
}

} // namespace

void TestDatcGame::initTestCase()
{
    QString error;
    auto map = Map::load(QStringLiteral(ARBITER_SOURCE_DIR "/maps/standard"), &error);
    QVERIFY2(map, qPrintable(error));
    m_map = std::make_shared<const Map>(std::move(*map));
    m_headToHead = DatcReader(*m_map, RuleSettings())
                       .readFile(QStringLiteral(ARBITER_SOURCE_DIR "/tests/datc/6e_head_to_head.txt"));
    QVERIFY(m_headToHead.errors.isEmpty());
    QCOMPARE(m_headToHead.cases.size(), std::size_t(15));
}

void TestDatcGame::caseNameInAnySpelling_data()
{
    QTest::addColumn<QString>("name");
    QTest::newRow("as written") << QStringLiteral("6.E.15");
    QTest::newRow("lower case") << QStringLiteral("6.e.15");
}

void TestDatcGame::caseNameInAnySpelling()
{
    QFETCH(QString, name);
    const DatcCase *found = findDatcCase(m_headToHead, name);
    QVERIFY(found);
    QCOMPARE(found->name, QStringLiteral("6.E.15"));
    const DatcGame made = datcGame(m_map, m_headToHead, name, DrawMode::NoDias);
    QVERIFY2(made.game, qPrintable(made.error));
    QVERIFY(made.error.isEmpty());
    QCOMPARE(made.game->info().name, QStringLiteral("DATC 6.E.15"));
    QCOMPARE(made.game->drawMode(), DrawMode::NoDias);
    QVERIFY(made.game->rules() == found->rules);
    QCOMPARE(made.game->phaseCount(), 1);
    QCOMPARE(made.game->currentEntry().position.units.size(), std::size_t(10));
    QCOMPARE(made.game->currentEntry().position.phase, found->position.phase);
}

void TestDatcGame::ordersAreEntered()
{
    const DatcCase &c = *findDatcCase(m_headToHead, QStringLiteral("6.E.15"));
    const DatcGame made = datcGame(m_map, c, DrawMode::Dias);
    QVERIFY2(made.game, qPrintable(made.error));
    const std::vector<EnteredOrder> &orders = made.game->currentEntry().orders;
    QCOMPARE(orders.size(), c.orders.size());
    QCOMPARE(orders.front().text, QStringLiteral("England: F hol S A ruh - kie"));
    for (std::size_t i = 0; i < orders.size(); ++i) {
        QCOMPARE(orders[i].text, c.orders[i].text);
        QVERIFY(orders[i].order == c.orders[i].parsed.order);
    }
    QVERIFY(made.unreadOrders.isEmpty());
    QVERIFY(made.removed.empty());
}

void TestDatcGame::adjudicatesAsTheRunner_data()
{
    QTest::addColumn<int>("index");
    for (std::size_t i = 0; i < m_headToHead.cases.size(); ++i)
        QTest::newRow(qPrintable(m_headToHead.cases[i].name)) << int(i);
}

// The game's first phase, adjudicated, ends where the DATC runner's adjudication of the case does.
void TestDatcGame::adjudicatesAsTheRunner()
{
    QFETCH(int, index);
    const DatcCase &c = m_headToHead.cases[std::size_t(index)];
    DatcGame made = datcGame(m_map, c, DrawMode::Dias);
    QVERIFY2(made.game, qPrintable(made.error));
    QVERIFY(made.game->adjudicate());
    const DatcOutcome outcome = runDatcCase(*m_map, c);
    QVERIFY2(outcome.passed, qPrintable(outcome.problems.join(u"; ")));
    const PhaseEntry &first = made.game->entry(0);
    QCOMPARE(sortedUnits(*m_map, first.after.units), sortedUnits(*m_map, outcome.units));
    QCOMPARE(first.results.size(), outcome.results.size());
    for (std::size_t i = 0; i < first.results.size(); ++i)
        QCOMPARE(first.results[i].status, outcome.results[i].status);
}

void TestDatcGame::flyingDutchmanIsRemoved()
{
    const DatcFile file = read(QString::fromUtf8(kDutchmanCase));
    QVERIFY(file.errors.isEmpty());
    QCOMPARE(file.cases.size(), std::size_t(1));
    QVERIFY(file.cases.front().errors.isEmpty());
    const int mun = m_map->findLocation(u"mun");
    const DatcGame made = datcGame(m_map, file, QStringLiteral("x.1"), DrawMode::Dias);
    QVERIFY2(made.game, qPrintable(made.error));
    QCOMPARE(made.removed.size(), std::size_t(1));
    QCOMPARE(made.removed.front().what.power, m_map->findPower(u"austria"));
    QCOMPARE(made.removed.front().what.location, mun);
    QCOMPARE(made.removed.front().reason, DutchmanReason::SharedProvince);
    const Position &start = made.game->currentEntry().position;
    QCOMPARE(start.units.size(), std::size_t(2));
    QVERIFY(flyingDutchmen(*m_map, start).empty());
    const int inMunich = start.unitIn(*m_map, m_map->findProvince(u"mun"));
    QVERIFY(inMunich >= 0);
    QCOMPARE(start.units[std::size_t(inMunich)].power, m_map->findPower(u"germany"));
    QCOMPARE(made.game->currentEntry().orders.size(), std::size_t(2));
}

void TestDatcGame::unreadableOrdersAreLeftOut()
{
    QString text = QString::fromUtf8(kDutchmanCase);
    text.replace(QStringLiteral("Italy: A ven - tyr"), QStringLiteral("Italy: A ven - nowhere"));
    const DatcFile file = read(text);
    QVERIFY(file.cases.front().errors.isEmpty());
    const DatcGame made = datcGame(m_map, file.cases.front(), DrawMode::Dias);
    QVERIFY2(made.game, qPrintable(made.error));
    QCOMPARE(made.unreadOrders.size(), 1);
    QCOMPARE(made.game->currentEntry().orders.size(), std::size_t(1));
    QCOMPARE(made.game->currentEntry().orders.front().text, QStringLiteral("Germany: A mun - tyr"));
}

void TestDatcGame::unreadableOrdersAreNamedByFileAndLine()
{
    // England's army in Liverpool to Yorkshire, supported by the fleet in Edinburgh; between them a line
    // that names no place.
    const QString path = QStringLiteral(ARBITER_SOURCE_DIR "/tests/data/datc_typo.txt");
    const DatcFile file = DatcReader(*m_map, RuleSettings()).readFile(path);
    QCOMPARE(file.cases.size(), std::size_t(1));
    const DatcGame made = datcGame(m_map, file.cases.front(), DrawMode::Dias);
    QVERIFY2(made.game, qPrintable(made.error));
    QCOMPARE(made.game->currentEntry().orders.size(), std::size_t(2));
    QCOMPARE(made.unreadOrders,
             QStringList{path + QStringLiteral(":12: unknown place 'kei' (Kiel?) (England: A ruh - kei)")});
}

void TestDatcGame::unknownCaseName()
{
    const DatcGame made = datcGame(m_map, m_headToHead, QStringLiteral("6.E.99"), DrawMode::Dias);
    QVERIFY(!made.game);
    QCOMPARE(made.error, QStringLiteral("6e_head_to_head.txt has no case named 6.E.99."));
    QVERIFY(!findDatcCase(m_headToHead, QStringLiteral("6.E.1 ")));
    QVERIFY(!findDatcCase(m_headToHead, QStringLiteral("6.E")));
    const DatcGame none = datcGame(m_map, read(QString()), QString(), DrawMode::Dias);
    QVERIFY(!none.game);
    QCOMPARE(none.error, QStringLiteral("test.txt holds no test case that can be read."));
}

void TestDatcGame::caseWithErrors()
{
    QString text = QString::fromUtf8(kDutchmanCase);
    text.replace(QStringLiteral("Italy: A ven\n"), QStringLiteral("Italy: F ven\n    Italy: A adr\n"));
    const DatcFile file = read(text);
    QCOMPARE(file.cases.size(), std::size_t(1));
    QVERIFY(!file.cases.front().errors.isEmpty());
    const DatcGame made = datcGame(m_map, file, QStringLiteral("X.1"), DrawMode::Dias);
    QVERIFY(!made.game);
    QVERIFY2(made.error.startsWith(u"The case X.1 cannot be read:\n"), qPrintable(made.error));
    QVERIFY2(made.error.contains(u"adr"), qPrintable(made.error));
}

void TestDatcGame::firstCaseWhenNoName()
{
    const DatcGame made = datcGame(m_map, m_headToHead, QString(), DrawMode::Dias);
    QVERIFY2(made.game, qPrintable(made.error));
    QCOMPARE(made.game->info().name, QStringLiteral("DATC 6.E.1"));
    QCOMPARE(made.game->currentEntry().orders.size(), std::size_t(4));
}

QTEST_MAIN(TestDatcGame)
#include "tst_datc_game.moc"
