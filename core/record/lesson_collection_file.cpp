// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
#include "record/lesson_collection_file.h"

#include "record/lesson_writer.h"
#include "text/datc_reader.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QRegularExpression>
#include <QSaveFile>

#include <algorithm>

namespace arbiter {

namespace {

// The file's lines and what the reader makes of them (a lesson may leave its outcome out).
struct CollectionText
{
    QStringList lines;
    DatcFile file;
};

std::optional<CollectionText> readCollection(const Map &map, const QString &path, QString *error)
{
    QFile in(path);
    if (!in.open(QIODevice::ReadOnly)) {
        *error = QCoreApplication::translate("Lessons", "cannot read %1: %2")
                     .arg(QDir::toNativeSeparators(path), in.errorString());
        return std::nullopt;
    }
    const std::optional<QString> text = caseFileText(in.readAll());
    if (!text) {
        *error = QCoreApplication::translate("Lessons", "%1 is not a text file")
                     .arg(QDir::toNativeSeparators(path));
        return std::nullopt;
    }
    DatcReader reader(map, RuleSettings());
    reader.setExpectationOptional(true);
    return CollectionText{text->split(u'\n'), reader.read(*text, path)};
}

// The format's keyword a line starts with ("" for a blank line or a comment).
QString keywordOf(const QString &line)
{
    return line.section(u'#', 0, 0).trimmed().section(u' ', 0, 0).section(u'\t', 0, 0);
}

// The lines of one case: from its CASE line to its END line (the file's last line when END is missing).
struct CaseLines
{
    qsizetype first = 0;
    qsizetype last = 0;
};

CaseLines linesOf(const QStringList &lines, const DatcCase &c)
{
    CaseLines block{c.line - 1, lines.size() - 1};
    for (qsizetype i = block.first + 1; i < lines.size(); ++i) {
        if (keywordOf(lines[i]) == u"END") {
            block.last = i;
            break;
        }
    }
    return block;
}

// A collection file read, with one of its cases.
struct CollectionCase
{
    CollectionText text;
    std::size_t index = 0; // in text.file.cases
    const DatcCase &lesson() const { return text.file.cases[index]; }
};

// The collection at `path` and its case `caseName`; nothing, with `error`, when the file cannot be read or
// has no such case.
std::optional<CollectionCase> readCase(const Map &map, const QString &path, const QString &caseName,
                                       QString *error)
{
    std::optional<CollectionText> text = readCollection(map, path, error);
    if (!text)
        return std::nullopt;
    const std::vector<DatcCase> &cases = text->file.cases;
    const auto it = std::find_if(cases.begin(), cases.end(),
                                 [&caseName](const DatcCase &c) { return c.name == caseName; });
    if (it == cases.end()) {
        *error = QCoreApplication::translate("Lessons", "%1 has no lesson '%2'")
                     .arg(QDir::toNativeSeparators(text->file.fileName), caseName);
        return std::nullopt;
    }
    const auto index = std::size_t(it - cases.begin());
    return CollectionCase{std::move(*text), index};
}

// The case's lines as they stand on their own in another file: rules the file gave it above its CASE line
// go with it.
QStringList standAlone(const QStringList &lines, const DatcCase &c)
{
    const CaseLines block = linesOf(lines, c);
    QStringList own = lines.mid(block.first, block.last - block.first + 1);
    const bool hasRules =
        std::any_of(own.begin(), own.end(), [](const QString &line) { return keywordOf(line) == u"RULES"; });
    if (!hasRules && !c.rules.isDefault())
        own.insert(1, QStringLiteral("RULES ") + c.rules.toString());
    return own;
}

// The case's lines taken out of `lines`, with the blank line that parted it from what stood before.
void takeOut(QStringList *lines, const DatcCase &c)
{
    const CaseLines block = linesOf(*lines, c);
    lines->remove(block.first, block.last - block.first + 1);
    if (block.first > 0 && lines->at(block.first - 1).trimmed().isEmpty())
        lines->removeAt(block.first - 1);
}

bool writeLines(const QString &path, const QStringList &lines, QString *error)
{
    const QByteArray contents = lines.join(u'\n').toUtf8();
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(contents) != contents.size() || !file.commit()) {
        *error = QCoreApplication::translate("Lessons", "cannot write %1: %2")
                     .arg(QDir::toNativeSeparators(path), file.errorString());
        return false;
    }
    return true;
}

// Writes the lines left, or removes the file when no lesson is left in it.
bool writeRest(const QString &path, const QStringList &lines, std::size_t lessonsLeft, QString *error)
{
    if (lessonsLeft > 0)
        return writeLines(path, lines, error);
    if (!QFile::remove(path)) {
        *error =
            QCoreApplication::translate("Lessons", "cannot remove %1").arg(QDir::toNativeSeparators(path));
        return false;
    }
    return true;
}

// `wanted`, or with " (2)", " (3)"... after it where `taken` has it (as freeLessonName names them).
QString freeName(const QStringList &taken, const QString &wanted)
{
    QString name = wanted;
    for (int n = 2; taken.contains(name); ++n)
        name = QStringLiteral("%1 (%2)").arg(wanted).arg(n);
    return name;
}

QStringList caseNames(const DatcFile &file)
{
    QStringList names;
    for (const DatcCase &c : file.cases)
        names << c.name;
    return names;
}

} // namespace

