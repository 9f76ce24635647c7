// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
// Game → Set Up Position… and File → Open DATC Case…, driven by clicks: units placed, refused and removed,
// centre owners and the phase set, a game started from the position and one phase adjudicated; a DATC case
// opened with its units and orders. Units that cannot be on the board are removed (DATC 4.E.6). The window
// closes cleanly after set-up mode.
#include "dialogs/datc_case_dialog.h"
#include "document/autosave.h"
#include "document/game_document.h"
#include "game_master_window.h"
#include "gui_test_environment.h"
#include "main_window.h"
#include "model/position_edit.h"
#include "scene/map_scene.h"
#include "text/order_formatter.h"
#include "widgets/analysis_panel.h"
#include "widgets/command_line.h"
#include "widgets/map_view.h"
#include "widgets/setup_panel.h"

#include <QAction>
#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QDir>
#include <QDockWidget>
#include <QListWidget>
#include <QPushButton>
#include <QSettings>
#include <QSpinBox>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTest>
#include <QTimer>
#include <QUndoStack>

using namespace arbiter;
using arbiter::ui::MainWindow;
using arbiter::ui::SetupPanel;

class TestPositionSetup : public QObject
{
    Q_OBJECT

  private:
    std::shared_ptr<const Map> m_map;
    std::unique_ptr<MainWindow> m_window;
    QStringList m_questions;
    QMessageBox::StandardButton m_answer = QMessageBox::Discard;

    document::GameDocument *doc() const { return m_window->document(); }
    SetupPanel *panel() const { return m_window->setupPanel(); }
    QString status() const { return m_window->statusBar()->currentMessage(); }
    int power(const char *id) const { return m_map->findPower(QString::fromLatin1(id)); }
    int province(const char *id) const { return m_map->findProvince(QString::fromLatin1(id)); }
    QPointF unitPlace(const char *location) const
    {
        return m_window->mapScene()->unitPlace(m_map->findLocation(QString::fromLatin1(location)));
    }
    void click(const char *location, Qt::MouseButton button = Qt::LeftButton)
    {
        QTest::mouseClick(m_window->mapView()->viewport(), button, Qt::NoModifier,
                          m_window->mapView()->mapFromScene(unitPlace(location)));
    }
    QStringList shownUnits() const
    {
        QStringList out;
        const Position &p = m_window->board()->shownPosition();
        for (const Unit &u : p.units)
            out << m_map->power(u.power).id + u' ' + (u.type == UnitType::Army ? u'A' : u'F') + u' ' +
                       m_map->location(u.location).id;
        out.sort();
        return out;
    }
    QPushButton *button(const char *name) const
    {
        return panel()->findChild<QPushButton *>(QString::fromLatin1(name));
    }

  private slots:
    void initTestCase()
    {
        test::isolateFromUserData(QStringLiteral("arbiter-setup-test"));
        QString error;
        m_map = MainWindow::loadStandardMap(&error);
        QVERIFY2(m_map, qPrintable(error));
    }

    void init()
    {
        m_questions.clear();
        m_answer = QMessageBox::Discard;
        m_window = test::openGameMasterWindow(
            m_map,
            test::WindowSettings{.asker =
                                     [this](const QString &title, const QString &,
                                            QMessageBox::StandardButtons, QMessageBox::StandardButton) {
                                         m_questions << title;
                                         return m_answer;
                                     },
                                 .notifier = test::failOnError()});
        m_window->mapView()->fitToWindow();
    }

    void cleanup()
    {
        m_answer = QMessageBox::Discard;
        if (m_window)
            m_window->close();
        m_window.reset();
    }

