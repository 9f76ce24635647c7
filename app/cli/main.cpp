// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
// arbiter-cli: the rules engine from the command line.
#include "bench_command.h"
#include "datc_command.h"
#include "map/map.h"
#include "play_command.h"
#include "rules/rule_settings.h"

#include <QCoreApplication>
#include <QTextStream>

#include <cstdio>

using namespace arbiter;

namespace {

void usage(QTextStream &err)
{
    err << "usage: arbiter-cli datc FILE... [--rules PRESET] [--set ISSUE=CHOICE]... [-v]\n"
           "       arbiter-cli bench FILE... [--rules PRESET] [--set ISSUE=CHOICE]...\n"
           "       arbiter-cli new GAME.json [--rules PRESET] [--set ISSUE=CHOICE]... [--nodias] [--name NAME]\n"
           "                             [--from-datc FILE [--case NAME]]\n"
           "       arbiter-cli play GAME.json --orders SHEET [--out GAME.json]\n"
           "       (--map DIR before the command uses another map folder)\n"
           "rule presets: "
        << RuleSettings::presetNames().join(u", ") << '\n';
}

} // namespace

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    QCoreApplication::setApplicationName(QStringLiteral("arbiter-cli"));
    QTextStream out(stdout);
    QTextStream err(stderr);
    QStringList args = QCoreApplication::arguments().mid(1);
    QString mapDir = Map::standardMapDirectory();
    if (args.size() >= 2 && args[0] == u"--map") {
        mapDir = args[1];
        args = args.mid(2);
    }
    if (args.isEmpty()) {
        usage(err);
        return 2;
    }
    const QString command = args.takeFirst();
    if (command != u"datc" && command != u"bench" && command != u"new" && command != u"play") {
        err << "unknown command '" << command << "'\n";
        usage(err);
        return 2;
    }
    QString error;
    const std::optional<Map> map = Map::load(mapDir, &error);
    if (!map) {
        err << "cannot load the map: " << error << '\n';
        return 2;
    }
    auto shared = std::make_shared<const Map>(std::move(*map));
    if (command == u"new")
        return runNewCommand(shared, args, out, err);
    if (command == u"play")
        return runPlayCommand(shared, args, out, err);
    RuleSettings rules;
    DatcOptions options;
    if (!parseDatcOptions(args, &rules, &options, err)) {
        usage(err);
        return 2;
    }
    if (command == u"bench")
        return runBenchCommand(*shared, rules, options, out);
    return runDatcCommand(*shared, rules, options, out);
}
