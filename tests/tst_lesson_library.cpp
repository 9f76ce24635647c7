// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
// The lessons library: every DATC chapter 6 case bundled as a lesson with a title and a description, the
// search by word and by province, a teacher's own lessons from a folder, the rule choices a lesson offers,
// and the generated list of texts for lupdate in step with the data.
#include "record/datc_game.h"
#include "record/lesson_choices.h"
#include "record/lesson_library.h"
#include "record/lesson_texts.h"

#include <QDir>
#include <QFile>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>
#include <QTranslator>

#include <algorithm>
#include <map>
#include <set>

using namespace arbiter;

class TestLessonLibrary : public QObject
{
    Q_OBJECT

  private slots:
    void initTestCase();
    void everyChapterSixCaseIsALesson();
    void lessonTextsForLupdateMatchTheData();
    void searchFindsWords();
    void searchFindsProvinces();
    void searchFindsTopics();
    void userLessonsLoad();
    void badUserFileIsReportedWithLine();
    void titleAndDescriptionLinesAreChecked();
    void ruleChoicesOfferTheOtherOutcome();
    void ruleChoicesCoverTheFilesVariants();
    void everyChoiceIsTheGameTheWindowPlays();

  private:
    QStringList names(const std::vector<int> &found) const;
    const Lesson *lesson(const QString &name) const;

    std::optional<Map> m_map;
    LessonLibrary m_library;
};

void TestLessonLibrary::initTestCase()
{
    QString error;
    m_map = Map::load(QStringLiteral(ARBITER_SOURCE_DIR "/maps/standard"), &error);
    QVERIFY2(m_map, qPrintable(error));
    // The copy built into the program, as a lone binary reads it.
    m_library = loadLessonLibrary(*m_map, QStringLiteral(":/arbiter/datc"), QString());
    QVERIFY2(m_library.problems.isEmpty(), qPrintable(m_library.problems.join(u'\n')));
}

QStringList TestLessonLibrary::names(const std::vector<int> &found) const
{
    QStringList result;
    for (int i : found)
        result << m_library.lessons[std::size_t(i)].name();
    return result;
}

const Lesson *TestLessonLibrary::lesson(const QString &name) const
{
    for (const Lesson &l : m_library.lessons) {
        if (l.name() == name)
            return &l;
    }
    return nullptr;
}

void TestLessonLibrary::everyChapterSixCaseIsALesson()
{
    // DATC v3.0 chapter 6: the number of cases of each section, 164 in all.
    const std::map<QChar, int> sectionSizes = {{u'A', 12}, {u'B', 15}, {u'C', 9},  {u'D', 34}, {u'E', 15},
                                               {u'F', 25}, {u'G', 20}, {u'H', 16}, {u'I', 7},  {u'J', 11}};
    std::set<QString> expected;
    for (const auto &[letter, size] : sectionSizes) {
        for (int n = 1; n <= size; ++n)
            expected.insert(QStringLiteral("6.%1.%2").arg(letter).arg(n));
    }
    QCOMPARE(int(expected.size()), 164);
    std::set<QString> found;
    for (const Lesson &l : m_library.lessons) {
        QVERIFY(l.bundled);
        // 6.J.9 has two positions, "6.J.9 bal" and "6.J.9 ska": two lessons of one case.
        const QString number = l.name().section(u' ', 0, 0);
        found.insert(number);
        QVERIFY2(!l.testCase.title.isEmpty(), qPrintable(l.name()));
        QVERIFY2(l.testCase.description.size() > 60, qPrintable(l.name()));
        QCOMPARE(int(l.section), number.at(2).unicode() - u'A');
        QVERIFY2(!l.provinces.empty(), qPrintable(l.name()));
        QVERIFY2(!l.name().contains(u'('), qPrintable(l.name())); // variants are no lessons
    }
    QCOMPARE(found, expected);
    // In the order of the DATC: by section, then by number (6.D.2 before 6.D.12).
    QCOMPARE(m_library.lessons.front().name(), QStringLiteral("6.A.1"));
    QCOMPARE(m_library.lessons[1].name(), QStringLiteral("6.A.2"));
    QCOMPARE(m_library.lessons.back().name(), QStringLiteral("6.J.11"));
    // Titles are distinct: the list shows them.
    std::set<QString> titles;
    for (const Lesson &l : m_library.lessons)
        titles.insert(l.testCase.title);
    QCOMPARE(titles.size(), m_library.lessons.size());
}