    void setUpByClicksAndPlay()
    {
        // An order in the open game, so that starting the new game asks to save it.
        QVERIFY(m_window->commandLine()->submit(QStringLiteral("France: A par - bur")));
        QVERIFY(doc()->isModified());

        m_window->action(QStringLiteral("setUpPositionAction"))->trigger();
        QVERIFY(m_window->settingUp());
        QVERIFY(m_window->findChild<QDockWidget *>(QStringLiteral("setupDock"))->isVisible());
        QCOMPARE(m_window->mapScene()->unitItemCount(), 22); // from the current position
        QVERIFY(!m_window->action(QStringLiteral("adjudicateAction"))->isEnabled());
        QTest::mouseClick(button("setupEmptyButton"), Qt::LeftButton);
        QCOMPARE(m_window->mapScene()->unitItemCount(), 0);

        // Place a German army in Munich by clicking.
        panel()->setPower(power("germany"));
        panel()->setTool(SetupPanel::Tool::Army);
        click("mun");
        QCOMPARE(shownUnits(), QStringList{QStringLiteral("germany A mun")});
        QVERIFY2(status().contains(QStringLiteral("Munich")), qPrintable(status()));
        // An army at sea is refused, and the status bar says why.
        click("nth");
        QCOMPARE(shownUnits(), QStringList{QStringLiteral("germany A mun")});
        QVERIFY2(status().contains(QStringLiteral("cannot stand at sea")), qPrintable(status()));
        // A fleet inland is refused.
        panel()->setPower(power("austria"));
        panel()->setTool(SetupPanel::Tool::Fleet);
        click("tyr");
        QCOMPARE(shownUnits(), QStringList{QStringLiteral("germany A mun")});
        QVERIFY2(status().contains(QStringLiteral("inland")), qPrintable(status()));
        // A fleet on the north coast of St Petersburg: the coast by the click position.
        panel()->setPower(power("russia"));
        click("stp/nc");
        QVERIFY(shownUnits().contains(QStringLiteral("russia F stp/nc")));
        // Clicking a unit removes it.
        click("mun");
        QCOMPARE(shownUnits(), QStringList{QStringLiteral("russia F stp/nc")});
        QVERIFY2(status().contains(QStringLiteral("Removed")), qPrintable(status()));
        click("stp/nc");
        QVERIFY(shownUnits().isEmpty());

        // The position to play: Germany attacks Belgium with support.
        panel()->setTool(SetupPanel::Tool::Army);
        panel()->setPower(power("germany"));
        click("ruh");
        click("bur");
        panel()->setPower(power("france"));
        click("bel");
        // Centres: Belgium to France, Burgundy refused.
        panel()->setTool(SetupPanel::Tool::Centre);
        click("bel");
        QCOMPARE(panel()->position().owner[std::size_t(province("bel"))], power("france"));
        click("bur");
        QVERIFY2(status().contains(QStringLiteral("not a supply centre")), qPrintable(status()));
        panel()->setPower(power("germany"));
        click("mun");
        click("mun"); // a second click: unowned again
        QCOMPARE(panel()->position().owner[std::size_t(province("mun"))], -1);
        click("mun");
        QCOMPARE(panel()->position().owner[std::size_t(province("mun"))], power("germany"));
        // Fall 1905.
        panel()->findChild<QComboBox *>(QStringLiteral("setupSeason"))->setCurrentIndex(2);
        panel()->findChild<QSpinBox *>(QStringLiteral("setupYear"))->setValue(1905);
        QCOMPARE(panel()->position().phase.code(), QStringLiteral("F1905M"));

        // Start Game Here: the old game's changes are offered for saving first.
        QTest::mouseClick(button("setupStartButton"), Qt::LeftButton);
        QCOMPARE(m_questions, QStringList{QStringLiteral("Unsaved Changes")});
        QVERIFY(!m_window->settingUp());
        QCOMPARE(test::dockInFrontBesideOrders(m_window.get()), QStringLiteral("Orders")); // not Draw Votes
        QCOMPARE(doc()->phase().code(), QStringLiteral("F1905M"));
        QVERIFY(!doc()->isModified());
        QVERIFY(doc()->orders().empty());
        QCOMPARE(shownUnits(), (QStringList{QStringLiteral("france A bel"), QStringLiteral("germany A bur"),
                                            QStringLiteral("germany A ruh")}));
        QCOMPARE(doc()->position().owner[std::size_t(province("bel"))], power("france"));

        // One order, adjudicated.
        QVERIFY(m_window->commandLine()->submit(QStringLiteral("Germany: A ruh - bel")));
        QVERIFY(m_window->commandLine()->submit(QStringLiteral("Germany: A bur S A ruh - bel")));
        QVERIFY(m_window->adjudicate(false));
        const PhaseEntry *results = doc()->lastResults();
        QVERIFY(results);
        QCOMPARE(results->results.size(), std::size_t(2));
        QCOMPARE(results->results[0].status, OrderStatus::Succeeded);
        QCOMPARE(results->position.phase.code(), QStringLiteral("F1905M"));
        QVERIFY(doc()->game().entry(0).after.dislodgedIn(*m_map, province("bel")) >= 0);
    }

