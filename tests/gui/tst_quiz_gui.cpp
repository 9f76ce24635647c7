// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
// A quiz in the client: a lesson's Quiz button takes back the outcome shown and hides the description; two
// students predict, one on the map, the other with the Quiz dock's buttons; the table display shows the
// question (orders, no outcome) and then each verdict as it is revealed; the scores match the judge's
// results, are kept beside the lessons and exported as CSV; a quiz on a game's phase ends when its orders
// change.
#include "board/board_view_model.h"
#include "document/game_document.h"
#include "document/order_description.h"
#include "game_master_window.h"
#include "gui_test_environment.h"
#include "main_window.h"
#include "map/data_folders.h"
#include "record/lesson_library.h"
#include "record/quiz_scores.h"
#include "scene/map_scene.h"
#include "text/reason_text.h"
#include "widgets/explanation_panel.h"
#include "widgets/lesson_panel.h"
#include "widgets/map_view.h"
#include "widgets/quiz_panel.h"
#include "window/quiz_mode.h"
#include "window/table_display.h"

#include <QAction>
#include <QDockWidget>
#include <QFile>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QScrollBar>
#include <QTemporaryDir>
#include <QTest>
#include <QTextBlock>
#include <QTextBrowser>
#include <QTextCursor>
#include <QTreeWidget>

using namespace arbiter;
using arbiter::ui::MainWindow;

namespace {

// What the judge gives for each order of a phase, found by adjudicating a copy of the game (the quiz's
// answers come from the explanation of the phase, a path of their own).
struct JudgedOrder
{
    bool succeeds = false;
    bool attacked = false; // another order moves into its unit's province
    bool dislodged = false;
    QString result; // the judge's result sentence
};

std::vector<JudgedOrder> judge(const Game &game)
{
    Game judged = game;
    const int id = judged.current();
    if (!judged.adjudicate())
        return {};
    const PhaseEntry &e = judged.entry(id);
    const Map &map = judged.map();
    std::vector<JudgedOrder> out;
    for (std::size_t i = 0; i < e.orders.size(); ++i) {
        JudgedOrder j;
        j.succeeds = e.results[i].status == OrderStatus::Succeeded;
        const int province = map.location(e.orders[i].order.unit.location).province;
        for (std::size_t k = 0; k < e.orders.size(); ++k) {
            const Order &o = e.orders[k].order;
            if (k != i && o.type == OrderType::Move && map.location(o.target.location).province == province)
                j.attacked = true;
        }
        j.dislodged =
            std::any_of(e.after.dislodged.begin(), e.after.dislodged.end(), [&](const DislodgedUnit &d) {
                return d.unit.location == e.orders[i].order.unit.location;
            });
        // As the Quiz dock writes it with View → Full Place Names on (the default).
        j.result = resultText(map, e.position, e.results[i], PlaceNaming::WrittenOut);
        out.push_back(j);
    }
    return out;
}

} // namespace

class TestQuizGui : public QObject
{
    Q_OBJECT

  private slots:
    void initTestCase();
    void cleanupTestCase();
    void lessonQuizWithTwoStudentsIsScored();
    void quizOnAGamePhaseEndsWhenItsOrdersChange();

  private:
    void clickUnit(MainWindow *window, int order, Qt::MouseButton button);
    void clickButton(MainWindow *window, const char *name);
    void clickRow(MainWindow *window, int order);

    std::shared_ptr<const Map> m_map;
    QString m_scores;
};

void TestQuizGui::initTestCase()
{
    test::isolateFromUserData(QStringLiteral("tst_quiz_gui"));
    QString error;
    m_map = MainWindow::loadStandardMap(&error);
    QVERIFY2(m_map, qPrintable(error));
    m_scores = quizScoresPath(userLessonsFolder());
    QFile::remove(m_scores);
}

void TestQuizGui::cleanupTestCase()
{
    QFile::remove(m_scores);
}

// A click on the unit of order `order` on the map.
void TestQuizGui::clickUnit(MainWindow *window, int order, Qt::MouseButton button)
{
    const int location = window->document()->orders()[std::size_t(order)].order.unit.location;
    const QPointF scene = window->mapScene()->unitPlace(location);
    QTest::mouseClick(window->mapView()->viewport(), button, Qt::NoModifier,
                      window->mapView()->mapFromScene(scene));
}

