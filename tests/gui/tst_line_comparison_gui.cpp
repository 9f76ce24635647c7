// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
// History → Compare Lines, driven as a game master does: a what-if made with Play from Here on Fall 1901
// (Austria goes to Serbia instead of taking Rumania with Turkish support), its orders typed and adjudicated;
// then the comparison opened from the history's context menu on the other line (Compare with…) and by its
// key, its rows read, another line chosen by keys, and a phase of either line shown on the map.
#include "../game_test_support.h"
#include "dialogs/line_comparison_dialog.h"
#include "document/game_document.h"
#include "game_master_window.h"
#include "gui_test_environment.h"
#include "language.h"
#include "main_window.h"
#include "record/game_lines.h"
#include "replay_controller.h"
#include "widgets/command_line.h"
#include "widgets/history_model.h"
#include "widgets/history_panel.h"

#include <QAction>
#include <QApplication>
#include <QComboBox>
#include <QContextMenuEvent>
#include <QLabel>
#include <QMenu>
#include <QPushButton>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <QTreeView>
#include <QTreeWidget>

using namespace arbiter;
using arbiter::ui::HistoryModel;
using arbiter::ui::LineComparisonDialog;
using arbiter::ui::MainWindow;

class TestLineComparisonGui : public QObject
{
    Q_OBJECT

  private:
    std::shared_ptr<const Map> m_map;
    std::unique_ptr<MainWindow> m_window;
    QTemporaryDir m_dir;
    int m_gameEnd = -1;
    int m_whatIfEnd = -1;

    const Game &game() const { return m_window->document()->game(); }
    QTreeView *historyView() const { return m_window->historyPanel()->view(); }
    HistoryModel *historyModel() const { return m_window->historyPanel()->model(); }

    void clickRow(const QModelIndex &index, Qt::MouseButton button = Qt::LeftButton)
    {
        QVERIFY(index.isValid());
        historyView()->scrollTo(index);
        QTest::mouseClick(historyView()->viewport(), button, Qt::NoModifier,
                          historyView()->visualRect(index).center());
    }

    // The top-level row of the comparison whose first column starts with `start`.
    static QTreeWidgetItem *phaseRow(QTreeWidget *tree, const QString &start)
    {
        for (int i = 0; i < tree->topLevelItemCount(); ++i) {
            if (tree->topLevelItem(i)->text(0).startsWith(start))
                return tree->topLevelItem(i);
        }
        return nullptr;
    }
    // The row below `phase` about `what`.
    static QTreeWidgetItem *differenceRow(QTreeWidgetItem *phase, const QString &what)
    {
        for (int i = 0; phase && i < phase->childCount(); ++i) {
            if (phase->child(i)->text(0) == what)
                return phase->child(i);
        }
        return nullptr;
    }
    static QStringList texts(const QTreeWidgetItem *item)
    {
        return item ? QStringList{item->text(0), item->text(1), item->text(2)} : QStringList{};
    }

