// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
// A quiz in the client: a lesson's Quiz button takes back the outcome shown and hides the description; two
// students predict, one on the map, the other with the Quiz dock's buttons; the table display shows the
// question (orders, no outcome) and then each verdict as it is revealed; the scores match the judge's
// results, are kept beside the lessons and exported as CSV; a quiz on a game's phase keeps the guesses that
// still apply when its orders change; a student without guesses is not scored; the scores name a lesson as
// its file does, whatever the language.
#include "board/board_view_model.h"
#include "document/game_document.h"
#include "document/order_description.h"
#include "game_master_window.h"
#include "gui_test_environment.h"
#include "language.h"
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
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QScrollBar>
#include <QStatusBar>
#include <QStyle>
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

// The cells of the answer and guess columns of the Quiz dock's list that cannot be read whole without
// selecting them: the column reaches past the dock, or the row is lower than the text wrapped in the column.
QStringList quizCellsCut(const QTreeWidget *list)
{
    const QHeaderView *header = list->header();
    const int margin = 2 * (list->style()->pixelMetric(QStyle::PM_FocusFrameHMargin, nullptr, list) + 1);
    QStringList cut;
    for (int column : {1, 2}) {
        if (header->sectionViewportPosition(column) + header->sectionSize(column) > list->viewport()->width())
            cut << QStringLiteral("column %1 reaches past the dock").arg(column);
        for (int i = 0; i < list->topLevelItemCount(); ++i) {
            const QTreeWidgetItem *item = list->topLevelItem(i);
            const QFontMetrics metrics(item->font(column));
            const int needed = metrics
                                   .boundingRect(QRect(0, 0, header->sectionSize(column) - margin, 10000),
                                                 Qt::TextWordWrap, item->text(column))
                                   .height();
            const int height = list->visualItemRect(item).height();
            if (height < needed)
                cut << QStringLiteral("%1 (%2 px high, %3 needed)")
                           .arg(item->text(column))
                           .arg(height)
                           .arg(needed);
        }
    }
    return cut;
}

} // namespace

class TestQuizGui : public QObject
{
    Q_OBJECT

  private slots:
    void initTestCase();
    void cleanupTestCase();
    void lessonQuizWithTwoStudentsIsScored();
    void quizKeepsTheGuessesThatStillApply();
    void studentWithoutGuessesIsNotScored();
    void scoresNameTheLessonInItsOwnWords();
    void frenchClassIsNamedAsItsSentenceAllows();

  private:
    int questionOn(MainWindow *window, const char *place) const;
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
    // Every guess can be read whole in the dock ("succeeds, not dislodged" is not cut at its edge).
    QStringList cut = quizCellsCut(lesson->quizPanel()->orderList());
    test::saveScreenshot(lesson->quizDock(), QStringLiteral("quiz-dock-guesses"));
    QVERIFY2(cut.isEmpty(), qPrintable(cut.join(u'\n')));
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

    // The room cannot scroll the display: the order just revealed stands in sight, though the text does
    // not fit.
    auto *results = table->findChild<QTextBrowser *>(QStringLiteral("tableResults"));
    QVERIFY(results);
    QVERIFY2(results->verticalScrollBar()->maximum() > 0,
             qPrintable(QStringLiteral("view %1, text %2")
                            .arg(results->viewport()->height())
                            .arg(results->document()->size().height()))); // it does not fit
    const auto lineTop = [&](int order) {
        const QString text = document::describeOrder(
            *m_map, lesson->document()->game().currentEntry().orders[std::size_t(order)].order,
            PhaseKind::Movement);
        QTextBlock block = results->document()->firstBlock();
        while (block.isValid() && !block.text().startsWith(text + QStringLiteral(" — ")))
            block = block.next();
        return block.isValid() ? results->cursorRect(QTextCursor(block)).top() : -1000;
    };
    const int lineHeight = results->fontMetrics().lineSpacing();
    test::saveScreenshot(table, QStringLiteral("quiz-table-one-revealed-small"));
    int top = lineTop(venice);
    QVERIFY2(top >= 0 && top + lineHeight <= results->viewport()->height(),
             qPrintable(QStringLiteral("%1 of %2").arg(top).arg(results->viewport()->height())));