void TestLessonLibrary::lessonTextsForLupdateMatchTheData()
{
    QStringList fromData;
    QStringList topics;
    for (const Lesson &l : m_library.lessons) {
        fromData << l.testCase.title << l.testCase.description;
        topics << l.testCase.topics;
    }
    topics.removeDuplicates();
    topics.sort();
    fromData << topics;
    QStringList generated;
    for (const char *text : bundledLessonTexts())
        generated << QString::fromUtf8(text);
    if (generated != fromData) {
        for (qsizetype i = 0; i < std::min(generated.size(), fromData.size()); ++i) {
            if (generated[i] != fromData[i]) {
                qWarning("first difference: '%s' in lesson_texts.cpp, '%s' in the data",
                         qPrintable(generated[i]), qPrintable(fromData[i]));
                break;
            }
        }
        QFAIL("core/record/lesson_texts.cpp is out of date: run `cmake --build build --target "
              "update_lesson_texts` and commit it");
    }
}

void TestLessonLibrary::searchFindsWords()
{
    QCOMPARE(searchLessons(m_library, *m_map, QString()).size(), m_library.lessons.size());
    const QStringList paradox = names(searchLessons(m_library, *m_map, QStringLiteral("paradox")));
    QVERIFY(paradox.contains(QStringLiteral("6.F.14")));
    QVERIFY(paradox.contains(QStringLiteral("6.F.16")));
    QVERIFY(!paradox.contains(QStringLiteral("6.A.1")));
    // Every word must match, in any letter case.
    const QStringList both = names(searchLessons(m_library, *m_map, QStringLiteral("PANDIN extended")));
    QCOMPARE(both, QStringList{QStringLiteral("6.F.17")});
    QVERIFY(searchLessons(m_library, *m_map, QStringLiteral("paradox zzzz")).empty());
    // By case number too.
    QVERIFY(
        names(searchLessons(m_library, *m_map, QStringLiteral("6.E.15"))).contains(QStringLiteral("6.E.15")));
}

void TestLessonLibrary::searchFindsTopics()
{
    // Every lesson says what it is about; the search finds a topic its texts do not name.
    for (const Lesson &l : m_library.lessons)
        QVERIFY2(!l.testCase.topics.isEmpty(), qPrintable(l.name()));
    const QStringList paradox = names(searchLessons(m_library, *m_map, QStringLiteral("paradox")));
    for (const char *name : {"6.F.20", "6.F.21"}) {
        QVERIFY2(!lesson(QString::fromLatin1(name))->testCase.description.contains(QStringLiteral("paradox")),
                 name);
        QVERIFY2(paradox.contains(QString::fromLatin1(name)), name);
    }
    // In German, by the German word.
    QTranslator german;
    QVERIFY(german.load(QStringLiteral(":/i18n/arbiter_de.qm")));
    QCoreApplication::installTranslator(&german);
    const QStringList paradoxon = names(searchLessons(m_library, *m_map, QStringLiteral("Paradoxon")));
    QCoreApplication::removeTranslator(&german);
    QVERIFY(paradoxon.contains(QStringLiteral("6.F.20")));
    QVERIFY(!paradoxon.contains(QStringLiteral("6.A.1")));
}

