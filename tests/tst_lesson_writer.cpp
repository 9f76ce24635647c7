// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
// Keeping a position as a lesson: the case written with the judge's outcome reads back as a DATC case that
// passes, under the rules it was kept with; collections in the lessons folder; what the library says of a
// teacher's lesson written without its outcome or with a wrong one.
#include "judge/phase_adjudication.h"
#include "record/datc_case_runner.h"
#include "record/datc_game.h"
#include "record/lesson_library.h"
#include "record/lesson_writer.h"
#include "text/datc_reader.h"

#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using namespace arbiter;

class TestLessonWriter : public QObject
{
    Q_OBJECT

  private slots:
    void initTestCase();
    void keptLessonPassesAsADatcCase();
    void keptLessonIsJudgedByItsRules();
    void retreatPhaseIsRefused();
    void collectionGrowsCaseByCase();
    void descriptionParagraphsReadBack();
    void lessonWithoutOutcomeGetsTheJudges();
    void lessonWithAWrongOutcomeIsReported();

  private:
    LessonDraft paradoxDraft(const RuleSettings &rules) const;

    std::shared_ptr<const Map> m_map;
    DatcFile m_convoys;
};

void TestLessonWriter::initTestCase()
{
    QString error;
    auto map = Map::load(QStringLiteral(ARBITER_SOURCE_DIR "/maps/standard"), &error);
    QVERIFY2(map, qPrintable(error));
    m_map = std::make_shared<const Map>(std::move(*map));
    m_convoys = DatcReader(*m_map, RuleSettings())
                    .readFile(QStringLiteral(ARBITER_SOURCE_DIR "/tests/datc/6f_convoys.txt"));
    QVERIFY(findDatcCase(m_convoys, QStringLiteral("6.F.14")));
}

// The position and orders of DATC 6.F.14 as a game shows them, entered and not adjudicated.
LessonDraft TestLessonWriter::paradoxDraft(const RuleSettings &rules) const
{
    DatcGame made = datcGame(m_map, *findDatcCase(m_convoys, QStringLiteral("6.F.14")), DrawMode::Dias);
    if (!made.game)
        qFatal("6.F.14: %s", qPrintable(made.error));
    made.game->setRules(rules);
    LessonDraft draft = lessonDraftOf(*made.game, made.game->current());
    draft.name = QStringLiteral("Paradox");
    draft.title = QStringLiteral("The simple paradox");
    return draft;
}

void TestLessonWriter::keptLessonPassesAsADatcCase()
{
    const LessonDraft draft = paradoxDraft(RuleSettings());
    QCOMPARE(draft.orders.size(), std::size_t(4));
    QString error;
    const QString text = lessonCaseText(*m_map, draft, &error);
    QVERIFY2(!text.isEmpty(), qPrintable(error));
    const DatcFile file = DatcReader(*m_map, RuleSettings()).read(text, QStringLiteral("kept.txt"));
    QVERIFY2(file.errors.isEmpty(), qPrintable(file.errors.join(u'\n')));
    QCOMPARE(file.cases.size(), std::size_t(1));
    const DatcCase &kept = file.cases.front();
    QVERIFY2(kept.errors.isEmpty(), qPrintable(kept.errors.join(u'\n')));
    QCOMPARE(kept.title, draft.title);
    QCOMPARE(kept.position.units, draft.position.units);
    QCOMPARE(kept.position.owner, draft.position.owner);
    QCOMPARE(kept.orders.size(), draft.orders.size());
    // Every order's fate is written, and the case passes: units, dislodged units and fates are the judge's.
    QCOMPARE(kept.expectedResults.size(), draft.orders.size());
    const DatcOutcome outcome = runDatcCase(*m_map, kept);
    QVERIFY2(outcome.passed, qPrintable(outcome.problems.join(u'\n')));
    const PhaseOutcome judged = adjudicatePhase(*m_map, RuleSettings(), draft.position, draft.orders);
    QCOMPARE(kept.expectedUnits, judged.after.units);
    QCOMPARE(kept.expectedDislodged.size(), judged.after.dislodged.size());
    QCOMPARE(kept.expectedResults[3].verdict, DatcVerdict::Dislodged); // the French convoying fleet
}

