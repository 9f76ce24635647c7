// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
// Replaying a game with two lines of play, driven through the history panel's rows and buttons: a what-if
// from Fall 1901 shares Spring 1901 with the original line, and a replay follows the line it was started
// on (the phase bar's count, the centre chart, stepping and playing). Exported maps and the map's title
// plate name the phase shown, not the phase being played, and a what-if's phase names the what-if; the
// orders dock's buttons name the phase shown; keys typed during a replay never move it.
#include "../game_test_support.h"
#include "document/autosave.h"
#include "document/game_document.h"
#include "game_master_window.h"
#include "gui_test_environment.h"
#include "main_window.h"
#include "record/game_lines.h"
#include "record/game_script.h"
#include "replay_controller.h"
#include "scene/map_scene.h"
#include "scene/unit_item.h"
#include "widgets/centre_chart.h"
#include "widgets/command_line.h"
#include "widgets/history_model.h"
#include "widgets/history_panel.h"
#include "widgets/orders_panel.h"
#include "widgets/phase_bar.h"

#include <QAction>
#include <QApplication>
#include <QComboBox>
#include <QDir>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QLineEdit>
#include <QRegularExpression>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <QToolButton>
#include <QTreeView>

#include <set>
#include <tuple>

using namespace arbiter;
using arbiter::ui::HistoryModel;
using arbiter::ui::MainWindow;

namespace {

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

} // namespace

class TestReplayLines : public QObject
{
    Q_OBJECT

  private:
    std::shared_ptr<const Map> m_map;
    std::unique_ptr<MainWindow> m_window;
    QTemporaryDir m_dir;
    QString m_file; // the game above, saved

    const Game &game() const { return m_window->document()->game(); }
    ui::ReplayController *replay() const { return m_window->replay(); }
    ui::HistoryPanel *panel() const { return m_window->historyPanel(); }

    // The entry of the line being played with this phase code.
    int entryAt(const QString &code) const { return test::phaseInLine(game(), game().current(), code); }

    void clickRow(const QModelIndex &index)
    {
        QTreeView *view = panel()->view();
        QVERIFY(index.isValid());
        view->scrollTo(index);
        const QRect rect = view->visualRect(index);
        QVERIFY2(rect.isValid() && view->viewport()->rect().contains(rect.center()),
                 qPrintable(index.data().toString()));
        QTest::mouseClick(view->viewport(), Qt::LeftButton, Qt::NoModifier, rect.center());
    }

    // The history panel's button for an action.
    QToolButton *button(const char *actionName) const
    {
        QAction *action = m_window->action(QString::fromLatin1(actionName));
        for (QToolButton *b : panel()->findChildren<QToolButton *>()) {
            if (b->defaultAction() == action)
                return b;
        }
        return nullptr;
    }

    void clickButton(const char *actionName)
    {
        QToolButton *b = button(actionName);
        QVERIFY2(b && b->isVisible(), actionName);
        QVERIFY2(b->isEnabled(), actionName);
        QTest::mouseClick(b, Qt::LeftButton);
    }

    QToolButton *sourceButton(const char *name) const
    {
        return m_window->ordersPanel()->findChild<QToolButton *>(QString::fromLatin1(name));
    }

    // Opens the game the Balkans script plays, saved as `name`.json.
    void openBalkans(const QString &name)
    {
        QString error;
        QVERIFY2(test::openScriptFile(m_window.get(), m_map, QStringLiteral("balkans_to_1902"),
                                      m_dir.filePath(name + QStringLiteral(".json")), &error),
                 qPrintable(error));
    }

    QString progress() const { return m_window->phaseBar()->progressText(); }
    int lastChartYear() const
    {
        const std::vector<CentreCounts> &years = panel()->chart()->years();
        return years.empty() ? 0 : years.back().year;
    }

