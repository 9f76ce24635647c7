// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
// Fuzz target: the game-file reader (gameFromJson) on the standard map, then a game it accepts put to use the
// way the app and `arbiter-cli play` use one: saved again and read back, every phase reported, the current
// phase adjudicated.
// Input: the bytes of a game file (docs/game-format.md).
#include "fuzz_common.h"

#include "record/game_file.h"
#include "record/results_report.h"
#include "text/phase_text.h"

#include <QByteArray>

#include <cstddef>
#include <cstdint>

using namespace arbiter;
using namespace arbiter::fuzz;

namespace {

void checkGame(const Game &game)
{
    const Map &map = game.map();
    ARBITER_FUZZ_CHECK(game.phaseCount() > 0);
    ARBITER_FUZZ_CHECK(game.current() >= 0 && game.current() < game.phaseCount());
    for (int id = 0; id < game.phaseCount(); ++id) {
        const PhaseEntry &e = game.entry(id);
        ARBITER_FUZZ_CHECK(e.parent >= -1 && e.parent < id);
        for (int child : e.children)
            ARBITER_FUZZ_CHECK(child > id && child < game.phaseCount());
        checkPosition(map, e.position);
        if (e.adjudicated) {
            checkPosition(map, e.after);
            ARBITER_FUZZ_CHECK(e.results.size() == e.orders.size());
        }
        for (const DrawVote &v : e.votes)
            ARBITER_FUZZ_CHECK(validPower(map, v.power));
    }
}

void useGame(Game game)
{
    checkGame(game);
    for (int id = 0; id < game.phaseCount(); ++id) {
        (void)game.survivors(id);
        (void)game.drawOutcome(id);
        (void)resultsReport(game, id);
        (void)phaseName(game.entry(id).position.phase);
    }
    (void)game.line(game.current());
    (void)game.lastOfLine(0);

    // A game that was read can be saved, and what was saved reads back.
    const QByteArray saved = gameToJson(game);
    QString error;
    const std::optional<Game> again = gameFromJson(saved, game.sharedMap(), &error);
    if (!again) {
        std::fprintf(stderr, "a saved game does not read back: %s\n", qPrintable(error));
        ARBITER_FUZZ_CHECK(again.has_value());
    }

    // `arbiter-cli play`: adjudicate the current phase with the orders it has, report, save.
    if (!game.ended()) {
        const int id = game.current();
        if (game.adjudicate()) {
            checkGame(game);
            (void)resultsReport(game, id);
            (void)gameToJson(game);
        }
    }
    game.branch(0, QStringLiteral("what if"));
    checkGame(game);
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    if (size > 65536)
        return 0;
    const QByteArray json(reinterpret_cast<const char *>(data), qsizetype(size));
    QString error;
    std::optional<Game> game = gameFromJson(json, standardMap(), &error);
    if (!game) {
        ARBITER_FUZZ_CHECK(!error.isEmpty());
        return 0;
    }
    useGame(std::move(*game));
    return 0;
}