void TestLessonLibrary::searchFindsProvinces()
{
    const QStringList abbreviation = names(searchLessons(m_library, *m_map, QStringLiteral("bur")));
    const QStringList fullName = names(searchLessons(m_library, *m_map, QStringLiteral("Burgundy")));
    // 6.C.7: A bur - bel; 6.D.22: A bur S F kie - mun; 6.G.3: A bur S A pic - bel.
    for (const QString &name : {QStringLiteral("6.C.7"), QStringLiteral("6.D.22"), QStringLiteral("6.G.3")}) {
        QVERIFY2(abbreviation.contains(name), qPrintable(name));
        QVERIFY2(fullName.contains(name), qPrintable(name));
    }
    // 6.G.6 names Edinburgh in its description but has nothing in Burgundy.
    QVERIFY(!abbreviation.contains(QStringLiteral("6.G.6")));
    QVERIFY(!fullName.contains(QStringLiteral("6.A.1")));
    for (const QString &name : abbreviation) {
        const Lesson *l = lesson(name);
        QVERIFY(std::binary_search(l->provinces.begin(), l->provinces.end(), m_map->findProvince(u"bur")) ||
                l->testCase.description.contains(QStringLiteral("Burgundy")));
    }
    // A province of two words; and a province together with a word.
    const QStringList northSea = names(searchLessons(m_library, *m_map, QStringLiteral("north sea")));
    QVERIFY(northSea.contains(QStringLiteral("6.F.4")));
    QVERIFY(!northSea.contains(QStringLiteral("6.A.11")));
    const QStringList convoyBelgium = names(searchLessons(m_library, *m_map, QStringLiteral("convoy bel")));
    QVERIFY(convoyBelgium.contains(QStringLiteral("6.C.6")));
    QVERIFY(!convoyBelgium.contains(QStringLiteral("6.A.11")));
    QVERIFY(!convoyBelgium.contains(QStringLiteral("6.F.1")));
}

namespace {

void writeFile(const QString &path, const QByteArray &text)
{
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(text);
}

const QByteArray goodLesson = "VARIANT_ALL Standard\n"
                              "CASE Munich holds\n"
                              "TITLE Two against one\n"
                              "DESCRIPTION A supported attack beats a lone army:\n"
                              "DESCRIPTION Munich is taken.\n"
                              "PRESTATE_SETPHASE Spring 1901, Movement\n"
                              "PRESTATE\n"
                              "    Germany: A mun\n"
                              "    France: A bur\n"
                              "    France: A ruh\n"
                              "ORDERS\n"
                              "    France: A bur - mun\n"
                              "    France: A ruh S A bur - mun\n"
                              "POSTSTATE\n"
                              "    France: A mun\n"
                              "    France: A ruh\n"
                              "POSTSTATE_DISLODGED\n"
                              "    Germany: A mun\n"
                              "END\n";

} // namespace

void TestLessonLibrary::userLessonsLoad()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    writeFile(dir.filePath(QStringLiteral("teacher.txt")), goodLesson);
    const LessonLibrary library = loadLessonLibrary(*m_map, QStringLiteral(":/arbiter/datc"), dir.path());
    QVERIFY2(library.problems.isEmpty(), qPrintable(library.problems.join(u'\n')));
    QCOMPARE(library.lessons.size(), m_library.lessons.size() + 1);
    const Lesson &own = library.lessons.back();
    QCOMPARE(own.name(), QStringLiteral("Munich holds"));
    QCOMPARE(own.title(), QStringLiteral("Two against one"));
    QCOMPARE(own.description(), QStringLiteral("A supported attack beats a lone army: Munich is taken."));
    QCOMPARE(own.section, LessonSection::Own);
    QVERIFY(!own.bundled);
    QCOMPARE(own.fileName, dir.filePath(QStringLiteral("teacher.txt")));
    // Found by its words and its provinces like any lesson.
    const std::vector<int> found = searchLessons(library, *m_map, QStringLiteral("ruhr taken"));
    QCOMPARE(found.size(), std::size_t(1));
    QCOMPARE(library.lessons[std::size_t(found.front())].name(), QStringLiteral("Munich holds"));
    // It is judged like a DATC case.
    QVERIFY(runDatcCase(*m_map, own.testCase).passed);
}

void TestLessonLibrary::badUserFileIsReportedWithLine()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    writeFile(dir.filePath(QStringLiteral("a_good.txt")), goodLesson);
    QByteArray bad = goodLesson;
    bad.replace("    France: A ruh S A bur - mun\n", "    France: A ruh S A bur - mnu\n"); // line 13
    writeFile(dir.filePath(QStringLiteral("b_bad.txt")), bad);
    writeFile(dir.filePath(QStringLiteral("c_empty.txt")), "# nothing here\n");
    const LessonLibrary library = loadLessonLibrary(*m_map, QStringLiteral(":/arbiter/datc"), dir.path());
    // The good file still loads; the bad one is reported with its line, the empty one as empty.
    QCOMPARE(library.lessons.size(), m_library.lessons.size() + 1);
    QCOMPARE(library.lessons.back().fileName, dir.filePath(QStringLiteral("a_good.txt")));
    QVERIFY2(library.problems.size() == 2, qPrintable(library.problems.join(u'\n')));
    QVERIFY2(library.problems[0].startsWith(dir.filePath(QStringLiteral("b_bad.txt:13: "))),
             qPrintable(library.problems[0]));
    QVERIFY2(library.problems[0].contains(QStringLiteral("mnu")), qPrintable(library.problems[0]));
    QVERIFY2(library.problems[1].startsWith(dir.filePath(QStringLiteral("c_empty.txt"))),
             qPrintable(library.problems[1]));
}

