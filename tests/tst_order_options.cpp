// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
// The click-to-order questions: where a unit can go, whom it can support or convoy, what can be built.
#include "judge/order_entry.h"
#include "judge/order_options.h"

#include <QTest>

#include <algorithm>

using namespace arbiter;

class TestOrderOptions : public QObject
{
    Q_OBJECT

  private slots:
    void initTestCase();
    void moves();
    void convoyRoutesNeedFleets();
    void supports();
    void builds();
    void convoyOnlyWhereAnArmyCanBeCarried();
    void removalsAndWaives();
    void ordersCheckedAlone();

  private:
    QStringList ids(const std::vector<MoveOption> &options) const
    {
        QStringList out;
        for (const MoveOption &o : options)
            out << m_map->location(o.location).id + (o.convoy ? QStringLiteral("*") : QString());
        out.sort();
        return out;
    }
    int unitAt(const Position &p, const char *province) const
    {
        return p.unitIn(*m_map, m_map->findProvince(QString::fromLatin1(province)));
    }
    std::optional<Map> m_map;
};

void TestOrderOptions::initTestCase()
{
    QString error;
    m_map = Map::load(QStringLiteral(ARBITER_SOURCE_DIR "/maps/standard"), &error);
    QVERIFY2(m_map, qPrintable(error));
}

void TestOrderOptions::moves()
{
    const Position start = Position::initial(*m_map);
    QCOMPARE(ids(moveOptions(*m_map, start, unitAt(start, "stp"))),
             QStringList({QStringLiteral("bot"), QStringLiteral("fin"), QStringLiteral("lvn")}));
    // A fleet in Portugal reaches both coasts of Spain.
    Position p = start;
    p.units = {{m_map->findPower(u"france"), UnitType::Fleet, m_map->findLocation(u"por")}};
    QCOMPARE(ids(moveOptions(*m_map, p, 0)),
             QStringList({QStringLiteral("mao"), QStringLiteral("spa/nc"), QStringLiteral("spa/sc")}));
    // An army never gets a sea.
    const QStringList army = ids(moveOptions(*m_map, start, unitAt(start, "lvp")));
    QCOMPARE(army, QStringList({QStringLiteral("cly"), QStringLiteral("edi"), QStringLiteral("wal"),
                                QStringLiteral("yor")}));
}

void TestOrderOptions::convoyRoutesNeedFleets()
{
    Position p = Position::initial(*m_map);
    const int england = m_map->findPower(u"england");
    p.units = {{england, UnitType::Army, m_map->findLocation(u"lon")},
               {england, UnitType::Fleet, m_map->findLocation(u"nth")}};
    const QStringList options = ids(moveOptions(*m_map, p, 0));
    QVERIFY(options.contains(QStringLiteral("nwy*")));
    QVERIFY(options.contains(QStringLiteral("bel*")));
    QVERIFY(!options.contains(QStringLiteral("bre*"))); // the Channel is empty
    QVERIFY(!convoyableArmies(*m_map, p, 1).empty());
}

void TestOrderOptions::supports()
{
    const Position start = Position::initial(*m_map);
    const int mar = unitAt(start, "mar");
    const int par = unitAt(start, "par");
    const std::vector<int> targets = supportTargets(*m_map, start, mar, par);
    QVERIFY(std::find(targets.begin(), targets.end(), m_map->findProvince(u"bur")) != targets.end());
    QVERIFY(std::find(targets.begin(), targets.end(), m_map->findProvince(u"pic")) ==
            targets.end()); // mar cannot reach pic
    QVERIFY(std::find(targets.begin(), targets.end(), m_map->findProvince(u"mar")) ==
            targets.end()); // not into itself
}

