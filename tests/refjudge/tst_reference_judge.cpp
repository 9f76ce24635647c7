// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
// The reference judge on the DATC's movement cases, and raced against core's judge on random phases.
#include "race.h"

#include "record/datc_case_runner.h"
#include "record/datc_game.h"
#include "text/order_formatter.h"

#include <QDir>
#include <QElapsedTimer>
#include <QTest>

#include <array>

using namespace arbiter;
using namespace refjudge;

class TestReferenceJudge : public QObject
{
    Q_OBJECT

  private slots:
    void initTestCase();
    void datcMovementCases_data();
    void datcMovementCases();
    void generatorIsRepeatable();
    void generatorMakesTheSituationsItPromises();
    void agreesWithCore_data();
    void agreesWithCore();
    void disagreementCasesAreDatcCases();

  private:
    std::shared_ptr<const Map> m_map;
    std::vector<DatcFile> m_files;
};

void TestReferenceJudge::initTestCase()
{
    QString error;
    std::optional<Map> map = Map::load(QStringLiteral(ARBITER_SOURCE_DIR "/maps/standard"), &error);
    QVERIFY2(map, qPrintable(error));
    m_map = std::make_shared<const Map>(std::move(*map));
    const QDir dir(QStringLiteral(ARBITER_SOURCE_DIR "/tests/datc"));
    DatcReader reader(*m_map, RuleSettings());
    for (const QString &f : dir.entryList({QStringLiteral("*.txt")}, QDir::Files, QDir::Name))
        m_files.push_back(reader.readFile(dir.filePath(f)));
}

// The cases the reference judge knows the rules of: movement phases under the DATC preferences, or with the
// 'all hold' paradox rule.
static bool referenceCovers(const DatcCase &c, ParadoxRule *paradox)
{
    RuleSettings rules = c.rules;
    *paradox = rules.is(RuleIssue::ConvoyParadox, 'd') ? ParadoxRule::AllHold : ParadoxRule::Szykman;
    if (rules.is(RuleIssue::ConvoyParadox, 'd'))
        rules.set(RuleIssue::ConvoyParadox, 'f');
    return rules.isDefault() && c.position.phase.kind == PhaseKind::Movement && c.errors.isEmpty() &&
           c.unreadable.isEmpty() && c.hasExpectation;
}

void TestReferenceJudge::datcMovementCases_data()
{
    QTest::addColumn<int>("file");
    QTest::addColumn<int>("index");
    int covered = 0;
    for (std::size_t f = 0; f < m_files.size(); ++f) {
        for (std::size_t i = 0; i < m_files[f].cases.size(); ++i) {
            ParadoxRule paradox;
            if (!referenceCovers(m_files[f].cases[i], &paradox))
                continue;
            ++covered;
            QTest::newRow(qPrintable(m_files[f].cases[i].name)) << int(f) << int(i);
        }
    }
    // Chapter 6 A-G and the regressions hold far more movement cases than this; fewer means the reader or
    // the filter lost them.
    QVERIFY(covered >= 140);
}

void TestReferenceJudge::datcMovementCases()
{
    QFETCH(int, file);
    QFETCH(int, index);
    const DatcCase &c = m_files[std::size_t(file)].cases[std::size_t(index)];
    ParadoxRule paradox;
    QVERIFY(referenceCovers(c, &paradox));
    // The case as a game makes it, Flying Dutchmen removed (4.E.6).
    const DatcGame game = datcGame(m_map, c, DrawMode::Dias);
    QVERIFY2(game.game, qPrintable(game.error));
    const PhaseEntry &entry = game.game->entry(0);
    std::vector<Order> orders;
    for (const EnteredOrder &o : entry.orders)
        orders.push_back(o.order);
    const RefOutcome out = referenceAdjudicate(*m_map, entry.position, orders, paradox);
    QVERIFY(!out.undecided);

    // A case may write a fleet without its coast ("F spa"); it then matches the fleet on either coast.
    auto sorted = [this, &c](const std::vector<Unit> &units) {
        QStringList lines;
        for (Unit u : units) {
            const int province = m_map->location(u.location).province;
            for (const Unit &e : c.expectedDislodged)
                u.location = e.location == province && e.power == u.power ? province : u.location;
            lines << formatUnit(*m_map, u);
        }
        lines.sort();
        return lines;
    };
    std::vector<Unit> dislodged;
    for (const DislodgedUnit &d : out.dislodged)
        dislodged.push_back(d.unit);
    if (c.expectSame) {
        QCOMPARE(sorted(out.units), sorted(entry.position.units));
        QVERIFY(dislodged.empty());
    } else {
        QCOMPARE(sorted(out.units), sorted(c.expectedUnits));
        QCOMPARE(sorted(dislodged), sorted(c.expectedDislodged));
    }
}

