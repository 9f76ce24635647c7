// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
// The engine's side of orders entered at the table: which kinds of order a phase takes, waives judged among
// the builds entered, and DATC order lines that cannot be read named by file and line.
#include "judge/order_entry.h"
#include "record/datc_case_runner.h"
#include "record/datc_game.h"
#include "text/datc_reader.h"
#include "text/order_parser.h"

#include <QTest>

using namespace arbiter;

namespace {

// England: F lon, A lvp, F edi supporting an army to Yorkshire; one line mistyped.
const char *const kTypoCase = R"(VARIANT_ALL Standard
CASE T.1
PRESTATE_SETPHASE Spring 1901, Movement
PRESTATE
    England: F edi
    England: A lvp
ORDERS
    England: A lvp - yor
    England: A ruh - kei
    England: F edi S A lvp - yor
POSTSTATE
    England: F edi
    England: A yor
END
)";

} // namespace

class TestEveningCore : public QObject
{
    Q_OBJECT

  private:
    std::optional<Map> m_map;
    std::shared_ptr<const Map> m_shared;
    RuleSettings m_rules;

    Order parse(const QString &line) const
    {
        const ParsedOrder parsed = OrderParser(*m_map).parse(line);
        if (!parsed.ok())
            qWarning("cannot read %s", qPrintable(line));
        return parsed.order;
    }
    std::vector<Order> entered(const Position &position, const QStringList &lines) const
    {
        std::vector<Order> orders;
        for (const QString &line : lines)
            orders.push_back(completeOrder(*m_map, m_rules, position, parse(line)));
        return orders;
    }
    int location(const char *id) const { return m_map->findLocation(QString::fromLatin1(id)); }

    // Winter 1901: France owns Spain and Portugal besides its home centres, its three units away from home.
    Position frenchWinter() const
    {
        Position p = Position::initial(*m_map);
        p.phase = {Season::Winter, 1901, PhaseKind::Adjustment};
        const int france = m_map->findPower(u"france");
        for (Unit &u : p.units) {
            if (u.power != france)
                continue;
            const QString id = m_map->location(u.location).id;
            u.location = location(id == u"par" ? "bur" : id == u"mar" ? "spa" : "por");
        }
        p.owner[std::size_t(m_map->findProvince(u"spa"))] = france;
        p.owner[std::size_t(m_map->findProvince(u"por"))] = france;
        return p;
    }

  private slots:
    void initTestCase()
    {
        QString error;
        m_map = Map::load(QStringLiteral(ARBITER_SOURCE_DIR "/maps/standard"), &error);
        QVERIFY2(m_map, qPrintable(error));
        m_shared = std::make_shared<const Map>(*m_map);
    }

    void orderKindsOfEachPhase()
    {
        using enum OrderType;
        for (OrderType t : {Hold, Move, Support, Convoy})
            QVERIFY(orderFitsPhase(t, PhaseKind::Movement));
        for (OrderType t : {Disband, Build, Waive})
            QVERIFY(!orderFitsPhase(t, PhaseKind::Movement));
        for (OrderType t : {Move, Disband})
            QVERIFY(orderFitsPhase(t, PhaseKind::Retreat));
        for (OrderType t : {Hold, Support, Convoy, Build, Waive})
            QVERIFY(!orderFitsPhase(t, PhaseKind::Retreat));
        for (OrderType t : {Build, Disband, Waive})
            QVERIFY(orderFitsPhase(t, PhaseKind::Adjustment));
        for (OrderType t : {Hold, Move, Support, Convoy})
            QVERIFY(!orderFitsPhase(t, PhaseKind::Adjustment));
    }

    void waiveUsesABuildDue()
    {
        const Position p = frenchWinter();
        const std::vector<Order> none;
        QVERIFY(checkCandidate(*m_map, m_rules, p, none, parse(QStringLiteral("France: waive"))).legal);
        const std::vector<Order> build = entered(p, {QStringLiteral("France: build A par")});
        QVERIFY(checkCandidate(*m_map, m_rules, p, build, parse(QStringLiteral("France: waive"))).legal);
        // Two builds due, both used: a third order is one too many.
        const std::vector<Order> both =
            entered(p, {QStringLiteral("France: build A par"), QStringLiteral("France: waive")});
        const OrderCheck third =
            checkCandidate(*m_map, m_rules, p, both, parse(QStringLiteral("France: waive")));
        QVERIFY(!third.legal);
        QCOMPARE(third.reason, OrderReason::BuildNoBuildsLeft);
    }

    void unreadableDatcLineFailsTheCase()
    {
        const DatcFile file =
            DatcReader(*m_map, RuleSettings()).read(QString::fromUtf8(kTypoCase), QStringLiteral("typo.txt"));
        QVERIFY(file.errors.isEmpty());
        QCOMPARE(file.cases.size(), std::size_t(1));
        const DatcCase &c = file.cases.front();
        QCOMPARE(c.unreadable, QStringList{QStringLiteral(
                                   "typo.txt:9: unknown place 'kei' (Kiel?) (England: A ruh - kei)")});
        // Without the line the board comes out as expected; the case still fails, naming the line.
        const DatcOutcome outcome = runDatcCase(*m_map, c);
        QVERIFY(!outcome.passed);
        QCOMPARE(outcome.problems, c.unreadable);
    }

    void datcGameNamesTheLinesLeftOut()
    {
        const DatcFile file =
            DatcReader(*m_map, RuleSettings()).read(QString::fromUtf8(kTypoCase), QStringLiteral("typo.txt"));
        const DatcGame made = datcGame(m_shared, file.cases.front(), DrawMode::Dias);
        QVERIFY2(made.game, qPrintable(made.error));
        QCOMPARE(made.game->currentEntry().orders.size(), std::size_t(2));
        QCOMPARE(made.unreadOrders, QStringList{QStringLiteral(
                                        "typo.txt:9: unknown place 'kei' (Kiel?) (England: A ruh - kei)")});
    }
};

QTEST_MAIN(TestEveningCore)
#include "tst_evening_core.moc"
