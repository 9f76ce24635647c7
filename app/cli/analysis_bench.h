// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
#pragma once

#include "map/map.h"

class QTextStream;

namespace arbiter {

// `arbiter-cli bench --analyse`: the tactics analyser on the problems of docs/performance.md (the Munich
// problem of issue 25, a 7-against-7 fight on the Rhine), each asked for its verdict alone and in full, on
// one thread and on two; prints the answer's size, the adjudications, the wall-clock and CPU seconds. Each
// run stops after `limitSeconds`. Returns false when a problem cannot be set up on `map`.
bool benchAnalysis(const Map &map, double limitSeconds, QTextStream &out, QTextStream &err);

} // namespace arbiter