    clickButton(lesson, "quizRevealAll");
    QVERIFY(quiz->allRevealed());
    QCOMPARE(table->resultsText().count(QStringLiteral(" — ?")), 0);
    for (const JudgedOrder &j : truth)
        QVERIFY2(table->resultsText().contains(j.result), qPrintable(j.result));
    // Reveal All shows the start of what it revealed: the first order it revealed at the top, not the end
    // of the text.
    test::saveScreenshot(table, QStringLiteral("quiz-table-all-revealed-small"));
    const int firstRevealedByAll = venice == 0 ? 1 : 0;
    top = lineTop(firstRevealedByAll);
    QVERIFY2(top >= 0 && top < lineHeight, qPrintable(QStringLiteral("order %1 at %2 of %3")
                                                          .arg(firstRevealedByAll)
                                                          .arg(top)
                                                          .arg(results->viewport()->height())));
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
    cut = quizCellsCut(lesson->quizPanel()->orderList());
    test::saveScreenshot(lesson->quizDock(), QStringLiteral("quiz-dock-answers"));
    QVERIFY2(cut.isEmpty(), qPrintable(cut.join(u'\n')));
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
    QCOMPARE(test::dockInFrontBesideOrders(lesson), QStringLiteral("Orders"));
    QVERIFY(description->isVisible());
    QVERIFY(!table->scene()->ordersVisible());
    QVERIFY(!table->phaseText().contains(QStringLiteral("Quiz")));
    QVERIFY(!lesson->explanationPanel()->text().contains(QStringLiteral("attack 2")));
    lesson->close();
}

// The question of order `place` (the province its unit stands in) in the quiz under way; -1 for none.
int TestQuizGui::questionOn(MainWindow *window, const char *place) const
{
    const Quiz *quiz = window->quizMode()->quiz();
    const int location = m_map->findLocation(QString::fromLatin1(place));
    for (const QuizQuestion &q : quiz->questions()) {
        if (quiz->orderAsked(q.order).unit.location == location)
            return q.order;
    }
    return -1;
}

