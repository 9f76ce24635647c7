// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
// The exact search of docs/analysis.md: our order sets against theirs, on the local fight, with the judge.
#include "analysis/tactics_search.h"

#include "analysis/candidate_orders.h"
#include "analysis/goal_check.h"
#include "analysis/required_entries.h"
#include "analysis/side_order_sets.h"
#include "analysis/strength_proof.h"
#include "judge/movement_adjudicator.h"

#include <algorithm>
#include <array>
#include <chrono>
#include <mutex>
#include <numeric>
#include <optional>
#include <thread>

namespace arbiter {

namespace {

using Clock = std::chrono::steady_clock;

std::optional<Clock::time_point> deadlineOf(const SearchLimits &limits)
{
    if (limits.seconds <= 0)
        return std::nullopt;
    return Clock::now() +
           std::chrono::duration_cast<Clock::duration>(std::chrono::duration<double>(limits.seconds));
}

// The most recent refutations (or, in the converse, the most recent attacks that broke a defence), tried
// first: a set that beat the previous one often beats the next. Kept per chunk of work (or, in the
// converse, for the one thread that goes through their sets), so that which sets are tried, and how many
// adjudications are made, do not depend on how chunks fall to threads.
class Killers
{
  public:
    std::span<const std::int64_t> list() const { return {m_items.data(), m_size}; }
    // A copy to go through while the killers change.
    Killers snapshot() const { return *this; }
    bool contains(std::int64_t index) const
    {
        return std::find(m_items.begin(), m_items.begin() + std::ptrdiff_t(m_size), index) !=
               m_items.begin() + std::ptrdiff_t(m_size);
    }
    void remember(std::int64_t index)
    {
        auto end = m_items.begin() + std::ptrdiff_t(m_size);
        auto at = std::find(m_items.begin(), end, index);
        if (at == end) {
            if (m_size < m_items.size())
                ++m_size;
            at = m_items.begin() + std::ptrdiff_t(m_size) - 1;
        }
        std::rotate(m_items.begin(), at, at + 1);
        m_items.front() = index;
    }

  private:
    std::array<std::int64_t, 6> m_items{};
    std::size_t m_size = 0;
};

class Search
{
  public:
    Search(const Map &map, const Question &question, const LocalFight &fight,
           const std::vector<int> &mustEnter, const SideOrderSets &ours, const SideOrderSets &theirs,
           const SearchLimits &limits, std::optional<Clock::time_point> deadline,
           const std::atomic<bool> *cancel, std::atomic<std::int64_t> *progress)
        : m_map(map), m_rules(question.rules), m_fight(fight), m_mustEnter(mustEnter),
          m_check(map, fight, powerSides(map, question), question.goals), m_ours(ours), m_theirs(theirs),
          m_cancel(cancel), m_progress(progress), m_evaluationLimit(limits.evaluations), m_deadline(deadline)
    {
        m_threads =
            limits.threads > 0 ? limits.threads : int(std::max(1u, std::thread::hardware_concurrency()));
        for (int p : m_mustEnter)
            m_occupants.push_back(fight.position.unitIn(map, p));
    }

    std::int64_t evaluations() const { return m_evaluations.load(); }
    bool stopped() const { return m_stop.load(std::memory_order_relaxed); }

    // Our sets, each against their sets until one beats it. Per set of ours: 1 guaranteeing, 2 beaten, 0
    // not settled (stopped). The adjudications each beaten set took are kept for bestAttempt().
    std::vector<std::int8_t> settleOurSets()
    {
        std::vector<std::int8_t> status(std::size_t(m_ours.count()), 0);
        m_resistance.assign(std::size_t(m_ours.count()), 0);
        const std::int64_t n = m_theirs.count();
        // Their first set has every unit hold: a set of ours that does not support its moves into the
        // provinces to enter that hold their ground then is beaten by it, without an adjudication.
        const std::uint32_t quietWhenAllHold = quietUnder(0);
        inChunks(0, m_ours.count(), 64, [&](Worker &w, std::int64_t begin, std::int64_t end) {
            Killers killers;
            for (std::int64_t o = begin; o < end && !stopped(); ++o) {
                if ((m_ours.supportsInto(o) & quietWhenAllHold) != quietWhenAllHold) {
                    status[std::size_t(o)] = 2;
                    continue;
                }
                setOurs(w, o);
                const std::int64_t before = w.made;
                const std::int64_t refutation = firstBeating(w, killers, n);
                if (refutation == -2)
                    return;
                status[std::size_t(o)] = refutation < 0 ? 1 : 2;
                m_resistance[std::size_t(o)] =
                    std::int32_t(std::min<std::int64_t>(w.made - before, INT32_MAX));
                if (refutation >= 0)
                    killers.remember(refutation);
            }
        });
        return status;
    }