// A lesson kept under another rule choice names it and shows the outcome of that choice (4.A.2 d: the
// convoy paradox broken by the Szykman rule, where the DATC's choice gives another board).
void TestLessonWriter::keptLessonIsJudgedByItsRules()
{
    RuleSettings szykman;
    QVERIFY(szykman.apply(QStringLiteral("4.A.2=d")).isEmpty());
    const LessonDraft draft = paradoxDraft(szykman);
    const PhaseOutcome underD = adjudicatePhase(*m_map, szykman, draft.position, draft.orders);
    const PhaseOutcome underDatc = adjudicatePhase(*m_map, RuleSettings(), draft.position, draft.orders);
    QVERIFY(underD.after.units != underDatc.after.units || underD.results != underDatc.results);

    QString error;
    const QString text = lessonCaseText(*m_map, draft, &error);
    QVERIFY(text.contains(QStringLiteral("\nRULES 4.A.2=d\n")));
    const DatcFile file = DatcReader(*m_map, RuleSettings()).read(text, QStringLiteral("kept.txt"));
    const DatcCase &kept = file.cases.front();
    QCOMPARE(kept.rules, szykman);
    QCOMPARE(kept.expectedUnits, underD.after.units);
    const DatcOutcome outcome = runDatcCase(*m_map, kept);
    QVERIFY2(outcome.passed, qPrintable(outcome.problems.join(u'\n')));
}

void TestLessonWriter::retreatPhaseIsRefused()
{
    LessonDraft draft = paradoxDraft(RuleSettings());
    const PhaseOutcome judged = adjudicatePhase(*m_map, RuleSettings(), draft.position, draft.orders);
    QCOMPARE(judged.after.phase.kind, PhaseKind::Retreat);
    draft.position = judged.after;
    draft.orders.clear();
    QString error;
    QVERIFY(lessonCaseText(*m_map, draft, &error).isEmpty());
    QVERIFY2(error.contains(QStringLiteral("retreat phase")), qPrintable(error));
}

// Lessons are added to a collection file one by one; the library lists them under the collection's name.
void TestLessonWriter::collectionGrowsCaseByCase()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = lessonCollectionPath(dir.path(), QStringLiteral("Week 3: convoys"));
    QCOMPARE(path, dir.filePath(QStringLiteral("Week 3 convoys.txt")));
    for (int round = 0; round < 2; ++round) {
        LessonDraft draft = paradoxDraft(RuleSettings());
        draft.name = freeLessonName(*m_map, path, QStringLiteral("Paradox"));
        QString error;
        const QString text = lessonCaseText(*m_map, draft, &error);
        QVERIFY2(addLessonToCollection(*m_map, path, QStringLiteral("Week 3: convoys"), text, &error),
                 qPrintable(error));
    }
    const LessonLibrary library = loadLessonLibrary(*m_map, QString(), dir.path());
    QVERIFY2(library.problems.isEmpty(), qPrintable(library.problems.join(u'\n')));
    QVERIFY2(library.notes.isEmpty(), qPrintable(library.notes.join(u'\n')));
    QCOMPARE(lessonCollections(dir.path()), QStringList{QStringLiteral("Week 3: convoys")});
    QCOMPARE(library.lessons.size(), std::size_t(2));
    QCOMPARE(library.lessons[0].name(), QStringLiteral("Paradox"));
    QCOMPARE(library.lessons[1].name(), QStringLiteral("Paradox (2)"));
    for (const Lesson &lesson : library.lessons) {
        QCOMPARE(lesson.collection, QStringLiteral("Week 3: convoys"));
        QVERIFY(!lesson.outcomeComputed);
    }
}