  private slots:
    void initTestCase()
    {
        test::isolateFromUserData(QStringLiteral("arbiter-line-comparison-test"));
        // The program's English, whose counts have their singular and plural ("4 phases").
        ui::installTranslations(QLocale(QLocale::English));
        QString error;
        auto map = Map::load(QStringLiteral(ARBITER_SOURCE_DIR "/maps/standard"), &error);
        QVERIFY2(map, qPrintable(error));
        m_map = std::make_shared<const Map>(std::move(*map));
        m_window = test::openGameMasterWindow(m_map);
        // In the game Austria takes Rumania with Turkish support and the Russian fleet retreats to
        // Sevastopol; Austria builds in Budapest and the game goes on to Spring 1902.
        const QString script =
            test::austriaTakesRumaniaScript() + QStringLiteral("PHASE W1901A\nAustria: Build A bud\n");
        QVERIFY2(test::openScriptedGame(m_window.get(), m_map, script,
                                        m_dir.filePath(QStringLiteral("game.json")), &error),
                 qPrintable(error));
        m_gameEnd = game().current();
        QCOMPARE(game().entry(m_gameEnd).position.phase.code(), QStringLiteral("S1902M"));
        // One line only: nothing to compare with.
        QVERIFY(!m_window->action(QStringLiteral("compareLinesAction"))->isEnabled());

        // The what-if: Fall 1901 clicked in the history, Play from Here (Ctrl+B), Austria's order typed.
        const int fall = test::phaseInLine(game(), m_gameEnd, QStringLiteral("F1901M"));
        clickRow(historyModel()->indexForEntry(fall));
        QCOMPARE(m_window->replay()->viewedEntry(), fall);
        QTest::keyClick(m_window.get(), Qt::Key_B, Qt::ControlModifier);
        QCOMPARE(game().entry(game().current()).parent, game().entry(fall).parent);
        test::typeOrder(m_window.get(), QStringLiteral("A bud - ser"));
        QTest::keyClick(m_window.get(), Qt::Key_Return, Qt::ControlModifier);
        m_whatIfEnd = game().current();
        QCOMPARE(game().entry(m_whatIfEnd).position.phase.code(), QStringLiteral("W1901A"));
        QVERIFY(m_window->action(QStringLiteral("compareLinesAction"))->isEnabled());
    }

    void cleanupTestCase()
    {
        if (m_window)
            m_window->close();
        m_window.reset();
    }

