// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
// The click-to-order questions: where a unit can go, whom it can support or convoy, what can be built.
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
    QCOMPARE(army, QStringList({QStringLiteral("cly"), QStringLiteral("edi"), QStringLiteral("wal"), QStringLiteral("yor")}));
}

void TestOrderOptions::convoyRoutesNeedFleets()
{
    Position p = Position::initial(*m_map);
    const int england = m_map->findPower(u"england");
    p.units = {{england, UnitType::Army, m_map->findLocation(u"lon")}, {england, UnitType::Fleet, m_map->findLocation(u"nth")}};
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
    QVERIFY(std::find(targets.begin(), targets.end(), m_map->findProvince(u"pic")) == targets.end()); // mar cannot reach pic
    QVERIFY(std::find(targets.begin(), targets.end(), m_map->findProvince(u"mar")) == targets.end()); // not into itself
}

void TestOrderOptions::builds()
{
    Position p = Position::initial(*m_map);
    p.phase = {Season::Winter, 1901, PhaseKind::Adjustment};
    const int russia = m_map->findPower(u"russia");
    p.units.erase(std::remove_if(p.units.begin(), p.units.end(),
                                 [&](const Unit &u) { return m_map->location(u.location).province == m_map->findProvince(u"stp"); }),
                  p.units.end());
    std::vector<BuildOption> options = buildOptions(*m_map, p, russia);
    auto has = [&](const char *place, UnitType type) {
        const int loc = m_map->findLocation(QString::fromLatin1(place));
        return std::any_of(options.begin(), options.end(), [&](const BuildOption &o) { return o.location == loc && o.type == type; });
    };
    QVERIFY(has("stp", UnitType::Army));
    QVERIFY(has("stp/nc", UnitType::Fleet));
    QVERIFY(has("stp/sc", UnitType::Fleet));
    QVERIFY(!has("stp", UnitType::Fleet)); // 4.B.7: a fleet needs its coast
    QVERIFY(!has("mos", UnitType::Fleet)); // and no fleet inland (and Moscow is occupied anyway)
    QVERIFY(buildOptions(*m_map, p, m_map->findPower(u"france")).empty()); // no builds due
}

QTEST_GUILESS_MAIN(TestOrderOptions)
#include "tst_order_options.moc"