    // Plays the what-if of the issue: Fall 1901 again, with Russia's army in Ukraine supporting the fleet
    // in Rumania; the fleet holds. Returns the what-if's Fall 1901.
    int playWhatIf()
    {
        const int fall = entryAt(QStringLiteral("F1901M"));
        clickRow(panel()->model()->indexForEntry(fall));
        if (replay()->viewedEntry() != fall)
            return -1;
        clickButton("playFromHereAction");
        const int whatIf = game().current();
        if (whatIf == fall || game().entry(whatIf).position.phase.code() != u"F1901M")
            return -1;
        ui::CommandLine *command = m_window->commandLine();
        command->setFocus();
        QTest::keyClicks(command, QStringLiteral("Russia: A ukr S F rum"));
        QTest::keyClick(command, Qt::Key_Return);
        if (!m_window->adjudicate(false) || !game().entry(whatIf).adjudicated)
            return -1;
        return whatIf;
    }

    // Runs the export action `name` and answers its file dialog: returns the file name it proposed and
    // saves to `saveAs` (or cancels when empty).
    QString exportThrough(const char *name, const QString &saveAs)
    {
        QString proposed;
        bool answered = false;
        QTimer poll;
        poll.setInterval(20);
        connect(&poll, &QTimer::timeout, this, [&] {
            auto *dialog = qobject_cast<QFileDialog *>(QApplication::activeModalWidget());
            if (!dialog || answered)
                return;
            answered = true;
            proposed = QFileInfo(dialog->selectedFiles().value(0)).fileName();
            if (saveAs.isEmpty()) {
                dialog->reject();
                return;
            }
            // In place of the name proposed (selectFile() leaves a focused name field alone).
            auto *name = dialog->findChild<QLineEdit *>(QStringLiteral("fileNameEdit"));
            if (!name) {
                dialog->reject();
                return;
            }
            name->setText(saveAs);
            static_cast<QDialog *>(dialog)->accept(); // QFileDialog::accept, as the Save button
        });
        poll.start();
        m_window->action(QString::fromLatin1(name))->trigger();
        poll.stop();
        return answered ? proposed : QStringLiteral("(no file dialog)");
    }

  private slots:
    void initTestCase()
    {
        test::isolateFromUserData(QStringLiteral("arbiter-replay-lines-test"));
        QString error;
        m_map = MainWindow::loadStandardMap(&error);
        QVERIFY2(m_map, qPrintable(error));
        // Spring 1901 to Spring 1903 with one retreat: in Fall 1901 Austria takes Rumania with Turkish
        // support and the Russian fleet there retreats to Sevastopol. Nothing moves in 1902.
        std::optional<Game> g =
            playGameScript(test::austriaTakesRumaniaScript() +
                               QStringLiteral("PHASE W1901A\nPHASE S1902M\nPHASE F1902M\nPHASE W1902A\n"),
                           m_map, &error);
        QVERIFY2(g, qPrintable(error));
        QCOMPARE(g->currentEntry().position.phase.code(), QStringLiteral("S1903M"));
        m_file = m_dir.filePath(QStringLiteral("lines.json"));
        QVERIFY2(document::GameDocument::fromGame(std::move(*g))->save(m_file, &error), qPrintable(error));
    }

    void init()
    {
        m_window = test::openGameMasterWindow(
            m_map, test::WindowSettings{.asker = test::answerAlways(QMessageBox::Discard),
                                        .notifier = test::failOnError(),
                                        .size = {1500, 950}});
        QVERIFY(m_window->openFile(m_file));
    }

    void cleanup()
    {
        if (m_window)
            m_window->close();
        m_window.reset();
    }

