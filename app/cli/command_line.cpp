// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
#include "command_line.h"

#include "map/map.h"
#include "record/game_file.h"
#include "rules/rule_settings.h"

#include <QFile>
#include <QFileInfo>
#include <QTextStream>

namespace arbiter {

CommandLine::CommandLine(const CommandContext &context, QString command, const QString &description,
                         QString syntax)
    : m_context(context), m_command(std::move(command)), m_syntax(std::move(syntax)),
      m_map(QStringLiteral("map"),
            Cli::tr("The map: a map's name (e.g. standard) or the folder <map> of its tables. Games are "
                    "otherwise on the map their file names, new ones on the standard map."),
            QStringLiteral("map")),
      m_rules(
          QStringLiteral("rules"),
          Cli::tr("Start from the rule preset <preset>: %1.").arg(RuleSettings::presetNames().join(u", ")),
          QStringLiteral("preset")),
      m_set(QStringLiteral("set"),
            Cli::tr("Set one rule choice, e.g. 4.A.2=b (docs/rules.md lists them); may be repeated; applied "
                    "after --rules."),
            QStringLiteral("issue=choice"))
{
    m_parser.setApplicationDescription(description);
    m_parser.addHelpOption();
    m_parser.addOption(m_map);
}

void CommandLine::addRuleOptions()
{
    m_parser.addOption(m_rules);
    m_parser.addOption(m_set);
    m_hasRules = true;
}

QString CommandLine::helpText() const
{
    // QCommandLineParser's usage line would put the command after the options; the rest of its text stays.
    const QString text = m_parser.helpText();
    return Cli::tr("Usage: %1 %2 [options] %3")
               .arg(QCoreApplication::applicationName(), m_command, m_syntax)
               .trimmed() +
           text.mid(text.indexOf(u'\n'));
}

std::optional<int> CommandLine::parse()
{
    if (!m_parser.parse(QStringList{QCoreApplication::applicationName()} + m_context.args))
        return usageError(m_parser.errorText());
    if (m_parser.isSet(QStringLiteral("help")) || m_parser.isSet(QStringLiteral("help-all"))) {
        m_context.out << helpText();
        return ExitSuccess;
    }
    return std::nullopt;
}

QString CommandLine::onlyArgument(const QString &missing) const
{
    const QStringList positional = m_parser.positionalArguments();
    if (positional.isEmpty() || positional.front().isEmpty()) {
        usageError(missing);
        return {};
    }
    if (positional.size() > 1) {
        usageError(Cli::tr("unexpected argument '%1'").arg(positional[1]));
        return {};
    }
    return positional.front();
}

int CommandLine::usageError(const QString &message) const
{
    m_context.err
        << Cli::tr("%1 %2: %3").arg(QCoreApplication::applicationName(), m_command, message) << '\n'
        << Cli::tr("Run '%1 %2 --help' for its options.").arg(QCoreApplication::applicationName(), m_command)
        << '\n';
    return ExitUsage;
}

int CommandLine::failure(const QString &message) const
{
    m_context.err << Cli::tr("%1 %2: %3").arg(QCoreApplication::applicationName(), m_command, message)
                  << '\n';
    return ExitFailure;
}

bool CommandLine::checkInputFile(const QString &path) const
{
    const QFileInfo info(path);
    QString problem;
    if (!info.exists())
        problem = Cli::tr("%1: no such file").arg(path);
    else if (info.isDir())
        problem = Cli::tr("%1: is a folder, not a file").arg(path);
    else if (!info.isReadable())
        problem = Cli::tr("%1: the file cannot be read").arg(path);
    if (problem.isEmpty())
        return true;
    usageError(problem);
    return false;
}

bool CommandLine::readRules(RuleSettings *rules) const
{
    if (!m_hasRules)
        return true;
    if (m_parser.isSet(m_rules)) {
        const QString preset = m_parser.value(m_rules);
        if (!RuleSettings::preset(preset, rules)) {
            usageError(Cli::tr("unknown rule preset '%1' for --rules; known: %2")
                           .arg(preset, RuleSettings::presetNames().join(u", ")));
            return false;
        }
    }
    for (const QString &assignment : m_parser.values(m_set)) {
        const QString message = rules->apply(assignment);
        if (!message.isEmpty()) {
            usageError(Cli::tr("--set %1: %2").arg(assignment, message));
            return false;
        }
    }
    return true;
}

QString CommandLine::chosenMap() const
{
    return m_parser.isSet(m_map) ? m_parser.value(m_map) : m_context.map;
}

std::shared_ptr<const Map> CommandLine::loadMap(const QString &fallback) const
{
    const QString chosen = chosenMap();
    const QString map = chosen.isEmpty() ? fallback : chosen;
    QString error;
    std::shared_ptr<const Map> loaded = Map::open(map, &error);
    if (!loaded) {
        m_context.err << Cli::tr("%1 %2: cannot load the map %3: %4")
                             .arg(QCoreApplication::applicationName(), m_command, map, error)
                      << '\n';
    }
    return loaded;
}

std::shared_ptr<const Map> CommandLine::loadGameMap(const QString &gamePath) const
{
    if (!chosenMap().isEmpty())
        return loadMap();
    QFile file(gamePath);
    QString error;
    std::optional<QString> name;
    if (file.open(QIODevice::ReadOnly))
        name = gameMapName(file.readAll(), &error);
    else
        error = file.errorString();
    if (!name) {
        failure(Cli::tr("%1: %2").arg(gamePath, error));
        return nullptr;
    }
    return loadMap(*name);
}

} // namespace arbiter
