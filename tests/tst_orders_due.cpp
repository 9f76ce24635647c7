// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
// The engine's answers to the questions a game master asks while entering orders: how many orders each
// power owes and has given, whether any are missing, and where an order about to be given would stand among
// those already entered.
#include "judge/order_entry.h"
#include "judge/orders_due.h"
#include "text/order_parser.h"

#include <QTest>

using namespace arbiter;

class TestOrdersDue : public QObject
{
    Q_OBJECT

  private slots:
    void initTestCase();
    void movementOwesOnePerUnit();
    void retreatOwesOnePerDislodgedUnit();
    void noOrderOwedForAUnitWithNowhereToRetreat();
    void buildsOwedOnlyWhereThereIsRoom();
    void removalsAndWaivesAnswerWhatIsOwed();
    void candidateCompletedFromTheBoard();
    void candidateReplacesTheOrderOfItsUnit();
    void retypedBuildOrRemovalReplacesTheLast();
    void candidateMatchedWithEnteredOrders();
    void candidateCountedAgainstEnteredBuilds();
    void candidateRetreatAmongEnteredRetreats();

  private:
    Order parse(const QString &line) const
    {
        const ParsedOrder parsed = OrderParser(*m_map).parse(line);
        if (!parsed.ok())
            QTest::qFail(qPrintable(QStringLiteral("cannot read ") + line), __FILE__, __LINE__);
        return parsed.order;
    }
    // The orders as the game master enters them: completed from the board.
    std::vector<Order> entered(const Position &position, const QStringList &lines) const
    {
        std::vector<Order> orders;
        for (const QString &line : lines)
            orders.push_back(completeOrder(*m_map, m_rules, position, parse(line)));
        return orders;
    }
    OrderCount count(const Position &position, const QStringList &lines, const char *power) const
    {
        const std::vector<OrderCount> counts =
            orderCounts(*m_map, m_rules, position, entered(position, lines));
        return counts[std::size_t(m_map->findPower(QString::fromLatin1(power)))];
    }
    OrderCheck candidate(const Position &position, const QStringList &lines, const QString &line) const
    {
        return checkCandidate(*m_map, m_rules, position, entered(position, lines), parse(line));
    }
    int province(const char *id) const { return m_map->findProvince(QString::fromLatin1(id)); }
    int location(const char *id) const { return m_map->findLocation(QString::fromLatin1(id)); }
    void removeUnitIn(Position *p, const char *id) const
    {
        p->units.erase(p->units.begin() + p->unitIn(*m_map, province(id)));
    }

    std::optional<Map> m_map;
    RuleSettings m_rules;
};

void TestOrdersDue::initTestCase()
{
    QString error;
    m_map = Map::load(QStringLiteral(ARBITER_SOURCE_DIR "/maps/standard"), &error);
    QVERIFY2(m_map, qPrintable(error));
}

void TestOrdersDue::movementOwesOnePerUnit()
{
    const Position start = Position::initial(*m_map);
    QCOMPARE(count(start, {}, "russia"), (OrderCount{4, 0}));
    QCOMPARE(count(start, {}, "england"), (OrderCount{3, 0}));
    QVERIFY(ordersMissing(orderCounts(*m_map, m_rules, start, {})));
    // An illegal order is none: Paris holds as if unordered. An order for another power's unit answers
    // nothing either.
    const QStringList french = {QStringLiteral("A par - mun"), QStringLiteral("F bre - mao"),
                                QStringLiteral("France: A ber - kie")};
    QCOMPARE(count(start, french, "france"), (OrderCount{3, 1}));
    QCOMPARE(count(start, french, "germany"), (OrderCount{3, 0}));
    QCOMPARE(count(start,
                   {QStringLiteral("A par - bur"), QStringLiteral("F bre - mao"), QStringLiteral("A mar H")},
                   "france"),
             (OrderCount{3, 3}));

    QStringList all;
    for (const Unit &u : start.units)
        all << QStringLiteral("%1 H").arg(m_map->location(u.location).id);
    QVERIFY(!ordersMissing(orderCounts(*m_map, m_rules, start, entered(start, all))));
    all.removeLast();
    QVERIFY(ordersMissing(orderCounts(*m_map, m_rules, start, entered(start, all))));
}

