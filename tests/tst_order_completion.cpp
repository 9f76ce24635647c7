// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
// What the order line offers to finish a line: supports and convoys from the orders entered, the places a
// unit can move to, and a slip's units.
#include "text/order_completion.h"
#include "text/order_parser.h"

#include <QTest>

using namespace arbiter;

class TestOrderCompletion : public QObject
{
    Q_OBJECT

  private slots:
    void initTestCase();
    void supportCompletesTheEnteredMove();
    void supportOffersTheMovesIntoItsNeighbours();
    void twoWordsNameTheUnitThenTheDestination();
    void convoyCompletesTheEnteredMove();
    void destinationsAreTheUnitsMoves();
    void slipOffersItsPowersUnitsUnorderedFirst();
    void retreatOffersWhereTheDislodgedUnitMayGo();
    void powerWrittenInFrontIsKept();
    void nothingOutsideTheseContexts();

  private:
    Order parse(const QString &line) const
    {
        const ParsedOrder parsed = OrderParser(*m_map).parse(line);
        if (!parsed.ok())
            qFatal("unreadable test order %s", qPrintable(line));
        return parsed.order;
    }
    QStringList lines(const QString &typed, const std::vector<Order> &orders = {}, int slipPower = -1,
                      const Position *position = nullptr) const
    {
        QStringList out;
        for (const LineCompletion &c :
             completeOrderLine(*m_map, m_rules, position ? *position : m_start, orders, slipPower, typed))
            out << c.line;
        return out;
    }
    std::optional<Map> m_map;
    RuleSettings m_rules;
    Position m_start;
};

void TestOrderCompletion::initTestCase()
{
    QString error;
    m_map = Map::load(QStringLiteral(ARBITER_SOURCE_DIR "/maps/standard"), &error);
    QVERIFY2(m_map, qPrintable(error));
    m_start = Position::initial(*m_map);
}

void TestOrderCompletion::supportCompletesTheEnteredMove()
{
    // With A par - bur entered, "A mun S bur" is the support of that move, first of all.
    const std::vector<Order> entered = {parse(QStringLiteral("A par - bur"))};
    const QStringList offered = lines(QStringLiteral("A mun S bur"), entered);
    QVERIFY(!offered.isEmpty());
    QCOMPARE(offered.front(), QStringLiteral("A mun S A par - bur"));
    // Without it, the move into Burgundy is still offered, after nothing else entered: Paris and Marseilles
    // both can go there.
    const QStringList without = lines(QStringLiteral("mun s bur"));
    QVERIFY(without.contains(QStringLiteral("A mun S A par - bur")));
    QVERIFY(without.contains(QStringLiteral("A mun S A mar - bur")));
    // Entered in the other order, Marseilles's move comes first.
    QCOMPARE(lines(QStringLiteral("mun s bur"), {parse(QStringLiteral("A mar - bur"))}).front(),
             QStringLiteral("A mun S A mar - bur"));
}

void TestOrderCompletion::supportOffersTheMovesIntoItsNeighbours()
{
    // Every support Munich can give: the entered one first, then holds and moves of the units around.
    const std::vector<Order> entered = {parse(QStringLiteral("A ber - sil"))};
    const QStringList offered = lines(QStringLiteral("A mun S"), entered);
    QCOMPARE(offered.front(), QStringLiteral("A mun S A ber - sil"));
    QVERIFY(offered.contains(QStringLiteral("A mun S A ber")));                // a hold in a neighbour
    QVERIFY(offered.contains(QStringLiteral("A mun S F kie - ruh")) == false); // a fleet never goes inland
    QVERIFY(offered.contains(QStringLiteral("A mun S A par - bur")));
    for (const QString &line : offered)
        QVERIFY2(OrderParser(*m_map).parse(line).ok(), qPrintable(line)); // each reads back as an order
    // A support with nobody to support offers nothing: Trieste's fleet can reach only Venice's army.
    QVERIFY(lines(QStringLiteral("F tri S ber")).isEmpty());
}

void TestOrderCompletion::twoWordsNameTheUnitThenTheDestination()
{
    // "par - pic": the unit in Paris, into Picardy; "mar bur": Marseilles into Burgundy.
    QCOMPARE(lines(QStringLiteral("A bur S par - pic"), {}, -1, nullptr).size(), 0); // no unit in Burgundy
    QCOMPARE(lines(QStringLiteral("A mun S par bu")), QStringList{QStringLiteral("A mun S A par - bur")});
    QCOMPARE(lines(QStringLiteral("A mun S Army Marseilles to Burgundy")),
             QStringList{QStringLiteral("A mun S A mar - bur")});
}

void TestOrderCompletion::convoyCompletesTheEnteredMove()
{
    Position p = m_start;
    const int england = m_map->findPower(u"england");
    p.units = {{england, UnitType::Army, m_map->findLocation(u"lon")},
               {england, UnitType::Fleet, m_map->findLocation(u"nth")}};
    const std::vector<Order> entered = {parse(QStringLiteral("A lon - nwy"))};
    const QStringList offered = lines(QStringLiteral("F nth C nwy"), entered, -1, &p);
    QVERIFY(!offered.isEmpty());
    QCOMPARE(offered.front(), QStringLiteral("F nth C A lon - nwy"));
    // An army cannot convoy.
    QVERIFY(lines(QStringLiteral("A lon C nth"), entered, -1, &p).isEmpty());
}