    // The search for the best attempt: the set of ours that meets the goals against the most sets of theirs
    // (the first such in our order). A branch and bound on the count: a set stops being counted once it has
    // lost more often than the best set so far. It runs in two parts, the safe defences counted in between
    // (analyse()): countMostResistant() and countTheRest().
    struct BestAttempt
    {
        std::atomic<std::int64_t> wins{0};
        std::pair<std::int64_t, std::int64_t> found{-1, -1}; // set, wins; -1: none counted in full yet
        std::int64_t tied = 0; // the sets counted in full with found's wins, found's included
        // The wins of a best so far that another set was counted in full to tie with (-1: none yet).
        std::atomic<std::int64_t> tieKnownFor{-1};
        std::vector<bool> counted;        // per set of ours
        std::vector<std::int64_t> strong; // the defences that beat every set counted in full so far
    };

    // The 64 sets that took the most adjudications to beat in settleOurSets(), counted in full: the best so
    // far is then near the best, which makes the bound tight from the start; the defences that beat all of
    // them (the safe defences are among them) are tried first for every other set.
    void countMostResistant(BestAttempt &b)
    {
        const std::int64_t n = m_theirs.count();
        const std::vector<std::int64_t> first = mostResistant(64);
        b.counted.assign(std::size_t(m_ours.count()), false);
        for (std::int64_t o : first)
            b.counted[std::size_t(o)] = true;
        std::vector<std::int64_t> beatCounts(std::size_t(n), 0);
        std::int64_t fullyCounted = 0;
        std::mutex mutex;
        const std::vector<bool> noneSafe(std::size_t(n), false);
        inChunks(0, std::int64_t(first.size()), 8, [&](Worker &w, std::int64_t begin, std::int64_t end) {
            std::vector<std::int64_t> previous;
            std::vector<std::int64_t> losses;
            for (std::int64_t i = begin; i < end && !stopped(); ++i) {
                if (!countWins(w, b, first[std::size_t(i)], noneSafe, 0, previous, losses))
                    continue;
                const std::lock_guard lock(mutex);
                ++fullyCounted;
                for (std::int64_t d : losses)
                    ++beatCounts[std::size_t(d)];
            }
        });
        for (std::int64_t d = 0; d < n && fullyCounted > 0; ++d) {
            if (beatCounts[std::size_t(d)] == fullyCounted)
                b.strong.push_back(d);
        }
    }

    // Every other set. The defences of `safe` (proven safe: they beat every set of ours) are counted as lost
    // by every set without being judged again.
    void countTheRest(BestAttempt &b, const std::vector<std::int64_t> &safe)
    {
        std::vector<bool> isSafe(std::size_t(m_theirs.count()), false);
        for (std::int64_t d : safe)
            isSafe[std::size_t(d)] = true;
        inChunks(0, m_ours.count(), 64, [&](Worker &w, std::int64_t begin, std::int64_t end) {
            std::vector<std::int64_t> previous;
            std::vector<std::int64_t> losses;
            for (std::int64_t o = begin; o < end && !stopped(); ++o) {
                if (!b.counted[std::size_t(o)])
                    countWins(w, b, o, isSafe, std::int64_t(safe.size()), previous, losses);
            }
        });
    }

    // The first set of theirs, in their order, that beats our set `set`.
    std::int64_t firstRefutation(std::span<const std::uint16_t> set)
    {
        Worker w(*this);
        assign(w, m_fight.ours, set);
        std::int64_t found = -1;
        for (std::int64_t d = 0; d < m_theirs.count() && found < 0; ++d) {
            setTheirs(w, d);
            if (!met(w))
                found = d;
        }
        report(w);
        return found;
    }

