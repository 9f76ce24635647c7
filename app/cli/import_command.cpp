// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
#include "import_command.h"

#include "command_line.h"
#include "map/map.h"
#include "record/formats/judge_transcript_writer.h"
#include "record/formats/mila_game_writer.h"
#include "record/formats/printed_orders.h"
#include "record/game_file.h"
#include "record/import/game_import.h"

#include <QDirIterator>
#include <QFile>
#include <QFileInfo>
#include <QSaveFile>
#include <QTextStream>

#include <algorithm>
#include <map>

namespace arbiter {

namespace {

// The files named, and in each folder named every *.json and *.txt below it, in name order.
QStringList expandPaths(const QStringList &paths)
{
    QStringList files;
    for (const QString &path : paths) {
        if (!QFileInfo(path).isDir()) {
            files << path;
            continue;
        }
        QStringList found;
        QDirIterator it(path, {QStringLiteral("*.json"), QStringLiteral("*.txt")}, QDir::Files,
                        QDirIterator::Subdirectories);
        while (it.hasNext())
            found << it.next();
        std::sort(found.begin(), found.end());
        files << found;
    }
    return files;
}

bool writeFile(const QString &path, const QByteArray &data, QString *error)
{
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(data) != data.size() || !file.commit()) {
        *error = file.errorString();
        return false;
    }
    return true;
}

} // namespace

int runImportCommand(const CommandContext &context)
{
    CommandLine command(
        context, QStringLiteral("import"),
        Cli::tr("Reads games played elsewhere: the game JSON of the `diplomacy` Python package (MILA) and\n"
                "the results transcripts of the Judge and the DPjudge; folders are searched for *.json and\n"
                "*.txt. Every phase is judged again from the recorded position and orders and compared with\n"
                "the recorded outcome (the rules of the source judge unless --rules or --set are given).\n"
                "Exit status: 0 every game read and agreeing; 1 a file could not be read at all; 3 some\n"
                "parts could not be read (each is printed); 4 (--check) a phase differs from the record."),
        QStringLiteral("FILE|FOLDER..."));
    command.addRuleOptions();
    const QCommandLineOption check(
        QStringLiteral("check"),
        Cli::tr("Print the report of every phase that differs; exit 4 if one does."));
    const QCommandLineOption outOption(QStringLiteral("out"),
                                       Cli::tr("Save the imported game (one input file) as an Arbiter game."),
                                       QStringLiteral("GAME.json"));
    command.parser().addOption(check);
    command.parser().addOption(outOption);
    command.parser().addPositionalArgument(QStringLiteral("FILE"), Cli::tr("Game files or folders of them."),
                                           QStringLiteral("FILE|FOLDER..."));
    if (const std::optional<int> exit = command.parse())
        return *exit;
    const QStringList args = command.parser().positionalArguments();
    if (args.isEmpty())
        return command.usageError(Cli::tr("no files given"));
    for (const QString &path : args) {
        if (!QFileInfo(path).isDir() && !command.checkInputFile(path))
            return ExitUsage;
    }
    const QStringList files = expandPaths(args);
    if (command.parser().isSet(outOption) && files.size() != 1)
        return command.usageError(Cli::tr("--out takes one game, but %1 files were given").arg(files.size()));
    std::optional<RuleSettings> rules;
    if (command.parser().isSet(QStringLiteral("rules")) || command.parser().isSet(QStringLiteral("set"))) {
        RuleSettings chosen;
        if (!command.readRules(&chosen))
            return ExitUsage;
        rules = chosen;
    }
    // Without --map, each game is read with the map it names (standard where it names none).
    std::map<QString, std::shared_ptr<const Map>> maps;
    auto mapFor = [&](const QString &path) -> std::shared_ptr<const Map> {
        QString name = command.chosenMap();
        if (name.isEmpty()) {
            QFile file(path);
            name = (file.open(QIODevice::ReadOnly) ? recordedMapName(file.readAll()) : std::nullopt)
                       .value_or(QStringLiteral("standard"));
        }
        std::shared_ptr<const Map> &map = maps[name];
        if (!map)
            map = command.loadMap(name);
        return map;
    };

    QTextStream &out = context.out;
    const bool checking = command.parser().isSet(check);
    bool failed = false;
    bool differs = false;
    bool unread = false;
    int phases = 0;
    const bool saving = command.parser().isSet(outOption);
    for (const QString &path : files) {
        const std::shared_ptr<const Map> map = mapFor(path);
        if (!map)
            return ExitUsage;
        ImportedGame imported;
        QFile file(path);
        if (!file.open(QIODevice::ReadOnly)) {
            imported.report.format = RecordFormat::None;
            imported.report.problems.push_back({QString(), QString(), file.errorString()});
        } else {
            const QByteArray contents = file.readAll();
            if (looksLikeArbiterGame(contents)) {
                out << Cli::tr("%1 is an Arbiter game file, not a game of another judge: open it in arbiter "
                               "or use it with play or export")
                           .arg(path)
                    << '\n';
                failed = true;
                continue;
            }
            const RecordedGame recorded = readRecordedGame(contents, *map);
            const RuleSettings judgedUnder = rules ? *rules : recordedRules(recorded);
            // The game is made only to be saved; the report alone needs no history.
            if (saving)
                imported = importRecordedGame(recorded, map, judgedUnder);
            else
                imported.report = checkRecordedGame(recorded, *map, judgedUnder);
        }
        imported.report.file = path;
        if (imported.game)
            imported.game->setImportReport(imported.report); // kept in the game file it is saved to
        const ImportReport &report = imported.report;
        const bool read = saving ? bool(imported.game) : report.phasesRead > 0;
        phases += report.phasesChecked;
        failed = failed || !read;
        differs = differs || report.differs();
        unread = unread || !report.problems.empty();
        if (checking || !read) {
            out << importReportText(*map, report);
        } else {
            const int checked = report.phasesChecked;
            out << Cli::tr("%1: %2, %3, %4 differing from the record, %5 not read")
                       .arg(path, recordFormatName(report.format),
                            checked == 1 ? Cli::tr("1 phase") : Cli::tr("%1 phases").arg(checked))
                       .arg(report.differences.size())
                       .arg(report.problems.size() == 1 ? Cli::tr("1 part")
                                                        : Cli::tr("%1 parts").arg(report.problems.size()))
                << '\n';
            for (const ImportProblem &p : report.problems)
                out << Cli::tr("  not read: %1: '%2': %3").arg(p.place, p.text, p.problem) << '\n';
            // What the file holds that a game has no place for (press, a rule option): read past, not a
            // fault.
            for (const QString &what : report.notRead)
                out << Cli::tr("  not read: %1").arg(what) << '\n';
        }
        if (saving && imported.game) {
            QString error;
            const QString target = command.parser().value(outOption);
            if (!saveGame(*imported.game, target, &error)) {
                return command.failure(Cli::tr("cannot write %1: %2").arg(target, error));
            }
        }
    }
    if (files.size() > 1)
        out << Cli::tr("%1 files, %2 checked")
                   .arg(files.size())
                   .arg(phases == 1 ? Cli::tr("1 phase") : Cli::tr("%1 phases").arg(phases))
            << '\n';
    if (failed)
        return ExitFailure;
    if (checking && differs)
        return ExitDiffers;
    return unread ? ExitUnreadOrders : ExitSuccess;
}