void TestLessonLibrary::titleAndDescriptionLinesAreChecked()
{
    const DatcReader reader(*m_map, RuleSettings());
    QByteArray twice = goodLesson;
    twice.replace("TITLE Two against one\n", "TITLE Two against one\nTITLE Again\n"); // line 4
    DatcFile file = reader.read(QString::fromUtf8(twice), QStringLiteral("twice.txt"));
    QCOMPARE(file.cases.size(), std::size_t(1));
    QCOMPARE(file.cases[0].errors, QStringList{QStringLiteral("twice.txt:4: a case has one TITLE")});

    QByteArray empty = goodLesson;
    empty.replace("TITLE Two against one\n", "TITLE   \n");
    file = reader.read(QString::fromUtf8(empty), QStringLiteral("empty.txt"));
    QCOMPARE(file.cases[0].errors, QStringList{QStringLiteral("empty.txt:3: TITLE without text")});

    const QByteArray outside = "TITLE Lost\n" + goodLesson;
    file = reader.read(QString::fromUtf8(outside), QStringLiteral("outside.txt"));
    QCOMPARE(file.errors.size(), 1);
    QVERIFY2(file.errors[0].startsWith(QStringLiteral("outside.txt:1: TITLE outside a case")),
             qPrintable(file.errors[0]));
    QVERIFY(file.cases[0].errors.isEmpty());
}

void TestLessonLibrary::ruleChoicesOfferTheOtherOutcome()
{
    // 6.A.1 depends on no rule choice: only the DATC preference.
    const std::vector<LessonChoice> plain = lessonChoices(*m_map, lesson(QStringLiteral("6.A.1"))->testCase);
    QCOMPARE(plain.size(), std::size_t(1));
    QVERIFY(!plain[0].issue);
    QVERIFY(plain[0].outcome.passed);

    // 6.F.9: one of two routes disrupted. The DATC preference (4.A.1 b) lands the army in Belgium; under the
    // 1971 rule (4.A.1 a) the army stays in London.
    const Lesson *f9 = lesson(QStringLiteral("6.F.9"));
    const std::vector<LessonChoice> choices = lessonChoices(*m_map, f9->testCase);
    QVERIFY(choices.size() >= 2);
    QVERIFY(choices[0].outcome.passed);
    const auto it = std::find_if(choices.begin(), choices.end(), [](const LessonChoice &c) {
        return c.issue == RuleIssue::MultiRouteConvoyDisruption && c.choice == 'a';
    });
    QVERIFY(it != choices.end());
    const int lon = m_map->findLocation(u"lon");
    const int bel = m_map->findLocation(u"bel");
    auto armyIn = [](const std::vector<Unit> &units, int location) {
        return std::any_of(units.begin(), units.end(), [location](const Unit &u) {
            return u.location == location && u.type == UnitType::Army;
        });
    };
    QVERIFY(armyIn(choices[0].outcome.units, bel));
    QVERIFY(armyIn(it->outcome.units, lon));
    QVERIFY(!armyIn(it->outcome.units, bel));
    QVERIFY(it->rules.is(RuleIssue::MultiRouteConvoyDisruption, 'a'));
    const QString title = lessonChoiceTitle(choices, std::size_t(it - choices.begin()));
    QVERIFY2(title.startsWith(QStringLiteral("4.A.1 a: ")), qPrintable(title));
    const QString preferred = lessonChoiceTitle(choices, 0);
    QVERIFY2(preferred.startsWith(QStringLiteral("DATC preference")), qPrintable(preferred));
    QVERIFY2(preferred.contains(QStringLiteral("4.A.1 b: ")), qPrintable(preferred));
}

