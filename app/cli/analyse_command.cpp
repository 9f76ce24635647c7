// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
#include "analyse_command.h"

#include "analysis/tactics_search.h"
#include "command_line.h"
#include "record/game_file.h"
#include "text/order_formatter.h"
#include "text/phase_text.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTextStream>

namespace arbiter {

namespace {

// Powers named by id, name or adjective, separated by commas; an unknown name is said.
bool readPowers(const Map &map, const QString &list, std::vector<int> *powers, QString *error)
{
    for (const QString &name : list.split(u',', Qt::SkipEmptyParts)) {
        const int power = map.findPower(name.trimmed());
        if (power < 0) {
            *error = Cli::tr("the map has no power '%1'").arg(name.trimmed());
            return false;
        }
        powers->push_back(power);
    }
    if (powers->empty()) {
        *error = Cli::tr("no power named in '%1'").arg(list);
        return false;
    }
    return true;
}

QStringList spelled(const Map &map, const std::vector<Order> &orders)
{
    QStringList out;
    for (const Order &o : orders)
        out << formatOrder(map, o, true, PhaseKind::Movement);
    return out;
}

QJsonObject answerJson(const Map &map, const Position &position, const Answer &a)
{
    QJsonObject o;
    o[u"verdict"] = QLatin1String(verdictWord(a.verdict));
    o[u"orders"] = QJsonArray::fromStringList(spelled(map, a.orders));
    o[u"complete"] = a.complete;
    o[u"guaranteeingSets"] = double(a.guaranteeingSets);
    o[u"beaten"] = double(a.beaten);
    o[u"tiedWithOthers"] = a.tiedWithOthers;
    o[u"refutation"] = QJsonArray::fromStringList(spelled(map, a.refutation));
    o[u"safeDefence"] = QJsonArray::fromStringList(spelled(map, a.safeDefence));
    o[u"safeDefences"] = double(a.safeDefences);
    o[u"converseComplete"] = a.converseComplete;
    o[u"ourSets"] = double(a.ourSets);
    o[u"theirSets"] = double(a.theirSets);
    o[u"settledOurSets"] = double(a.settledOurSets);
    o[u"evaluations"] = double(a.evaluations);
    QStringList taking;
    for (int u : a.takingPart)
        taking << formatUnit(map, position.units[std::size_t(u)]);
    o[u"takingPart"] = QJsonArray::fromStringList(taking);
    if (a.byStrength) {
        QJsonObject proof;
        proof[u"goal"] = a.byStrength->goal; // index into the goals as given
        proof[u"province"] = map.province(a.byStrength->province).id;
        proof[u"attackAtMost"] = a.byStrength->attackAtMost;
        proof[u"holdAtLeast"] = a.byStrength->holdAtLeast;
        QStringList attackers;
        for (int u : a.byStrength->attackers)
            attackers << formatUnit(map, position.units[std::size_t(u)]);
        proof[u"attackers"] = QJsonArray::fromStringList(attackers);
        o[u"byStrength"] = proof;
    }
    return o;
}

// "A bel, A ruh, A mun": units of the position, as the orders spell them.
QString unitList(const Map &map, const Position &position, const std::vector<int> &units)
{
    QStringList out;
    for (int u : units)
        out << formatUnit(map, position.units[std::size_t(u)]);
    return out.join(QStringLiteral(", "));
}

void printAnswer(QTextStream &out, const Map &map, const Position &position, const Answer &a)
{
    // Machine-read: the verdict word and the orders are never translated.
    out << verdictWord(a.verdict) << '\n';
    for (const QString &order : spelled(map, a.orders))
        out << order << '\n';
    if (a.verdict == Verdict::NotGuaranteed && !a.refutation.empty()) {
        out << "refutation:\n";
        for (const QString &order : spelled(map, a.refutation))
            out << order << '\n';
    }
    if (a.verdict == Verdict::NotGuaranteed && !a.safeDefence.empty()) {
        out << "safe defence:\n";
        for (const QString &order : spelled(map, a.safeDefence))
            out << order << '\n';
    }
    // What was searched, as comments after the answer.
    switch (a.verdict) {
    case Verdict::Guaranteed:
        out << "# "
            << (a.complete
                    ? Cli::tr("%1 guaranteeing order set(s) of %2").arg(a.guaranteeingSets).arg(a.ourSets)
                    : Cli::tr("at least %1 guaranteeing order set(s) of %2 (limit reached)")
                          .arg(a.guaranteeingSets)
                          .arg(a.ourSets))
            << '\n';
        break;
    case Verdict::NotGuaranteed:
        if (a.byStrength) {
            out << "# "
                << Cli::tr("shown by counting strengths (%1): only %2 can move or support into %3, so no "
                           "move of ours there can have more than %4, and under the safe defence the unit "
                           "there holds with at least %5")
                       .arg(a.ourSets < 0 || a.theirSets < 0
                                ? Cli::tr("the order sets are too many to search")
                                : Cli::tr("the search was stopped first"),
                            unitList(map, position, a.byStrength->attackers),
                            map.province(a.byStrength->province).id)
                       .arg(a.byStrength->attackAtMost)
                       .arg(a.byStrength->holdAtLeast)
                << '\n';
            out << "# " << Cli::tr("the best attempt and the simplest safe defence were not searched")
                << '\n';
            break;
        }
        if (a.orders.empty())
            out << "# " << Cli::tr("the best attempt was not found (limit reached)") << '\n';
        else if (a.complete && a.tiedWithOthers)
            // Which of equal sets is printed depends on the order of the units: said, so that it is not read
            // as the only one.
            out << "# "
                << Cli::tr("the best attempt beats %1 of %2 defences; at least one other order set of ours "
                           "beats as many (shown: the first in the search's order, fewest orders other than "
                           "holds)")
                       .arg(a.beaten)
                       .arg(a.theirSets)
                << '\n';
        else if (a.complete)
            out << "# " << Cli::tr("the best attempt beats %1 of %2 defences").arg(a.beaten).arg(a.theirSets)
                << '\n';
        else
            out << "# "
                << Cli::tr("the best attempt found beats %1 of %2 defences (limit reached)")
                       .arg(a.beaten)
                       .arg(a.theirSets)
                << '\n';
        if (a.converseComplete)
            out << "# " << Cli::tr("%1 defence(s) hold against every order set of ours").arg(a.safeDefences)
                << '\n';
        else if (!a.safeDefence.empty())
            out << "# "
                << Cli::tr("the defences that hold against every order set of ours were not all counted "
                           "(limit reached)")
                << '\n';
        else
            out << "# "
                << Cli::tr("no defence was shown to hold against every order set of ours (limit reached)")
                << '\n';
        break;
    case Verdict::NotDecided:
        if (a.ourSets < 0 || a.theirSets < 0)
            out << "# " << Cli::tr("the order sets could not all be listed within the limits") << '\n';
        else
            out << "# "
                << Cli::tr("not decided: %1 of %2 order sets of our side settled against %3 of theirs")
                       .arg(a.settledOurSets)
                       .arg(a.ourSets)
                       .arg(a.theirSets)
                << '\n';
        break;
    }
    out << "# " << Cli::tr("%1 adjudications").arg(a.evaluations) << '\n';
}

} // namespace

const char *verdictWord(Verdict verdict)
{
    switch (verdict) {
    case Verdict::Guaranteed:
        return "guaranteed";
    case Verdict::NotGuaranteed:
        return "not guaranteed";
    case Verdict::NotDecided:
        break;
    }
    return "not decided";
}

int runAnalyseCommand(const CommandContext &context)
{
    CommandLine command(
        context, QStringLiteral("analyse"),
        Cli::tr("Whether our side can force the goals in the current movement phase of a game,\n"
                "whatever the other side orders. The first line is 'guaranteed', 'not guaranteed'\n"
                "or 'not decided' (the limit stopped the search); then our order set, and for a\n"
                "failed attempt 'refutation:' and the defence that beats it. Exit status 0 when\n"
                "decided, 5 when not decided, 2 for wrong arguments."),
        QStringLiteral("GAME.json --side POWER[,POWER...] --goal GOAL..."));
    const QCommandLineOption side(QStringLiteral("side"),
                                  Cli::tr("The powers of our side, separated by commas."),
                                  QStringLiteral("powers"));
    const QCommandLineOption goal(
        QStringLiteral("goal"),
        Cli::tr(
            "A goal for the coming phase: \"take P\" (a unit of ours in P), \"hold P\" (no unit of theirs "
            "in P), \"dislodge P\" (their unit in P dislodged), \"keep P\" (our unit in P not "
            "dislodged). Repeat for goals to be met together."),
        QStringLiteral("goal"));
    const QCommandLineOption against(
        QStringLiteral("against"),
        Cli::tr("The powers of their side (default: every other power with units; "
                "a power on neither side holds)."),
        QStringLiteral("powers"));
    const QCommandLineOption limit(QStringLiteral("limit"),
                                   Cli::tr("Stop after <seconds>; what is not settled then is said."),
                                   QStringLiteral("seconds"));
    const QCommandLineOption threads(QStringLiteral("threads"),
                                     Cli::tr("Search on <n> threads (default: one per core)."),
                                     QStringLiteral("n"));
    const QCommandLineOption json(QStringLiteral("json"), Cli::tr("Print the answer as one JSON object."));
    for (const QCommandLineOption &option : {side, goal, against, limit, threads, json})
        command.parser().addOption(option);
    command.parser().addPositionalArgument(QStringLiteral("GAME.json"), Cli::tr("The game file to analyse."));
    if (const std::optional<int> exit = command.parse())
        return *exit;
    const QString gamePath = command.onlyArgument(Cli::tr("the game file is missing"));
    if (gamePath.isEmpty())
        return ExitUsage;
    if (!command.parser().isSet(side))
        return command.usageError(Cli::tr("--side POWER[,POWER...] is missing"));
    if (!command.parser().isSet(goal))
        return command.usageError(Cli::tr("--goal is missing, e.g. --goal \"take mun\""));
    SearchLimits limits;
    if (command.parser().isSet(limit)) {
        bool ok = false;
        limits.seconds = command.parser().value(limit).toDouble(&ok);
        if (!ok || limits.seconds <= 0)
            return command.usageError(
                Cli::tr("--limit takes a number of seconds, not '%1'").arg(command.parser().value(limit)));
    }
    if (command.parser().isSet(threads)) {
        bool ok = false;
        limits.threads = command.parser().value(threads).toInt(&ok);
        if (!ok || limits.threads < 1)
            return command.usageError(Cli::tr("--threads takes a number of threads, not '%1'")
                                          .arg(command.parser().value(threads)));
    }
    if (!command.checkInputFile(gamePath))
        return ExitUsage;
    const std::shared_ptr<const Map> map = command.loadGameMap(gamePath);
    if (!map)
        return ExitFailure;
    QString error;
    const std::optional<Game> game = loadGame(gamePath, map, &error);
    if (!game)
        return command.failure(Cli::tr("%1: %2").arg(gamePath, error));
    if (game->ended())
        return command.usageError(Cli::tr("%1: the game has ended").arg(gamePath));

    Question question;
    question.position = game->currentEntry().position;
    question.rules = game->rules();
    if (question.position.phase.kind != PhaseKind::Movement)
        return command.usageError(Cli::tr("%1: the current phase, %2, is no movement phase; only movement "
                                          "phases are analysed")
                                      .arg(gamePath, phaseName(question.position.phase)));
    if (!readPowers(*map, command.parser().value(side), &question.ourPowers, &error))
        return command.usageError(Cli::tr("--side: %1").arg(error));
    if (command.parser().isSet(against) &&
        !readPowers(*map, command.parser().value(against), &question.theirPowers, &error))
        return command.usageError(Cli::tr("--against: %1").arg(error));
    for (const QString &text : command.parser().values(goal)) {
        const std::optional<Goal> g = parseGoal(*map, text, &error);
        if (!g)
            return command.usageError(Cli::tr("--goal %1").arg(error));
        question.goals.push_back(*g);
    }
    error = checkQuestion(*map, question);
    if (!error.isEmpty())
        return command.usageError(error);

    const Answer answer = analyse(*map, question, limits);
    if (command.parser().isSet(json))
        context.out
            << QJsonDocument(answerJson(*map, question.position, answer)).toJson(QJsonDocument::Compact)
            << '\n';
    else
        printAnswer(context.out, *map, question.position, answer);
    return answer.verdict == Verdict::NotDecided ? ExitUndecided : ExitSuccess;
}

} // namespace arbiter