void TestReferenceJudge::generatorIsRepeatable()
{
    PhaseGenerator a(*m_map, 4711);
    PhaseGenerator b(*m_map, 4711);
    PhaseGenerator other(*m_map, 4712);
    bool differs = false;
    for (int i = 0; i < 200; ++i) {
        const GeneratedPhase x = a.next();
        const GeneratedPhase y = b.next();
        const GeneratedPhase z = other.next();
        QCOMPARE(x.position, y.position);
        QVERIFY(x.orders == y.orders);
        differs = differs || !(x.orders == z.orders);
    }
    QVERIFY(differs);
}

void TestReferenceJudge::generatorMakesTheSituationsItPromises()
{
    // Counted over the phases of the race: the reference judge's own view of each is not needed, only the
    // orders and the position.
    PhaseGenerator generator(*m_map, 20261123);
    int headToHead = 0, twoFleetConvoys = 0, splitCoasts = 0, illegal = 0, holdSupportsOfMoves = 0, big = 0,
        backups = 0, paradoxes = 0, dislodgements = 0;
    std::array<int, 4> illegalByType{};
    for (int i = 0; i < 3000; ++i) {
        const GeneratedPhase phase = generator.next();
        const Map &map = *m_map;
        auto provinceOf = [&](int location) { return map.location(location).province; };
        std::map<int, int> moveFrom;                  // origin province -> destination province
        std::map<std::pair<int, int>, int> convoysOf; // (army province, destination) -> fleets
        for (const Order &o : phase.orders) {
            if (o.type == OrderType::Move)
                moveFrom[provinceOf(o.unit.location)] = provinceOf(o.target.location);
            if (o.type == OrderType::Convoy && o.otherTarget.location >= 0)
                ++convoysOf[{provinceOf(o.other.location), provinceOf(o.otherTarget.location)}];
            if (o.type == OrderType::Move && !map.province(provinceOf(o.target.location)).coasts.empty())
                ++splitCoasts;
        }
        for (const auto &[from, to] : moveFrom)
            headToHead += moveFrom.count(to) && moveFrom[to] == from;
        for (const auto &[key, fleets] : convoysOf)
            twoFleetConvoys += fleets >= 2;
        for (const Order &o : phase.orders) {
            if (o.type == OrderType::Support && o.otherTarget.location < 0 &&
                moveFrom.count(provinceOf(o.other.location)))
                ++holdSupportsOfMoves;
        }
        big += phase.position.units.size() >= 12;
        const RefOutcome out = referenceAdjudicate(map, phase.position, phase.orders, ParadoxRule::Szykman);
        for (std::size_t k = 0; k < out.status.size(); ++k) {
            illegal += out.status[k] == OrderStatus::Invalid;
            illegalByType[std::size_t(phase.orders[k].type)] += out.status[k] == OrderStatus::Invalid;
        }
        backups += out.backupRules > 0;
        paradoxes += out.paradoxes > 0;
        dislodgements += !out.dislodged.empty();
    }
    qInfo("in 3000 phases: %d head-to-heads, %d convoys by two or more fleets, %d moves to split coasts, %d "
          "illegal "
          "orders, %d hold supports of moving units, %d phases of 12+ units, %d with a backup rule (%d for a "
          "convoy paradox), %d with dislodgements",
          headToHead, twoFleetConvoys, splitCoasts, illegal, holdSupportsOfMoves, big, backups, paradoxes,
          dislodgements);
    qInfo("illegal holds %d, moves %d, supports %d, convoys %d", illegalByType[0], illegalByType[1],
          illegalByType[2], illegalByType[3]);
    QVERIFY(headToHead >= 100);
    QVERIFY(twoFleetConvoys >= 50);
    QVERIFY(splitCoasts >= 50);
    QVERIFY(illegal >= 300);
    QVERIFY(holdSupportsOfMoves >= 100);
    QVERIFY(big >= 300);
    QVERIFY(backups >= 8);
    QVERIFY(paradoxes >= 1);
    QVERIFY(dislodgements >= 120);
}

