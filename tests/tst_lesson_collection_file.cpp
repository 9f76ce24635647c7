// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
// A teacher's collection files changed lesson by lesson: a title and description written anew, a lesson
// moved to another collection (renamed where that one has its name), removed (the file going with its last
// lesson), a collection exported and imported into another lessons folder; the lines of the other lessons
// stay as they were; a bad file's problems are named by line.
#include "record/datc_case_runner.h"
#include "record/lesson_collection_file.h"
#include "record/lesson_library.h"
#include "record/lesson_writer.h"
#include "text/datc_reader.h"

#include <QDir>
#include <QFile>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

#include <algorithm>

using namespace arbiter;

class TestLessonCollectionFile : public QObject
{
    Q_OBJECT

  private slots:
    void initTestCase();
    void init();
    void titleAndDescriptionWrittenAnew();
    void lessonMovedKeepsItsOutcome();
    void lessonMovedIsRenamedWhereTheNameIsTaken();
    void lessonMovedTakesTheFileRulesAlong();
    void lastLessonRemovedRemovesTheFile();
    void missingLessonIsAnError();
    void exportedCollectionImportsIntoAnotherFolder();
    void importIntoACollectionOfTheSameName();
    void badFileIsRefusedWithItsLines();
    void problemsAreListedInLineOrder();
    void lessonNamedByItsTitleIsRenamedWithIt();
    void lessonFilesAreToldFromGames();
    void binaryFileIsRefusedByName();

  private:
    QString writeFile(const QString &name, const QByteArray &text);
    DatcFile read(const QString &path) const;

    std::shared_ptr<const Map> m_map;
    std::unique_ptr<QTemporaryDir> m_dir;
};

namespace {

// Two lessons and a comment, as Save as Lesson writes them (the second without its outcome).
const QByteArray twoLessons = "# Lessons kept with Arbiter\n"
                              "VARIANT_ALL Standard\n"
                              "COLLECTION Week 1: bounces\n"
                              "\n"
                              "CASE Bounce\n"
                              "TITLE Bounce in Burgundy\n"
                              "DESCRIPTION Two armies of equal strength meet.\n"
                              "PRESTATE_SETPHASE Spring 1901, Movement\n"
                              "PRESTATE\n"
                              "    France: A par\n"
                              "    Germany: A mun\n"
                              "ORDERS\n"
                              "    France: A par - bur\n"
                              "    Germany: A mun - bur\n"
                              "POSTSTATE_SAME\n"
                              "END\n"
                              "\n"
                              "# kept for the second week\n"
                              "CASE Garrison\n"
                              "TITLE Holding the line in Galicia\n"
                              "PRESTATE_SETPHASE Spring 1901, Movement\n"
                              "PRESTATE\n"
                              "    Austria: A gal\n"
                              "    Russia: A ukr\n"
                              "ORDERS\n"
                              "    Russia: A ukr - gal\n"
                              "END\n";

QStringList caseNamesOf(const DatcFile &file)
{
    QStringList names;
    for (const DatcCase &c : file.cases)
        names << c.name;
    return names;
}

} // namespace

void TestLessonCollectionFile::initTestCase()
{
    QString error;
    auto map = Map::load(QStringLiteral(ARBITER_SOURCE_DIR "/maps/standard"), &error);
    QVERIFY2(map, qPrintable(error));
    m_map = std::make_shared<const Map>(std::move(*map));
}

void TestLessonCollectionFile::init()
{
    m_dir = std::make_unique<QTemporaryDir>();
    QVERIFY(m_dir->isValid());
}

QString TestLessonCollectionFile::writeFile(const QString &name, const QByteArray &text)
{
    const QString path = m_dir->filePath(name);
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(text) != text.size())
        qFatal("cannot write %s", qPrintable(path));
    return path;
}

DatcFile TestLessonCollectionFile::read(const QString &path) const
{
    DatcReader reader(*m_map, RuleSettings());
    reader.setExpectationOptional(true);
    return reader.readFile(path);
}

