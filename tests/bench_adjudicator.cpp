// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
// QBENCHMARK figures for the adjudicator: run build/bin/bench_adjudicator (add -callgrind for instruction
// counts). Not part of ctest: speed is measured here, not asserted.
#include "judge/movement_adjudicator.h"
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

  private:
    std::optional<Map> m_map;
    std::vector<DatcFile> m_files;
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

QTEST_GUILESS_MAIN(BenchAdjudicator)
#include "bench_adjudicator.moc"
