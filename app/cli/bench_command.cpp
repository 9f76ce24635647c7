// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
#include "bench_command.h"

#include "allocation_count.h"
#include "analysis_bench.h"
#include "command_line.h"
#include "judge/phase_adjudication.h"
#include "record/formats/judge_transcript_writer.h"
#include "record/formats/mila_game_writer.h"
#include "record/game_script.h"
#include "record/import/game_import.h"
#include "record/import/second_opinion.h"
#include "text/datc_reader.h"

#include <QElapsedTimer>
#include <QFile>
#include <QRegularExpression>
#include <QTextStream>

#include <algorithm>
#include <cmath>
#include <numeric>

namespace arbiter {

namespace {

// One phase to adjudicate: a DATC case, or a phase of a game script as it was played.
struct Prepared
{
    Position position;
    std::vector<Order> orders;
    RuleSettings rules;
};

struct Figures
{
    std::size_t phases = 0;
    std::size_t rounds = 0;
    double mean = 0;          // µs per phase: the mean over the phases of each phase's median time
    double median = 0;        // µs: the median phase
    double fastest = 0;       // µs per phase: the mean of each phase's fastest round and of its third
    double thirdQuartile = 0; // quartile: the spread, without the rounds another process interrupted
    double sequence = 0;      // µs per phase, the phases adjudicated one after another (best pass)
    double allocations = 0;   // heap allocations per phase, once warm
};

double medianOf(std::vector<double> values)
{
    if (values.empty())
        return 0;
    std::sort(values.begin(), values.end());
    return values[values.size() / 2];
}

bool isGameScript(const QString &text)
{
    static const QRegularExpression phaseLine(QStringLiteral("^PHASE "), QRegularExpression::MultilineOption);
    return text.contains(phaseLine);
}

// Times each phase in batches (the same phase adjudicated `batch` times running, well above the timer's
// resolution) round after round for `seconds`; each phase's figure is its median over the rounds, which
// a round interrupted by another process does not move. Then the
// phases are adjudicated in sequence, each once, as a game is re-adjudicated, and the allocations of a warm
// pass counted.
template <typename Judge>
Figures measure(const std::vector<const Prepared *> &phases, double seconds, Judge judge)
{
    Figures f;
    f.phases = phases.size();
    if (phases.empty())
        return f;
    constexpr int batch = 20;
    std::vector<std::vector<double>> times(phases.size());
    QElapsedTimer total;
    total.start();
    QElapsedTimer timer;
    for (const Prepared *p : phases)
        judge(*p); // warm: buffers grown, code and data in the caches
    while (total.elapsed() < qint64(seconds * 1000) || f.rounds < 5) {
        for (std::size_t i = 0; i < phases.size(); ++i) {
            timer.start();
            for (int r = 0; r < batch; ++r)
                judge(*phases[i]);
            times[i].push_back(double(timer.nsecsElapsed()) / 1000.0 / batch);
        }
        ++f.rounds;
    }
    std::vector<double> perPhase;
    for (std::vector<double> &t : times) {
        std::sort(t.begin(), t.end());
        perPhase.push_back(t[t.size() / 2]);
        f.fastest += t.front() / double(phases.size());
        f.thirdQuartile += t[t.size() * 3 / 4] / double(phases.size());
    }
    f.mean = std::accumulate(perPhase.begin(), perPhase.end(), 0.0) / double(perPhase.size());
    f.median = medianOf(perPhase);

    double best = 0;
    for (int pass = 0; pass < 20; ++pass) {
        timer.start();
        for (const Prepared *p : phases)
            judge(*p);
        const double us = double(timer.nsecsElapsed()) / 1000.0 / double(phases.size());
        best = pass == 0 ? us : std::min(best, us);
    }
    f.sequence = best;
    const std::uint64_t before = allocationCount();
    for (const Prepared *p : phases)
        judge(*p);
    f.allocations = double(allocationCount() - before) / double(phases.size());
    return f;
}

// bench --import: whole files read, every phase judged again and compared with the record, as
// `import --check` does (without reading the disk or printing). Game scripts are played and written in
// both formats first, so that the benchmark needs no large files.
int benchImport(const CommandContext &context, const QStringList &paths, double seconds,
                const std::shared_ptr<const Map> &map)
{
    std::vector<QByteArray> files;
    for (const QString &path : paths) {
        QFile file(path);
        if (!file.open(QIODevice::ReadOnly)) {
            context.err << Cli::tr("arbiter-cli bench: cannot read %1").arg(path) << '\n';
            return ExitFailure;
        }
        const QByteArray data = file.readAll();
        if (!isGameScript(QString::fromUtf8(data))) {
            files.push_back(data);
            continue;
        }
        QString error;
        const std::optional<Game> game = playGameScript(QString::fromUtf8(data), map, &error);
        if (!game) {
            context.err << Cli::tr("arbiter-cli bench: %1: %2").arg(path, error) << '\n';
            return ExitFailure;
        }
        files.push_back(milaGameJson(*game));
        files.push_back(judgeTranscript(*game).toUtf8());
    }
    QTextStream &out = context.out;
    for (const bool mila : {true, false}) {
        std::vector<const QByteArray *> chosen;
        std::size_t bytes = 0;
        for (const QByteArray &f : files) {
            if (readRecordedGame(f, *map).format == RecordFormat::MilaJson ? mila : !mila) {
                chosen.push_back(&f);
                bytes += std::size_t(f.size());
            }
        }
        if (chosen.empty())
            continue;
        std::size_t phases = 0;
        std::size_t differing = 0;
        std::size_t passes = 0;
        const RuleSettings rules = sourceRules(mila ? RecordFormat::MilaJson : RecordFormat::JudgeText);
        QElapsedTimer timer;
        timer.start();
        std::uint64_t allocations = allocationCount();
        while (timer.elapsed() < qint64(seconds * 1000) || passes < 3) {
            for (const QByteArray *f : chosen) {
                const RecordedGame recorded = readRecordedGame(*f, *map);
                const ImportReport report = checkRecordedGame(recorded, *map, rules);
                phases += std::size_t(report.phasesChecked);
                differing += report.differences.size();
            }
            ++passes;
        }
        const double perPhase = double(timer.nsecsElapsed()) / 1000.0 / double(phases);
        allocations = allocationCount() - allocations;
        // The parts: reading alone, and judging and comparing alone (the files read once beforehand).
        std::vector<RecordedGame> read;
        for (const QByteArray *f : chosen)
            read.push_back(readRecordedGame(*f, *map));
        std::size_t parsePhases = 0;
        timer.start();
        for (std::size_t pass = 0; pass < passes; ++pass) {
            for (const QByteArray *f : chosen)
                parsePhases += readRecordedGame(*f, *map).phases.size();
        }
        const double parseUs = double(timer.nsecsElapsed()) / 1000.0;
        std::size_t checkPhases = 0;
        timer.start();
        for (std::size_t pass = 0; pass < passes; ++pass) {
            for (const RecordedGame &g : read)
                checkPhases += std::size_t(checkRecordedGame(g, *map, rules).phasesChecked);
        }
        const double checkUs = double(timer.nsecsElapsed()) / 1000.0;
        out << Cli::tr("%1: %2 files, %3 KiB, %4 phases a pass (%5 differing from the record), %6 passes")
                   .arg(mila ? QStringLiteral("MILA JSON") : QStringLiteral("Judge transcripts"))
                   .arg(chosen.size())
                   .arg(double(bytes) / 1024.0, 0, 'f', 0)
                   .arg(phases / passes)
                   .arg(differing / passes)
                   .arg(passes)
            << '\n';
        out << Cli::tr("  parse + re-adjudicate + compare: %1 us per phase, %2 phases per second; heap "
                       "allocations per phase: %3")
                   .arg(perPhase, 0, 'f', 2)
                   .arg(1e6 / perPhase, 0, 'f', 0)
                   .arg(double(allocations) / double(phases), 0, 'f', 1)
            << '\n';
        out << Cli::tr("  of it: parse %1 us per phase, re-adjudicate + compare %2 us per phase")
                   .arg(parseUs / double(std::max<std::size_t>(parsePhases, 1)), 0, 'f', 2)
                   .arg(checkUs / double(std::max<std::size_t>(checkPhases, 1)), 0, 'f', 2)
            << '\n';
    }
    return ExitSuccess;
}

} // namespace

int runBenchCommand(const CommandContext &context)
{
    CommandLine command(
        context, QStringLiteral("bench"),
        Cli::tr("Adjudicates every phase of DATC test files and game scripts (tests/games) repeatedly and\n"
                "prints the time per phase (mean, median, phases per second, the spread over rounds)\n"
                "and the heap allocations per phase, for all phases, the movement phases and the\n"
                "phases with the most units."),
        QStringLiteral("FILE..."));
    command.addRuleOptions();
    command.parser().addPositionalArgument(
        QStringLiteral("FILE"), Cli::tr("A DATC test file or a game script."), QStringLiteral("FILE..."));
    const QCommandLineOption secondsOption(QStringLiteral("seconds"),
                                           Cli::tr("Seconds to spend on each figure (default 2)."),
                                           QStringLiteral("S"), QStringLiteral("2"));
    command.parser().addOption(secondsOption);
    const QCommandLineOption importOption(
        QStringLiteral("import"),
        Cli::tr("Time the import of games of other judges instead (MILA JSON, Judge transcripts; game\n"
                "scripts are written in both formats first): parse, judge again and compare."));
    command.parser().addOption(importOption);
    const QCommandLineOption analyseOption(
        QStringLiteral("analyse"),
        Cli::tr("Time the tactics analyser instead (no files): the Munich problem and a 7-against-7 fight,\n"
                "verdict alone and in full, on 1 and 2 threads; --seconds limits each run (600 unless\n"
                "given)."));
    command.parser().addOption(analyseOption);
    if (const std::optional<int> exit = command.parse())
        return *exit;
    const QStringList paths = command.parser().positionalArguments();
    if (command.parser().isSet(analyseOption)) {
        const std::shared_ptr<const Map> shared = command.loadMap();
        if (!shared)
            return ExitUsage;
        const double limit =
            command.parser().isSet(secondsOption) ? command.parser().value(secondsOption).toDouble() : 600.0;
        if (limit <= 0)
            return command.usageError(Cli::tr("--seconds wants a positive number"));
        return benchAnalysis(*shared, limit, context.out, context.err) ? ExitSuccess : ExitFailure;
    }
    if (paths.isEmpty())
        return command.usageError(Cli::tr("no files given"));
    for (const QString &path : paths) {
        if (!command.checkInputFile(path))
            return ExitUsage;
    }
    bool secondsOk = false;
    const double seconds = command.parser().value(secondsOption).toDouble(&secondsOk);
    if (!secondsOk || seconds <= 0)
        return command.usageError(Cli::tr("--seconds wants a positive number"));
    RuleSettings rules;
    if (!command.readRules(&rules))
        return ExitUsage;
    const std::shared_ptr<const Map> shared = command.loadMap();
    if (!shared)
        return ExitUsage;
    if (command.parser().isSet(importOption))
        return benchImport(context, paths, seconds, shared);
    const Map &map = *shared;
    QTextStream &out = context.out;

    DatcReader reader(map, rules);
    std::vector<Prepared> prepared;
    for (const QString &path : paths) {
        QFile file(path);
        if (!file.open(QIODevice::ReadOnly)) {
            context.err << Cli::tr("arbiter-cli bench: cannot read %1").arg(path) << '\n';
            return ExitFailure;
        }
        const QString text = QString::fromUtf8(file.readAll());
        if (isGameScript(text)) {
            QString error;
            const std::optional<Game> game = playGameScript(text, shared, &error, rules);
            if (!game) {
                context.err << Cli::tr("arbiter-cli bench: %1: %2").arg(path, error) << '\n';
                return ExitFailure;
            }
            for (int id : game->line(game->current())) {
                const PhaseEntry &e = game->entry(id);
                if (!e.adjudicated)
                    continue;
                Prepared p{e.position, {}, e.rules};
                for (const EnteredOrder &o : e.orders)
                    p.orders.push_back(o.order);
                prepared.push_back(std::move(p));
            }
            continue;
        }
        const DatcFile datc = reader.readFile(path);
        for (const DatcCase &c : datc.cases) {
            Prepared p{datcStartPosition(map, c), {}, c.rules};
            for (const DatcOrderLine &line : c.orders) {
                if (line.parsed.ok())
                    p.orders.push_back(line.parsed.order);
            }
            prepared.push_back(std::move(p));
        }
    }
    if (prepared.empty()) {
        out << Cli::tr("no phases to run") << '\n';
        return ExitFailure;
    }

    std::vector<const Prepared *> all;
    std::vector<const Prepared *> movement;
    std::vector<const Prepared *> largest;
    std::size_t largestUnits = 0;
    std::size_t movementUnits = 0;
    for (const Prepared &p : prepared) {
        all.push_back(&p);
        largestUnits = std::max(largestUnits, p.position.units.size());
        if (p.position.phase.kind == PhaseKind::Movement) {
            movement.push_back(&p);
            movementUnits += p.position.units.size();
        }
    }
    for (const Prepared &p : prepared) {
        if (p.position.phase.kind == PhaseKind::Movement && p.position.units.size() == largestUnits)
            largest.push_back(&p);
    }

    // One adjudicator for every phase, each with its own rule settings, into one outcome: the way a whole
    // game is re-adjudicated (adjudicatePhase, which play uses, is the same with a fresh adjudicator).
    std::size_t sink = 0;
    PhaseAdjudicator adjudicator(map);
    PhaseOutcome outcome;
    auto judge = [&](const Prepared &p) {
        adjudicator.adjudicate(p.position, p.orders, p.rules, outcome);
        sink += outcome.after.units.size();
    };
    const Figures figures[] = {measure(all, seconds, judge), measure(movement, seconds, judge),
                               measure(largest, seconds, judge)};
    const QString names[] = {Cli::tr("all phases"), Cli::tr("movement phases"),
                             Cli::tr("%1-unit movement phases").arg(largestUnits)};
    out << Cli::tr("phases: %1, of them movement: %2 (%3 units on average); checksum %4")
               .arg(prepared.size())
               .arg(movement.size())
               .arg(movement.empty() ? 0.0 : double(movementUnits) / double(movement.size()), 0, 'f', 1)
               .arg(sink % 997)
        << '\n';
    for (std::size_t i = 0; i < std::size(figures); ++i) {
        const Figures &f = figures[i];
        if (f.phases == 0)
            continue;
        out << Cli::tr("%1 (%2, %3 rounds):").arg(names[i]).arg(f.phases).arg(f.rounds) << '\n';
        out << Cli::tr("  per phase: mean %1 us, median %2 us, %3 phases per second")
                   .arg(f.mean, 0, 'f', 3)
                   .arg(f.median, 0, 'f', 3)
                   .arg(f.mean > 0 ? 1e6 / f.mean : 0.0, 0, 'f', 0)
            << '\n';
        out << Cli::tr(
                   "  spread over the rounds: fastest %1 us, third quartile %2 us (each phase's, averaged)")
                   .arg(f.fastest, 0, 'f', 3)
                   .arg(f.thirdQuartile, 0, 'f', 3)
            << '\n';
        out << Cli::tr("  in sequence, each phase once: %1 us per phase; heap allocations per phase: %2")
                   .arg(f.sequence, 0, 'f', 3)
                   .arg(f.allocations, 0, 'f', 1)
            << '\n';
    }
    return ExitSuccess;
}

} // namespace arbiter
