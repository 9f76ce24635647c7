// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
// Fast entry from paper slips, by keyboard only: supports and moves completed with Tab, a power's slip chosen
// with one key, the echo list under the order line and Delete on it, a retyped build or removal replacing the
// one before, and a misspelled province named as read.
#include "document/game_document.h"
#include "game_master_window.h"
#include "gui_test_environment.h"
#include "main_window.h"
#include "text/order_formatter.h"
#include "widgets/command_line.h"
#include "widgets/echo_list.h"

#include <QAbstractItemView>
#include <QCompleter>
#include <QLabel>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoStack>

using namespace arbiter;
using arbiter::ui::MainWindow;

class TestFastEntry : public QObject
{
    Q_OBJECT

  private slots:
    void initTestCase();
    void init();
    void cleanup();
    void supportCompletesWithTab();
    void supportListsTheMovesIntoItsNeighbours();
    void slipKeyImpliesPowerAndUnitTypes();
    void echoListShowsEachLineAndDeletes();
    void retypedRemovalReplacesTheFirst();
    void anotherPowersUnitOnASlipLeavesTheRemovalGiven();
    void misspelledProvinceIsNamedAsRead();

  private:
    ui::CommandLine *line() const { return m_window->commandLine(); }
    document::GameDocument *doc() const { return m_window->document(); }
    QString status() const { return m_window->statusBar()->currentMessage(); }
    void type(const QString &text)
    {
        line()->setFocus();
        QTest::keyClicks(line(), text);
    }
    void enter(const QString &text)
    {
        type(text);
        QTest::keyClick(line(), Qt::Key_Return);
    }
    QStringList orderTexts() const
    {
        QStringList texts;
        for (const EnteredOrder &o : doc()->orders())
            texts << formatOrder(*m_map, o.order, true);
        return texts;
    }

    std::shared_ptr<const Map> m_map;
    std::unique_ptr<MainWindow> m_window;
    QTemporaryDir m_dir;
};

void TestFastEntry::initTestCase()
{
    test::isolateFromUserData(QStringLiteral("arbiter-fast-entry-test"));
    QString error;
    m_map = MainWindow::loadStandardMap(&error);
    QVERIFY2(m_map, qPrintable(error));
}

void TestFastEntry::init()
{
    m_window = test::openGameMasterWindow(m_map);
    QCOMPARE(doc()->phase().code(), QStringLiteral("S1901M"));
}

void TestFastEntry::cleanup()
{
    m_window->close();
    m_window.reset();
}

void TestFastEntry::supportCompletesWithTab()
{
    enter(QStringLiteral("A par - bur"));
    type(QStringLiteral("A mun S bur"));
    QVERIFY(line()->wordCompleter()->popup()->isVisible());
    QCOMPARE(line()->lineTakenByTab(), QStringLiteral("A mun S A par - bur"));
    QTest::keyClick(line(), Qt::Key_Tab);
    QCOMPARE(line()->text(), QStringLiteral("A mun S A par - bur"));
    QVERIFY(!line()->wordCompleter()->popup()->isVisible());
    QTest::keyClick(line(), Qt::Key_Return);
    QCOMPARE(orderTexts(), QStringList({QStringLiteral("France: A par - bur"),
                                        QStringLiteral("Germany: A mun S A par - bur")}));
    // It supports the move entered: no note that its partner is missing.
    QVERIFY2(status().startsWith(QStringLiteral("Entered")) && !status().contains(QStringLiteral("Note")),
             qPrintable(status()));
}

void TestFastEntry::supportListsTheMovesIntoItsNeighbours()
{
    enter(QStringLiteral("A ber - sil"));
    type(QStringLiteral("A mun S"));
    QAbstractItemView *popup = line()->wordCompleter()->popup();
    QVERIFY(popup->isVisible());
    QStringList shown;
    for (int row = 0; row < popup->model()->rowCount(); ++row)
        shown << popup->model()->index(row, 0).data().toString();
    QCOMPARE(shown.front(), QStringLiteral("A mun S A ber - sil")); // the move entered, first
    QVERIFY(shown.contains(QStringLiteral("A mun S A par - bur")));
    // A row chosen with Down is the one Tab takes.
    QTest::keyClick(popup, Qt::Key_Down);
    QTest::keyClick(popup, Qt::Key_Down);
    const QString chosen = popup->currentIndex().data(Qt::UserRole).toString();
    QVERIFY(!chosen.isEmpty());
    QCOMPARE(line()->lineTakenByTab(), chosen);
    QTest::keyClick(line(), Qt::Key_Tab);
    QCOMPARE(line()->text(), chosen);
}

