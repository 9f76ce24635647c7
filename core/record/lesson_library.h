// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
#pragma once

#include "map/map.h"
#include "text/datc_reader.h"

#include <QString>
#include <QStringList>

#include <cstdint>
#include <vector>

namespace arbiter {

// The groups of the lessons library: the sections of DATC chapter 6, then the lessons a user added.
enum class LessonSection : std::uint8_t
{
    BasicChecks,          // 6.A
    Coasts,               // 6.B
    CircularMovement,     // 6.C
    SupportsAndDislodges, // 6.D
    HeadToHead,           // 6.E
    Convoys,              // 6.F
    AdjacentConvoys,      // 6.G
    Retreats,             // 6.H
    Building,             // 6.I
    CivilDisorder,        // 6.J
    Own,                  // the user's lessons folder
};

// The section's name in English, marked for translation in the "Lessons" context.
const char *lessonSectionName(LessonSection section);

// One lesson: a DATC case with a title and a paragraph saying what it teaches.
struct Lesson
{
    DatcCase testCase;
    LessonSection section = LessonSection::Own;
    QString fileName;
    QString collection;           // a user's lesson: its file's COLLECTION, else the file's name
    bool bundled = false;         // from the DATC library shipped with Arbiter (titles are translated)
    bool opened = false;          // from a collection file opened (File → Open), not in the lessons folder
    bool outcomeComputed = false; // a user's lesson written without POSTSTATE: the judge's outcome is shown
    std::vector<int> provinces;   // every province a unit stands on or an order names, sorted

    const QString &name() const { return testCase.name; }
    // Title and description in the user's language: the bundled ones through the translation files
    // ("Lessons" context), a user's own as written.
    QString title() const;
    QString description() const;
    // "6.A.1 — Moving to an area that is not a neighbour"; a lesson saved with its title as its case name
    // is named once.
    QString heading() const;
    // What the lesson is about ("convoy paradox"), in the user's language as title() is.
    QStringList topics() const;
};

struct LessonLibrary
{
    std::vector<Lesson> lessons; // bundled first, by section and case number, then the user's by file
    // Files or cases that could not be read, each "file:line: message"; they are left out of the library.
    QStringList problems;
    // What the judge says of the user's lessons, each "file:line: message": an outcome written that the
    // judge does not give (the lesson is shown with the judge's), an outcome left out (computed).
    QStringList notes;
};

// The chapter 6 cases of the DATC library in `bundledFolder` (its files 6*.txt; the variants of a case under
// other rule choices, named "6.F.14 (4.A.2=b)", are no lessons: a lesson computes those itself), then every
// *.txt of `userFolder` (which may be missing). Cases that cannot be read are reported in `problems`. The
// user's lessons are judged: one without POSTSTATE gets the judge's outcome, one whose POSTSTATE the judge
// does not give is kept and reported in `notes` with the differences.
LessonLibrary loadLessonLibrary(const Map &map, const QString &bundledFolder, const QString &userFolder);

// The lessons of the collection file at `path`, opened rather than kept in the lessons folder, added after
// the library's and marked `opened`; judged as the user's own are. Its problems are added to the library's.
void addOpenedCollection(const Map &map, const QString &path, LessonLibrary *library);

// The lessons (indices into library.lessons) that match every word of `query`: a word matches when the
// lesson's name, title, description or topics contain it (as written or in the user's language), or when the
// word names a province (abbreviation, full name or alias) on which a unit of the lesson stands or that an
// order of it names. An empty query matches every lesson.
std::vector<int> searchLessons(const LessonLibrary &library, const Map &map, const QString &query);

} // namespace arbiter