    void replayFollowsTheWhatIf()
    {
        const int mainFall = entryAt(QStringLiteral("F1901M"));
        const int mainEnd = game().current();
        QCOMPARE(game().line(mainEnd).size(), std::size_t(8));
        QCOMPARE(game().entry(mainFall).after.dislodged.size(), std::size_t(1)); // F rum
        const int whatIf = playWhatIf();
        QVERIFY(whatIf >= 0);
        QVERIFY(game().entry(whatIf).after.dislodged.empty());
        const int whatIfEnd = game().current();
        QCOMPARE(game().entry(whatIfEnd).position.phase.code(), QStringLiteral("W1901A"));
        QCOMPARE(game().line(whatIfEnd), (std::vector<int>{0, whatIf, whatIfEnd}));

        // Spring 1901 in the what-if, the line being played (it is the original line's as well).
        HistoryModel *model = panel()->model();
        const QModelIndex spring = model->indexForEntry(0);
        QCOMPARE(spring.parent(), model->index(0, 0));
        clickRow(spring);
        QCOMPARE(replay()->viewedEntry(), 0);
        QVERIFY2(progress().contains(QStringLiteral("Phase 1 of 3 ")), qPrintable(progress()));
        QCOMPARE(lastChartYear(), 1901);
        QCOMPARE(panel()->chart()->markedYear(), 1901);
        QVERIFY(!m_window->action(QStringLiteral("switchLineAction"))->isEnabled());

        // Next: the what-if's Fall 1901, where the fleet in Rumania holds.
        clickButton("nextPhaseAction");
        QCOMPARE(replay()->viewedEntry(), whatIf);
        QCOMPARE(m_window->board()->replayEntry(), whatIf);
        QCOMPARE(m_window->mapScene()->dislodgeMarkCount(), 0);
        QVERIFY2(progress().contains(QStringLiteral("Phase 2 of 3 ")), qPrintable(progress()));

        // The line's header replays its first phase on that line.
        clickRow(model->index(0, 0));
        QCOMPARE(replay()->viewedEntry(), 0);
        QVERIFY2(progress().contains(QStringLiteral("Phase 1 of 3 ")), qPrintable(progress()));
        QCOMPARE(lastChartYear(), 1901);

        // Play: the what-if's Fall 1901, then the phase being played, its Winter 1901, ends the replay.
        std::vector<int> seen;
        std::vector<bool> positionsRight;
        std::vector<int> dislodgeMarks;
        const QMetaObject::Connection watch =
            connect(replay(), &ui::ReplayController::viewChanged, this, [&] {
                seen.push_back(replay()->viewedEntry());
                const int shown = replay()->shownEntry();
                positionsRight.push_back(unitsShown(m_window->mapScene()) ==
                                         unitsOf(game().entry(shown).position));
                dislodgeMarks.push_back(m_window->mapScene()->dislodgeMarkCount());
            });
        panel()->speedBox()->setCurrentIndex(0);
        clickButton("playReplayAction");
        QVERIFY(replay()->isPlaying());
        QTRY_VERIFY_WITH_TIMEOUT(!replay()->isPlaying(), 10000);
        disconnect(watch);
        QCOMPARE(seen, (std::vector<int>{whatIf, -1}));
        QCOMPARE(positionsRight, (std::vector<bool>{true, true}));
        QCOMPARE(dislodgeMarks.front(), 0);
        QVERIFY(!replay()->isReplaying());
        QCOMPARE(game().current(), whatIfEnd);

        // The original line, below the what-if's Fall 1901: its header replays its Fall 1901, and stepping
        // back and forth stays on it, through the Spring 1901 both lines share.
        const QModelIndex original = model->index(0, 0, model->indexForEntry(whatIf));
        QCOMPARE(original.data(HistoryModel::LineEndRole).toInt(), mainEnd);
        clickRow(original);
        QCOMPARE(replay()->viewedEntry(), mainFall);
        QCOMPARE(m_window->mapScene()->dislodgeMarkCount(), 1);
        QVERIFY2(progress().contains(QStringLiteral("Phase 2 of 8 ")), qPrintable(progress()));
        QCOMPARE(lastChartYear(), 1902);
        QVERIFY(m_window->action(QStringLiteral("switchLineAction"))->isEnabled());
        clickButton("previousPhaseAction");
        QCOMPARE(replay()->viewedEntry(), 0);
        QVERIFY2(progress().contains(QStringLiteral("Phase 1 of 8 ")), qPrintable(progress()));
        QCOMPARE(lastChartYear(), 1902);
        QVERIFY(m_window->action(QStringLiteral("switchLineAction"))->isEnabled());
        clickButton("nextPhaseAction");
        QCOMPARE(replay()->viewedEntry(), mainFall);
        clickButton("nextPhaseAction");
        QCOMPARE(game().entry(replay()->viewedEntry()).position.phase.code(), QStringLiteral("F1901R"));
        QCOMPARE(unitsShown(m_window->mapScene()), unitsOf(game().entry(replay()->viewedEntry()).position));
        // Switch to This Line continues the line shown.
        m_window->action(QStringLiteral("switchLineAction"))->trigger();
        QCOMPARE(game().current(), mainEnd);
    }