void TestLessonCollectionFile::titleAndDescriptionWrittenAnew()
{
    const QString path = writeFile(QStringLiteral("week1.txt"), twoLessons);
    QString error;
    QVERIFY2(editLessonText(*m_map, path, QStringLiteral("Garrison"), QStringLiteral("The garrison # holds"),
                            QStringLiteral("First paragraph.\n\nSecond paragraph."), &error),
             qPrintable(error));
    const DatcFile file = read(path);
    QVERIFY2(file.errors.isEmpty(), qPrintable(file.errors.join(u'\n')));
    QCOMPARE(file.cases.size(), std::size_t(2));
    const DatcCase &edited = file.cases[1];
    QCOMPARE(edited.title, QStringLiteral("The garrison \uff03 holds")); // '#' would start a comment
    QCOMPARE(edited.description, QStringLiteral("First paragraph.\n\nSecond paragraph."));
    QCOMPARE(edited.orders.size(), std::size_t(1));
    // The other lesson and the comments are as they were.
    QCOMPARE(file.cases[0].title, QStringLiteral("Bounce in Burgundy"));
    QCOMPARE(file.cases[0].description, QStringLiteral("Two armies of equal strength meet."));
    QFile written(path);
    QVERIFY(written.open(QIODevice::ReadOnly));
    const QByteArray text = written.readAll();
    QVERIFY(text.startsWith(twoLessons.left(twoLessons.indexOf("CASE Garrison"))));
    QVERIFY(!text.contains("Holding the line"));

    // A description emptied leaves no DESCRIPTION line.
    QVERIFY(
        editLessonText(*m_map, path, QStringLiteral("Bounce"), QStringLiteral("Bounce"), QString(), &error));
    QCOMPARE(read(path).cases[0].description, QString());
}

void TestLessonCollectionFile::lessonMovedKeepsItsOutcome()
{
    const QString path = writeFile(QStringLiteral("week1.txt"), twoLessons);
    const QString to = m_dir->filePath(QStringLiteral("Week 2.txt"));
    QString error;
    const std::optional<QString> name =
        moveLesson(*m_map, path, QStringLiteral("Bounce"), to, QStringLiteral("Week 2"), &error);
    QVERIFY2(name, qPrintable(error));
    QCOMPARE(*name, QStringLiteral("Bounce"));
    const DatcFile left = read(path);
    QCOMPARE(left.cases.size(), std::size_t(1));
    QCOMPARE(left.cases[0].name, QStringLiteral("Garrison"));
    const DatcFile moved = read(to);
    QVERIFY2(moved.errors.isEmpty(), qPrintable(moved.errors.join(u'\n')));
    QCOMPARE(moved.collection, QStringLiteral("Week 2"));
    QCOMPARE(moved.cases.size(), std::size_t(1));
    QCOMPARE(moved.cases[0].title, QStringLiteral("Bounce in Burgundy"));
    QVERIFY(moved.cases[0].expectSame);
    QVERIFY(runDatcCase(*m_map, moved.cases[0]).passed);
}

void TestLessonCollectionFile::lessonMovedIsRenamedWhereTheNameIsTaken()
{
    const QString path = writeFile(QStringLiteral("week1.txt"), twoLessons);
    const QString to = writeFile(QStringLiteral("week2.txt"), "COLLECTION Week 2\n\n"
                                                              "CASE Bounce\n"
                                                              "PRESTATE_SETPHASE Spring 1901, Movement\n"
                                                              "PRESTATE\n"
                                                              "    Italy: A ven\n"
                                                              "ORDERS\n"
                                                              "END\n");
    QString error;
    const std::optional<QString> name =
        moveLesson(*m_map, path, QStringLiteral("Bounce"), to, QStringLiteral("Week 2"), &error);
    QVERIFY2(name, qPrintable(error));
    QCOMPARE(*name, QStringLiteral("Bounce (2)"));
    const DatcFile moved = read(to);
    QCOMPARE(moved.cases.size(), std::size_t(2));
    QCOMPARE(moved.cases[1].name, QStringLiteral("Bounce (2)"));
    QCOMPARE(moved.cases[1].orders.size(), std::size_t(2));
}

