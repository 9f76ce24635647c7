// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
// The standard map data: counts, symmetry, unit-type rules and the spots players argue about.
#include "map/map.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using namespace arbiter;

class TestMap : public QObject
{
    Q_OBJECT

  private slots:
    void initTestCase();
    void counts();
    void bordersAreSymmetricAndTyped();
    void everyCoastAndProvinceReachable();
    void trickySpots_data();
    void trickySpots();
    void namesAndAliases();
    void brokenFilesAreReported_data();
    void brokenFilesAreReported();

  private:
    std::optional<Map> m_map;
};

void TestMap::initTestCase()
{
    QString error;
    m_map = Map::load(QStringLiteral(ARBITER_SOURCE_DIR "/maps/standard"), &error);
    QVERIFY2(m_map, qPrintable(error));
}

void TestMap::counts()
{
    QCOMPARE(m_map->powerCount(), 7);
    QCOMPARE(m_map->provinceCount(), 75);
    QCOMPARE(m_map->supplyCentreCount(), 34);
    QCOMPARE(m_map->locationCount(), 75 + 6);
    QCOMPARE(int(m_map->startingUnits().size()), 22);
    int homes = 0;
    int seas = 0;
    int land = 0;
    for (int p = 0; p < m_map->provinceCount(); ++p) {
        homes += m_map->province(p).home >= 0 ? 1 : 0;
        seas += m_map->province(p).kind == ProvinceKind::Sea ? 1 : 0;
        land += m_map->province(p).kind == ProvinceKind::Land ? 1 : 0;
    }
    QCOMPARE(homes, 22);
    QCOMPARE(seas, 19);
    QCOMPARE(land, 14);
}

void TestMap::bordersAreSymmetricAndTyped()
{
    for (int a = 0; a < m_map->provinceCount(); ++a) {
        for (int b = 0; b < m_map->provinceCount(); ++b) {
            QCOMPARE(m_map->armyBorder(a, b), m_map->armyBorder(b, a));
            if (m_map->armyBorder(a, b)) {
                QVERIFY2(m_map->province(a).kind != ProvinceKind::Sea, qPrintable(m_map->province(a).id));
                QVERIFY2(m_map->province(b).kind != ProvinceKind::Sea, qPrintable(m_map->province(b).id));
            }
        }
    }
    for (int a = 0; a < m_map->locationCount(); ++a) {
        for (int b = 0; b < m_map->locationCount(); ++b) {
            QCOMPARE(m_map->fleetBorder(a, b), m_map->fleetBorder(b, a));
            if (m_map->fleetBorder(a, b)) {
                QVERIFY(m_map->canHold(UnitType::Fleet, a));
                QVERIFY(m_map->canHold(UnitType::Fleet, b));
            }
        }
    }
}

void TestMap::everyCoastAndProvinceReachable()
{
    for (int l = 0; l < m_map->locationCount(); ++l) {
        const Location &location = m_map->location(l);
        if (m_map->canHold(UnitType::Fleet, l))
            QVERIFY2(!m_map->fleetNeighbours(l).empty(), qPrintable(location.id));
        if (m_map->canHold(UnitType::Army, l))
            QVERIFY2(!m_map->armyNeighbours(location.province).empty(), qPrintable(location.id));
    }
}

void TestMap::trickySpots_data()
{
    QTest::addColumn<QString>("from");
    QTest::addColumn<QString>("to");
    QTest::addColumn<bool>("army");
    QTest::addColumn<bool>("fleet");
    auto row = [](const char *a, const char *b, bool army, bool fleet) {
        QTest::newRow(qPrintable(QStringLiteral("%1-%2").arg(QLatin1StringView(a), QLatin1StringView(b))))
            << QString::fromLatin1(a) << QString::fromLatin1(b) << army << fleet;
    };
    // `army` is the province-level army border, `fleet` the border of these exact coasts.
    row("kie", "den", true, true);
    row("kie", "bal", false, true);
    row("den", "swe", true, true);
    row("den", "bal", false, true);
    row("swe", "bal", false, true);
    row("hel", "den", false, true);
    row("kie", "hel", false, true);
    row("con", "bla", false, true);
    row("con", "aeg", false, true);
    row("con", "ank", true, true);
    row("con", "smy", true, true);
    row("con", "bul/ec", true, true);
    row("con", "bul/sc", true, true);
    row("bla", "bul/ec", false, true);
    row("bla", "bul/sc", false, false);
    row("aeg", "bul/sc", false, true);
    row("aeg", "bul/ec", false, false);
    row("mao", "spa/nc", false, true);
    row("mao", "spa/sc", false, true);
    row("gas", "spa/nc", true, true);
    row("gas", "spa/sc", true, false);
    row("lyo", "spa/sc", false, true);
    row("lyo", "spa/nc", false, false);
    row("bar", "stp/nc", false, true);
    row("bot", "stp/sc", false, true);
    row("bot", "stp/nc", false, false);
    row("nwy", "stp/nc", true, true);
    row("fin", "stp/sc", true, true);
    row("lvn", "stp/sc", true, true);
    row("rom", "ven", true, false);
    row("rom", "apu", true, false);
    row("apu", "ven", true, true);
    row("lvp", "nao", false, true);
    row("cly", "iri", false, false);
    row("cly", "lvp", true, true);
    row("arm", "syr", true, false);
    row("arm", "sev", true, true);
    row("smy", "syr", true, true);
    row("naf", "tun", true, true);
    row("nwy", "fin", true, false);
    row("bur", "mar", true, false);
    row("mar", "pie", true, true);
}

void TestMap::trickySpots()
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

