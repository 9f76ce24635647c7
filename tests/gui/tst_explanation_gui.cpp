// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
// Why orders succeeded or failed, in the window: the Explanation dock for the order clicked in the
// orders dock or on the map, its unit links, the changes no order made, View → Strengths on the map, the
// one-line form in a unit's tooltip, and the explanation of a past phase in a replay.
#include "game_master_window.h"
#include "gui_test_environment.h"

#include "document/game_document.h"
#include "main_window.h"
#include "replay_controller.h"
#include "scene/map_artwork.h"
#include "scene/map_scene.h"
#include "scene/unit_item.h"
#include "widgets/explanation_panel.h"
#include "widgets/map_view.h"
#include "widgets/orders_model.h"
#include "widgets/orders_panel.h"

#include <QAction>
#include <QDockWidget>
#include <QGraphicsPathItem>
#include <QGraphicsSimpleTextItem>
#include <QMenu>
#include <QMenuBar>
#include <QTemporaryDir>
#include <QTest>
#include <QTextBlock>
#include <QTextBrowser>
#include <QTreeView>

using namespace arbiter;
using arbiter::ui::MainWindow;

class TestExplanationGui : public QObject
{
    Q_OBJECT

  private:
    std::shared_ptr<const Map> m_map;
    std::unique_ptr<MainWindow> m_window;

    // No strength plate hides a province's name or another plate.
    void platesLeaveNamesReadable()
    {
        const ui::MapScene *scene = m_window->mapScene();
        const Map &map = m_window->document()->map();
        for (QGraphicsSimpleTextItem *label : scene->strengthLabels()) {
            const QRectF plate = label->parentItem()->sceneBoundingRect().adjusted(1, 1, -1, -1);
            for (int p = 0; p < map.provinceCount(); ++p)
                QVERIFY2(!plate.intersects(scene->artwork().labelBounds(p)),
                         qPrintable(label->text() + QStringLiteral(" hides ") + map.province(p).id));
            for (QGraphicsSimpleTextItem *other : scene->strengthLabels())
                QVERIFY(other == label || !plate.intersects(other->parentItem()->sceneBoundingRect()));
        }
    }

    // Clicks the row of the order whose text starts with `text` in the orders dock.
    void clickOrderRow(const QString &text)
    {
        QVERIFY2(test::clickOrderRow(m_window.get(), text),
                 qPrintable(QStringLiteral("no order row %1").arg(text)));
    }

    QString explanation() const { return m_window->explanationPanel()->text(); }

    int unitHighlights() const
    {
        int n = 0;
        for (QGraphicsItem *item : m_window->mapScene()->items())
            n += qgraphicsitem_cast<QGraphicsPathItem *>(item) && item->zValue() == 10 ? 1 : 0;
        return n;
    }

  private slots:
    void initTestCase()
    {
        test::isolateFromUserData(QStringLiteral("arbiter-explanation-test"));
        QString error;
        m_map = MainWindow::loadStandardMap(&error);
        QVERIFY2(m_map, qPrintable(error));
    }

    void cleanup()
    {
        if (m_window) {
            m_window->setAsker(test::answerAlways(QMessageBox::Discard));
            m_window->close();
        }
        m_window.reset();
    }