    void cancelKeepsTheGame()
    {
        m_window->startSetup(false);
        click("par"); // the Army tool, the first power: an Austrian army in Paris
        QCOMPARE(panel()->position().units.size(), std::size_t(1));
        QVERIFY(m_window->findChild<QDockWidget *>(QStringLiteral("setupDock"))->isVisible());
        QTest::mouseClick(button("setupCancelButton"), Qt::LeftButton);
        QVERIFY(!m_window->settingUp());
        QCOMPARE(test::dockInFrontBesideOrders(m_window.get()), QStringLiteral("Orders"));
        QCOMPARE(m_window->mapScene()->unitItemCount(), 22);
        QCOMPARE(doc()->phase().code(), QStringLiteral("S1901M"));
        // An empty board cannot start a game.
        m_window->startSetup(false);
        QVERIFY(!m_window->startGameFromSetup());
        QVERIFY2(status().contains(QStringLiteral("no units")), qPrintable(status()));
    }

    void undoAndRedoSetUpEdits()
    {
        // An order in the game, so that its undo stack has something on it.
        QVERIFY(m_window->commandLine()->submit(QStringLiteral("France: A par - bur")));
        QUndoStack *gameStack = doc()->undoStack();
        const int gameCount = gameStack->count();
        const int gameIndex = gameStack->index();
        QVERIFY(gameCount > 0);
        QAction *undo = m_window->action(QStringLiteral("undoAction"));
        QAction *redo = m_window->action(QStringLiteral("redoAction"));

        m_window->startSetup(false);
        QVERIFY(!undo->isEnabled()); // the set-up stack is empty; the game's order is not offered
        panel()->setPower(power("germany"));
        panel()->setTool(SetupPanel::Tool::Army);
        click("mun");
        click("ber");
        QCOMPARE(shownUnits(),
                 (QStringList{QStringLiteral("germany A ber"), QStringLiteral("germany A mun")}));
        QCOMPARE(panel()->undoStack()->count(), 2);
        QVERIFY(undo->isEnabled());
        QVERIFY2(undo->text().contains(QStringLiteral("Berlin")), qPrintable(undo->text()));

        // Ctrl+Z: one unit left.
        m_window->activateWindow();
        QTest::keyClick(m_window->mapView()->viewport(), Qt::Key_Z, Qt::ControlModifier);
        QCOMPARE(shownUnits(), QStringList{QStringLiteral("germany A mun")});
        QCOMPARE(panel()->position().units.size(), std::size_t(1));
        QVERIFY(redo->isEnabled());
        // Redo: two again.
        redo->trigger();
        QCOMPARE(shownUnits(),
                 (QStringList{QStringLiteral("germany A ber"), QStringLiteral("germany A mun")}));

        // An owner set and undone.
        panel()->setTool(SetupPanel::Tool::Centre);
        click("mun");
        QCOMPARE(panel()->position().owner[std::size_t(province("mun"))], power("germany"));
        undo->trigger();
        QCOMPARE(panel()->position().owner[std::size_t(province("mun"))], -1);
        QCOMPARE(shownUnits().size(), 2);

        // The phase and the empty board are edits too.
        panel()->findChild<QSpinBox *>(QStringLiteral("setupYear"))->setValue(1903);
        panel()->findChild<QSpinBox *>(QStringLiteral("setupYear"))->setValue(1904);
        QCOMPARE(panel()->position().phase.year, 1904);
        undo->trigger(); // both year changes at once
        QCOMPARE(panel()->position().phase.year, 1901);
        QCOMPARE(panel()->findChild<QSpinBox *>(QStringLiteral("setupYear"))->value(), 1901);
        QTest::mouseClick(button("setupEmptyButton"), Qt::LeftButton);
        QVERIFY(shownUnits().isEmpty());
        undo->trigger();
        QCOMPARE(shownUnits().size(), 2);
        QCOMPARE(gameStack->count(), gameCount);
        QCOMPARE(gameStack->index(), gameIndex);

        // Cancel: the game's stack is as it was, and Undo acts on it again.
        QTest::mouseClick(button("setupCancelButton"), Qt::LeftButton);
        QVERIFY(!m_window->settingUp());
        QCOMPARE(gameStack->count(), gameCount);
        QCOMPARE(gameStack->index(), gameIndex);
        QCOMPARE(doc()->orders().size(), std::size_t(1));
        QVERIFY(undo->isEnabled());
        QCOMPARE(m_window->mapScene()->unitItemCount(), 22);
        undo->trigger();
        QVERIFY(doc()->orders().empty());
    }

