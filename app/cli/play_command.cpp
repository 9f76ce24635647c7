// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
#include "play_command.h"

#include "record/game_file.h"
#include "text/datc_reader.h"
#include "text/order_sheet.h"
#include "record/results_report.h"

#include <QFile>
#include <QTextStream>

#include <algorithm>

namespace arbiter {

int runNewCommand(std::shared_ptr<const Map> map, const QStringList &args, QTextStream &out, QTextStream &err)
{
    QString path;
    RuleSettings rules;
    DrawMode mode = DrawMode::Dias;
    QString name;
    QString datcFile;
    QString datcCase;
    for (int i = 0; i < args.size(); ++i) {
        const QString &a = args[i];
        const bool hasValue = i + 1 < args.size();
        if (a == u"--rules" && hasValue) {
            if (!RuleSettings::preset(args[++i], &rules)) {
                err << "unknown rule preset '" << args[i] << "'\n";
                return 2;
            }
        } else if (a == u"--set" && hasValue) {
            const QString message = rules.apply(args[++i]);
            if (!message.isEmpty()) {
                err << message << '\n';
                return 2;
            }
        } else if (a == u"--nodias") {
            mode = DrawMode::NoDias;
        } else if (a == u"--name" && hasValue) {
            name = args[++i];
        } else if (a == u"--from-datc" && hasValue) {
            datcFile = args[++i];
        } else if (a == u"--case" && hasValue) {
            datcCase = args[++i];
        } else if (path.isEmpty() && !a.startsWith(u'-')) {
            path = a;
        } else {
            err << "unexpected argument '" << a << "'\n";
            return 2;
        }
    }
    if (path.isEmpty()) {
        err << "usage: arbiter-cli new GAME.json [--rules PRESET] [--set ISSUE=CHOICE]... [--nodias] [--name NAME]\n"
               "                                [--from-datc FILE [--case NAME]]\n";
        return 2;
    }
    std::optional<Game> made;
    if (datcFile.isEmpty()) {
        made.emplace(map, rules, mode);
    } else {
        // A DATC test case (the first, or the one named) becomes the starting position, with its rules.
        const DatcFile file = DatcReader(*map, rules).readFile(datcFile);
        for (const QString &e : file.errors)
            err << e << '\n';
        const auto it = std::find_if(file.cases.begin(), file.cases.end(), [&](const DatcCase &c) {
            return datcCase.isEmpty() || c.name == datcCase;
        });
        if (it == file.cases.end()) {
            err << datcFile << ": no case" << (datcCase.isEmpty() ? QString() : QStringLiteral(" named '%1'").arg(datcCase)) << '\n';
            return 1;
        }
        for (const QString &e : it->errors)
            err << e << '\n';
        if (!it->errors.isEmpty())
            return 1;
        made.emplace(map, it->rules, mode, datcStartPosition(*map, *it));
        if (name.isEmpty())
            name = it->name;
    }
    Game &game = *made;
    game.info().name = name;
    QString error;
    if (!saveGame(game, path, &error)) {
        err << path << ": " << error << '\n';
        return 1;
    }
    out << "created " << path << ": " << phaseName(game.currentEntry().position.phase) << '\n';
    return 0;
}

int runPlayCommand(std::shared_ptr<const Map> map, const QStringList &args, QTextStream &out, QTextStream &err)
{
    QString gamePath;
    QString ordersPath;
    QString outPath;
    for (int i = 0; i < args.size(); ++i) {
        const QString &a = args[i];
        if (a == u"--orders" && i + 1 < args.size())
            ordersPath = args[++i];
        else if (a == u"--out" && i + 1 < args.size())
            outPath = args[++i];
        else if (gamePath.isEmpty() && !a.startsWith(u'-'))
            gamePath = a;
        else {
            err << "unexpected argument '" << a << "'\n";
            return 2;
        }
    }
    if (gamePath.isEmpty() || ordersPath.isEmpty()) {
        err << "usage: arbiter-cli play GAME.json --orders SHEET [--out GAME.json]\n";
        return 2;
    }
    QString error;
    std::optional<Game> game = loadGame(gamePath, map, &error);
    if (!game) {
        err << gamePath << ": " << error << '\n';
        return 1;
    }
    QFile sheetFile(ordersPath);
    if (!sheetFile.open(QIODevice::ReadOnly)) {
        err << ordersPath << ": " << sheetFile.errorString() << '\n';
        return 1;
    }
    if (game->ended()) {
        err << gamePath << ": the game has ended\n";
        return 1;
    }
    const PhaseEntry &current = game->currentEntry();
    const OrderSheet sheet = readOrderSheet(*map, QString::fromUtf8(sheetFile.readAll()), &current.position);
    for (const SheetLine &line : sheet.unreadable)
        err << ordersPath << ':' << line.line << ": " << describeParseError(line.parsed.error) << ": " << line.text << '\n';
    std::vector<EnteredOrder> orders = current.orders;
    for (const SheetLine &line : sheet.orders) {
        if (line.parsed.order.power < 0) {
            err << ordersPath << ':' << line.line << ": no power gives this order: " << line.text << '\n';
            continue;
        }
        orders.push_back({line.text, line.parsed.order});
    }
    const int id = game->current();
    game->setOrders(id, std::move(orders));
    game->adjudicate();
    out << resultsReport(*game, id);
    if (!outPath.isEmpty() && !saveGame(*game, outPath, &error)) {
        err << outPath << ": " << error << '\n';
        return 1;
    }
    return sheet.unreadable.empty() ? 0 : 3;
}

} // namespace arbiter
