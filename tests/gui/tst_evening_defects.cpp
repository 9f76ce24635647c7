// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
// Defects a tester found playing a game master's evening, each driven through the real widgets: what the
// results say of a unit without an order that was dislodged, the orders dock's buttons in a replay, the power
// a typed line carries to the next, dislodged units at the map's edge, and exports of a what-if.
#include "document/autosave.h"
#include "document/game_document.h"
#include "gui_test_environment.h"
#include "main_window.h"
#include "record/game_lines.h"
#include "record/game_script.h"
#include "replay_controller.h"
#include "scene/map_scene.h"
#include "scene/unit_item.h"
#include "widgets/command_line.h"
#include "widgets/history_model.h"
#include "widgets/history_panel.h"
#include "widgets/orders_model.h"
#include "widgets/orders_panel.h"

#include <QAction>
#include <QApplication>
#include <QDir>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QLabel>
#include <QLineEdit>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <QToolButton>
#include <QTreeView>

using namespace arbiter;
using arbiter::ui::MainWindow;
using arbiter::ui::OrdersModel;

namespace {

// To Spring 1902: Austria's armies in Serbia and Rumania, Turkey's in Bulgaria.
constexpr const char *balkans = R"(
PHASE S1901M
Austria:
A bud - ser
A vie - gal
Turkey:
A con - bul
PHASE F1901M
Austria: A gal - rum
PHASE W1901A
)";

// To Winter 1901: France takes Belgium and Portugal, and may build in Paris and Brest.
constexpr const char *france = R"(
PHASE S1901M
France:
A par - pic
F bre - mao
PHASE F1901M
France:
A pic - bel
F mao - por
)";

// To the retreats of Fall 1902: Turkey dislodges the Russian fleet in Sevastopol, at the map's right edge.
constexpr const char *sevastopol = R"(
PHASE S1901M
Turkey:
F ank - bla
A smy - arm
PHASE F1901M
PHASE S1902M
PHASE F1902M
Turkey:
A arm - sev
F bla S A arm - sev
)";

} // namespace

class TestEveningDefects : public QObject
{
    Q_OBJECT

  private:
    std::shared_ptr<const Map> m_map;
    std::unique_ptr<MainWindow> m_window;
    QTemporaryDir m_dir;

    const Game &game() const { return m_window->document()->game(); }
    ui::HistoryPanel *history() const { return m_window->historyPanel(); }
    QToolButton *sourceButton(const char *name) const
    {
        return m_window->ordersPanel()->findChild<QToolButton *>(QString::fromLatin1(name));
    }
    QString status() const { return m_window->statusBar()->currentMessage(); }

    // Opens the game a script plays, saved as `name`.json.
    bool openScript(const char *script, const QString &name)
    {
        QString error;
        std::optional<Game> g = playGameScript(QString::fromLatin1(script), m_map, &error);
        if (!g) {
            qWarning("%s", qPrintable(error));
            return false;
        }
        const QString file = m_dir.filePath(name + QStringLiteral(".json"));
        if (!document::GameDocument::fromGame(std::move(*g))->save(file, &error)) {
            qWarning("%s", qPrintable(error));
            return false;
        }
        return m_window->openFile(file);
    }

    void typeLine(const QString &line)
    {
        ui::CommandLine *command = m_window->commandLine();
        command->setFocus();
        QTest::keyClicks(command, line);
        QTest::keyClick(command, Qt::Key_Return);
    }

    // The entry of the line being played with this phase code.
    int entryAt(const QString &code) const
    {
        for (int id : game().line(game().current())) {
            if (game().entry(id).position.phase.code() == code)
                return id;
        }
        return -1;
    }

    void clickHistoryRow(int entry)
    {
        QTreeView *view = history()->view();
        const QModelIndex index = history()->model()->indexForEntry(entry);
        QVERIFY(index.isValid());
        view->scrollTo(index);
        const QRect rect = view->visualRect(index);
        QVERIFY2(rect.isValid() && view->viewport()->rect().contains(rect.center()),
                 qPrintable(index.data().toString()));
        QTest::mouseClick(view->viewport(), Qt::LeftButton, Qt::NoModifier, rect.center());
    }

    void clickHistoryButton(const char *actionName)
    {
        QAction *action = m_window->action(QString::fromLatin1(actionName));
        for (QToolButton *b : history()->findChildren<QToolButton *>()) {
            if (b->defaultAction() == action && b->isVisible() && b->isEnabled()) {
                QTest::mouseClick(b, Qt::LeftButton);
                return;
            }
        }
        QFAIL(actionName);
    }

