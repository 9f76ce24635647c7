// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
// Defects a game master met at the table (issue 17): keys that did not reach the game, typing that moved a
// replay, text carried into the next game, a rules dialog that told the wrong rules and cut its choices,
// marks hidden behind units, units drawn on top of each other, and a window that broke as it closed.
#include "dialogs/new_game_dialog.h"
#include "dialogs/rules_dialog.h"
#include "document/autosave.h"
#include "document/game_document.h"
#include "document/rules_description.h"
#include "gui_test_environment.h"
#include "main_window.h"
#include "replay_controller.h"
#include "scene/map_artwork.h"
#include "scene/map_scene.h"
#include "scene/order_item.h"
#include "scene/unit_item.h"
#include "widgets/command_line.h"
#include "widgets/history_panel.h"
#include "widgets/map_view.h"
#include "widgets/setup_panel.h"

#include <QAction>
#include <QApplication>
#include <QComboBox>
#include <QDir>
#include <QDockWidget>
#include <QGraphicsScene>
#include <QImage>
#include <QLabel>
#include <QPainter>
#include <QPushButton>
#include <QSpinBox>
#include <QStatusBar>
#include <QStyleOptionComboBox>
#include <QSvgRenderer>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <QTreeView>

using namespace arbiter;
using arbiter::ui::MainWindow;

using test::whenDialogShows;

class TestTableDefects : public QObject
{
    Q_OBJECT

  private:
    std::shared_ptr<const Map> m_map;
    std::unique_ptr<MainWindow> m_window;

    document::GameDocument *doc() const { return m_window->document(); }
    ui::CommandLine *line() const { return m_window->commandLine(); }
    QString status() const { return m_window->statusBar()->currentMessage(); }

    // Types into the order line as the game master does: focus, keys, Return.
    void typeOrder(const QString &text)
    {
        line()->setFocus();
        QTest::keyClicks(line(), text);
        QTest::keyClick(line(), Qt::Key_Escape); // closes a completion popup if one is open
        if (line()->text() != text)              // Escape without a popup cleared the line
            QTest::keyClicks(line(), text);
        QTest::keyClick(line(), Qt::Key_Return);
    }

  private slots:
    void initTestCase()
    {
        test::isolateFromUserData(QStringLiteral("arbiter-table-defects-test"));
        QString error;
        m_map = MainWindow::loadStandardMap(&error);
        QVERIFY2(m_map, qPrintable(error));
    }