    void exportsNameThePhaseShown()
    {
        ui::MapScene *scene = m_window->mapScene();
        QCOMPARE(scene->titleText(),
                 (QStringList{QStringLiteral("Spring 1903"), QStringLiteral("Movement")}));
        const int fall = entryAt(QStringLiteral("F1901M"));
        clickRow(panel()->model()->indexForEntry(fall));
        QCOMPARE(replay()->viewedEntry(), fall);
        QCOMPARE(scene->titleText(), (QStringList{QStringLiteral("Fall 1901"), QStringLiteral("Movement")}));

        const QString svgFile = m_dir.filePath(QStringLiteral("exported.svg"));
        QCOMPARE(exportThrough("exportSvgAction", svgFile), QStringLiteral("lines F1901M.svg"));
        QFile svg(svgFile);
        QVERIFY(svg.open(QIODevice::ReadOnly));
        const QString drawing = QString::fromUtf8(svg.readAll());
        QVERIFY(drawing.contains(QStringLiteral("<title>lines \u2014 Fall 1901 Movement</title>")));
        QVERIFY(drawing.contains(QStringLiteral(">lines: results of Fall 1901 Movement</text>")));
        QVERIFY(drawing.contains(QStringLiteral(">Fall 1901</text>")));
        QVERIFY(!drawing.contains(QStringLiteral("Europe 1901")));
        // No text names the phase being played (path data may hold any number, 1903 among them).
        QVERIFY(!drawing.contains(QRegularExpression(QStringLiteral(">[^<]*1903[^<]*<"))));
        QCOMPARE(exportThrough("exportPdfAction", {}), QStringLiteral("lines F1901M.pdf"));

        // The retreats after it, the position after them: named as such.
        clickButton("nextPhaseAction");
        QCOMPARE(scene->titleText(), (QStringList{QStringLiteral("Fall 1901"), QStringLiteral("Retreats")}));
        QCOMPARE(exportThrough("exportPngAction", {}), QStringLiteral("lines F1901R.png"));

        // Back at the current phase: its orders; with the results shown, the results of Winter 1902.
        clickButton("currentPhaseAction");
        QVERIFY(!replay()->isReplaying());
        QCOMPARE(scene->titleText(),
                 (QStringList{QStringLiteral("Spring 1903"), QStringLiteral("Movement")}));
        const QString pngFile = m_dir.filePath(QStringLiteral("exported.png"));
        QCOMPARE(exportThrough("exportPngAction", pngFile), QStringLiteral("lines S1903M.png"));
        QVERIFY(QImage(pngFile).height() > 2 * scene->sceneRect().height());
        m_window->action(QStringLiteral("showResultsAction"))->trigger();
        QCOMPARE(scene->board()->overlay(), ui::BoardViewModel::Overlay::Results);
        QCOMPARE(scene->titleText(),
                 (QStringList{QStringLiteral("Winter 1902"), QStringLiteral("Adjustments")}));
        QFile results(m_dir.filePath(QStringLiteral("results.svg")));
        QCOMPARE(exportThrough("exportSvgAction", results.fileName()), QStringLiteral("lines W1902A.svg"));
        QVERIFY(results.open(QIODevice::ReadOnly));
        QVERIFY(QString::fromUtf8(results.readAll())
                    .contains(QStringLiteral(">lines: results of Winter 1902 Adjustments</text>")));
    }