// A quiz on a game's phase while the game master changes its orders: an order entered, Undo, an order
// replaced. The guesses on the orders still given stay; the ones on an order replaced are dropped, and the
// dock says so, naming them. An adjudication asks first, as it ends the quiz with the guesses unscored.
void TestQuizGui::quizKeepsTheGuessesThatStillApply()
{
    QFile::remove(m_scores);
    QStringList asked;
    auto window = test::openGameMasterWindow(m_map, &asked);
    // No orders: nothing to ask.
    QTest::keyClick(window.get(), Qt::Key_Q, Qt::ControlModifier | Qt::AltModifier);
    QVERIFY(!window->quizMode()->isActive());
    test::typeOrder(window.get(), QStringLiteral("A par - bur"));
    test::typeOrder(window.get(), QStringLiteral("A mun - bur"));
    QTest::keyClick(window.get(), Qt::Key_Q, Qt::ControlModifier | Qt::AltModifier);
    QVERIFY(window->quizMode()->isActive());
    QTest::keyClicks(window->quizPanel()->studentsEdit(), QStringLiteral("Anna, Ben"));
    QTest::mouseClick(window->quizPanel()->startButton(), Qt::LeftButton);
    QVERIFY(window->quizMode()->quiz());
    // Anna, on the map: Paris succeeds, Munich fails. A click guesses and enters no order.
    clickUnit(window.get(), questionOn(window.get(), "par"), Qt::LeftButton);
    for (int n = 0; n < 2; ++n)
        clickUnit(window.get(), questionOn(window.get(), "mun"), Qt::LeftButton);
    QCOMPARE(window->document()->orders().size(), std::size_t(2));
    // Ben: Paris fails.
    clickButton(window.get(), "quizNextStudent");
    for (int n = 0; n < 2; ++n)
        clickUnit(window.get(), questionOn(window.get(), "par"), Qt::LeftButton);
    auto guess = [&window, this](int student, const char *place) {
        return window->quizMode()->quiz()->prediction(student, questionOn(window.get(), place)).succeeds;
    };
    QCOMPARE(guess(0, "par"), std::optional(true));
    QCOMPARE(guess(0, "mun"), std::optional(false));
    QCOMPARE(guess(1, "par"), std::optional(false));

    // Another order: the question is made again with it, and every guess is kept; Ben keeps his turn.
    test::typeOrder(window.get(), QStringLiteral("A mar - pie"));
    QVERIFY(window->quizMode()->isActive());
    QCOMPARE(window->quizMode()->quiz()->questions().size(), std::size_t(3));
    QCOMPARE(guess(0, "par"), std::optional(true));
    QCOMPARE(guess(0, "mun"), std::optional(false));
    QCOMPARE(guess(1, "par"), std::optional(false));
    QCOMPARE(guess(1, "mar"), std::nullopt);
    QCOMPARE(window->quizPanel()->currentStudent(), 1);
    // Said under the orders, where the order line's own message does not take its place.
    QVERIFY2(window->quizPanel()->noticeText().contains(QStringLiteral("every guess still applies")),
             qPrintable(window->quizPanel()->noticeText()));

    // Undo (Ctrl+Z) takes the order back: the guesses stay.
    window->activateWindow();
    QTest::keyClick(window.get(), Qt::Key_Z, Qt::ControlModifier);
    QCOMPARE(window->document()->orders().size(), std::size_t(2));
    QVERIFY(window->quizMode()->isActive());
    QCOMPARE(window->quizMode()->quiz()->questions().size(), std::size_t(2));
    QCOMPARE(guess(0, "par"), std::optional(true));
    QCOMPARE(guess(0, "mun"), std::optional(false));

    // Munich's order replaced: Anna's guess on the old one is dropped, and said so; Paris's guesses stay.
    test::typeOrder(window.get(), QStringLiteral("A mun - ruh"));
    QVERIFY(window->quizMode()->isActive());
    QCOMPARE(guess(0, "mun"), std::nullopt);
    QCOMPARE(guess(0, "par"), std::optional(true));
    QCOMPARE(guess(1, "par"), std::optional(false));
    const QString dropped = window->quizPanel()->noticeText();
    QVERIFY2(dropped.contains(QStringLiteral("dropped")) &&
                 dropped.contains(QStringLiteral("Anna's guess on")) &&
                 !dropped.contains(QStringLiteral("Ben's")),
             qPrintable(dropped));
    QVERIFY2(dropped.contains(QStringLiteral("A mun - bur")), qPrintable(dropped)); // the order as it was

    // Adjudicated before the reveal: asked first, as the guesses would go unscored; Cancel keeps the quiz.
    window->setAsker(test::answerAlways(QMessageBox::Cancel));
    QTest::keyClick(window.get(), Qt::Key_Return, Qt::ControlModifier);
    QVERIFY(window->quizMode()->isActive());
    QVERIFY(!window->document()->lastResults());
    QCOMPARE(guess(0, "par"), std::optional(true));
    // Yes: adjudicated, and the quiz ends.
    window->setAsker(test::answerYesOrDiscard(&asked));
    QTest::keyClick(window.get(), Qt::Key_Return, Qt::ControlModifier);
    QCOMPARE(asked, (QStringList{QStringLiteral("End the Quiz?"), QStringLiteral("Orders Missing")}));
    QVERIFY(window->document()->lastResults());
    QVERIFY(!window->quizMode()->isActive());
    QVERIFY(!window->quizDock()->isVisible());
    QCOMPARE(test::dockInFrontBesideOrders(window.get()), QStringLiteral("Orders"));
    QVERIFY(!QFile::exists(m_scores));
}

// A student who guessed nothing is not scored: "no guesses" in the dock and on the table display, no score
// kept, and no line in the CSV; the others are scored as before.
void TestQuizGui::studentWithoutGuessesIsNotScored()
{
    QFile::remove(m_scores);
    auto window = test::openGameMasterWindow(m_map);
    test::typeOrder(window.get(), QStringLiteral("A par - bur"));
    test::typeOrder(window.get(), QStringLiteral("A mun - bur"));
    QTest::keyClick(window.get(), Qt::Key_Q, Qt::ControlModifier | Qt::AltModifier);
    QTest::keyClicks(window->quizPanel()->studentsEdit(), QStringLiteral("Anna, Carl"));
    QTest::mouseClick(window->quizPanel()->startButton(), Qt::LeftButton);
    // Anna guesses that Paris fails (both bounce); Carl guesses nothing.
    clickRow(window.get(), questionOn(window.get(), "par"));
    clickButton(window.get(), "quizFails");
    clickButton(window.get(), "quizRevealAll");
    const QString scores = window->quizPanel()->scoresText();
    QVERIFY2(scores.contains(QStringLiteral("Anna 1/2")) &&
                 scores.contains(QStringLiteral("Carl: no guesses")),
             qPrintable(scores));
    QVERIFY2(
        window->statusBar()->currentMessage().contains(QStringLiteral("Not scored, with no guesses: Carl")),
        qPrintable(window->statusBar()->currentMessage()));

    QTemporaryDir folder;
    const QString csv = folder.filePath(QStringLiteral("class.csv"));
    window->quizMode()->setFileChooser([csv](const QString &) { return csv; });
    clickButton(window.get(), "quizExport");
    QFile file(csv);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QStringList lines =
        QString::fromUtf8(file.readAll()).split(QStringLiteral("\r\n"), Qt::SkipEmptyParts);
    QCOMPARE(lines.size(), 2);
    QVERIFY2(lines[1].contains(QStringLiteral(",Anna,")) && lines[1].endsWith(QStringLiteral(",S1901M,1,2")),
             qPrintable(lines[1]));
    // An order changed after every order was revealed ends the quiz; the orders are in front again.
    test::typeOrder(window.get(), QStringLiteral("A mar - pie"));
    QVERIFY(!window->quizMode()->isActive());
    QCOMPARE(test::dockInFrontBesideOrders(window.get()), QStringLiteral("Orders"));
    QFile::remove(m_scores);
}