void TestOrdersDue::retreatOwesOnePerDislodgedUnit()
{
    Position p = Position::initial(*m_map);
    p.phase = {Season::Spring, 1901, PhaseKind::Retreat};
    const int england = m_map->findPower(u"england");
    const int germany = m_map->findPower(u"germany");
    p.dislodged = {{{england, UnitType::Army, location("yor")}, province("edi"), false},
                   {{germany, UnitType::Fleet, location("hol")}, province("bel"), false}};
    QCOMPARE(count(p, {}, "england"), (OrderCount{1, 0}));
    QCOMPARE(count(p, {}, "germany"), (OrderCount{1, 0}));
    QCOMPARE(count(p, {}, "france"), (OrderCount{0, 0}));
    // A retreat to an occupied province is illegal (the unit disbands as if unordered); an order to a unit
    // not dislodged answers nothing.
    const QStringList orders = {QStringLiteral("A yor - lon"), QStringLiteral("F hol - nth"),
                                QStringLiteral("A par - bur")};
    QCOMPARE(count(p, orders, "england"), (OrderCount{1, 0}));
    QCOMPARE(count(p, orders, "germany"), (OrderCount{1, 1}));
    QCOMPARE(count(p, orders, "france"), (OrderCount{0, 0}));
    QCOMPARE(count(p, {QStringLiteral("A yor - wal")}, "england"), (OrderCount{1, 1}));
}

void TestOrdersDue::noOrderOwedForAUnitWithNowhereToRetreat()
{
    // England's army in Wales, dislodged from Yorkshire, has nowhere to go: London and Liverpool are held,
    // the rest is sea. Germany's fleet in Holland may retreat. Only Germany owes an order.
    Position p = Position::initial(*m_map);
    p.phase = {Season::Spring, 1901, PhaseKind::Retreat};
    const int england = m_map->findPower(u"england");
    const int germany = m_map->findPower(u"germany");
    p.dislodged = {{{england, UnitType::Army, location("wal")}, province("yor"), false},
                   {{germany, UnitType::Fleet, location("hol")}, province("bel"), false}};
    QCOMPARE(count(p, {}, "england"), (OrderCount{0, 0}));
    QCOMPARE(count(p, {}, "germany"), (OrderCount{1, 0}));
    QVERIFY(ordersMissing(orderCounts(*m_map, m_rules, p, {})));
    QVERIFY(!ordersMissing(orderCounts(*m_map, m_rules, p, entered(p, {QStringLiteral("F hol - nth")}))));
    // A disband of the trapped unit answers nothing owed: Germany's retreat is still missing.
    const QStringList disband = {QStringLiteral("A wal disband")};
    QCOMPARE(count(p, disband, "england"), (OrderCount{0, 0}));
    QVERIFY(ordersMissing(orderCounts(*m_map, m_rules, p, entered(p, disband))));
}

void TestOrdersDue::buildsOwedOnlyWhereThereIsRoom()
{
    Position p = Position::initial(*m_map);
    p.phase = {Season::Winter, 1901, PhaseKind::Adjustment};
    const int england = m_map->findPower(u"england");
    p.owner[std::size_t(province("nwy"))] = england;
    p.owner[std::size_t(province("hol"))] = england;
    // Two builds, but every home centre is occupied: nothing is owed.
    QCOMPARE(count(p, {}, "england"), (OrderCount{0, 0}));
    removeUnitIn(&p, "lon");
    // Three builds now, room for one.
    QCOMPARE(count(p, {}, "england"), (OrderCount{1, 0}));
    QCOMPARE(count(p, {QStringLiteral("Build F lon")}, "england"), (OrderCount{1, 1}));
    // A build where there is no room answers nothing.
    QCOMPARE(count(p, {QStringLiteral("Build A edi")}, "england"), (OrderCount{1, 0}));
    QCOMPARE(count(p, {}, "france"), (OrderCount{0, 0}));
}

