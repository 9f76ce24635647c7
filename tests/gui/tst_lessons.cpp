// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
// Help → Lessons as a teacher uses it, by keyboard only: the library opens, a search by province and by word
// narrows it, a lesson opens in a window of its own, is adjudicated, and is judged again under another rule
// choice; the game in the game master's window stays as it was. A teacher's own lesson file shows up in the
// library, a broken one is reported. A position is kept as a lesson from File → Save as Lesson.
#include "dialogs/lessons_dialog.h"
#include "dialogs/save_lesson_dialog.h"
#include "document/game_document.h"
#include "game_master_window.h"
#include "gui_test_environment.h"
#include "map/data_folders.h"
#include "record/datc_case_runner.h"
#include "record/lesson_writer.h"
#include "text/datc_reader.h"
#include "widgets/lesson_panel.h"

#include <QApplication>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QStatusBar>
#include <QTextBrowser>
#include <QTreeWidget>

using namespace arbiter;

class TestLessons : public QObject
{
    Q_OBJECT

  private slots:
    void initTestCase();
    void cleanupTestCase();
    void lessonByKeyboardLeavesTheGameAlone();
    void brokenLessonFileIsReported();
    void quitInALessonQuitsTheProgram();
    void quitCancelledInALessonLeavesEveryWindow();
    void retreatLessonEntersItsRetreats();
    void positionKeptAsLessonByKeys();
    void lessonWindowNamesTheLessonsPhase();
    void sectionClickedNamesTheSection();
    void openLessonsWindowListsALessonJustKept();

  private:
    std::shared_ptr<const Map> m_map;
};

namespace {

// The lessons shown in the library's list, by case name.
QStringList shownLessons(ui::LessonsDialog *dialog)
{
    QStringList names;
    for (QTreeWidgetItemIterator it(dialog->tree()); *it; ++it) {
        if ((*it)->parent())
            names << (*it)->text(0);
    }
    return names;
}

// Ctrl+F1, Down and Return in the library: the first lesson opens in a window of its own, where Ctrl+Return
// adjudicates it (after which closing it asks whether to save).
void openAndAdjudicateFirstLesson(ui::MainWindow *window, ui::LessonsDialog **dialog,
                                  QPointer<ui::MainWindow> *lesson)
{
    QTest::keyClick(window, Qt::Key_F1, Qt::ControlModifier);
    *dialog = window->findChild<ui::LessonsDialog *>();
    QVERIFY(*dialog && QTest::qWaitForWindowExposed(*dialog));
    (*dialog)->activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(*dialog));
    QTest::keyClick((*dialog)->searchField(), Qt::Key_Down);
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_Return);
    *lesson = window->findChild<ui::MainWindow *>(QStringLiteral("lessonWindow"));
    QVERIFY(*lesson && QTest::qWaitForWindowExposed(*lesson));
    (*lesson)->activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(*lesson));
    QTest::keyClick(*lesson, Qt::Key_Return, Qt::ControlModifier);
    QVERIFY((*lesson)->document()->lastResults());
}

bool armyIn(const document::GameDocument *game, const Map &map, const char *place)
{
    const int location = map.findLocation(QString::fromLatin1(place));
    for (const Unit &u : game->position().units) {
        if (u.location == location && u.type == UnitType::Army)
            return true;
    }
    return false;
}

void writeLessonFile(const QString &path, const QByteArray &text)
{
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(text);
}

} // namespace

void TestLessons::initTestCase()
{
    test::isolateFromUserData(QStringLiteral("tst_lessons"));
    QString error;
    m_map = ui::MainWindow::loadStandardMap(&error);
    QVERIFY2(m_map, qPrintable(error));
    // A teacher's folder with a lesson of their own.
    const QString folder = userLessonsFolder();
    QDir(folder).removeRecursively();
    QVERIFY(QDir().mkpath(folder));
    writeLessonFile(folder + QStringLiteral("/my_lesson.txt"),
                    "CASE Class 1\n"
                    "TITLE Holding the line in Galicia\n"
                    "DESCRIPTION Two armies bounce and the garrison stays.\n"
                    "PRESTATE_SETPHASE Spring 1901, Movement\n"
                    "PRESTATE\n"
                    "    Austria: A gal\n"
                    "    Russia: A ukr\n"
                    "ORDERS\n"
                    "    Russia: A ukr - gal\n"
                    "POSTSTATE_SAME\n"
                    "END\n");
}