    // The state column of a unit's row in the orders dock, under its power.
    QString stateOf(const QString &power, const QString &unit) const
    {
        OrdersModel *model = m_window->ordersPanel()->model();
        for (int g = 0; g < model->rowCount(); ++g) {
            const QModelIndex group = model->index(g, 0);
            if (group.data().toString() != power)
                continue;
            for (int r = 0; r < model->rowCount(group); ++r) {
                if (model->index(r, OrdersModel::OrderColumn, group).data().toString() == unit)
                    return model->index(r, OrdersModel::StateColumn, group).data().toString();
            }
        }
        return QStringLiteral("(no row for %1 %2)").arg(power, unit);
    }

    // Runs the export action `name` and cancels its file dialog: returns the file name it proposed.
    QString proposedExportName(const char *name)
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
            dialog->reject();
        });
        poll.start();
        m_window->action(QString::fromLatin1(name))->trigger();
        poll.stop();
        return answered ? proposed : QStringLiteral("(no file dialog)");
    }

    // Runs the export action `name` and saves to `saveAs` through its file dialog.
    bool exportTo(const char *name, const QString &saveAs)
    {
        bool answered = false;
        QTimer poll;
        poll.setInterval(20);
        connect(&poll, &QTimer::timeout, this, [&] {
            auto *dialog = qobject_cast<QFileDialog *>(QApplication::activeModalWidget());
            if (!dialog || answered)
                return;
            answered = true;
            auto *field = dialog->findChild<QLineEdit *>(QStringLiteral("fileNameEdit"));
            if (!field) {
                dialog->reject();
                return;
            }
            field->setText(saveAs);
            static_cast<QDialog *>(dialog)->accept();
        });
        poll.start();
        m_window->action(QString::fromLatin1(name))->trigger();
        poll.stop();
        return answered && QFileInfo::exists(saveAs);
    }

  private slots:
    void initTestCase()
    {
        test::isolateFromUserData(QStringLiteral("arbiter-evening-defects-test"));
        QString error;
        m_map = MainWindow::loadStandardMap(&error);
        QVERIFY2(m_map, qPrintable(error));
    }

    void init()
    {
        QDir(document::Autosave::recoveryFolder()).removeRecursively();
        m_window = std::make_unique<MainWindow>(m_map);
        m_window->setAsker([](const QString &, const QString &, QMessageBox::StandardButtons,
                              QMessageBox::StandardButton) { return QMessageBox::Discard; });
        m_window->setNotifier([](const QString &title, const QString &text) {
            QFAIL(qPrintable(title + QStringLiteral(": ") + text));
        });
        m_window->resize(1500, 950);
        m_window->show();
        QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
    }

    void cleanup()
    {
        if (m_window)
            m_window->close();
        m_window.reset();
    }

    // A: the results row of a unit without an order says it was dislodged, and by which unit.
    void unorderedDislodgedUnitSaysByWhom()
    {
        QVERIFY(openScript(balkans, QStringLiteral("balkans")));
        QCOMPARE(game().currentEntry().position.phase.code(), QStringLiteral("S1902M"));
        typeLine(QStringLiteral("Austria: A ser - bul"));
        typeLine(QStringLiteral("A rum S A ser - bul"));
        QCOMPARE(m_window->document()->orders().size(), std::size_t(2));
        QVERIFY(m_window->adjudicate(false));
        QCOMPARE(game().currentEntry().position.phase.code(), QStringLiteral("S1902R"));

        QToolButton *results = sourceButton("resultsSourceButton");
        QVERIFY(results && results->isEnabled());
        QTest::mouseClick(results, Qt::LeftButton);
        QCOMPARE(m_window->ordersPanel()->model()->source(), OrdersModel::Source::LastResults);
        const QString bul = stateOf(QStringLiteral("Turkey"), QStringLiteral("A bul"));
        QVERIFY2(bul.contains(QStringLiteral("dislodged (by A ser)")), qPrintable(bul));
        QVERIFY2(!bul.contains(QStringLiteral("held")), qPrintable(bul));
        // A unit without an order that was not dislodged still held.
        const QString smy = stateOf(QStringLiteral("Turkey"), QStringLiteral("A smy"));
        QCOMPARE(smy, QStringLiteral("no order: held"));
    }

    // B: in a replay, of the main line or of a what-if, the dock's buttons name the phase shown.
    void replayButtonsNameThePhaseShown()
    {
        QVERIFY(openScript(balkans, QStringLiteral("buttons")));
        QToolButton *orders = sourceButton("ordersSourceButton");
        QToolButton *results = sourceButton("resultsSourceButton");
        QVERIFY(orders && results);
        QVERIFY2(orders->text().contains(QStringLiteral("Spring 1902")), qPrintable(orders->text()));

        clickHistoryRow(0);
        QCOMPARE(m_window->replay()->viewedEntry(), 0);
        QCOMPARE(m_window->board()->shownPhase().code(), QStringLiteral("S1901M"));
        QVERIFY2(orders->text().contains(QStringLiteral("Spring 1901")), qPrintable(orders->text()));
        QVERIFY2(results->text().contains(QStringLiteral("Spring 1901")), qPrintable(results->text()));
        QVERIFY2(!results->text().contains(QStringLiteral("Winter 1901")), qPrintable(results->text()));

        // A what-if from Fall 1901, played; then its Fall 1901 replayed.
        const int fall = entryAt(QStringLiteral("F1901M"));
        clickHistoryRow(fall);
        QCOMPARE(m_window->replay()->viewedEntry(), fall);
        QVERIFY2(orders->text().contains(QStringLiteral("Fall 1901")), qPrintable(orders->text()));
        clickHistoryButton("playFromHereAction");
        const int whatIf = game().current();
        QVERIFY(whatIf != fall);
        typeLine(QStringLiteral("Austria: A gal - war"));
        QVERIFY(m_window->adjudicate(false));
        QVERIFY(game().entry(whatIf).adjudicated);
        QVERIFY2(!orders->text().contains(QStringLiteral("Fall 1901")), qPrintable(orders->text()));
        clickHistoryRow(whatIf);
        QCOMPARE(m_window->replay()->viewedEntry(), whatIf);
        QVERIFY2(orders->text().contains(QStringLiteral("Fall 1901")), qPrintable(orders->text()));
        QVERIFY2(results->text().contains(QStringLiteral("Fall 1901")), qPrintable(results->text()));

        // Leaving the replay by the Orders button: the current phase again.
        QTest::mouseClick(orders, Qt::LeftButton);
        QVERIFY(!m_window->replay()->isReplaying());
        QCOMPARE(game().currentEntry().position.phase.code(), QStringLiteral("W1901A"));
        QVERIFY2(orders->text().contains(QStringLiteral("Winter 1901")), qPrintable(orders->text()));
    }

    // C: a line's "France:" carries to the next line after a build; a power-less waive is told so; an
    // unreadable line is replaced by what is typed next.
    void powerCarriesAfterABuild()
    {
        QVERIFY(openScript(france, QStringLiteral("france")));
        QCOMPARE(game().currentEntry().position.phase.code(), QStringLiteral("W1901A"));
        ui::CommandLine *command = m_window->commandLine();
        auto *label = m_window->findChild<QLabel *>(QStringLiteral("commandPower"));
        QVERIFY(label);
        const int frenchPower = m_map->findPower(u"france");

        // No power known yet: the message fits a waive, and the line waits, selected, to be replaced.
        typeLine(QStringLiteral("waive"));
        QVERIFY(m_window->document()->orders().empty());
        QVERIFY2(status().contains(QStringLiteral("waive")), qPrintable(status()));
        QVERIFY2(!status().contains(QStringLiteral("no unit there")), qPrintable(status()));
        QCOMPARE(command->selectedText(), QStringLiteral("waive"));

        typeLine(QStringLiteral("France: build A par"));
        QCOMPARE(m_window->document()->orders().size(), std::size_t(1));
        QCOMPARE(m_window->document()->orders()[0].order.type, OrderType::Build);
        QCOMPARE(command->defaultPower(), frenchPower);
        QCOMPARE(label->text(), QStringLiteral("France:"));

        typeLine(QStringLiteral("waive"));
        QCOMPARE(m_window->document()->orders().size(), std::size_t(2));
        QCOMPARE(m_window->document()->orders()[1].order.type, OrderType::Waive);
        QCOMPARE(m_window->document()->orders()[1].order.power, frenchPower);
        QVERIFY(command->text().isEmpty());

        // An unreadable line: the message names the word; the next line typed replaces it.
        typeLine(QStringLiteral("build F moon"));
        QCOMPARE(m_window->document()->orders().size(), std::size_t(2));
        QVERIFY2(status().contains(QStringLiteral("moon")), qPrintable(status()));
        QCOMPARE(command->text(), QStringLiteral("build F moon"));
        QTest::keyClicks(command, QStringLiteral("build F bre"));
        QCOMPARE(command->text(), QStringLiteral("build F bre"));
    }

    // D: every place a dislodged unit is drawn keeps the whole unit inside the map.
    void dislodgedUnitsInsideTheMap()
    {
        m_window->newGame({}, DrawMode::Dias);
        ui::MapScene *scene = m_window->mapScene();
        const QRectF map = scene->sceneRect();
        const qreal reach = ui::UnitItem::reach(true);
        QStringList outside;
        for (int loc = 0; loc < m_map->locationCount(); ++loc) {
            const QPointF c = scene->unitPlace(loc, true);
            if (!map.contains(QRectF(c - QPointF(reach, reach), QSizeF(2 * reach, 2 * reach))))
                outside << m_map->location(loc).id;
        }
        QVERIFY2(outside.isEmpty(), qPrintable(outside.join(u", ")));
    }

    // D, as the tester saw it: the Russian fleet dislodged from Sevastopol is drawn whole.
    void dislodgedFleetInSevastopolDrawnWhole()
    {
        QVERIFY(openScript(sevastopol, QStringLiteral("sevastopol")));
        QCOMPARE(game().currentEntry().position.phase.code(), QStringLiteral("F1902R"));
        ui::MapScene *scene = m_window->mapScene();
        const int sev = m_map->findLocation(u"sev");
        const ui::UnitItem *fleet = nullptr;
        for (const ui::UnitItem *item : scene->unitItems()) {
            if (item->isDislodged() && item->location() == sev)
                fleet = item;
        }
        QVERIFY(fleet);
        const qreal reach = ui::UnitItem::reach(true);
        const QRectF drawing(fleet->scenePos() - QPointF(reach, reach), QSizeF(2 * reach, 2 * reach));
        QVERIFY2(scene->sceneRect().contains(drawing),
                 qPrintable(QStringLiteral("%1,%2").arg(drawing.right()).arg(scene->sceneRect().right())));
    }

    // E: the picture of a what-if's phase names the what-if in its file name, title and caption.
    void exportsNameTheWhatIf()
    {
        QVERIFY(openScript(balkans, QStringLiteral("evening")));
        const int fall = entryAt(QStringLiteral("F1901M"));
        clickHistoryRow(fall);
        QCOMPARE(proposedExportName("exportPngAction"), QStringLiteral("evening F1901M.png"));
        clickHistoryButton("playFromHereAction");
        const int whatIf = game().current();
        const QString branch = branchTitle(game(), whatIf);
        QCOMPARE(branch, QStringLiteral("What-if from Fall 1901"));
        typeLine(QStringLiteral("Austria: A gal - war"));
        QVERIFY(m_window->adjudicate(false));
        clickHistoryRow(whatIf);
        QCOMPARE(m_window->replay()->viewedEntry(), whatIf);

        const QString proposed = proposedExportName("exportPngAction");
        QVERIFY2(proposed.startsWith(QStringLiteral("evening")) &&
                     proposed.endsWith(QStringLiteral("F1901M.png")),
                 qPrintable(proposed));
        QVERIFY2(proposed.contains(branch), qPrintable(proposed));
        const QString svgFile = m_dir.filePath(QStringLiteral("whatif.svg"));
        QVERIFY(exportTo("exportSvgAction", svgFile));
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
        clickHistoryRow(fall);
        QCOMPARE(proposedExportName("exportPngAction"), QStringLiteral("evening F1901M.png"));
    }

    // An export of a game with no phase adjudicated would be an empty record: the menu says so instead of
    // asking for a file.
    void exportOfAnUnplayedGameSaysSo()
    {
        for (const char *action : {"exportJudgeAction", "exportMilaAction"}) {
            QStringList said;
            m_window->setNotifier(
                [&said](const QString &title, const QString &text) { said << title << text; });
            QCOMPARE(proposedExportName(action), QStringLiteral("(no file dialog)"));
            QCOMPARE(said.value(0), QStringLiteral("Nothing to Export"));
            QVERIFY2(said.value(1).contains(QStringLiteral("No phase of this game is adjudicated yet")),
                     qPrintable(said.join(u'\n')));
        }
    }
};

QTEST_MAIN(TestEveningDefects)
#include "tst_evening_defects.moc"
