// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
#include "datc_command.h"

#include "text/reason_text.h"
#include "record/datc_case_runner.h"
#include "text/order_formatter.h"

#include <QCoreApplication>
#include <QTextStream>

namespace arbiter {

bool parseDatcOptions(const QStringList &args, RuleSettings *rules, DatcOptions *options, QTextStream &err)
{
    for (int i = 0; i < args.size(); ++i) {
        const QString &a = args[i];
        if (a == u"--rules" || a == u"--set") {
            if (i + 1 >= args.size()) {
                err << a << " needs a value\n";
                return false;
            }
            const QString value = args[++i];
            if (a == u"--rules") {
                if (!RuleSettings::preset(value, rules)) {
                    err << "unknown rule preset '" << value << "'; known: " << RuleSettings::presetNames().join(u", ") << '\n';
                    return false;
                }
            } else {
                const QString message = rules->apply(value);
                if (!message.isEmpty()) {
                    err << message << '\n';
                    return false;
                }
            }
        } else if (a == u"-v" || a == u"--verbose") {
            options->verbose = true;
        } else if (a.startsWith(u'-')) {
            err << "unknown option " << a << '\n';
            return false;
        } else {
            options->files << a;
        }
    }
    if (options->files.isEmpty()) {
        err << "no DATC files given\n";
        return false;
    }
    return true;
}

namespace {

void printResults(const Map &map, const DatcCase &c, const DatcOutcome &outcome, QTextStream &out)
{
    for (const QString &problem : outcome.problems)
        out << "    " << problem << '\n';
    for (std::size_t i = 0; i < c.orders.size(); ++i) {
        const DatcOrderLine &line = c.orders[i];
        out << "    " << line.text << "  ->  ";
        if (!line.parsed.ok()) {
            out << "unreadable: '" << line.parsed.error.word << "'\n";
            continue;
        }
        const OrderResult &r = outcome.results[i];
        static const char *status[] = {"succeeded", "failed", "invalid"};
        QString reason = QCoreApplication::translate("OrderReason", reasonText(r.reason));
        if (reason.contains(u"%1")) {
            QString by;
            if (r.by >= 0 && c.position.phase.kind == PhaseKind::Movement)
                by = formatUnit(map, c.position.units[std::size_t(r.by)]);
            reason = reason.arg(by);
        }
        out << status[int(r.status)] << ": " << reason << '\n';
    }
}

} // namespace

int runDatcCommand(const Map &map, const RuleSettings &rules, const DatcOptions &options, QTextStream &out)
{
    DatcReader reader(map, rules);
    int passed = 0;
    int failed = 0;
    for (const QString &path : options.files) {
        const DatcFile file = reader.readFile(path);
        for (const QString &e : file.errors) {
            out << "ERROR " << e << '\n';
            ++failed;
        }
        for (const DatcCase &c : file.cases) {
            const DatcOutcome outcome = runDatcCase(map, c);
            if (outcome.passed) {
                ++passed;
                if (options.verbose) {
                    out << "ok   " << c.name << '\n';
                    printResults(map, c, outcome, out);
                }
                continue;
            }
            ++failed;
            out << "FAIL " << c.name << ": " << outcome.problems.join(QStringLiteral("; ")) << '\n';
            printResults(map, c, outcome, out);
        }
    }
    out << passed << " passed, " << failed << " failed\n";
    return failed == 0 ? 0 : 1;
}

} // namespace arbiter
