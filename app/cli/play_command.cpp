// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
#include "play_command.h"

#include "command_line.h"
#include "judge/orders_due.h"
#include "record/datc_game.h"
#include "record/game_file.h"
#include "record/game_script.h"
#include "record/results_report.h"
#include "text/order_formatter.h"
#include "text/order_sheet.h"
#include "text/phase_text.h"

#include <QFile>
#include <QFileInfo>
#include <QTextStream>

#include <algorithm>

namespace arbiter {

int runNewCommand(const CommandContext &context)
{
    CommandLine command(
        context, QStringLiteral("new"),
        Cli::tr("Makes a new game file: the first Spring of a map (the standard map unless\n"
                "--map names another), the position, rules and orders of a DATC test case, or a\n"
                "game script played."),
        QStringLiteral("GAME.json"));
    command.addRuleOptions();
    const QCommandLineOption noDias(QStringLiteral("nodias"),
                                    Cli::tr("A draw need not include every surviving power (no DIAS)."));
    const QCommandLineOption name(QStringLiteral("name"), Cli::tr("The name of the game."),
                                  QStringLiteral("name"));
    const QCommandLineOption fromDatc(
        QStringLiteral("from-datc"),
        Cli::tr("Start from a case of the DATC test file <file>: its position, orders and RULES "
                "(over --rules and --set)."),
        QStringLiteral("file"));
    const QCommandLineOption caseName(QStringLiteral("case"),
                                      Cli::tr("The case of --from-datc, e.g. 6.E.15 (any letter case); the "
                                              "file's first case when not given."),
                                      QStringLiteral("name"));
    const QCommandLineOption start(QStringLiteral("start"),
                                   Cli::tr("Start from the map's start variant <id> (e.g. fleet_rome on the "
                                           "standard map)."),
                                   QStringLiteral("id"));
    const QCommandLineOption fromScript(
        QStringLiteral("from-script"),
        Cli::tr("Play the game script <file> from the first Spring and keep the game as played (the format "
                "of tests/games/club_game.txt: PHASE lines, each followed by the phase's order sheet and "
                "draw votes; its RULES line over --rules and --set)."),
        QStringLiteral("file"));
    const QCommandLineOption force(QStringLiteral("force"), Cli::tr("Replace GAME.json if it exists."));
    for (const QCommandLineOption &option : {noDias, name, fromDatc, caseName, start, fromScript, force})
        command.parser().addOption(option);
    command.parser().addPositionalArgument(QStringLiteral("GAME.json"), Cli::tr("The game file to write."));
    if (const std::optional<int> exit = command.parse())
        return *exit;
    const QString path = command.onlyArgument(Cli::tr("the game file to write is missing"));
    if (path.isEmpty())
        return ExitUsage;
    // A game file is a game master's evening: it is not replaced by a slip of the command line.
    if (QFileInfo::exists(path) && !command.parser().isSet(force))
        return command.usageError(Cli::tr("%1 exists; --force replaces it").arg(path));
    if (command.parser().isSet(caseName) && !command.parser().isSet(fromDatc))
        return command.usageError(Cli::tr("--case needs --from-datc"));
    const QString datcFile = command.parser().value(fromDatc);
    if (!datcFile.isEmpty() && !command.checkInputFile(datcFile))
        return ExitUsage;
    const QString scriptFile = command.parser().value(fromScript);
    if (!scriptFile.isEmpty() && !command.checkInputFile(scriptFile))
        return ExitUsage;
    if (!scriptFile.isEmpty() && !datcFile.isEmpty())
        return command.usageError(Cli::tr("--from-script and --from-datc exclude each other"));
    RuleSettings rules;
    if (!command.readRules(&rules))
        return ExitUsage;
    const std::shared_ptr<const Map> map = command.loadMap();
    if (!map)
        return ExitUsage;
    const QString startVariant = command.parser().value(start);
    if (!startVariant.isEmpty() && !map->startingUnits(startVariant)) {
        QStringList known;
        for (const StartVariant &v : map->startVariants())
            known << v.id;
        return command.usageError(
            Cli::tr("the map %1 has no start variant '%2'; known: %3")
                .arg(map->name(), startVariant, known.isEmpty() ? Cli::tr("none") : known.join(u", ")));
    }
    if (!startVariant.isEmpty() && !datcFile.isEmpty())
        return command.usageError(Cli::tr("--start and --from-datc exclude each other"));
    if (!startVariant.isEmpty() && !scriptFile.isEmpty())
        return command.usageError(Cli::tr("--start and --from-script exclude each other"));

    QTextStream &out = context.out;
    QTextStream &err = context.err;
    const DrawMode mode = command.parser().isSet(noDias) ? DrawMode::NoDias : DrawMode::Dias;
    std::optional<Game> made;
    if (!scriptFile.isEmpty()) {
        QFile file(scriptFile);
        if (!file.open(QIODevice::ReadOnly))
            return command.failure(Cli::tr("cannot read %1: %2").arg(scriptFile, file.errorString()));
        QString error;
        QStringList warnings;
        made = playGameScript(QString::fromUtf8(file.readAll()), map, &error, rules, mode, &warnings);
        for (const QString &warning : warnings)
            err << Cli::tr("%1: %2").arg(scriptFile, warning) << '\n';
        if (!made)
            return command.failure(Cli::tr("%1: %2").arg(scriptFile, error));
    } else if (datcFile.isEmpty()) {
        made.emplace(map, rules, mode, Position::initial(*map, startVariant));
        made->setStartVariant(startVariant);
    } else {
        const DatcFile file = DatcReader(*map, rules).readFile(datcFile);
        for (const QString &e : file.errors)
            err << e << '\n';
        const QString wanted = command.parser().value(caseName);
        if (!wanted.isEmpty() &&
            std::none_of(file.cases.begin(), file.cases.end(), [&wanted](const DatcCase &c) {
                return c.name.compare(wanted, Qt::CaseInsensitive) == 0;
            })) {
            QStringList known;
            for (const DatcCase &c : file.cases)
                known << c.name;
            return command.usageError(Cli::tr("%1 has no case named %2; its cases: %3")
                                          .arg(QFileInfo(datcFile).fileName(), wanted,
                                               known.isEmpty() ? Cli::tr("none") : known.join(u", ")));
        }
        DatcGame fromCase = datcGame(map, file, command.parser().value(caseName), mode);
        if (!fromCase.game)
            return command.failure(fromCase.error);
        for (const FlyingDutchman &d : fromCase.removed)
            err << Cli::tr("removed %1: it cannot be on the board (DATC 4.E.6)").arg(formatUnit(*map, d.what))
                << '\n';
        for (const QString &unread : fromCase.unreadOrders)
            err << Cli::tr("%1: left out").arg(unread) << '\n';
        made = std::move(fromCase.game);
    }
    Game &game = *made;
    if (command.parser().isSet(name))
        game.info().name = command.parser().value(name);
    QString error;
    if (!saveGame(game, path, &error))
        return command.failure(Cli::tr("cannot write %1: %2").arg(path, error));
    out << Cli::tr("created %1: %2, %n order(s) entered", nullptr, int(game.currentEntry().orders.size()))
               .arg(path, phaseName(game.currentEntry().position.phase))
        << '\n';
    return ExitSuccess;
}

int runPlayCommand(const CommandContext &context)
{
    CommandLine command(context, QStringLiteral("play"),
                        Cli::tr("Adds the orders of an order sheet to the current phase of a game file,\n"
                                "adjudicates the phase and prints the results."),
                        QStringLiteral("GAME.json --orders SHEET [--explain]"));
    const QCommandLineOption orders(
        QStringLiteral("orders"),
        Cli::tr("The order sheet: one order a line, e.g. \"England: F lon - nth\"."),
        QStringLiteral("sheet"));
    const QCommandLineOption outFile(QStringLiteral("out"), Cli::tr("Save the game, adjudicated, to <file>."),
                                     QStringLiteral("file"));
    const QCommandLineOption explain(QStringLiteral("explain"),
                                     Cli::tr("Print under each order why it succeeded or failed, with the "
                                             "strengths and supports that decided."));
    const QCommandLineOption fullNames(
        QStringLiteral("full-names"),
        Cli::tr("Write places out in the results and explanations (\"A Vienna\", "
                "\"Vienna is empty\"), not as their abbreviations."));
    command.parser().addOption(orders);
    command.parser().addOption(outFile);
    command.parser().addOption(explain);
    command.parser().addOption(fullNames);
    command.parser().addPositionalArgument(QStringLiteral("GAME.json"), Cli::tr("The game file to play."));
    if (const std::optional<int> exit = command.parse())
        return *exit;
    const QString gamePath = command.onlyArgument(Cli::tr("the game file is missing"));
    if (gamePath.isEmpty())
        return ExitUsage;
    if (!command.parser().isSet(orders))
        return command.usageError(Cli::tr("--orders SHEET is missing"));
    const QString ordersPath = command.parser().value(orders);
    const QString outPath = command.parser().value(outFile);
    if (!command.checkInputFile(gamePath) || !command.checkInputFile(ordersPath))
        return ExitUsage;
    const std::shared_ptr<const Map> map = command.loadGameMap(gamePath);
    if (!map)
        return ExitFailure;

    QTextStream &out = context.out;
    QTextStream &err = context.err;
    QString error;
    std::optional<Game> game = loadGame(gamePath, map, &error);
    if (!game)
        return command.failure(Cli::tr("%1: %2").arg(gamePath, error));
    QFile sheetFile(ordersPath);
    if (!sheetFile.open(QIODevice::ReadOnly))
        return command.failure(Cli::tr("%1: %2").arg(ordersPath, sheetFile.errorString()));
    if (game->ended())
        return command.failure(Cli::tr("%1: the game has ended").arg(gamePath));
    const PhaseEntry &current = game->currentEntry();
    const OrderSheet sheet = readOrderSheet(*map, QString::fromUtf8(sheetFile.readAll()), &current.position);
    // Every line that gives no order is reported, and then nothing is played: a phase adjudicated without
    // an order the game master wrote cannot be taken back from the file. A name read as another is played,
    // but the game master should see what was made of it. All of it in the order of the sheet's lines.
    std::vector<std::pair<int, QString>> messages;
    for (const SheetLine &line : sheet.unreadable)
        messages.emplace_back(line.line, Cli::tr("%1: %2").arg(describeSheetError(line), line.text));
    for (const SheetWarning &warning : sheet.warnings)
        messages.emplace_back(warning.line, Cli::tr("warning: %1").arg(warning.text));
    bool powerless = false;
    for (const SheetLine &line : sheet.orders) {
        if (line.parsed.order.power < 0) {
            messages.emplace_back(line.line, Cli::tr("no power gives this order: %1").arg(line.text));
            powerless = true;
        }
    }
    std::stable_sort(messages.begin(), messages.end(),
                     [](const auto &a, const auto &b) { return a.first < b.first; });
    for (const auto &[line, message] : messages)
        err << Cli::tr("%1:%2: %3").arg(ordersPath, QString::number(line), message) << '\n';
    if (!sheet.unreadable.empty() || powerless) {
        err << Cli::tr("%1: not adjudicated; nothing written").arg(gamePath) << '\n';
        return ExitUnreadOrders;
    }
    // An empty sheet (the wrong file, a file saved before it was written) is played as it is, but not in
    // silence: the game master sees that no order came from it.
    if (sheet.orders.empty() && current.orders.empty()) {
        const std::vector<OrderCount> due = orderCounts(*map, game->rules(), current.position, {});
        if (std::any_of(due.begin(), due.end(), [](const OrderCount &c) { return c.due > 0; })) {
            const PhaseKind kind = current.position.phase.kind;
            err << Cli::tr("%1: warning: the sheet holds no orders: %2")
                       .arg(ordersPath,
                            kind == PhaseKind::Movement ? Cli::tr("every unit holds")
                            : kind == PhaseKind::Retreat
                                ? Cli::tr("every dislodged unit is disbanded")
                                : Cli::tr("builds are waived and removals made by civil disorder"))
                << '\n';
        }
    }
    std::vector<EnteredOrder> entered = current.orders;
    for (const SheetLine &line : sheet.orders) {
        // A game made from a DATC case has the case's orders entered already; the same order again from the
        // sheet would be that order once more (4.D.3) and only clutter the report.
        const bool already = std::any_of(entered.begin(), entered.end(), [&line](const EnteredOrder &e) {
            return e.order == line.parsed.order;
        });
        if (!already)
            entered.push_back({line.text, line.parsed.order});
    }
    const int id = game->current();
    game->setOrders(id, std::move(entered));
    game->adjudicate();
    out << resultsReport(*game, id, command.parser().isSet(explain),
                         command.parser().isSet(fullNames) ? PlaceNaming::WrittenOut
                                                           : PlaceNaming::Abbreviated);
    // The results say "Next: ..." as if the game had gone on; without --out it has not, on disk.
    if (outPath.isEmpty()) {
        out << Cli::tr("Not saved: give --out FILE to keep the adjudicated game.") << '\n';
        return ExitSuccess;
    }
    if (!saveGame(*game, outPath, &error))
        return command.failure(Cli::tr("cannot write %1: %2").arg(outPath, error));
    return ExitSuccess;
}

} // namespace arbiter