    void orderClickedInTheDockIsExplained()
    {
        test::playSupportedAttackOnBurgundy(&m_window, m_map);
        QVERIFY(!QTest::currentTestFailed());
        auto *dock = m_window->findChild<QDockWidget *>(QStringLiteral("explanationDock"));
        QVERIFY(dock && dock->isVisible());
        clickOrderRow(QStringLiteral("A par - bur"));
        // The attack beside what it had to beat.
        for (const char *part : {"attack 2: A Paris with support from A Marseilles", "against",
                                 "hold 0: Burgundy is empty", "prevent 1: A Munich"})
            QVERIFY2(explanation().contains(QLatin1StringView(part)), qPrintable(explanation()));
        QVERIFY2(explanation().contains(QStringLiteral("Moved")), qPrintable(explanation()));
        clickOrderRow(QStringLiteral("A mun - bur"));
        QVERIFY2(explanation().contains(QStringLiteral("prevent 2: A Paris with support from A Marseilles")),
                 qPrintable(explanation()));
        QVERIFY2(explanation().contains(QStringLiteral("not stronger than the prevent 2 of A Paris")),
                 qPrintable(explanation()));
        clickOrderRow(QStringLiteral("A mar S A par - bur"));
        QVERIFY2(explanation().contains(QStringLiteral("Support given to A Paris moving to Burgundy.")),
                 qPrintable(explanation()));

        // A unit named is a link: clicking it highlights the unit on the map.
        QTextBrowser *browser = m_window->explanationPanel()->browser();
        // (the heading names it too, in the order; the link is in the sentence)
        const int at = browser->toPlainText().indexOf(QStringLiteral("to A Paris"));
        QVERIFY(at >= 0);
        QTextCursor cursor(browser->document());
        cursor.setPosition(at + 5);
        QCOMPARE(unitHighlights(), 0);
        QTest::mouseClick(browser->viewport(), Qt::LeftButton, Qt::NoModifier,
                          browser->cursorRect(cursor).center());
        QCOMPARE(unitHighlights(), 1);
    }

    // The orders dock left on the results, another game opened: the dock and the map show the same thing,
    // and the results, once shown again, are explained.
    void gameOpenedOverResultsIsExplained()
    {
        test::playSupportedAttackOnBurgundy(&m_window, m_map);
        QVERIFY(!QTest::currentTestFailed());
        QCOMPARE(m_window->ordersPanel()->model()->source(), ui::OrdersModel::Source::LastResults);
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString file = dir.filePath(QStringLiteral("spring.arbiter.json"));
        QString error;
        QVERIFY2(m_window->document()->save(file, &error), qPrintable(error));
        QVERIFY(m_window->openFile(file));
        QCOMPARE(m_window->ordersPanel()->model()->source(), ui::OrdersModel::Source::CurrentOrders);
        QVERIFY(!m_window->board()->showsResults());
        QTest::keyClick(m_window.get(), Qt::Key_R, Qt::ControlModifier); // back to the results
        QCOMPARE(m_window->ordersPanel()->model()->source(), ui::OrdersModel::Source::LastResults);
        clickOrderRow(QStringLiteral("A par - bur"));
        QVERIFY2(explanation().contains(QStringLiteral("attack 2: A Paris with support from A Marseilles")),
                 qPrintable(explanation()));
    }

    void orderClickedOnTheMapIsExplainedInAReplay()
    {
        test::playSupportedAttackOnBurgundy(&m_window, m_map);
        QVERIFY(!QTest::currentTestFailed());
        // Back to Spring 1901 (a replay of a past phase), then a click on Munich's arrow's unit.
        QTest::keyClick(m_window.get(), Qt::Key_PageUp, Qt::ControlModifier);
        QVERIFY(m_window->replay()->isReplaying());
        const QPointF mun = m_window->mapScene()->unitPlace(m_map->findLocation(u"mun"));
        QTest::mouseClick(m_window->mapView()->viewport(), Qt::LeftButton, Qt::NoModifier,
                          m_window->mapView()->mapFromScene(mun));
        QVERIFY2(explanation().contains(QStringLiteral("attack 1: A Munich")), qPrintable(explanation()));
        // The unit's tooltip gives the one-line form.
        bool tipped = false;
        for (ui::UnitItem *unit : m_window->mapScene()->unitItems()) {
            if (unit->location() == m_map->findLocation(u"par"))
                tipped = unit->toolTip().contains(
                    QStringLiteral("attack 2: A Paris with support from A Marseilles"));
        }
        QVERIFY(tipped);
    }

