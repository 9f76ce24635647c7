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
#include "record/lesson_collection_file.h"
#include "record/lesson_writer.h"
#include "record/quiz_scores.h"
#include "scene/map_scene.h"
#include "text/datc_reader.h"
#include "widgets/lesson_panel.h"
#include "widgets/map_view.h"
#include "widgets/quiz_panel.h"
#include "widgets/setup_panel.h"

#include <QAction>
#include <QApplication>
#include <QComboBox>
#include <QContextMenuEvent>
#include <QDialogButtonBox>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSpinBox>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QTextBlock>
#include <QTextBrowser>
#include <QTimer>
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
    void ownLessonEditedMovedDeletedByKeys();
    void ownLessonEditedMovedDeletedByMouse();
    void collectionExportedThenImportedIntoAFreshFolder();
    void badCollectionFileIsReportedByLine();
    void positionSetUpKeptAsLesson();
    void descriptionParagraphsShownApart();
    void ownLessonNamedOnceWithoutDatc();
    void lessonAdjudicatedWithoutAskingForOrders();

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

// In the library, the lesson found by `search` chosen and F2 pressed: the Edit Lesson dialog comes up with
// its title field in focus (`title`).
void editLessonFound(ui::LessonsDialog *dialog, const QString &search, QLineEdit **title)
{
    QTest::keyClick(dialog->searchField(), Qt::Key_A, Qt::ControlModifier);
    QTest::keyClicks(dialog->searchField(), search);
    QTest::keyClick(dialog->searchField(), Qt::Key_Down);
    QTest::keyClick(dialog->tree(), Qt::Key_F2);
    ui::SaveLessonDialog *edit = dialog->editDialog();
    QVERIFY(edit && QTest::qWaitForWindowExposed(edit));
    edit->activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(edit));
    *title = edit->findChild<QLineEdit *>(QStringLiteral("lessonTitle"));
    QVERIFY(*title);
    QTRY_COMPARE(QApplication::focusWidget(), *title);
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

// A teacher's collection of two lessons, as Save as Lesson writes them.
const QByteArray weekOne = "# Lessons kept with Arbiter\n"
                           "VARIANT_ALL Standard\n"
                           "COLLECTION Week 1\n"
                           "\n"
                           "CASE Bounce\n"
                           "TITLE Bounce in Burgundy\n"
                           "DESCRIPTION Two armies of equal strength meet: a classroom case.\n"
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
                           "CASE Garrison\n"
                           "TITLE The garrison holds steadfast\n"
                           "PRESTATE_SETPHASE Spring 1901, Movement\n"
                           "PRESTATE\n"
                           "    Austria: A gal\n"
                           "    Russia: A ukr\n"
                           "ORDERS\n"
                           "    Russia: A ukr - gal\n"
                           "POSTSTATE_SAME\n"
                           "END\n";

// The cases of a collection file as the reader finds them (none when the file is gone).
std::vector<DatcCase> casesIn(const Map &map, const QString &path)
{
    DatcReader reader(map, RuleSettings());
    reader.setExpectationOptional(true);
    return QFileInfo::exists(path) ? reader.readFile(path).cases : std::vector<DatcCase>();
}

QTreeWidgetItem *lessonItem(ui::LessonsDialog *dialog, const QString &name)
{
    for (QTreeWidgetItemIterator it(dialog->tree()); *it; ++it) {
        if ((*it)->parent() && (*it)->text(0) == name)
            return *it;
    }
    return nullptr;
}

// Clicks the lesson `name` in the list (its section opened and the row scrolled to).
bool clickLesson(ui::LessonsDialog *dialog, const QString &name, Qt::MouseButton button = Qt::LeftButton)
{
    QTreeWidgetItem *item = lessonItem(dialog, name);
    if (!item)
        return false;
    dialog->tree()->scrollToItem(item);
    const QPoint at = dialog->tree()->visualItemRect(item).center();
    QTest::mouseClick(dialog->tree()->viewport(), button, Qt::NoModifier, at);
    return dialog->tree()->currentItem() == item;
}

// Right-clicks the lesson `name` and, once its context menu shows, clicks the entries of `path` in turn
// ("Move To", "Week 2"): a submenu is opened by a click on its entry.
bool chooseFromContextMenu(ui::LessonsDialog *dialog, const QString &name, const QStringList &path)
{
    if (!clickLesson(dialog, name, Qt::RightButton))
        return false;
    bool chosen = false;
    QTimer::singleShot(0, [path, &chosen] {
        QMenu *menu = nullptr;
        for (const QString &entry : path) {
            for (int attempt = 0; attempt < 100; ++attempt) {
                auto *popup = qobject_cast<QMenu *>(QApplication::activePopupWidget());
                if (popup && popup != menu && popup->isVisible()) {
                    menu = popup;
                    break;
                }
                QTest::qWait(20);
            }
            if (!menu)
                return;
            QAction *action = nullptr;
            for (QAction *a : menu->actions()) {
                if (QString(a->text()).remove(u'&') == entry)
                    action = a;
            }
            if (!action || !action->isEnabled()) {
                menu->close();
                return;
            }
            QTest::mouseClick(menu, Qt::LeftButton, Qt::NoModifier, menu->actionGeometry(action).center());
            chosen = !action->menu();
        }
    });
    // A right click in the list asks for its context menu, as the platform does.
    QTreeWidget *tree = dialog->tree();
    const QPoint at = tree->visualItemRect(tree->currentItem()).center();
    QContextMenuEvent event(QContextMenuEvent::Mouse, at, tree->viewport()->mapToGlobal(at));
    QApplication::sendEvent(tree->viewport(), &event);
    QTest::qWait(20);
    return chosen;
}

