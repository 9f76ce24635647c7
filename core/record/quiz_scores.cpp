// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
#include "record/quiz_scores.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSaveFile>
#include <QStringList>

namespace arbiter {

namespace {

// A field quoted when it holds a separator, a quote or a line break (a lesson title may).
QString csvField(const QString &text)
{
    if (!text.contains(u',') && !text.contains(u'"') && !text.contains(u'\n') && !text.contains(u'\r'))
        return text;
    QString quoted = text;
    quoted.replace(u'"', QStringLiteral("\"\""));
    return u'"' + quoted + u'"';
}

} // namespace

QString quizScoresPath(const QString &lessonsFolder)
{
    // Not a *.txt: the lessons library reads every text file of the folder as a collection.
    return QDir(lessonsFolder).filePath(QStringLiteral("quiz-scores.json"));
}

std::vector<QuizScoreRecord> readQuizScores(const QString &path, QString *error)
{
    std::vector<QuizScoreRecord> records;
    QFile file(path);
    if (!file.exists())
        return records;
    if (!file.open(QIODevice::ReadOnly)) {
        *error = file.errorString();
        return records;
    }
    QJsonParseError parse;
    const QJsonDocument json = QJsonDocument::fromJson(file.readAll(), &parse);
    if (parse.error != QJsonParseError::NoError || !json.isObject()) {
        *error = QCoreApplication::translate("Lessons", "%1 is not a file of quiz scores (%2)")
                     .arg(QDir::toNativeSeparators(path), parse.errorString());
        return records;
    }
    for (const QJsonValue &value : json.object().value(QStringLiteral("scores")).toArray()) {
        const QJsonObject o = value.toObject();
        QuizScoreRecord r;
        r.date = QDate::fromString(o.value(QStringLiteral("date")).toString(), Qt::ISODate);
        r.student = o.value(QStringLiteral("student")).toString();
        r.collection = o.value(QStringLiteral("collection")).toString();
        r.lesson = o.value(QStringLiteral("lesson")).toString();
        r.points = o.value(QStringLiteral("score")).toInt();
        r.outOf = o.value(QStringLiteral("outOf")).toInt();
        records.push_back(r);
    }
    return records;
}

bool keepQuizScores(const QString &path, const std::vector<QuizScoreRecord> &records, QString *error)
{
    QString readError;
    std::vector<QuizScoreRecord> all = readQuizScores(path, &readError);
    if (!readError.isEmpty()) {
        *error = readError; // never write over scores that could not be read
        return false;
    }
    all.insert(all.end(), records.begin(), records.end());
    QJsonArray scores;
    for (const QuizScoreRecord &r : all) {
        scores.append(QJsonObject{{QStringLiteral("date"), r.date.toString(Qt::ISODate)},
                                  {QStringLiteral("student"), r.student},
                                  {QStringLiteral("collection"), r.collection},
                                  {QStringLiteral("lesson"), r.lesson},
                                  {QStringLiteral("score"), r.points},
                                  {QStringLiteral("outOf"), r.outOf}});
    }
    if (!QDir().mkpath(QFileInfo(path).absolutePath())) {
        *error = QCoreApplication::translate("Lessons", "cannot make the folder %1")
                     .arg(QDir::toNativeSeparators(QFileInfo(path).absolutePath()));
        return false;
    }
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly)) {
        *error = file.errorString();
        return false;
    }
    file.write(QJsonDocument(QJsonObject{{QStringLiteral("scores"), scores}}).toJson());
    if (!file.commit()) {
        *error = file.errorString();
        return false;
    }
    return true;
}

QString quizScoresCsv(const std::vector<QuizScoreRecord> &records)
{
    // The header is for a spreadsheet: the same in every language, as the fields' meaning is.
    QString csv = QStringLiteral("date,student,collection,lesson,score,out of\r\n");
    for (const QuizScoreRecord &r : records) {
        const QStringList fields{r.date.toString(Qt::ISODate), csvField(r.student),
                                 csvField(r.collection),       csvField(r.lesson),
                                 QString::number(r.points),    QString::number(r.outOf)};
        csv += fields.join(u',') + QStringLiteral("\r\n");
    }
    return csv;
}

} // namespace arbiter
