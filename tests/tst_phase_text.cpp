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