void TestLessons::cleanupTestCase()
{
    // The lessons folder is under the generic data folder, which other tests read too: nothing is left.
    QDir(userLessonsFolder()).removeRecursively();
    QDir().rmdir(QFileInfo(userLessonsFolder()).absolutePath());
}

void TestLessons::lessonByKeyboardLeavesTheGameAlone()
{
    auto window = test::openGameMasterWindow(m_map);
    // The game master's own game, with an order entered.
    test::typeOrder(window.get(), QStringLiteral("England: F lon - nth"));
    document::GameDocument *own = window->document();
    QCOMPARE(int(own->orders().size()), 1);
    const QByteArray ownBefore = own->toData();

    // Help → Lessons by its key.
    QTest::keyClick(window.get(), Qt::Key_F1, Qt::ControlModifier);
    auto *dialog = window->findChild<ui::LessonsDialog *>();
    QVERIFY(dialog);
    QVERIFY(QTest::qWaitForWindowExposed(dialog));
    dialog->activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(dialog));
    QCOMPARE(shownLessons(dialog).size(), 165 + 1); // 164 cases (6.J.9 in two positions) and the teacher's
    QVERIFY(!dialog->findChild<QLabel *>(QStringLiteral("lessonProblems"))->isVisible());

    // The search field has the keys; a province finds the lessons with units or orders there.
    QCOMPARE(QApplication::focusWidget(), dialog->searchField());
    QTest::keyClicks(QApplication::focusWidget(), QStringLiteral("Burgundy"));
    const QStringList burgundy = shownLessons(dialog);
    QVERIFY2(burgundy.contains(QStringLiteral("6.G.3")), qPrintable(burgundy.join(u' ')));
    QVERIFY(!burgundy.contains(QStringLiteral("6.A.1")));
    QVERIFY(burgundy.size() < 40);
    test::saveScreenshot(dialog, QStringLiteral("lessons"));
    // The teacher's lesson is found by its province too.
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_A, Qt::ControlModifier);
    QTest::keyClicks(QApplication::focusWidget(), QStringLiteral("gal"));
    QVERIFY(shownLessons(dialog).contains(QStringLiteral("Class 1")));
    // Words: every one must match.
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_A, Qt::ControlModifier);
    QTest::keyClicks(QApplication::focusWidget(), QStringLiteral("routes one broken"));
    QCOMPARE(shownLessons(dialog), QStringList{QStringLiteral("6.F.9")});

    // Down to the list, Return opens the lesson in a window of its own.
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_Down);
    QCOMPARE(QApplication::focusWidget(), dialog->tree());
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_Return);
    auto *lesson = window->findChild<ui::MainWindow *>(QStringLiteral("lessonWindow"));
    QVERIFY(lesson);
    QCOMPARE(window->findChildren<ui::MainWindow *>(QStringLiteral("lessonWindow")).size(), 1);
    QVERIFY(QTest::qWaitForWindowExposed(lesson));
    lesson->activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(lesson));
    QVERIFY(lesson->isLesson());
    QVERIFY(lesson->document() != own);
    QCOMPARE(int(lesson->document()->orders().size()), 5);
    QVERIFY(armyIn(lesson->document(), *m_map, "lon"));

    // Adjudicate by its key: under the DATC preference the second route carries the army to Belgium.
    QTest::keyClick(lesson, Qt::Key_Return, Qt::ControlModifier);
    QVERIFY(lesson->document()->lastResults());
    QVERIFY(armyIn(lesson->document(), *m_map, "bel"));
    QVERIFY(!armyIn(lesson->document(), *m_map, "lon"));
    QVERIFY(lesson->resultsReport().contains(QStringLiteral("A lon - bel")));

    // The rule choice, by keyboard: down to 4.A.1 a (the 1971 rule), and the board is judged again.
    QComboBox *choice = lesson->lessonPanel()->choiceBox();
    QVERIFY(choice->isVisible());
    QVERIFY2(choice->currentText().startsWith(QStringLiteral("DATC preference")),
             qPrintable(choice->currentText()));
    choice->setFocus();
    for (int i = 0; i < choice->count() && !choice->currentText().startsWith(QStringLiteral("4.A.1 a")); ++i)
        QTest::keyClick(choice, Qt::Key_Down);
    QVERIFY2(choice->currentText().startsWith(QStringLiteral("4.A.1 a: ")),
             qPrintable(choice->currentText()));
    QVERIFY(lesson->document()->lastResults());
    QVERIFY(lesson->document()->rules().is(RuleIssue::MultiRouteConvoyDisruption, 'a'));
    QVERIFY(armyIn(lesson->document(), *m_map, "lon"));
    QVERIFY(!armyIn(lesson->document(), *m_map, "bel"));
    auto *choiceText = lesson->lessonPanel()->findChild<QLabel *>(QStringLiteral("lessonChoiceText"));
    QVERIFY(choiceText->text().contains(QStringLiteral("4.A.1 a: ")));
    QTest::qWait(50); // the phase bar shows the rules at its next update
    test::saveScreenshot(lesson, QStringLiteral("lesson-window"));

    // Back up to the preference: the army lands again.
    QTest::keyClick(choice, Qt::Key_Home);
    QVERIFY(choice->currentText().startsWith(QStringLiteral("DATC preference")));
    QVERIFY(armyIn(lesson->document(), *m_map, "bel"));

    // The game master's game is the one it was, untouched.
    QCOMPARE(window->document(), own);
    QCOMPARE(own->toData(), ownBefore);
    QVERIFY(!own->lastResults());

    // The lesson closes with its window (the asker discards the lesson's game); the game stays.
    lesson->close();
    QTRY_VERIFY(!window->findChild<ui::MainWindow *>(QStringLiteral("lessonWindow")));
    QCOMPARE(window->document(), own);
}

