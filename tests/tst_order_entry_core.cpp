// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
// What the rules engine tells the game master about orders as they are entered: each order's standing
// among the orders of its phase, the order completed from the board, and how it is written back; which kinds
// of order each phase takes, and waives counted among the builds entered.
#include "judge/order_entry.h"
#include "text/order_formatter.h"
#include "text/order_parser.h"

#include <QTest>

using namespace arbiter;

class TestOrderEntryCore : public QObject
{
    Q_OBJECT

  private slots:
    void initTestCase();
    void supportWaitsForItsMove();
    void convoyWaitsForItsArmy();
    void illegalOrdersStayIllegal();
    void missingUnitTypeFilledIn();
    void missingUnitTypeKeptWhereItMatters();
    void disbandNamedAfterThePhase();
    void orderKindsOfEachPhase();
    void waiveUsesABuildDue();

  private:
    Order parse(const QString &line) const
    {
        const ParsedOrder parsed = OrderParser(*m_map).parse(line);
        if (!parsed.ok())
            QTest::qFail(qPrintable(QStringLiteral("cannot read ") + line), __FILE__, __LINE__);
        return parsed.order;
    }
    std::vector<Order> entered(const Position &position, const QStringList &lines,
                               const RuleSettings &rules = RuleSettings()) const
    {
        std::vector<Order> orders;
        for (const QString &line : lines)
            orders.push_back(completeOrder(*m_map, rules, position, parse(line)));
        return orders;
    }
    int location(const char *id) const { return m_map->findLocation(QString::fromLatin1(id)); }
    // Winter 1901: France owns Spain and Portugal besides its home centres, its three units away from home.
    Position frenchWinter() const
    {
        Position p = Position::initial(*m_map);
        p.phase = {Season::Winter, 1901, PhaseKind::Adjustment};
        const int france = m_map->findPower(u"france");
        for (Unit &u : p.units) {
            if (u.power != france)
                continue;
            const QString id = m_map->location(u.location).id;
            u.location = location(id == u"par" ? "bur" : id == u"mar" ? "spa" : "por");
        }
        p.owner[std::size_t(m_map->findProvince(u"spa"))] = france;
        p.owner[std::size_t(m_map->findProvince(u"por"))] = france;
        return p;
    }
    std::vector<OrderCheck> check(const Position &position, const QStringList &lines,
                                  const RuleSettings &rules = RuleSettings()) const
    {
        return checkOrders(*m_map, rules, position, entered(position, lines, rules));
    }
    std::optional<Map> m_map;
};

void TestOrderEntryCore::initTestCase()
{
    QString error;
    m_map = Map::load(QStringLiteral(ARBITER_SOURCE_DIR "/maps/standard"), &error);
    QVERIFY2(m_map, qPrintable(error));
}

void TestOrderEntryCore::supportWaitsForItsMove()
{
    const Position start = Position::initial(*m_map);
    const QString support = QStringLiteral("France: A mar S A par - bur");
    // Alone, the support is no mistake: it waits for the move of Paris.
    std::vector<OrderCheck> checks = check(start, {support});
    QVERIFY(checks[0].legal);
    QVERIFY(!checks[0].matched);
    QCOMPARE(checks[0].reason, OrderReason::SupportNotMatched);
    // With the move, entered before or after it, the support is matched.
    checks = check(start, {QStringLiteral("France: A par - bur"), support});
    QCOMPARE(checks[0], OrderCheck{});
    QCOMPARE(checks[1], OrderCheck{});
    checks = check(start, {support, QStringLiteral("France: A par - bur")});
    QCOMPARE(checks[0], OrderCheck{});
    // A different move leaves it waiting again, and a hold support of a moving unit waits too.
    checks = check(start, {support, QStringLiteral("France: A par - pic")});
    QVERIFY(checks[0].legal && !checks[0].matched);
    checks = check(start, {QStringLiteral("Germany: A mun S A ber"), QStringLiteral("Germany: A ber - pru")});
    QVERIFY(checks[0].legal && !checks[0].matched);
}

void TestOrderEntryCore::convoyWaitsForItsArmy()
{
    Position p = Position::initial(*m_map);
    const int england = m_map->findPower(u"england");
    p.units = {{england, UnitType::Army, m_map->findLocation(u"yor")},
               {england, UnitType::Fleet, m_map->findLocation(u"nth")}};
    const QString convoy = QStringLiteral("England: F nth C A yor - bel");
    std::vector<OrderCheck> checks = check(p, {convoy});
    QVERIFY(checks[0].legal);
    QVERIFY(!checks[0].matched);
    QCOMPARE(checks[0].reason, OrderReason::ConvoyNotMatched);
    checks = check(p, {QStringLiteral("England: A yor - bel via convoy"), convoy});
    QCOMPARE(checks[0], OrderCheck{});
    QCOMPARE(checks[1], OrderCheck{});
    // The army walking elsewhere leaves the fleet waiting.
    checks = check(p, {convoy, QStringLiteral("England: A yor - lon")});
    QVERIFY(checks[0].legal && !checks[0].matched);
}

void TestOrderEntryCore::illegalOrdersStayIllegal()
{
    const Position start = Position::initial(*m_map);
    // Illegal whatever else is ordered: a support of an impossible move, a move too far, a support of an
    // empty province, a fleet moving inland, a convoy by a fleet in port.
    const std::vector<OrderCheck> checks =
        check(start, {QStringLiteral("France: A mar S F bre - bur"), QStringLiteral("France: A par - mun"),
                      QStringLiteral("France: F bre S A pic - par"), QStringLiteral("Germany: F kie - mun"),
                      QStringLiteral("Turkey: F ank C A smy - sev")});
    QCOMPARE(checks.size(), std::size_t(5));
    QCOMPARE(checks[0], (OrderCheck{false, true, OrderReason::SupportedMoveImpossible}));
    QCOMPARE(checks[1], (OrderCheck{false, true, OrderReason::NotAdjacent}));
    QCOMPARE(checks[2], (OrderCheck{false, true, OrderReason::SupportNotMatched})); // no unit in Picardy
    QCOMPARE(checks[3], (OrderCheck{false, true, OrderReason::NotAdjacent}));
    QCOMPARE(checks[4], (OrderCheck{false, true, OrderReason::ConvoyerNotAtSea}));
}