    void civilDisorderRemovalExplained()
    {
        // DATC 6.J.3 opened as a game: Russia owes a removal and orders none.
        m_window = test::openGameMasterWindow(m_map);
        m_window->openDatcCase(QStringLiteral(ARBITER_SOURCE_DIR "/tests/datc/6j_civil_disorder.txt"),
                               QStringLiteral("6.J.3"));
        QCOMPARE(m_window->document()->phase().kind, PhaseKind::Adjustment);
        QTest::keyClick(m_window.get(), Qt::Key_Return, Qt::ControlModifier);
        QVERIFY(m_window->document()->lastResults());
        QVERIFY2(explanation().contains(QStringLiteral("A Sweden was removed in civil disorder")) &&
                     explanation().contains(QStringLiteral("rule 4.D.8 a")),
                 qPrintable(explanation()));
    }

    void strengthsToggleOnTheResults()
    {
        test::playSupportedAttackOnBurgundy(&m_window, m_map);
        QVERIFY(!QTest::currentTestFailed());
        ui::MapScene *scene = m_window->mapScene();
        QVERIFY(scene->board()->showsResults());
        QVERIFY(scene->strengthLabels().empty());
        // The View menu offers it, and the Explanation dock.
        QMenu *view = nullptr;
        for (QAction *menu : m_window->menuBar()->actions()) {
            if (menu->text().remove(u'&') == QStringLiteral("View"))
                view = menu->menu();
        }
        QVERIFY(view);
        QStringList entries;
        for (QAction *entry : view->actions())
            entries << entry->text().remove(u'&');
        QVERIFY2(entries.contains(QStringLiteral("Strengths")) &&
                     entries.contains(QStringLiteral("Explanation")),
                 qPrintable(entries.join(u", ")));
        QTest::keyClick(m_window.get(), Qt::Key_N, Qt::ControlModifier | Qt::AltModifier);
        QVERIFY(m_window->action(QStringLiteral("showStrengthsAction"))->isChecked());
        QStringList labels;
        for (QGraphicsSimpleTextItem *label : scene->strengthLabels())
            labels << label->text();
        labels.sort();
        // Paris's attack 2 and Munich's 1 on their arrows; Burgundy kept Munich out with Paris's prevent 2.
        QCOMPARE(labels,
                 (QStringList{QStringLiteral("1"), QStringLiteral("2"), QStringLiteral("prevented 2")}));
        platesLeaveNamesReadable();
        QTest::keyClick(m_window.get(), Qt::Key_N, Qt::ControlModifier | Qt::AltModifier);
        QVERIFY(scene->strengthLabels().empty());
    }
    void strengthsOfABusyPhaseHideNoNames()
    {
        // An opening with every unit ordered: bounces in Galicia, the Black Sea and Burgundy, a supported
        // move.
        m_window = test::openGameMasterWindow(m_map);
        for (const char *line : {"Austria: A vie - gal", "A bud - ser",         "F tri - alb",
                                 "England: F lon - nth", "F edi - nwg",         "A lvp - yor",
                                 "France: F bre - mao",  "A par - bur",         "A mar S A par - bur",
                                 "Germany: F kie - den", "A ber - kie",         "A mun - bur",
                                 "Italy: F nap - ion",   "A rom - apu",         "A ven H",
                                 "Russia: A war - gal",  "A mos - ukr",         "F sev - bla",
                                 "F stp/sc - bot",       "Turkey: F ank - bla", "A con - bul",
                                 "A smy - arm"})
            test::typeOrder(m_window.get(), QString::fromLatin1(line));
        QCOMPARE(m_window->document()->orders().size(), std::size_t(22));
        QTest::keyClick(m_window.get(), Qt::Key_Return, Qt::ControlModifier);
        QTest::keyClick(m_window.get(), Qt::Key_N, Qt::ControlModifier | Qt::AltModifier);
        QVERIFY(m_window->mapScene()->strengthLabels().size() > 20);
        platesLeaveNamesReadable();
    }
};

QTEST_MAIN(TestExplanationGui)
#include "tst_explanation_gui.moc"
