// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
// The turning points of a game (core/record/turning_points.h): what changed hands in each phase of the club
// game of tests/games/club_game.txt, worked out by hand from the CHECK lines of the script (owners and
// centre counts before and after each year), and the same in the game report.
#include "record/game_history.h"
#include "record/game_script.h"
#include "record/turning_points.h"
#include "text/phase_text.h"

#include <QFile>
#include <QTest>

#include <algorithm>
#include <string>
#include <tuple>

using namespace arbiter;

namespace {

using Point =
    std::tuple<TurningPointKind, std::string, std::string, std::string>; // kind, power, province, from

} // namespace

class TestTurningPoints : public QObject
{
    Q_OBJECT

  private slots:
    void initTestCase();
    void neutralCentresTakenInTheFirstFall();
    void homeCentresLostOnTheRetreatPhaseThatEndsTheYear();
    void eliminationsWithTheCentresOfTheirPhase();
    void nothingChangesHandsInSpring();
    void theReportListsThemFirst();

  private:
    int entryAt(const char *code) const
    {
        for (int id : m_game->line(m_game->current())) {
            if (m_game->entry(id).position.phase.code() == QLatin1String(code))
                return id;
        }
        return -1;
    }
    std::string power(int p) const { return p < 0 ? "neutral" : m_map->power(p).id.toStdString(); }
    std::string province(int p) const { return p < 0 ? std::string() : m_map->province(p).id.toStdString(); }
    // The phase's turning points as names, sorted.
    std::vector<Point> pointsOf(const char *code) const
    {
        const int entry = entryAt(code);
        if (entry < 0)
            QTest::qFail(qPrintable(QStringLiteral("no phase ") + QLatin1String(code)), __FILE__, __LINE__);
        std::vector<Point> points;
        for (const TurningPoint &t : turningPoints(*m_game, entry)) {
            if (t.entry != entry)
                QTest::qFail("a turning point names another phase", __FILE__, __LINE__);
            points.emplace_back(t.kind, power(t.power), province(t.province),
                                t.kind == TurningPointKind::Eliminated ? std::string() : power(t.from));
        }
        std::sort(points.begin(), points.end());
        return points;
    }
    static std::vector<Point> sorted(std::vector<Point> points)
    {
        std::sort(points.begin(), points.end());
        return points;
    }

    std::shared_ptr<const Map> m_map;
    std::optional<Game> m_game;
};

void TestTurningPoints::initTestCase()
{
    QString error;
    auto map = Map::load(QStringLiteral(ARBITER_SOURCE_DIR "/maps/standard"), &error);
    QVERIFY2(map, qPrintable(error));
    m_map = std::make_shared<const Map>(std::move(*map));
    QFile file(QStringLiteral(ARBITER_SOURCE_DIR "/tests/games/club_game.txt"));
    QVERIFY(file.open(QIODevice::ReadOnly));
    m_game = playGameScript(QString::fromUtf8(file.readAll()), m_map, &error);
    QVERIFY2(m_game, qPrintable(error));
}

void TestTurningPoints::neutralCentresTakenInTheFirstFall()
{
    // Fall 1901 has no retreat phase: the movement phase leads into Winter and carries the changes. The
    // script's owners after it: eleven neutral centres taken, Belgium still neutral (a standoff).
    using enum TurningPointKind;
    const std::string n = "neutral";
    QCOMPARE(pointsOf("F1901M"), sorted({
                                     {NeutralTaken, "austria", "gre", n},
                                     {NeutralTaken, "austria", "ser", n},
                                     {NeutralTaken, "england", "nwy", n},
                                     {NeutralTaken, "france", "por", n},
                                     {NeutralTaken, "france", "spa", n},
                                     {NeutralTaken, "germany", "den", n},
                                     {NeutralTaken, "germany", "hol", n},
                                     {NeutralTaken, "italy", "tun", n},
                                     {NeutralTaken, "russia", "swe", n},
                                     {NeutralTaken, "russia", "rum", n},
                                     {NeutralTaken, "turkey", "bul", n},
                                 }));
}