    // Their sets from `from` on that no set of ours beats, in their order (only the first if `firstOnly`).
    // Their sets are taken one after another: the sets of ours that beat recent ones
    // are tried first, on one thread (most sets of theirs fall there), and only then are all our sets
    // shared out among the threads, which stop as soon as one meets the goals. `complete` is false when
    // stopped.
    std::vector<std::int64_t> safeDefences(std::int64_t from, bool firstOnly, bool *complete)
    {
        std::vector<std::int64_t> safe;
        const std::int64_t n = m_ours.count();
        Killers killers;
        Worker main(*this);
        for (std::int64_t d = from; d < m_theirs.count() && !stopped(); ++d) {
            setTheirs(main, d);
            const std::uint32_t quiet = quietUnder(d);
            auto mayMeet = [&](std::int64_t o) { return (m_ours.supportsInto(o) & quiet) == quiet; };
            std::int64_t breaking = -1;
            for (std::int64_t o : killers.list()) {
                if (!mayMeet(o))
                    continue;
                setOurs(main, o);
                if (met(main)) {
                    breaking = o;
                    break;
                }
            }
            if (breaking < 0) {
                std::atomic<std::int64_t> found{-1};
                inChunks(0, n, 256, [&](Worker &w, std::int64_t begin, std::int64_t end) {
                    setTheirs(w, d);
                    for (std::int64_t o = begin; o < end && found.load(std::memory_order_relaxed) < 0; ++o) {
                        if (stopped())
                            return;
                        if (!mayMeet(o))
                            continue;
                        setOurs(w, o);
                        if (met(w))
                            found.store(o);
                    }
                });
                breaking = found.load();
            }
            if (stopped())
                break;
            if (breaking >= 0) {
                killers.remember(breaking);
                continue;
            }
            safe.push_back(d);
            if (firstOnly)
                break;
        }
        report(main);
        *complete = !stopped();
        return safe;
    }

    std::vector<Order> ourOrders(std::span<const std::uint16_t> set) const
    {
        return orders(m_fight.ours, set);
    }
    std::vector<Order> theirOrders(std::int64_t d) const { return orders(m_fight.theirs, m_theirs.set(d)); }

  private:
    struct Worker
    {
        explicit Worker(const Search &search)
            : judge(search.m_map, search.m_rules), orders(search.m_fight.holds)
        {
        }
        MovementAdjudicator judge;
        MovementResult result;
        std::vector<Order> orders;
        std::vector<std::int64_t>
            tried;                   // bestAttempt: per set of theirs, the last set of ours it was tried for
        std::int64_t unreported = 0; // adjudications not yet added to the shared count
        std::int64_t made = 0;       // adjudications made by this worker
    };

    // Counts set o unless it loses more often than the best so far, or as often, comes after it in our order
    // (of equal sets the first is the best attempt) and another set is known to tie with it (then false).
    // Until one is, a set that loses as often is counted to the end: so the answer can say that the best
    // attempt is one of several, or the only one, at the cost of counting near ties in full until one tie
    // is found (counting every tie costs the Munich problem three times the adjudications). `credited`
    // losses are known already, the defences marked in `skip`. Tries the strong defences first, then those
    // that beat the previous set (the sets of a chunk differ in few orders and mostly lose to the same
    // defences), then the rest, so that a set that cannot be the best shows it in about as many
    // adjudications as it must lose. `losses` receives the defences that beat it.
    bool countWins(Worker &w, BestAttempt &b, std::int64_t o, const std::vector<bool> &skip,
                   std::int64_t credited, std::vector<std::int64_t> &previous,
                   std::vector<std::int64_t> &losses)
    {
        const std::int64_t n = m_theirs.count();
        setOurs(w, o);
        losses.clear();
        bool aborted = false;
        std::vector<std::int64_t> &stamp = w.tried; // which of their sets were tried already for set o
        stamp.resize(std::size_t(n), -1);
        std::pair<std::int64_t, std::int64_t> before;
        {
            const std::lock_guard lock(m_bestMutex);
            before = b.found;
        }
        const bool afterBefore = before.first >= 0 && o > before.first;
        auto lost = [&](std::int64_t d) {
            losses.push_back(d);
            const std::int64_t lostSoFar = credited + std::int64_t(losses.size());
            return lostSoFar > n - b.wins.load(std::memory_order_relaxed) ||
                   (afterBefore && lostSoFar >= n - before.second &&
                    b.tieKnownFor.load(std::memory_order_relaxed) == before.second);
        };
        auto tryDefence = [&](std::int64_t d) {
            if (stamp[std::size_t(d)] == o || skip[std::size_t(d)])
                return;
            stamp[std::size_t(d)] = o;
            setTheirs(w, d);
            aborted = !met(w) && lost(d);
        };
        for (const std::vector<std::int64_t> *list : {&b.strong, &previous}) {
            for (std::size_t i = 0; i < list->size() && !aborted; ++i)
                tryDefence((*list)[i]);
        }
        for (std::int64_t d = 0; d < n && !aborted && !stopped(); ++d)
            tryDefence(d);
        previous = losses;
        if (aborted || stopped())
            return false;
        const std::int64_t wins = n - credited - std::int64_t(losses.size());
        std::int64_t seen = b.wins.load();
        while (wins > seen && !b.wins.compare_exchange_weak(seen, wins)) {
        }
        // Of equal sets the first in our order is the best attempt.
        const std::lock_guard lock(m_bestMutex);
        if (wins > b.found.second) {
            b.found = {o, wins};
            b.tied = 1;
        } else if (wins == b.found.second) {
            b.found.first = std::min(b.found.first, o);
            ++b.tied;
            b.tieKnownFor.store(wins);
        }
        return true;
    }

