// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
#pragma once

#include <QDate>
#include <QString>

#include <vector>

namespace arbiter {

// One student's score in one quiz, as the teacher keeps it.
struct QuizScoreRecord
{
    QDate date;
    QString student;
    QString collection; // the lesson's collection, or the game the phase was taken from
    QString lesson;     // the lesson ("6.F.14: ..."), or the phase
    int points = 0;
    int outOf = 0;

    bool operator==(const QuizScoreRecord &) const = default;
};

// The file the scores are kept in, beside the lesson collections of the user's lessons folder.
QString quizScoresPath(const QString &lessonsFolder);

// The scores kept at `path`; none when there is no file. A file that cannot be read: empty, with `error`.
std::vector<QuizScoreRecord> readQuizScores(const QString &path, QString *error);

// Adds `records` after the scores kept at `path` (made, with its folder, if missing); the file is replaced
// at once or not at all. Returns false with `error`.
bool keepQuizScores(const QString &path, const std::vector<QuizScoreRecord> &records, QString *error);

// The scores as CSV (RFC 4180, a header line, CRLF): date (ISO), student, collection, lesson, score, out of.
QString quizScoresCsv(const std::vector<QuizScoreRecord> &records);

} // namespace arbiter