void TestLessonCollectionFile::lessonMovedTakesTheFileRulesAlong()
{
    // A hand-written file whose rules are given once for all its cases: the lesson keeps them when moved.
    const QString path = writeFile(QStringLiteral("paradox.txt"), "RULES 4.A.2=b\n"
                                                                  "CASE Ruled\n"
                                                                  "PRESTATE_SETPHASE Spring 1901, Movement\n"
                                                                  "PRESTATE\n"
                                                                  "    Italy: A ven\n"
                                                                  "ORDERS\n"
                                                                  "END\n"
                                                                  "CASE Other\n"
                                                                  "PRESTATE\n"
                                                                  "    Italy: A rom\n"
                                                                  "END\n");
    const RuleSettings ruled = read(path).cases[0].rules;
    QVERIFY(!ruled.isDefault());
    const QString to = m_dir->filePath(QStringLiteral("to.txt"));
    QString error;
    QVERIFY2(moveLesson(*m_map, path, QStringLiteral("Ruled"), to, QStringLiteral("To"), &error),
             qPrintable(error));
    QCOMPARE(read(to).cases[0].rules.toString(), ruled.toString());
}

void TestLessonCollectionFile::lastLessonRemovedRemovesTheFile()
{
    const QString path = writeFile(QStringLiteral("week1.txt"), twoLessons);
    QString error;
    QVERIFY2(removeLesson(*m_map, path, QStringLiteral("Bounce"), &error), qPrintable(error));
    const DatcFile left = read(path);
    QVERIFY(left.errors.isEmpty());
    QCOMPARE(left.collection, QStringLiteral("Week 1: bounces"));
    QCOMPARE(left.cases.size(), std::size_t(1));
    QCOMPARE(left.cases[0].name, QStringLiteral("Garrison"));
    QVERIFY(removeLesson(*m_map, path, QStringLiteral("Garrison"), &error));
    QVERIFY(!QFile::exists(path));

    // Moving the last lesson away takes the file too.
    const QString one = writeFile(QStringLiteral("one.txt"), twoLessons);
    QVERIFY(removeLesson(*m_map, one, QStringLiteral("Bounce"), &error));
    QVERIFY(moveLesson(*m_map, one, QStringLiteral("Garrison"), m_dir->filePath(QStringLiteral("other.txt")),
                       QStringLiteral("Other"), &error));
    QVERIFY(!QFile::exists(one));
}

void TestLessonCollectionFile::missingLessonIsAnError()
{
    const QString path = writeFile(QStringLiteral("week1.txt"), twoLessons);
    QString error;
    QVERIFY(!removeLesson(*m_map, path, QStringLiteral("Nothing"), &error));
    QVERIFY2(error.contains(QStringLiteral("'Nothing'")), qPrintable(error));
    QVERIFY(!editLessonText(*m_map, m_dir->filePath(QStringLiteral("missing.txt")), QStringLiteral("Bounce"),
                            QStringLiteral("x"), {}, &error));
    QCOMPARE(read(path).cases.size(), std::size_t(2));
}