    void emptyBoardKeepsThePhaseChosen()
    {
        m_window->startSetup(true);
        auto *season = panel()->findChild<QComboBox *>(QStringLiteral("setupSeason"));
        auto *year = panel()->findChild<QSpinBox *>(QStringLiteral("setupYear"));
        season->setFocus();
        QTest::keyClick(season, Qt::Key_End); // Winter, adjustments
        year->setFocus();
        year->selectAll();
        QTest::keyClicks(year, QStringLiteral("1905"));
        QTest::keyClick(year, Qt::Key_Tab);
        QCOMPARE(panel()->position().phase.year, 1905);
        QCOMPARE(panel()->position().phase.kind, PhaseKind::Adjustment);
        QTest::mouseClick(button("setupEmptyButton"), Qt::LeftButton);
        QVERIFY(shownUnits().isEmpty());
        QCOMPARE(panel()->position().phase.year, 1905);
        QCOMPARE(panel()->position().phase.kind, PhaseKind::Adjustment);
        QCOMPARE(year->value(), 1905);
        QCOMPARE(season->currentIndex(), season->count() - 1);
        QTest::mouseClick(button("setupCancelButton"), Qt::LeftButton);
    }

    void flyingDutchmenAreRemoved()
    {
        m_window->startSetup(false);
        Position p = emptyPosition(*m_map);
        p.units = {{power("england"), UnitType::Army, m_map->findLocation(u"nth")},
                   {power("germany"), UnitType::Army, m_map->findLocation(u"mun")},
                   {power("austria"), UnitType::Army, m_map->findLocation(u"mun")}};
        panel()->start(p);
        QCOMPARE(shownUnits(), QStringList{QStringLiteral("germany A mun")});
        QVERIFY2(status().contains(QStringLiteral("4.E.6")), qPrintable(status()));
        QVERIFY2(status().contains(QStringLiteral("North Sea")), qPrintable(status()));
    }

    void openDatcCase()
    {
        const QString file = QStringLiteral(ARBITER_SOURCE_DIR "/tests/datc/6e_head_to_head.txt");
        QVERIFY(m_window->openDatcCase(file, QStringLiteral("6.E.15")));
        QCOMPARE(doc()->displayName(), QStringLiteral("DATC 6.E.15"));
        QCOMPARE(m_window->mapScene()->unitItemCount(), 10);
        QVERIFY(shownUnits().contains(QStringLiteral("england F hol")));
        QVERIFY(shownUnits().contains(QStringLiteral("russia A pru")));
        QCOMPARE(doc()->orders().size(), std::size_t(10));
        QCOMPARE(doc()->orders().front().text, QStringLiteral("England: F hol S A ruh - kie"));
        QVERIFY(m_window->mapScene()->orderItemCount() >= 10);
        QVERIFY(!doc()->isModified());
        // POSTSTATE_SAME: every move fails.
        QVERIFY(m_window->adjudicate(false));
        const PhaseEntry *results = doc()->lastResults();
        for (std::size_t i = 0; i < results->orders.size(); ++i) {
            if (results->orders[i].order.type == OrderType::Move)
                QVERIFY(results->results[i].status != OrderStatus::Succeeded);
        }
        QCOMPARE(shownUnits().size(), 10);
        // Another case opened while the results are shown (the orders panel used to read the old results).
        QVERIFY(m_window->board()->overlay() == ui::BoardViewModel::Overlay::Results);
        QVERIFY(m_window->openDatcCase(QStringLiteral(ARBITER_SOURCE_DIR "/tests/datc/6e_head_to_head.txt"),
                                       QStringLiteral("6.E.1")));
        QCOMPARE(doc()->orders().size(), std::size_t(4));
        QCOMPARE(m_window->mapScene()->unitItemCount(), 4);
    }