void TestQuizGui::clickButton(MainWindow *window, const char *name)
{
    QPushButton *button = window->quizPanel()->button(QString::fromLatin1(name));
    QVERIFY2(button && button->isEnabled(), name);
    QTest::mouseClick(button, Qt::LeftButton);
}

void TestQuizGui::clickRow(MainWindow *window, int order)
{
    QTreeWidget *list = window->quizPanel()->orderList();
    const QRect row = list->visualItemRect(list->topLevelItem(order));
    QTest::mouseClick(list->viewport(), Qt::LeftButton, Qt::NoModifier, row.center());
    QCOMPARE(window->quizPanel()->selectedOrder(), order);
}

void TestQuizGui::lessonQuizWithTwoStudentsIsScored()
{
    auto window = test::openGameMasterWindow(m_map);
    const LessonLibrary library = loadLessonLibrary(*m_map, datcLibraryFolder(), QString());
    const auto it = std::find_if(library.lessons.begin(), library.lessons.end(),
                                 [](const Lesson &l) { return l.name() == QStringLiteral("6.D.2"); });
    QVERIFY(it != library.lessons.end());
    MainWindow *lesson = window->openLesson(*it);
    QVERIFY(QTest::qWaitForWindowExposed(lesson));
    test::activateAgain(lesson);
    // The projector is on, and the lesson was adjudicated already: its outcome is on the board.
    QTest::keyClick(lesson, Qt::Key_F9);
    ui::TableDisplay *table = lesson->tableDisplay();
    QTRY_VERIFY(table && table->isVisible());
    test::activateAgain(lesson);
    QTest::keyClick(lesson, Qt::Key_Return, Qt::ControlModifier);
    QVERIFY(lesson->document()->lastResults());

    auto *description = lesson->lessonPanel()->findChild<QLabel *>(QStringLiteral("lessonText"));
    QVERIFY(description->isVisible());
    QTest::mouseClick(lesson->lessonPanel()->findChild<QPushButton *>(QStringLiteral("lessonQuiz")),
                      Qt::LeftButton);
    // The question: the lesson's position with its orders, no outcome, and no description to give it away.
    QVERIFY(!lesson->document()->lastResults());
    QVERIFY(!lesson->board()->showsResults());
    QVERIFY(!description->isVisible());
    QVERIFY(lesson->quizDock()->isVisible());
    const std::vector<EnteredOrder> orders = lesson->document()->orders();
    QCOMPARE(orders.size(), std::size_t(5));
    QVERIFY(table->scene()->ordersVisible()); // the table display shows the orders of the question
    QVERIFY(table->phaseText().contains(QStringLiteral("Quiz")));
    QCOMPARE(table->resultsText().count(QStringLiteral(" — ?")), 5);

    const std::vector<JudgedOrder> truth = judge(lesson->document()->game());
    QCOMPARE(truth.size(), orders.size());

    QLineEdit *students = lesson->quizPanel()->studentsEdit();
    students->setFocus();
    QTest::keyClicks(students, QStringLiteral("Anna, Ben"));
    QTest::mouseClick(lesson->quizPanel()->startButton(), Qt::LeftButton);
    const Quiz *quiz = lesson->quizMode()->quiz();
    QVERIFY(quiz);
    QCOMPARE(quiz->students(), (QStringList{QStringLiteral("Anna"), QStringLiteral("Ben")}));

    // Anna, on the map: the left button goes ? → succeeds → fails, the right one ? → dislodged → not.
    QCOMPARE(lesson->quizPanel()->currentStudent(), 0);
    for (std::size_t i = 0; i < truth.size(); ++i) {
        for (int n = truth[i].succeeds ? 1 : 2; n > 0; --n)
            clickUnit(lesson, int(i), Qt::LeftButton);
        if (truth[i].attacked) {
            for (int n = truth[i].dislodged ? 1 : 2; n > 0; --n)
                clickUnit(lesson, int(i), Qt::RightButton);
        }
    }
    for (std::size_t i = 0; i < truth.size(); ++i) {
        QCOMPARE(quiz->prediction(0, int(i)).succeeds, std::optional(truth[i].succeeds));
        QCOMPARE(quiz->prediction(0, int(i)).dislodged,
                 truth[i].attacked ? std::optional(truth[i].dislodged) : std::nullopt);
    }

    // Ben, with the buttons: every order succeeds and no unit is dislodged.
    clickButton(lesson, "quizNextStudent");
    QCOMPARE(lesson->quizPanel()->currentStudent(), 1);
    QCOMPARE(lesson->quizPanel()->selectedOrder(), 0);
    for (std::size_t i = 0; i < truth.size(); ++i) {
        QCOMPARE(lesson->quizPanel()->selectedOrder(), int(i)); // the next order comes by itself
        clickButton(lesson, "quizSucceeds");
        if (truth[i].attacked)
            clickButton(lesson, "quizNotDislodged");
    }
    // Ben's guesses are in the list, no answer yet.
    QTreeWidgetItem *first = lesson->quizPanel()->orderList()->topLevelItem(0);
    QCOMPARE(first->text(1), QString());
    QVERIFY(!first->text(2).isEmpty() && first->text(2) != QStringLiteral("?"));
    QCoreApplication::processEvents(); // the docks laid out again, as the event loop would have
    test::saveScreenshot(lesson, QStringLiteral("quiz-before-reveal"));
    test::saveScreenshot(table, QStringLiteral("quiz-table-question"));

    // One order revealed, chosen in the list: its verdict is the judge's, on the table display too.
    int venice = -1;
    for (std::size_t i = 0; i < truth.size(); ++i) {
        if (truth[i].dislodged)
            venice = int(i);
    }
    QVERIFY(venice >= 0);
    const QSize tableSize = table->size();
    table->resize(720, 300); // too low for the verdict and every order
    QCoreApplication::processEvents();
    clickRow(lesson, venice);
    clickButton(lesson, "quizReveal");
    QVERIFY(quiz->isRevealed(venice));
    QVERIFY(lesson->quizPanel()->verdictText().startsWith(truth[std::size_t(venice)].result));
    // The Explanation dock explains it as well, with the strengths side by side.
    QVERIFY2(lesson->explanationPanel()->text().contains(QStringLiteral("attack 2")),
             qPrintable(lesson->explanationPanel()->text()));
    QVERIFY(table->resultsText().contains(truth[std::size_t(venice)].result));
    QCOMPARE(table->resultsText().count(QStringLiteral(" — ?")), 4);
    QVERIFY(!lesson->document()->lastResults()); // revealing does not adjudicate

    clickButton(lesson, "quizRevealAll");
    QVERIFY(quiz->allRevealed());
    QCOMPARE(table->resultsText().count(QStringLiteral(" — ?")), 0);
    for (const JudgedOrder &j : truth)
        QVERIFY2(table->resultsText().contains(j.result), qPrintable(j.result));
    // The room cannot scroll the display: the last order revealed is in sight when the text does not fit.
    auto *results = table->findChild<QTextBrowser *>(QStringLiteral("tableResults"));
    QVERIFY(results);
    QVERIFY2(results->verticalScrollBar()->maximum() > 0,
             qPrintable(QStringLiteral("view %1, text %2")
                            .arg(results->viewport()->height())
                            .arg(results->document()->size().height()))); // it does not fit
    const QString lastOrder = document::describeOrder(
        *m_map, lesson->document()->game().currentEntry().orders.back().order, PhaseKind::Movement);
    QTextBlock last = results->document()->lastBlock();
    while (last.isValid() && !last.text().startsWith(lastOrder + QStringLiteral(" — ")))
        last = last.previous();
    QVERIFY(last.isValid());
    const int top = results->cursorRect(QTextCursor(last)).top();
    QVERIFY2(top >= 0 && top < results->viewport()->height(),
             qPrintable(QStringLiteral("%1 of %2").arg(top).arg(results->viewport()->height())));
    table->resize(tableSize);
    QCoreApplication::processEvents();

    // The scores from the judge's results: Anna guessed them all; Ben a point for each order that succeeds
    // and each unit attacked that stays.
    int worth = 0;
    int ben = 0;
    for (const JudgedOrder &j : truth) {
        worth += j.attacked ? 2 : 1;
        ben += (j.succeeds ? 1 : 0) + (j.attacked && !j.dislodged ? 1 : 0);
    }
    QCOMPARE(quiz->score(0).points, worth);
    QCOMPARE(quiz->score(1).points, ben);
    QVERIFY(ben < worth);
    const QString scores = QStringLiteral("Anna %1/%1 · Ben %2/%1").arg(worth).arg(ben);
    QVERIFY2(lesson->quizPanel()->scoresText().contains(scores),
             qPrintable(lesson->quizPanel()->scoresText()));
    QVERIFY(table->standingsText().contains(scores));
    lesson->quizPanel()->selectOrder(venice);
    QCoreApplication::processEvents();
    test::saveScreenshot(lesson, QStringLiteral("quiz-after-reveal"));
    test::saveScreenshot(table, QStringLiteral("quiz-table-reveal"));

    // Kept beside the lessons, under the lesson's section and name.
    QString error;
    const std::vector<QuizScoreRecord> kept = readQuizScores(m_scores, &error);
    QVERIFY2(error.isEmpty(), qPrintable(error));
    QCOMPARE(kept.size(), std::size_t(2));
    QCOMPARE(kept[0].student, QStringLiteral("Anna"));
    QCOMPARE(kept[0].points, worth);
    QCOMPARE(kept[1].student, QStringLiteral("Ben"));
    QCOMPARE(kept[1].points, ben);
    QCOMPARE(kept[1].outOf, worth);
    QCOMPARE(kept[0].lesson, QStringLiteral("6.D.2: ") + it->title());
    QCOMPARE(kept[0].date, QDate::currentDate());

    // Exported as CSV: a header and a line per score kept.
    QTemporaryDir folder;
    const QString csv = folder.filePath(QStringLiteral("class.csv"));
    lesson->quizMode()->setFileChooser([csv](const QString &) { return csv; });
    clickButton(lesson, "quizExport");
    QFile file(csv);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QStringList lines =
        QString::fromUtf8(file.readAll()).split(QStringLiteral("\r\n"), Qt::SkipEmptyParts);
    QCOMPARE(lines.size(), 3);
    QCOMPARE(lines[0], QStringLiteral("date,student,collection,lesson,score,out of"));
    QVERIFY(lines[1].startsWith(QDate::currentDate().toString(Qt::ISODate) + QStringLiteral(",Anna,")));
    QVERIFY(lines[1].endsWith(QStringLiteral(",%1,%1").arg(worth)));
    QVERIFY(lines[2].contains(QStringLiteral(",Ben,")));
    QVERIFY(lines[2].endsWith(QStringLiteral(",%1,%2").arg(ben).arg(worth)));
    QVERIFY(lines[2].contains(QStringLiteral("6.D.2: ")));

    // End Quiz: the description is back, and the table display keeps its rule again (no orders before the
    // adjudication).
    clickButton(lesson, "quizEnd");
    QVERIFY(!lesson->quizMode()->isActive());
    QVERIFY(!lesson->quizDock()->isVisible());
    QVERIFY(description->isVisible());
    QVERIFY(!table->scene()->ordersVisible());
    QVERIFY(!table->phaseText().contains(QStringLiteral("Quiz")));
    QVERIFY(!lesson->explanationPanel()->text().contains(QStringLiteral("attack 2")));
    lesson->close();
}

