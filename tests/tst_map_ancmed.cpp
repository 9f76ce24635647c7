// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
// The Ancient Mediterranean map data (maps/ancmed) read by the same loader as the standard map: the counts
// published for the variant, symmetric and typed borders, every place reachable, and the variant's special
// connections (Baleares, the canals, the Nile, the four-way junctions).
#include "map/map.h"

#include <QTest>

#include <set>

using namespace arbiter;

class TestMapAncmed : public QObject
{
    Q_OBJECT

  private slots:
    void initTestCase();
    void counts();
    void startingUnits();
    void bordersAreSymmetricAndTyped();
    void everyProvinceReachable();
    void specialConnections_data();
    void specialConnections();
    void namesAndAliases();

  private:
    std::optional<Map> m_map;
};

void TestMapAncmed::initTestCase()
{
    QString error;
    m_map = Map::load(QStringLiteral(ARBITER_SOURCE_DIR "/maps/ancmed"), &error);
    QVERIFY2(m_map, qPrintable(error));
}

void TestMapAncmed::counts()
{
    QCOMPARE(m_map->powerCount(), 5);
    QCOMPARE(m_map->provinceCount(), 79);
    QCOMPARE(m_map->locationCount(), 79); // no split coasts
    QCOMPARE(m_map->supplyCentreCount(), 34);
    int homes = 0;
    int seas = 0;
    int land = 0;
    for (int p = 0; p < m_map->provinceCount(); ++p) {
        homes += m_map->province(p).home >= 0 ? 1 : 0;
        seas += m_map->province(p).kind == ProvinceKind::Sea ? 1 : 0;
        land += m_map->province(p).kind == ProvinceKind::Land ? 1 : 0;
    }
    QCOMPARE(homes, 15);
    QCOMPARE(seas, 20);
    QCOMPARE(land, 14);
}

void TestMapAncmed::startingUnits()
{
    // Each power starts with a fleet and two armies on its three home centres.
    QCOMPARE(int(m_map->startingUnits().size()), 15);
    std::vector<int> fleets(std::size_t(m_map->powerCount()), 0);
    std::vector<int> armies(std::size_t(m_map->powerCount()), 0);
    for (const auto &unit : m_map->startingUnits()) {
        const Province &province = m_map->province(m_map->location(unit.location).province);
        QCOMPARE(province.home, unit.power);
        (unit.type == UnitType::Fleet ? fleets : armies)[std::size_t(unit.power)] += 1;
    }
    for (int power = 0; power < m_map->powerCount(); ++power) {
        QCOMPARE(fleets[std::size_t(power)], 1);
        QCOMPARE(armies[std::size_t(power)], 2);
    }
}

void TestMapAncmed::bordersAreSymmetricAndTyped()
{
    for (int a = 0; a < m_map->provinceCount(); ++a) {
        for (int b = 0; b < m_map->provinceCount(); ++b) {
            QCOMPARE(m_map->armyBorder(a, b), m_map->armyBorder(b, a));
            if (m_map->armyBorder(a, b)) {
                QVERIFY2(m_map->province(a).kind != ProvinceKind::Sea, qPrintable(m_map->province(a).id));
                QVERIFY2(m_map->province(b).kind != ProvinceKind::Sea, qPrintable(m_map->province(b).id));
            }
            QCOMPARE(m_map->fleetBorder(a, b), m_map->fleetBorder(b, a));
            if (m_map->fleetBorder(a, b)) {
                QVERIFY(m_map->canHold(UnitType::Fleet, a));
                QVERIFY(m_map->canHold(UnitType::Fleet, b));
            }
        }
    }
}