    void openDatcCaseFromTheList()
    {
        QTimer::singleShot(0, [] {
            for (int attempt = 0; attempt < 100; ++attempt) {
                for (QWidget *w : QApplication::topLevelWidgets()) {
                    if (auto *dialog = qobject_cast<ui::DatcCaseDialog *>(w); dialog && dialog->isVisible()) {
                        QVERIFY(dialog->list()->count() == 15);
                        QVERIFY(dialog->list()->item(0)->text().startsWith(QStringLiteral("6.E.1 ")));
                        // With the lesson's title, and what it teaches as the tooltip.
                        QVERIFY(dialog->list()->item(0)->text().endsWith(
                            QStringLiteral(": The winner of a head-to-head leaves room behind")));
                        QVERIFY(dialog->list()->item(0)->toolTip().contains(
                            QStringLiteral("follows into Berlin")));
                        dialog->choose(1);
                        dialog->accept();
                        return;
                    }
                }
                QTest::qWait(20);
            }
        });
        QVERIFY(m_window->openDatcCase(QStringLiteral(ARBITER_SOURCE_DIR "/tests/datc/6e_head_to_head.txt")));
        QCOMPARE(doc()->displayName(), QStringLiteral("DATC 6.E.2"));
        QVERIFY(!doc()->orders().empty());
    }

    // View → Set Up Position (Ctrl+Alt+U), the dock's own entry, sets up as Game → Set Up Position… does:
    // the dock comes to the front with the keyboard in it, the map shows the game's position to edit, and a
    // click places a unit. Before, the dock said "The board is empty." over the game, and the map's clicks
    // entered orders, or goals while the Analysis dock's Pick on Map was down (D1 and D6 of the QA of
    // issue 25).
    void viewMenuEntrySetsUp()
    {
        ui::AnalysisPanel *analysis = m_window->analysisPanel();
        m_window->analysisDock()->hide(); // as the window state saved by an earlier test may have shown it
        QTest::keyClick(m_window.get(), Qt::Key_A, Qt::ControlModifier | Qt::AltModifier);
        QVERIFY(m_window->analysisDock()->isVisible());
        QTest::mouseClick(analysis->pickButton(), Qt::LeftButton);
        QVERIFY(analysis->pickButton()->isChecked());

        auto *dock = m_window->findChild<QDockWidget *>(QStringLiteral("setupDock"));
        QVERIFY(dock->isHidden());
        QTest::keyClick(m_window.get(), Qt::Key_U, Qt::ControlModifier | Qt::AltModifier);
        QVERIFY(m_window->settingUp());
        QVERIFY(m_window->action(QStringLiteral("setUpPositionAction"))->isChecked());
        // In front of the orders and the analysis it is tabbed with, and holding the keyboard.
        QVERIFY(dock->isVisible());
        QVERIFY(!dock->visibleRegion().isEmpty());
        QVERIFY(m_window->analysisDock()->visibleRegion().isEmpty());
        QTRY_VERIFY(dock->isAncestorOf(QApplication::focusWidget()));
        QCOMPARE(m_window->mapScene()->unitItemCount(), 22); // the game's position, to edit
        // Pick on Map is over: set-up has the map.
        QVERIFY(!analysis->pickButton()->isChecked());
        QVERIFY(!analysis->pickButton()->isEnabled());
        QVERIFY(analysis->goals().empty());

        click("par"); // the French army in Paris goes
        QCOMPARE(panel()->position().units.size(), std::size_t(21));
        QVERIFY(analysis->goals().empty());
        QVERIFY(doc()->orders().empty());
        QVERIFY(doc()->position().unitIn(*m_map, province("par")) >= 0); // the game is not touched
        panel()->setPower(power("germany"));
        click("ruh");
        QVERIFY(shownUnits().contains(QStringLiteral("germany A ruh")));

        // Closing the dock by its entry ends the set-up; Pick on Map can be pressed again.
        QTest::keyClick(m_window.get(), Qt::Key_U, Qt::ControlModifier | Qt::AltModifier);
        QVERIFY(!m_window->settingUp());
        QVERIFY(dock->isHidden());
        QCOMPARE(m_window->mapScene()->unitItemCount(), 22);
        QVERIFY(analysis->pickButton()->isEnabled());
    }