    void comparedFromTheHistorysContextMenu()
    {
        // The game's own line hangs below the what-if's first phase: its row's context menu compares it.
        const QModelIndex whatIfStart = historyModel()->indexForEntry(game().line(m_whatIfEnd)[1]);
        QModelIndex gameLine;
        for (int r = 0; r < historyModel()->rowCount(whatIfStart); ++r) {
            const QModelIndex row = historyModel()->index(r, 0, whatIfStart);
            if (row.data(HistoryModel::LineEndRole).toInt() == m_gameEnd)
                gameLine = row;
        }
        QVERIFY(gameLine.isValid());
        QVERIFY(historyView()->isExpanded(whatIfStart));
        clickRow(gameLine, Qt::RightButton);
        QCOMPARE(historyView()->currentIndex(), gameLine);
        QCOMPARE(m_window->replay()->lineEnd(), m_gameEnd);

        bool chosen = false;
        QTimer::singleShot(0, this, [&chosen] {
            auto *menu = qobject_cast<QMenu *>(QApplication::activePopupWidget());
            QVERIFY(menu);
            QAction *compare = menu->findChild<QAction *>(QStringLiteral("compareWithAction"));
            QVERIFY(compare);
            QCOMPARE(compare->text(), QStringLiteral("Compare &with…"));
            QTest::mouseClick(menu, Qt::LeftButton, Qt::NoModifier, menu->actionGeometry(compare).center());
            chosen = true;
        });
        const QRect rect = historyView()->visualRect(gameLine);
        QContextMenuEvent event(QContextMenuEvent::Mouse, rect.center(),
                                historyView()->viewport()->mapToGlobal(rect.center()));
        QApplication::sendEvent(historyView()->viewport(), &event);
        QVERIFY(chosen);

        LineComparisonDialog *dialog = m_window->lineComparisonDialog();
        QVERIFY(dialog && dialog->isVisible());
        // The line right-clicked first, the line played (the what-if) beside it.
        QCOMPARE(dialog->firstEnd(), m_gameEnd);
        QCOMPARE(dialog->secondEnd(), m_whatIfEnd);
        QTreeWidget *tree = dialog->tree();
        QCOMPARE(tree->headerItem()->text(1), QStringLiteral("Main line (to Spring 1902)"));
        QCOMPARE(tree->headerItem()->text(2), QStringLiteral("What-if from Fall 1901 (to Winter 1901)"));
        QCOMPARE(dialog->summary()->text(),
                 QStringLiteral("The lines share 1 phase, then differ in 4 phases."));

        QStringList rows;
        for (int i = 0; i < tree->topLevelItemCount(); ++i)
            rows << tree->topLevelItem(i)->text(0);
        QCOMPARE(rows, QStringList(
                           {QStringLiteral("Spring 1901 Movement: the same phase in both lines"),
                            QStringLiteral("Fall 1901 Movement: differs in 2 orders"),
                            QStringLiteral("Fall 1901 Retreats: in one line only"),
                            QStringLiteral("Winter 1901 Adjustments: differs in 3 units, 2 centres, 1 order"),
                            QStringLiteral("Spring 1902 Movement: in one line only")}));

        // The orders of the phase where they part: Austria's two moves, the Turkish support that matched
        // nothing in the what-if.
        QTreeWidgetItem *fall = phaseRow(tree, QStringLiteral("Fall 1901 Movement"));
        QVERIFY(fall->isExpanded());
        const QStringList austria = texts(differenceRow(fall, QStringLiteral("Austria: Budapest")));
        QVERIFY2(austria.size() == 3 && austria[1].startsWith(QStringLiteral("A bud - rum: succeeded")) &&
                     austria[2].startsWith(QStringLiteral("A bud - ser: succeeded")),
                 qPrintable(austria.join(u'|')));
        const QStringList turkey = texts(differenceRow(fall, QStringLiteral("Turkey: Bulgaria")));
        QVERIFY2(turkey.size() == 3 &&
                     turkey[1].startsWith(QStringLiteral("A bul S A bud - rum: succeeded")) &&
                     turkey[2].startsWith(QStringLiteral("A bul S A bud - rum")) && turkey[1] != turkey[2],
                 qPrintable(turkey.join(u'|')));
        // The retreat phase only the game had.
        QCOMPARE(texts(phaseRow(tree, QStringLiteral("Fall 1901 Retreats"))),
                 QStringList({QStringLiteral("Fall 1901 Retreats: in one line only"),
                              QStringLiteral("played"), QStringLiteral("skipped: nothing to retreat")}));
        // Winter: who stands where, who owns what, each written out.
        QTreeWidgetItem *winter = phaseRow(tree, QStringLiteral("Winter 1901"));
        QCOMPARE(texts(differenceRow(winter, QStringLiteral("Rumania"))),
                 QStringList({QStringLiteral("Rumania"), QStringLiteral("Austria: A Rumania"),
                              QStringLiteral("Russia: F Rumania")}));
        QCOMPARE(texts(differenceRow(winter, QStringLiteral("Serbia"))),
                 QStringList({QStringLiteral("Serbia"), QStringLiteral("no unit"),
                              QStringLiteral("Austria: A Serbia")}));
        QCOMPARE(texts(differenceRow(winter, QStringLiteral("Sevastopol"))),
                 QStringList({QStringLiteral("Sevastopol"), QStringLiteral("Russia: F Sevastopol"),
                              QStringLiteral("no unit")}));
        QCOMPARE(texts(differenceRow(winter, QStringLiteral("Rumania (centre)"))),
                 QStringList({QStringLiteral("Rumania (centre)"), QStringLiteral("Austria"),
                              QStringLiteral("Russia")}));
        QCOMPARE(texts(differenceRow(winter, QStringLiteral("Serbia (centre)"))),
                 QStringList({QStringLiteral("Serbia (centre)"), QStringLiteral("neutral"),
                              QStringLiteral("Austria")}));
        QVERIFY(texts(differenceRow(winter, QStringLiteral("Austria: Budapest")))
                    .value(1)
                    .startsWith(QStringLiteral("Build A bud")));
        QCOMPARE(texts(phaseRow(tree, QStringLiteral("Spring 1902"))).value(2),
                 QStringLiteral("the line ends before it"));
        test::saveScreenshot(dialog, QStringLiteral("line-comparison"));

        // A difference clicked, then Show in Second Line: the what-if's Winter on the map.
        QTreeWidgetItem *rumania = differenceRow(winter, QStringLiteral("Rumania"));
        tree->scrollToItem(rumania);
        QTest::mouseClick(tree->viewport(), Qt::LeftButton, Qt::NoModifier,
                          tree->visualItemRect(rumania).center());
        QCOMPARE(tree->currentItem(), rumania);
        QVERIFY(dialog->showSecondButton()->isEnabled());
        QTest::mouseClick(dialog->showSecondButton(), Qt::LeftButton);
        QCOMPARE(m_window->replay()->shownEntry(), m_whatIfEnd);
        QCOMPARE(m_window->replay()->lineEnd(), m_whatIfEnd);
        // And the game's own Winter, from the first column.
        QTest::mouseClick(dialog->showFirstButton(), Qt::LeftButton);
        QCOMPARE(game().entry(m_window->replay()->shownEntry()).position.phase.code(),
                 QStringLiteral("W1901A"));
        QCOMPARE(m_window->replay()->lineEnd(), m_gameEnd);
        // The retreat phase has no second line's phase to show.
        QTreeWidgetItem *retreats = phaseRow(tree, QStringLiteral("Fall 1901 Retreats"));
        QTest::mouseClick(tree->viewport(), Qt::LeftButton, Qt::NoModifier,
                          tree->visualItemRect(retreats).center());
        QVERIFY(dialog->showFirstButton()->isEnabled());
        QVERIFY(!dialog->showSecondButton()->isEnabled());
        dialog->close();
    }