void TestFastEntry::slipKeyImpliesPowerAndUnitTypes()
{
    // Ctrl+4: Germany, the fourth power of the map.
    QTest::keyClick(m_window.get(), Qt::Key_4, Qt::ControlModifier);
    QVERIFY(line()->hasFocus());
    QCOMPARE(line()->defaultPower(), m_map->findPower(u"germany"));
    QCOMPARE(m_window->findChild<QLabel *>(QStringLiteral("commandPower"))->text(),
             QStringLiteral("Germany:"));
    // "k", Tab: Kiel's fleet, the only German unit starting so; "-h", Tab, the first of Helgoland and
    // Holland.
    type(QStringLiteral("k"));
    QCOMPARE(line()->lineTakenByTab(), QStringLiteral("kie "));
    QTest::keyClick(line(), Qt::Key_Tab);
    type(QStringLiteral("-hol"));
    QTest::keyClick(line(), Qt::Key_Return);
    enter(QStringLiteral("mun-ruh"));
    // A unit that is not Germany's, typed in Germany's slip, is entered as Germany's and said to be illegal.
    enter(QStringLiteral("par-bur"));
    QCOMPARE(orderTexts(),
             QStringList({QStringLiteral("Germany: F kie - hol"), QStringLiteral("Germany: A mun - ruh"),
                          QStringLiteral("Germany: A par - bur")}));
    QVERIFY2(status().contains(QStringLiteral("illegal")), qPrintable(status()));
    // The next slip's key changes the power and starts its echo list afresh.
    QCOMPARE(m_window->echoList()->count(), 3);
    QTest::keyClick(m_window.get(), Qt::Key_3, Qt::ControlModifier);
    QCOMPARE(line()->defaultPower(), m_map->findPower(u"france"));
    QCOMPARE(m_window->echoList()->count(), 0);
    enter(QStringLiteral("mar-spa"));
    QCOMPARE(orderTexts().last(), QStringLiteral("France: A mar - spa"));
    // A German unit named by mistake in France's slip does not wipe Germany's order.
    type(QStringLiteral("mun-bur"));
    QTest::keyClick(line(), Qt::Key_Return);
    QVERIFY2(status().contains(QStringLiteral("cannot replace Germany's order")), qPrintable(status()));
    QVERIFY(orderTexts().contains(QStringLiteral("Germany: A mun - ruh")));
    QVERIFY(!orderTexts().contains(QStringLiteral("France: A mun - bur")));
    // Tab on a line with nothing to offer keeps the focus on the line.
    type(QStringLiteral("par - zz"));
    QTest::keyClick(line(), Qt::Key_Tab);
    QVERIFY(line()->hasFocus());
    QCOMPARE(line()->text(), QStringLiteral("par - zz"));
    line()->clear();
    // The owner's order does take the place of the order another power gave its unit.
    enter(QStringLiteral("par-pic"));
    QVERIFY(orderTexts().contains(QStringLiteral("France: A par - pic")));
    QVERIFY(!orderTexts().contains(QStringLiteral("Germany: A par - bur")));
}

void TestFastEntry::echoListShowsEachLineAndDeletes()
{
    ui::EchoList *echo = m_window->echoList();
    QVERIFY(!echo->isVisible());                                     // nothing typed yet
    QTest::keyClick(m_window.get(), Qt::Key_6, Qt::ControlModifier); // Russia
    enter(QStringLiteral("war-gal"));
    enter(QStringLiteral("Army Moscow to Ukrane")); // read as Ukraine
    enter(QStringLiteral("sev - xyz"));             // refused, stays on the line
    QTest::keyClick(line(), Qt::Key_Escape);
    QVERIFY(echo->isVisible());
    QCOMPARE(echo->count(), 3);
    QCOMPARE(echo->item(0)->text(), QStringLiteral("Entered Russia: A war - gal."));
    QVERIFY2(echo->item(1)->text().contains(QStringLiteral("'Ukrane' read as Ukraine")),
             qPrintable(echo->item(1)->text()));
    QVERIFY2(echo->item(2)->text().startsWith(QStringLiteral("Cannot read")),
             qPrintable(echo->item(2)->text()));
    QCOMPARE(doc()->orders().size(), std::size_t(2));

    // Tab from the empty order line goes to the list; Delete removes the chosen line's order, in one undo
    // step.
    line()->setFocus();
    QTest::keyClick(line(), Qt::Key_Tab);
    QVERIFY(echo->hasFocus());
    echo->setCurrentRow(0);
    QTest::keyClick(echo, Qt::Key_Delete);
    QCOMPARE(orderTexts(), QStringList{QStringLiteral("Russia: A mos - ukr")});
    QVERIFY(!echo->isStillEntered(0));
    QVERIFY(echo->item(0)->font().strikeOut());
    doc()->undoStack()->undo();
    QCOMPARE(doc()->orders().size(), std::size_t(2));
    QVERIFY(echo->isStillEntered(0));
    QVERIFY(!echo->item(0)->font().strikeOut());
    // Backspace does the same; a refused line has no order to remove.
    echo->setCurrentRow(1);
    QTest::keyClick(echo, Qt::Key_Backspace);
    QCOMPARE(orderTexts(), QStringList{QStringLiteral("Russia: A war - gal")});
    echo->setCurrentRow(2);
    QTest::keyClick(echo, Qt::Key_Delete);
    QCOMPARE(doc()->orders().size(), std::size_t(1));
    // Escape goes back to the order line.
    QTest::keyClick(echo, Qt::Key_Escape);
    QVERIFY(line()->hasFocus());
}

