// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
#include "analysis_bench.h"

#include "analyse_command.h"

#include "analysis/tactics_search.h"
#include "command_line.h"
#include "model/position_edit.h"

#include <QElapsedTimer>
#include <QTextStream>

#include <ctime>

namespace arbiter {

namespace {

struct Problem
{
    const char *name;
    std::vector<const char *> units; // "France: A bur"
    std::vector<const char *> ours;
    std::vector<const char *> goals;
};

// The problems of docs/performance.md: tests/bench_analysis.cpp asks the same.
const Problem problems[] = {
    {"munich",
     {"Germany: A mun", "Germany: A ber", "Germany: F kie", "France: A bur", "France: A pic", "France: A bel",
      "France: F hol", "Russia: A war", "Russia: A sil"},
     {"france", "russia"},
     {"take mun"}},
    {"7 against 7",
     {"Germany: A bel", "Germany: A ruh", "Germany: A mun", "Germany: A hol", "Germany: A kie",
      "Germany: F hel", "Germany: A tyr", "France: A bur", "France: A pic", "France: F eng", "France: A par",
      "France: F nth", "France: A mar", "France: A pie"},
     {"germany"},
     {"hold bel", "take bur"}},
};

std::optional<Question> questionOf(const Map &map, const Problem &problem, QString *error)
{
    Question q;
    q.position = emptyPosition(map);
    for (const char *text : problem.units) {
        const QString line = QString::fromUtf8(text);
        const qsizetype colon = line.indexOf(u':');
        const QStringList words = line.mid(colon + 1).split(u' ', Qt::SkipEmptyParts);
        Unit unit;
        unit.power = map.findPower(line.left(colon));
        unit.type = words.value(0) == u"F" ? UnitType::Fleet : UnitType::Army;
        unit.location = map.findLocation(words.value(1));
        if (unit.power < 0 || unit.location < 0 || !placeUnit(map, &q.position, unit).ok()) {
            *error = Cli::tr("cannot place %1 on this map").arg(line);
            return std::nullopt;
        }
    }
    for (const char *name : problem.ours)
        q.ourPowers.push_back(map.findPower(QString::fromUtf8(name)));
    for (const char *text : problem.goals) {
        const std::optional<Goal> goal = parseGoal(map, QString::fromUtf8(text), error);
        if (!goal)
            return std::nullopt;
        q.goals.push_back(*goal);
    }
    *error = checkQuestion(map, q);
    if (!error->isEmpty())
        return std::nullopt;
    return q;
}

} // namespace

bool benchAnalysis(const Map &map, double limitSeconds, QTextStream &out, QTextStream &err)
{
    for (const Problem &problem : problems) {
        QString error;
        const std::optional<Question> q = questionOf(map, problem, &error);
        if (!q) {
            err << Cli::tr("arbiter-cli bench: %1: %2").arg(QString::fromUtf8(problem.name), error) << '\n';
            return false;
        }
        for (const bool full : {false, true}) {
            for (const int threads : {1, 2}) {
                SearchLimits limits;
                limits.threads = threads;
                limits.seconds = limitSeconds;
                limits.bestAttempt = full;
                limits.countSafeDefences = full;
                QElapsedTimer timer;
                timer.start();
                const std::clock_t cpuStart = std::clock();
                const Answer a = analyse(map, *q, limits);
                const double cpu = double(std::clock() - cpuStart) / CLOCKS_PER_SEC;
                const double seconds = double(timer.nsecsElapsed()) / 1e9;
                out << Cli::tr(
                           "%1, %2, %3 thread(s): %4; %5 sets of ours, %6 of theirs (-1: more than can be "
                           "kept); %7 adjudications; %8 s, %9 s of CPU")
                           .arg(QString::fromUtf8(problem.name),
                                full ? Cli::tr("in full") : Cli::tr("verdict and safe defence"))
                           .arg(threads)
                           .arg(QString::fromUtf8(verdictWord(a.verdict)))
                           .arg(a.ourSets)
                           .arg(a.theirSets)
                           .arg(a.evaluations)
                           .arg(seconds, 0, 'f', 2)
                           .arg(cpu, 0, 'f', 2)
                    << '\n';
                if (a.byStrength)
                    out << Cli::tr("  shown by strength: at most %1 into %2 against a hold of at least %3")
                               .arg(a.byStrength->attackAtMost)
                               .arg(map.province(a.byStrength->province).id)
                               .arg(a.byStrength->holdAtLeast)
                        << '\n';
                else if (full && a.verdict == Verdict::NotGuaranteed)
                    out << Cli::tr("  best attempt beats %1 of %2 defences (%3); %4 safe defences")
                               .arg(a.beaten)
                               .arg(a.theirSets)
                               .arg(a.complete ? Cli::tr("proven") : Cli::tr("limit reached"))
                               .arg(a.safeDefences)
                        << '\n';
                out.flush();
            }
        }
    }
    return true;
}

} // namespace arbiter