void TestLessonCollectionFile::exportedCollectionImportsIntoAnotherFolder()
{
    const QString path = writeFile(QStringLiteral("Week 1 bounces.txt"), twoLessons);
    const QString given =
        m_dir->filePath(QStringLiteral("for the class") + QLatin1StringView(lessonCollectionSuffix));
    QString error;
    QVERIFY2(exportLessonCollection(path, given, &error), qPrintable(error));
    QVERIFY(isLessonCollectionFile(given));
    QVERIFY(lessonCollectionProblems(*m_map, given).isEmpty());
    QCOMPARE(lessonCollectionName(*m_map, given), QStringLiteral("Week 1: bounces"));

    const QString studentFolder = m_dir->filePath(QStringLiteral("student/lessons"));
    const std::optional<LessonImport> imported = importLessonCollection(*m_map, given, studentFolder, &error);
    QVERIFY2(imported, qPrintable(error));
    QCOMPARE(imported->added, 2);
    QCOMPARE(imported->collection, QStringLiteral("Week 1: bounces"));
    QCOMPARE(imported->path, lessonCollectionPath(studentFolder, QStringLiteral("Week 1: bounces")));
    // The student's library has the lessons as the teacher's has them, judged alike.
    const LessonLibrary teacher = loadLessonLibrary(*m_map, {}, m_dir->path());
    const LessonLibrary student = loadLessonLibrary(*m_map, {}, studentFolder);
    QCOMPARE(student.lessons.size(), std::size_t(2));
    QVERIFY(student.problems.isEmpty());
    for (std::size_t i = 0; i < student.lessons.size(); ++i) {
        QCOMPARE(student.lessons[i].collection, QStringLiteral("Week 1: bounces"));
        QCOMPARE(student.lessons[i].name(), teacher.lessons[i].name());
        QCOMPARE(student.lessons[i].testCase.expectedUnits, teacher.lessons[i].testCase.expectedUnits);
    }
    // Imported again: nothing is added twice.
    const std::optional<LessonImport> again = importLessonCollection(*m_map, given, studentFolder, &error);
    QVERIFY(again);
    QCOMPARE(again->added, 0);
    QCOMPARE(again->alreadyThere, 2);
    QCOMPARE(read(imported->path).cases.size(), std::size_t(2));
}

void TestLessonCollectionFile::importIntoACollectionOfTheSameName()
{
    const QString folder = m_dir->filePath(QStringLiteral("lessons"));
    QVERIFY(QDir().mkpath(folder));
    // The student has a lesson "Bounce" of their own in a collection of that name, and no COLLECTION line
    // names the file given: its file name does.
    QFile own(lessonCollectionPath(folder, QStringLiteral("week1")));
    QVERIFY(own.open(QIODevice::WriteOnly));
    own.write("COLLECTION week1\n\nCASE Bounce\nPRESTATE\n    Italy: A ven\nEND\n");
    own.close();
    QByteArray unnamed = twoLessons;
    unnamed.replace("COLLECTION Week 1: bounces\n", "");
    const QString given =
        writeFile(QStringLiteral("week1") + QLatin1StringView(lessonCollectionSuffix), unnamed);
    QString error;
    const std::optional<LessonImport> imported = importLessonCollection(*m_map, given, folder, &error);
    QVERIFY2(imported, qPrintable(error));
    QCOMPARE(imported->collection, QStringLiteral("week1"));
    QCOMPARE(imported->added, 2);
    const DatcFile file = read(imported->path);
    QVERIFY2(file.errors.isEmpty(), qPrintable(file.errors.join(u'\n')));
    QCOMPARE(caseNamesOf(file), (QStringList{QStringLiteral("Bounce"), QStringLiteral("Bounce (2)"),
                                             QStringLiteral("Garrison")}));
}

void TestLessonCollectionFile::badFileIsRefusedWithItsLines()
{
    const QString bad = writeFile(QStringLiteral("bad") + QLatin1StringView(lessonCollectionSuffix),
                                  "COLLECTION Broken\n"
                                  "CASE One\n"
                                  "PRESTATE\n"
                                  "    Austria: A xyz\n"
                                  "ORDERS\n"
                                  "    Austria: A vie - nowhere\n"
                                  "END\n");
    const QStringList problems = lessonCollectionProblems(*m_map, bad);
    QVERIFY2(problems.size() >= 2, qPrintable(problems.join(u'\n')));
    QVERIFY2(problems[0].startsWith(QStringLiteral("line 4: unknown place 'xyz'")), qPrintable(problems[0]));
    QVERIFY2(problems[1].startsWith(QStringLiteral("line 6: ")), qPrintable(problems[1]));
    QString error;
    QVERIFY(!importLessonCollection(*m_map, bad, m_dir->filePath(QStringLiteral("lessons")), &error));
    QVERIFY(error.contains(QStringLiteral("line 4")));
    QVERIFY(!QFile::exists(m_dir->filePath(QStringLiteral("lessons/Broken.txt"))));

    // Bytes that are no text, and a file without a lesson.
    const QString binary = writeFile(QStringLiteral("binary") + QLatin1StringView(lessonCollectionSuffix),
                                     QByteArray("\x00\x01\xff\xfe CASE\x00", 11));
    QVERIFY(!lessonCollectionProblems(*m_map, binary).isEmpty());
    const QString empty =
        writeFile(QStringLiteral("empty") + QLatin1StringView(lessonCollectionSuffix), "# nothing yet\n");
    QCOMPARE(lessonCollectionProblems(*m_map, empty),
             QStringList{QStringLiteral("the file holds no lesson (no CASE line)")});
    QVERIFY(!lessonCollectionProblems(*m_map, m_dir->filePath(QStringLiteral("missing.txt"))).isEmpty());
}

