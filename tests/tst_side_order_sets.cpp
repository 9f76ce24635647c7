// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
// The distinct order sets of a side: the same sets in the same order on any number of threads, in one pass
// or in the two a side near the limit takes (counted first, then listed again to be kept), and a side over
// the limit found out.
#include "analysis/candidate_orders.h"
#include "analysis/side_order_sets.h"
#include "analysis_test_support.h"

#include <QTest>

using namespace arbiter;
using namespace arbiter::test;

class TestSideOrderSets : public QObject
{
    Q_OBJECT

  private slots:
    void initTestCase()
    {
        QString error;
        m_map = Map::load(Map::standardMapDirectory(), &error);
        QVERIFY2(m_map, qPrintable(error));
    }

    void sameSetsWhateverThePassesAndThreads()
    {
        // Germany's side of the Munich problem: 2,546 distinct sets.
        const Map &map = *m_map;
        Question q;
        q.position = boardOf(map, {"Germany: A mun", "Germany: A ber", "Germany: F kie", "France: A bur",
                                   "France: A pic", "France: A bel", "France: F hol", "Russia: A war",
                                   "Russia: A sil"});
        q.ourPowers = powersOf(map, {"france", "russia"});
        q.goals = goalsOf(map, {"take mun"});
        const LocalFight fight = buildLocalFight(map, q);
        const auto never = [] { return false; };
        auto listed = [&](std::int64_t limit, int threads) {
            const SideOrderSets sets(map, fight.position, fight.theirs, {}, limit, threads, never);
            std::vector<std::vector<std::uint16_t>> out;
            for (std::int64_t i = 0; sets.complete() && i < sets.count(); ++i) {
                const std::span<const std::uint16_t> s = sets.set(i);
                out.emplace_back(s.begin(), s.end());
            }
            return std::make_pair(sets.complete(), out);
        };
        const auto [complete, reference] = listed(8'000'000, 1); // kept in the first pass
        QVERIFY(complete);
        QCOMPARE(reference.size(), std::size_t(2546));
        // The simplest first: every unit holding.
        QVERIFY(std::all_of(reference.front().begin(), reference.front().end(),
                            [](std::uint16_t c) { return c == 0; }));
        for (int threads : {1, 2, 3}) {
            // 3,000: more than a quarter of the limit, so counted in a first pass and kept in a second.
            for (std::int64_t limit : {std::int64_t(8'000'000), std::int64_t(3'000), std::int64_t(2'546)}) {
                const auto [ok, sets] = listed(limit, threads);
                QVERIFY(ok);
                QVERIFY2(sets == reference,
                         qPrintable(QStringLiteral("limit %1, %2 thread(s)").arg(limit).arg(threads)));
            }
            QVERIFY(!listed(2'545, threads).first); // one over the limit
        }
    }

  private:
    std::optional<Map> m_map;
};

QTEST_GUILESS_MAIN(TestSideOrderSets)
#include "tst_side_order_sets.moc"
