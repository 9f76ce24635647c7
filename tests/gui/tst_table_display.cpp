// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
// The table display the players watch: opened by keyboard as a window of its own, it never shows an order
// before its phase is adjudicated, shows the results after, stays on the live phase whatever the game master
// browses or tries unless told to show the window's view (then labelled), keeps the live phase's clock, says
// every dislodgement, shows centres, the draw vote and the final scores, stays on its screen, and takes no
// input.
#include "document/autosave.h"
#include "document/game_document.h"
#include "game_master_window.h"
#include "gui_test_environment.h"
#include "main_window.h"
#include "replay_controller.h"
#include "scene/map_scene.h"
#include "scene/order_item.h"
#include "widgets/command_line.h"
#include "widgets/orders_model.h"
#include "widgets/orders_panel.h"
#include "window/phase_clock_controller.h"
#include "window/table_display.h"

#include <QAction>
#include <QDir>
#include <QGraphicsView>
#include <QLabel>
#include <QRegularExpression>
#include <QScreen>
#include <QTemporaryDir>
#include <QTest>
#include <QTreeView>

using namespace arbiter;
using arbiter::ui::MainWindow;

class TestTableDisplay : public QObject
{
    Q_OBJECT

  private:
    std::shared_ptr<const Map> m_map;
    std::unique_ptr<MainWindow> m_window;

    ui::TableDisplay *display() const { return m_window->tableDisplay(); }

    void openDisplay()
    {
        QTest::keyClick(m_window.get(), Qt::Key_F9);
        QTRY_VERIFY(display() && display()->isVisible());
        test::activateAgain(m_window.get());
    }

    void adjudicate() { QTest::keyClick(m_window->commandLine(), Qt::Key_Return, Qt::ControlModifier); }

    // Once the display has laid itself out, every line of its title and of its standings is shown in full:
    // a long text takes more lines, the header grows downwards.
    void verifyHeaderInFull(const QString &screenshot)
    {
        QCoreApplication::processEvents();
        for (const char *name : {"tablePhase", "tableStandings"}) {
            auto *label = display()->findChild<QLabel *>(QLatin1StringView(name));
            QVERIFY2(label->height() >= label->heightForWidth(label->width()),
                     qPrintable(QStringLiteral("%1 is cut: %2 < %3")
                                    .arg(QLatin1StringView(name))
                                    .arg(label->height())
                                    .arg(label->heightForWidth(label->width()))));
        }
        test::saveScreenshot(display(), screenshot);
    }

    // The orders dock's outcome of the order whose text starts with `order`.
    QString ordersListOutcome(const QString &order) const
    {
        QAbstractItemModel *model = m_window->ordersPanel()->view()->model();
        for (int g = 0; g < model->rowCount(); ++g) {
            const QModelIndex group = model->index(g, 0);
            for (int r = 0; r < model->rowCount(group); ++r) {
                if (model->index(r, 0, group).data().toString().startsWith(order))
                    return model->index(r, ui::OrdersModel::StateColumn, group).data().toString();
            }
        }
        return {};
    }

    int visibleOrders() const
    {
        int n = 0;
        for (QGraphicsItem *item : display()->scene()->items()) {
            if (dynamic_cast<ui::OrderItem *>(item) && item->isVisible())
                ++n;
        }
        return n;
    }

  private slots:
    void initTestCase()
    {
        test::isolateFromUserData(QStringLiteral("arbiter-table-display-test"));
        QString error;
        m_map = MainWindow::loadStandardMap(&error);
        QVERIFY2(m_map, qPrintable(error));
    }

    void init()
    {
        m_window = test::openGameMasterWindow(m_map);
        QVERIFY(m_window->isActiveWindow());
    }

    void cleanup()
    {
        if (m_window)
            m_window->close();
        m_window.reset();
    }

