// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
#pragma once

#include "map/map.h"
#include "model/order.h"
#include "model/position.h"
#include "record/game.h"
#include "rules/rule_settings.h"

#include <QString>
#include <QStringList>

#include <vector>

namespace arbiter {

// A position and its orders to keep as a lesson, with what the teacher says of it.
struct LessonDraft
{
    QString name;        // the case's name (CASE line), unique in its collection
    QString title;       // one line; the same as the name for a lesson named by its title (no TITLE line)
    QString description; // paragraphs, separated by blank lines
    RuleSettings rules;  // the rules the lesson is judged by
    Position position;   // a movement or adjustment phase
    std::vector<Order> orders;
};

// Phase `entry` of a game as it stands, its orders as entered (as the judge takes them), under the rules it
// was adjudicated by or, not adjudicated yet, the game's.
LessonDraft lessonDraftOf(const Game &game, int entry);

// A text as a line of a lesson file holds it: a '#' starts a comment in the format, so a teacher's text is
// written with the full-width sign, which reads the same; line breaks inside a paragraph become spaces.
QString lessonLineText(QString text);

// A name for a new case of the collection file at `path` (which may be missing): `wanted`, or with " (2)",
// " (3)" ... after it when a case of the file has that name.
QString freeLessonName(const Map &map, const QString &path, const QString &wanted);

// The TITLE line and the DESCRIPTION lines of a lesson (each paragraph of `description` over lines of about
// 100 characters, an empty DESCRIPTION line between paragraphs; a '#' written as the full-width sign).
QString lessonTextLines(const QString &title, const QString &description);

// The lesson as a DATC case (CASE ... END, docs/datc-format.md; a TITLE line only where the title is not
// the name) with the outcome the judge gives under the
// draft's rules: POSTSTATE, POSTSTATE_DISLODGED and each order's POSTSTATE_RESULTS. A retreat phase is
// refused (its case would need the movement before it): returns an empty text and says why in `error`.
QString lessonCaseText(const Map &map, const LessonDraft &draft, QString *error);

// Where the user's lessons folder keeps a collection: a file named after it (characters a file name cannot
// hold replaced), "<folder>/Week 3 convoys.txt" for "Week 3: convoys".
QString lessonCollectionPath(const QString &folder, const QString &collection);

// The names of the collections in the user's lessons folder, in file order: each file's COLLECTION, else
// its name, as the library lists them. Only the head of each file is read; no case is judged.
QStringList lessonCollections(const QString &folder);

// The file of the folder that holds the collection `collection` (the first, in file order), else the file
// lessonCollectionPath names for it.
QString lessonCollectionFile(const QString &folder, const QString &collection);

// Adds a case to the collection file at `path`, making the file (with its VARIANT_ALL and COLLECTION lines)
// if there is none. The file is replaced at once or not at all (QSaveFile). Returns false with `error`.
bool addLessonToCollection(const Map &map, const QString &path, const QString &collection,
                           const QString &caseText, QString *error);

} // namespace arbiter
