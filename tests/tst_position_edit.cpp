// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
// Editing a set-up position: placing and removing units, centre owners, the phase, and the units that cannot
// be on the board (DATC 4.E.6, Flying Dutchman).
#include "model/position_edit.h"
#include "record/game.h"
#include "text/order_parser.h"

#include <QTest>

using namespace arbiter;

class TestPositionEdit : public QObject
{
    Q_OBJECT

  private slots:
    void initTestCase();
    void placeUnits_data();
    void placeUnits();
    void occupiedProvinceIsRefused();
    void removeUnit();
    void centreOwners();
    void phase();
    void flyingDutchmenAreFoundAndRemoved();
    void gameFromAnEditedPosition();

  private:
    int loc(const char *id) const { return m_map->findLocation(QString::fromLatin1(id)); }
    int prov(const char *id) const { return m_map->findProvince(QString::fromLatin1(id)); }
    int power(const char *id) const { return m_map->findPower(QString::fromLatin1(id)); }
    std::shared_ptr<const Map> m_map;
};

void TestPositionEdit::initTestCase()
{
    QString error;
    auto map = Map::load(QStringLiteral(ARBITER_SOURCE_DIR "/maps/standard"), &error);
    QVERIFY2(map, qPrintable(error));
    m_map = std::make_shared<const Map>(std::move(*map));
}

void TestPositionEdit::placeUnits_data()
{
    QTest::addColumn<bool>("fleet");
    QTest::addColumn<QString>("location");
    QTest::addColumn<int>("refusal");
    QTest::newRow("army inland") << false << QStringLiteral("mun") << int(EditRefusal::None);
    QTest::newRow("army on a coast") << false << QStringLiteral("bre") << int(EditRefusal::None);
    QTest::newRow("army at sea") << false << QStringLiteral("nth") << int(EditRefusal::ArmyAtSea);
    QTest::newRow("army on a named coast")
        << false << QStringLiteral("stp/nc") << int(EditRefusal::ArmyOnCoast);
    QTest::newRow("army in a split-coast province")
        << false << QStringLiteral("spa") << int(EditRefusal::None);
    QTest::newRow("fleet at sea") << true << QStringLiteral("nth") << int(EditRefusal::None);
    QTest::newRow("fleet on a coast") << true << QStringLiteral("bre") << int(EditRefusal::None);
    QTest::newRow("fleet inland") << true << QStringLiteral("mun") << int(EditRefusal::FleetInland);
    QTest::newRow("fleet without a coast") << true << QStringLiteral("stp") << int(EditRefusal::CoastNeeded);
    QTest::newRow("fleet on a named coast") << true << QStringLiteral("stp/sc") << int(EditRefusal::None);
}

void TestPositionEdit::placeUnits()
{
    QFETCH(bool, fleet);
    QFETCH(QString, location);
    QFETCH(int, refusal);
    Position p = emptyPosition(*m_map);
    const Unit unit{power("france"), fleet ? UnitType::Fleet : UnitType::Army, m_map->findLocation(location)};
    QVERIFY(unit.location >= 0);
    const EditResult r = placeUnit(*m_map, &p, unit);
    QCOMPARE(int(r.refusal), refusal);
    if (r.ok()) {
        QCOMPARE(p.units.size(), std::size_t(1));
        QCOMPARE(p.units.front(), unit);
    } else {
        QVERIFY(p.units.empty());
    }
    QCOMPARE(int(placeUnit(*m_map, &p, {99, unit.type, unit.location}).refusal),
             int(EditRefusal::UnknownPower));
    QCOMPARE(int(placeUnit(*m_map, &p, {0, unit.type, -1}).refusal), int(EditRefusal::UnknownLocation));
}

void TestPositionEdit::occupiedProvinceIsRefused()
{
    Position p = emptyPosition(*m_map);
    QVERIFY(placeUnit(*m_map, &p, {power("russia"), UnitType::Fleet, loc("stp/nc")}).ok());
    // Another coast of the same province is the same province.
    const EditResult r = placeUnit(*m_map, &p, {power("england"), UnitType::Fleet, loc("stp/sc")});
    QCOMPARE(r.refusal, EditRefusal::Occupied);
    QCOMPARE(r.other, 0);
    QCOMPARE(placeUnit(*m_map, &p, {power("england"), UnitType::Army, loc("stp")}).refusal,
             EditRefusal::Occupied);
    QCOMPARE(p.units.size(), std::size_t(1));
}

void TestPositionEdit::removeUnit()
{
    Position p = Position::initial(*m_map);
    const std::size_t before = p.units.size();
    Unit removed;
    QVERIFY(arbiter::removeUnit(*m_map, &p, prov("stp"), &removed).ok());
    QCOMPARE(removed, (Unit{power("russia"), UnitType::Fleet, loc("stp/sc")}));
    QCOMPARE(p.units.size(), before - 1);
    QCOMPARE(arbiter::removeUnit(*m_map, &p, prov("stp")).refusal, EditRefusal::NoUnit);
    QCOMPARE(arbiter::removeUnit(*m_map, &p, -3).refusal, EditRefusal::UnknownLocation);
}

void TestPositionEdit::centreOwners()
{
    Position p = emptyPosition(*m_map);
    QVERIFY(setCentreOwner(*m_map, &p, prov("bel"), power("england")).ok());
    QCOMPARE(p.owner[std::size_t(prov("bel"))], power("england"));
    QCOMPARE(p.centreCount(power("england")), 1);
    QVERIFY(setCentreOwner(*m_map, &p, prov("bel"), -1).ok());
    QCOMPARE(p.owner[std::size_t(prov("bel"))], -1);
    QCOMPARE(setCentreOwner(*m_map, &p, prov("bur"), power("france")).refusal, EditRefusal::NotACentre);
    QCOMPARE(setCentreOwner(*m_map, &p, prov("bel"), 42).refusal, EditRefusal::UnknownPower);
}