    static std::vector<Order> orders(const std::vector<FightUnit> &units, std::span<const std::uint16_t> set)
    {
        std::vector<Order> out;
        for (std::size_t k = 0; k < units.size(); ++k)
            out.push_back(units[k].orders[set[k]]);
        return out;
    }
    void setOurs(Worker &w, std::int64_t o) const { assign(w, m_fight.ours, m_ours.set(o)); }
    void setTheirs(Worker &w, std::int64_t d) const { assign(w, m_fight.theirs, m_theirs.set(d)); }
    static void assign(Worker &w, const std::vector<FightUnit> &units, std::span<const std::uint16_t> set)
    {
        for (std::size_t k = 0; k < units.size(); ++k)
            w.orders[std::size_t(units[k].unit)] = units[k].orders[set[k]];
    }

    bool met(Worker &w)
    {
        w.judge.adjudicate(m_fight.position, w.orders, &w.result);
        ++w.made;
        if (++w.unreported == 256)
            report(w);
        return m_check.met(w.result);
    }
    void report(Worker &w)
    {
        const std::int64_t total = m_evaluations.fetch_add(w.unreported) + w.unreported;
        w.unreported = 0;
        if (m_progress)
            m_progress->store(m_evaluations.load());
        if ((m_evaluationLimit > 0 && total >= m_evaluationLimit) || (m_cancel && m_cancel->load()) ||
            (m_deadline && Clock::now() >= *m_deadline))
            m_stop.store(true);
    }

    // The first of their sets that beats our set (already assigned): the killers first, then all in
    // order. -1 when none does, -2 when stopped.
    std::int64_t firstBeating(Worker &w, const Killers &killers, std::int64_t n)
    {
        for (std::int64_t d : killers.list()) {
            setTheirs(w, d);
            if (!met(w))
                return d;
        }
        for (std::int64_t d = 0; d < n; ++d) {
            if (stopped())
                return -2;
            if (killers.contains(d))
                continue;
            setTheirs(w, d);
            if (!met(w))
                return d;
        }
        return -1;
    }

    // A bit for each province P of m_mustEnter (bit g for m_mustEnter[g]) that holds its ground under their
    // set d: a unit stands in P, is not one of theirs ordered to move, and no order of d supports a move into
    // P. Its hold strength is then at least 1, so a move into P needs an order of ours supporting it to
    // succeed: against d, a set of ours with no support into P cannot take P or dislodge its unit
    // (docs/analysis.md, "Sets that cannot meet the goals").
    std::uint32_t quietUnder(std::int64_t d) const
    {
        const std::span<const std::uint16_t> set = m_theirs.set(d);
        std::uint32_t quiet = 0;
        for (std::size_t g = 0; g < m_mustEnter.size() && g < 32; ++g) {
            if (m_occupants[g] < 0)
                continue;
            bool holds = true;
            for (std::size_t k = 0; k < m_fight.theirs.size() && holds; ++k) {
                const Order &order = m_fight.theirs[k].orders[set[k]];
                const bool occupantMoves =
                    m_fight.theirs[k].unit == m_occupants[g] && order.type == OrderType::Move;
                const bool supportsIn = order.type == OrderType::Support && order.otherTarget.location >= 0 &&
                                        m_map.provinceOf(order.otherTarget.location) == m_mustEnter[g];
                holds = !occupantMoves && !supportsIn;
            }
            if (holds)
                quiet |= 1u << g;
        }
        return quiet;
    }

