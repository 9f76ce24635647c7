// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
#include "lesson_command.h"

#include "command_line.h"
#include "map/map.h"
#include "record/game_file.h"
#include "record/lesson_writer.h"
#include "text/phase_text.h"

#include <QFileInfo>
#include <QTextStream>

namespace arbiter {

int runLessonCommand(const CommandContext &context)
{
    CommandLine command(context, QStringLiteral("lesson"),
                        Cli::tr("Keeps the phase a game is at, with its entered orders, as a lesson: a DATC "
                                "case with the outcome the judge gives, added to a lesson collection file "
                                "(made if missing). Copy the file into the lessons folder to see it under "
                                "Help > Lessons."),
                        QStringLiteral("save GAME.json"));
    const QCommandLineOption titleOption(QStringLiteral("title"), Cli::tr("The lesson's title."),
                                         QStringLiteral("text"));
    const QCommandLineOption descriptionOption(
        QStringLiteral("description"), Cli::tr("What the lesson teaches (a blank line between paragraphs)."),
        QStringLiteral("text"));
    const QCommandLineOption sectionOption(
        QStringLiteral("section"),
        Cli::tr("The collection's name, for a new file (default: the file's name)."), QStringLiteral("name"));
    const QCommandLineOption outOption(
        QStringLiteral("out"), Cli::tr("The collection file to add the lesson to."), QStringLiteral("FILE"));
    for (const QCommandLineOption *o : {&titleOption, &descriptionOption, &sectionOption, &outOption})
        command.parser().addOption(*o);
    command.parser().addPositionalArgument(QStringLiteral("save"), Cli::tr("The action: save."));
    command.parser().addPositionalArgument(QStringLiteral("GAME.json"), Cli::tr("The game file."));
    if (const std::optional<int> exit = command.parse())
        return *exit;
    const QStringList words = command.parser().positionalArguments();
    if (words.isEmpty() || words.front() != u"save")
        return command.usageError(Cli::tr("the action is missing or unknown (only 'save')"));
    if (words.size() != 2)
        return command.usageError(Cli::tr("give one game file after 'save'"));
    if (!command.parser().isSet(titleOption) || command.parser().value(titleOption).trimmed().isEmpty())
        return command.usageError(Cli::tr("--title is missing"));
    if (!command.parser().isSet(outOption))
        return command.usageError(Cli::tr("--out is missing"));
    const QString path = words[1];
    if (!command.checkInputFile(path))
        return ExitUsage;
    const std::shared_ptr<const Map> map = command.loadGameMap(path);
    if (!map)
        return ExitFailure;
    QString error;
    const std::optional<Game> game = loadGame(path, map, &error);
    if (!game)
        return command.failure(Cli::tr("%1: %2").arg(path, error));

    const QString out = command.parser().value(outOption);
    const QString collection = command.parser().isSet(sectionOption) ? command.parser().value(sectionOption)
                                                                     : QFileInfo(out).completeBaseName();
    LessonDraft draft = lessonDraftOf(*game, game->current());
    draft.title = command.parser().value(titleOption);
    draft.description = command.parser().value(descriptionOption);
    // Named by its title, with " (2)"... where the collection has a lesson of that name.
    draft.name = freeLessonName(*map, out, draft.title);
    draft.title = draft.name;
    const QString text = lessonCaseText(*map, draft, &error);
    if (text.isEmpty())
        return command.failure(Cli::tr("%1: %2").arg(path, error));
    if (!addLessonToCollection(*map, out, collection, text, &error))
        return command.failure(error);
    context.out << Cli::tr("%1: lesson '%2' (%3, %4 orders) added")
                       .arg(out, draft.name, phaseName(draft.position.phase))
                       .arg(draft.orders.size())
                << '\n';
    return ExitSuccess;
}

} // namespace arbiter