void TestOrdersDue::removalsAndWaivesAnswerWhatIsOwed()
{
    Position p = Position::initial(*m_map);
    p.phase = {Season::Winter, 1901, PhaseKind::Adjustment};
    const int germany = m_map->findPower(u"germany");
    const int england = m_map->findPower(u"england");
    p.owner[std::size_t(province("war"))] = germany; // Russia: 3 centres, 4 units
    p.owner[std::size_t(province("nwy"))] = england;
    removeUnitIn(&p, "lon");
    removeUnitIn(&p, "edi");
    QCOMPARE(count(p, {}, "russia"), (OrderCount{1, 0}));
    QCOMPARE(count(p, {QStringLiteral("Russia: Remove A mos")}, "russia"), (OrderCount{1, 1}));
    // A build is no answer to a removal owed.
    QCOMPARE(count(p, {QStringLiteral("Russia: Build A stp")}, "russia"), (OrderCount{1, 0}));
    // England: three builds, room for two; a waive stands in for a build, and more answers than owed count
    // as what is owed.
    QCOMPARE(count(p, {}, "england"), (OrderCount{2, 0}));
    QCOMPARE(count(p, {QStringLiteral("England: Build F lon"), QStringLiteral("England: Waive")}, "england"),
             (OrderCount{2, 2}));
    QCOMPARE(count(p,
                   {QStringLiteral("England: Build F lon"), QStringLiteral("England: Build F edi"),
                    QStringLiteral("England: Waive")},
                   "england"),
             (OrderCount{2, 2}));
}

void TestOrdersDue::candidateCompletedFromTheBoard()
{
    const Position start = Position::initial(*m_map);
    // No power written: it is France's army, and so a legal move.
    OrderCheck check = candidate(start, {}, QStringLiteral("A par - bur"));
    QVERIFY(check.legal);
    check = candidate(start, {}, QStringLiteral("A par - mun"));
    QVERIFY(!check.legal);
    QCOMPARE(check.reason, OrderReason::NotAdjacent);
    // Judged as the adjudicator would: an army with no fleets to carry it cannot go overseas (4.E.1).
    check = candidate(start, {}, QStringLiteral("A lvp - nwy"));
    QVERIFY(!check.legal);
    QCOMPARE(check.reason, OrderReason::NoConvoyRoute);
}

void TestOrdersDue::candidateReplacesTheOrderOfItsUnit()
{
    const Position start = Position::initial(*m_map);
    // A new order for Paris replaces the one entered: it is not a second order for the unit.
    const OrderCheck check = candidate(start, {QStringLiteral("A par - gas")}, QStringLiteral("A par - bur"));
    QVERIFY(check.legal);
    QVERIFY(check.matched);
    const std::vector<Order> orders =
        entered(start, {QStringLiteral("F bre - mao"), QStringLiteral("A par - bur")});
    QCOMPARE(replacedOrder(*m_map, start, orders, parse(QStringLiteral("A par - pic"))), 1);
    QCOMPARE(replacedOrder(*m_map, start, orders, parse(QStringLiteral("A mar - bur"))), -1);
    QCOMPARE(orderForProvince(*m_map, orders, province("bre")), 0);
    QCOMPARE(orderForProvince(*m_map, orders, province("mar")), -1);
}

void TestOrdersDue::retypedBuildOrRemovalReplacesTheLast()
{
    Position p = Position::initial(*m_map);
    p.phase = {Season::Winter, 1901, PhaseKind::Adjustment};
    p.owner[std::size_t(province("war"))] = m_map->findPower(u"germany"); // Russia: 3 centres, 4 units
    p.owner[std::size_t(province("nwy"))] = m_map->findPower(u"england");
    removeUnitIn(&p, "lon");
    removeUnitIn(&p, "edi"); // England: three builds owed
    // Russia owes one removal and has given it: another removal is a correction of it, not a second one.
    const std::vector<Order> removal = entered(p, {QStringLiteral("Russia: Remove A mos")});
    const Order retyped = completeOrder(*m_map, m_rules, p, parse(QStringLiteral("A war disband")));
    QCOMPARE(replacedOrder(*m_map, p, removal, retyped), 0);
    QVERIFY(candidate(p, {QStringLiteral("Russia: Remove A mos")}, QStringLiteral("A war disband")).legal);
    // A removal of another power's unit is no correction of Russia's: it replaces nothing (and is illegal).
    QCOMPARE(replacedOrder(*m_map, p, removal, parse(QStringLiteral("Russia: Remove F ank"))), -1);
    // A build answers no removal: it replaces nothing (and is illegal).
    QCOMPARE(replacedOrder(*m_map, p, removal, parse(QStringLiteral("Russia: Build A stp"))), -1);
    // England: with two of its three builds given a waive is the third; with all three, it replaces the last.
    const QStringList two = {QStringLiteral("England: Build F lon"), QStringLiteral("England: Build F edi")};
    const Order waive = parse(QStringLiteral("England: Waive"));
    QCOMPARE(replacedOrder(*m_map, p, entered(p, two), waive), -1);
    QCOMPARE(replacedOrder(*m_map, p, entered(p, two + QStringList{QStringLiteral("England: Waive")}), waive),
             2);
    // Another power's build is no correction of England's.
    QCOMPARE(replacedOrder(*m_map, p, entered(p, two + QStringList{QStringLiteral("England: Waive")}),
                           parse(QStringLiteral("Germany: Build A ber"))),
             -1);
    // A movement phase keeps to the unit: another unit's order replaces nothing.
    const Position start = Position::initial(*m_map);
    QCOMPARE(replacedOrder(*m_map, start, entered(start, {QStringLiteral("A par - bur")}),
                           parse(QStringLiteral("France: A mar - spa"))),
             -1);
}