void TestReferenceJudge::agreesWithCore_data()
{
    QTest::addColumn<int>("paradox");
    QTest::addColumn<int>("phases");
    // 20,000 phases under the DATC preferences take a few seconds in an optimised build; a Debug build is
    // several times slower, and still well inside the test's time. 'All hold' gets a shorter run.
    QTest::newRow("4.A.2=f") << int(ParadoxRule::Szykman) << 20000;
    QTest::newRow("4.A.2=d") << int(ParadoxRule::AllHold) << 5000;
}

void TestReferenceJudge::agreesWithCore()
{
    QFETCH(int, paradox);
    QFETCH(int, phases);
    PhaseGenerator generator(*m_map, 20261123);
    QElapsedTimer timer;
    timer.start();
    QStringList reports;
    int disagreements = 0;
    for (int i = 0; i < phases; ++i) {
        const GeneratedPhase phase = generator.next();
        const Comparison c = compareJudges(*m_map, phase, ParadoxRule(paradox));
        if (c.agree)
            continue;
        ++disagreements;
        if (reports.size() < 3)
            reports << datcCaseText(*m_map, phase, QStringLiteral("phase %1").arg(i), ParadoxRule(paradox),
                                    c);
    }
    qInfo("%d phases compared in %lld ms", phases, timer.elapsed());
    QVERIFY2(
        disagreements == 0,
        qPrintable(
            QStringLiteral("%1 disagreements; the first:\n%2").arg(disagreements).arg(reports.join(u'\n'))));
}

void TestReferenceJudge::disagreementCasesAreDatcCases()
{
    // What the race writes for a disagreement must be a case the DATC runner reads back whole and, where the
    // judges agree, passes, per-order results included: the same phases written as cases and run by core.
    PhaseGenerator generator(*m_map, 99);
    QString text = QStringLiteral("VARIANT_ALL Standard\n\n");
    const int count = 300;
    for (int i = 0; i < count; ++i) {
        const GeneratedPhase phase = generator.next();
        const Comparison c =
            compareJudges(*m_map, phase, i % 2 ? ParadoxRule::AllHold : ParadoxRule::Szykman);
        QVERIFY(c.agree);
        text += datcCaseText(*m_map, phase, QStringLiteral("phase %1").arg(i),
                             i % 2 ? ParadoxRule::AllHold : ParadoxRule::Szykman, c) +
                u'\n';
    }
    const DatcFile file = DatcReader(*m_map, RuleSettings()).read(text, QStringLiteral("race.txt"));
    QVERIFY2(file.errors.isEmpty(), qPrintable(file.errors.join(u'\n')));
    QCOMPARE(int(file.cases.size()), count);
    for (const DatcCase &c : file.cases) {
        QVERIFY2(c.errors.isEmpty() && c.unreadable.isEmpty(),
                 qPrintable(c.name + u' ' + (c.errors + c.unreadable).join(u'\n')));
        const DatcOutcome outcome = runDatcCase(*m_map, c);
        QVERIFY2(outcome.passed, qPrintable(c.name + u' ' + outcome.problems.join(u'\n')));
    }
}

QTEST_GUILESS_MAIN(TestReferenceJudge)
#include "tst_reference_judge.moc"