    // In a replay, of the main line or of a what-if, the dock's buttons name the phase shown.
    void replayButtonsNameThePhaseShown()
    {
        openBalkans(QStringLiteral("buttons"));
        QToolButton *orders = sourceButton("ordersSourceButton");
        QToolButton *results = sourceButton("resultsSourceButton");
        QVERIFY(orders && results);
        QVERIFY2(orders->text().contains(QStringLiteral("Spring 1902")), qPrintable(orders->text()));

        clickRow(panel()->model()->indexForEntry(0));
        QCOMPARE(m_window->replay()->viewedEntry(), 0);
        QCOMPARE(m_window->board()->shownPhase().code(), QStringLiteral("S1901M"));
        QVERIFY2(orders->text().contains(QStringLiteral("Spring 1901")), qPrintable(orders->text()));
        QVERIFY2(results->text().contains(QStringLiteral("Spring 1901")), qPrintable(results->text()));
        QVERIFY2(!results->text().contains(QStringLiteral("Winter 1901")), qPrintable(results->text()));

        // A what-if from Fall 1901, played; then its Fall 1901 replayed.
        const int fall = entryAt(QStringLiteral("F1901M"));
        clickRow(panel()->model()->indexForEntry(fall));
        QCOMPARE(m_window->replay()->viewedEntry(), fall);
        QVERIFY2(orders->text().contains(QStringLiteral("Fall 1901")), qPrintable(orders->text()));
        clickButton("playFromHereAction");
        const int whatIf = game().current();
        QVERIFY(whatIf != fall);
        test::typeOrder(m_window.get(), QStringLiteral("Austria: A gal - war"));
        QVERIFY(m_window->adjudicate(false));
        QVERIFY(game().entry(whatIf).adjudicated);
        QVERIFY2(!orders->text().contains(QStringLiteral("Fall 1901")), qPrintable(orders->text()));
        clickRow(panel()->model()->indexForEntry(whatIf));
        QCOMPARE(m_window->replay()->viewedEntry(), whatIf);
        QVERIFY2(orders->text().contains(QStringLiteral("Fall 1901")), qPrintable(orders->text()));
        QVERIFY2(results->text().contains(QStringLiteral("Fall 1901")), qPrintable(results->text()));

        // Leaving the replay by the Orders button: the current phase again.
        QTest::mouseClick(orders, Qt::LeftButton);
        QVERIFY(!m_window->replay()->isReplaying());
        QCOMPARE(game().currentEntry().position.phase.code(), QStringLiteral("W1901A"));
        QVERIFY2(orders->text().contains(QStringLiteral("Winter 1901")), qPrintable(orders->text()));
    }