void TestLessonLibrary::ruleChoicesCoverTheFilesVariants()
{
    // Every variant the chapter 6 files give for a single other choice ("6.F.9 (4.A.1=a)") whose board
    // differs from the main case's is offered by the lesson, with the board the file expects.
    const DatcReader reader(*m_map, RuleSettings());
    int checked = 0;
    const QDir dir(QStringLiteral(":/arbiter/datc"));
    static const QRegularExpression variantName(QStringLiteral("^(\\S+) \\((4\\.[A-E]\\.\\d+)=([a-f])\\)$"));
    for (const QString &name : dir.entryList({QStringLiteral("6*.txt")})) {
        const DatcFile file = reader.readFile(dir.filePath(name));
        for (const DatcCase &variant : file.cases) {
            const QRegularExpressionMatch match = variantName.match(variant.name);
            if (!match.hasMatch())
                continue;
            const Lesson *main = lesson(match.captured(1));
            QVERIFY2(main, qPrintable(variant.name));
            RuleIssue issue{};
            QVERIFY(ruleIssueFromNumber(match.captured(2), &issue));
            const char letter = match.captured(3).at(0).toLatin1();
            const std::vector<LessonChoice> choices = lessonChoices(*m_map, main->testCase);
            const DatcOutcome expected = runDatcCase(*m_map, variant);
            QVERIFY2(expected.passed, qPrintable(variant.name));
            const auto it = std::find_if(choices.begin(), choices.end(), [&](const LessonChoice &c) {
                return c.issue == issue && c.choice == letter;
            });
            if (it == choices.end()) {
                // Not offered: then the choice changes nothing the variant checks.
                DatcCase same = variant;
                same.rules = main->testCase.rules;
                QVERIFY2(runDatcCase(*m_map, same).passed, qPrintable(variant.name));
                continue;
            }
            DatcCase check = main->testCase;
            check.rules = it->rules;
            check.expectedUnits = variant.expectedUnits;
            check.expectedDislodged = variant.expectedDislodged;
            check.expectSame = variant.expectSame;
            check.expectedResults = variant.expectedResults;
            check.retreat = variant.retreat;
            QVERIFY2(runDatcCase(*m_map, check).passed, qPrintable(variant.name));
            ++checked;
        }
    }
    QVERIFY2(checked >= 30, qPrintable(QString::number(checked)));
}

namespace {

std::vector<Unit> sorted(std::vector<Unit> units)
{
    std::sort(units.begin(), units.end(), [](const Unit &a, const Unit &b) {
        return std::tie(a.location, a.power, a.type) < std::tie(b.location, b.power, b.type);
    });
    return units;
}

} // namespace

void TestLessonLibrary::everyChoiceIsTheGameTheWindowPlays()
{
    // A lesson's window plays the game datcGame makes from the case under the choice; adjudicated, it must
    // end as the outcome the choice was offered for, for every lesson and every choice.
    const auto shared = std::make_shared<const Map>(*m_map);
    int withChoices = 0;
    int alternatives = 0;
    for (const Lesson &lesson : m_library.lessons) {
        const std::vector<LessonChoice> choices = lessonChoices(*m_map, lesson.testCase);
        withChoices += choices.size() > 1 ? 1 : 0;
        alternatives += int(choices.size()) - 1;
        for (const LessonChoice &choice : choices) {
            DatcCase judged = lesson.testCase;
            judged.rules = choice.rules;
            DatcGame made = datcGame(shared, judged, DrawMode::Dias);
            QVERIFY2(made.game, qPrintable(lesson.name()));
            QVERIFY2(made.removed.empty(), qPrintable(lesson.name()));
            Game &game = *made.game;
            QVERIFY(game.adjudicate());
            const PhaseEntry &first = game.entry(0);
            QVERIFY2(sorted(first.after.units) == sorted(choice.outcome.units), qPrintable(lesson.name()));
            std::vector<Unit> dislodged;
            for (const DislodgedUnit &d : first.after.dislodged)
                dislodged.push_back(d.unit);
            QVERIFY2(sorted(dislodged) == sorted(choice.outcome.dislodged), qPrintable(lesson.name()));
        }
    }
    qInfo("%d lessons offer other rule choices, %d choices in all", withChoices, alternatives);
    QVERIFY(withChoices >= 40);
}

QTEST_GUILESS_MAIN(TestLessonLibrary)
#include "tst_lesson_library.moc"
