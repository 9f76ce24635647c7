// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
// The history panel and the draw votes, driven through the window: a saved ten-year game (the scripted
// club game) replayed phase by phase with its orders and results on the map and in the orders panel; a
// what-if branched from an earlier phase, played, saved and reopened with both lines; the worked examples
// of the Judge's draw rules (reference/draws.html) entered through the draw votes panel; a win at 18 centres.
#include "dialogs/game_report_dialog.h"
#include "document/autosave.h"
#include "document/draw_description.h"
#include "document/game_document.h"
#include "game_master_window.h"
#include "gui_test_environment.h"
#include "language.h"
#include "main_window.h"
#include "record/game_file.h"
#include "record/game_history.h"
#include "record/game_lines.h"
#include "record/game_script.h"
#include "record/turning_points.h"
#include "replay_controller.h"
#include "scene/map_scene.h"
#include "scene/order_item.h"
#include "scene/unit_item.h"
#include "text/order_formatter.h"
#include "widgets/centre_chart.h"
#include "widgets/command_line.h"
#include "widgets/draw_votes_panel.h"
#include "widgets/history_model.h"
#include "widgets/history_panel.h"
#include "widgets/map_view.h"
#include "widgets/orders_model.h"
#include "widgets/orders_panel.h"
#include "widgets/phase_bar.h"

#include <QAbstractItemModelTester>
#include <QAction>
#include <QApplication>
#include <QClipboard>
#include <QComboBox>
#include <QDialog>
#include <QDir>
#include <QFile>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QToolButton>
#include <QTreeView>
#include <QUndoStack>

#include <algorithm>
#include <set>
#include <tuple>

using namespace arbiter;
using arbiter::document::GameDocument;
using arbiter::ui::DrawVotesPanel;
using arbiter::ui::HistoryModel;
using arbiter::ui::MainWindow;

namespace {

// What the map shows of a unit: where, whose, and whether it is drawn as dislodged.
using ShownUnit = std::tuple<int, int, bool>; // location, power, dislodged

std::multiset<ShownUnit> unitsOf(const Position &p)
{
    std::multiset<ShownUnit> units;
    for (const Unit &u : p.units)
        units.insert({u.location, u.power, false});
    for (const DislodgedUnit &d : p.dislodged)
        units.insert({d.unit.location, d.unit.power, true});
    return units;
}

std::multiset<ShownUnit> unitsShown(const ui::MapScene *scene)
{
    std::multiset<ShownUnit> units;
    for (const ui::UnitItem *item : scene->unitItems())
        units.insert({item->location(), item->power(), item->isDislodged()});
    return units;
}

// The orders model's rows as "order text: state".
QStringList panelRows(const ui::OrdersModel *model)
{
    QStringList rows;
    for (int g = 0; g < model->rowCount(); ++g) {
        const QModelIndex group = model->index(g, 0);
        for (int r = 0; r < model->rowCount(group); ++r) {
            const QModelIndex row = model->index(r, 0, group);
            const auto state = row.data(ui::OrdersModel::StateRole).value<ui::OrdersModel::State>();
            rows << QStringLiteral("%1: %2").arg(row.data().toString()).arg(int(state));
        }
    }
    return rows;
}

} // namespace

class TestHistory : public QObject
{
    Q_OBJECT

  private:
    std::shared_ptr<const Map> m_map;
    std::unique_ptr<MainWindow> m_window;
    QTemporaryDir m_dir;
    QString m_clubFile; // the club game, played from its script and saved

    std::unique_ptr<MainWindow> makeWindow()
    {
        return test::openGameMasterWindow(
            m_map, test::WindowSettings{.asker = test::answerAlways(QMessageBox::Discard),
                                        .notifier = test::failOnError(),
                                        .size = {1500, 950},
                                        .keepRecoveryFile = true});
    }

    GameDocument *doc() const { return m_window->document(); }
    const Game &game() const { return m_window->document()->game(); }
    ui::ReplayController *replay() const { return m_window->replay(); }
    int power(const char *name) const { return m_map->findPower(QString::fromLatin1(name)); }
    PowerSet powers(const QString &initials) const
    {
        PowerSet set = 0;
        for (QChar c : initials) {
            for (int p = 0; p < m_map->powerCount(); ++p) {
                if (m_map->power(p).name.startsWith(c))
                    set |= PowerSet(1) << p;
            }
        }
        return set;
    }
    int entryAt(const QString &code) const
    {
        for (int id : game().line(game().current())) {
            if (game().entry(id).position.phase.code() == code)
                return id;
        }
        return -1;
    }

    // A game of three survivors (Austria, England, France) in a set-up position, saved and opened.
    void openThreeSurvivors(DrawMode mode)
    {
        Position start = Position::initial(*m_map);
        const PowerSet keep = powers(QStringLiteral("AEF"));
        std::erase_if(start.units, [keep](const Unit &u) { return !(keep & (PowerSet(1) << u.power)); });
        for (int &owner : start.owner) {
            if (owner >= 0 && !(keep & (PowerSet(1) << owner)))
                owner = -1;
        }
        Game g(m_map, RuleSettings(), mode, start);
        const QString file = m_dir.filePath(mode == DrawMode::Dias ? QStringLiteral("three_dias.json")
                                                                   : QStringLiteral("three_nodias.json"));
        QString error;
        QVERIFY2(saveGame(g, file, &error), qPrintable(error));
        QVERIFY(m_window->openFile(file));
    }

    // Enters a vote through the panel's widgets: "DRAW AEF", "DRAW" or "NODRAW".
    void vote(const char *powerName, const QString &vote)
    {
        DrawVotesPanel *panel = m_window->drawVotesPanel();
        const int p = power(powerName);
        QComboBox *box = panel->voteBox(p);
        QVERIFY(box && box->isVisible() && box->isEnabled());
        const QStringList words = vote.split(u' ');
        const auto choice =
            words[0] == u"NODRAW" ? DrawVotesPanel::Choice::NoDraw : DrawVotesPanel::Choice::Draw;
        box->setCurrentIndex(box->findData(int(choice)));
        if (choice == DrawVotesPanel::Choice::Draw && words.size() > 1) {
            const PowerSet list = powers(words[1]);
            for (int q = 0; q < m_map->powerCount(); ++q) {
                QToolButton *b = panel->listButton(p, q);
                QVERIFY(b);
                const bool wanted = list & (PowerSet(1) << q);
                if (b->isChecked() != wanted) {
                    QVERIFY(b->isVisible() && b->isEnabled());
                    QTest::mouseClick(b, Qt::LeftButton);
                }
                QCOMPARE(b->isChecked(), wanted);
            }
        }
    }