    // The picture of a what-if's phase names the what-if in its file name, title and caption.
    void exportsNameTheWhatIf()
    {
        openBalkans(QStringLiteral("balkans"));
        const int fall = entryAt(QStringLiteral("F1901M"));
        clickRow(panel()->model()->indexForEntry(fall));
        QCOMPARE(exportThrough("exportPngAction", {}), QStringLiteral("balkans F1901M.png"));
        clickButton("playFromHereAction");
        const int whatIf = game().current();
        const QString branch = branchTitle(game(), whatIf);
        QCOMPARE(branch, QStringLiteral("What-if from Fall 1901"));
        test::typeOrder(m_window.get(), QStringLiteral("Austria: A gal - war"));
        QVERIFY(m_window->adjudicate(false));
        clickRow(panel()->model()->indexForEntry(whatIf));
        QCOMPARE(m_window->replay()->viewedEntry(), whatIf);

        const QString proposed = exportThrough("exportPngAction", {});
        QVERIFY2(proposed.startsWith(QStringLiteral("balkans")) &&
                     proposed.endsWith(QStringLiteral("F1901M.png")),
                 qPrintable(proposed));
        QVERIFY2(proposed.contains(branch), qPrintable(proposed));
        const QString svgFile = m_dir.filePath(QStringLiteral("whatif.svg"));
        exportThrough("exportSvgAction", svgFile);
        QVERIFY(QFileInfo::exists(svgFile));
        QFile svg(svgFile);
        QVERIFY(svg.open(QIODevice::ReadOnly));
        const QString drawing = QString::fromUtf8(svg.readAll());
        const int title = drawing.indexOf(QStringLiteral("<title>"));
        QVERIFY(title >= 0);
        const QString titleText = drawing.mid(title, drawing.indexOf(u'<', title + 1) - title);
        QVERIFY2(titleText.contains(branch) && titleText.contains(QStringLiteral("Fall 1901")),
                 qPrintable(titleText));
        QVERIFY2(drawing.contains(QStringLiteral("results of Fall 1901")), qPrintable(titleText));
        const int caption = drawing.indexOf(QStringLiteral("results of Fall 1901"));
        const int captionStart = drawing.lastIndexOf(u'>', caption);
        QVERIFY2(drawing.mid(captionStart, caption - captionStart).contains(branch),
                 qPrintable(drawing.mid(captionStart, caption - captionStart + 30)));

        // The main line's Fall 1901 is still named as before.
        clickRow(panel()->model()->indexForEntry(fall));
        QCOMPARE(exportThrough("exportPngAction", {}), QStringLiteral("balkans F1901M.png"));
    }

    // Typing during a replay stays in the order line, which says why it cannot enter the order.
    void typingDuringAReplayNeverMovesIt()
    {
        m_window->newGame({}, DrawMode::Dias);
        ui::CommandLine *line = m_window->commandLine();
        for (int i = 0; i < 3; ++i)
            QVERIFY(m_window->adjudicate(false));
        ui::ReplayController *replay = m_window->replay();
        line->setFocus();
        QTest::keyClicks(line, QStringLiteral("A pa"));
        QTest::keyClick(line, Qt::Key_PageUp, Qt::ControlModifier); // back one phase
        QVERIFY(replay->isReplaying());
        const int shown = replay->viewedEntry();
        const QByteArray before = m_window->document()->toData();

        QWidget *focus = QApplication::focusWidget();
        QVERIFY(focus);
        QTest::keyClicks(focus, QStringLiteral("r H"));
        QTest::keyClick(QApplication::focusWidget(), Qt::Key_Return);
        QCOMPARE(replay->viewedEntry(), shown);
        QCOMPARE(m_window->document()->toData(), before);
        QCOMPARE(line->text(), QStringLiteral("A par H")); // kept for when the replay ends
        QVERIFY2(m_window->statusBar()->currentMessage().contains(QStringLiteral("replay")),
                 qPrintable(m_window->statusBar()->currentMessage()));

        // Keys typed on the list of phases go to the order line, not to a search that moves the replay.
        line->clear();
        QTreeView *list = m_window->historyPanel()->view();
        list->setFocus();
        QTest::keyClicks(list, QStringLiteral("Fall"));
        QCOMPARE(replay->viewedEntry(), shown);
        QCOMPARE(line->text(), QStringLiteral("Fall"));
        QVERIFY(line->hasFocus());

        // Back at the current phase the line enters orders again.
        QTest::keyClick(line, Qt::Key_End, Qt::ControlModifier);
        QVERIFY(!replay->isReplaying());
        line->clear();
        test::typeOrder(m_window.get(), QStringLiteral("France: A par H"));
        QCOMPARE(m_window->document()->orders().size(), std::size_t(1));
    }
};

QTEST_MAIN(TestReplayLines)
#include "tst_replay_lines.moc"
