// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
// QBENCHMARK figures for the adjudicator: run build/bin/bench_adjudicator (add -callgrind for instruction
// counts). Not part of ctest: speed is measured here, not asserted.
#include "judge/movement_adjudicator.h"
#include "judge/phase_adjudication.h"
#include "record/game_script.h"
#include "text/datc_reader.h"
#include "text/order_parser.h"

#include <QDir>
#include <QTest>

using namespace arbiter;

class BenchAdjudicator : public QObject
{
    Q_OBJECT

  private slots:
    void initTestCase();
    void allMovementCases();
    void openingPhase();
    void gamePhases_data();
    void gamePhases();

  private:
    struct GamePhase
    {
        Position position;
        std::vector<Order> orders;
    };

    std::optional<Map> m_map;
    std::vector<DatcFile> m_files;
    std::vector<GamePhase> m_gamePhases; // every phase of the games of tests/games, as played
};

void BenchAdjudicator::initTestCase()
{
    QString error;
    m_map = Map::load(QStringLiteral(ARBITER_SOURCE_DIR "/maps/standard"), &error);
    QVERIFY2(m_map, qPrintable(error));
    const QDir dir(QStringLiteral(ARBITER_SOURCE_DIR "/tests/datc"));
    DatcReader reader(*m_map, RuleSettings());
    for (const QString &f : dir.entryList({QStringLiteral("*.txt")}, QDir::Files, QDir::Name))
        m_files.push_back(reader.readFile(dir.filePath(f)));

    const auto shared = std::make_shared<const Map>(*m_map);
    const QDir games(QStringLiteral(ARBITER_SOURCE_DIR "/tests/games"));
    for (const QString &f : games.entryList({QStringLiteral("*.txt")}, QDir::Files, QDir::Name)) {
        QFile file(games.filePath(f));
        QVERIFY(file.open(QIODevice::ReadOnly));
        QString error;
        const std::optional<Game> game = playGameScript(QString::fromUtf8(file.readAll()), shared, &error);
        QVERIFY2(game, qPrintable(f + QLatin1String(": ") + error));
        for (int id : game->line(game->current())) {
            const PhaseEntry &e = game->entry(id);
            if (!e.adjudicated)
                continue;
            GamePhase p{e.position, {}};
            for (const EnteredOrder &o : e.orders)
                p.orders.push_back(o.order);
            m_gamePhases.push_back(std::move(p));
        }
    }
}

void BenchAdjudicator::allMovementCases()
{
    struct Prepared
    {
        const DatcCase *c;
        std::vector<Order> orders;
    };
    std::vector<Prepared> cases;
    for (const DatcFile &f : m_files) {
        for (const DatcCase &c : f.cases) {
            if (c.position.phase.kind != PhaseKind::Movement || !c.rules.isDefault())
                continue;
            Prepared p{&c, {}};
            for (const DatcOrderLine &l : c.orders) {
                if (l.parsed.ok())
                    p.orders.push_back(l.parsed.order);
            }
            cases.push_back(std::move(p));
        }
    }
    MovementAdjudicator adjudicator(*m_map, RuleSettings());
    QBENCHMARK
    {
        for (const Prepared &p : cases)
            adjudicator.adjudicate(p.c->position, p.orders);
    }
}

void BenchAdjudicator::openingPhase()
{
    // The 22 units of 1901 with a common set of opening orders.
    const char *sheet[] = {
        "Austria: A vie - gal",   "Austria: A bud - ser", "Austria: F tri - alb",
        "England: F lon - nth",   "England: F edi - nwg", "England: A lvp - yor",
        "France: F bre - mao",    "France: A par - bur",  "France: A mar S A par - bur",
        "Germany: F kie - den",   "Germany: A ber - kie", "Germany: A mun - ruh",
        "Italy: F nap - ion",     "Italy: A rom - apu",   "Italy: A ven H",
        "Russia: F stp/sc - bot", "Russia: A mos - ukr",  "Russia: A war - gal",
        "Russia: F sev - bla",    "Turkey: F ank - bla",  "Turkey: A con - bul",
        "Turkey: A smy - con",
    };
    OrderParser parser(*m_map);
    std::vector<Order> orders;
    for (const char *line : sheet)
        orders.push_back(parser.parse(QString::fromLatin1(line)).order);
    const Position start = Position::initial(*m_map);
    MovementAdjudicator adjudicator(*m_map, RuleSettings());
    QBENCHMARK
    {
        adjudicator.adjudicate(start, orders);
    }
}

void BenchAdjudicator::gamePhases_data()
{
    QTest::addColumn<bool>("movementOnly");
    QTest::addColumn<int>("units"); // only phases with this many units; 0: any
    QTest::newRow("all phases") << false << 0;
    QTest::newRow("movement phases") << true << 0;
    QTest::newRow("34-unit movement phases") << true << 34;
}

void BenchAdjudicator::gamePhases()
{
    // One pass over the chosen phases of the games, each adjudicated once through the entry point; divide
    // the figure by the phase count printed.
    QFETCH(bool, movementOnly);
    QFETCH(int, units);
    std::vector<const GamePhase *> phases;
    for (const GamePhase &p : m_gamePhases) {
        if ((!movementOnly || p.position.phase.kind == PhaseKind::Movement) &&
            (units == 0 || int(p.position.units.size()) == units))
            phases.push_back(&p);
    }
    QVERIFY(!phases.empty());
    qInfo("%zu phases", phases.size());
    const RuleSettings rules;
    std::size_t sink = 0;
    PhaseAdjudicator adjudicator(*m_map);
    PhaseOutcome outcome;
    QBENCHMARK
    {
        for (const GamePhase *p : phases) {
            adjudicator.adjudicate(p->position, p->orders, rules, outcome);
            sink += outcome.after.units.size();
        }
    }
    QVERIFY(sink > 0);
}

QTEST_GUILESS_MAIN(BenchAdjudicator)
#include "bench_adjudicator.moc"