void TestQuizGui::quizOnAGamePhaseEndsWhenItsOrdersChange()
{
    auto window = test::openGameMasterWindow(m_map);
    // No orders: nothing to ask.
    QTest::keyClick(window.get(), Qt::Key_Q, Qt::ControlModifier | Qt::AltModifier);
    QVERIFY(!window->quizMode()->isActive());
    test::typeOrder(window.get(), QStringLiteral("A par - bur"));
    test::typeOrder(window.get(), QStringLiteral("A mun - bur"));
    QTest::keyClick(window.get(), Qt::Key_Q, Qt::ControlModifier | Qt::AltModifier);
    QVERIFY(window->quizMode()->isActive());
    QTest::mouseClick(window->quizPanel()->startButton(), Qt::LeftButton); // the class as one
    const Quiz *quiz = window->quizMode()->quiz();
    QVERIFY(quiz);
    QCOMPARE(quiz->students().size(), 1);
    // A click on the map guesses, and enters no order.
    clickUnit(window.get(), 0, Qt::LeftButton);
    QCOMPARE(quiz->prediction(0, 0).succeeds, std::optional(true));
    QCOMPARE(window->document()->orders().size(), std::size_t(2));
    // Another order: the question changed, the quiz ends and the map enters orders again.
    test::typeOrder(window.get(), QStringLiteral("A mar - pie"));
    QVERIFY(!window->quizMode()->isActive());
    QVERIFY(!window->quizDock()->isVisible());
    QCOMPARE(window->document()->orders().size(), std::size_t(3));
    QFile::remove(m_scores);
}

QTEST_MAIN(TestQuizGui)
#include "tst_quiz_gui.moc"
