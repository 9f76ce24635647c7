// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
#include "record/game_file_problem.h"

#include "text/phase_text.h"

#include <QCoreApplication>

namespace arbiter {

QString fileProblem(QByteArrayView json, const JsonPath &path, const QString &where, const QString &message)
{
    return QCoreApplication::translate("GameFile", "line %1: %2")
        .arg(jsonLineOf(json, path))
        .arg(where.isEmpty() ? message : where + QStringLiteral(": ") + message);
}

QString phaseInFile(int id, const Phase *phase)
{
    if (!phase)
        return QCoreApplication::translate("GameFile", "phase %1").arg(id + 1);
    return QCoreApplication::translate("GameFile", "phase %1 (%2)").arg(id + 1).arg(phaseName(*phase));
}

} // namespace arbiter