void TestMap::namesAndAliases()
{
    const int mao = m_map->findProvince(u"mao");
    QVERIFY(mao >= 0);
    QCOMPARE(m_map->findProvince(u"Mid-Atlantic Ocean"), mao);
    QCOMPARE(m_map->findProvince(u"MID"), mao);
    QCOMPARE(m_map->findProvince(u"nrg"), m_map->findProvince(u"nwg"));
    QCOMPARE(m_map->findProvince(u"gol"), m_map->findProvince(u"lyo"));
    QCOMPARE(m_map->findProvince(u"ech"), m_map->findProvince(u"eng"));
    QCOMPARE(m_map->findProvince(u"tys"), m_map->findProvince(u"tyn"));
    QCOMPARE(m_map->findProvince(u"St. Petersburg"), m_map->findProvince(u"stp"));
    QCOMPARE(m_map->findProvince(u"switzerland"), -1);
    QVERIFY(m_map->findLocation(u"stp/nc") >= 0);
    QCOMPARE(m_map->findLocation(u"stp/wc"), -1);
    QCOMPARE(m_map->findLocation(u"par/nc"), -1);
}

void TestMap::brokenFilesAreReported_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<QString>("from");
    QTest::addColumn<QString>("to");
    QTest::addColumn<QString>("message");
    QTest::newRow("army into sea") << "borders.csv"
                                   << "lvp,wal,both"
                                   << "lvp,iri,army"
                                   << "borders.csv:";
    QTest::newRow("unknown province") << "borders.csv"
                                      << "lvp,wal,both"
                                      << "lvp,wxl,both"
                                      << "unknown place 'wxl'";
    QTest::newRow("fleet coast omitted") << "borders.csv"
                                         << "bar,stp/nc,fleet"
                                         << "bar,stp,fleet"
                                         << "name the coast";
    QTest::newRow("bad kind") << "provinces.csv"
                              << ",land,"
                              << ",moon,"
                              << "provinces.csv:";
    QTest::newRow("wrong field count") << "powers.csv"
                                       << "austria,"
                                       << "austria,,"
                                       << "powers.csv:";
    QTest::newRow("unknown power at start") << "start.csv"
                                            << "austria,"
                                            << "austrich,"
                                            << "unknown power 'austrich'";
    QTest::newRow("duplicate border") << "borders.csv"
                                      << "lvp,wal,both"
                                      << "lvp,wal,both\nwal,lvp,army"
                                      << "listed twice";
    // variant.csv, the facts of the game on the map, line by line.
    QTest::newRow("victory above the centres")
        << "variant.csv"
        << "victory_centres,18"
        << "victory_centres,40"
        << "variant.csv:6: victory_centres '40' is not a number from 1 to 34";
    QTest::newRow("unknown build rule")
        << "variant.csv"
        << "builds,home"
        << "builds,anywhere"
        << "variant.csv:7: builds must be 'home' or 'any_owned', not 'anywhere'";
    QTest::newRow("unknown key") << "variant.csv"
                                 << "start_year,1901"
                                 << "start_yr,1901"
                                 << "variant.csv:5: unknown key 'start_yr'";
    QTest::newRow("year") << "variant.csv"
                          << "start_year,1901"
                          << "start_year,MCMI"
                          << "variant.csv:5: start_year 'MCMI' is not a year";
    QTest::newRow("no name") << "variant.csv"
                             << "name,Standard (Europe 1901)"
                             << ""
                             << "variant.csv: 'name' is missing";
    QTest::newRow("twice") << "variant.csv"
                           << "builds,home"
                           << "builds,home\nbuilds,home"
                           << "variant.csv:8: 'builds' is given twice";
    QTest::newRow("start variant without its table") << "variant.csv"
                                                     << "start.fleet_rome,Fleet Rome"
                                                     << "start.fleet_paris,Fleet Paris"
                                                     << "fleet_paris.csv: cannot open";
    QTest::newRow("start variant unit") << "starts/fleet_rome.csv"
                                        << "italy,F,rom"
                                        << "italy,F,boh"
                                        << "starts/fleet_rome.csv:16: a fleet cannot stand on 'boh'";
}

void TestMap::brokenFilesAreReported()
{
    QFETCH(QString, file);
    QFETCH(QString, from);
    QFETCH(QString, to);
    QFETCH(QString, message);
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    QVERIFY(QDir(dir.path()).mkdir(QStringLiteral("starts")));
    for (const char *name : {"powers.csv", "provinces.csv", "borders.csv", "start.csv", "variant.csv",
                             "starts/fleet_rome.csv"}) {
        const QString n = QString::fromLatin1(name);
        QVERIFY(QFile::copy(QStringLiteral(ARBITER_SOURCE_DIR "/maps/standard/") + n, dir.filePath(n)));
    }
    QFile f(dir.filePath(file));
    QVERIFY(f.open(QIODevice::ReadOnly));
    QString text = QString::fromUtf8(f.readAll());
    f.close();
    QVERIFY2(text.contains(from), qPrintable(from));
    text.replace(text.indexOf(from), from.size(), to);
    QVERIFY(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
    f.write(text.toUtf8());
    f.close();
    QString error;
    QVERIFY(!Map::load(dir.path(), &error));
    QVERIFY2(error.contains(message), qPrintable(error));
    // The folder is named once, before the table's own message.
    const QString folder = QDir::toNativeSeparators(QDir::cleanPath(dir.path()));
    QVERIFY2(error.startsWith(QStringLiteral("map folder ") + folder + u':') || error.startsWith(folder),
             qPrintable(error));
    QCOMPARE(error.count(folder), 1);
}

QTEST_GUILESS_MAIN(TestMap)
#include "tst_map.moc"