void TestFastEntry::retypedRemovalReplacesTheFirst()
{
    // Winter 1901: Italy took Trieste, Austria owes one removal.
    QString error;
    QVERIFY2(test::openScriptedGame(m_window.get(), m_map,
                                    QStringLiteral("PHASE S1901M\nAustria: F tri - alb\nPHASE F1901M\n"
                                                   "Italy: A ven - tri\n"),
                                    m_dir.filePath(QStringLiteral("removal.json")), &error),
             qPrintable(error));
    QCOMPARE(doc()->phase().code(), QStringLiteral("W1901A"));
    QCOMPARE(doc()->ordersDue(m_map->findPower(u"austria")), 1);
    enter(QStringLiteral("Austria: Remove F alb"));
    enter(QStringLiteral("A vie disband"));
    QCOMPARE(orderTexts(), QStringList{QStringLiteral("Austria: Remove A vie")});
    QVERIFY2(status().contains(QStringLiteral("It replaces")), qPrintable(status()));
    QCOMPARE(doc()->ordersGiven(m_map->findPower(u"austria")), 1);
    doc()->undoStack()->undo();
    QCOMPARE(orderTexts(), QStringList{QStringLiteral("Austria: Remove F alb")});
    // Italy owes one build: a waive typed after its build replaces it too.
    enter(QStringLiteral("Italy: Build A ven"));
    enter(QStringLiteral("Italy: waive"));
    QCOMPARE(orderTexts(),
             QStringList({QStringLiteral("Austria: Remove F alb"), QStringLiteral("Italy: Waive")}));
}

// Winter, Austria's slip: a removal of the Italian army in Trieste (a unit that changed hands) is illegal
// and said so, and the removal Austria gave stays; a retyped removal of its own unit still replaces it.
void TestFastEntry::anotherPowersUnitOnASlipLeavesTheRemovalGiven()
{
    QString error;
    QVERIFY2(test::openScriptedGame(m_window.get(), m_map,
                                    QStringLiteral("PHASE S1901M\nAustria: F tri - alb\nPHASE F1901M\n"
                                                   "Italy: A ven - tri\n"),
                                    m_dir.filePath(QStringLiteral("foreign-removal.json")), &error),
             qPrintable(error));
    QCOMPARE(doc()->phase().code(), QStringLiteral("W1901A"));
    const int austria = m_map->findPower(u"austria");
    line()->setFocus();
    QTest::keyClick(line(), Qt::Key_1, Qt::ControlModifier); // Austria's slip
    enter(QStringLiteral("f alb disband"));
    QCOMPARE(doc()->ordersGiven(austria), 1);
    enter(QStringLiteral("a tri disband"));
    QVERIFY2(status().contains(QStringLiteral("illegal")) &&
                 !status().contains(QStringLiteral("It replaces")),
             qPrintable(status()));
    QVERIFY(orderTexts().contains(QStringLiteral("Austria: Remove F alb")));
    QCOMPARE(doc()->ordersGiven(austria), 1);
    enter(QStringLiteral("a vie disband"));
    QVERIFY2(status().contains(QStringLiteral("It replaces Austria: Remove F alb")), qPrintable(status()));
    QVERIFY(orderTexts().contains(QStringLiteral("Austria: Remove A vie")));
    QVERIFY(!orderTexts().contains(QStringLiteral("Austria: Remove F alb")));
    QCOMPARE(doc()->ordersGiven(austria), 1);
}

void TestFastEntry::misspelledProvinceIsNamedAsRead()
{
    enter(QStringLiteral("Army Paris to Burgandy"));
    QCOMPARE(orderTexts(), QStringList{QStringLiteral("France: A par - bur")});
    QVERIFY2(status().contains(QStringLiteral("'Burgandy' read as Burgundy")), qPrintable(status()));
}

QTEST_MAIN(TestFastEntry)
#include "tst_fast_entry.moc"