    void checkShownPhase(int id, bool after)
    {
        const PhaseEntry &e = game().entry(id);
        const QString where = e.position.phase.code() + (after ? QStringLiteral(" after") : QString());
        ui::MapScene *scene = m_window->mapScene();
        QCOMPARE(scene->board()->replayEntry(), id);
        // The map: the position before (or after) the phase, its orders, their results.
        const Position &position = after ? e.after : e.position;
        QVERIFY2(unitsShown(scene) == unitsOf(position), qPrintable(where));
        int drawn = 0;
        int failedDrawn = 0;
        for (const ui::OrderItem *item : scene->orderItems()) {
            ++drawn;
            const OrderResult &r = e.results[std::size_t(item->orderIndex())];
            const ui::OrderLook expected = r.status == OrderStatus::Succeeded ? ui::OrderLook::Succeeded
                                           : r.status == OrderStatus::Failed  ? ui::OrderLook::Failed
                                                                              : ui::OrderLook::Invalid;
            QVERIFY2(item->look() == expected,
                     qPrintable(where + u' ' + e.orders[std::size_t(item->orderIndex())].text));
            failedDrawn += item->look() == ui::OrderLook::Failed ? 1 : 0;
        }
        const int drawable = int(std::count_if(e.orders.begin(), e.orders.end(), [](const EnteredOrder &o) {
            return o.order.type != OrderType::Waive;
        }));
        QVERIFY2(drawn == drawable, qPrintable(where));
        // Units dislodged in a movement phase are ringed in the position before it.
        if (!after && e.position.phase.kind == PhaseKind::Movement)
            QCOMPARE(scene->dislodgeMarkCount(), int(e.after.dislodged.size()));
        // The orders panel: every order of the phase with its result, and the votes.
        const ui::OrdersModel *model = m_window->ordersPanel()->model();
        QCOMPARE(model->source(), ui::OrdersModel::Source::Replay);
        QCOMPARE(model->replayEntry(), id);
        const QStringList rows = panelRows(model);
        int failed = 0;
        for (std::size_t k = 0; k < e.orders.size(); ++k) {
            const ui::OrdersModel::State state =
                e.results[k].status == OrderStatus::Succeeded ? ui::OrdersModel::State::Succeeded
                : e.results[k].status == OrderStatus::Failed  ? ui::OrdersModel::State::Failed
                                                              : ui::OrdersModel::State::Ignored;
            failed += e.results[k].status == OrderStatus::Failed ? 1 : 0;
            const QString row = QStringLiteral("%1: %2")
                                    .arg(formatOrder(*m_map, e.orders[k].order, false, e.position.phase.kind))
                                    .arg(int(state));
            QVERIFY2(rows.contains(row), qPrintable(where + QStringLiteral(": no row ") + row));
        }
        Q_UNUSED(failedDrawn);
        for (const DrawVote &v : e.votes) {
            const QString row = QStringLiteral("%1: %2")
                                    .arg(m_map->power(v.power).name)
                                    .arg(int(ui::OrdersModel::State::Vote));
            QVERIFY2(rows.contains(row), qPrintable(where + QStringLiteral(": no vote row ") + row));
        }
        // The phase bar and the history list follow.
        QVERIFY2(m_window->phaseBar()->phaseText().contains(QStringLiteral("Replay")), qPrintable(where));
        QCOMPARE(m_window->historyPanel()->view()->currentIndex().data(HistoryModel::EntryRole).toInt(), id);
        // Read-only: no order can be entered (the line keeps the typing and says why) or adjudicated.
        QVERIFY(!m_window->commandLine()->refusal().isEmpty());
        QVERIFY(!m_window->action(QStringLiteral("adjudicateAction"))->isEnabled());
    }

  private slots:
    void initTestCase()
    {
        test::isolateFromUserData(QStringLiteral("arbiter-history-test"));
        // The program's English, whose counts have their singular and plural ("11 neutral centres taken").
        ui::installTranslations(QLocale(QLocale::English));
        QString error;
        m_map = MainWindow::loadStandardMap(&error);
        QVERIFY2(m_map, qPrintable(error));
        QFile script(QStringLiteral(ARBITER_SOURCE_DIR "/tests/games/club_game.txt"));
        QVERIFY(script.open(QIODevice::ReadOnly));
        std::optional<Game> club = playGameScript(QString::fromUtf8(script.readAll()), m_map, &error);
        QVERIFY2(club, qPrintable(error));
        m_clubFile = m_dir.filePath(QStringLiteral("club_game.json"));
        QVERIFY2(saveGame(*club, m_clubFile, &error), qPrintable(error));
    }

    void init()
    {
        QDir(document::Autosave::recoveryFolder()).removeRecursively();
        m_window = makeWindow();
    }

    void cleanup()
    {
        if (m_window)
            m_window->close();
        m_window.reset();
    }