void TestTurningPoints::homeCentresLostOnTheRetreatPhaseThatEndsTheYear()
{
    // 1903 ends with a retreat phase: the changes are its own, none the Fall movement's. Germany goes from
    // kie, mun, ber, hol to kie, mun; Turkey from ank, smy, con to ank.
    using enum TurningPointKind;
    QVERIFY(pointsOf("F1903M").empty());
    QCOMPARE(pointsOf("F1903R"), sorted({
                                     {CentreTaken, "france", "hol", "germany"},
                                     {HomeCentreLost, "russia", "ber", "germany"},
                                     {HomeCentreLost, "italy", "smy", "turkey"},
                                     {HomeCentreLost, "austria", "con", "turkey"},
                                 }));
}

void TestTurningPoints::eliminationsWithTheCentresOfTheirPhase()
{
    // Fall 1904: Turkey's last army disbands in the retreat phase and Austria takes Ankara; England takes
    // Kiel and France Munich from Germany, which takes Belgium from France.
    using enum TurningPointKind;
    QCOMPARE(pointsOf("F1904R"), sorted({
                                     {Eliminated, "turkey", "", ""},
                                     {HomeCentreLost, "austria", "ank", "turkey"},
                                     {HomeCentreLost, "england", "kie", "germany"},
                                     {HomeCentreLost, "france", "mun", "germany"},
                                     {CentreTaken, "germany", "bel", "france"},
                                 }));
    // Fall 1905: Germany loses Belgium, its last centre, and its armies bounce out of existence.
    const std::vector<Point> fall1905 = pointsOf("F1905R");
    QVERIFY(std::count(fall1905.begin(), fall1905.end(), Point{Eliminated, "germany", "", ""}) == 1);
    QVERIFY(std::count(fall1905.begin(), fall1905.end(), Point{CentreTaken, "france", "bel", "germany"}) ==
            1);
    // Constantinople is Turkey's home, not Austria's: Russia takes it from Austria, no home centre lost.
    QVERIFY(std::count(fall1905.begin(), fall1905.end(), Point{CentreTaken, "russia", "con", "austria"}) ==
            1);
}

void TestTurningPoints::nothingChangesHandsInSpring()
{
    for (const char *code : {"S1901M", "S1902M", "S1902R", "W1901A", "W1903A"})
        QVERIFY2(pointsOf(code).empty(), code);
    // The phase being played is not adjudicated: nothing has happened in it.
    QVERIFY(turningPoints(*m_game, m_game->current()).empty());
}

void TestTurningPoints::theReportListsThemFirst()
{
    const int berlin = m_map->findProvince(u"ber");
    const TurningPoint lost{TurningPointKind::HomeCentreLost, entryAt("F1903R"), m_map->findPower(u"russia"),
                            berlin, m_map->findPower(u"germany")};
    QCOMPARE(turningPointText(*m_map, lost, PlaceNaming::WrittenOut),
             QStringLiteral("Germany loses Berlin (home centre) to Russia"));
    QCOMPARE(turningPointText(*m_map, lost), QStringLiteral("Germany loses ber (home centre) to Russia"));
    const TurningPoint gone{TurningPointKind::Eliminated, entryAt("F1904R"), m_map->findPower(u"turkey"), -1,
                            -1};
    QCOMPARE(turningPointText(*m_map, gone), QStringLiteral("Turkey is eliminated"));

    const QString report = gameReport(*m_game, m_game->current(), PlaceNaming::WrittenOut);
    const qsizetype heading = report.indexOf(QStringLiteral("Turning points\n"));
    QVERIFY(heading >= 0);
    // Under the phase that carries it, before the first phase's orders.
    const qsizetype fall1903 = report.indexOf(
        phaseName(m_game->entry(entryAt("F1903R")).position.phase) + QStringLiteral("\n  "), heading);
    const qsizetype berlinLost =
        report.indexOf(QStringLiteral("  Germany loses Berlin (home centre) to Russia\n"), heading);
    const qsizetype firstOrders = report.indexOf(QStringLiteral("A Vienna"));
    QVERIFY(fall1903 > heading);
    QVERIFY(berlinLost > fall1903);
    QVERIFY(report.contains(QStringLiteral("  Turkey is eliminated\n")));
    QVERIFY(report.contains(QStringLiteral("  Italy takes Tunis (neutral)\n")));
    QVERIFY(firstOrders < 0 || firstOrders > berlinLost);
    // The standard map's twelve neutral centres are each taken once: eleven in 1901, Belgium in 1902.
    QCOMPARE(report.count(QStringLiteral("(neutral)\n")), 12);
}

QTEST_GUILESS_MAIN(TestTurningPoints)
#include "tst_turning_points.moc"
