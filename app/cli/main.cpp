// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
// arbiter-cli: the rules engine from the command line.
#include "analyse_command.h"
#include "bench_command.h"
#include "command_line.h"
#include "datc_command.h"
#include "import_command.h"
#include "lesson_command.h"
#include "map/map.h"
#include "play_command.h"
#include "score_command.h"
#include "serve_command.h"

#include <QCoreApplication>
#include <QTextStream>

#include <cstdio>

using namespace arbiter;

namespace {

struct Command
{
    const char *name;
    const char *summary;
    int (*run)(const CommandContext &);
};

const Command commands[] = {
    {"datc",
     QT_TRANSLATE_NOOP("Cli", "Run DATC test files; report each case that fails and how many passed."),
     runDatcCommand},
    {"bench", QT_TRANSLATE_NOOP("Cli", "Time the adjudication of the cases of DATC test files."),
     runBenchCommand},
    {"new", QT_TRANSLATE_NOOP("Cli", "Make a new game file, from Spring 1901 or from a DATC case."),
     runNewCommand},
    {"play",
     QT_TRANSLATE_NOOP("Cli", "Adjudicate the current phase of a game file with the orders of a sheet."),
     runPlayCommand},
    {"score", QT_TRANSLATE_NOOP("Cli", "Score games with the scoring systems of tournaments."),
     runScoreCommand},
    {"import",
     QT_TRANSLATE_NOOP("Cli", "Read games of other judges (MILA JSON, Judge transcripts) and check them."),
     runImportCommand},
    {"export", QT_TRANSLATE_NOOP("Cli", "Write a game as MILA JSON or as a Judge-style transcript."),
     runExportCommand},
    {"lesson", QT_TRANSLATE_NOOP("Cli", "Keep the phase a game is at, with its orders, as a lesson."),
     runLessonCommand},
    {"analyse",
     QT_TRANSLATE_NOOP("Cli", "Whether a side can force goals next phase whatever the others order."),
     runAnalyseCommand},
    {"serve", QT_TRANSLATE_NOOP("Cli", "Serve the players' order pads of a game file on the local network."),
     runServeCommand},
};

QString programHelp(const QCommandLineParser &parser)
{
    // QCommandLineParser's text, with a usage line that shows where the command's own options go, and the
    // commands listed.
    const QString text = parser.helpText();
    QString help = Cli::tr("Usage: %1 [--map <map>] COMMAND [options] [arguments]")
                       .arg(QCoreApplication::applicationName()) +
                   text.mid(text.indexOf(u'\n')) + u'\n' + Cli::tr("Commands:") + u'\n';
    for (const Command &c : commands)
        help += QStringLiteral("  %1  %2\n")
                    .arg(QString::fromLatin1(c.name).leftJustified(7), Cli::tr(c.summary));
    help += u'\n' +
            Cli::tr("Run '%1 COMMAND --help' for the options and arguments of a command.")
                .arg(QCoreApplication::applicationName()) +
            u'\n' +
            Cli::tr("Exit status: 0 success; 1 failure (a DATC case failed, a file could not be read or\n"
                    "written); 2 wrong arguments; 3 (play, import) some lines could not be read;\n"
                    "4 (import --check) a phase differs from the recorded adjudication;\n"
                    "5 (analyse) the limit stopped the search before the answer was known.") +
            u'\n';
    return help;
}

} // namespace

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    QCoreApplication::setApplicationName(QStringLiteral("arbiter-cli"));
    QCoreApplication::setApplicationVersion(QStringLiteral(ARBITER_VERSION));
    QTextStream out(stdout);
    QTextStream err(stderr);

    QCommandLineParser parser;
    parser.setApplicationDescription(Cli::tr("The Arbiter rules engine from the command line."));
    const QCommandLineOption help = parser.addHelpOption();
    const QCommandLineOption version = parser.addVersionOption();
    const QCommandLineOption map(
        QStringLiteral("map"),
        Cli::tr(
            "The map: a map's name (e.g. standard) or the folder <map> of its tables. Games are otherwise "
            "on the map their file names, new ones on the standard map."),
        QStringLiteral("map"));
    parser.addOption(map);
    parser.addPositionalArgument(
        QStringLiteral("command"),
        Cli::tr("datc, bench, new, play, score, import, export, lesson, analyse or serve (see below)."),
        QStringLiteral("COMMAND"));
    // Everything after the command word is the command's to read.
    parser.setOptionsAfterPositionalArgumentsMode(QCommandLineParser::ParseAsPositionalArguments);

    const QString name = QCoreApplication::applicationName();
    const auto usageError = [&](const QString &message) {
        err << Cli::tr("%1: %2").arg(name, message) << '\n'
            << Cli::tr("Run '%1 --help' for the commands.").arg(name) << '\n';
        return int(ExitUsage);
    };
    if (!parser.parse(QCoreApplication::arguments()))
        return usageError(parser.errorText());
    if (parser.isSet(help) || parser.isSet(QStringLiteral("help-all"))) {
        out << programHelp(parser);
        return ExitSuccess;
    }
    if (parser.isSet(version)) {
        out << name << ' ' << QCoreApplication::applicationVersion() << '\n';
        return ExitSuccess;
    }
    QStringList args = parser.positionalArguments();
    if (args.isEmpty()) {
        err << programHelp(parser);
        return ExitUsage;
    }
    const QString word = args.takeFirst();
    for (const Command &c : commands) {
        if (word == QLatin1String(c.name)) {
            const CommandContext context{args, parser.value(map), out, err};
            return c.run(context);
        }
    }
    return usageError(Cli::tr("unknown command '%1'").arg(word));
}
