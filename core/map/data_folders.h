// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
#pragma once

#include <QString>
#include <QStringList>

namespace arbiter {

// Arbiter's read-only data (maps, the DATC case library) lives in folders named "arbiter" that are
// searched in this order, so that a user's own copy wins over the installed one and a lone binary
// still runs:
//   1. the user's data folder ($XDG_DATA_HOME/arbiter, usually ~/.local/share/arbiter);
//   2. <prefix>/share/arbiter of the installation the program runs from (found next to the executable,
//      so a moved or unpacked install tree works);
//   3. the system data folders ($XDG_DATA_DIRS, each with /arbiter);
//   4. the copy embedded in the program (":/arbiter").
// A folder given on the command line (--map DIR) comes before all of these; the callers handle it.
QStringList dataSearchPath();

// The first folder <base>/<relative> of dataSearchPath() that holds the file `marker`; the embedded copy
// when none does.
QString findDataFolder(const QString &relative, const QString &marker);

// The standard map's folder (maps/standard: the tables and standard.svg).
QString standardMapFolder();

// The names of the maps found in the folders maps/<name> of dataSearchPath() (the standard map first,
// then by name); each name once, the first folder of a name being the one used.
QStringList availableMaps();

// The folder of the map `name` along dataSearchPath(); empty when there is none.
QString mapFolder(const QString &name);

// The DATC case library's folder (datc/*.txt), which File → Open DATC Case starts in.
QString datcLibraryFolder();

// Where a teacher's own lessons are read from: "lessons" in the user's data folder (usually
// ~/.local/share/arbiter/lessons). It need not exist.
QString userLessonsFolder();

} // namespace arbiter
