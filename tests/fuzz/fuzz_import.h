// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
// Shared by the fuzz targets of the readers of other judges' games (fuzz_mila_game, fuzz_judge_transcript):
// what a reader gave is checked, imported under two rule sets and checked alone, and the game it made is
// saved, exported in both formats and read back, as File → Import Game and `arbiter-cli import` use it.
#pragma once

#include "fuzz_common.h"

#include "record/formats/judge_transcript_writer.h"
#include "record/formats/mila_game_writer.h"
#include "record/game_file.h"
#include "record/import/judge_transcript.h"
#include "record/import/mila_game.h"
#include "record/import/second_opinion.h"

#include <array>
#include <cstddef>
#include <cstdint>

namespace arbiter::fuzz {

inline void checkOrder(const Map &map, const Order &o)
{
    ARBITER_FUZZ_CHECK(validPower(map, o.power));
    for (const UnitRef *r : {&o.unit, &o.target, &o.other, &o.otherTarget})
        ARBITER_FUZZ_CHECK(r->location == -1 || validLocation(map, r->location));
    for (int p : o.convoyPath)
        ARBITER_FUZZ_CHECK(p >= 0 && p < map.provinceCount());
}

inline void checkRecorded(const Map &map, const RecordedGame &recorded)
{
    for (std::size_t i = 0; i < recorded.phases.size(); ++i) {
        const RecordedPhase &p = recorded.phases[i];
        if (i > 0)
            ARBITER_FUZZ_CHECK(playedBefore(recorded.phases[i - 1].phase, p.phase));
        if (p.hasPosition)
            checkPosition(map, p.position);
        for (const Unit &u : p.position.units) {
            ARBITER_FUZZ_CHECK(validPower(map, u.power));
            ARBITER_FUZZ_CHECK(validLocation(map, u.location));
        }
        for (const RecordedOrder &o : p.orders)
            checkOrder(map, o.order);
        ARBITER_FUZZ_CHECK(p.ownerAfter.empty() || p.ownerAfter.size() == std::size_t(map.provinceCount()));
    }
    ARBITER_FUZZ_CHECK(recorded.startOwner.empty() ||
                       recorded.startOwner.size() == std::size_t(map.provinceCount()));
    for (const ImportProblem &problem : recorded.problems)
        ARBITER_FUZZ_CHECK(!problem.place.isEmpty() && !problem.problem.isEmpty());
}

inline void checkReport(const Map &map, const ImportReport &report, int phaseCount)
{
    ARBITER_FUZZ_CHECK(report.phasesChecked <= report.phasesRead);
    for (const PhaseDifference &d : report.differences) {
        ARBITER_FUZZ_CHECK(d.entry >= -1 && d.entry < phaseCount);
        ARBITER_FUZZ_CHECK(!d.orders.isEmpty() || !d.board.isEmpty());
    }
    (void)importReportText(map, report);
}

// Whether an input gets the costly checks of what is made from it (the import along the game's own line
// with its game built, the import under the second rule set, the game saved and loaded, both exports read
// back, the search for rule settings that reproduce a phase that differs): these take most of an input's
// time and test Arbiter's own game building, writers and readers, not the reader this target fuzzes, so
// libFuzzer gets them on one input in `roundTripEvery` and spends the rest on the reader and the second
// opinion (checkRecordedGame, on every input). The choice is a hash of the input's bytes: an input that
// fails a check fails it again when replayed, and a mutation that reaches new code in these checks is kept
// in the corpus like any other. The replay runners (replay_main.cpp, ARBITER_FUZZ_REPLAY) check every input
// fully.
inline constexpr std::uint64_t roundTripEvery = 32;

inline bool fullCheck(const std::uint8_t *data, std::size_t size)
{
#ifdef ARBITER_FUZZ_REPLAY
    Q_UNUSED(data);
    Q_UNUSED(size);
    return true;
#else
    std::uint64_t hash = 14695981039346656037ULL; // FNV-1a
    for (std::size_t i = 0; i < size; ++i)
        hash = (hash ^ data[i]) * 1099511628211ULL;
    return hash % roundTripEvery == 0;
#endif
}

// The report of checkRecordedGame is the one importRecordedGame gives, but for the phases' entries
// (second_opinion.h): the two walk the record along different lines of play.
inline void checkSameReport(const ImportReport &check, const ImportReport &import)
{
    ARBITER_FUZZ_CHECK(check.phasesRead == import.phasesRead);
    ARBITER_FUZZ_CHECK(check.phasesChecked == import.phasesChecked);
    ARBITER_FUZZ_CHECK(check.ordersRead == import.ordersRead);
    ARBITER_FUZZ_CHECK(check.problems == import.problems);
    ARBITER_FUZZ_CHECK(check.notes == import.notes);
    ARBITER_FUZZ_CHECK(check.differences.size() == import.differences.size());
    for (std::size_t i = 0; i < check.differences.size(); ++i) {
        const PhaseDifference &a = check.differences[i];
        const PhaseDifference &b = import.differences[i];
        ARBITER_FUZZ_CHECK(a.phase == b.phase && a.place == b.place && a.orders == b.orders &&
                           a.board == b.board && a.reproducedBy == b.reproducedBy);
    }
}

inline void useRecorded(const RecordedGame &recorded, bool full)
{
    const std::shared_ptr<const Map> &map = standardMap();
    checkRecorded(*map, recorded);
    // The source judge's rules, then the DATC's: those are the Judge's own, so a transcript is checked under
    // them once; a MILA game is checked under both on the sample that gets every check.
    const std::array<RuleSettings, 2> ruleSets{sourceRules(recorded.format), RuleSettings()};
    // The search for a rule setting that reproduces a phase that differs runs on the same sample: it was a
    // third of the time of an input, nearly every phase of a fuzzed record differs, and it adjudicates the
    // phase again under dozens of settings (the judge has targets of its own).
    const RuleSearch search = full ? RuleSearch::OnDifference : RuleSearch::Never;
    for (std::size_t set = 0; set < ruleSets.size(); ++set) {
        const RuleSettings &rules = ruleSets[set];
        if (set > 0 && (rules == ruleSets[0] || !full))
            continue;
        const ImportReport checked = checkRecordedGame(recorded, *map, rules, search);
        checkReport(*map, checked, 0);
        if (!full)
            continue;
        const ImportedGame imported = importRecordedGame(recorded, map, rules, search);
        checkSameReport(checked, imported.report);
        ARBITER_FUZZ_CHECK(imported.game.has_value() == !recorded.phases.empty());
        if (!imported.game)
            continue;
        const Game &game = *imported.game;
        checkReport(*map, imported.report, game.phaseCount());
        for (int id = 0; id < game.phaseCount(); ++id) {
            const PhaseEntry &e = game.entry(id);
            checkPosition(*map, e.position);
            if (e.adjudicated) {
                checkPosition(*map, e.after);
                checkResults(e.results, e.orders.size(),
                             e.position.phase.kind == PhaseKind::Retreat ? e.position.dislodged.size()
                                                                         : e.position.units.size());
            }
        }
        // The game it made is a game: it saves and loads (its history checked on load).
        QString error;
        if (!gameFromJson(gameToJson(game), map, &error)) {
            std::fprintf(stderr, "an imported game does not load: %s\n", qPrintable(error));
            ARBITER_FUZZ_CHECK(false);
        }
        // What Arbiter writes, it reads without a problem.
        for (const bool mila : {true, false}) {
            const RecordedGame again = mila ? readMilaGame(milaGameJson(game), *map)
                                            : readJudgeTranscript(judgeTranscript(game), *map);
            for (const ImportProblem &p : again.problems)
                std::fprintf(stderr, "written %s, read back: %s: %s: %s\n", mila ? "MILA" : "Judge",
                             qPrintable(p.place), qPrintable(p.text), qPrintable(p.problem));
            ARBITER_FUZZ_CHECK(again.problems.empty());
            checkRecorded(*map, again);
        }
    }
}

} // namespace arbiter::fuzz