// The teacher's own lesson every test starts with, in the lessons folder.
void writeClassLesson()
{
    writeLessonFile(userLessonsFolder() + QStringLiteral("/my_lesson.txt"),
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
    writeClassLesson();
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
    QCOMPARE(kept.name, QStringLiteral("Bounce in Burgundy"));
    QCOMPARE(kept.title, QString()); // named by its title, said once
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

// The teacher's own lessons by keys: F2 edits the title and description, Ctrl+M moves the lesson to a new
// section typed, Delete takes one out after a question (its file goes with its last lesson). The file on
// disk is checked after each; the built-in lessons are left alone by the same keys.
void TestLessons::ownLessonEditedMovedDeletedByKeys()
{
    const QString weekOnePath = lessonCollectionPath(userLessonsFolder(), QStringLiteral("Week 1"));
    writeLessonFile(weekOnePath, weekOne);
    QStringList asked;
    auto window = test::openGameMasterWindow(m_map, &asked);
    QTest::keyClick(window.get(), Qt::Key_F1, Qt::ControlModifier);
    auto *dialog = window->findChild<ui::LessonsDialog *>();
    QVERIFY(dialog && QTest::qWaitForWindowExposed(dialog));
    dialog->activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(dialog));

    // A built-in lesson: neither F2 nor Delete does anything.
    QTest::keyClicks(dialog->searchField(), QStringLiteral("6.A.1"));
    QTest::keyClick(dialog->searchField(), Qt::Key_Down);
    QCOMPARE(QApplication::focusWidget(), dialog->tree());
    QTest::keyClick(dialog->tree(), Qt::Key_F2);
    QVERIFY(!dialog->editDialog());
    QTest::keyClick(dialog->tree(), Qt::Key_Delete);
    QVERIFY(asked.isEmpty());
    QVERIFY(shownLessons(dialog).contains(QStringLiteral("6.A.1")));

    // The teacher's lesson, found by its title; F2: its title and description typed anew, Return.
    QLineEdit *title = nullptr;
    editLessonFound(dialog, QStringLiteral("classroom"), &title);
    QCOMPARE(shownLessons(dialog), QStringList{QStringLiteral("Bounce")});
    ui::SaveLessonDialog *edit = dialog->editDialog();
    QCOMPARE(title->text(), QStringLiteral("Bounce in Burgundy"));
    QTest::keyClicks(title, QStringLiteral("Standoff in Burgundy")); // the title was selected: replaced
    QTest::keyClick(title, Qt::Key_Tab);
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_A, Qt::ControlModifier);
    QTest::keyClicks(QApplication::focusWidget(), QStringLiteral("Equal strength: nobody moves."));
    test::saveScreenshot(dialog, edit, QStringLiteral("lessons-edit"));
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_Tab, Qt::ShiftModifier);
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_Return);
    QTRY_VERIFY(!dialog->editDialog());
    std::vector<DatcCase> cases = casesIn(*m_map, weekOnePath);
    QCOMPARE(cases.size(), std::size_t(2));
    QCOMPARE(cases[0].title, QStringLiteral("Standoff in Burgundy"));
    QCOMPARE(cases[0].description, QStringLiteral("Equal strength: nobody moves."));
    QCOMPARE(cases[0].orders.size(), std::size_t(2));
    QCOMPARE(cases[1].title, QStringLiteral("The garrison holds steadfast"));
    // The list shows it at once, still chosen.
    QCOMPARE(dialog->currentLesson() >= 0 ? dialog->tree()->currentItem()->text(1) : QString(),
             QStringLiteral("Standoff in Burgundy"));

    // Ctrl+M: the section field has the keys; a new section typed, Return: the lesson moves there.
    dialog->activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(dialog));
    dialog->tree()->setFocus();
    QTest::keyClick(dialog->tree(), Qt::Key_M, Qt::ControlModifier);
    edit = dialog->editDialog();
    QVERIFY(edit && QTest::qWaitForWindowExposed(edit));
    edit->activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(edit));
    auto *section = edit->findChild<QComboBox *>(QStringLiteral("lessonCollection"));
    QTRY_COMPARE(QApplication::focusWidget(), section);
    QTest::keyClicks(QApplication::focusWidget(), QStringLiteral("Week 2"));
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_Return);
    QTRY_VERIFY(!dialog->editDialog());
    const QString weekTwoPath = lessonCollectionPath(userLessonsFolder(), QStringLiteral("Week 2"));
    cases = casesIn(*m_map, weekOnePath);
    QCOMPARE(cases.size(), std::size_t(1));
    QCOMPARE(cases[0].name, QStringLiteral("Garrison"));
    cases = casesIn(*m_map, weekTwoPath);
    QCOMPARE(cases.size(), std::size_t(1));
    QCOMPARE(cases[0].name, QStringLiteral("Bounce"));
    QCOMPARE(cases[0].title, QStringLiteral("Standoff in Burgundy"));
    QVERIFY(runDatcCase(*m_map, cases[0]).passed);
    QCOMPARE(dialog->tree()->findItems(QStringLiteral("Week 2"), Qt::MatchExactly, 0).size(), 1);

    // Delete: asked first; the last lesson of Week 1 goes, and the file with it.
    QTest::keyClick(dialog->searchField(), Qt::Key_A, Qt::ControlModifier);
    QTest::keyClicks(dialog->searchField(), QStringLiteral("steadfast"));
    QCOMPARE(shownLessons(dialog), QStringList{QStringLiteral("Garrison")});
    QTest::keyClick(dialog->searchField(), Qt::Key_Down);
    QTest::keyClick(dialog->tree(), Qt::Key_Delete);
    QCOMPARE(asked, QStringList{QStringLiteral("Delete Lesson")});
    QVERIFY(!QFile::exists(weekOnePath));
    QVERIFY(shownLessons(dialog).isEmpty());
    QTest::keyClick(dialog->searchField(), Qt::Key_A, Qt::ControlModifier);
    QTest::keyClick(dialog->searchField(), Qt::Key_Backspace);
    QCOMPARE(shownLessons(dialog).size(), 165 + 2); // the built-in ones, Class 1 and Bounce
    QVERIFY(dialog->tree()->findItems(QStringLiteral("Week 1"), Qt::MatchExactly, 0).isEmpty());

    // Answered No, nothing is deleted.
    window->setAsker(test::answerAlways(QMessageBox::No));
    QVERIFY(clickLesson(dialog, QStringLiteral("Bounce")));
    QTest::keyClick(dialog->tree(), Qt::Key_Delete);
    QCOMPARE(casesIn(*m_map, weekTwoPath).size(), std::size_t(1));
    QVERIFY(shownLessons(dialog).contains(QStringLiteral("Bounce")));
    dialog->close();
    QFile::remove(weekTwoPath);
}

