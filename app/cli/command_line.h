// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
#pragma once

#include <QCommandLineOption>
#include <QCommandLineParser>
#include <QCoreApplication>
#include <QStringList>

#include <memory>
#include <optional>

class QTextStream;

namespace arbiter {
class Map;
class RuleSettings;

// The translation context of arbiter-cli's own messages.
class Cli
{
    Q_DECLARE_TR_FUNCTIONS(Cli)
};

// Exit codes: 0 success; 1 the work failed (a DATC case, a file that cannot be read or written); 2 the
// arguments are wrong. `play` adds 3: some order lines could not be read; `import` 3 for parts of a file and
// 4 (--check) for a phase that differs from the record; `analyse` 5 when its limit left the answer open.
enum ExitCode : int
{
    ExitSuccess = 0,
    ExitFailure = 1,
    ExitUsage = 2,
    ExitUnreadOrders = 3, // play: order lines; import: parts of a file
    ExitDiffers = 4,      // import --check: a phase differs from the recorded adjudication
    ExitUndecided = 5     // analyse: the limit stopped the search before the answer was known
};

// What `arbiter-cli COMMAND ...` hands to the command.
struct CommandContext
{
    QStringList args; // the words after the command
    QString map;      // --map given before the command (a map's name or folder), or empty
    QTextStream &out;
    QTextStream &err;
};

// One command's arguments, read by QCommandLineParser: --help and --map for every command, --rules and --set
// for those that take rule settings. Errors name the command and the argument and point to --help.
class CommandLine
{
  public:
    // `syntax` is what follows the options in the usage line, e.g. "FILE...".
    CommandLine(const CommandContext &context, QString command, const QString &description, QString syntax);

    QCommandLineParser &parser() { return m_parser; }
    void addRuleOptions();

    // Reads the arguments. nullopt: go on with the command; otherwise the help or an error was printed and
    // this is the exit code.
    std::optional<int> parse();
    // Prints "arbiter-cli COMMAND: message" and where to find the usage; returns ExitUsage.
    int usageError(const QString &message) const;
    // Prints "arbiter-cli COMMAND: message" (the work failed: a file cannot be read or written); returns
    // ExitFailure.
    int failure(const QString &message) const;
    // The one argument of a command that takes one (after parse()); empty, with a usage error printed, when
    // it is missing (`missing` says what is) or another follows it.
    QString onlyArgument(const QString &missing) const;
    // An error naming `path` unless it is a file that can be read.
    bool checkInputFile(const QString &path) const;
    // --rules, then each --set in order; an error names the preset or the setting.
    bool readRules(RuleSettings *rules) const;
    // The map of --map (after or before the command), or else the map `fallback` (a name or a folder);
    // prints why it cannot be read.
    std::shared_ptr<const Map> loadMap(const QString &fallback = QStringLiteral("standard")) const;
    // The map of --map, or else the one the game file `gamePath` names.
    std::shared_ptr<const Map> loadGameMap(const QString &gamePath) const;

    // The map given with --map (before or after the command), empty if none.
    QString chosenMap() const;

  private:
    QString helpText() const;

    const CommandContext &m_context;
    QString m_command;
    QString m_syntax;
    QCommandLineParser m_parser;
    QCommandLineOption m_map;
    QCommandLineOption m_rules;
    QCommandLineOption m_set;
    bool m_hasRules = false;
};

} // namespace arbiter