void TestLessons::quitInALessonQuitsTheProgram()
{
    auto window = test::openGameMasterWindow(m_map);
    ui::LessonsDialog *dialog = nullptr;
    QPointer<ui::MainWindow> lesson;
    openAndAdjudicateFirstLesson(window.get(), &dialog, &lesson);
    if (QTest::currentTestFailed())
        return;
    // Ctrl+Q in the lesson: the lesson (its question answered Discard), the library and the game master's
    // window all close; nothing is left for a second Ctrl+Q.
    QTest::keyClick(lesson, Qt::Key_Q, Qt::ControlModifier);
    QTRY_VERIFY(lesson.isNull() || !lesson->isVisible());
    QVERIFY(!window->isVisible());
    QVERIFY(!dialog->isVisible());
}

void TestLessons::brokenLessonFileIsReported()
{
    auto window = test::openGameMasterWindow(m_map);
    ui::LessonsDialog *dialog = window->showLessons();
    QVERIFY(QTest::qWaitForWindowExposed(dialog));
    auto *problems = dialog->findChild<QLabel *>(QStringLiteral("lessonProblems"));
    QVERIFY(!problems->isVisible());
    dialog->close();

    // The teacher saves a file with a mistake on line 4; the library, opened again, reads the folder again.
    const QString broken = userLessonsFolder() + QStringLiteral("/broken.txt");
    writeLessonFile(broken, "CASE Broken\n"
                            "PRESTATE_SETPHASE Spring 1901, Movement\n"
                            "PRESTATE\n"
                            "    Austria: A xyz\n"
                            "POSTSTATE_SAME\n"
                            "END\n");
    QCOMPARE(window->showLessons(), dialog);
    QVERIFY(QTest::qWaitForWindowExposed(dialog));
    // The file and its line are named; every other lesson is still there.
    QVERIFY(problems->isVisible());
    QVERIFY2(problems->text().contains(broken + QStringLiteral(":4: unknown place 'xyz'")),
             qPrintable(problems->text()));
    QCOMPARE(shownLessons(dialog).size(), 165 + 1);
    QVERIFY(!shownLessons(dialog).contains(QStringLiteral("Broken")));
    QFile::remove(broken);
}