// The same by the mouse: the list's context menu edits (the dialog's fields clicked and typed in, OK
// clicked), moves to another section from its Move To submenu, and deletes; the file is checked after each.
void TestLessons::ownLessonEditedMovedDeletedByMouse()
{
    const QString weekOnePath = lessonCollectionPath(userLessonsFolder(), QStringLiteral("Week 1"));
    const QString weekTwoPath = lessonCollectionPath(userLessonsFolder(), QStringLiteral("Week 2"));
    writeLessonFile(weekOnePath, weekOne);
    QByteArray weekTwo = weekOne;
    weekTwo.replace("COLLECTION Week 1", "COLLECTION Week 2");
    weekTwo = weekTwo.left(weekTwo.indexOf("CASE Garrison"));
    writeLessonFile(weekTwoPath, weekTwo); // a lesson named Bounce there too
    auto window = test::openGameMasterWindow(m_map);
    ui::LessonsDialog *dialog = window->showLessons();
    QVERIFY(QTest::qWaitForWindowExposed(dialog));

    // Edit Lesson… from the context menu of Garrison.
    QVERIFY(chooseFromContextMenu(dialog, QStringLiteral("Garrison"), {QStringLiteral("Edit Lesson…")}));
    ui::SaveLessonDialog *edit = dialog->editDialog();
    QVERIFY(edit && QTest::qWaitForWindowExposed(edit));
    auto *title = edit->findChild<QLineEdit *>(QStringLiteral("lessonTitle"));
    QTest::mouseClick(title, Qt::LeftButton);
    title->selectAll();
    QTest::keyClicks(title, QStringLiteral("Galicia holds"));
    auto *description = edit->findChild<QPlainTextEdit *>(QStringLiteral("lessonDescription"));
    QTest::mouseClick(description->viewport(), Qt::LeftButton);
    QTest::keyClicks(description, QStringLiteral("One army alone cannot take a held province."));
    QTest::keyClick(description, Qt::Key_Return);
    QTest::keyClick(description, Qt::Key_Return);
    QTest::keyClicks(description, QStringLiteral("A second paragraph."));
    QTest::mouseClick(edit->findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Ok), Qt::LeftButton);
    QTRY_VERIFY(!dialog->editDialog());
    std::vector<DatcCase> cases = casesIn(*m_map, weekOnePath);
    QCOMPARE(cases.size(), std::size_t(2));
    QCOMPARE(cases[1].title, QStringLiteral("Galicia holds"));
    QCOMPARE(cases[1].description,
             QStringLiteral("One army alone cannot take a held province.\n\nA second paragraph."));
    QCOMPARE(lessonItem(dialog, QStringLiteral("Garrison"))->text(1), QStringLiteral("Galicia holds"));

    // Move To → Week 2 for Bounce: Week 2 has a Bounce, so it arrives as "Bounce (2)".
    QVERIFY(chooseFromContextMenu(dialog, QStringLiteral("Bounce"),
                                  {QStringLiteral("Move To"), QStringLiteral("Week 2")}));
    cases = casesIn(*m_map, weekOnePath);
    QCOMPARE(cases.size(), std::size_t(1));
    QCOMPARE(cases[0].name, QStringLiteral("Garrison"));
    cases = casesIn(*m_map, weekTwoPath);
    QCOMPARE(cases.size(), std::size_t(2));
    QCOMPARE(cases[1].name, QStringLiteral("Bounce (2)"));
    QVERIFY(runDatcCase(*m_map, cases[1]).passed);
    QCOMPARE(dialog->tree()->currentItem()->text(0), QStringLiteral("Bounce (2)"));
    QCOMPARE(dialog->tree()->currentItem()->parent()->text(0), QStringLiteral("Week 2"));

    // Delete Lesson… from the menu, the question answered Yes.
    QVERIFY(chooseFromContextMenu(dialog, QStringLiteral("Bounce (2)"), {QStringLiteral("Delete Lesson…")}));
    cases = casesIn(*m_map, weekTwoPath);
    QCOMPARE(cases.size(), std::size_t(1));
    QCOMPARE(cases[0].name, QStringLiteral("Bounce"));
    QVERIFY(!lessonItem(dialog, QStringLiteral("Bounce (2)")));

    // A built-in lesson's menu offers none of these.
    QVERIFY(!chooseFromContextMenu(dialog, QStringLiteral("6.A.2"), {QStringLiteral("Edit Lesson…")}));
    QVERIFY(!dialog->editDialog());
    dialog->close();
    QFile::remove(weekOnePath);
    QFile::remove(weekTwoPath);
}

