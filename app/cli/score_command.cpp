// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
#include "score_command.h"

#include "command_line.h"
#include "map/map.h"
#include "record/game_file.h"
#include "record/scoring.h"
#include "text/phase_text.h"

#include <QTextStream>

namespace arbiter {

namespace {

QString powerList(const Map &map, PowerSet powers)
{
    QStringList names;
    for (int p = 0; p < map.powerCount(); ++p) {
        if (powers & (PowerSet(1) << p))
            names << map.power(p).name;
    }
    return names.join(QStringLiteral(", "));
}

QString outcomeText(const Map &map, const Game &game, const BoardStanding &board)
{
    const QString phase = phaseName(game.currentEntry().position.phase);
    if (board.provisional)
        return Cli::tr("%1, not ended: provisional scores as if it ended now").arg(phase);
    if (board.soloist >= 0)
        return Cli::tr("%1: won by %2").arg(phase, map.power(board.soloist).name);
    return Cli::tr("%1: draw of %2").arg(phase, powerList(map, board.drawn));
}

// Columns wide enough for the longest system name.
void printColumns(QTextStream &out, const QStringList &cells)
{
    for (qsizetype i = 0; i < cells.size(); ++i)
        out << (i + 1 == cells.size() ? cells[i] : cells[i].leftJustified(i == 0 ? 10 : 16));
    out << '\n';
}

QString points(double value)
{
    return QString::number(value, 'f', 2);
}

} // namespace

int runScoreCommand(const CommandContext &context)
{
    CommandLine command(context, QStringLiteral("score"),
                        Cli::tr("Scores games with the scoring systems of tournaments: one line per power.\n"
                                "A game that has not ended is scored as if it ended now (provisional)."),
                        QStringLiteral("GAME.json..."));
    QStringList ids;
    for (ScoringSystem s : allScoringSystems)
        ids << scoringSystemId(s);
    const QCommandLineOption systemOption(
        QStringLiteral("system"),
        Cli::tr("Only the system <name>: %1 (all when not given).").arg(ids.join(QStringLiteral(", "))),
        QStringLiteral("name"));
    const QCommandLineOption csv(QStringLiteral("csv"), Cli::tr("Print comma-separated values."));
    command.parser().addOption(systemOption);
    command.parser().addOption(csv);
    command.parser().addPositionalArgument(QStringLiteral("GAME.json"), Cli::tr("The game files to score."));
    if (const std::optional<int> exit = command.parse())
        return *exit;
    const QStringList paths = command.parser().positionalArguments();
    if (paths.isEmpty())
        return command.usageError(Cli::tr("the game file is missing"));
    std::vector<ScoringSystem> systems(allScoringSystems.begin(), allScoringSystems.end());
    if (command.parser().isSet(systemOption)) {
        const QString name = command.parser().value(systemOption);
        const std::optional<ScoringSystem> system = findScoringSystem(name);
        if (!system)
            return command.usageError(Cli::tr("unknown scoring system '%1'").arg(name));
        systems = {*system};
    }
    for (const QString &path : paths) {
        if (!command.checkInputFile(path))
            return ExitUsage;
    }

    QTextStream &out = context.out;
    const bool asCsv = command.parser().isSet(csv);
    int exitCode = ExitSuccess;
    for (const QString &path : paths) {
        QString error;
        const std::shared_ptr<const Map> map = command.loadGameMap(path);
        if (!map) {
            exitCode = ExitFailure;
            continue;
        }
        const std::optional<Game> game = loadGame(path, map, &error);
        if (!game) {
            exitCode = command.failure(Cli::tr("%1: %2").arg(path, error));
            continue;
        }
        const BoardStanding board = boardStanding(*game, game->current());
        std::vector<std::vector<double>> scores;
        for (ScoringSystem s : systems)
            scores.push_back(scoreBoard(s, board));
        QStringList header = {Cli::tr("Power"), Cli::tr("Centres")};
        for (ScoringSystem s : systems)
            header << scoringSystemName(s);
        if (asCsv) {
            header.prepend(Cli::tr("Game"));
            header << Cli::tr("Provisional");
            out << header.join(u',') << '\n';
        } else {
            out << path << ": " << outcomeText(*map, *game, board) << '\n';
        }
        for (int p = 0; p < map->powerCount(); ++p) {
            QStringList row = {map->power(p).name, QString::number(board.centres[std::size_t(p)])};
            for (const std::vector<double> &s : scores)
                row << points(s[std::size_t(p)]);
            if (asCsv) {
                row.prepend(path);
                row << (board.provisional ? QStringLiteral("yes") : QStringLiteral("no"));
                out << row.join(u',') << '\n';
            } else {
                if (p == 0)
                    printColumns(out, header);
                printColumns(out, row);
            }
        }
    }
    return exitCode;
}

} // namespace arbiter