// Ctrl+Q in a lesson, its game discarded but the game master's unsaved game kept with Cancel: no window
// closes, the lesson's neither, and the lesson's game is still there.
void TestLessons::quitCancelledInALessonLeavesEveryWindow()
{
    auto window = test::openGameMasterWindow(m_map);
    QStringList asked;
    // Adjudicate anyway where asked; Discard to the first question about unsaved changes, Cancel after.
    window->setAsker([&asked](const QString &title, const QString &, QMessageBox::StandardButtons buttons,
                              QMessageBox::StandardButton) {
        if (buttons.testFlag(QMessageBox::Yes))
            return QMessageBox::Yes;
        asked << title;
        return asked.size() == 1 ? QMessageBox::Discard : QMessageBox::Cancel;
    });
    test::typeOrder(window.get(), QStringLiteral("Germany: A mun - ruh")); // the game master's unsaved game
    ui::LessonsDialog *dialog = nullptr;
    QPointer<ui::MainWindow> lesson;
    openAndAdjudicateFirstLesson(window.get(), &dialog, &lesson);
    if (QTest::currentTestFailed())
        return;

    QTest::keyClick(lesson, Qt::Key_Q, Qt::ControlModifier);
    QCOMPARE(asked, (QStringList{QStringLiteral("Unsaved Changes"), QStringLiteral("Unsaved Changes")}));
    QTest::qWait(50); // a window closed with WA_DeleteOnClose is deleted from the event loop
    QVERIFY(!lesson.isNull());
    QVERIFY(lesson->isVisible());
    QVERIFY(lesson->document()->lastResults());
    QVERIFY(window->isVisible());
    QVERIFY(dialog->isVisible());
    QCOMPARE(window->document()->orders().size(), std::size_t(1));
}

void TestLessons::retreatLessonEntersItsRetreats()
{
    // 6.H.10: the English army dislodged from Kiel may not retreat to Berlin, where its attacker came from;
    // the German army dislodged from Prussia may.
    auto window = test::openGameMasterWindow(m_map);
    const LessonLibrary library = loadLessonLibrary(*m_map, datcLibraryFolder(), QString());
    const auto it = std::find_if(library.lessons.begin(), library.lessons.end(),
                                 [](const Lesson &l) { return l.name() == QStringLiteral("6.H.10"); });
    QVERIFY(it != library.lessons.end());
    ui::MainWindow *lesson = window->openLesson(*it);
    QVERIFY(QTest::qWaitForWindowExposed(lesson));
    QVERIFY(lesson->adjudicate(false));
    QCOMPARE(lesson->document()->phase().kind, PhaseKind::Retreat);
    QCOMPARE(int(lesson->document()->orders().size()), 2);
    QVERIFY(lesson->adjudicate(false));
    QVERIFY(armyIn(lesson->document(), *m_map, "ber"));
    QCOMPARE(lesson->document()->position().unitCount(m_map->findPower(u"England")), 0);
    // A new game opened in the lesson's window is no lesson: the rule choices leave it alone.
    lesson->newGame(RuleSettings(), DrawMode::Dias);
    const document::GameDocument *other = lesson->document();
    QVERIFY(!lesson->lessonPanel()->isEnabled());
    lesson->chooseLessonRules(0);
    QCOMPARE(lesson->document(), other);
    lesson->close();
}

