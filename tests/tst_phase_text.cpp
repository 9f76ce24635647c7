// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
// The one wording of phase names and order results that the report, the command-line tool and every view
// share, in English and with the German translation the program ships.
#include "judge/phase_adjudication.h"
#include "text/order_parser.h"
#include "text/phase_text.h"
#include "text/reason_text.h"

#include <QCoreApplication>
#include <QTest>
#include <QTranslator>

using namespace arbiter;

class TestPhaseText : public QObject
{
    Q_OBJECT

  private slots:
    void initTestCase();
    void phaseNames();
    void resultSentences();
    void dislodgementAfterAnotherReason();
    void germanTranslation();

  private:
    // Spring 1901: Vienna and Warsaw both move to Galicia and bounce; Paris tries to go where it cannot.
    PhaseOutcome bounce() const
    {
        std::vector<Order> orders;
        for (const char *line : {"A vie - gal", "A war - gal", "A par - mun"})
            orders.push_back(OrderParser(*m_map).parse(QString::fromLatin1(line)).order);
        return adjudicatePhase(*m_map, RuleSettings(), Position::initial(*m_map), orders);
    }

    std::optional<Map> m_map;
};

void TestPhaseText::initTestCase()
{
    QString error;
    m_map = Map::load(QStringLiteral(ARBITER_SOURCE_DIR "/maps/standard"), &error);
    QVERIFY2(m_map, qPrintable(error));
}

void TestPhaseText::phaseNames()
{
    const Phase spring{Season::Spring, 1901, PhaseKind::Movement};
    QCOMPARE(phaseName(spring), QStringLiteral("Spring 1901 Movement"));
    QCOMPARE(phaseName(Phase{Season::Fall, 1902, PhaseKind::Retreat}), QStringLiteral("Fall 1902 Retreats"));
    QCOMPARE(phaseName(Phase{Season::Winter, 1903, PhaseKind::Adjustment}),
             QStringLiteral("Winter 1903 Adjustments"));
    QCOMPARE(seasonName(spring), QStringLiteral("Spring 1901"));
    QCOMPARE(phaseKindName(PhaseKind::Retreat), QStringLiteral("Retreats"));
}

void TestPhaseText::resultSentences()
{
    const Position start = Position::initial(*m_map);
    const PhaseOutcome outcome = bounce();
    QCOMPARE(resultReason(*m_map, start, outcome.results[0]), QStringLiteral("bounced (A war)"));
    QCOMPARE(resultText(*m_map, start, outcome.results[1]), QStringLiteral("failed: bounced (A vie)"));
    QCOMPARE(resultText(*m_map, start, outcome.results[2]),
             QStringLiteral("invalid: the unit cannot go there"));
    // A reason that names a unit, without one to name, reads as the reason alone.
    QCOMPARE(resultReason(*m_map, start, {OrderStatus::Failed, OrderReason::Bounced, -1, -1}),
             QStringLiteral("bounced"));
    QCOMPARE(reasonSentence(OrderReason::SupportCut), QStringLiteral("support cut"));
}

void TestPhaseText::dislodgementAfterAnotherReason()
{
    // Fall 1901: Austria's army in Rumania bounces off Bulgaria, Budapest's is ordered where it cannot go;
    // Russia takes Rumania with support and Serbia's Turkish army takes Budapest with support.
    Position start = Position::initial(*m_map);
    start.phase = Phase{Season::Fall, 1901, PhaseKind::Movement};
    auto unitAt = [this](const char *power, UnitType type, const char *location) {
        return Unit{m_map->findPower(QString::fromLatin1(power)), type,
                    m_map->findLocation(QString::fromLatin1(location))};
    };
    start.units = {unitAt("austria", UnitType::Army, "rum"), unitAt("russia", UnitType::Army, "ukr"),
                   unitAt("russia", UnitType::Fleet, "sev"), unitAt("turkey", UnitType::Army, "bul"),
                   unitAt("austria", UnitType::Army, "bud"), unitAt("turkey", UnitType::Army, "ser"),
                   unitAt("turkey", UnitType::Army, "gal"),  unitAt("austria", UnitType::Army, "vie")};
    std::vector<Order> orders;
    for (const char *line : {"A rum - bul", "A ukr - rum", "F sev S A ukr - rum", "A bud - mos",
                             "A ser - bud", "A gal S A ser - bud", "A vie H"})
        orders.push_back(OrderParser(*m_map).parse(QString::fromLatin1(line)).order);
    const PhaseOutcome outcome = adjudicatePhase(*m_map, RuleSettings(), start, orders);
    QCOMPARE(outcome.after.dislodged.size(), std::size_t(2));

    QCOMPARE(dislodgedBy(*m_map, start, outcome.after, 0), 1);
    QCOMPARE(resultText(*m_map, start, outcome.results[0], outcome.after),
             QStringLiteral("failed: bounced (A bul); dislodged by A ukr"));
    QCOMPARE(resultText(*m_map, start, outcome.results[3], outcome.after),
             QStringLiteral("invalid: the unit cannot go there; dislodged by A ser"));
    // Not dislodged: the reason alone, as without the position after.
    QVERIFY(!wasDislodged(start, outcome.after, 6));
    QCOMPARE(resultText(*m_map, start, outcome.results[6], outcome.after),
             resultText(*m_map, start, outcome.results[6]));
    // A dislodged unit whose attacker the position after does not name is still said to be dislodged.
    Position unknownAttacker = outcome.after;
    for (DislodgedUnit &d : unknownAttacker.dislodged)
        d.attackerOrigin = -1;
    QCOMPARE(resultReason(*m_map, start, outcome.results[0], unknownAttacker),
             QStringLiteral("bounced (A bul); dislodged"));
}

void TestPhaseText::germanTranslation()
{
    QTranslator german;
    QVERIFY(german.load(QStringLiteral(":/i18n/arbiter_de.qm")));
    QCoreApplication::installTranslator(&german);
    const Position start = Position::initial(*m_map);
    const PhaseOutcome outcome = bounce();
    const QString phase = phaseName(Phase{Season::Fall, 1901, PhaseKind::Retreat});
    const QString result = resultText(*m_map, start, outcome.results[0]);
    QCoreApplication::removeTranslator(&german);
    QCOMPARE(phase, QStringLiteral("Herbst 1901 Rückzüge"));
    QCOMPARE(result, QStringLiteral("gescheitert: abgeprallt (A war)"));
}

QTEST_GUILESS_MAIN(TestPhaseText)
#include "tst_phase_text.moc"