    void playersSeeResultsButNeverOrdersBeforeAdjudication()
    {
        QTest::keyClick(m_window.get(), Qt::Key_F9);
        QVERIFY(display());
        QTRY_VERIFY(display()->isVisible());
        QVERIFY(display()->isWindow());
        QVERIFY(m_window->action(QStringLiteral("tableDisplayAction"))->isChecked());
        QCOMPARE(display()->phaseText(), QStringLiteral("Spring 1901 Movement"));

        test::activateAgain(m_window.get());
        test::typeOrder(m_window.get(), QStringLiteral("France: A par - bur"));
        test::typeOrder(m_window.get(), QStringLiteral("Germany: A mun - bur"));
        QCOMPARE(m_window->document()->orders().size(), std::size_t(2));
        QCOMPARE(visibleOrders(), 0);
        QVERIFY(!display()->resultsText().contains(QStringLiteral("bur")));
        // Who has ordered, never what.
        QVERIFY2(display()->resultsText().contains(QStringLiteral("France 1/3")) &&
                     display()->resultsText().contains(QStringLiteral("Germany 1/3")) &&
                     display()->resultsText().contains(QStringLiteral("Austria 0/3")),
                 qPrintable(display()->resultsText()));
        verifyHeaderInFull(QStringLiteral("table-display-orders-hidden"));

        QTest::keyClick(m_window->commandLine(), Qt::Key_Return, Qt::ControlModifier);
        QCOMPARE(display()->phaseText(),
                 QStringLiteral("Fall 1901 Movement — results of Spring 1901 Movement"));
        QCOMPARE(visibleOrders(), 2); // the spring's orders with their results
        const QString results = display()->resultsText();
        QVERIFY2(results.contains(QStringLiteral("A par - bur")) &&
                     results.contains(QStringLiteral("bounced")),
                 qPrintable(results));
        verifyHeaderInFull(QStringLiteral("table-display"));

        // The fall's first order stays hidden; the spring's results stay.
        test::typeOrder(m_window.get(), QStringLiteral("France: A par - pic"));
        QCOMPARE(visibleOrders(), 2);
        QVERIFY(!display()->resultsText().contains(QStringLiteral("pic")));

        // The game master browsing the spring does not take the players with them.
        QTest::keyClick(m_window->commandLine(), Qt::Key_PageUp, Qt::ControlModifier);
        QTRY_VERIFY(m_window->replay()->isReplaying());
        QCOMPARE(display()->phaseText(),
                 QStringLiteral("Fall 1901 Movement — results of Spring 1901 Movement"));
        // Shown on purpose, the replay says what it is.
        QTest::keyClick(m_window.get(), Qt::Key_F9, Qt::ShiftModifier);
        QVERIFY(m_window->action(QStringLiteral("tableShowsViewAction"))->isChecked());
        QCOMPARE(display()->phaseText(), QStringLiteral("Replay: Spring 1901 Movement"));
        verifyHeaderInFull(QStringLiteral("table-display-replay"));
        QTest::keyClick(m_window->commandLine(), Qt::Key_End, Qt::ControlModifier);
        QTRY_COMPARE(display()->phaseText(),
                     QStringLiteral("Fall 1901 Movement — results of Spring 1901 Movement"));
        QTest::keyClick(m_window.get(), Qt::Key_F9, Qt::ShiftModifier);
        QVERIFY(!m_window->action(QStringLiteral("tableShowsViewAction"))->isChecked());

        // Clicks on the display do nothing to the game.
        auto *view = display()->findChild<QGraphicsView *>(QStringLiteral("tableMap"));
        QTest::mouseClick(view->viewport(), Qt::LeftButton, {}, view->viewport()->rect().center());
        QCOMPARE(m_window->document()->orders().size(), std::size_t(1));

        // Closed by its own window, the menu item follows.
        display()->close();
        QVERIFY(!m_window->action(QStringLiteral("tableDisplayAction"))->isChecked());
    }

