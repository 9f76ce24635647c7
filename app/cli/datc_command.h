// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
#pragma once

#include <QStringList>

class QTextStream;

namespace arbiter {
class Map;
class RuleSettings;

// Shared by the datc and bench commands: files and options after the command word.
struct DatcOptions
{
    QStringList files;
    bool verbose = false;
};
// Reads "--rules PRESET", "--set 4.A.2=b", "-v" and file names; on error prints it and returns false.
bool parseDatcOptions(const QStringList &args, RuleSettings *rules, DatcOptions *options, QTextStream &err);

// `arbiter-cli datc FILE...`: runs every case, prints failures and "N passed, N failed".
int runDatcCommand(const Map &map, const RuleSettings &rules, const DatcOptions &options, QTextStream &out);

} // namespace arbiter
