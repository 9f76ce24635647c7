// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
// The reusable PhaseAdjudicator: phase after phase into one outcome, it must judge every phase as a fresh
// adjudicatePhase does (nothing left over from the phase before), and once warm it allocates nothing for a
// movement phase. This binary counts allocations with the counting operator new of arbiter-cli.
#include "allocation_count.h"
#include "judge/phase_adjudication.h"
#include "record/game_script.h"
#include "text/datc_reader.h"

#include <QDir>
#include <QTest>

using namespace arbiter;

class TestPhaseAdjudicator : public QObject
{
    Q_OBJECT

  private slots:
    void initTestCase();
    void reusedJudgesLikeFresh();
    void warmMovementPhasesAllocateNothing();

  private:
    struct Phase
    {
        QString name;
        Position position;
        std::vector<Order> orders;
        RuleSettings rules;
    };

    std::shared_ptr<const Map> m_map;
    std::vector<Phase> m_phases;
};

void TestPhaseAdjudicator::initTestCase()
{
    QString error;
    std::optional<Map> map = Map::load(QStringLiteral(ARBITER_SOURCE_DIR "/maps/standard"), &error);
    QVERIFY2(map, qPrintable(error));
    m_map = std::make_shared<const Map>(std::move(*map));

    const QDir games(QStringLiteral(ARBITER_SOURCE_DIR "/tests/games"));
    for (const QString &f : games.entryList({QStringLiteral("*.txt")}, QDir::Files, QDir::Name)) {
        QFile file(games.filePath(f));
        QVERIFY(file.open(QIODevice::ReadOnly));
        const std::optional<Game> game = playGameScript(QString::fromUtf8(file.readAll()), m_map, &error);
        QVERIFY2(game, qPrintable(f + QLatin1String(": ") + error));
        for (int id : game->line(game->current())) {
            const PhaseEntry &e = game->entry(id);
            if (!e.adjudicated)
                continue;
            Phase p{f + QLatin1Char(' ') + e.position.phase.code(), e.position, {}, e.rules};
            for (const EnteredOrder &o : e.orders)
                p.orders.push_back(o.order);
            m_phases.push_back(std::move(p));
        }
    }
    // The DATC cases bring the odd rule settings, convoy paradoxes, retreats and civil disorder.
    const QDir datc(QStringLiteral(ARBITER_SOURCE_DIR "/tests/datc"));
    DatcReader reader(*m_map, RuleSettings());
    for (const QString &f : datc.entryList({QStringLiteral("*.txt")}, QDir::Files, QDir::Name)) {
        const DatcFile file = reader.readFile(datc.filePath(f));
        for (const DatcCase &c : file.cases) {
            Phase p{c.name, datcStartPosition(*m_map, c), {}, c.rules};
            for (const DatcOrderLine &line : c.orders) {
                if (line.parsed.ok())
                    p.orders.push_back(line.parsed.order);
            }
            m_phases.push_back(std::move(p));
        }
    }
    QVERIFY(m_phases.size() > 900);
}

void TestPhaseAdjudicator::reusedJudgesLikeFresh()
{
    // Large and small phases of every kind interleaved (a game phase, then a DATC case from the far end),
    // so that whatever one phase left in the buffers meets a different phase next.
    PhaseAdjudicator adjudicator(*m_map);
    PhaseOutcome outcome;
    const std::size_t n = m_phases.size();
    for (std::size_t i = 0; i < n; ++i) {
        const Phase &p = m_phases[i % 2 == 0 ? i / 2 : n - 1 - i / 2];
        adjudicator.adjudicate(p.position, p.orders, p.rules, outcome);
        const PhaseOutcome fresh = adjudicatePhase(*m_map, p.rules, p.position, p.orders);
        QVERIFY2(outcome.results == fresh.results, qPrintable(p.name));
        QVERIFY2(outcome.changes == fresh.changes, qPrintable(p.name));
        QVERIFY2(outcome.after == fresh.after, qPrintable(p.name));
        QVERIFY2(outcome.skipped == fresh.skipped, qPrintable(p.name));
    }
}

void TestPhaseAdjudicator::warmMovementPhasesAllocateNothing()
{
    PhaseAdjudicator adjudicator(*m_map);
    PhaseOutcome outcome;
    std::vector<const Phase *> movement;
    for (const Phase &p : m_phases) {
        if (p.position.phase.kind == PhaseKind::Movement)
            movement.push_back(&p);
    }
    for (const Phase *p : movement)
        adjudicator.adjudicate(p->position, p->orders, p->rules, outcome);
    for (const Phase *p : movement) {
        const std::uint64_t before = allocationCount();
        adjudicator.adjudicate(p->position, p->orders, p->rules, outcome);
        QVERIFY2(allocationCount() == before, qPrintable(p->name));
    }
}

QTEST_GUILESS_MAIN(TestPhaseAdjudicator)
#include "tst_phase_adjudicator.moc"
