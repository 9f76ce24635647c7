// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
#include "datc_command.h"

#include "command_line.h"
#include "judge/explanation.h"
#include "record/datc_case_runner.h"
#include "text/explanation_text.h"
#include "text/order_sheet.h"
#include "text/place_naming.h"
#include "text/printable_text.h"
#include "text/reason_text.h"

#include <QTextStream>

#include <optional>

namespace arbiter {

namespace {

// Explains the readable order lines of a phase; the explanations come back one per line (none for an
// unreadable line).
std::vector<std::optional<OrderExplanation>> explainLines(const Map &map, const RuleSettings &rules,
                                                          const Position &position,
                                                          const std::vector<DatcOrderLine> &lines,
                                                          std::vector<ChangeExplanation> *changes)
{
    std::vector<Order> orders;
    std::vector<std::size_t> lineOf;
    for (std::size_t i = 0; i < lines.size(); ++i) {
        if (lines[i].parsed.ok()) {
            orders.push_back(lines[i].parsed.order);
            lineOf.push_back(i);
        }
    }
    PhaseExplanation explained = explainPhase(map, rules, position, orders);
    std::vector<std::optional<OrderExplanation>> byLine(lines.size());
    for (std::size_t k = 0; k < explained.orders.size(); ++k)
        byLine[lineOf[k]] = std::move(explained.orders[k]);
    *changes = std::move(explained.changes);
    return byLine;
}

void printExplanation(const QStringList &lines, QTextStream &out)
{
    for (const QString &line : lines)
        out << "        " << line << '\n';
}

void printResults(const Map &map, const QString &fileName, const DatcCase &c, const DatcOutcome &outcome,
                  bool explain, PlaceNaming naming, QTextStream &out)
{
    const Position start = datcStartPosition(map, c);
    const ExplanationNames names = ExplanationNames::plain(map, start, naming);
    std::vector<ChangeExplanation> changes;
    std::vector<std::optional<OrderExplanation>> explained;
    if (explain)
        explained = explainLines(map, c.rules, start, c.orders, &changes);
    for (const QString &problem : outcome.problems)
        out << "    " << problem << '\n';
    for (std::size_t i = 0; i < c.orders.size(); ++i) {
        const DatcOrderLine &line = c.orders[i];
        out << "    " << printableText(line.text) << "  ->  ";
        if (!line.parsed.ok()) {
            out << Cli::tr("unreadable: %1:%2: %3")
                       .arg(fileName, QString::number(line.line), describeParseError(line.parsed.error))
                << '\n';
            continue;
        }
        const OrderResult &r = outcome.results[i];
        static const char *const status[] = {QT_TRANSLATE_NOOP("Cli", "succeeded"),
                                             QT_TRANSLATE_NOOP("Cli", "failed"),
                                             QT_TRANSLATE_NOOP("Cli", "invalid")};
        QString reason = QCoreApplication::translate("OrderReason", reasonText(r.reason));
        if (reason.contains(u"%1")) {
            QString by;
            if (r.by >= 0 && c.position.phase.kind == PhaseKind::Movement) {
                const Unit &unit = c.position.units[std::size_t(r.by)];
                by = map.powerName(unit.power) + QStringLiteral(": ") + unitInText(map, unit, naming);
            }
            reason = reason.arg(by);
        }
        out << Cli::tr("%1: %2").arg(Cli::tr(status[int(r.status)]), reason) << '\n';
        if (explain && explained[i])
            printExplanation(explanationLines(names, start.phase.kind, *explained[i]), out);
    }
    for (const ChangeExplanation &change : changes)
        printExplanation(changeExplanationLines(names, change), out);
    if (!c.retreat || outcome.retreatResults.size() != c.retreat->orders.size())
        return;
    out << "    " << Cli::tr("retreats:") << '\n';
    const ExplanationNames retreatNames = ExplanationNames::plain(map, outcome.retreatStart, naming);
    std::vector<ChangeExplanation> retreatChanges;
    std::vector<std::optional<OrderExplanation>> retreatExplained;
    if (explain)
        retreatExplained =
            explainLines(map, c.rules, outcome.retreatStart, c.retreat->orders, &retreatChanges);
    for (std::size_t i = 0; i < c.retreat->orders.size(); ++i) {
        const DatcOrderLine &line = c.retreat->orders[i];
        out << "    " << printableText(line.text) << "  ->  ";
        if (line.parsed.ok()) {
            out << resultText(map, outcome.retreatStart, outcome.retreatResults[i], naming) << '\n';
            if (explain && retreatExplained[i])
                printExplanation(explanationLines(retreatNames, PhaseKind::Retreat, *retreatExplained[i]),
                                 out);
        } else {
            out << Cli::tr("unreadable: %1:%2: %3")
                       .arg(fileName, QString::number(line.line), describeParseError(line.parsed.error))
                << '\n';
        }
    }
    for (const ChangeExplanation &change : retreatChanges)
        printExplanation(changeExplanationLines(retreatNames, change), out);
}

} // namespace

int runDatcCommand(const CommandContext &context)
{
    CommandLine command(
        context, QStringLiteral("datc"),
        Cli::tr("Runs the cases of DATC test files (docs/datc-format.md) with their rule settings\n"
                "and prints each case that fails, then \"N passed, N failed\"."),
        QStringLiteral("FILE..."));
    command.addRuleOptions();
    const QCommandLineOption verbose(
        {QStringLiteral("v"), QStringLiteral("verbose")},
        Cli::tr("Print every case with its results and the explanation of each, not only the failures."));
    command.parser().addOption(verbose);
    const QCommandLineOption fullNames(QStringLiteral("full-names"),
                                       Cli::tr("Write places out in the results and explanations "
                                               "(\"A Vienna\", \"Vienna is empty\"), not as their "
                                               "abbreviations."));
    command.parser().addOption(fullNames);
    command.parser().addPositionalArgument(QStringLiteral("FILE"), Cli::tr("A DATC test file."),
                                           QStringLiteral("FILE..."));
    if (const std::optional<int> exit = command.parse())
        return *exit;
    const QStringList files = command.parser().positionalArguments();
    if (files.isEmpty())
        return command.usageError(Cli::tr("no DATC files given"));
    for (const QString &path : files) {
        if (!command.checkInputFile(path))
            return ExitUsage;
    }
    RuleSettings rules;
    if (!command.readRules(&rules))
        return ExitUsage;
    const std::shared_ptr<const Map> map = command.loadMap();
    if (!map)
        return ExitUsage;

    const PlaceNaming naming =
        command.parser().isSet(fullNames) ? PlaceNaming::WrittenOut : PlaceNaming::Abbreviated;
    QTextStream &out = context.out;
    DatcReader reader(*map, rules);
    int passed = 0;
    int failed = 0;
    bool caseless = false;
    for (const QString &path : files) {
        const DatcFile file = reader.readFile(path);
        for (const QString &e : file.errors) {
            out << Cli::tr("ERROR %1").arg(e) << '\n';
            ++failed;
        }
        // A file of no cases (an empty file, the wrong file) tests nothing: "0 failed" would pass it.
        if (file.cases.empty()) {
            out << Cli::tr("%1: no test cases found").arg(path) << '\n';
            caseless = true;
        }
        for (const DatcCase &c : file.cases) {
            const DatcOutcome outcome = runDatcCase(*map, c);
            if (outcome.passed) {
                ++passed;
                if (command.parser().isSet(verbose)) {
                    out << Cli::tr("ok   %1").arg(c.name) << '\n';
                    printResults(*map, file.fileName, c, outcome, true, naming, out);
                }
                continue;
            }
            ++failed;
            out << Cli::tr("FAIL %1: %2")
                       .arg(printableText(c.name), outcome.problems.join(QStringLiteral("; ")))
                << '\n';
            printResults(*map, file.fileName, c, outcome, command.parser().isSet(verbose), naming, out);
        }
    }
    out << Cli::tr("%1 passed, %2 failed").arg(passed).arg(failed) << '\n';
    return failed == 0 && !caseless ? ExitSuccess : ExitFailure;
}

} // namespace arbiter
