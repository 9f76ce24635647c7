// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
#include "bench_command.h"

#include "command_line.h"
#include "judge/phase_adjudication.h"
#include "text/datc_reader.h"

#include <QElapsedTimer>
#include <QTextStream>

#include <algorithm>
#include <numeric>

namespace arbiter {

namespace {

struct Prepared
{
    const DatcCase *source;
    Position position;
    std::vector<Order> orders;
};

struct Figures
{
    double mean = 0;
    double median = 0;
    std::size_t samples = 0;
};

Figures summarise(std::vector<double> &samples)
{
    Figures f;
    f.samples = samples.size();
    if (samples.empty())
        return f;
    std::sort(samples.begin(), samples.end());
    f.mean = std::accumulate(samples.begin(), samples.end(), 0.0) / double(samples.size());
    f.median = samples[samples.size() / 2];
    return f;
}

} // namespace

int runBenchCommand(const CommandContext &context)
{
    CommandLine command(
        context, QStringLiteral("bench"),
        Cli::tr("Adjudicates every case of DATC test files repeatedly for about three seconds\n"
                "and prints the mean and median time per case."),
        QStringLiteral("FILE..."));
    command.addRuleOptions();
    command.parser().addPositionalArgument(QStringLiteral("FILE"), Cli::tr("A DATC test file."),
                                           QStringLiteral("FILE..."));
    if (const std::optional<int> exit = command.parse())
        return *exit;
    const QStringList paths = command.parser().positionalArguments();
    if (paths.isEmpty())
        return command.usageError(Cli::tr("no DATC files given"));
    for (const QString &path : paths) {
        if (!command.checkInputFile(path))
            return ExitUsage;
    }
    RuleSettings rules;
    if (!command.readRules(&rules))
        return ExitUsage;
    const std::shared_ptr<const Map> shared = command.loadMap();
    if (!shared)
        return ExitUsage;
    const Map &map = *shared;
    QTextStream &out = context.out;

    DatcReader reader(map, rules);
    std::vector<DatcFile> files;
    std::vector<Prepared> cases;
    for (const QString &path : paths)
        files.push_back(reader.readFile(path));
    for (const DatcFile &file : files) {
        for (const DatcCase &c : file.cases) {
            Prepared p{&c, datcStartPosition(map, c), {}};
            for (const DatcOrderLine &line : c.orders) {
                if (line.parsed.ok())
                    p.orders.push_back(line.parsed.order);
            }
            cases.push_back(std::move(p));
        }
    }
    if (cases.empty()) {
        out << Cli::tr("no cases to run") << '\n';
        return ExitFailure;
    }
    // Each round adjudicates every case once, through the entry point play uses; rounds repeat for about
    // three seconds. The cases' own rule settings are used.
    std::vector<double> perCase;
    std::vector<double> perMovement;
    std::vector<double> largest;
    std::size_t largestUnits = 0;
    for (const Prepared &p : cases)
        largestUnits = std::max(largestUnits, p.source->position.units.size());
    QElapsedTimer total;
    total.start();
    QElapsedTimer timer;
    std::size_t sink = 0;
    while (total.elapsed() < 3000) {
        for (const Prepared &p : cases) {
            const DatcCase &c = *p.source;
            timer.start();
            std::size_t rounds = 0;
            // Time batches of 50 to stay well above the timer's resolution.
            for (; rounds < 50; ++rounds)
                sink += adjudicatePhase(map, c.rules, p.position, p.orders).after.units.size();
            const double us = double(timer.nsecsElapsed()) / 1000.0 / double(rounds);
            perCase.push_back(us);
            if (c.position.phase.kind == PhaseKind::Movement)
                perMovement.push_back(us);
            if (c.position.units.size() == largestUnits)
                largest.push_back(us);
        }
    }
    const Figures all = summarise(perCase);
    const Figures movement = summarise(perMovement);
    const Figures big = summarise(largest);
    out << Cli::tr("cases: %1, samples: %2 (batches of 50), checksum %3")
               .arg(cases.size())
               .arg(all.samples)
               .arg(sink % 997)
        << '\n';
    out << Cli::tr("per case:           mean %1 us, median %2 us")
               .arg(all.mean, 0, 'f', 2)
               .arg(all.median, 0, 'f', 2)
        << '\n';
    out << Cli::tr("per movement phase: mean %1 us, median %2 us")
               .arg(movement.mean, 0, 'f', 2)
               .arg(movement.median, 0, 'f', 2)
        << '\n';
    out << Cli::tr("largest cases (%1 units): mean %2 us, median %3 us")
               .arg(largestUnits)
               .arg(big.mean, 0, 'f', 2)
               .arg(big.median, 0, 'f', 2)
        << '\n';
    return ExitSuccess;
}

} // namespace arbiter