std::optional<QString> editLessonText(const Map &map, const QString &path, const QString &caseName,
                                      const QString &title, const QString &description, QString *error)
{
    std::optional<CollectionCase> found = readCase(map, path, caseName, error);
    if (!found)
        return std::nullopt;
    const QStringList &text = found->text.lines;
    const DatcCase &c = found->lesson();
    QString name = caseName;
    const bool namedByTitle = c.title.isEmpty() || c.title == c.name;
    if (namedByTitle) {
        QStringList others = caseNames(found->text.file);
        others.removeAt(qsizetype(found->index));
        const QString titleLine = lessonLineText(title);
        name = freeName(others, titleLine.isEmpty() ? caseName : titleLine);
    }
    const CaseLines block = linesOf(text, c);
    QStringList lines = text.mid(0, block.first);
    lines << (name == caseName ? text[block.first] : QStringLiteral("CASE ") + name);
    const bool titleIsName = namedByTitle || lessonLineText(title) == name;
    lines << lessonTextLines(titleIsName ? QString() : title, description).split(u'\n', Qt::SkipEmptyParts);
    for (qsizetype i = block.first + 1; i <= block.last; ++i) {
        const QString keyword = keywordOf(text[i]);
        if (keyword != u"TITLE" && keyword != u"DESCRIPTION")
            lines << text[i];
    }
    lines << text.mid(block.last + 1);
    if (!writeLines(path, lines, error))
        return std::nullopt;
    return name;
}

std::optional<QString> moveLesson(const Map &map, const QString &path, const QString &caseName,
                                  const QString &toPath, const QString &toCollection, QString *error)
{
    if (QFileInfo(path) == QFileInfo(toPath))
        return caseName;
    std::optional<CollectionCase> found = readCase(map, path, caseName, error);
    if (!found)
        return std::nullopt;
    CollectionText &text = found->text;
    const DatcCase &c = found->lesson();
    QStringList moved = standAlone(text.lines, c);
    const QString name = freeLessonName(map, toPath, caseName);
    if (name != caseName)
        moved[0] = QStringLiteral("CASE ") + name;
    if (!addLessonToCollection(map, toPath, toCollection, moved.join(u'\n') + u'\n', error))
        return std::nullopt;
    takeOut(&text.lines, c);
    if (!writeRest(path, text.lines, text.file.cases.size() - 1, error))
        return std::nullopt;
    return name;
}

bool removeLesson(const Map &map, const QString &path, const QString &caseName, QString *error)
{
    std::optional<CollectionCase> found = readCase(map, path, caseName, error);
    if (!found)
        return false;
    takeOut(&found->text.lines, found->lesson());
    return writeRest(path, found->text.lines, found->text.file.cases.size() - 1, error);
}

QStringList lessonCollectionProblems(const Map &map, const QString &path)
{
    QString error;
    const std::optional<CollectionText> text = readCollection(map, path, &error);
    if (!text)
        return {error};
    QStringList found = text->file.errors;
    for (const DatcCase &c : text->file.cases)
        found << c.errors << c.unreadable;
    if (found.isEmpty() && text->file.cases.empty())
        found << QCoreApplication::translate("Lessons", "the file holds no lesson (no CASE line)");
    // "path:12: problem" is told as "line 12: problem": the file is named once, where the problems are
    // listed, in the order of their lines (the reader reports the file's own problems before its cases').
    static const QRegularExpression lineAndProblem(QStringLiteral("^(\\d+): (.*)$"),
                                                   QRegularExpression::DotMatchesEverythingOption);
    std::vector<std::pair<int, QString>> numbered; // 0: a problem of no line
    for (const QString &problem : std::as_const(found)) {
        const QString rest = problem.startsWith(path + u':') ? problem.mid(path.size() + 1) : problem;
        const QRegularExpressionMatch match = lineAndProblem.match(rest);
        if (match.hasMatch())
            numbered.emplace_back(match.captured(1).toInt(),
                                  QCoreApplication::translate("Lessons", "line %1: %2")
                                      .arg(match.captured(1), match.captured(2)));
        else
            numbered.emplace_back(0, rest.trimmed());
    }
    std::stable_sort(numbered.begin(), numbered.end(),
                     [](const auto &a, const auto &b) { return a.first < b.first; });
    QStringList problems;
    for (auto &lineAndText : numbered)
        problems << std::move(lineAndText.second);
    return problems;
}