    // Our `k` sets that took the most adjudications to beat in settleOurSets(), most first (of equals, the
    // first in our order).
    std::vector<std::int64_t> mostResistant(std::size_t k) const
    {
        std::vector<std::int64_t> sets(m_resistance.size());
        std::iota(sets.begin(), sets.end(), 0);
        k = std::min(k, sets.size());
        std::partial_sort(sets.begin(), sets.begin() + std::ptrdiff_t(k), sets.end(),
                          [&](std::int64_t a, std::int64_t b) {
                              const std::int32_t ra = m_resistance[std::size_t(a)];
                              const std::int32_t rb = m_resistance[std::size_t(b)];
                              return ra != rb ? ra > rb : a < b;
                          });
        sets.resize(k);
        return sets;
    }

    // Runs `work(worker, begin, end)` over [from, count) in chunks of `chunk`, on the threads; chunks start
    // in order.
    template <typename Work>
    void inChunks(std::int64_t from, std::int64_t count, std::int64_t chunk, Work work)
    {
        std::atomic<std::int64_t> next{from};
        auto run = [&] {
            Worker w(*this);
            for (;;) {
                const std::int64_t begin = next.fetch_add(chunk);
                if (begin >= count || stopped())
                    break;
                work(w, begin, std::min(count, begin + chunk));
            }
            report(w);
        };
        const int threads = int(std::min<std::int64_t>(m_threads, (count - from + chunk - 1) / chunk));
        std::vector<std::thread> pool;
        for (int t = 1; t < threads; ++t)
            pool.emplace_back(run);
        run();
        for (std::thread &t : pool)
            t.join();
    }