// A teacher keeps a lesson, exports its section, and a student with an empty lessons folder opens the file
// (given on the command line, as a double click does): the lessons are shown, added with one click, and after
// the Lessons window is opened again the lesson opens and adjudicates as the teacher's did.
void TestLessons::collectionExportedThenImportedIntoAFreshFolder()
{
    QTemporaryDir outside;
    const QString given =
        outside.filePath(QStringLiteral("week3") + QLatin1StringView(lessonCollectionSuffix));
    Position teachersOutcome;
    {
        auto teacher = test::openGameMasterWindow(m_map);
        test::typeOrder(teacher.get(), QStringLiteral("France: A par - bur"));
        test::typeOrder(teacher.get(), QStringLiteral("A mar S A par - bur"));
        test::typeOrder(teacher.get(), QStringLiteral("Germany: A mun - bur"));
        ui::SaveLessonDialog *save = teacher->showSaveLesson();
        QVERIFY(save && QTest::qWaitForWindowExposed(save));
        QTest::keyClicks(save->findChild<QLineEdit *>(QStringLiteral("lessonTitle")),
                         QStringLiteral("Burgundy support drill"));
        QComboBox *section = save->findChild<QComboBox *>(QStringLiteral("lessonCollection"));
        section->lineEdit()->selectAll();
        QTest::keyClicks(section->lineEdit(), QStringLiteral("Week 3: support"));
        QTest::mouseClick(save->findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Save),
                          Qt::LeftButton);
        QTRY_VERIFY(!teacher->saveLessonDialog());
        QVERIFY(teacher->adjudicate(false));
        teachersOutcome = teacher->document()->position();

        // Export Section… on the section's heading, from the Lesson button's menu.
        ui::LessonsDialog *lessons = teacher->showLessons();
        QVERIFY(QTest::qWaitForWindowExposed(lessons));
        const QList<QTreeWidgetItem *> groups =
            lessons->tree()->findItems(QStringLiteral("Week 3: support"), Qt::MatchExactly, 0);
        QCOMPARE(groups.size(), 1);
        lessons->tree()->scrollToItem(groups.front());
        QTest::mouseClick(lessons->tree()->viewport(), Qt::LeftButton, Qt::NoModifier,
                          lessons->tree()->visualItemRect(groups.front()).center());
        QCOMPARE(lessons->tree()->currentItem(), groups.front());
        QVERIFY(lessons->exportAction()->isEnabled());
        QString suggested;
        lessons->setFileChooser([&](bool saving, const QString &name) {
            suggested = name;
            return saving ? outside.filePath(QStringLiteral("week3")) : QString(); // the ending is added
        });
        lessons->exportAction()->trigger();
        QVERIFY2(suggested.endsWith(QStringLiteral("Week 3 support.arbiter-lessons")), qPrintable(suggested));
        QVERIFY(QFile::exists(given));
        QVERIFY(lessons->statusLabel()->text().contains(QStringLiteral("File → Open")));
        lessons->close();
        // Opened again, the window does not report the export as news.
        teacher->activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(teacher.get()));
        QTest::keyClick(teacher.get(), Qt::Key_F1, Qt::ControlModifier);
        QVERIFY(QTest::qWaitForWindowExposed(lessons));
        QCOMPARE(lessons->statusLabel()->text(), QString());
        lessons->close();
    }

    // The student's machine: no lessons of their own.
    QVERIFY(QDir(userLessonsFolder()).removeRecursively());
    auto student = test::openGameMasterWindow(
        m_map, test::WindowSettings{.asker = test::answerYesOrDiscard(), .notifier = test::failOnError()});
    const QByteArray studentsGame = student->document()->toData();
    // The file given on the command line (a double click gives it so): the same road as File → Open.
    student->start(given);
    QCOMPARE(student->document()->toData(), studentsGame); // the open game stays
    auto *lessons = student->findChild<ui::LessonsDialog *>();
    QVERIFY(lessons && QTest::qWaitForWindowExposed(lessons));
    QCOMPARE(lessons->openedCollection(), given);
    const QString heading = QStringLiteral("Week 3: support (opened from week3.arbiter-lessons)");
    QCOMPARE(lessons->tree()->findItems(heading, Qt::MatchExactly, 0).size(), 1);
    QVERIFY(lessons->addOpenedButton()->isVisible());
    QCOMPARE(lessons->tree()->currentItem()->text(1), QStringLiteral("Burgundy support drill"));
    QVERIFY(!lessons->editAction()->isEnabled()); // not the student's own yet
    QVERIFY(!QFileInfo::exists(userLessonsFolder()));
    test::saveScreenshot(lessons, QStringLiteral("lessons-imported"));

    // Add to My Lessons, clicked.
    QTest::mouseClick(lessons->addOpenedButton(), Qt::LeftButton);
    const QString kept = lessonCollectionPath(userLessonsFolder(), QStringLiteral("Week 3: support"));
    QVERIFY(QFile::exists(kept));
    QVERIFY(lessons->openedCollection().isEmpty());
    QVERIFY(!lessons->addOpenedButton()->isVisible());
    QCOMPARE(lessons->tree()->findItems(QStringLiteral("Week 3: support"), Qt::MatchExactly, 0).size(), 1);
    QVERIFY2(lessons->statusLabel()->text().contains(QStringLiteral("Added 1 lesson")),
             qPrintable(lessons->statusLabel()->text()));
    lessons->close();

    // Opened again, the library reads the folder: the lesson is there, opens and adjudicates as the
    // teacher's.
    QCOMPARE(student->showLessons(), lessons);
    QVERIFY(QTest::qWaitForWindowExposed(lessons));
    lessons->activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(lessons));
    QTest::keyClicks(lessons->searchField(), QStringLiteral("drill"));
    QCOMPARE(shownLessons(lessons).size(), 1);
    QTest::keyClick(lessons->searchField(), Qt::Key_Down);
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_Return);
    auto *lesson = student->findChild<ui::MainWindow *>(QStringLiteral("lessonWindow"));
    QVERIFY(lesson && QTest::qWaitForWindowExposed(lesson));
    QCOMPARE(lesson->document()->orders().size(), std::size_t(3));
    QVERIFY(lesson->adjudicate(false));
    QCOMPARE(lesson->document()->position().units, teachersOutcome.units);
    QVERIFY(armyIn(lesson->document(), *m_map, "bur"));
    lesson->close();
    lessons->close();
    QFile::remove(kept);
    writeClassLesson(); // the folder as the other tests find it
}