    // The Analysis dock's entry (Ctrl+Alt+A) brings its tab to the front of the orders, with the keyboard in
    // it (D6 of the QA of issue 25).
    void analysisEntryRaisesItsTab()
    {
        QDockWidget *analysis = m_window->analysisDock();
        analysis->hide(); // as the window state saved by an earlier test may have shown it
        QTest::keyClick(m_window.get(), Qt::Key_A, Qt::ControlModifier | Qt::AltModifier);
        QVERIFY(analysis->isVisible());
        QVERIFY(!analysis->visibleRegion().isEmpty());
        QVERIFY(m_window->findChild<QDockWidget *>(QStringLiteral("ordersDock"))->visibleRegion().isEmpty());
        QTRY_VERIFY(analysis->isAncestorOf(QApplication::focusWidget()));
        QCOMPARE(QApplication::focusWidget(),
                 m_window->analysisPanel()->ourPowerBox(0)); // our side is ticked first

        // Behind the Orders tab, the key brings it to the front again, not closes it; in front, it closes.
        QDockWidget *orders = m_window->findChild<QDockWidget *>(QStringLiteral("ordersDock"));
        orders->raise();
        QTRY_VERIFY(analysis->visibleRegion().isEmpty());
        QTest::keyClick(m_window.get(), Qt::Key_A, Qt::ControlModifier | Qt::AltModifier);
        QVERIFY(!analysis->isHidden());
        QTRY_VERIFY(!analysis->visibleRegion().isEmpty());
        QVERIFY(m_window->findChild<QAction *>(QStringLiteral("analysisDockEntry"))->isChecked());
        QTest::keyClick(m_window.get(), Qt::Key_A, Qt::ControlModifier | Qt::AltModifier);
        QVERIFY(analysis->isHidden());
        QVERIFY(!m_window->findChild<QAction *>(QStringLiteral("analysisDockEntry"))->isChecked());
    }

    // Setting up, the set-up tab sent behind the orders: its key brings it back with the units placed, never
    // ends the set-up.
    void setupEntryBringsTheSetupBack()
    {
        QTest::keyClick(m_window.get(), Qt::Key_U, Qt::ControlModifier | Qt::AltModifier);
        QVERIFY(m_window->settingUp());
        const std::size_t units = m_window->setupPanel()->position().units.size();
        QDockWidget *setup = m_window->findChild<QDockWidget *>(QStringLiteral("setupDock"));
        m_window->findChild<QDockWidget *>(QStringLiteral("ordersDock"))->raise();
        QTRY_VERIFY(setup->visibleRegion().isEmpty());
        QTest::keyClick(m_window.get(), Qt::Key_U, Qt::ControlModifier | Qt::AltModifier);
        QVERIFY(m_window->settingUp());
        QTRY_VERIFY(!setup->visibleRegion().isEmpty());
        QCOMPARE(m_window->setupPanel()->position().units.size(), units);
    }

    // The window closes cleanly after set-up mode: the game it replaced (with its undo history,
    // still waiting to be deleted) sends no signal to the half-destroyed window. A Debug build of Qt asserts
    // on it.
    void closingAfterSetupIsClean()
    {
        test::typeOrder(m_window.get(), QStringLiteral("France: A par - bur"));
        QCOMPARE(doc()->orders().size(), std::size_t(1));
        QTest::keyClick(m_window.get(), Qt::Key_U, Qt::ControlModifier | Qt::ShiftModifier);
        QVERIFY(m_window->settingUp());
        const document::GameDocument *before = doc();
        QTest::mouseClick(
            m_window->setupPanel()->findChild<QPushButton *>(QStringLiteral("setupStartButton")),
            Qt::LeftButton);
        QVERIFY(!m_window->settingUp());
        QVERIFY(doc() != before);
        m_window->close();
        m_window.reset();
    }
};

QTEST_MAIN(TestPositionSetup)
#include "tst_position_setup.moc"
