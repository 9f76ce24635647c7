// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
#include "serve_command.h"

#include "command_line.h"
#include "file_pad_game.h"
#include "map/map.h"
#include "pad_server.h"
#include "pad_tokens.h"

#include <QCoreApplication>
#include <QTextStream>
#include <QTime>

namespace arbiter {

int runServeCommand(const CommandContext &context)
{
    CommandLine command(
        context, QStringLiteral("serve"),
        Cli::tr("Serves the players' order pads of a game: prints one line per power, \"POWER "
                "URL\",\nand serves until stopped. Every order a pad gives is written to the "
                "game file at once.\nThe links stay the same across restarts (kept in "
                "GAME.pads.json) until --reissue."),
        QStringLiteral("GAME.json"));
    const QCommandLineOption port(QStringLiteral("port"), Cli::tr("Listen on port <n> (default 8737)."),
                                  QStringLiteral("n"), QStringLiteral("8737"));
    const QCommandLineOption bind(QStringLiteral("bind"),
                                  Cli::tr("Listen on address <addr> (default: this computer's first address "
                                          "on a local network; 0.0.0.0 for every address)."),
                                  QStringLiteral("addr"));
    const QCommandLineOption reissue(QStringLiteral("reissue"),
                                     Cli::tr("Issue new links for every power: the old ones open nothing."));
    command.parser().addOption(port);
    command.parser().addOption(bind);
    command.parser().addOption(reissue);
    command.parser().addPositionalArgument(QStringLiteral("GAME.json"), Cli::tr("The game file to serve."));
    if (const std::optional<int> exit = command.parse())
        return *exit;
    const QString path = command.onlyArgument(Cli::tr("the game file is missing"));
    if (path.isEmpty())
        return ExitUsage;
    if (!command.checkInputFile(path))
        return ExitFailure;
    bool portOk = false;
    const uint portNumber = command.parser().value(port).toUInt(&portOk);
    if (!portOk || portNumber > 65535)
        return command.usageError(Cli::tr("--port takes a number from 0 to 65535"));
    pads::PadServer::Settings settings;
    settings.port = quint16(portNumber);
    settings.address = pads::PadServer::defaultAddress();
    if (command.parser().isSet(bind) && !settings.address.setAddress(command.parser().value(bind)))
        return command.usageError(
            Cli::tr("--bind takes an IP address, not '%1'").arg(command.parser().value(bind)));

    QString error;
    std::unique_ptr<pads::FilePadGame> game = pads::FilePadGame::open(path, &error);
    if (!game)
        return command.failure(Cli::tr("%1: %2").arg(path, error));
    const Map &map = game->game().map();
    std::optional<pads::PadTokens> tokens;
    if (command.parser().isSet(reissue)) {
        tokens = pads::PadTokens::issued(map.powerCount());
        if (!tokens->save(map, pads::padTokensFile(path), &error))
            tokens.reset();
    } else {
        tokens = pads::tokensForGame(map, path, &error);
    }
    if (!tokens)
        return command.failure(Cli::tr("%1: %2").arg(pads::padTokensFile(path), error));

    pads::PadServer server(game.get(), &*tokens);
    server.keepReceivedTimes(pads::padTokensFile(path));
    if (!server.start(settings, &error))
        return command.failure(Cli::tr("cannot listen on %1 port %2: %3")
                                   .arg(settings.address.toString())
                                   .arg(settings.port)
                                   .arg(error));
    const QString host = pads::PadServer::linkHost(settings.address);
    for (int p = 0; p < map.powerCount(); ++p)
        context.out << map.power(p).name << ' ' << server.padUrl(p, host).toString() << '\n';
    context.out.flush();
    context.err << Cli::tr("Serving %1 on %2 port %3; stop with Ctrl+C.")
                       .arg(path, settings.address.toString())
                       .arg(server.port())
                << '\n';
    context.err.flush();
    QObject::connect(&server, &pads::PadServer::ordersReceived, &server, [&](int power) {
        context.err << Cli::tr("%1 %2: orders received from the pad (%3 of its orders in the game).")
                           .arg(QTime::currentTime().toString(QStringLiteral("HH:mm:ss")),
                                map.power(power).name)
                           .arg(server.padOrderCount(power))
                    << '\n';
        context.err.flush();
    });
    return QCoreApplication::exec();
}

} // namespace arbiter