    // A what-if played from an earlier phase stays off the players' screen, and the clock runs on for the
    // live phase; shown on purpose, the what-if is labelled.
    void whatIfStaysOffTheDisplayAndTheClockRunsOn()
    {
        qint64 now = 0;
        m_window->phaseClock()->setTimeSource([&now] { return now; });
        GameInfo info = m_window->document()->game().info();
        info.clock.enabled = true;
        m_window->document()->setInfo(info);
        openDisplay();
        test::typeOrder(m_window.get(), QStringLiteral("France: A par - bur"));
        adjudicate();
        now += 2 * 60000;
        QTRY_COMPARE(display()->clockText(), QStringLiteral("13:00"));
        const QString live = QStringLiteral("Fall 1901 Movement — results of Spring 1901 Movement");
        QCOMPARE(display()->phaseText(), live);

        // Back to the spring, and a what-if from there: the window plays it, the players still see the fall.
        QTest::keyClick(m_window->commandLine(), Qt::Key_PageUp, Qt::ControlModifier);
        QTRY_VERIFY(m_window->replay()->isReplaying());
        QCOMPARE(display()->clockText(), QStringLiteral("13:00")); // the clock stays while browsing
        QCOMPARE(display()->phaseText(), live);
        verifyHeaderInFull(QStringLiteral("table-display-live"));
        QTest::keyClick(m_window.get(), Qt::Key_B, Qt::ControlModifier);
        QTRY_COMPARE(m_window->document()->phase().code(), QStringLiteral("S1901M"));
        QCOMPARE(display()->phaseText(), live);
        now += 60000;
        QTRY_COMPARE(display()->clockText(), QStringLiteral("12:00")); // not a fresh 30:00 for the what-if
        test::typeOrder(m_window.get(), QStringLiteral("France: A par - pic"));
        adjudicate();
        QCOMPARE(m_window->document()->phase().code(), QStringLiteral("F1901M"));
        QCOMPARE(display()->phaseText(), live);
        QVERIFY(!display()->resultsText().contains(QStringLiteral("pic")));
        QCOMPARE(display()->clockText(), QStringLiteral("12:00"));
        const Game &game = m_window->document()->game();
        QCOMPARE(game.entry(game.currentEntry().parent).elapsedSeconds, -1); // a what-if is not timed

        // Shown on purpose: the what-if, labelled, with the live phase's clock still.
        QTest::keyClick(m_window.get(), Qt::Key_F9, Qt::ShiftModifier);
        QCOMPARE(
            display()->phaseText(),
            QStringLiteral("What-if from Spring 1901: Fall 1901 Movement — results of Spring 1901 Movement"));
        QVERIFY(display()->resultsText().contains(QStringLiteral("A par - pic")));
        QCOMPARE(display()->clockText(), QStringLiteral("12:00"));
        verifyHeaderInFull(QStringLiteral("table-display-what-if"));
        QTest::keyClick(m_window.get(), Qt::Key_F9, Qt::ShiftModifier);
        QCOMPARE(display()->phaseText(), live);
    }

    // A unit that bounced and was dislodged: the display and the orders list say both.
    void bouncedAndDislodgedSaysBoth()
    {
        QTemporaryDir dir;
        QString error;
        QVERIFY2(test::openScriptedGame(m_window.get(), m_map,
                                        QStringLiteral("PHASE S1901M\n"
                                                       "Austria: A bud - rum\n"
                                                       "Russia: A mos - ukr\n"
                                                       "Turkey: A con - bul\n"
                                                       "PHASE F1901M\n"
                                                       "Austria: A rum - bul\n"
                                                       "Russia: A ukr - rum\n"
                                                       "Russia: F sev S A ukr - rum\n"),
                                        dir.filePath(QStringLiteral("dislodged.arbiter.json")), &error),
                 qPrintable(error));
        QCOMPARE(m_window->document()->phase().code(), QStringLiteral("F1901R"));
        openDisplay();
        const QString outcome = QStringLiteral("failed: bounced (A Bulgaria); dislodged by A Ukraine");
        QVERIFY2(display()->resultsText().contains(QRegularExpression(QStringLiteral("A rum - bul +") +
                                                                      QRegularExpression::escape(outcome))),
                 qPrintable(display()->resultsText()));
        verifyHeaderInFull(QStringLiteral("table-display-dislodged"));
        QTest::keyClick(m_window.get(), Qt::Key_R, Qt::ControlModifier); // the orders dock on the results
        QCOMPARE(ordersListOutcome(QStringLiteral("A rum - bul")), outcome);
    }