// A bounce in Burgundy kept as a lesson by keys alone: File → Save as Lesson (Ctrl+Alt+L), a title, a
// description and a new section typed; the lesson is in the library under that section, and its file holds
// the judge's outcome.
void TestLessons::positionKeptAsLessonByKeys()
{
    auto window = test::openGameMasterWindow(m_map);
    test::typeOrder(window.get(), QStringLiteral("France: A par - bur"));
    test::typeOrder(window.get(), QStringLiteral("Germany: A mun - bur"));
    QTest::keyClick(window.get(), Qt::Key_L, Qt::ControlModifier | Qt::AltModifier);
    ui::SaveLessonDialog *dialog = window->saveLessonDialog();
    QVERIFY(dialog && QTest::qWaitForWindowExposed(dialog));
    QVERIFY(dialog->findChild<QLabel *>(QStringLiteral("lessonWhat"))
                ->text()
                .contains(QStringLiteral("2 order")));
    QPushButton *save = dialog->findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Save);
    QVERIFY(!save->isEnabled()); // no title yet
    dialog->activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(dialog));
    QTRY_COMPARE(QApplication::focusWidget(), dialog->findChild<QLineEdit *>(QStringLiteral("lessonTitle")));
    QTest::keyClicks(QApplication::focusWidget(), QStringLiteral("Bounce in Burgundy"));
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_Tab);
    QCOMPARE(QApplication::focusWidget(),
             dialog->findChild<QPlainTextEdit *>(QStringLiteral("lessonDescription")));
    QTest::keyClicks(QApplication::focusWidget(), QStringLiteral("Two armies of equal strength meet."));
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_Tab);
    QComboBox *section = dialog->findChild<QComboBox *>(QStringLiteral("lessonCollection"));
    QCOMPARE(QApplication::focusWidget(), section);
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_A, Qt::ControlModifier);
    QTest::keyClicks(QApplication::focusWidget(), QStringLiteral("Week 1: bounces"));
    QVERIFY(save->isEnabled());
    test::saveScreenshot(dialog, QStringLiteral("save-as-lesson"));
    QTest::mouseClick(save, Qt::LeftButton);
    QTRY_VERIFY(!window->saveLessonDialog());

    // The file holds the case with the judge's outcome: both armies stay where they were.
    const QString path = lessonCollectionPath(userLessonsFolder(), QStringLiteral("Week 1: bounces"));
    const DatcFile file = DatcReader(*m_map, RuleSettings()).readFile(path);
    QVERIFY2(file.errors.isEmpty(), qPrintable(file.errors.join(u'\n')));
    QCOMPARE(file.collection, QStringLiteral("Week 1: bounces"));
    QCOMPARE(file.cases.size(), std::size_t(1));
    const DatcCase &kept = file.cases.front();
    QCOMPARE(kept.title, QStringLiteral("Bounce in Burgundy"));
    QCOMPARE(kept.description, QStringLiteral("Two armies of equal strength meet."));
    QCOMPARE(kept.orders.size(), std::size_t(2));
    QCOMPARE(kept.expectedUnits.size(), std::size_t(22));
    QVERIFY(kept.expectedDislodged.empty());
    for (const DatcOrderLine &result : kept.expectedResults)
        QCOMPARE(result.verdict, DatcVerdict::Failure);
    QVERIFY(runDatcCase(*m_map, kept).passed);

    // Help → Lessons lists it under its section.
    window->activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(window.get()));
    QTest::keyClick(window.get(), Qt::Key_F1, Qt::ControlModifier);
    ui::LessonsDialog *lessons = window->findChild<ui::LessonsDialog *>();
    QVERIFY(lessons && QTest::qWaitForWindowExposed(lessons));
    const QList<QTreeWidgetItem *> groups =
        lessons->tree()->findItems(QStringLiteral("Week 1: bounces"), Qt::MatchExactly, 0);
    QCOMPARE(groups.size(), 1);
    QCOMPARE(groups.front()->childCount(), 1);
    QCOMPARE(groups.front()->child(0)->text(1), QStringLiteral("Bounce in Burgundy"));
    lessons->close();
    QFile::remove(path);
}