    void init()
    {
        QDir(document::Autosave::recoveryFolder()).removeRecursively();
        m_window = std::make_unique<MainWindow>(m_map);
        // Orders missing: adjudicate anyway; unsaved changes: discard.
        m_window->setAsker([](const QString &, const QString &, QMessageBox::StandardButtons buttons,
                              QMessageBox::StandardButton) {
            return buttons.testFlag(QMessageBox::Yes) ? QMessageBox::Yes : QMessageBox::Discard;
        });
        m_window->setNotifier([](const QString &title, const QString &text) {
            qWarning("%s: %s", qPrintable(title), qPrintable(text));
        });
        m_window->resize(1400, 950);
        m_window->show();
        QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
        m_window->activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(m_window.get()));
        m_window->mapView()->fitToWindow();
    }

    void cleanup()
    {
        if (m_window)
            m_window->close();
        m_window.reset();
    }

    // Item 5: Ctrl+Z and Ctrl+Shift+Z undo and redo the game while the order line has the focus.
    void undoAndRedoReachTheGameFromTheOrderLine()
    {
        const QString spring = doc()->phase().code();
        typeOrder(QStringLiteral("France: A par - bur"));
        QCOMPARE(doc()->orders().size(), std::size_t(1));
        QTest::keyClick(line(), Qt::Key_Return, Qt::ControlModifier); // adjudicate
        const QString fall = doc()->phase().code();
        QVERIFY(fall != spring);
        QVERIFY(line()->hasFocus());

        QTest::keyClick(line(), Qt::Key_Z, Qt::ControlModifier);
        QCOMPARE(doc()->phase().code(), spring);
        QCOMPARE(doc()->orders().size(), std::size_t(1));
        QCOMPARE(line()->text(), QString()); // the typed order did not come back into the line

        QTest::keyClick(line(), Qt::Key_Z, Qt::ControlModifier | Qt::ShiftModifier);
        QCOMPARE(doc()->phase().code(), fall);

        // Undo the adjudication and the order; with nothing left to undo the key still does not undo the
        // line's own text.
        QTest::keyClick(line(), Qt::Key_Z, Qt::ControlModifier);
        QTest::keyClick(line(), Qt::Key_Z, Qt::ControlModifier);
        QVERIFY(doc()->orders().empty());
        QTest::keyClicks(line(), QStringLiteral("A bx"));
        QTest::keyClick(line(), Qt::Key_Z, Qt::ControlModifier);
        QCOMPARE(doc()->phase().code(), spring);
        QCOMPARE(line()->text(), QStringLiteral("A bx"));
    }

    // Item 5, in another field: Ctrl+Z in the set-up panel's year box undoes the set-up edit.
    void undoReachesTheSetUpFromItsYearField()
    {
        QTest::keyClick(m_window.get(), Qt::Key_U, Qt::ControlModifier | Qt::ShiftModifier);
        QVERIFY(m_window->settingUp());
        auto *year = m_window->setupPanel()->findChild<QSpinBox *>(QStringLiteral("setupYear"));
        QVERIFY(year);
        year->setFocus();
        const int before = year->value();
        QTest::keyClick(year, Qt::Key_Up);
        QCOMPARE(year->value(), before + 1);
        QCOMPARE(m_window->setupPanel()->position().phase.year, before + 1);
        QTest::keyClick(year, Qt::Key_Z, Qt::ControlModifier);
        QCOMPARE(m_window->setupPanel()->position().phase.year, before);
        QCOMPARE(year->value(), before);
        QTest::keyClick(year, Qt::Key_Z, Qt::ControlModifier | Qt::ShiftModifier);
        QCOMPARE(m_window->setupPanel()->position().phase.year, before + 1);
    }

    // Item 6: typing during a replay stays in the order line, which says why it cannot enter the order.
    void typingDuringAReplayNeverMovesIt()
    {
        for (int i = 0; i < 3; ++i)
            QVERIFY(m_window->adjudicate(false));
        ui::ReplayController *replay = m_window->replay();
        line()->setFocus();
        QTest::keyClicks(line(), QStringLiteral("A pa"));
        QTest::keyClick(line(), Qt::Key_PageUp, Qt::ControlModifier); // back one phase
        QVERIFY(replay->isReplaying());
        const int shown = replay->viewedEntry();
        const QByteArray before = doc()->toData();

        QWidget *focus = QApplication::focusWidget();
        QVERIFY(focus);
        QTest::keyClicks(focus, QStringLiteral("r H"));
        QTest::keyClick(QApplication::focusWidget(), Qt::Key_Return);
        QCOMPARE(replay->viewedEntry(), shown);
        QCOMPARE(doc()->toData(), before);
        QCOMPARE(line()->text(), QStringLiteral("A par H")); // kept for when the replay ends
        QVERIFY2(status().contains(QStringLiteral("replay")), qPrintable(status()));

        // Keys typed on the list of phases go to the order line, not to a search that moves the replay.
        line()->clear();
        QTreeView *list = m_window->historyPanel()->view();
        list->setFocus();
        QTest::keyClicks(list, QStringLiteral("Fall"));
        QCOMPARE(replay->viewedEntry(), shown);
        QCOMPARE(line()->text(), QStringLiteral("Fall"));
        QVERIFY(line()->hasFocus());

        // Back at the current phase the line enters orders again.
        QTest::keyClick(line(), Qt::Key_End, Qt::ControlModifier);
        QVERIFY(!replay->isReplaying());
        line()->clear();
        typeOrder(QStringLiteral("France: A par H"));
        QCOMPARE(doc()->orders().size(), std::size_t(1));
    }

    // Item 7: a newly opened game starts with an empty order line.
    void orderLineStartsEmptyInANewGame()
    {
        QTemporaryDir dir;
        const QString file = dir.filePath(QStringLiteral("game.json"));
        QVERIFY(m_window->saveFile(file));

        line()->setFocus();
        QTest::keyClicks(line(), QStringLiteral("A par - bx"));
        QCOMPARE(line()->text(), QStringLiteral("A par - bx"));
        whenDialogShows<ui::NewGameDialog>([](ui::NewGameDialog *dialog) { dialog->accept(); });
        QTest::keyClick(line(), Qt::Key_N, Qt::ControlModifier);
        QCOMPARE(line()->text(), QString());
        QVERIFY(!line()->isUndoAvailable()); // its context menu's Undo cannot bring the old line back

        QTest::keyClicks(line(), QStringLiteral("F bre - mx"));
        QCOMPARE(line()->text(), QStringLiteral("F bre - mx"));
        QVERIFY(m_window->openFile(file));
        QCOMPARE(line()->text(), QString());
    }

    // Item 11: the rules dialog says what will be in force after OK, and shows whole choices.
    void rulesDialogTellsWhatWillBeInForce()
    {
        ui::RulesDialog dialog(RuleSettings(), DrawMode::Dias);
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        const QString now = document::rulesTitle(RuleSettings());
        QVERIFY2(dialog.summaryLabel()->text().contains(now), qPrintable(dialog.summaryLabel()->text()));

        QComboBox *preset = dialog.presetBox();
        preset->setFocus();
        while (preset->currentData().toString() != u"1971" && preset->currentIndex() < preset->count() - 1)
            QTest::keyClick(preset, Qt::Key_Down);
        QCOMPARE(preset->currentData().toString(), QStringLiteral("1971"));
        RuleSettings rules1971;
        QVERIFY(RuleSettings::preset(u"1971", &rules1971));
        QCOMPARE(dialog.rules(), rules1971);
        const QString summary = dialog.summaryLabel()->text();
        // Not "In force: 1971 rulebook": that is only so after OK; the rules in force now are named too.
        QVERIFY2(summary.contains(document::rulesTitle(rules1971)), qPrintable(summary));
        QVERIFY2(summary.contains(now), qPrintable(summary));
        QVERIFY2(!summary.startsWith(QStringLiteral("In force: ") + document::rulesTitle(rules1971)),
                 qPrintable(summary));
    }

    void rulesDialogShowsWholeChoices()
    {
        RuleSettings rules1971;
        QVERIFY(RuleSettings::preset(u"1971", &rules1971));
        ui::RulesDialog dialog(rules1971, DrawMode::Dias);
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        QStringList cut;
        for (const RuleIssueInfo &info : ruleIssues()) {
            QComboBox *box = dialog.issueBox(info.issue);
            QStyleOptionComboBox option;
            option.initFrom(box);
            option.editable = false;
            const QRect field =
                box->style()->subControlRect(QStyle::CC_ComboBox, &option, QStyle::SC_ComboBoxEditField, box);
            const QRect needed =
                box->fontMetrics().boundingRect(field, Qt::TextWordWrap | Qt::AlignLeft, box->currentText());
            if (needed.height() > field.height() + 2 || needed.width() > field.width())
                cut << QString::fromLatin1(info.number);
        }
        QVERIFY2(cut.isEmpty(), qPrintable(QStringLiteral("text cut in ") + cut.join(u", ")));
    }

    // Item 14: a removal's cross lies on top of the unit removed.
    void removalMarkIsDrawnAboveItsUnit()
    {
        QVERIFY(m_window->openDatcCase(QStringLiteral(ARBITER_SOURCE_DIR "/tests/datc/6j_civil_disorder.txt"),
                                       QStringLiteral("6.J.1")));
        QCOMPARE(doc()->phase().kind, PhaseKind::Adjustment);
        ui::MapScene *scene = m_window->mapScene();
        const QPointF pic = scene->unitPlace(m_map->findLocation(u"pic"));
        const QList<QGraphicsItem *> here = scene->items(pic, Qt::IntersectsItemShape, Qt::DescendingOrder);
        QVERIFY(!here.isEmpty());
        QVERIFY2(dynamic_cast<ui::OrderItem *>(here.front()), "the unit hides its removal");

        // And it is seen: the centre of the unit is painted in the cross's red.
        QImage image(200, 200, QImage::Format_ARGB32);
        image.fill(Qt::transparent);
        QPainter painter(&image);
        scene->render(&painter, QRectF(0, 0, 200, 200), QRectF(pic - QPointF(25, 25), QSizeF(50, 50)));
        painter.end();
        const QColor centre = image.pixelColor(100, 100);
        QVERIFY2(centre.red() > 150 && centre.green() < 90 && centre.blue() < 90, qPrintable(centre.name()));
    }

    // Item 15: a dislodged unit is drawn clear of the unit arriving in its province and of the province name.
    void dislodgedUnitsClearOfArrivalsAndLabels()
    {
        ui::MapScene *scene = m_window->mapScene();
        ui::MapArtwork artwork;
        artwork.load(*m_map, Map::standardMapDirectory());
        QVERIFY(!artwork.isPlaceholder());
        QGraphicsScene probe;
        QStringList overlaps;
        for (int loc = 0; loc < m_map->locationCount(); ++loc) {
            const int province = m_map->location(loc).province;
            // A fleet stands by the coast of a coastal province, an army nearer its centre: both kinds of
            // dislodged unit keep clear of both kinds of arrival.
            for (UnitType dislodgedType : {UnitType::Army, UnitType::Fleet}) {
                auto *dislodged = new ui::UnitItem(dislodgedType, Qt::red, true);
                dislodged->setPos(scene->unitPlace(loc, dislodgedType, true));
                probe.addItem(dislodged);
                std::vector<int> arrivals{province};
                for (int coast : m_map->province(province).coasts)
                    arrivals.push_back(coast);
                for (int arrival : arrivals) {
                    for (UnitType type : {UnitType::Army, UnitType::Fleet}) {
                        auto *unit = new ui::UnitItem(type, Qt::blue, false);
                        unit->setPos(scene->unitPlace(arrival, type));
                        probe.addItem(unit);
                        if (dislodged->collidesWithItem(unit))
                            overlaps << m_map->location(loc).id + QStringLiteral(" on ") +
                                            m_map->location(arrival).id;
                        delete unit;
                    }
                }
                const QString label = QStringLiteral("label-%1").arg(m_map->province(province).id);
                QVERIFY(artwork.renderer()->elementExists(label));
                QPainterPath name;
                name.addRect(artwork.renderer()->boundsOnElement(label));
                if (dislodged->collidesWithPath(dislodged->mapFromScene(name)))
                    overlaps << m_map->location(loc).id + QStringLiteral(" on its name");
                delete dislodged;
            }
        }
        QVERIFY2(overlaps.isEmpty(), qPrintable(overlaps.join(u", ")));
    }

    // Item 15: an unreadable long line does not push the reason off the status bar.
    void longUnreadableLineKeepsTheReason()
    {
        QString junk;
        for (int i = 0; i < 12; ++i)
            junk += QStringLiteral("xq%1zz vv ").arg(i);
        typeOrder(QStringLiteral("A par qq ") + junk);
        const QString message = status();
        QVERIFY2(message.startsWith(QStringLiteral("Cannot read")), qPrintable(message));
        QVERIFY2(!message.contains(junk.trimmed()), qPrintable(message));
        const int room = m_window->statusBar()->width();
        QVERIFY2(m_window->statusBar()->fontMetrics().horizontalAdvance(message) < room * 3 / 4,
                 qPrintable(message));
    }

    // Item 16: the window closes cleanly after set-up mode: the game it replaced (with its undo history,
    // still waiting to be deleted) sends no signal to the half-destroyed window. A Debug build of Qt asserts
    // on it.
    void closingAfterSetupIsClean()
    {
        typeOrder(QStringLiteral("France: A par - bur"));
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

QTEST_MAIN(TestTableDefects)
#include "tst_table_defects.moc"
