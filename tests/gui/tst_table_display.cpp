// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
// The table display the players watch: opened by keyboard as a window of its own, it never shows an order
// before its phase is adjudicated, shows the results after, follows a replay, and takes no input.
#include "document/autosave.h"
#include "document/game_document.h"
#include "game_master_window.h"
#include "gui_test_environment.h"
#include "main_window.h"
#include "scene/map_scene.h"
#include "scene/order_item.h"
#include "widgets/command_line.h"
#include "window/table_display.h"

#include <QAction>
#include <QDir>
#include <QGraphicsView>
#include <QTest>

using namespace arbiter;
using arbiter::ui::MainWindow;

class TestTableDisplay : public QObject
{
    Q_OBJECT

  private:
    std::shared_ptr<const Map> m_map;
    std::unique_ptr<MainWindow> m_window;

    ui::TableDisplay *display() const { return m_window->tableDisplay(); }

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
        test::saveScreenshot(display(), QStringLiteral("table-display-orders-hidden"));

        QTest::keyClick(m_window->commandLine(), Qt::Key_Return, Qt::ControlModifier);
        QCOMPARE(display()->phaseText(),
                 QStringLiteral("Fall 1901 Movement — results of Spring 1901 Movement"));
        QCOMPARE(visibleOrders(), 2); // the spring's orders with their results
        const QString results = display()->resultsText();
        QVERIFY2(results.contains(QStringLiteral("A par - bur")) &&
                     results.contains(QStringLiteral("bounced")),
                 qPrintable(results));
        test::saveScreenshot(display(), QStringLiteral("table-display"));

        // The fall's first order stays hidden; the spring's results stay.
        test::typeOrder(m_window.get(), QStringLiteral("France: A par - pic"));
        QCOMPARE(visibleOrders(), 2);
        QVERIFY(!display()->resultsText().contains(QStringLiteral("pic")));

        // A replay of the spring is followed.
        QTest::keyClick(m_window->commandLine(), Qt::Key_PageUp, Qt::ControlModifier);
        QTRY_VERIFY2(display()->phaseText().contains(QStringLiteral("Spring 1901")),
                     qPrintable(display()->phaseText()));
        QVERIFY(display()->phaseText().contains(QStringLiteral("replay")));
        QTest::keyClick(m_window->commandLine(), Qt::Key_End, Qt::ControlModifier);
        QTRY_COMPARE(display()->phaseText(),
                     QStringLiteral("Fall 1901 Movement — results of Spring 1901 Movement"));

        // Clicks on the display do nothing to the game.
        auto *view = display()->findChild<QGraphicsView *>(QStringLiteral("tableMap"));
        QTest::mouseClick(view->viewport(), Qt::LeftButton, {}, view->viewport()->rect().center());
        QCOMPARE(m_window->document()->orders().size(), std::size_t(1));

        // Closed by its own window, the menu item follows.
        display()->close();
        QVERIFY(!m_window->action(QStringLiteral("tableDisplayAction"))->isChecked());
    }
};

QTEST_MAIN(TestTableDisplay)
#include "tst_table_display.moc"