// A Winter lesson found by typing its name in the library: its window's status bar names the lesson and its
// phase, not the empty game the window started with.
void TestLessons::lessonWindowNamesTheLessonsPhase()
{
    auto window = test::openGameMasterWindow(m_map);
    QTest::keyClick(window.get(), Qt::Key_F1, Qt::ControlModifier);
    auto *dialog = window->findChild<ui::LessonsDialog *>();
    QVERIFY(dialog && QTest::qWaitForWindowExposed(dialog));
    dialog->activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(dialog));
    QTest::keyClicks(dialog->searchField(), QStringLiteral("6.I.1"));
    QTest::keyClick(dialog->searchField(), Qt::Key_Down);
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_Return);
    auto *lesson = window->findChild<ui::MainWindow *>(QStringLiteral("lessonWindow"));
    QVERIFY(lesson && QTest::qWaitForWindowExposed(lesson));
    QCOMPARE(lesson->document()->phase().kind, PhaseKind::Adjustment);
    const QString status = lesson->statusBar()->currentMessage();
    QVERIFY2(status.contains(QStringLiteral("Winter 1901")) && !status.contains(QStringLiteral("New game")),
             qPrintable(status));
    QVERIFY2(status.contains(QStringLiteral("6.I.1")), qPrintable(status));
    lesson->close();
    dialog->close();
}

// A click on a section's header in the library tells of the section, not that no lesson matches.
void TestLessons::sectionClickedNamesTheSection()
{
    auto window = test::openGameMasterWindow(m_map);
    ui::LessonsDialog *dialog = window->showLessons();
    QVERIFY(QTest::qWaitForWindowExposed(dialog));
    QTreeWidgetItem *section = dialog->tree()->topLevelItem(0);
    QVERIFY(section && section->childCount() > 0);
    const QRect header = dialog->tree()->visualItemRect(section);
    QTest::mouseClick(dialog->tree()->viewport(), Qt::LeftButton, {}, header.center());
    QCOMPARE(dialog->tree()->currentItem(), section);
    const auto *description = dialog->findChild<QTextBrowser *>();
    QVERIFY(description);
    const QString text = description->toPlainText();
    QVERIFY2(!text.contains(QStringLiteral("No lesson matches")), qPrintable(text));
    QVERIFY2(text.contains(section->text(0)) &&
                 text.contains(QStringLiteral("%1 lesson").arg(section->childCount())),
             qPrintable(text));
    // The search still says so when nothing matches.
    QTest::keyClicks(dialog->searchField(), QStringLiteral("zzzz"));
    QVERIFY(description->toPlainText().contains(QStringLiteral("No lesson matches")));
    dialog->close();
}

// A lesson kept while Help → Lessons is open is listed there at once, without opening the window again.
void TestLessons::openLessonsWindowListsALessonJustKept()
{
    auto window = test::openGameMasterWindow(m_map);
    ui::LessonsDialog *lessons = window->showLessons();
    QVERIFY(QTest::qWaitForWindowExposed(lessons));
    ui::SaveLessonDialog *dialog = window->showSaveLesson();
    QVERIFY(dialog && QTest::qWaitForWindowExposed(dialog));
    auto *title = dialog->findChild<QLineEdit *>(QStringLiteral("lessonTitle"));
    QTest::keyClicks(title, QStringLiteral("Kept while the library is open"));
    QComboBox *section = dialog->findChild<QComboBox *>(QStringLiteral("lessonCollection"));
    section->lineEdit()->selectAll();
    QTest::keyClicks(section->lineEdit(), QStringLiteral("Open library"));
    QTest::mouseClick(dialog->findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Save),
                      Qt::LeftButton);
    QTRY_VERIFY(!window->saveLessonDialog());
    QVERIFY(lessons->isVisible());
    QTest::keyClicks(lessons->searchField(), QStringLiteral("library is open"));
    QCOMPARE(shownLessons(lessons).size(), 1);
    lessons->close();
    QFile::remove(lessonCollectionPath(userLessonsFolder(), QStringLiteral("Open library")));
}

QTEST_MAIN(TestLessons)
#include "tst_lessons.moc"