    const Map &m_map;
    RuleSettings m_rules;
    const LocalFight &m_fight;
    std::vector<int> m_mustEnter; // provincesToEnter
    std::vector<int> m_occupants; // per province of m_mustEnter: the unit of the fight standing there, or -1
    GoalCheck m_check;
    const SideOrderSets &m_ours;
    const SideOrderSets &m_theirs;
    const std::atomic<bool> *m_cancel;
    std::atomic<std::int64_t> *m_progress;
    std::int64_t m_evaluationLimit;
    std::optional<Clock::time_point> m_deadline;
    int m_threads = 1;
    std::atomic<std::int64_t> m_evaluations{0};
    std::atomic<bool> m_stop{false};
    std::mutex m_bestMutex;
    std::vector<std::int32_t> m_resistance; // per set of ours: adjudications until beaten (settleOurSets)
};

} // namespace

Answer analyse(const Map &map, const Question &question, const SearchLimits &limits,
               const std::atomic<bool> *cancel, std::atomic<std::int64_t> *progress)
{
    Answer answer;
    const LocalFight fight = buildLocalFight(map, question);
    for (const std::vector<FightUnit> *side : {&fight.ours, &fight.theirs}) {
        for (const FightUnit &f : *side)
            answer.takingPart.push_back(fight.original[std::size_t(f.unit)]);
    }
    std::sort(answer.takingPart.begin(), answer.takingPart.end());
    // Where the search cannot settle the question, a count of strengths may still show a defence that beats
    // every set of ours (strength_proof.h). Where it can, its answer says more (the best attempt, the
    // simplest safe defence), so the proof is only the fallback.
    const auto undecided = [&](Answer &a) {
        if (std::optional<StrengthProof> proof = strengthProof(map, question, fight)) {
            a.verdict = Verdict::NotGuaranteed;
            a.safeDefence = proof->defence;
            a.byStrength = std::move(proof);
        }
        return a;
    };
    // Listing the sets of a large fight takes long too: the time limit and a cancel stop it.
    const std::optional<Clock::time_point> deadline = deadlineOf(limits);
    const auto stop = [&] { return (cancel && cancel->load()) || (deadline && Clock::now() >= *deadline); };
    // Their sets first: they are not filtered, so a side with too many sets is found out soonest. Our sets
    // that cannot meet the goals are counted, settled as beaten, and not searched.
    const int threads =
        limits.threads > 0 ? limits.threads : int(std::max(1u, std::thread::hardware_concurrency()));
    const SideOrderSets theirs(map, fight.position, fight.theirs, {}, limits.setsPerSide, threads, stop);
    if (!theirs.complete()) {
        answer.ourSets = -1;
        answer.theirSets = -1;
        return undecided(answer);
    }
    const std::vector<int> mustEnter = provincesToEnter(map, question, fight);
    const SideOrderSets ours(map, fight.position, fight.ours, mustEnter, limits.setsPerSide, threads, stop);
    answer.theirSets = theirs.count();
    if (!ours.complete()) {
        answer.ourSets = -1;
        return undecided(answer);
    }
    answer.ourSets = ours.count() + ours.leftOut();
    Search search(map, question, fight, mustEnter, ours, theirs, limits, deadline, cancel, progress);

    const std::vector<std::int8_t> status = search.settleOurSets();
    answer.settledOurSets =
        ours.leftOut() + std::count_if(status.begin(), status.end(), [](std::int8_t s) { return s != 0; });
    answer.guaranteeingSets = std::count(status.begin(), status.end(), std::int8_t(1));
    const auto firstGuaranteeing = std::find(status.begin(), status.end(), std::int8_t(1));
    answer.complete = answer.settledOurSets == answer.ourSets;
    if (firstGuaranteeing != status.end()) {
        answer.verdict = Verdict::Guaranteed;
        answer.orders = search.ourOrders(ours.set(firstGuaranteeing - status.begin()));
        answer.beaten = answer.theirSets;
        answer.safeDefences = 0; // the guaranteeing set beats every defence
        answer.converseComplete = true;
        answer.evaluations = search.evaluations();
        return answer;
    }
    if (!answer.complete) {
        answer.evaluations = search.evaluations();
        return undecided(answer);
    }
    answer.verdict = Verdict::NotGuaranteed;
    // The cheap part of the converse first; then the sets most likely to be the best attempt (a limit reached
    // later still leaves a good attempt); then the count of safe defences, which the rest of the best
    // attempt's count then takes as lost by every set without judging them again.
    std::vector<std::int64_t> safe;
    bool safeSettled = false;
    if (limits.safeDefences) {
        safe = search.safeDefences(0, true, &safeSettled);
        if (safeSettled && !safe.empty())
            answer.safeDefence = search.theirOrders(safe.front());
        if (safeSettled && safe.empty()) {
            answer.safeDefences = 0;
            answer.converseComplete = true;
        }
    }
    Search::BestAttempt best;
    if (limits.bestAttempt && !search.stopped())
        search.countMostResistant(best);
    if (limits.countSafeDefences && safeSettled && !safe.empty() && !search.stopped()) {
        bool counted = false;
        const std::vector<std::int64_t> after = search.safeDefences(safe.front() + 1, false, &counted);
        if (counted) {
            safe.insert(safe.end(), after.begin(), after.end());
            answer.safeDefences = std::int64_t(safe.size());
            answer.converseComplete = true;
        }
    }
    answer.complete = false;
    if (limits.bestAttempt) {
        if (!search.stopped())
            search.countTheRest(best, safeSettled ? safe : std::vector<std::int64_t>());
        answer.complete = !search.stopped();
        const auto [index, wins] = best.found;
        // When no set meets the goals against any defence, the best attempt is the first set of all, every
        // unit holding, whether it was kept or left out.
        const std::vector<std::uint16_t> holds(fight.ours.size(), 0);
        const std::span<const std::uint16_t> set = answer.complete && wins <= 0 ? std::span(holds)
                                                   : index >= 0                 ? ours.set(index)
                                                                : std::span<const std::uint16_t>();
        if (answer.complete || index >= 0) {
            answer.orders = search.ourOrders(set);
            answer.beaten = std::max<std::int64_t>(wins, 0);
            answer.tiedWithOthers = answer.complete && wins > 0 && best.tied > 1;
            answer.refutation = search.theirOrders(search.firstRefutation(set));
        }
    }
    answer.evaluations = search.evaluations();
    return answer;
}

} // namespace arbiter
