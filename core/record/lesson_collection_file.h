// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
#pragma once

#include "map/map.h"

#include <QString>
#include <QStringList>

#include <optional>

namespace arbiter {

// The user's lesson collections changed one lesson at a time, and shared with a class: each change rewrites
// the collection file at once or not at all (QSaveFile), keeping the lines of the other lessons, comments
// included, as they were. A lesson is named by its file and its CASE name. Every function returns false (or
// nothing) with `error` when it cannot do what it says; the files are then as they were.

// The ending of a collection given to a class (File → Open or a double click opens it; the MIME type
// text/x-arbiter-lessons of resources/arbiter-mime.xml).
inline constexpr const char *lessonCollectionSuffix = ".arbiter-lessons";

// A lesson's TITLE and DESCRIPTION lines written anew (the other lines of the file kept). A lesson named by
// its title (no TITLE line, as Save as Lesson writes it, or a TITLE that repeats its CASE name, as it wrote
// it before) is renamed with it: its CASE line takes the new title, given " (2)"... where another lesson of
// the file has it, and it keeps no TITLE line. Returns the lesson's name after the edit.
std::optional<QString> editLessonText(const Map &map, const QString &path, const QString &caseName,
                                      const QString &title, const QString &description, QString *error);

// The lesson taken out of the file at `path` and added to the collection file at `toPath` (made if missing,
// under the name `toCollection`). Its name is given " (2)"... where the other collection has it already;
// returns the name it has there. The file left without a lesson is removed (an empty collection is no
// collection). The lesson is added before it is taken out: a failure never loses it.
std::optional<QString> moveLesson(const Map &map, const QString &path, const QString &caseName,
                                  const QString &toPath, const QString &toCollection, QString *error);

// The lesson taken out of its file; the file left without a lesson is removed.
bool removeLesson(const Map &map, const QString &path, const QString &caseName, QString *error);

// The problems of a collection file that is to be opened or imported, each "line N: problem": what the
// reader refuses, a case that cannot be read, a file with no CASE. Empty: every lesson of it can be read.
QStringList lessonCollectionProblems(const Map &map, const QString &path);

// The collection's name: its COLLECTION line, else lessonCollectionFileTitle.
QString lessonCollectionName(const Map &map, const QString &path);
// The file's name without its ending (.arbiter-lessons or .txt): "Week 3" for "Week 3.arbiter-lessons".
QString lessonCollectionFileTitle(const QString &path);

// Whether the file is a lesson collection rather than a game: its ending, or its first line that is not a
// comment being one of the format's (VARIANT_ALL, COLLECTION, CASE).
bool isLessonCollectionFile(const QString &path);

// A collection of the lessons folder written for a class, as it is, to `target`.
bool exportLessonCollection(const QString &path, const QString &target, QString *error);

struct LessonImport
{
    QString path;         // the collection file in the lessons folder
    QString collection;   // its name
    int added = 0;        // lessons added (renamed where the collection had one of that name and other text)
    int alreadyThere = 0; // lessons the collection had already, line for line
};

// The collection at `source` (which must have no problems) added to the lessons folder `folder`: as a new
// collection file, or, where the folder has a collection of that name, its lessons added to it.
std::optional<LessonImport> importLessonCollection(const Map &map, const QString &source,
                                                   const QString &folder, QString *error);

} // namespace arbiter