// The problems of a damaged file in the order of its lines, whether the reader found them in the file's own
// lines (a TITLE outside a case) or in a case's.
void TestLessonCollectionFile::problemsAreListedInLineOrder()
{
    const QString bad = writeFile(QStringLiteral("bad.txt"), "COLLECTION Broken\n"
                                                             "CASE One\n"
                                                             "PRESTATE\n"
                                                             "    Austria: A xyz\n"
                                                             "ORDERS\n"
                                                             "    Austria: A vie - tyr\n"
                                                             "END\n"
                                                             "TITLE Lost\n"
                                                             "CASE Two\n"
                                                             "PRESTATE\n"
                                                             "    Austria: A qqq\n"
                                                             "END\n");
    const QStringList problems = lessonCollectionProblems(*m_map, bad);
    static const QRegularExpression numbered(QStringLiteral("^line (\\d+): "));
    QList<int> lines;
    for (const QString &problem : problems) {
        const QRegularExpressionMatch match = numbered.match(problem);
        QVERIFY2(match.hasMatch(), qPrintable(problem));
        lines << match.captured(1).toInt();
    }
    QVERIFY2(lines.contains(4) && lines.contains(8) && lines.contains(11), qPrintable(problems.join(u'\n')));
    QVERIFY2(std::is_sorted(lines.begin(), lines.end()), qPrintable(problems.join(u'\n')));
}

// Save as Lesson names a lesson by its title (no TITLE line); an edited title renames it, made unique in its
// file, and a lesson kept before with its title repeated in a TITLE line is renamed the same way and loses
// the repetition. A lesson with a name of its own ("Bounce", titled "Bounce in Burgundy") keeps its name.
void TestLessonCollectionFile::lessonNamedByItsTitleIsRenamedWithIt()
{
    QByteArray text = twoLessons;
    text.append("\nCASE Third lesson\n"
                "TITLE Third lesson\n"
                "PRESTATE_SETPHASE Spring 1901, Movement\n"
                "PRESTATE\n"
                "    Italy: A ven\n"
                "ORDERS\n"
                "    Italy: A ven H\n"
                "END\n"
                "\nCASE Fourth lesson\n"
                "PRESTATE_SETPHASE Spring 1901, Movement\n"
                "PRESTATE\n"
                "    Italy: A rom\n"
                "ORDERS\n"
                "    Italy: A rom H\n"
                "END\n");
    const QString path = writeFile(QStringLiteral("week1.txt"), text);
    QString error;
    std::optional<QString> name = editLessonText(*m_map, path, QStringLiteral("Third lesson"),
                                                 QStringLiteral("Venice holds"), QString(), &error);
    QVERIFY2(name, qPrintable(error));
    QCOMPARE(*name, QStringLiteral("Venice holds"));
    name = editLessonText(*m_map, path, QStringLiteral("Fourth lesson"), QStringLiteral("Venice holds"),
                          QStringLiteral("Rome, in fact."), &error);
    QVERIFY2(name, qPrintable(error));
    QCOMPARE(*name, QStringLiteral("Venice holds (2)")); // the file has a lesson of that name
    name = editLessonText(*m_map, path, QStringLiteral("Bounce"), QStringLiteral("Bounce in Picardy"),
                          QString(), &error);
    QVERIFY2(name, qPrintable(error));
    QCOMPARE(*name, QStringLiteral("Bounce"));

    const DatcFile file = read(path);
    QVERIFY2(file.errors.isEmpty(), qPrintable(file.errors.join(u'\n')));
    QCOMPARE(caseNamesOf(file),
             (QStringList{QStringLiteral("Bounce"), QStringLiteral("Garrison"),
                          QStringLiteral("Venice holds"), QStringLiteral("Venice holds (2)")}));
    QCOMPARE(file.cases[0].title, QStringLiteral("Bounce in Picardy"));
    QCOMPARE(file.cases[2].title, QString()); // named once
    QCOMPARE(file.cases[3].title, QString());
    QCOMPARE(file.cases[3].description, QStringLiteral("Rome, in fact."));
    QCOMPARE(file.cases[3].orders.size(), std::size_t(1));
    QFile written(path);
    QVERIFY(written.open(QIODevice::ReadOnly));
    const QByteArray kept = written.readAll();
    QVERIFY(!kept.contains("Third lesson") && !kept.contains("Fourth lesson"));
}