int runExportCommand(const CommandContext &context)
{
    CommandLine command(context, QStringLiteral("export"),
                        Cli::tr("Writes an Arbiter game's current line of play as the game JSON of the\n"
                                "`diplomacy` Python package (mila) or as a Judge-style results transcript\n"
                                "(judge)."),
                        QStringLiteral("GAME.json"));
    const QCommandLineOption format(QStringLiteral("format"), Cli::tr("mila or judge."),
                                    QStringLiteral("format"));
    const QCommandLineOption outOption(QStringLiteral("out"),
                                       Cli::tr("Write to <file> instead of the standard output."),
                                       QStringLiteral("file"));
    command.parser().addOption(format);
    command.parser().addOption(outOption);
    command.parser().addPositionalArgument(QStringLiteral("GAME.json"), Cli::tr("The game to export."));
    if (const std::optional<int> exit = command.parse())
        return *exit;
    const QStringList args = command.parser().positionalArguments();
    if (args.size() != 1)
        return command.usageError(Cli::tr("one game file is wanted"));
    const QString kind = command.parser().value(format);
    if (kind != QStringLiteral("mila") && kind != QStringLiteral("judge"))
        return command.usageError(Cli::tr("--format wants mila or judge"));
    if (!command.checkInputFile(args.front()))
        return ExitUsage;
    const std::shared_ptr<const Map> map = command.loadGameMap(args.front());
    if (!map)
        return ExitFailure; // the file is there but cannot be read (or its map cannot)
    QString error;
    const std::optional<Game> game = loadGame(args.front(), map, &error);
    if (!game)
        return command.failure(Cli::tr("%1: %2").arg(args.front(), error));
    // Both formats record results: an empty file, or a MILA game of one bare phase, would only look like an
    // export.
    if (!hasAdjudicatedPhase(*game))
        return command.failure(
            Cli::tr("nothing to export: no phase of %1 is adjudicated yet").arg(args.front()));
    const QByteArray data =
        kind == QStringLiteral("mila") ? milaGameJson(*game) : judgeTranscript(*game).toUtf8();
    if (!command.parser().isSet(outOption)) {
        context.out << QString::fromUtf8(data);
        return ExitSuccess;
    }
    const QString target = command.parser().value(outOption);
    if (!writeFile(target, data, &error)) {
        return command.failure(Cli::tr("cannot write %1: %2").arg(target, error));
    }
    return ExitSuccess;
}

} // namespace arbiter
