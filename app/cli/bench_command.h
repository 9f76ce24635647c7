// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
#pragma once

class QTextStream;

namespace arbiter {
class Map;
class RuleSettings;
struct DatcOptions;

// `arbiter-cli bench FILE...`: adjudicates every case repeatedly for a few seconds and prints mean and
// median microseconds per case, and the same for a full 34-unit movement phase.
int runBenchCommand(const Map &map, const RuleSettings &rules, const DatcOptions &options, QTextStream &out);

} // namespace arbiter