// A collection file with mistakes, opened as a student would: the message names the file, each line and its
// problem; nothing is shown or added, and the open game stays.
void TestLessons::badCollectionFileIsReportedByLine()
{
    QTemporaryDir outside;
    const QString bad =
        outside.filePath(QStringLiteral("broken") + QLatin1StringView(lessonCollectionSuffix));
    writeLessonFile(bad, "COLLECTION Broken\n"
                         "CASE One\n"
                         "PRESTATE_SETPHASE Spring 1901, Movement\n"
                         "PRESTATE\n"
                         "    Austria: A xyz\n"
                         "END\n");
    QStringList errors;
    auto window = test::openGameMasterWindow(
        m_map, test::WindowSettings{.notifier = [&errors](const QString &title, const QString &text) {
            errors << title + u'\n' + text;
        }});
    const QByteArray game = window->document()->toData();
    QVERIFY(!window->openFile(bad));
    QCOMPARE(errors.size(), 1);
    QVERIFY2(errors[0].startsWith(QStringLiteral("Cannot Open Lesson Collection\n")), qPrintable(errors[0]));
    QVERIFY2(errors[0].contains(QDir::toNativeSeparators(bad)) &&
                 errors[0].contains(QStringLiteral("line 5: unknown place 'xyz'")),
             qPrintable(errors[0]));
    QCOMPARE(window->document()->toData(), game);
    auto *lessons = window->findChild<ui::LessonsDialog *>();
    QVERIFY(!lessons || lessons->openedCollection().isEmpty());

    // Not text at all, with the ending of a lesson collection: a message, never a crash.
    QFile binary(outside.filePath(QStringLiteral("noise") + QLatin1StringView(lessonCollectionSuffix)));
    QVERIFY(binary.open(QIODevice::WriteOnly));
    binary.write(QByteArray("\x89PNG\r\n\x1a\n\x00\x00\x00\x0dIHDR", 16));
    binary.close();
    QVERIFY(!window->openFile(binary.fileName()));
    QCOMPARE(errors.size(), 2);
    // It is named as no text, its bytes are not shown as lines outside a case.
    QVERIFY2(errors[1].contains(QDir::toNativeSeparators(binary.fileName()) +
                                QStringLiteral(" is not a text file")) &&
                 !errors[1].contains(QStringLiteral("line 1")) && !errors[1].contains(QStringLiteral("PNG")),
             qPrintable(errors[1]));

    // Import Section… in the Lessons window refuses it the same way, and adds nothing.
    lessons = window->showLessons();
    QVERIFY(QTest::qWaitForWindowExposed(lessons));
    const int listed = int(shownLessons(lessons).size());
    lessons->setFileChooser([&bad](bool saving, const QString &) { return saving ? QString() : bad; });
    lessons->importAction()->trigger();
    QCOMPARE(errors.size(), 3);
    QVERIFY2(errors[2].startsWith(QStringLiteral("Cannot Import Lesson Collection\n")) &&
                 errors[2].contains(QStringLiteral("line 5: unknown place 'xyz'")),
             qPrintable(errors[2]));
    QVERIFY(!QFile::exists(lessonCollectionPath(userLessonsFolder(), QStringLiteral("Broken"))));
    QCOMPARE(int(shownLessons(lessons).size()), listed);
    lessons->close();
}