void TestOrderEntryCore::missingUnitTypeFilledIn()
{
    const Position start = Position::initial(*m_map);
    const RuleSettings rules; // 4.C.1 b: an order without unit type is valid
    QVERIFY(rules.is(RuleIssue::MissingUnitType, 'b'));
    Order o = completeOrder(*m_map, rules, start, parse(QStringLiteral("Paris to Picardy")));
    QCOMPARE(o.power, m_map->findPower(u"france"));
    QVERIFY(o.unit.typeGiven);
    QCOMPARE(o.unit.type, UnitType::Army);
    QCOMPARE(formatOrder(*m_map, o, true), QStringLiteral("France: A par - pic"));
    o = completeOrder(*m_map, rules, start, parse(QStringLiteral("brest supports marseilles - gascony")));
    QCOMPARE(formatOrder(*m_map, o, true), QStringLiteral("France: F bre S A mar - gas"));
    // A build says what it builds; nothing is taken from the board.
    o = completeOrder(*m_map, rules, start, parse(QStringLiteral("Build par")));
    QVERIFY(!o.unit.typeGiven);
    QCOMPARE(o.power, m_map->findPower(u"france"));
}

void TestOrderEntryCore::missingUnitTypeKeptWhereItMatters()
{
    // Under 4.C.1 a and c the missing type decides what happens, so the order stays as written.
    const Position start = Position::initial(*m_map);
    for (char choice : {'a', 'c'}) {
        RuleSettings rules;
        QVERIFY(rules.set(RuleIssue::MissingUnitType, choice).isEmpty());
        const Order o = completeOrder(*m_map, rules, start, parse(QStringLiteral("Paris to Picardy")));
        QCOMPARE(o.power, m_map->findPower(u"france"));
        QVERIFY(!o.unit.typeGiven);
        if (choice == 'a')
            QCOMPARE(checkOrders(*m_map, rules, start, std::span<const Order>(&o, 1)).front(),
                     (OrderCheck{false, true, OrderReason::MissingUnitType}));
    }
}

void TestOrderEntryCore::disbandNamedAfterThePhase()
{
    Order o = parse(QStringLiteral("Russia: F rum disband"));
    QCOMPARE(o.type, OrderType::Disband);
    QCOMPARE(formatOrder(*m_map, o, true, PhaseKind::Retreat), QStringLiteral("Russia: Disband F rum"));
    QCOMPARE(formatOrder(*m_map, o, true, PhaseKind::Adjustment), QStringLiteral("Russia: Remove F rum"));
    // Either way the text reads back as the same order.
    QCOMPARE(parse(formatOrder(*m_map, o, true, PhaseKind::Retreat)), o);
}

void TestOrderEntryCore::orderKindsOfEachPhase()
{
    using enum OrderType;
    for (OrderType t : {Hold, Move, Support, Convoy})
        QVERIFY(orderFitsPhase(t, PhaseKind::Movement));
    for (OrderType t : {Disband, Build, Waive})
        QVERIFY(!orderFitsPhase(t, PhaseKind::Movement));
    for (OrderType t : {Move, Disband})
        QVERIFY(orderFitsPhase(t, PhaseKind::Retreat));
    for (OrderType t : {Hold, Support, Convoy, Build, Waive})
        QVERIFY(!orderFitsPhase(t, PhaseKind::Retreat));
    for (OrderType t : {Build, Disband, Waive})
        QVERIFY(orderFitsPhase(t, PhaseKind::Adjustment));
    for (OrderType t : {Hold, Move, Support, Convoy})
        QVERIFY(!orderFitsPhase(t, PhaseKind::Adjustment));
}

void TestOrderEntryCore::waiveUsesABuildDue()
{
    const RuleSettings rules;
    const Position p = frenchWinter();
    const std::vector<Order> none;
    QVERIFY(checkCandidate(*m_map, rules, p, none, parse(QStringLiteral("France: waive"))).legal);
    const std::vector<Order> build = entered(p, {QStringLiteral("France: build A par")});
    QVERIFY(checkCandidate(*m_map, rules, p, build, parse(QStringLiteral("France: waive"))).legal);
    // Two builds due, both used: a third order typed is a correction, checked in the place of the last one.
    const std::vector<Order> both =
        entered(p, {QStringLiteral("France: build A par"), QStringLiteral("France: waive")});
    QCOMPARE(replacedOrder(*m_map, p, both, parse(QStringLiteral("France: waive"))), 1);
    QVERIFY(checkCandidate(*m_map, rules, p, both, parse(QStringLiteral("France: waive"))).legal);
    // Given together with them (a sheet), it is one too many.
    const std::vector<OrderCheck> three =
        checkOrders(*m_map, rules, p,
                    entered(p, {QStringLiteral("France: build A par"), QStringLiteral("France: waive"),
                                QStringLiteral("France: waive")}));
    QVERIFY(!three[2].legal);
    QCOMPARE(three[2].reason, OrderReason::BuildNoBuildsLeft);
}

QTEST_GUILESS_MAIN(TestOrderEntryCore)
#include "tst_order_entry_core.moc"