    // While the live phase is played the players see who has ordered; once the game master ends the game
    // (Ctrl+Alt+G), no order is due and the display no longer counts them.
    void ordersInLeaveTheDisplayWhenTheGameEnds()
    {
        openDisplay();
        test::typeOrder(m_window.get(), QStringLiteral("France: A par - bur"));
        QVERIFY2(display()->resultsText().contains(QStringLiteral("Orders in: Austria 0/3")),
                 qPrintable(display()->resultsText()));
        QTest::keyClick(m_window.get(), Qt::Key_G, Qt::ControlModifier | Qt::AltModifier);
        QCOMPARE(m_window->document()->game().currentEntry().end.kind, GameEndKind::Called);
        QVERIFY2(display()->phaseText().contains(QStringLiteral("ended with")),
                 qPrintable(display()->phaseText()));
        QVERIFY2(!display()->resultsText().contains(QStringLiteral("Orders in")),
                 qPrintable(display()->resultsText()));

        // Undo takes the end back, and the count with it.
        QTest::keyClick(m_window->commandLine(), Qt::Key_Z, Qt::ControlModifier);
        QCOMPARE(m_window->document()->game().currentEntry().end.kind, GameEndKind::None);
        QVERIFY(display()->resultsText().contains(QStringLiteral("Orders in")));
    }

    // Each power's centres; the draw vote once recorded, not passed and then passed; the final scores; and
    // the title of a draw of all seven wraps rather than widen the window past its screen.
    void centresVotesAndScoresOnAWindowThatStaysOnItsScreen()
    {
        openDisplay();
        display()->resize(1280, 800);
        QTRY_COMPARE(display()->width(), 1280);
        const QString centres = QStringLiteral(
            "Centres: Austria 3 · England 3 · France 3 · Germany 3 · Italy 3 · Russia 4 · Turkey 3");
        QCOMPARE(display()->standingsText(), centres);

        std::vector<DrawVote> votes;
        for (int p = 0; p < m_map->powerCount(); ++p)
            votes.push_back({p, p != m_map->findPower(u"turkey"), 0});
        m_window->document()->setVotes(votes);
        QCOMPARE(display()->standingsText(), centres + QStringLiteral("\nDraw vote: not passed"));

        for (DrawVote &v : votes)
            v.draw = true;
        m_window->document()->setVotes(votes);
        QVERIFY(m_window->document()->game().ended());
        const QString drawn =
            QStringLiteral("drawn: Austria, England, France, Germany, Italy, Russia, Turkey");
        QCOMPARE(display()->phaseText(), QStringLiteral("Spring 1901 Movement — ") + drawn);
        QCOMPARE(display()->standingsText(),
                 centres +
                     QStringLiteral("\nDraw vote: passed\nFinal scores (Draw size): Austria 14.29, England "
                                    "14.29, France 14.29, Germany 14.29, Italy 14.29, Russia 14.29, Turkey "
                                    "14.29"));
        // No order pads for a game that has ended.
        QVERIFY(!m_window->action(QStringLiteral("printPadsAction"))->isEnabled());

        // The title is wider than the window at its size: it wraps, and nothing grows.
        auto *title = display()->findChild<QLabel *>(QStringLiteral("tablePhase"));
        QVERIFY(title->fontMetrics().horizontalAdvance(title->text()) > display()->width());
        verifyHeaderInFull(QStringLiteral("table-display-game-end"));
        QCOMPARE(display()->width(), 1280);
        QVERIFY(display()->minimumSizeHint().width() <= display()->screen()->availableGeometry().width());
        auto *clock = display()->findChild<QWidget *>(QStringLiteral("tableClock"));
        QVERIFY(clock->geometry().right() <= display()->width());
    }
};

QTEST_MAIN(TestTableDisplay)
#include "tst_table_display.moc"