// Set Up Position, an empty board with two armies placed by clicks in Fall 1905, kept by File → Save as
// Lesson: the lesson holds the position set up (not the open game's), without orders.
void TestLessons::positionSetUpKeptAsLesson()
{
    auto window = test::openGameMasterWindow(m_map);
    window->mapView()->fitToWindow();
    window->action(QStringLiteral("setUpPositionAction"))->trigger();
    QVERIFY(window->settingUp());
    ui::SetupPanel *panel = window->setupPanel();
    QTest::mouseClick(panel->findChild<QPushButton *>(QStringLiteral("setupEmptyButton")), Qt::LeftButton);
    panel->setTool(ui::SetupPanel::Tool::Army);
    auto click = [&window, this](const char *place) {
        const QPointF scene = window->mapScene()->unitPlace(m_map->findLocation(QString::fromLatin1(place)));
        QTest::mouseClick(window->mapView()->viewport(), Qt::LeftButton, Qt::NoModifier,
                          window->mapView()->mapFromScene(scene));
    };
    panel->setPower(m_map->findPower(u"germany"));
    click("ruh");
    panel->setPower(m_map->findPower(u"france"));
    click("bel");
    panel->findChild<QComboBox *>(QStringLiteral("setupSeason"))->setCurrentIndex(2);
    panel->findChild<QSpinBox *>(QStringLiteral("setupYear"))->setValue(1905);
    QCOMPARE(panel->position().units.size(), std::size_t(2));

    QTest::keyClick(window.get(), Qt::Key_L, Qt::ControlModifier | Qt::AltModifier);
    ui::SaveLessonDialog *save = window->saveLessonDialog();
    QVERIFY(save && QTest::qWaitForWindowExposed(save));
    const QString what = save->findChild<QLabel *>(QStringLiteral("lessonWhat"))->text();
    QVERIFY2(what.contains(QStringLiteral("position set up")) && what.contains(QStringLiteral("1905")),
             qPrintable(what));
    QTest::keyClicks(save->findChild<QLineEdit *>(QStringLiteral("lessonTitle")),
                     QStringLiteral("Two armies"));
    QComboBox *section = save->findChild<QComboBox *>(QStringLiteral("lessonCollection"));
    section->lineEdit()->selectAll();
    QTest::keyClicks(section->lineEdit(), QStringLiteral("Set up"));
    QTest::mouseClick(save->findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Save), Qt::LeftButton);
    QTRY_VERIFY(!window->saveLessonDialog());
    QVERIFY(window->settingUp()); // still setting up

    const QString path = lessonCollectionPath(userLessonsFolder(), QStringLiteral("Set up"));
    const std::vector<DatcCase> cases = casesIn(*m_map, path);
    QCOMPARE(cases.size(), std::size_t(1));
    const DatcCase &kept = cases.front();
    QCOMPARE(kept.position.phase.year, 1905);
    QCOMPARE(kept.position.phase.season, Season::Fall);
    QCOMPARE(kept.position.units.size(), std::size_t(2));
    QVERIFY(kept.orders.empty());
    QCOMPARE(kept.expectedUnits.size(), std::size_t(2));
    QVERIFY(runDatcCase(*m_map, kept).passed);
    QFile::remove(path);
}

