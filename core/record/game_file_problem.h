// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
#pragma once

#include "model/phase.h"
#include "record/json_location.h"

#include <QByteArrayView>
#include <QString>

namespace arbiter {

// A problem of a game file that reads as JSON: the line of the value at `path`, what it belongs to (`where`,
// a phase, or empty) and what is wrong. Both the reader and the check of the history name problems so.
QString fileProblem(QByteArrayView json, const JsonPath &path, const QString &where, const QString &message);

// A phase of the file for messages, counted from 1 as a reader counts them, with its name when it has one.
QString phaseInFile(int id, const Phase *phase);

} // namespace arbiter