void TestMapAncmed::everyProvinceReachable()
{
    // An army leaves the islands without a land neighbour only by convoy: the Baleares, Crete, Cyprus.
    const std::set<int> islands = {m_map->findProvince(u"bal"), m_map->findProvince(u"cre"),
                                   m_map->findProvince(u"cyp")};
    for (int l = 0; l < m_map->locationCount(); ++l) {
        const Location &location = m_map->location(l);
        if (m_map->canHold(UnitType::Fleet, l))
            QVERIFY2(!m_map->fleetNeighbours(l).empty(), qPrintable(location.id));
        if (m_map->canHold(UnitType::Army, l))
            QVERIFY2(m_map->armyNeighbours(location.province).empty() ==
                         (islands.count(location.province) > 0),
                     qPrintable(location.id));
    }
}

void TestMapAncmed::specialConnections_data()
{
    QTest::addColumn<QString>("from");
    QTest::addColumn<QString>("to");
    QTest::addColumn<bool>("army");
    QTest::addColumn<bool>("fleet");
    auto row = [](const char *a, const char *b, bool army, bool fleet) {
        QTest::newRow(qPrintable(QStringLiteral("%1-%2").arg(QLatin1StringView(a), QLatin1StringView(b))))
            << QString::fromLatin1(a) << QString::fromLatin1(b) << army << fleet;
    };
    // Baleares: fleets reach the mainland, armies only by convoy.
    row("bal", "tar", false, true);
    row("bal", "sag", false, true);
    row("bal", "lig", false, true);
    // The canals: Athens and Sparta, Byzantium on both seas, the Sicilian strait.
    row("ath", "spa", true, true);
    row("ath", "aeg", false, true);
    row("ath", "ion", false, true);
    row("byz", "bla", false, true);
    row("byz", "aeg", false, true);
    row("bla", "aeg", false, false);
    row("nea", "sic", true, true);
    row("tyn", "aus", false, true);
    // The Nile: fleets sail up to Memphis and Bayuda, which touch no sea.
    row("mem", "ale", true, true);
    row("mem", "thb", true, true);
    row("mem", "bay", true, true);
    row("bay", "thb", true, true);
    row("mem", "cyr", true, false);
    // The four-way junctions.
    row("aus", "lib", false, true);
    row("mes", "got", false, true);
    row("ale", "sin", true, true);
    row("thb", "gop", false, true);
    // Coasts that touch on land only.
    row("cap", "sip", true, false);
    row("rom", "apu", true, false);
    row("mac", "dac", true, false);
    row("etr", "ven", true, false);
    row("jer", "pet", true, false);
    row("sag", "mau", true, true);
    row("cor", "sad", true, true);
    row("arm", "che", true, false);
}

void TestMapAncmed::specialConnections()
{
    QFETCH(QString, from);
    QFETCH(QString, to);
    QFETCH(bool, army);
    QFETCH(bool, fleet);
    const int a = m_map->findLocation(from);
    const int b = m_map->findLocation(to);
    QVERIFY(a >= 0 && b >= 0);
    QCOMPARE(m_map->armyBorder(m_map->location(a).province, m_map->location(b).province), army);
    QCOMPARE(m_map->fleetBorder(a, b), fleet);
}

void TestMapAncmed::namesAndAliases()
{
    QCOMPARE(m_map->findProvince(u"Roma"), m_map->findProvince(u"rom"));
    QCOMPARE(m_map->findProvince(u"Carthago"), m_map->findProvince(u"car"));
    QCOMPARE(m_map->findProvince(u"Province of Carthage"), m_map->findProvince(u"car"));
    QCOMPARE(m_map->findProvince(u"sii"), m_map->findProvince(u"sin"));
    QCOMPARE(m_map->findProvince(u"tys"), m_map->findProvince(u"tyn"));
    QCOMPARE(m_map->findProvince(u"Tyrrhenean Sea"), m_map->findProvince(u"tyn"));
    // The powers' names are no places.
    QCOMPARE(m_map->findProvince(u"Rome"), -1);
    QCOMPARE(m_map->findProvince(u"Carthage"), -1);
    QVERIFY(m_map->findPower(u"carthage") >= 0);
}

QTEST_GUILESS_MAIN(TestMapAncmed)
#include "tst_map_ancmed.moc"