    void modelPassesTheTester()
    {
        QVERIFY(m_window->openFile(m_clubFile));
        HistoryModel *model = m_window->historyPanel()->model();
        QAbstractItemModelTester tester(model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        // One top row, the line being played, with every phase of it and the skipped phases.
        QCOMPARE(model->rowCount(), 1);
        const QModelIndex top = model->index(0, 0);
        QVERIFY(top.data().toString().contains(QStringLiteral("Main line")));
        const std::vector<int> line = game().line(game().current());
        int phases = 0;
        int skipped = 0;
        int markers = 0;
        for (int r = 0; r < model->rowCount(top); ++r) {
            const QModelIndex row = model->index(r, 0, top);
            const auto kind = row.data(HistoryModel::KindRole).value<HistoryModel::Kind>();
            if (kind == HistoryModel::Kind::Phase) {
                QCOMPARE(row.data(HistoryModel::EntryRole).toInt(), line[std::size_t(phases)]);
                QCOMPARE(row.data().toString(), phaseSummaryText(game(), line[std::size_t(phases)]));
                ++phases;
            } else if (kind == HistoryModel::Kind::Marker) {
                // Right after the phase it marks, which changed hands.
                QCOMPARE(row.data(HistoryModel::EntryRole).toInt(), line[std::size_t(phases - 1)]);
                QVERIFY(!turningPoints(game(), line[std::size_t(phases - 1)]).empty());
                ++markers;
            } else {
                QCOMPARE(kind, HistoryModel::Kind::Skipped);
                QVERIFY(row.data().toString().contains(QStringLiteral("skipped")));
                ++skipped;
            }
        }
        QCOMPARE(phases, int(line.size()));
        int expectedSkipped = 0;
        for (int id : line)
            expectedSkipped += int(game().entry(id).skipped.size());
        QCOMPARE(skipped, expectedSkipped);
        QVERIFY(skipped > 5);
        QCOMPARE(markers, int(std::count_if(line.begin(), line.end(),
                                            [this](int id) { return !turningPoints(game(), id).empty(); })));
        // The last phase: the draw, in bold as the current phase.
        const QModelIndex last = model->indexForEntry(game().current());
        QVERIFY(last.data().toString().contains(
            QStringLiteral("drawn: Austria, England, France, Italy, Russia")));
        QVERIFY(last.data(HistoryModel::CurrentRole).toBool());
        QVERIFY(model->indexForEntry(entryAt(QStringLiteral("F1908M")))
                    .data()
                    .toString()
                    .contains(QStringLiteral("5 draw votes")));

        // Branch, name, switch and undo all of it while the tester watches.
        const int fork = entryAt(QStringLiteral("F1902M"));
        doc()->branchFrom(fork, QStringLiteral("What if"));
        // The line played now is the what-if; the original Fall 1902 is in the original line, below it.
        const QModelIndex branchStart = model->indexForEntry(game().current());
        QCOMPARE(branchStart.parent(), model->index(0, 0));
        QCOMPARE(model->indexForEntry(fork).parent().parent(), branchStart);
        QVERIFY(branchStart.data().toString().contains(QStringLiteral("[What if]")));
        QCOMPARE(model->rowCount(branchStart), 1); // the original line, as an alternative
        const QModelIndex original = model->index(0, 0, branchStart);
        QCOMPARE(original.data(HistoryModel::KindRole).value<HistoryModel::Kind>(), HistoryModel::Kind::Line);
        QVERIFY(original.data().toString().startsWith(QStringLiteral("Main line")));
        QVERIFY(model->flags(original) & Qt::ItemIsEditable);
        QVERIFY(model->setData(original, QStringLiteral("As played")));
        QCOMPARE(game().entry(0).branchName, QStringLiteral("As played"));
        QVERIFY(model->index(0, 0, model->indexForEntry(game().current()))
                    .data()
                    .toString()
                    .startsWith(QStringLiteral("As played")));
        doc()->switchToLine(fork);
        QCOMPARE(game().current(), game().lastOfLine(0));
        QVERIFY(model->index(0, 0).data().toString().startsWith(QStringLiteral("As played")));
        while (doc()->undoStack()->canUndo())
            doc()->undoStack()->undo();
        QCOMPARE(game().phaseCount(), int(game().line(game().current()).size()));
        QVERIFY(game().entry(0).branchName.isEmpty());
    }

    void replaysTheClubGamePhaseByPhase()
    {
        QVERIFY(m_window->openFile(m_clubFile));
        const int current = game().current();
        const std::vector<int> line = game().line(current);
        QVERIFY(line.size() > 30);
        // Ctrl+Home: the first phase, Spring 1901, with its orders on the map.
        QTest::keyClick(m_window.get(), Qt::Key_Home, Qt::ControlModifier);
        QCOMPARE(replay()->viewedEntry(), line.front());
        checkShownPhase(line.front(), false);
        QVERIFY(m_window->mapView()->banner().contains(QStringLiteral("Spring 1901")));
        // Ctrl+PgDown through the whole game; at every phase the position before, then after.
        for (std::size_t i = 1; i + 1 < line.size(); ++i) {
            QTest::keyClick(m_window.get(), Qt::Key_PageDown, Qt::ControlModifier);
            QCOMPARE(replay()->viewedEntry(), line[i]);
            checkShownPhase(line[i], false);
            QTest::keyClick(m_window.get(), Qt::Key_A, Qt::ControlModifier | Qt::ShiftModifier);
            QVERIFY(replay()->showsAfter());
            checkShownPhase(line[i], true);
            QTest::keyClick(m_window.get(), Qt::Key_A, Qt::ControlModifier | Qt::ShiftModifier);
            QVERIFY(!replay()->showsAfter());
        }
        // The next step is the current phase: editing again (the game is drawn, so no orders).
        QTest::keyClick(m_window.get(), Qt::Key_PageDown, Qt::ControlModifier);
        QVERIFY(!replay()->isReplaying());
        QCOMPARE(m_window->board()->replayEntry(), -1);
        QVERIFY(m_window->commandLine()->isEnabled());
        QCOMPARE(m_window->ordersPanel()->model()->source(), ui::OrdersModel::Source::CurrentOrders);
        QVERIFY(m_window->mapView()->banner().contains(QStringLiteral("drawn between Austria, England")));

        // A phase with failed orders and a dislodgement, picked in the list: Spring 1909 (Vienna falls).
        const int s1909 = entryAt(QStringLiteral("S1909M"));
        ui::HistoryPanel *panel = m_window->historyPanel();
        panel->view()->setCurrentIndex(panel->model()->indexForEntry(s1909));
        QCOMPARE(replay()->viewedEntry(), s1909);
        checkShownPhase(s1909, false);
        QCOMPARE(m_window->mapScene()->dislodgeMarkCount(), 1);
        const auto failed = std::count_if(
            m_window->mapScene()->orderItems().begin(), m_window->mapScene()->orderItems().end(),
            [](const ui::OrderItem *i) { return i->look() == ui::OrderLook::Failed; });
        QCOMPARE(int(failed), 2); // Galicia bounced, Budapest's support cut
        // The draw votes of Fall 1908 in the replay: four for the draw, Russia against.
        const int f1908 = entryAt(QStringLiteral("F1908M"));
        replay()->view(f1908);
        checkShownPhase(f1908, false);
        const ui::OrdersModel *model = m_window->ordersPanel()->model();
        const QModelIndex votes = model->index(model->rowCount() - 1, 0);
        QCOMPARE(votes.data(ui::OrdersModel::StateRole).value<ui::OrdersModel::State>(),
                 ui::OrdersModel::State::Votes);
        QCOMPARE(model->rowCount(votes), 5);
        QCOMPARE(model->index(4, ui::OrdersModel::StateColumn, votes).data().toString(),
                 QStringLiteral("SET NODRAW"));
        QCOMPARE(model->index(0, ui::OrdersModel::StateColumn, votes).data().toString(),
                 QStringLiteral("SET DRAW"));
        QCOMPARE(model->index(0, ui::OrdersModel::StateColumn).sibling(votes.row(), 1).data().toString(),
                 QStringLiteral("no draw"));
        // A click on the map does nothing in a replay.
        const QByteArray before = doc()->toData();
        QTest::mouseClick(
            m_window->mapView()->viewport(), Qt::LeftButton, Qt::NoModifier,
            m_window->mapView()->mapFromScene(m_window->mapScene()->unitPlace(m_map->findLocation(u"mun"))));
        QCOMPARE(doc()->toData(), before);
        // Ctrl+PgUp, Ctrl+End.
        QTest::keyClick(m_window.get(), Qt::Key_PageUp, Qt::ControlModifier);
        QCOMPARE(replay()->viewedEntry(), game().entry(f1908).parent);
        QTest::keyClick(m_window.get(), Qt::Key_End, Qt::ControlModifier);
        QVERIFY(!replay()->isReplaying());
        QCOMPARE(m_window->historyPanel()->view()->currentIndex().data(HistoryModel::EntryRole).toInt(),
                 current);
        QVERIFY(!m_window->isWindowModified()); // looking is no change
    }

    void shortcutsWorkWhileTyping()
    {
        // The game master's focus is usually on the command line: the history keys still work there.
        QVERIFY(m_window->openFile(m_clubFile));
        ui::CommandLine *command = m_window->commandLine();
        command->setFocus();
        QTest::keyClick(command, Qt::Key_PageUp, Qt::ControlModifier);
        QCOMPARE(replay()->viewedEntry(), game().entry(game().current()).parent);
        QTest::keyClick(m_window.get(), Qt::Key_End, Qt::ControlModifier);
        QVERIFY(!replay()->isReplaying());
        command->setFocus();
        QTest::keyClick(command, Qt::Key_Home, Qt::ControlModifier);
        QCOMPARE(replay()->viewedEntry(), 0);
        // In the history list too.
        QTreeView *list = m_window->historyPanel()->view();
        list->setFocus();
        QTest::keyClick(list, Qt::Key_PageDown, Qt::ControlModifier);
        QCOMPARE(replay()->viewedEntry(), game().line(game().current())[1]);
        // Down: what changed hands in Fall 1901 Movement; it shows the position after it.
        QTest::keyClick(list, Qt::Key_Down);
        QCOMPARE(list->currentIndex().data(HistoryModel::KindRole).value<HistoryModel::Kind>(),
                 HistoryModel::Kind::Marker);
        QCOMPARE(replay()->viewedEntry(), game().line(game().current())[1]);
        QVERIFY(replay()->showsAfter());
        // Down: Fall 1901 Retreats, skipped; it shows the position after Fall 1901 Movement too.
        QTest::keyClick(list, Qt::Key_Down);
        QCOMPARE(list->currentIndex().data(HistoryModel::KindRole).value<HistoryModel::Kind>(),
                 HistoryModel::Kind::Skipped);
        QCOMPARE(list->currentIndex().data(HistoryModel::SkippedPhaseRole).toString(),
                 QStringLiteral("F1901R"));
        QCOMPARE(replay()->viewedEntry(), game().line(game().current())[1]);
        QVERIFY(replay()->showsAfter());
        QTest::keyClick(list, Qt::Key_Down);
        QCOMPARE(replay()->viewedEntry(), game().line(game().current())[2]);
        QTest::keyClick(list, Qt::Key_End, Qt::ControlModifier);
        QVERIFY(!replay()->isReplaying());
    }

    void playButtonStepsToTheEnd()
    {
        QVERIFY(m_window->openFile(m_clubFile));
        std::vector<int> seen;
        const QMetaObject::Connection watch =
            connect(replay(), &ui::ReplayController::viewChanged, this,
                    [this, &seen] { seen.push_back(replay()->shownEntry()); });
        m_window->historyPanel()->speedBox()->setCurrentIndex(0);
        replay()->setInterval(20);
        const int last = game().current();
        m_window->action(QStringLiteral("playReplayAction"))->trigger();
        QVERIFY(replay()->isPlaying());
        QVERIFY(m_window->action(QStringLiteral("playReplayAction"))->isChecked());
        QTRY_VERIFY_WITH_TIMEOUT(!replay()->isPlaying(), 20000);
        disconnect(watch);
        QVERIFY(!replay()->isReplaying());
        const std::vector<int> line = game().line(last);
        QCOMPARE(seen, line);
        QVERIFY(!m_window->action(QStringLiteral("playReplayAction"))->isChecked());
    }

    void branchPlayAndReloadKeepBothLines()
    {
        QVERIFY(m_window->openFile(m_clubFile));
        const int originalEnd = game().current();
        const int fork = entryAt(QStringLiteral("F1902M"));
        const int den = m_map->findProvince(u"den");
        const PhaseEntry original = game().entry(fork);
        QCOMPARE(original.after.dislodged.size(), std::size_t(2)); // Belgium and Denmark fall
        // Replay Fall 1902 and play from there: England's North Sea goes to Heligoland instead of supporting.
        replay()->view(fork);
        QTest::keyClick(m_window.get(), Qt::Key_B, Qt::ControlModifier);
        QVERIFY(!replay()->isReplaying());
        const int branch = game().current();
        QVERIFY(branch != fork);
        QCOMPARE(game().entry(branch).position, original.position);
        QCOMPARE(game().entry(branch).orders, original.orders);
        QVERIFY(m_window->commandLine()->isEnabled());
        QVERIFY(m_window->commandLine()->submit(QStringLiteral("England: F nth - hel")));
        QVERIFY(m_window->adjudicate(false));
        const PhaseEntry &played = game().entry(branch);
        QVERIFY(played.adjudicated);
        QCOMPARE(played.after.dislodged.size(), std::size_t(1)); // Denmark holds: 2 against 2
        QCOMPARE(played.after.units[std::size_t(played.after.unitIn(*m_map, den))].power, power("germany"));
        // The original line is untouched.
        QCOMPARE(game().entry(fork).orders, original.orders);
        QCOMPARE(game().entry(fork).results, original.results);
        QCOMPARE(game().lastOfLine(0), originalEnd);
        // The tree: the what-if is the line played; the original line hangs below the fork.
        HistoryModel *model = m_window->historyPanel()->model();
        QVERIFY(model->index(0, 0).data().toString().startsWith(QStringLiteral("What-if from Fall 1902")));
        const QModelIndex forkRow = model->indexForEntry(branch);
        QCOMPARE(model->rowCount(forkRow), 1);
        QVERIFY(model->index(0, 0, forkRow).data().toString().startsWith(QStringLiteral("Main line")));
        // Name the what-if in the tree.
        QVERIFY(model->setData(model->index(0, 0), QStringLiteral("Denmark holds")));
        QCOMPARE(game().entry(branch).branchName, QStringLiteral("Denmark holds"));

        // Save, reopen: both lines, the name, the line being played.
        const QString file = m_dir.filePath(QStringLiteral("branched.json"));
        QVERIFY(m_window->saveFile(file));
        const QByteArray saved = doc()->toData();
        m_window->close();
        m_window = makeWindow();
        QVERIFY(m_window->openFile(file));
        QCOMPARE(doc()->toData(), saved);
        QCOMPARE(lineEnds(game()).size(), std::size_t(2));
        QCOMPARE(game().current(), game().lastOfLine(branch));
        QCOMPARE(game().entry(branch).branchName, QStringLiteral("Denmark holds"));
        model = m_window->historyPanel()->model();
        QVERIFY(model->index(0, 0).data().toString().startsWith(QStringLiteral("Denmark holds")));
        // Replay the original Fall 1902 from the tree, then switch to the original line.
        const QModelIndex originalLine = model->index(0, 0, model->indexForEntry(branch));
        const QModelIndex originalFork = model->index(0, 0, originalLine);
        QCOMPARE(originalFork.data(HistoryModel::EntryRole).toInt(), fork);
        m_window->historyPanel()->view()->setCurrentIndex(originalFork);
        QCOMPARE(replay()->viewedEntry(), fork);
        checkShownPhase(fork, false);
        QCOMPARE(m_window->mapScene()->dislodgeMarkCount(), 2);
        QVERIFY(m_window->action(QStringLiteral("switchLineAction"))->isEnabled());
        m_window->action(QStringLiteral("switchLineAction"))->trigger();
        QCOMPARE(game().current(), originalEnd);
        QVERIFY(game().ended()); // the original line ends in the draw of 1911
        QVERIFY(model->index(0, 0).data().toString().startsWith(QStringLiteral("Main line")));
        // Undo returns to the what-if.
        m_window->action(QStringLiteral("undoAction"))->trigger();
        QCOMPARE(game().current(), game().lastOfLine(branch));
    }

    void undoOfPlayFromHereDropsTheBranch()
    {
        QVERIFY(m_window->openFile(m_clubFile));
        const int count = game().phaseCount();
        const int end = game().current();
        replay()->view(entryAt(QStringLiteral("S1903M")));
        m_window->action(QStringLiteral("playFromHereAction"))->trigger();
        QCOMPARE(game().phaseCount(), count + 1);
        QCOMPARE(game().currentEntry().position.phase.code(), QStringLiteral("S1903M"));
        QVERIFY(m_window->isWindowModified());
        m_window->action(QStringLiteral("undoAction"))->trigger();
        QCOMPARE(game().phaseCount(), count);
        QCOMPARE(game().current(), end);
        QCOMPARE(lineEnds(game()).size(), std::size_t(1));
        m_window->action(QStringLiteral("redoAction"))->trigger();
        QCOMPARE(game().phaseCount(), count + 1);
    }

    void drawExamples_data()
    {
        // reference/draws.html, "a few examples of the draw mechanism in action"; the three powers are the
        // only survivors. France, England, Austria vote in that order.
        QTest::addColumn<QString>("france");
        QTest::addColumn<QString>("england");
        QTest::addColumn<QString>("austria");
        QTest::addColumn<QString>("outcome"); // the powers of the draw; empty: no draw
        QTest::newRow("three-way") << "DRAW AEF"
                                   << "DRAW AEF"
                                   << "DRAW AEF"
                                   << "AEF";
        QTest::newRow("three-way, France leaves itself out") << "DRAW AE"
                                                             << "DRAW AEF"
                                                             << "DRAW AEF"
                                                             << "AEF";
        QTest::newRow("two-way") << "DRAW AE"
                                 << "DRAW AEF"
                                 << "DRAW AE"
                                 << "AE";
        QTest::newRow("no draw") << "DRAW AEF"
                                 << "DRAW AE"
                                 << "DRAW AE"
                                 << "";
        QTest::newRow("concession to Austria") << "DRAW A"
                                               << "DRAW A"
                                               << "NODRAW"
                                               << "A";
    }

    void drawExamples()
    {
        QFETCH(QString, france);
        QFETCH(QString, england);
        QFETCH(QString, austria);
        QFETCH(QString, outcome);
        openThreeSurvivors(DrawMode::NoDias);
        m_window->action(QStringLiteral("drawVotesAction"))->trigger();
        DrawVotesPanel *panel = m_window->drawVotesPanel();
        QVERIFY(panel->isVisible());
        QCOMPARE(panel->modeBox()->currentData().toInt(), int(DrawMode::NoDias));
        // Only the survivors vote.
        QVERIFY(!panel->voteBox(power("germany"))->isVisible());
        QVERIFY(panel->voteBox(power("austria"))->isVisible());
        vote("france", france);
        vote("england", england);
        vote("austria", austria);
        // Before recording: the draws every survivor approves.
        QVERIFY(!doc()->game().ended());
        QVERIFY(panel->statusText().contains(QStringLiteral("Not recorded yet")));
        if (outcome.isEmpty())
            QCOMPARE(panel->approvedText(), QStringLiteral("No draw is approved by every survivor."));
        else
            QVERIFY2(panel->approvedText().contains(document::powerListText(*m_map, powers(outcome))),
                     qPrintable(panel->approvedText()));
        QVERIFY(panel->recordButton()->isEnabled());
        QTest::mouseClick(panel->recordButton(), Qt::LeftButton);
        // Recorded with the phase; evaluated at once.
        QCOMPARE(game().currentEntry().votes.size(), std::size_t(3));
        const QString summary = phaseSummaryText(game(), game().current());
        if (outcome.isEmpty()) {
            QVERIFY(!game().ended());
            QVERIFY(m_window->action(QStringLiteral("adjudicateAction"))->isEnabled());
            QVERIFY(panel->statusText().contains(QStringLiteral("No draw has passed")));
            QVERIFY(!summary.contains(QStringLiteral("drawn")));
            return;
        }
        const PowerSet expected = powers(outcome);
        QCOMPARE(game().currentEntry().end.kind, GameEndKind::Draw);
        QCOMPARE(game().currentEntry().end.powers, expected);
        QVERIFY(!m_window->action(QStringLiteral("adjudicateAction"))->isEnabled());
        QVERIFY(!m_window->commandLine()->submit(QStringLiteral("A par - bur")));
        if (outcome.size() == 1) {
            QVERIFY(summary.contains(QStringLiteral("conceded to Austria")));
            QCOMPARE(panel->statusText(), QStringLiteral("The game is conceded to Austria."));
            QVERIFY(m_window->phaseBar()->phaseText().contains(QStringLiteral("conceded to Austria")));
        } else {
            QVERIFY(summary.contains(QStringLiteral("drawn: ") + document::powerListText(*m_map, expected)));
            QVERIFY(panel->statusText().startsWith(QStringLiteral("The game is drawn between Austria")));
            QVERIFY(m_window->phaseBar()->phaseText().contains(QStringLiteral("drawn")));
        }
        QVERIFY(m_window->mapView()->banner().startsWith(QStringLiteral("The game is")));
        QCOMPARE(m_window->historyPanel()->model()->indexForEntry(game().current()).data().toString(),
                 summary);
        // Resume restarts the game; undo ends it again.
        QVERIFY(panel->resumeButton()->isVisible());
        QTest::mouseClick(panel->resumeButton(), Qt::LeftButton);
        QVERIFY(!game().ended());
        QVERIFY(game().currentEntry().votes.empty());
        QVERIFY(m_window->action(QStringLiteral("adjudicateAction"))->isEnabled());
        m_window->action(QStringLiteral("undoAction"))->trigger();
        QCOMPARE(game().currentEntry().end.powers, expected);
        m_window->action(QStringLiteral("undoAction"))->trigger(); // the votes
        QVERIFY(!game().ended());
        QVERIFY(game().currentEntry().votes.empty());
    }

    void diasVotesAreRecordedAndReplayed()
    {
        openThreeSurvivors(DrawMode::Dias);
        DrawVotesPanel *panel = m_window->drawVotesPanel();
        // DIAS: no draw lists.
        QVERIFY(!panel->listButton(power("france"), power("austria"))->isVisible());
        vote("france", QStringLiteral("DRAW"));
        vote("england", QStringLiteral("DRAW"));
        vote("austria", QStringLiteral("NODRAW"));
        QCOMPARE(panel->approvedText(), QStringLiteral("No draw is approved by every survivor."));
        QTest::mouseClick(panel->recordButton(), Qt::LeftButton);
        QVERIFY(!game().ended());
        // Votes last one phase: the next phase starts without them, the replay shows them.
        const int voted = game().current();
        QVERIFY(m_window->adjudicate(false));
        QVERIFY(game().currentEntry().votes.empty());
        QCOMPARE(panel->voteBox(power("france"))->currentData().toInt(), int(DrawVotesPanel::Choice::None));
        QVERIFY(phaseSummaryText(game(), voted).contains(QStringLiteral("3 draw votes")));
        replay()->view(voted);
        const ui::OrdersModel *model = m_window->ordersPanel()->model();
        const QModelIndex votes = model->index(model->rowCount() - 1, 0);
        QCOMPARE(votes.data().toString(), QStringLiteral("Draw votes"));
        QCOMPARE(model->rowCount(votes), 3);
        // The game master changes the game to NoDIAS through the panel (one undo step).
        replay()->view(-1);
        panel->modeBox()->setCurrentIndex(panel->modeBox()->findData(int(DrawMode::NoDias)));
        emit panel->modeBox()->activated(panel->modeBox()->currentIndex());
        QCOMPARE(doc()->drawMode(), DrawMode::NoDias);
        QVERIFY(panel->listButton(power("france"), power("austria"))->isVisible());
        // Every survivor for the draw of all: it passes; saved and reopened, the votes and the draw stay.
        vote("france", QStringLiteral("DRAW AEF"));
        vote("england", QStringLiteral("DRAW AEF"));
        vote("austria", QStringLiteral("DRAW AEF"));
        QTest::mouseClick(panel->recordButton(), Qt::LeftButton);
        QCOMPARE(game().currentEntry().end.powers, powers(QStringLiteral("AEF")));
        const QString file = m_dir.filePath(QStringLiteral("drawn.json"));
        QVERIFY(m_window->saveFile(file));
        m_window->close();
        m_window = makeWindow();
        QVERIFY(m_window->openFile(file));
        QCOMPARE(game().currentEntry().votes.size(), std::size_t(3));
        QCOMPARE(game().currentEntry().end.kind, GameEndKind::Draw);
        QCOMPARE(m_window->drawVotesPanel()->voteBox(power("england"))->currentData().toInt(),
                 int(DrawVotesPanel::Choice::Draw));
        QVERIFY(m_window->drawVotesPanel()->statusText().startsWith(QStringLiteral("The game is drawn")));
    }

    void eighteenCentresWin()
    {
        // France holds 17 centres and takes Belgium in the fall.
        Position start = Position::initial(*m_map);
        start.phase = Phase{Season::Fall, 1901, PhaseKind::Movement};
        const int france = power("france");
        const int england = power("england");
        start.units = {{france, UnitType::Army, m_map->findLocation(u"bur")},
                       {england, UnitType::Fleet, m_map->findLocation(u"lon")}};
        int owned = 0;
        for (int p = 0; p < m_map->provinceCount(); ++p) {
            if (!m_map->province(p).supplyCentre)
                continue;
            const QString id = m_map->province(p).id;
            start.owner[std::size_t(p)] = id == u"bel"   ? -1
                                          : id == u"lon" ? england
                                          : owned < 17   ? france
                                                         : -1;
            owned += start.owner[std::size_t(p)] == france ? 1 : 0;
        }
        QCOMPARE(start.centreCount(france), 17);
        Game g(m_map, RuleSettings(), DrawMode::Dias, start);
        const QString file = m_dir.filePath(QStringLiteral("victory.json"));
        QString error;
        QVERIFY2(saveGame(g, file, &error), qPrintable(error));
        QVERIFY(m_window->openFile(file));
        QVERIFY(m_window->commandLine()->submit(QStringLiteral("A bur - bel")));
        QVERIFY(m_window->adjudicate(false));
        QCOMPARE(game().currentEntry().end.kind, GameEndKind::Victory);
        QCOMPARE(game().currentEntry().end.powers, PowerSet(1) << france);
        QVERIFY(m_window->phaseBar()->phaseText().contains(QStringLiteral("France wins")));
        QVERIFY(m_window->mapView()->banner().contains(QStringLiteral("France wins the game")));
        const QString row =
            m_window->historyPanel()->model()->indexForEntry(game().current()).data().toString();
        QVERIFY2(row.contains(QStringLiteral("won by France")), qPrintable(row));
        // No votes after a win.
        QVERIFY(!m_window->drawVotesPanel()->voteBox(france)->isEnabled());
        // The chart shows 18 French centres in 1901.
        const std::vector<CentreCounts> &years = m_window->historyPanel()->chart()->years();
        QVERIFY(!years.empty());
        QCOMPARE(years.back().year, 1901);
        QCOMPARE(years.back().centres[std::size_t(france)], 18);
    }

    void reportAndChart()
    {
        QVERIFY(m_window->openFile(m_clubFile));
        // The chart in the dock: every year of the line, the year replayed marked.
        ui::CentreChart *chart = m_window->historyPanel()->chart();
        const std::vector<CentreCounts> expected = centreHistory(game(), game().current());
        QCOMPARE(chart->years().size(), expected.size());
        QCOMPARE(chart->years().back().centres, expected.back().centres);
        replay()->view(entryAt(QStringLiteral("F1905M")));
        QCOMPARE(chart->markedYear(), 1905);
        m_window->action(QStringLiteral("centreChartAction"))->trigger();
        QVERIFY(m_window->centreChartDialog() && m_window->centreChartDialog()->isVisible());
        QCOMPARE(m_window->centreChartDialog()->findChild<ui::CentreChart *>()->years().size(),
                 expected.size());
        m_window->centreChartDialog()->close();
        // The report of the whole line, to copy and save.
        m_window->action(QStringLiteral("gameReportAction"))->trigger();
        ui::GameReportDialog *report = m_window->gameReportDialog();
        QVERIFY(report && report->isVisible());
        // The client writes places out in results (View → Full Place Names, on by default).
        const QString text = gameReport(game(), game().current(), PlaceNaming::WrittenOut);
        QCOMPARE(report->text()->toPlainText(), text);
        QVERIFY(text.contains(QStringLiteral("1910")));
        QVERIFY2(text.contains(QStringLiteral("failed: bounced (A Warsaw)")), qPrintable(text.left(300)));
        // What changed hands comes first (core/record/turning_points.h).
        QVERIFY(text.indexOf(QStringLiteral("Turning points\n")) <
                text.indexOf(QStringLiteral("  Germany loses Berlin (home centre) to Russia\n")));
        QVERIFY(text.contains(QStringLiteral("  Turkey is eliminated\n")));
        QTest::mouseClick(report->copyButton(), Qt::LeftButton);
        QCOMPARE(QApplication::clipboard()->text(), text);
        const QString file = m_dir.filePath(QStringLiteral("report.txt"));
        QString error;
        QVERIFY2(report->saveTo(file, &error), qPrintable(error));
        QFile saved(file);
        QVERIFY(saved.open(QIODevice::ReadOnly | QIODevice::Text));
        QCOMPARE(QString::fromUtf8(saved.readAll()), text);
        report->close();
    }

    void turningPointsMarkTheHistory()
    {
        QVERIFY(m_window->openFile(m_clubFile));
        HistoryModel *model = m_window->historyPanel()->model();
        QTreeView *view = m_window->historyPanel()->view();
        auto rowAfter = [model](const QModelIndex &phase) {
            return model->index(phase.row() + 1, 0, phase.parent());
        };
        auto kindOf = [](const QModelIndex &row) {
            return row.data(HistoryModel::KindRole).value<HistoryModel::Kind>();
        };
        // 1903 ends with a retreat phase: the row below it says what changed hands (worked out from the
        // script's owners before and after the year), each place written out.
        const QModelIndex retreats = model->indexForEntry(entryAt(QStringLiteral("F1903R")));
        const QModelIndex marker = rowAfter(retreats);
        QCOMPARE(kindOf(marker), HistoryModel::Kind::Marker);
        const QString text = marker.data().toString();
        for (const char *sentence :
             {"France takes Holland from Germany", "Germany loses Berlin (home centre) to Russia",
              "Turkey loses Smyrna (home centre) to Italy",
              "Turkey loses Constantinople (home centre) to Austria"})
            QVERIFY2(text.contains(QString::fromUtf8(sentence)), qPrintable(text));
        QCOMPARE(marker.data(HistoryModel::TurningPointsRole).toStringList().size(), 4);
        // The Fall movement before it changed no hands: no row of its own.
        QCOMPARE(kindOf(rowAfter(model->indexForEntry(entryAt(QStringLiteral("F1903M"))))),
                 HistoryModel::Kind::Phase);
        QVERIFY(rowAfter(model->indexForEntry(entryAt(QStringLiteral("F1904R"))))
                    .data()
                    .toString()
                    .contains(QStringLiteral("Turkey is eliminated")));

        // Clicked, it shows the position after the phase: the centres as they changed hands.
        view->scrollTo(marker);
        QTest::mouseClick(view->viewport(), Qt::LeftButton, Qt::NoModifier,
                          view->visualRect(marker).center());
        QCOMPARE(replay()->viewedEntry(), entryAt(QStringLiteral("F1903R")));
        QVERIFY(replay()->showsAfter());
        view->scrollTo(marker, QAbstractItemView::PositionAtCenter); // the phases around it in the picture
        test::saveScreenshot(m_window.get(), QStringLiteral("history-markers"));

        // The first Fall: eleven neutral centres, counted in the row and named in its tooltip.
        const QModelIndex first = rowAfter(model->indexForEntry(entryAt(QStringLiteral("F1901M"))));
        QCOMPARE(kindOf(first), HistoryModel::Kind::Marker);
        QCOMPARE(first.data().toString(), QStringLiteral("11 neutral centres taken"));
        const QString tip = first.data(Qt::ToolTipRole).toString();
        QVERIFY2(tip.contains(QStringLiteral("Italy takes Tunis (neutral)")), qPrintable(tip));
        QVERIFY(tip.contains(QStringLiteral("Russia takes Rumania (neutral)")));

        // View → Full Place Names off: the places by their abbreviations, at once.
        QAction *fullNames = m_window->action(QStringLiteral("fullPlaceNamesAction"));
        QVERIFY(fullNames->isChecked());
        fullNames->trigger();
        QVERIFY(
            marker.data().toString().contains(QStringLiteral("Germany loses ber (home centre) to Russia")));
        fullNames->trigger();
        QVERIFY(fullNames->isChecked());
    }

    void newGameHasOnePhase()
    {
        // A new game: one row for Spring 1901, nothing to replay yet.
        HistoryModel *model = m_window->historyPanel()->model();
        QAbstractItemModelTester tester(model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QCOMPARE(model->rowCount(model->index(0, 0)), 1);
        QVERIFY(!m_window->action(QStringLiteral("previousPhaseAction"))->isEnabled());
        QVERIFY(!m_window->action(QStringLiteral("playReplayAction"))->isEnabled());
        QVERIFY(m_window->commandLine()->submit(QStringLiteral("A par - bur")));
        // The adjudication adds the rows below Spring 1901 without making the tree anew.
        const QPersistentModelIndex spring = model->indexForEntry(0);
        QSignalSpy resets(model, &QAbstractItemModel::modelReset);
        QVERIFY(m_window->adjudicate(false));
        QCOMPARE(resets.count(), 0);
        const QModelIndex top = model->index(0, 0);
        QCOMPARE(model->rowCount(top), 3); // Spring 1901, its skipped retreats, Fall 1901
        QCOMPARE(QModelIndex(spring), model->index(0, 0, top));
        QVERIFY(!spring.data(HistoryModel::CurrentRole).toBool());
        QCOMPARE(model->index(1, 0, top).data(HistoryModel::KindRole).value<HistoryModel::Kind>(),
                 HistoryModel::Kind::Skipped);
        QCOMPARE(model->index(1, 0, top).data(HistoryModel::SkippedPhaseRole).toString(),
                 QStringLiteral("S1901R"));
        const QModelIndex fall = model->index(2, 0, top);
        QCOMPARE(fall.data(HistoryModel::EntryRole).toInt(), game().current());
        QVERIFY(fall.data(HistoryModel::CurrentRole).toBool());
        QCOMPARE(top.data(HistoryModel::LineEndRole).toInt(), game().current());
        QCOMPARE(m_window->historyPanel()->view()->currentIndex(), fall);
        QVERIFY(m_window->action(QStringLiteral("previousPhaseAction"))->isEnabled());
        QTest::keyClick(m_window.get(), Qt::Key_PageUp, Qt::ControlModifier);
        QCOMPARE(replay()->viewedEntry(), 0);
        // Undo while replaying: back to the current phase, which is Spring 1901 again. Only the rows the
        // adjudication added go; the tree is not made anew.
        QSignalSpy removed(model, &QAbstractItemModel::rowsRemoved);
        m_window->action(QStringLiteral("undoAction"))->trigger();
        QVERIFY(!replay()->isReplaying());
        QCOMPARE(resets.count(), 0);
        QCOMPARE(removed.count(), 1);
        QCOMPARE(removed.front().at(0).toModelIndex(), top);
        QCOMPARE(removed.front().at(1).toInt(), 1);
        QCOMPARE(removed.front().at(2).toInt(), 2);
        QCOMPARE(model->rowCount(model->index(0, 0)), 1);
        QCOMPARE(QModelIndex(spring), model->index(0, 0, top));
        QVERIFY(spring.data(HistoryModel::CurrentRole).toBool());
        QCOMPARE(top.data(HistoryModel::LineEndRole).toInt(), 0);
        QCOMPARE(m_window->historyPanel()->view()->currentIndex(), QModelIndex(spring));
    }

    void undoOfAdjudicationAfterTheTreeWasMadeAnew()
    {
        // The rows of an adjudication are taken out alike when the tree was made anew after it (here by a
        // what-if and its undo): the phase after it is still the last row made.
        HistoryModel *model = m_window->historyPanel()->model();
        QAbstractItemModelTester tester(model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QVERIFY(m_window->commandLine()->submit(QStringLiteral("A par - bur")));
        QVERIFY(m_window->adjudicate(false));
        QVERIFY(m_window->commandLine()->submit(QStringLiteral("A bur - bel")));
        QVERIFY(m_window->adjudicate(false)); // Fall 1901: its retreats skipped, a build in Winter 1901
        doc()->branchFrom(0, QStringLiteral("What if"));
        doc()->undoStack()->undo();
        const QModelIndex top = model->index(0, 0);
        const int rows = model->rowCount(top);
        const int fall = game().entry(game().current()).parent;
        const QPersistentModelIndex fallRow = model->indexForEntry(fall);
        QSignalSpy resets(model, &QAbstractItemModel::modelReset);
        QSignalSpy removed(model, &QAbstractItemModel::rowsRemoved);
        doc()->undoStack()->undo();
        QCOMPARE(game().current(), fall);
        QCOMPARE(resets.count(), 0);
        QCOMPARE(removed.count(), 1);
        QCOMPARE(removed.front().at(1).toInt(), fallRow.row() + 1);
        // France took Belgium: what changed hands, the skipped retreats, Winter 1901.
        QCOMPARE(removed.front().at(2).toInt(), fallRow.row() + 3);
        QCOMPARE(rows, fallRow.row() + 4);
        QCOMPARE(model->rowCount(top), fallRow.row() + 1);
        QVERIFY(fallRow.data(HistoryModel::CurrentRole).toBool());
        QCOMPARE(top.data(HistoryModel::LineEndRole).toInt(), fall);
        QVERIFY(!model->indexForEntry(fall + 1).isValid());
        // Adjudicated again, the rows come back as before.
        QVERIFY(m_window->adjudicate(false));
        QCOMPARE(model->rowCount(top), rows);
        QCOMPARE(resets.count(), 0);
    }
};

QTEST_MAIN(TestHistory)
#include "tst_history.moc"
