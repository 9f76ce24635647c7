// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
// Keyboard and screen-reader basics: the map, the order line, the orders and the history tell a
// screen reader what they are (their QAccessible names and descriptions), and Tab goes through them in the
// order they are read on the screen: the history on the left, the map, the order line under it, the orders
// on the right.
#include "game_master_window.h"
#include "gui_test_environment.h"

#include "main_window.h"
#include "widgets/command_line.h"
#include "widgets/history_panel.h"
#include "widgets/map_view.h"
#include "widgets/orders_panel.h"

#include <QAccessible>
#include <QTest>
#include <QTreeView>

using namespace arbiter;
using arbiter::ui::MainWindow;

class TestAccessibility : public QObject
{
    Q_OBJECT

  private:
    std::shared_ptr<const Map> m_map;
    std::unique_ptr<MainWindow> m_window;

    static QString accessible(QWidget *widget, QAccessible::Text text)
    {
        QAccessibleInterface *face = QAccessible::queryAccessibleInterface(widget);
        return face ? face->text(text) : QString();
    }

  private slots:
    void initTestCase()
    {
        test::isolateFromUserData(QStringLiteral("arbiter-accessibility-test"));
        QString error;
        m_map = MainWindow::loadStandardMap(&error);
        QVERIFY2(m_map, qPrintable(error));
        m_window = test::openGameMasterWindow(m_map, test::WindowSettings{.size = {1400, 900}});
    }

    void cleanupTestCase()
    {
        m_window->close();
        m_window.reset();
    }

    void namesAndDescriptions_data()
    {
        QTest::addColumn<QString>("part");
        QTest::addColumn<QString>("name");
        QTest::newRow("map") << QStringLiteral("map") << QStringLiteral("Map");
        QTest::newRow("order line") << QStringLiteral("line") << QStringLiteral("Order line");
        QTest::newRow("orders") << QStringLiteral("orders") << QStringLiteral("Orders");
        QTest::newRow("history") << QStringLiteral("history") << QStringLiteral("History");
    }

    void namesAndDescriptions()
    {
        QFETCH(QString, part);
        QFETCH(QString, name);
        QWidget *widget = part == u"map"      ? static_cast<QWidget *>(m_window->mapView())
                          : part == u"line"   ? static_cast<QWidget *>(m_window->commandLine())
                          : part == u"orders" ? static_cast<QWidget *>(m_window->ordersPanel()->view())
                                              : static_cast<QWidget *>(m_window->historyPanel()->view());
        QCOMPARE(accessible(widget, QAccessible::Name), name);
        QVERIFY2(accessible(widget, QAccessible::Description).size() > 20,
                 qPrintable(accessible(widget, QAccessible::Description)));
    }

    void tabGoesThroughThePartsInReadingOrder()
    {
        QWidget *history = m_window->historyPanel()->view();
        QWidget *map = m_window->mapView();
        QWidget *line = m_window->commandLine();
        QWidget *orders = m_window->ordersPanel()->view();
        history->setFocus(Qt::OtherFocusReason);
        QTRY_COMPARE(QApplication::focusWidget(), history);
        for (QWidget *next : {map, line, orders}) {
            QTest::keyClick(QApplication::focusWidget(), Qt::Key_Tab);
            QTRY_COMPARE(QApplication::focusWidget(), next);
        }
        // And back with Shift+Tab.
        for (QWidget *previous : {line, map, history}) {
            QTest::keyClick(QApplication::focusWidget(), Qt::Key_Backtab);
            QTRY_COMPARE(QApplication::focusWidget(), previous);
        }
    }
};

QTEST_MAIN(TestAccessibility)
#include "tst_accessibility.moc"