void TestOrderOptions::builds()
{
    Position p = Position::initial(*m_map);
    p.phase = {Season::Winter, 1901, PhaseKind::Adjustment};
    const int russia = m_map->findPower(u"russia");
    p.units.erase(std::remove_if(p.units.begin(), p.units.end(),
                                 [&](const Unit &u) {
                                     return m_map->location(u.location).province ==
                                            m_map->findProvince(u"stp");
                                 }),
                  p.units.end());
    std::vector<BuildOption> options = buildOptions(*m_map, p, russia);
    auto has = [&](const char *place, UnitType type) {
        const int loc = m_map->findLocation(QString::fromLatin1(place));
        return std::any_of(options.begin(), options.end(),
                           [&](const BuildOption &o) { return o.location == loc && o.type == type; });
    };
    QVERIFY(has("stp", UnitType::Army));
    QVERIFY(has("stp/nc", UnitType::Fleet));
    QVERIFY(has("stp/sc", UnitType::Fleet));
    QVERIFY(!has("stp", UnitType::Fleet)); // 4.B.7: a fleet needs its coast
    QVERIFY(!has("mos", UnitType::Fleet)); // and no fleet inland (and Moscow is occupied anyway)
    QVERIFY(buildOptions(*m_map, p, m_map->findPower(u"france")).empty()); // no builds due
}

void TestOrderOptions::convoyOnlyWhereAnArmyCanBeCarried()
{
    Position p = Position::initial(*m_map);
    const int england = m_map->findPower(u"england");
    p.units = {{england, UnitType::Fleet, m_map->findLocation(u"nth")}};
    QVERIFY(!canConvoyAny(*m_map, p, 0)); // a fleet at sea with no army on any coast it could carry from
    p.units.push_back({england, UnitType::Army, m_map->findLocation(u"lon")});
    QVERIFY(canConvoyAny(*m_map, p, 0));
    p.units.push_back({england, UnitType::Fleet, m_map->findLocation(u"edi")});
    QVERIFY(!canConvoyAny(*m_map, p, 2)); // a fleet on a coast never convoys (6.F.1)
    p.units = {{england, UnitType::Fleet, m_map->findLocation(u"mao")},
               {england, UnitType::Army, m_map->findLocation(u"lon")}};
    QVERIFY(
        !canConvoyAny(*m_map, p, 0)); // the army's coast does not touch the group of seas holding this fleet
}

void TestOrderOptions::removalsAndWaives()
{
    Position p = Position::initial(*m_map);
    p.phase = {Season::Winter, 1901, PhaseKind::Adjustment};
    const int russia = m_map->findPower(u"russia");
    const int france = m_map->findPower(u"france");
    // Russia loses Sevastopol: four units on three centres, one to remove; no builds to waive.
    p.owner[std::size_t(m_map->findProvince(u"sev"))] = m_map->findPower(u"turkey");
    const std::vector<int> removals = removalOptions(*m_map, p, russia);
    QCOMPARE(int(removals.size()), 4);
    for (int u : removals)
        QCOMPARE(p.units[std::size_t(u)].power, russia);
    QVERIFY(removalOptions(*m_map, p, france).empty());
    RuleSettings rules;
    QVERIFY(!mayWaiveBuild(*m_map, rules, p, russia));
    QVERIFY(!mayWaiveBuild(*m_map, rules, p, france)); // France is even
    // France takes Belgium and has a vacant home centre: one build, which may be waived unless the rules
    // forbid it.
    p.owner[std::size_t(m_map->findProvince(u"bel"))] = france;
    p.units.erase(std::remove_if(p.units.begin(), p.units.end(),
                                 [&](const Unit &u) {
                                     return m_map->location(u.location).province ==
                                            m_map->findProvince(u"par");
                                 }),
                  p.units.end());
    QVERIFY(mayWaiveBuild(*m_map, rules, p, france));
    QVERIFY(rules.set(RuleIssue::WaivingBuilds, 'b').isEmpty());
    QVERIFY(!mayWaiveBuild(*m_map, rules, p, france));
}

