// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
// Two lines of play compared phase by phase (core/record/line_comparison.h): a game played into Spring 1902
// and a what-if from its Fall 1901, made through the game's own API (branch, setOrders, adjudicate). What
// differs was worked out by hand from the orders: in the game Austria takes Rumania with Turkish support and
// the Russian fleet retreats to Sevastopol; in the what-if Austria goes to Serbia instead and nothing is
// dislodged.
#include "game_test_support.h"
#include "record/game_lines.h"
#include "record/game_script.h"
#include "record/line_comparison.h"

#include <QTest>

using namespace arbiter;

class TestLineComparison : public QObject
{
    Q_OBJECT

  private slots:
    void initTestCase();
    void phasesOfEitherLineInOrder();
    void theBranchPhaseDiffersInItsOrders();
    void theNextPhaseDiffersInUnitsAndCentres();
    void theLinesSwapped();
    void aLineComparedWithItself();
    void twoWhatIfsFromOnePhase(); // last: it adds a third line

  private:
    int province(const char *id) const { return m_map->findProvince(QString::fromLatin1(id)); }
    int power(const char *id) const { return m_map->findPower(QString::fromLatin1(id)); }
    Unit unit(const char *powerId, UnitType type, const char *location) const
    {
        return {power(powerId), type, m_map->findLocation(QString::fromLatin1(location))};
    }
    const PhaseComparison &row(const char *code) const
    {
        for (const PhaseComparison &p : m_comparison.phases) {
            if (p.phase.code() == QLatin1String(code))
                return p;
        }
        QTest::qFail(qPrintable(QStringLiteral("no row ") + QLatin1String(code)), __FILE__, __LINE__);
        return m_comparison.phases.front();
    }

    std::shared_ptr<const Map> m_map;
    std::optional<Game> m_game;
    int m_gameEnd = -1;
    int m_whatIfEnd = -1;
    LineComparison m_comparison;
};

void TestLineComparison::initTestCase()
{
    QString error;
    auto map = Map::load(QStringLiteral(ARBITER_SOURCE_DIR "/maps/standard"), &error);
    QVERIFY2(map, qPrintable(error));
    m_map = std::make_shared<const Map>(std::move(*map));
    m_game = playGameScript(test::austriaTakesRumaniaScript() +
                                QStringLiteral("PHASE W1901A\nAustria: Build A bud\n"),
                            m_map, &error);
    QVERIFY2(m_game, qPrintable(error));
    Game &game = *m_game;
    m_gameEnd = game.current();
    QCOMPARE(game.entry(m_gameEnd).position.phase.code(), QStringLiteral("S1902M"));

    const int fall = test::phaseInLine(game, m_gameEnd, QStringLiteral("F1901M"));
    QVERIFY(fall >= 0);
    const int whatIf = game.branch(fall, QString());
    QCOMPARE(game.current(), whatIf);
    QVERIFY(test::playPhase(game, {"Austria: A bud - ser"}));
    m_whatIfEnd = game.current();
    QCOMPARE(game.entry(m_whatIfEnd).position.phase.code(), QStringLiteral("W1901A"));
    QCOMPARE(int(lineEnds(game).size()), 2);
    m_comparison = compareLines(game, m_gameEnd, m_whatIfEnd);
}

void TestLineComparison::phasesOfEitherLineInOrder()
{
    QStringList codes;
    for (const PhaseComparison &p : m_comparison.phases)
        codes << p.phase.code();
    QCOMPARE(codes.join(u' '), QStringLiteral("S1901M F1901M F1901R W1901A S1902M"));
    // Spring 1901 is one phase of the record in both lines: nothing can differ.
    QVERIFY(row("S1901M").shared());
    QVERIFY(!row("S1901M").differs());
    // Only the game has a retreat phase (the what-if dislodged nobody) and reached 1902.
    QVERIFY(row("F1901R").first >= 0);
    QCOMPARE(row("F1901R").second, -1);
    QCOMPARE(row("F1901R").missingInSecond, MissingPhase::Skipped);
    QCOMPARE(row("S1902M").second, -1);
    QCOMPARE(row("S1902M").missingInSecond, MissingPhase::Ended);
    QVERIFY(row("S1902M").differs());
}

void TestLineComparison::theBranchPhaseDiffersInItsOrders()
{
    const PhaseComparison &fall = row("F1901M");
    QVERIFY(fall.inBoth() && !fall.shared());
    // The what-if starts from the same position.
    QVERIFY(fall.units.empty());
    QVERIFY(fall.centres.empty());
    QCOMPARE(fall.results.size(), std::size_t(2));

    const ResultDifference &austria = fall.results[0];
    QCOMPARE(austria.power, power("austria"));
    QCOMPARE(austria.province, province("bud"));
    QVERIFY(austria.first && austria.second);
    QCOMPARE(austria.first->order.target.location, m_map->findLocation(u"rum"));
    QCOMPARE(austria.second->order.target.location, m_map->findLocation(u"ser"));
    QCOMPARE(austria.first->result->reason, OrderReason::Moved);
    QCOMPARE(austria.second->result->reason, OrderReason::Moved);

    // The Turkish support was not given in the what-if.
    const ResultDifference &turkey = fall.results[1];
    QCOMPARE(turkey.power, power("turkey"));
    QCOMPARE(turkey.province, province("bul"));
    QVERIFY(turkey.first && !turkey.second);
    QCOMPARE(turkey.first->order.type, OrderType::Support);
    QCOMPARE(turkey.first->result->reason, OrderReason::SupportGiven);
}