// Paragraphs are kept; a '#' (a comment in the format) is written so that the text survives.
void TestLessonWriter::descriptionParagraphsReadBack()
{
    LessonDraft draft = paradoxDraft(RuleSettings());
    draft.description = QStringLiteral("The fleet #1 convoys.\nIts support is cut?\n\n\nWhich rule decides?");
    QString error;
    const QString text = lessonCaseText(*m_map, draft, &error);
    const DatcCase kept =
        DatcReader(*m_map, RuleSettings()).read(text, QStringLiteral("k.txt")).cases.front();
    QVERIFY2(kept.errors.isEmpty(), qPrintable(kept.errors.join(u'\n')));
    QCOMPARE(kept.description, QStringLiteral("The fleet \uff03"
                                              "1 convoys. Its support is cut?\n\nWhich rule decides?"));
}

void TestLessonWriter::lessonWithoutOutcomeGetsTheJudges()
{
    QTemporaryDir dir;
    const QByteArray lesson = "VARIANT_ALL Standard\n"
                              "CASE Munich falls\n"
                              "PRESTATE_SETPHASE Spring 1901, Movement\n"
                              "PRESTATE\n"
                              "    Germany: A mun\n"
                              "    France: A bur\n"
                              "    France: A ruh\n"
                              "ORDERS\n"
                              "    France: A bur - mun\n"
                              "    France: A ruh S A bur - mun\n"
                              "END\n";
    QFile file(dir.filePath(QStringLiteral("mine.txt")));
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(lesson);
    file.close();
    // A test file must say what it expects: `datc` refuses it.
    const DatcFile asTest = DatcReader(*m_map, RuleSettings()).readFile(file.fileName());
    QVERIFY(asTest.cases.front().errors.join(u' ').contains(QStringLiteral("has no POSTSTATE")));
    // A lesson gets the judge's outcome, and the library says so.
    const LessonLibrary library = loadLessonLibrary(*m_map, QString(), dir.path());
    QVERIFY2(library.problems.isEmpty(), qPrintable(library.problems.join(u'\n')));
    QCOMPARE(library.lessons.size(), std::size_t(1));
    const Lesson &own = library.lessons.front();
    QVERIFY(own.outcomeComputed);
    QCOMPARE(own.collection, QStringLiteral("mine"));
    QCOMPARE(lessonCollections(dir.path()), QStringList{QStringLiteral("mine")});
    QCOMPARE(own.testCase.expectedUnits.size(), std::size_t(2)); // France: A mun, A ruh
    QCOMPARE(own.testCase.expectedDislodged.size(), std::size_t(1));
    QCOMPARE(library.notes.size(), qsizetype(1));
    QVERIFY2(
        library.notes.front().contains(QStringLiteral("mine.txt:2: lesson 'Munich falls' has no POSTSTATE")),
        qPrintable(library.notes.front()));
}

void TestLessonWriter::lessonWithAWrongOutcomeIsReported()
{
    QTemporaryDir dir;
    const QByteArray lesson = "VARIANT_ALL Standard\n"
                              "CASE Munich holds, says the teacher\n"
                              "PRESTATE_SETPHASE Spring 1901, Movement\n"
                              "PRESTATE\n"
                              "    Germany: A mun\n"
                              "    France: A bur\n"
                              "    France: A ruh\n"
                              "ORDERS\n"
                              "    France: A bur - mun\n"
                              "    France: A ruh S A bur - mun\n"
                              "POSTSTATE_SAME\n"
                              "END\n";
    QFile file(dir.filePath(QStringLiteral("wrong.txt")));
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(lesson);
    file.close();
    const LessonLibrary library = loadLessonLibrary(*m_map, QString(), dir.path());
    QCOMPARE(library.lessons.size(), std::size_t(1));
    QVERIFY(!library.lessons.front().outcomeComputed);
    QCOMPARE(library.notes.size(), qsizetype(1));
    const QString &note = library.notes.front();
    QVERIFY2(note.contains(QStringLiteral("the judge does not give the outcome written")), qPrintable(note));
    // The differing units are named.
    QVERIFY2(note.contains(QStringLiteral("France: A mun")), qPrintable(note));
    QVERIFY2(note.contains(QStringLiteral("Germany: A mun")), qPrintable(note));
}

QTEST_GUILESS_MAIN(TestLessonWriter)
#include "tst_lesson_writer.moc"