// A description of two paragraphs (an empty DESCRIPTION line between them) reads as two paragraphs in the
// Lessons window, as in the Lesson dock, not as one run-on paragraph.
void TestLessons::descriptionParagraphsShownApart()
{
    const QString path = userLessonsFolder() + QStringLiteral("/paragraphs.txt");
    writeLessonFile(path, "CASE Class 2\n"
                          "TITLE Two paragraphs\n"
                          "DESCRIPTION The fleet convoys the army to Norway.\n"
                          "DESCRIPTION\n"
                          "DESCRIPTION Second paragraph: the bounce.\n"
                          "PRESTATE_SETPHASE Spring 1901, Movement\n"
                          "PRESTATE\n"
                          "    Austria: A gal\n"
                          "ORDERS\n"
                          "    Austria: A gal H\n"
                          "POSTSTATE_SAME\n"
                          "END\n");
    auto window = test::openGameMasterWindow(m_map);
    ui::LessonsDialog *dialog = window->showLessons();
    QVERIFY(QTest::qWaitForWindowExposed(dialog));
    QTest::keyClicks(dialog->searchField(), QStringLiteral("Two paragraphs"));
    QVERIFY(clickLesson(dialog, QStringLiteral("Class 2")));
    const auto *description = dialog->findChild<QTextBrowser *>(QStringLiteral("lessonDescription"));
    QStringList blocks;
    for (QTextBlock block = description->document()->begin(); block.isValid(); block = block.next())
        blocks << block.text();
    QVERIFY2(blocks.contains(QStringLiteral("The fleet convoys the army to Norway.")) &&
                 blocks.contains(QStringLiteral("Second paragraph: the bounce.")),
             qPrintable(blocks.join(u'|')));
    dialog->close();
    QFile::remove(path);
}

// A lesson saved with its title as its case name (as Save as Lesson wrote it before, the title repeated in a
// TITLE line) is named once: in the Lessons window, the Lesson dock and the status bar; its window is titled
// by it, not as a DATC case. Renamed by F2, it is named by its new title there and in a quiz's scores. A
// built-in lesson keeps "6.A.1 — title" and its DATC window title.
void TestLessons::ownLessonNamedOnceWithoutDatc()
{
    const QString path = userLessonsFolder() + QStringLiteral("/named_once.txt");
    writeLessonFile(path, "CASE Quayside drill\n"
                          "TITLE Quayside drill\n"
                          "PRESTATE_SETPHASE Spring 1901, Movement\n"
                          "PRESTATE\n"
                          "    Austria: A gal\n"
                          "ORDERS\n"
                          "    Austria: A gal H\n"
                          "POSTSTATE_SAME\n"
                          "END\n");
    auto window = test::openGameMasterWindow(m_map);
    const auto openLesson = [&window](const QString &search) -> ui::MainWindow * {
        QTest::keyClick(window.get(), Qt::Key_F1, Qt::ControlModifier);
        auto *dialog = window->findChild<ui::LessonsDialog *>();
        if (!dialog || !QTest::qWaitForWindowExposed(dialog))
            return nullptr;
        dialog->activateWindow();
        if (!QTest::qWaitForWindowActive(dialog))
            return nullptr;
        QTest::keyClick(dialog->searchField(), Qt::Key_A, Qt::ControlModifier);
        QTest::keyClicks(dialog->searchField(), search);
        QTest::keyClick(dialog->searchField(), Qt::Key_Down);
        QTest::keyClick(QApplication::focusWidget(), Qt::Key_Return);
        auto *lesson = window->findChild<ui::MainWindow *>(QStringLiteral("lessonWindow"));
        return lesson && QTest::qWaitForWindowExposed(lesson) ? lesson : nullptr;
    };
    const auto pane = [&window] {
        return window->findChild<ui::LessonsDialog *>()
            ->findChild<QTextBrowser *>(QStringLiteral("lessonDescription"))
            ->document()
            ->firstBlock()
            .text();
    };

    ui::MainWindow *own = openLesson(QStringLiteral("Quayside drill"));
    QVERIFY(own);
    QCOMPARE(pane(), QStringLiteral("Quayside drill"));
    QCOMPARE(own->findChild<ui::LessonPanel *>()->findChild<QLabel *>(QStringLiteral("lessonTitle"))->text(),
             QStringLiteral("<b>Quayside drill</b>"));
    const QString status = own->statusBar()->currentMessage();
    QVERIFY2(status.startsWith(QStringLiteral("Lesson Quayside drill: Spring 1901")), qPrintable(status));
    QVERIFY2(own->windowTitle().startsWith(QStringLiteral("Quayside drill")), qPrintable(own->windowTitle()));
    QVERIFY(!own->windowTitle().contains(QStringLiteral("DATC")));

    // F2 gives it another title: the lesson is renamed with it, and named once by the new title everywhere,
    // in the window left open on it too.
    auto *dialog = window->findChild<ui::LessonsDialog *>();
    dialog->raise();
    dialog->activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(dialog));
    QTRY_VERIFY(dialog->isActiveWindow());
    QLineEdit *title = nullptr;
    editLessonFound(dialog, QStringLiteral("Quayside drill"), &title);
    QCOMPARE(title->text(), QStringLiteral("Quayside drill"));
    QTest::keyClicks(title, QStringLiteral("Harbour drill")); // the title was selected: replaced
    QTest::keyClick(title, Qt::Key_Return);
    QTRY_VERIFY(!dialog->editDialog());
    const std::vector<DatcCase> renamed = casesIn(*m_map, path);
    QCOMPARE(renamed.size(), std::size_t(1));
    QCOMPARE(renamed[0].name, QStringLiteral("Harbour drill"));
    QCOMPARE(renamed[0].title, QString());
    QCOMPARE(pane(), QStringLiteral("Harbour drill"));
    QCOMPARE(own->findChild<ui::LessonPanel *>()->findChild<QLabel *>(QStringLiteral("lessonTitle"))->text(),
             QStringLiteral("<b>Harbour drill</b>"));
    QTRY_VERIFY2(own->windowTitle().startsWith(QStringLiteral("Harbour drill")),
                 qPrintable(own->windowTitle()));
    own->close();
    QTRY_VERIFY(!window->findChild<ui::MainWindow *>(QStringLiteral("lessonWindow")));
    own = openLesson(QStringLiteral("Harbour drill"));
    QVERIFY(own);
    QCOMPARE(own->findChild<ui::LessonPanel *>()->findChild<QLabel *>(QStringLiteral("lessonTitle"))->text(),
             QStringLiteral("<b>Harbour drill</b>"));
    const QString renamedStatus = own->statusBar()->currentMessage();
    QVERIFY2(renamedStatus.startsWith(QStringLiteral("Lesson Harbour drill: Spring 1901")),
             qPrintable(renamedStatus));
    // A quiz on it: the class's score is kept (and exported) under the lesson's name, once.
    const QString scores = quizScoresPath(userLessonsFolder());
    QFile::remove(scores);
    QTest::mouseClick(own->lessonPanel()->findChild<QPushButton *>(QStringLiteral("lessonQuiz")),
                      Qt::LeftButton);
    QTest::mouseClick(own->quizPanel()->startButton(), Qt::LeftButton);
    QTest::mouseClick(own->quizPanel()->button(QStringLiteral("quizSucceeds")), Qt::LeftButton);
    QTest::mouseClick(own->quizPanel()->button(QStringLiteral("quizRevealAll")), Qt::LeftButton);
    QString error;
    const std::vector<QuizScoreRecord> kept = readQuizScores(scores, &error);
    QVERIFY2(error.isEmpty(), qPrintable(error));
    QCOMPARE(kept.size(), std::size_t(1));
    QCOMPARE(kept[0].lesson, QStringLiteral("Harbour drill"));
    QFile::remove(scores);
    own->close();
    QTRY_VERIFY(!window->findChild<ui::MainWindow *>(QStringLiteral("lessonWindow")));

    ui::MainWindow *bundled = openLesson(QStringLiteral("6.A.1"));
    QVERIFY(bundled);
    QVERIFY2(pane().startsWith(QStringLiteral("6.A.1 — ")), qPrintable(pane()));
    QVERIFY2(bundled->windowTitle().startsWith(QStringLiteral("DATC 6.A.1")),
             qPrintable(bundled->windowTitle()));
    bundled->close();
    window->findChild<ui::LessonsDialog *>()->close();
    QFile::remove(path);
}