void TestOrderOptions::ordersCheckedAlone()
{
    const RuleSettings rules;
    Position p = Position::initial(*m_map);
    const int england = m_map->findPower(u"england");
    auto order = [&](OrderType type, const char *unit, const char *target = nullptr) {
        Order o;
        o.type = type;
        o.power = england;
        o.unit.location = m_map->findLocation(QString::fromLatin1(unit));
        o.unit.typeGiven = true;
        o.unit.type = p.units[std::size_t(unitAt(p, unit))].type;
        if (target)
            o.target.location = m_map->findLocation(QString::fromLatin1(target));
        return o;
    };
    auto reason = [&](const Order &o) {
        // Alone: no other order entered in the phase.
        const OrderCheck c = checkCandidate(*m_map, rules, p, {}, o);
        return c.legal ? OrderReason::Held : c.reason;
    };
    p.units = {{england, UnitType::Army, m_map->findLocation(u"lon")},
               {england, UnitType::Fleet, m_map->findLocation(u"eng")},
               {england, UnitType::Army, m_map->findLocation(u"wal")}};
    QCOMPARE(reason(order(OrderType::Move, "lon", "bre")),
             OrderReason::Held); // the Channel fleet could carry it
    QCOMPARE(reason(order(OrderType::Move, "lon", "nwy")),
             OrderReason::NoConvoyRoute); // 4.E.1: no fleets there
    QCOMPARE(reason(order(OrderType::Move, "lon", "par")), OrderReason::NotAdjacent);
    // A support of a move nobody has ordered yet is a legal order: matching is the adjudicator's business.
    Order support = order(OrderType::Support, "eng");
    support.other.location = m_map->findLocation(u"wal");
    support.otherTarget.location = m_map->findLocation(u"lon");
    QCOMPARE(reason(support), OrderReason::Held);
    // 6.D.31: but not of a move only a convoy through the supporter's own sea could make.
    support.other.location = m_map->findLocation(u"lon");
    support.otherTarget.location = m_map->findLocation(u"bre");
    QCOMPARE(reason(support), OrderReason::SupportedMoveImpossible);
    support.otherTarget.location = m_map->findLocation(u"yor");
    QCOMPARE(reason(support), OrderReason::SupportUnreachable);
    Order convoy = order(OrderType::Convoy, "eng");
    convoy.other.location = m_map->findLocation(u"lon");
    convoy.otherTarget.location = m_map->findLocation(u"bre");
    QCOMPARE(reason(convoy), OrderReason::Held);

    // Retreats: only dislodged units, only to open provinces.
    p.phase = {Season::Spring, 1901, PhaseKind::Retreat};
    p.dislodged = {
        {{england, UnitType::Army, m_map->findLocation(u"yor")}, m_map->findProvince(u"edi"), false}};
    Order retreat;
    retreat.type = OrderType::Move;
    retreat.power = england;
    retreat.unit.location = m_map->findLocation(u"yor");
    retreat.target.location = m_map->findLocation(u"lon");
    QCOMPARE(reason(retreat), OrderReason::RetreatToOccupied);
    retreat.target.location = m_map->findLocation(u"edi");
    QCOMPARE(reason(retreat), OrderReason::RetreatToAttackerOrigin);
    retreat.target.location = m_map->findLocation(u"lvp");
    QCOMPARE(reason(retreat), OrderReason::Held);
    QCOMPARE(reason(order(OrderType::Move, "wal", "lvp")), OrderReason::RetreatNotDislodged);

    // Builds are judged against the position alone, not against other builds of the phase.
    p = Position::initial(*m_map);
    p.phase = {Season::Winter, 1901, PhaseKind::Adjustment};
    p.owner[std::size_t(m_map->findProvince(u"nwy"))] = england;
    Order build;
    build.type = OrderType::Build;
    build.power = england;
    build.unit.typeGiven = true;
    build.unit.location = m_map->findLocation(u"lon");
    QCOMPARE(reason(build), OrderReason::BuildOccupied);
    p.units.erase(p.units.begin() + unitAt(p, "lon"));
    QCOMPARE(reason(build), OrderReason::Held);
    build.unit.location = m_map->findLocation(u"yor");
    QCOMPARE(reason(build), OrderReason::BuildNotHomeCentre);
}

QTEST_GUILESS_MAIN(TestOrderOptions)
#include "tst_order_options.moc"