QString lessonCollectionName(const Map &map, const QString &path)
{
    QString error;
    const std::optional<CollectionText> text = readCollection(map, path, &error);
    if (text && !text->file.collection.isEmpty())
        return text->file.collection;
    return lessonCollectionFileTitle(path);
}

QString lessonCollectionFileTitle(const QString &path)
{
    const QString name = QFileInfo(path).fileName();
    for (const QString &ending : {QString::fromLatin1(lessonCollectionSuffix), QStringLiteral(".txt")}) {
        if (name.endsWith(ending, Qt::CaseInsensitive))
            return name.chopped(ending.size());
    }
    return QFileInfo(path).completeBaseName();
}

bool isLessonCollectionFile(const QString &path)
{
    if (path.endsWith(QLatin1StringView(lessonCollectionSuffix), Qt::CaseInsensitive))
        return true;
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return false;
    // The head is enough: a game file starts with '{', a lesson collection with its keywords.
    for (const QString &line : QString::fromUtf8(file.read(4096)).split(u'\n')) {
        const QString keyword = keywordOf(line);
        if (!keyword.isEmpty())
            return keyword == u"VARIANT_ALL" || keyword == u"COLLECTION" || keyword == u"CASE";
    }
    return false;
}

bool exportLessonCollection(const QString &path, const QString &target, QString *error)
{
    QFile in(path);
    if (!in.open(QIODevice::ReadOnly)) {
        *error = QCoreApplication::translate("Lessons", "cannot read %1: %2")
                     .arg(QDir::toNativeSeparators(path), in.errorString());
        return false;
    }
    const QByteArray contents = in.readAll();
    QSaveFile out(target);
    if (!out.open(QIODevice::WriteOnly) || out.write(contents) != contents.size() || !out.commit()) {
        *error = QCoreApplication::translate("Lessons", "cannot write %1: %2")
                     .arg(QDir::toNativeSeparators(target), out.errorString());
        return false;
    }
    return true;
}

std::optional<LessonImport> importLessonCollection(const Map &map, const QString &source,
                                                   const QString &folder, QString *error)
{
    const QStringList problems = lessonCollectionProblems(map, source);
    if (!problems.isEmpty()) {
        *error = problems.join(u'\n');
        return std::nullopt;
    }
    std::optional<CollectionText> given = readCollection(map, source, error);
    if (!given)
        return std::nullopt;
    LessonImport done;
    done.collection = lessonCollectionName(map, source);
    done.path = lessonCollectionFile(folder, done.collection);
    if (!QDir().mkpath(folder)) {
        *error = QCoreApplication::translate("Lessons", "cannot make the folder %1")
                     .arg(QDir::toNativeSeparators(folder));
        return std::nullopt;
    }

    if (!QFileInfo::exists(done.path)) {
        // The file as it was given, named as the library names it.
        QStringList lines = given->lines;
        if (given->file.collection.isEmpty())
            lines.insert(given->file.cases.front().line - 1, QStringLiteral("COLLECTION ") + done.collection);
        if (!writeLines(done.path, lines, error))
            return std::nullopt;
        done.added = int(given->file.cases.size());
        return done;
    }

    std::optional<CollectionText> kept = readCollection(map, done.path, error);
    if (!kept)
        return std::nullopt;
    QStringList taken = caseNames(kept->file);
    QStringList lines = kept->lines;
    while (!lines.isEmpty() && lines.back().trimmed().isEmpty())
        lines.removeLast();
    for (const DatcCase &c : given->file.cases) {
        QStringList added = standAlone(given->lines, c);
        const auto same =
            std::find_if(kept->file.cases.begin(), kept->file.cases.end(), [&](const DatcCase &k) {
                return k.name == c.name && standAlone(kept->lines, k) == added;
            });
        if (same != kept->file.cases.end()) {
            ++done.alreadyThere;
            continue;
        }
        const QString name = freeName(taken, c.name);
        if (name != c.name)
            added[0] = QStringLiteral("CASE ") + name;
        taken << name;
        lines << QString() << added;
        ++done.added;
    }
    lines << QString();
    if (done.added > 0 && !writeLines(done.path, lines, error))
        return std::nullopt;
    return done;
}

} // namespace arbiter