void TestOrderCompletion::destinationsAreTheUnitsMoves()
{
    QCOMPARE(lines(QStringLiteral("mun - r")), QStringList{QStringLiteral("mun - ruh")});
    // Nothing typed after the dash yet: every place the army can move to.
    QStringList all = lines(QStringLiteral("mun -"));
    all.sort();
    QCOMPARE(all, QStringList({QStringLiteral("mun - ber"), QStringLiteral("mun - boh"),
                               QStringLiteral("mun - bur"), QStringLiteral("mun - kie"),
                               QStringLiteral("mun - ruh"), QStringLiteral("mun - sil"),
                               QStringLiteral("mun - tyr")}));
    QCOMPARE(lines(QStringLiteral("mun - ")).size(), 7);
    QStringList munich = lines(QStringLiteral("Army Munich to B"));
    munich.sort();
    QCOMPARE(munich, QStringList({QStringLiteral("Army Munich to ber"), QStringLiteral("Army Munich to boh"),
                                  QStringLiteral("Army Munich to bur")}));
    // A fleet in St Petersburg's south coast: Botnia and Finland, Livonia; never inland.
    QCOMPARE(lines(QStringLiteral("F stp/sc-l")), QStringList{QStringLiteral("F stp/sc-lvn")});
    QVERIFY(lines(QStringLiteral("mun - x")).isEmpty());
}

void TestOrderCompletion::slipOffersItsPowersUnitsUnorderedFirst()
{
    const int germany = m_map->findPower(u"germany");
    QCOMPARE(lines(QStringLiteral("k"), {}, germany), QStringList{QStringLiteral("kie ")});
    // Germany's units starting with "b" or "m": Berlin and Munich, Munich first once Berlin has its order.
    QCOMPARE(lines(QStringLiteral("b"), {}, germany), QStringList{QStringLiteral("ber ")});
    const QStringList all = lines(QStringLiteral("a "), {}, germany); // "a " then nothing: no word yet
    QVERIFY(all.isEmpty());
    QCOMPARE(lines(QStringLiteral("A m"), {}, germany), QStringList{QStringLiteral("A mun ")});
    // Without a slip, the first word offers nothing of its own (the words of the map are offered instead).
    QVERIFY(lines(QStringLiteral("k")).isEmpty());
    // The unit already ordered comes after the one that is not.
    Position p = m_start;
    p.units.push_back({germany, UnitType::Army, m_map->findLocation(u"bur")});
    QCOMPARE(lines(QStringLiteral("b"), {parse(QStringLiteral("A ber - sil"))}, germany, &p),
             QStringList({QStringLiteral("bur "), QStringLiteral("ber ")}));
}

void TestOrderCompletion::retreatOffersWhereTheDislodgedUnitMayGo()
{
    // A retreat phase on the opening position: the German army in Munich dislodged by an Austrian army from
    // Bohemia. Of Munich's neighbours starting with "b", Berlin is held and Bohemia is where the attack came
    // from: only Burgundy is offered.
    Position p = m_start;
    p.phase.kind = PhaseKind::Retreat;
    const int germany = m_map->findPower(u"germany");
    const int munich = p.unitIn(*m_map, m_map->findProvince(u"mun"));
    p.units.erase(p.units.begin() + munich);
    p.units.push_back({m_map->findPower(u"austria"), UnitType::Army, m_map->findLocation(u"mun")});
    p.dislodged.push_back(
        {{germany, UnitType::Army, m_map->findLocation(u"mun")}, m_map->findProvince(u"boh"), false});
    QStringList all = lines(QStringLiteral("mun - b"), {}, -1, &p);
    QCOMPARE(all, QStringList({QStringLiteral("mun - bur")}));
    // Nothing typed of the place yet: every place it may retreat to, never where the attack came from.
    all = lines(QStringLiteral("A mun - "), {}, -1, &p);
    QVERIFY2(all.contains(QStringLiteral("A mun - bur")) && all.contains(QStringLiteral("A mun - ruh")) &&
                 !all.contains(QStringLiteral("A mun - boh")) && !all.contains(QStringLiteral("A mun - ber")),
             qPrintable(all.join(u'|')));
    // The slip's first word offers the dislodged unit, not the one now standing there.
    QCOMPARE(lines(QStringLiteral("m"), {}, germany, &p), QStringList({QStringLiteral("mun ")}));
    QVERIFY(lines(QStringLiteral("m"), {}, m_map->findPower(u"austria"), &p).isEmpty());
    // No supports in a retreat.
    QVERIFY(lines(QStringLiteral("mun s bur"), {}, -1, &p).isEmpty());
}

void TestOrderCompletion::powerWrittenInFrontIsKept()
{
    QCOMPARE(lines(QStringLiteral("Germany: A mun S bur"), {parse(QStringLiteral("A par - bur"))}).front(),
             QStringLiteral("Germany: A mun S A par - bur"));
    QCOMPARE(lines(QStringLiteral("Germany: k")), QStringList{QStringLiteral("Germany: kie ")});
}

void TestOrderCompletion::nothingOutsideTheseContexts()
{
    QVERIFY(lines(QString()).isEmpty());
    QVERIFY(lines(QStringLiteral("A mun H")).isEmpty());
    QVERIFY(lines(QStringLiteral("Prussia: A ber S")).isEmpty());
    Position winter = m_start;
    winter.phase.kind = PhaseKind::Adjustment;
    QVERIFY(lines(QStringLiteral("A mun S bur"), {}, -1, &winter).isEmpty());
}

QTEST_APPLESS_MAIN(TestOrderCompletion)
#include "tst_order_completion.moc"
