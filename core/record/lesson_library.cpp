// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
#include "record/lesson_library.h"

#include "record/datc_case_runner.h"
#include "record/lesson_collection_file.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QRegularExpression>

#include <algorithm>

namespace arbiter {

namespace {

constexpr const char *translationContext = "Lessons";

// "6.D.12" -> D; the section letters of DATC chapter 6 in order.
std::optional<LessonSection> chapterSixSection(const QString &caseName)
{
    static const QRegularExpression pattern(QStringLiteral("^6\\.([A-J])\\.\\d+"));
    const QRegularExpressionMatch match = pattern.match(caseName);
    if (!match.hasMatch())
        return std::nullopt;
    return LessonSection(match.captured(1).at(0).unicode() - u'A');
}

// A variant of a case under another rule choice ("6.F.14 (4.A.2=b)"): the lesson of the case shows it.
bool isRuleVariant(const QString &caseName)
{
    return caseName.contains(u'(');
}

// "6.D.12" sorts before "6.D.2" as text; the number decides.
int caseNumber(const QString &caseName)
{
    static const QRegularExpression pattern(QStringLiteral("^6\\.[A-J]\\.(\\d+)"));
    return pattern.match(caseName).captured(1).toInt();
}

void addProvince(const Map &map, int location, std::vector<int> *provinces)
{
    if (location >= 0 && location < map.locationCount())
        provinces->push_back(map.location(location).province);
}

std::vector<int> provincesOf(const Map &map, const DatcCase &c)
{
    std::vector<int> provinces;
    for (const Unit &u : c.position.units)
        addProvince(map, u.location, &provinces);
    for (const DislodgedUnit &d : c.position.dislodged)
        addProvince(map, d.unit.location, &provinces);
    auto addOrders = [&](const std::vector<DatcOrderLine> &lines) {
        for (const DatcOrderLine &line : lines) {
            if (!line.parsed.ok())
                continue;
            const Order &o = line.parsed.order;
            for (const UnitRef *ref : {&o.unit, &o.target, &o.other, &o.otherTarget})
                addProvince(map, ref->location, &provinces);
        }
    };
    addOrders(c.orders);
    if (c.retreat)
        addOrders(c.retreat->orders);
    std::sort(provinces.begin(), provinces.end());
    provinces.erase(std::unique(provinces.begin(), provinces.end()), provinces.end());
    return provinces;
}

QStringList datcFiles(const QString &folder, const QString &pattern)
{
    QStringList files;
    const QDir dir(folder);
    for (const QString &name : dir.entryList({pattern}, QDir::Files, QDir::Name))
        files << dir.filePath(name);
    return files;
}

// A user's lesson is checked against the judge when it is read: the bundled ones are checked by the tests.
// One written without its outcome gets the judge's, which is what a lesson shows anyway.
void judgeOwnLesson(const Map &map, const QString &path, DatcCase *c, bool *computed, QStringList *notes)
{
    const DatcOutcome outcome = runDatcCase(map, *c);
    const QString where = QStringLiteral("%1:%2: ").arg(path).arg(c->line);
    if (!c->hasExpectation) {
        c->expectedUnits = outcome.units;
        c->expectedDislodged = outcome.dislodged;
        c->hasExpectation = true;
        *computed = true;
        *notes << where + QCoreApplication::translate(
                              "DatcReader", "lesson '%1' has no POSTSTATE: the outcome is the judge's")
                              .arg(c->name);
    } else if (!outcome.passed) {
        *notes << where + QCoreApplication::translate(
                              "DatcReader", "lesson '%1': the judge does not give the outcome written "
                                            "(%2); the judge's is shown")
                              .arg(c->name, outcome.problems.join(QStringLiteral("; ")));
    }
}

enum class LessonOrigin : std::uint8_t
{
    Bundled,
    Own,
    Opened,
};

void readLessons(const DatcReader &reader, const Map &map, const QString &path, LessonOrigin origin,
                 LessonLibrary *library)
{
    const bool bundled = origin == LessonOrigin::Bundled;
    DatcFile file = reader.readFile(path);
    library->problems << file.errors;
    for (DatcCase &c : file.cases) {
        std::optional<LessonSection> section = chapterSixSection(c.name);
        if (bundled && (!section || isRuleVariant(c.name)))
            continue;
        if (!c.errors.isEmpty()) {
            library->problems << c.errors;
            continue;
        }
        if (!c.unreadable.isEmpty()) {
            library->problems << c.unreadable;
            continue;
        }
        Lesson lesson;
        lesson.provinces = provincesOf(map, c);
        lesson.section = bundled ? *section : LessonSection::Own;
        lesson.fileName = path;
        lesson.bundled = bundled;
        lesson.opened = origin == LessonOrigin::Opened;
        if (!bundled) {
            lesson.collection = file.collection.isEmpty() ? lessonCollectionFileTitle(path) : file.collection;
            judgeOwnLesson(map, path, &c, &lesson.outcomeComputed, &library->notes);
        }
        lesson.testCase = std::move(c);
        library->lessons.push_back(std::move(lesson));
    }
    if (!bundled && file.cases.empty() && file.errors.isEmpty())
        library->problems << QCoreApplication::translate("DatcReader", "%1: holds no CASE").arg(path);
}

// Words are found where a word of the text starts: "bur" finds "Burgundy" but not "Edinburgh".
bool containsWord(const Lesson &lesson, const QString &word)
{
    const QRegularExpression start(QStringLiteral("(^|\\W)") + QRegularExpression::escape(word),
                                   QRegularExpression::CaseInsensitiveOption |
                                       QRegularExpression::UseUnicodePropertiesOption);
    for (const QString &text : {lesson.name(), lesson.testCase.title, lesson.testCase.description,
                                lesson.title(), lesson.description()}) {
        if (text.contains(start))
            return true;
    }
    const QStringList translated = lesson.topics();
    return std::any_of(lesson.testCase.topics.begin(), lesson.testCase.topics.end(),
                       [&start](const QString &topic) { return topic.contains(start); }) ||
           std::any_of(translated.begin(), translated.end(),
                       [&start](const QString &topic) { return topic.contains(start); });
}

} // namespace

const char *lessonSectionName(LessonSection section)
{
    switch (section) {
    case LessonSection::BasicChecks:
        return QT_TRANSLATE_NOOP("Lessons", "Basic checks");
    case LessonSection::Coasts:
        return QT_TRANSLATE_NOOP("Lessons", "Coasts");
    case LessonSection::CircularMovement:
        return QT_TRANSLATE_NOOP("Lessons", "Circular movement");
    case LessonSection::SupportsAndDislodges:
        return QT_TRANSLATE_NOOP("Lessons", "Supports and dislodges");
    case LessonSection::HeadToHead:
        return QT_TRANSLATE_NOOP("Lessons", "Head-to-head battles and beleaguered garrisons");
    case LessonSection::Convoys:
        return QT_TRANSLATE_NOOP("Lessons", "Convoys");
    case LessonSection::AdjacentConvoys:
        return QT_TRANSLATE_NOOP("Lessons", "Convoying to adjacent places");
    case LessonSection::Retreats:
        return QT_TRANSLATE_NOOP("Lessons", "Retreats");
    case LessonSection::Building:
        return QT_TRANSLATE_NOOP("Lessons", "Building");
    case LessonSection::CivilDisorder:
        return QT_TRANSLATE_NOOP("Lessons", "Civil disorder and disbands");
    case LessonSection::Own:
        return QT_TRANSLATE_NOOP("Lessons", "Your own lessons");
    }
    return "";
}

QString Lesson::title() const
{
    const QString &title = testCase.title;
    if (title.isEmpty())
        return testCase.name;
    return bundled ? QCoreApplication::translate(translationContext, title.toUtf8().constData()) : title;
}

QString Lesson::description() const
{
    const QString &text = testCase.description;
    return bundled && !text.isEmpty()
               ? QCoreApplication::translate(translationContext, text.toUtf8().constData())
               : text;
}

QString Lesson::heading() const
{
    const QString shownTitle = title();
    return shownTitle == name() ? shownTitle : name() + QStringLiteral(" — ") + shownTitle;
}

QStringList Lesson::topics() const
{
    if (!bundled)
        return testCase.topics;
    QStringList translated;
    for (const QString &topic : testCase.topics)
        translated << QCoreApplication::translate(translationContext, topic.toUtf8().constData());
    return translated;
}

LessonLibrary loadLessonLibrary(const Map &map, const QString &bundledFolder, const QString &userFolder)
{
    LessonLibrary library;
    const DatcReader reader(map, RuleSettings());
    // The chapter 6 files (6a_basic.txt ... 6j_civil_disorder.txt); the library's other files are tests.
    for (const QString &path : datcFiles(bundledFolder, QStringLiteral("6*.txt")))
        readLessons(reader, map, path, LessonOrigin::Bundled, &library);
    std::stable_sort(library.lessons.begin(), library.lessons.end(), [](const Lesson &a, const Lesson &b) {
        if (a.section != b.section)
            return a.section < b.section;
        return caseNumber(a.name()) < caseNumber(b.name());
    });
    if (!userFolder.isEmpty() && QFileInfo(userFolder).isDir()) {
        DatcReader ownReader(map, RuleSettings());
        ownReader.setExpectationOptional(true);
        for (const QString &path : datcFiles(userFolder, QStringLiteral("*.txt")))
            readLessons(ownReader, map, path, LessonOrigin::Own, &library);
    }
    return library;
}

void addOpenedCollection(const Map &map, const QString &path, LessonLibrary *library)
{
    DatcReader reader(map, RuleSettings());
    reader.setExpectationOptional(true);
    readLessons(reader, map, path, LessonOrigin::Opened, library);
}

std::vector<int> searchLessons(const LessonLibrary &library, const Map &map, const QString &query)
{
    // Province names of more than one word ("North Sea") are found by their first word as text anyway.
    const QStringList words = query.split(QRegularExpression(QStringLiteral("[\\s,;]+")), Qt::SkipEmptyParts);
    std::vector<int> provinceOfWord;
    provinceOfWord.reserve(std::size_t(words.size()));
    for (const QString &word : words)
        provinceOfWord.push_back(map.findProvince(word));
    // The whole query may be one province of several words ("north sea", "St. Petersburg").
    const int wholeProvince = words.size() > 1 ? map.findProvince(query.trimmed()) : -1;
    std::vector<int> found;
    for (int i = 0; i < int(library.lessons.size()); ++i) {
        const Lesson &lesson = library.lessons[std::size_t(i)];
        auto hasProvince = [&lesson](int province) {
            return province >= 0 &&
                   std::binary_search(lesson.provinces.begin(), lesson.provinces.end(), province);
        };
        bool matches = true;
        if (!hasProvince(wholeProvince)) {
            for (qsizetype w = 0; w < words.size() && matches; ++w)
                matches = containsWord(lesson, words[w]) || hasProvince(provinceOfWord[std::size_t(w)]);
        }
        if (matches)
            found.push_back(i);
    }
    return found;
}

} // namespace arbiter