// A lesson's units without orders hold as written: Ctrl+Return in its window adjudicates at once, without the
// "Orders Missing" question a game asks (whose default would cancel). The game master's window still asks.
void TestLessons::lessonAdjudicatedWithoutAskingForOrders()
{
    QStringList asked;
    auto window = test::openGameMasterWindow(m_map, &asked);
    QTest::keyClick(window.get(), Qt::Key_F1, Qt::ControlModifier);
    auto *dialog = window->findChild<ui::LessonsDialog *>();
    QVERIFY(dialog && QTest::qWaitForWindowExposed(dialog));
    dialog->activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(dialog));
    QTest::keyClicks(dialog->searchField(), QStringLiteral("Holding the line"));
    QCOMPARE(shownLessons(dialog), QStringList{QStringLiteral("Class 1")});
    QTest::keyClick(dialog->searchField(), Qt::Key_Down);
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_Return);
    auto *lesson = window->findChild<ui::MainWindow *>(QStringLiteral("lessonWindow"));
    QVERIFY(lesson && QTest::qWaitForWindowExposed(lesson));
    lesson->activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(lesson));
    QVERIFY(lesson->document()->hasMissingOrders()); // Austria's army in Galicia has none
    QTest::keyClick(lesson, Qt::Key_Return, Qt::ControlModifier);
    QVERIFY(lesson->document()->lastResults());
    QVERIFY2(!asked.contains(QStringLiteral("Orders Missing")), qPrintable(asked.join(u'|')));
    lesson->close();
    dialog->close();

    test::activateAgain(window.get());
    QTest::keyClick(window.get(), Qt::Key_Return, Qt::ControlModifier);
    QVERIFY2(asked.contains(QStringLiteral("Orders Missing")), qPrintable(asked.join(u'|')));
}

QTEST_MAIN(TestLessons)
#include "tst_lessons.moc"