void TestPositionEdit::phase()
{
    Position p = emptyPosition(*m_map);
    p.dislodged.push_back({{0, UnitType::Army, loc("bud")}, prov("vie"), false});
    QVERIFY(setPhase(&p, {Season::Fall, 1905, PhaseKind::Retreat}).ok());
    QCOMPARE(p.dislodged.size(), std::size_t(1));
    QVERIFY(setPhase(&p, {Season::Winter, 1905, PhaseKind::Adjustment}).ok());
    QCOMPARE(p.phase.code(), QStringLiteral("W1905A"));
    QVERIFY(p.dislodged.empty()); // no dislodged units outside a retreat phase
    QCOMPARE(setPhase(&p, {Season::Winter, 1905, PhaseKind::Movement}).refusal, EditRefusal::BadPhase);
    QCOMPARE(setPhase(&p, {Season::Spring, 1905, PhaseKind::Adjustment}).refusal, EditRefusal::BadPhase);
    QCOMPARE(setPhase(&p, {Season::Spring, 0, PhaseKind::Movement}).refusal, EditRefusal::BadYear);
    QCOMPARE(p.phase.code(), QStringLiteral("W1905A"));
}

void TestPositionEdit::flyingDutchmenAreFoundAndRemoved()
{
    Position p = emptyPosition(*m_map);
    p.units = {
        {power("germany"), UnitType::Army, loc("mun")}, // stays
        {power("england"), UnitType::Army, loc("nth")}, // an army at sea
        {power("russia"), UnitType::Fleet, loc("stp")}, // a fleet without its coast
        {power("austria"), UnitType::Army, loc("mun")}, // a second unit in Munich
        {17, UnitType::Army, loc("par")},               // no such power
        {power("france"), UnitType::Fleet, loc("bre")}, // stays
        {power("italy"), UnitType::Fleet, loc("tyr")},  // a fleet inland
    };
    p.owner[std::size_t(prov("bur"))] = power("france"); // Burgundy is no centre
    const std::vector<FlyingDutchman> found = flyingDutchmen(*m_map, p);
    QCOMPARE(found.size(), std::size_t(5));
    QCOMPARE(found[0].unit, 1);
    QCOMPARE(found[0].reason, DutchmanReason::WrongPlace);
    QCOMPARE(found[1].unit, 2);
    QCOMPARE(found[1].reason, DutchmanReason::WrongPlace);
    QCOMPARE(found[2].unit, 3);
    QCOMPARE(found[2].reason, DutchmanReason::SharedProvince);
    QCOMPARE(found[2].other, 0);
    QCOMPARE(found[3].reason, DutchmanReason::UnknownPower);
    QCOMPARE(found[4].unit, 6);

    // DATC 4.E.6 (a): removed as soon as they are found.
    QCOMPARE(removeFlyingDutchmen(*m_map, &p), found);
    QCOMPARE(p.units.size(), std::size_t(2));
    QCOMPARE(p.units[0].location, loc("mun"));
    QCOMPARE(p.units[1].location, loc("bre"));
    QCOMPARE(p.owner[std::size_t(prov("bur"))], -1);
    QVERIFY(flyingDutchmen(*m_map, p).empty());
    QVERIFY(flyingDutchmen(*m_map, Position::initial(*m_map)).empty());
}

void TestPositionEdit::gameFromAnEditedPosition()
{
    Position p = emptyPosition(*m_map);
    QVERIFY(setPhase(&p, {Season::Fall, 1903, PhaseKind::Movement}).ok());
    QVERIFY(placeUnit(*m_map, &p, {power("germany"), UnitType::Army, loc("ruh")}).ok());
    QVERIFY(placeUnit(*m_map, &p, {power("germany"), UnitType::Army, loc("mun")}).ok());
    QVERIFY(placeUnit(*m_map, &p, {power("france"), UnitType::Army, loc("bel")}).ok());
    QVERIFY(setCentreOwner(*m_map, &p, prov("bel"), power("france")).ok());
    QVERIFY(setCentreOwner(*m_map, &p, prov("mun"), power("germany")).ok());
    Game game(m_map, RuleSettings(), DrawMode::Dias, p);
    OrderParser parser(*m_map);
    std::vector<EnteredOrder> orders;
    for (const char *line : {"Germany: A ruh - bel", "Germany: A mun - bur"}) {
        const ParsedOrder parsed = parser.parse(QString::fromLatin1(line), -1);
        QVERIFY(parsed.ok());
        orders.push_back({QString::fromLatin1(line), parsed.order});
    }
    QVERIFY(game.setOrders(game.current(), orders));
    QVERIFY(game.adjudicate());
    const PhaseEntry &done = game.entry(0);
    QCOMPARE(done.results.size(), std::size_t(2));
    QVERIFY(done.results[0].status != OrderStatus::Succeeded); // one army cannot dislodge a holding one
    QCOMPARE(done.results[1].status, OrderStatus::Succeeded);
    // After Fall the centres change hands; Munich, left empty, stays German.
    QCOMPARE(game.currentEntry().position.owner[std::size_t(prov("mun"))], power("germany"));
}

QTEST_GUILESS_MAIN(TestPositionEdit)
#include "tst_position_edit.moc"