void TestOrdersDue::candidateMatchedWithEnteredOrders()
{
    const Position start = Position::initial(*m_map);
    const QString support = QStringLiteral("A mar S A par - bur");
    QVERIFY(candidate(start, {QStringLiteral("A par - bur")}, support).matched);
    OrderCheck check = candidate(start, {QStringLiteral("A par - pic")}, support);
    QVERIFY(check.legal);
    QVERIFY(!check.matched);
    QCOMPARE(check.reason, OrderReason::SupportNotMatched);
    // The move that replaces Paris's order is checked in its place: the support entered no longer matches
    // it, but the move itself is legal.
    check = candidate(start, {QStringLiteral("A par - bur"), support}, QStringLiteral("A par - gas"));
    QVERIFY(check.legal);
    QVERIFY(check.matched);
}

void TestOrdersDue::candidateCountedAgainstEnteredBuilds()
{
    Position p = Position::initial(*m_map);
    p.phase = {Season::Winter, 1901, PhaseKind::Adjustment};
    removeUnitIn(&p, "lon");
    removeUnitIn(&p, "edi");
    p.units.push_back({m_map->findPower(u"england"), UnitType::Fleet, location("nth")});
    // England: three centres, two units, one build. Alone the build in Edinburgh is fine; given together with
    // the build in London (a sheet pasted whole) it is one too many.
    QVERIFY(candidate(p, {}, QStringLiteral("Build F edi")).legal);
    const std::vector<OrderCheck> checks = checkOrders(
        *m_map, m_rules, p, entered(p, {QStringLiteral("Build F lon"), QStringLiteral("Build F edi")}));
    QVERIFY(checks[0].legal);
    QVERIFY(!checks[1].legal);
    QCOMPARE(checks[1].reason, OrderReason::BuildNoBuildsLeft);
    // Typed after it, it takes the London build's place (replacedOrder), and is checked there: legal.
    QVERIFY(candidate(p, {QStringLiteral("Build F lon")}, QStringLiteral("Build F edi")).legal);
}

void TestOrdersDue::candidateRetreatAmongEnteredRetreats()
{
    Position p = Position::initial(*m_map);
    p.phase = {Season::Spring, 1901, PhaseKind::Retreat};
    const int england = m_map->findPower(u"england");
    p.dislodged = {{{england, UnitType::Army, location("yor")}, province("edi"), false},
                   {{england, UnitType::Army, location("wal")}, province("lvp"), false}};
    // Two retreats to one province are both orders the unit may give: they bounce only when adjudicated.
    OrderCheck check = candidate(p, {QStringLiteral("A wal - lon")}, QStringLiteral("A yor - lon"));
    QVERIFY(!check.legal); // London is occupied
    QCOMPARE(check.reason, OrderReason::RetreatToOccupied);
    removeUnitIn(&p, "lon");
    QVERIFY(candidate(p, {QStringLiteral("A wal - lon")}, QStringLiteral("A yor - lon")).legal);
    QCOMPARE(count(p, {QStringLiteral("A wal - lon"), QStringLiteral("A yor - lon")}, "england"),
             (OrderCount{2, 2}));
    // An order for a dislodged unit replaces the one entered for it.
    QVERIFY(candidate(p, {QStringLiteral("A yor - lon")}, QStringLiteral("A yor - wal")).legal);
}

QTEST_GUILESS_MAIN(TestOrdersDue)
#include "tst_orders_due.moc"