// A quiz on a lesson in German: the scores kept and their CSV name the lesson and its section as the
// lesson's file does, in English, so that a class's scores taken in two languages read as one lesson.
void TestQuizGui::scoresNameTheLessonInItsOwnWords()
{
    QFile::remove(m_scores);
    ui::installTranslations(QLocale(QLocale::German, QLocale::Germany));
    auto window = test::openGameMasterWindow(m_map);
    const LessonLibrary library = loadLessonLibrary(*m_map, datcLibraryFolder(), QString());
    const auto it = std::find_if(library.lessons.begin(), library.lessons.end(),
                                 [](const Lesson &l) { return l.name() == QStringLiteral("6.D.2"); });
    QVERIFY(it != library.lessons.end());
    QVERIFY2(it->title() != it->testCase.title, "the lesson's title is translated into German");
    MainWindow *lesson = window->openLesson(*it);
    QVERIFY(QTest::qWaitForWindowExposed(lesson));
    QTest::mouseClick(lesson->lessonPanel()->findChild<QPushButton *>(QStringLiteral("lessonQuiz")),
                      Qt::LeftButton);
    QTest::mouseClick(lesson->quizPanel()->startButton(), Qt::LeftButton); // the class as one
    clickButton(lesson, "quizSucceeds");
    clickButton(lesson, "quizRevealAll");
    QString error;
    const std::vector<QuizScoreRecord> kept = readQuizScores(m_scores, &error);
    ui::installTranslations(QLocale(QLocale::English));
    QVERIFY2(error.isEmpty(), qPrintable(error));
    QCOMPARE(kept.size(), std::size_t(1));
    QCOMPARE(kept[0].lesson, QStringLiteral("6.D.2: ") + it->testCase.title);
    QCOMPARE(kept[0].collection, QStringLiteral("Supports and dislodges"));
    QVERIFY(quizScoresCsv(kept).contains(QStringLiteral(",Supports and dislodges,6.D.2: ") +
                                         it->testCase.title + u','));
    lesson->close();
    QFile::remove(m_scores);
}

// The class predicting as one in French: its name ("La classe", as the student box shows it) heads the
// guesses' column where a name may stand with its capital, not lowered in mid-sentence ("Prédictions de
// La classe").
void TestQuizGui::frenchClassIsNamedAsItsSentenceAllows()
{
    ui::installTranslations(QLocale(QLocale::French, QLocale::France));
    auto window = test::openGameMasterWindow(m_map);
    test::typeOrder(window.get(), QStringLiteral("A par - bur"));
    test::typeOrder(window.get(), QStringLiteral("A mun - bur"));
    QTest::keyClick(window.get(), Qt::Key_Q, Qt::ControlModifier | Qt::AltModifier);
    QTest::mouseClick(window->quizPanel()->startButton(), Qt::LeftButton);
    QVERIFY(window->quizMode()->quiz());
    const QString classNamed = window->quizMode()->quiz()->students().front();
    QVERIFY2(classNamed.front().isUpper(), qPrintable(classNamed)); // a name of its own in the student box
    const QString heading = window->quizPanel()->orderList()->headerItem()->text(2);
    const qsizetype at = heading.indexOf(classNamed);
    QVERIFY2(at >= 0, qPrintable(heading));
    // At the start, or after a colon: nowhere a capital would stand in mid-sentence.
    const QString before = heading.left(at).trimmed();
    QVERIFY2(before.isEmpty() || before.endsWith(u':'), qPrintable(heading));
    clickButton(window.get(), "quizEnd");
    window.reset();
    ui::installTranslations(QLocale(QLocale::English));
}

QTEST_MAIN(TestQuizGui)
#include "tst_quiz_gui.moc"