    void anotherLineChosenByKeys()
    {
        m_window->activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(m_window.get()));
        // Back to the phase played, from the order line (the history list keeps Ctrl+End for itself).
        m_window->commandLine()->setFocus();
        QTest::keyClick(m_window->commandLine(), Qt::Key_End, Qt::ControlModifier);
        QVERIFY(!m_window->replay()->isReplaying());
        QCOMPARE(m_window->replay()->lineEnd(), m_whatIfEnd);
        QTest::keyClick(m_window.get(), Qt::Key_C, Qt::ControlModifier | Qt::AltModifier);
        LineComparisonDialog *dialog = m_window->lineComparisonDialog();
        QVERIFY(dialog && dialog->isVisible());
        // From the line played (the what-if) to the main line.
        QCOMPARE(dialog->firstEnd(), m_whatIfEnd);
        QCOMPARE(dialog->secondEnd(), m_gameEnd);
        QCOMPARE(phaseRow(dialog->tree(), QStringLiteral("Fall 1901 Retreats"))->text(1),
                 QStringLiteral("skipped: nothing to retreat"));
        // The second list set to the what-if too, by keys: the same line twice differs in nothing.
        dialog->secondBox()->setFocus();
        const int whatIfRow = dialog->secondBox()->findData(m_whatIfEnd);
        QTest::keyClick(dialog->secondBox(),
                        whatIfRow < dialog->secondBox()->currentIndex() ? Qt::Key_Up : Qt::Key_Down);
        QCOMPARE(dialog->secondEnd(), m_whatIfEnd);
        QCOMPARE(dialog->summary()->text(),
                 QStringLiteral("The same line is chosen twice: choose another line to compare with."));
        QCOMPARE(dialog->tree()->topLevelItemCount(), 1);
        QVERIFY(dialog->tree()->topLevelItem(0)->text(0).endsWith(
            QStringLiteral("the same 3 phases in both lines")));

        // The what-if played on: the comparison follows at once.
        dialog->secondBox()->setFocus();
        QTest::keyClick(dialog->secondBox(),
                        whatIfRow < dialog->secondBox()->findData(m_gameEnd) ? Qt::Key_Down : Qt::Key_Up);
        QCOMPARE(dialog->secondEnd(), m_gameEnd);
        m_window->activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(m_window.get()));
        QVERIFY(m_window->adjudicate(false)); // the what-if's Winter: nothing ordered
        QCOMPARE(dialog->firstEnd(), game().current());
        QTreeWidgetItem *spring = phaseRow(dialog->tree(), QStringLiteral("Spring 1902"));
        QVERIFY(spring);
        QVERIFY2(spring->text(0).contains(QStringLiteral("differs in")), qPrintable(spring->text(0)));
        dialog->close();
    }
};

QTEST_MAIN(TestLineComparisonGui)
#include "tst_line_comparison_gui.moc"