void TestLineComparison::theNextPhaseDiffersInUnitsAndCentres()
{
    const PhaseComparison &winter = row("W1901A");
    QVERIFY(winter.inBoth());
    const std::vector<UnitDifference> units{
        {province("sev"), false, unit("russia", UnitType::Fleet, "sev"), std::nullopt},
        {province("rum"), false, unit("austria", UnitType::Army, "rum"),
         unit("russia", UnitType::Fleet, "rum")},
        {province("ser"), false, std::nullopt, unit("austria", UnitType::Army, "ser")},
    };
    std::vector<UnitDifference> found = winter.units;
    auto byProvince = [](const UnitDifference &a, const UnitDifference &b) {
        return a.province < b.province;
    };
    std::vector<UnitDifference> expected = units;
    std::sort(found.begin(), found.end(), byProvince);
    std::sort(expected.begin(), expected.end(), byProvince);
    QVERIFY(found == expected);

    std::vector<CentreDifference> centres = winter.centres;
    std::vector<CentreDifference> expectedCentres{{province("rum"), power("austria"), power("russia")},
                                                  {province("ser"), -1, power("austria")}};
    auto byCentre = [](const CentreDifference &a, const CentreDifference &b) {
        return a.province < b.province;
    };
    std::sort(centres.begin(), centres.end(), byCentre);
    std::sort(expectedCentres.begin(), expectedCentres.end(), byCentre);
    QVERIFY(centres == expectedCentres);

    // The game played its Winter (Austria built in Budapest); the what-if has not yet: the build is an order
    // only one line has, without an outcome to compare.
    QVERIFY(winter.firstAdjudicatedOnly);
    QVERIFY(!winter.secondAdjudicatedOnly);
    QCOMPARE(winter.results.size(), std::size_t(1));
    QCOMPARE(winter.results[0].province, province("bud"));
    QCOMPARE(winter.results[0].first->order.type, OrderType::Build);
    QVERIFY(!winter.results[0].first->result);
    QVERIFY(!winter.results[0].second);
}

void TestLineComparison::theLinesSwapped()
{
    const LineComparison swapped = compareLines(*m_game, m_whatIfEnd, m_gameEnd);
    QCOMPARE(swapped.phases.size(), m_comparison.phases.size());
    for (std::size_t i = 0; i < swapped.phases.size(); ++i) {
        const PhaseComparison &a = m_comparison.phases[i];
        const PhaseComparison &b = swapped.phases[i];
        QCOMPARE(b.first, a.second);
        QCOMPARE(b.second, a.first);
        QCOMPARE(b.missingInFirst, a.missingInSecond);
        QCOMPARE(b.units.size(), a.units.size());
        QCOMPARE(b.centres.size(), a.centres.size());
        QCOMPARE(b.results.size(), a.results.size());
        for (std::size_t c = 0; c < a.centres.size(); ++c)
            QCOMPARE(b.centres[c].firstOwner, a.centres[c].secondOwner);
    }
}

void TestLineComparison::aLineComparedWithItself()
{
    const LineComparison same = compareLines(*m_game, m_whatIfEnd, m_whatIfEnd);
    QCOMPARE(same.phases.size(), std::size_t(3));
    for (const PhaseComparison &p : same.phases)
        QVERIFY(p.shared() && !p.differs());
}

void TestLineComparison::twoWhatIfsFromOnePhase()
{
    // A second what-if from the same Fall 1901: Austria goes to Galicia. Neither what-if has the Turkish
    // support (their orders were replaced), nor a retreat phase.
    Game &game = *m_game;
    const int fall = game.line(m_whatIfEnd)[1];
    QCOMPARE(game.entry(fall).position.phase.code(), QStringLiteral("F1901M"));
    game.branch(fall, QStringLiteral("Galicia"));
    QVERIFY(test::playPhase(game, {"Austria: A bud - gal"}));
    const int galicia = game.current();
    QCOMPARE(int(lineEnds(game).size()), 3);

    const LineComparison c = compareLines(game, m_whatIfEnd, galicia);
    QStringList codes;
    for (const PhaseComparison &p : c.phases)
        codes << p.phase.code();
    QCOMPARE(codes.join(u' '), QStringLiteral("S1901M F1901M W1901A"));
    QVERIFY(c.phases[0].shared());

    const PhaseComparison &orders = c.phases[1];
    QVERIFY(orders.inBoth() && !orders.shared());
    QCOMPARE(orders.results.size(), std::size_t(1));
    QCOMPARE(orders.results[0].province, province("bud"));
    QCOMPARE(orders.results[0].first->order.target.location, m_map->findLocation(u"ser"));
    QCOMPARE(orders.results[0].second->order.target.location, m_map->findLocation(u"gal"));

    const PhaseComparison &winter = c.phases[2];
    QVERIFY(!winter.firstAdjudicatedOnly && !winter.secondAdjudicatedOnly);
    QVERIFY(winter.results.empty());
    std::vector<UnitDifference> units = winter.units;
    std::sort(units.begin(), units.end(),
              [](const UnitDifference &a, const UnitDifference &b) { return a.province < b.province; });
    std::vector<UnitDifference> expected{
        {province("ser"), false, unit("austria", UnitType::Army, "ser"), std::nullopt},
        {province("gal"), false, std::nullopt, unit("austria", UnitType::Army, "gal")},
    };
    std::sort(expected.begin(), expected.end(),
              [](const UnitDifference &a, const UnitDifference &b) { return a.province < b.province; });
    QVERIFY(units == expected);
    // Serbia is Austria's in the first what-if only; Galicia is no supply centre.
    QCOMPARE(winter.centres.size(), std::size_t(1));
    QCOMPARE(winter.centres[0].province, province("ser"));
    QCOMPARE(winter.centres[0].firstOwner, power("austria"));
    QCOMPARE(winter.centres[0].secondOwner, -1);
}

QTEST_GUILESS_MAIN(TestLineComparison)
#include "tst_line_comparison.moc"