void TestLessonCollectionFile::lessonFilesAreToldFromGames()
{
    QVERIFY(isLessonCollectionFile(writeFile(QStringLiteral("plain.txt"), twoLessons)));
    QVERIFY(isLessonCollectionFile(writeFile(QStringLiteral("cases.txt"), "# a comment\n\nCASE x\nEND\n")));
    QVERIFY(!isLessonCollectionFile(
        writeFile(QStringLiteral("game.arbiter.json"), "{\"format\": \"arbiter-game\"}")));
    QVERIFY(!isLessonCollectionFile(writeFile(QStringLiteral("orders.txt"), "France: A par - bur\n")));
}

// A file of bytes that are not text (with NUL bytes as a program has, or invalid UTF-8 as random bytes have)
// is refused as "not a text file" by its name, without its bytes; text with letters outside ASCII is read.
void TestLessonCollectionFile::binaryFileIsRefusedByName()
{
    DatcReader reader(*m_map, RuleSettings());
    const QByteArray notText[] = {QByteArray("\x7f"
                                             "ELF\x02\x01\x01\x00\x00CASE x\n",
                                             15),
                                  QByteArray("\xc3\x28\x8f\xa1 CASE Noise\nEND\n")};
    for (const QByteArray &bytes : notText) {
        const QString path =
            writeFile(QStringLiteral("binary") + QLatin1StringView(lessonCollectionSuffix), bytes);
        QCOMPARE(lessonCollectionProblems(*m_map, path),
                 QStringList{QDir::toNativeSeparators(path) + QStringLiteral(" is not a text file")});
        const DatcFile file = reader.readFile(path);
        QVERIFY(file.cases.empty());
        QCOMPARE(file.errors, QStringList{path + QStringLiteral(": not a text file")});
    }
    const QString text = writeFile(QStringLiteral("accents.txt"), "CASE Zo\xc3\xab\n"
                                                                  "PRESTATE_SETPHASE Spring 1901, Movement\n"
                                                                  "PRESTATE\n"
                                                                  "    Austria: A gal\n"
                                                                  "ORDERS\n"
                                                                  "    Austria: A gal H\n"
                                                                  "POSTSTATE_SAME\n"
                                                                  "END\n");
    QVERIFY(lessonCollectionProblems(*m_map, text).isEmpty());
    const DatcFile read = reader.readFile(text);
    QCOMPARE(read.cases.size(), std::size_t(1));
    QCOMPARE(read.cases.front().name, QStringLiteral("Zoë"));
}

QTEST_GUILESS_MAIN(TestLessonCollectionFile)
#include "tst_lesson_collection_file.moc"
