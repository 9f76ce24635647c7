// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
// Orders as a game master enters them at the table, typed into the command line and clicked on the map:
// what the status bar, the phase bar, the orders panel and the missing-orders question say about them; waives
// judged among the builds entered, orders of the wrong kind for the phase refused without touching what was
// entered, and the order lines of a DATC case that could not be read.
#include "document/autosave.h"
#include "document/game_document.h"
#include "game_master_window.h"
#include "gui_test_environment.h"
#include "main_window.h"
#include "scene/map_scene.h"
#include "scene/order_item.h"
#include "scene/unit_item.h"
#include "text/order_formatter.h"
#include "widgets/command_line.h"
#include "widgets/map_view.h"
#include "widgets/orders_model.h"
#include "widgets/orders_panel.h"
#include "widgets/phase_bar.h"

#include <QAbstractItemModel>
#include <QDir>
#include <QFile>
#include <QHeaderView>
#include <QImage>
#include <QMessageBox>
#include <QPainter>
#include <QSignalSpy>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <QToolButton>
#include <QTreeView>

using namespace arbiter;
using arbiter::ui::MainWindow;
using State = arbiter::ui::OrdersModel::State;

namespace {

// One order's row of the orders panel as the game master reads it.
struct PanelRow
{
    QString detail;
    State state = State::Missing;
};

} // namespace

class TestOrderEntry : public QObject
{
    Q_OBJECT

  private:
    std::shared_ptr<const Map> m_map;
    std::unique_ptr<MainWindow> m_window;

    document::GameDocument *doc() const { return m_window->document(); }

    // Types a line into the command line and presses Enter; returns what the status bar then says.
    QString type(const QString &line)
    {
        ui::CommandLine *command = m_window->commandLine();
        command->setFocus();
        command->clear();
        QTest::keyClicks(command, line);
        QTest::keyClick(command, Qt::Key_Escape); // closes a completion popup if one is open
        if (command->text() != line)              // Escape with no popup cleared the line
            QTest::keyClicks(command, line);
        QTest::keyClick(command, Qt::Key_Return);
        return status();
    }
    QString status() const { return m_window->statusBar()->currentMessage(); }
    bool statusIsError() const
    {
        return m_window->statusBar()->styleSheet().contains(QStringLiteral("#b00000"));
    }

    void clickUnit(const QString &location)
    {
        const QPointF place = m_window->mapScene()->unitPlace(m_map->findLocation(location), false);
        QTest::mouseClick(m_window->mapView()->viewport(), Qt::LeftButton, Qt::NoModifier,
                          m_window->mapView()->mapFromScene(place));
    }

    // The row of the orders panel whose order reads `text`; the test fails when there is none.
    PanelRow row(const QString &text) const
    {
        const QAbstractItemModel *model = m_window->ordersPanel()->view()->model();
        for (int g = 0; g < model->rowCount(); ++g) {
            const QModelIndex group = model->index(g, 0);
            for (int r = 0; r < model->rowCount(group); ++r) {
                const QModelIndex order = model->index(r, ui::OrdersModel::OrderColumn, group);
                if (order.data().toString() != text)
                    continue;
                return {model->index(r, ui::OrdersModel::StateColumn, group).data().toString(),
                        order.data(ui::OrdersModel::StateRole).value<State>()};
            }
        }
        QTest::qFail(qPrintable(QStringLiteral("no row %1 in the orders panel").arg(text)), __FILE__,
                     __LINE__);
        return {};
    }

    QToolButton *sourceButton(const char *name) const
    {
        return m_window->ordersPanel()->findChild<QToolButton *>(QString::fromLatin1(name));
    }

    void adjudicateWithoutAsking(const QString &expectedNext)
    {
        QVERIFY(m_window->adjudicate(false));
        QCOMPARE(doc()->phase().code(), expectedNext);
    }

    QStringList orderTexts() const
    {
        QStringList texts;
        for (const EnteredOrder &o : doc()->orders())
            texts << formatOrder(*m_map, o.order);
        return texts;
    }

    // Winter 1901: France gained Spain and Portugal (two builds, Paris, Marseilles and Brest vacant), Italy
    // gained Tunis (one build).
    void playToWinter()
    {
        type(QStringLiteral("France: A par - bur"));
        type(QStringLiteral("France: A mar - spa"));
        type(QStringLiteral("France: F bre - mao"));
        type(QStringLiteral("Italy: F nap - ion"));
        adjudicateWithoutAsking(QStringLiteral("F1901M"));
        type(QStringLiteral("France: F mao - por"));
        type(QStringLiteral("Italy: F ion - tun"));
        adjudicateWithoutAsking(QStringLiteral("W1901A"));
        QCOMPARE(doc()->ordersDue(m_map->findPower(QStringLiteral("France"))), 2);
        QCOMPARE(doc()->ordersDue(m_map->findPower(QStringLiteral("Italy"))), 1);
    }

  private slots:
    void initTestCase()
    {
        test::isolateFromUserData(QStringLiteral("arbiter-order-entry-test"));
        QString error;
        m_map = MainWindow::loadStandardMap(&error);
        QVERIFY2(m_map, qPrintable(error));
    }

    void init()
    {
        m_window = test::openGameMasterWindow(
            m_map, test::WindowSettings{.asker = test::answerAlways(QMessageBox::Discard)});
        m_window->mapView()->fitToWindow();
    }

    void cleanup()
    {
        m_window->close();
        m_window.reset();
    }

    // The order column is as wide as its longest text (what Qt's ResizeToContents would give), measured
    // again when an order's text comes, changes or goes, and left as it is when the results of the phase
    // take the place of its orders.
    void orderColumnFitsTheLongestOrder()
    {
        QTreeView *view = m_window->ordersPanel()->view();
        const auto fitted = [view] {
            // (QTreeView hides the measure QAbstractItemView offers.)
            return std::max(
                static_cast<QAbstractItemView *>(view)->sizeHintForColumn(ui::OrdersModel::OrderColumn),
                view->header()->sectionSizeHint(ui::OrdersModel::OrderColumn));
        };
        const int empty = view->columnWidth(ui::OrdersModel::OrderColumn);
        QCOMPARE(empty, fitted());
        type(QStringLiteral("France: F bre - mao"));
        type(QStringLiteral("France: A mar S A par - bur"));
        const int withSupport = view->columnWidth(ui::OrdersModel::OrderColumn);
        QCOMPARE(withSupport, fitted());
        QVERIFY2(withSupport > empty, "the column grew with a longer order");

        // Retyped shorter: the column narrows again.
        type(QStringLiteral("France: A mar H"));
        QCOMPARE(view->columnWidth(ui::OrdersModel::OrderColumn), fitted());
        QVERIFY(view->columnWidth(ui::OrdersModel::OrderColumn) < withSupport);
        type(QStringLiteral("France: A mar S A par - bur"));
        QCOMPARE(view->columnWidth(ui::OrdersModel::OrderColumn), withSupport);

        // The results in place of the orders: the same texts, the same width, and still the fitted one.
        adjudicateWithoutAsking(QStringLiteral("F1901M"));
        QVERIFY(m_window->ordersPanel()
                    ->findChild<QToolButton *>(QStringLiteral("resultsSourceButton"))
                    ->isChecked());
        QCOMPARE(view->columnWidth(ui::OrdersModel::OrderColumn), fitted());
    }

    void supportBeforeItsMoveIsANote()
    {
        // The support comes first: no error, a note naming the unit whose order is awaited.
        QCOMPARE(
            type(QStringLiteral("France: A mar S A par - bur")),
            QStringLiteral("Entered France: A mar S A par - bur. Note: A par has no matching order yet."));
        QVERIFY(!statusIsError());
        PanelRow support = row(QStringLiteral("A mar S A par - bur"));
        QCOMPARE(support.state, State::Unmatched);
        QCOMPARE(support.detail, QStringLiteral("entered; A par has no matching order yet"));

        // The move clears the note at once; a different move brings it back.
        QCOMPARE(type(QStringLiteral("France: A par - bur")), QStringLiteral("Entered France: A par - bur."));
        support = row(QStringLiteral("A mar S A par - bur"));
        QCOMPARE(support.state, State::Entered);
        QCOMPARE(support.detail, QStringLiteral("entered"));
        type(QStringLiteral("France: A par - pic"));
        support = row(QStringLiteral("A mar S A par - bur"));
        QCOMPARE(support.state, State::Unmatched);
        QCOMPARE(support.detail, QStringLiteral("entered; A par is ordered A par - pic"));
    }

    void supportAfterItsMoveIsEntered()
    {
        type(QStringLiteral("France: A par - bur"));
        QCOMPARE(type(QStringLiteral("France: A mar S A par - bur")),
                 QStringLiteral("Entered France: A mar S A par - bur."));
        QVERIFY(!statusIsError());
        QCOMPARE(row(QStringLiteral("A mar S A par - bur")).state, State::Entered);
        // Still a mistake when it is one, whatever else is ordered.
        QCOMPARE(
            type(QStringLiteral("France: A mar S F bre - bur")),
            QStringLiteral("Entered France: A mar S F bre - bur, but it is illegal and will be ignored: "
                           "the supported move is impossible. It replaces France: A mar S A par - bur."));
        QVERIFY(statusIsError());
        QCOMPARE(row(QStringLiteral("A mar S F bre - bur")).state, State::Illegal);
    }

    void mapRedrawsOnlyTheOrderEdited()
    {
        // Each order typed, replaced or taken out changes its own arrow; the others keep theirs.
        const ui::MapScene *scene = m_window->mapScene();
        auto looks = [scene] {
            std::vector<std::pair<int, ui::OrderLook>> list;
            for (const ui::OrderItem *item : scene->orderItems())
                list.emplace_back(item->orderIndex(), item->look());
            return list;
        };
        using Looks = std::vector<std::pair<int, ui::OrderLook>>;
        type(QStringLiteral("France: A par - bur"));
        const ui::OrderItem *move = scene->orderItems().front();
        type(QStringLiteral("France: A mar S F bre - bur"));
        QCOMPARE(looks(), (Looks{{0, ui::OrderLook::Entered}, {1, ui::OrderLook::Illegal}}));
        type(QStringLiteral("France: A mar S A par - bur")); // replaces the support
        QCOMPARE(looks(), (Looks{{0, ui::OrderLook::Entered}, {1, ui::OrderLook::Entered}}));
        QCOMPARE(scene->orderItems().front(), move);
        m_window->action(QStringLiteral("undoAction"))->trigger();
        QCOMPARE(looks(), (Looks{{0, ui::OrderLook::Entered}, {1, ui::OrderLook::Illegal}}));
        QCOMPARE(scene->orderItems().front(), move);
        doc()->removeOrder(0); // the support is now the first order
        QCOMPARE(looks(), (Looks{{0, ui::OrderLook::Illegal}}));
    }

    void adjudicationRedrawsOnlyWhatChanged()
    {
        // The results replace the orders over the phase: the units that stayed and the orders that
        // succeeded keep their items (an order entered and one that succeeded look alike), the units that
        // moved and the orders that failed get new ones; the orders dock changes its rows in place. The map
        // then looks as a map drawn anew looks.
        type(QStringLiteral("France: A par - bur"));
        type(QStringLiteral("Germany: A mun - bur")); // bounces with Paris
        type(QStringLiteral("France: F bre - mao"));
        type(QStringLiteral("Germany: F kie H"));
        ui::MapScene *scene = m_window->mapScene();
        auto unitAt = [&](const char *location) -> const ui::UnitItem * {
            for (const ui::UnitItem *item : scene->unitItems()) {
                if (item->location() == m_map->findLocation(QString::fromLatin1(location)))
                    return item;
            }
            return nullptr;
        };
        auto orderOf = [&](int index) -> const ui::OrderItem * {
            for (const ui::OrderItem *item : scene->orderItems()) {
                if (item->orderIndex() == index)
                    return item;
            }
            return nullptr;
        };
        const ui::UnitItem *paris = unitAt("par");
        const ui::UnitItem *brest = unitAt("bre");
        const ui::OrderItem *bounce = orderOf(0);
        const ui::OrderItem *hold = orderOf(3);
        const ui::OrderItem *sail = orderOf(2);
        QVERIFY(paris && brest && bounce && hold && sail);
        ui::OrdersModel *rows = m_window->ordersPanel()->model();
        QSignalSpy resets(rows, &QAbstractItemModel::modelReset);
        QSignalSpy replaced(rows, &ui::OrdersModel::rowsReplaced);
        adjudicateWithoutAsking(QStringLiteral("F1901M"));
        QCOMPARE(resets.count(), 0);
        QCOMPARE(replaced.count(), 1);
        QCOMPARE(row(QStringLiteral("A par - bur")).state, State::Failed);

        QCOMPARE(unitAt("par"), paris); // bounced: where it stood
        QVERIFY(unitAt("mao") && unitAt("mao") != brest);
        QCOMPARE(orderOf(3), hold);
        QCOMPARE(orderOf(3)->look(), ui::OrderLook::Succeeded);
        QCOMPARE(orderOf(2), sail);
        QVERIFY(orderOf(0) != bounce);
        QCOMPARE(orderOf(0)->look(), ui::OrderLook::Failed);

        ui::MapScene fresh(scene->board(), &scene->artwork());
        auto picture = [](ui::MapScene *map) {
            QImage image(map->sceneRect().size().toSize() / 2, QImage::Format_ARGB32_Premultiplied);
            image.fill(Qt::white);
            QPainter painter(&image);
            painter.setRenderHints(QPainter::Antialiasing | QPainter::TextAntialiasing);
            map->render(&painter);
            return image;
        };
        QCOMPARE(scene->orderItems().size(), fresh.orderItems().size());
        QCOMPARE(scene->unitItems().size(), fresh.unitItems().size());
        QVERIFY(picture(scene) == picture(&fresh));
    }

    void convoyAfterItsArmyIsEntered()
    {
        type(QStringLiteral("England: A lvp - yor"));
        type(QStringLiteral("England: F edi - nth"));
        adjudicateWithoutAsking(QStringLiteral("F1901M"));
        type(QStringLiteral("England: A yor - bel via convoy"));
        QCOMPARE(type(QStringLiteral("F nth C A yor - bel")),
                 QStringLiteral("Entered England: F nth C A yor - bel."));
        QVERIFY(!statusIsError());
        QCOMPARE(row(QStringLiteral("F nth C A yor - bel")).state, State::Entered);

        // The same convoy clicked on the map: the fleet, Convoy, the army, the destination.
        doc()->removeOrder(doc()->orderForProvince(m_map->findProvince(u"nth")));
        clickUnit(QStringLiteral("nth"));
        QTest::keyClick(m_window->mapView(), Qt::Key_C);
        clickUnit(QStringLiteral("yor"));
        clickUnit(QStringLiteral("bel"));
        QCOMPARE(status(), QStringLiteral("England: F nth C A yor - bel"));
        QCOMPARE(row(QStringLiteral("F nth C A yor - bel")).state, State::Entered);
    }

    void illegalOrderIsMissingInTheCountsAndTheQuestion()
    {
        type(QStringLiteral("France: F bre - mao"));
        adjudicateWithoutAsking(QStringLiteral("F1901M"));
        QVERIFY(m_window->phaseBar()->progressText().contains(QStringLiteral("France 0/3")));
        type(QStringLiteral("France: F mao - mos"));
        QVERIFY(statusIsError());
        // An illegal order is no order given: the unit still holds for want of one.
        QVERIFY2(m_window->phaseBar()->progressText().contains(QStringLiteral("France 0/3")),
                 qPrintable(m_window->phaseBar()->progressText()));
        type(QStringLiteral("France: A par - bur"));
        QVERIFY(m_window->phaseBar()->progressText().contains(QStringLiteral("France 1/3")));
        type(QStringLiteral("Italy: A pie - mar")); // no unit in Piedmont: nothing to hold

        // The real question, read and cancelled: it lists the illegal order with its consequence.
        m_window->setAsker(nullptr);
        QString question;
        QTimer::singleShot(0, [&question] {
            for (int attempt = 0; attempt < 100 && question.isEmpty(); ++attempt) {
                for (QWidget *w : QApplication::topLevelWidgets()) {
                    auto *box = qobject_cast<QMessageBox *>(w);
                    if (!box || !box->isVisible())
                        continue;
                    question = box->text();
                    QTest::mouseClick(box->button(QMessageBox::Cancel), Qt::LeftButton);
                    return;
                }
                QTest::qWait(20);
            }
        });
        auto *adjudicate = m_window->phaseBar()->findChild<QToolButton *>(QStringLiteral("adjudicateButton"));
        QVERIFY(adjudicate);
        QTest::mouseClick(adjudicate, Qt::LeftButton);
        m_window->setAsker(test::answerAlways(QMessageBox::Discard));
        QVERIFY2(question.contains(QStringLiteral("France: 1 of 3")), qPrintable(question));
        QVERIFY2(question.contains(QStringLiteral("F mao - mos: illegal, will hold")), qPrintable(question));
        QVERIFY2(question.contains(QStringLiteral("A pie - mar: no such unit, ignored")),
                 qPrintable(question));
        QVERIFY(!question.contains(QStringLiteral("A par - bur")));
        QCOMPARE(doc()->phase().code(), QStringLiteral("F1901M")); // cancelled
    }

    void retreatDisbandSaysDisband()
    {
        type(QStringLiteral("Russia: F sev - rum"));
        type(QStringLiteral("Turkey: A con - bul"));
        type(QStringLiteral("Turkey: F ank - bla"));
        adjudicateWithoutAsking(QStringLiteral("F1901M"));
        QCOMPARE(sourceButton("ordersSourceButton")->text(), QStringLiteral("Orders\nFall 1901 Movement"));
        type(QStringLiteral("Turkey: A bul - rum"));
        type(QStringLiteral("Turkey: F bla S A bul - rum"));
        adjudicateWithoutAsking(QStringLiteral("F1901R"));
        // Fall has two phases: the tabs say which.
        QCOMPARE(sourceButton("ordersSourceButton")->text(), QStringLiteral("Orders\nFall 1901 Retreats"));
        QCOMPARE(sourceButton("resultsSourceButton")->text(), QStringLiteral("Results\nFall 1901 Movement"));

        QCOMPARE(type(QStringLiteral("Russia: F rum disband")),
                 QStringLiteral("Entered Russia: Disband F rum."));
        QCOMPARE(row(QStringLiteral("Disband F rum")).state, State::Entered);
        adjudicateWithoutAsking(QStringLiteral("W1901A"));
        QVERIFY2(m_window->resultsReport().contains(QStringLiteral("Disband F rum")),
                 qPrintable(m_window->resultsReport()));
    }

    void unitTypeFilledIn()
    {
        QCOMPARE(type(QStringLiteral("Paris to Picardy")), QStringLiteral("Entered France: A par - pic."));
        QCOMPARE(row(QStringLiteral("A par - pic")).state, State::Entered);
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString fileName = dir.filePath(QStringLiteral("game.json"));
        QVERIFY(m_window->saveFile(fileName));
        QFile file(fileName);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QByteArray saved = file.readAll();
        QVERIFY2(saved.contains("\"France: A par - pic\""), saved.constData());
        QVERIFY(saved.contains("\"Paris to Picardy\"")); // what was typed is kept beside it
        adjudicateWithoutAsking(QStringLiteral("F1901M"));
        QVERIFY2(m_window->resultsReport().contains(QStringLiteral("A par - pic")),
                 qPrintable(m_window->resultsReport()));
    }

    void waiveOfTheOnlyBuildIsLegal()
    {
        playToWinter();
        QCOMPARE(type(QStringLiteral("Italy: waive")), QStringLiteral("Entered Italy: Waive."));
        QVERIFY(!statusIsError());
        QCOMPARE(doc()->ordersGiven(m_map->findPower(QStringLiteral("Italy"))), 1);
        QVERIFY(doc()->check(0).legal);
    }

    void waiveAfterABuildIsLegal()
    {
        playToWinter();
        QCOMPARE(type(QStringLiteral("France: build A par")), QStringLiteral("Entered France: Build A par."));
        QCOMPARE(type(QStringLiteral("France: waive")), QStringLiteral("Entered France: Waive."));
        QVERIFY(!statusIsError());
        // A third order is a correction, as a retyped movement order is: it replaces the last of the two.
        const QString third = type(QStringLiteral("France: build A mar"));
        QVERIFY2(third.contains(QStringLiteral("It replaces France: Waive.")), qPrintable(third));
        QVERIFY(!statusIsError());
        QCOMPARE(orderTexts(), (QStringList{QStringLiteral("Build A par"), QStringLiteral("Build A mar")}));
    }

    void moveInWinterIsRefused()
    {
        playToWinter();
        type(QStringLiteral("France: build A par"));
        const QStringList before = orderTexts();
        QCOMPARE(before, QStringList{QStringLiteral("Build A par")});
        const QString line = QStringLiteral("France: A par - bur");
        QCOMPARE(type(line),
                 QStringLiteral("Not entered: \"France: A par - bur\" is no order for Winter 1901 "
                                "Adjustments, which takes only builds, removals and waives."));
        QVERIFY(statusIsError());
        QCOMPARE(orderTexts(), before);
        QCOMPARE(m_window->commandLine()->text(), line); // kept, to be corrected
        // The document refuses it too, whoever gives it.
        Order move = doc()->orders()[0].order;
        move.type = OrderType::Move;
        move.target.location = m_map->findLocation(QStringLiteral("bur"));
        QVERIFY(!doc()->setOrder({line, move}));
        QCOMPARE(orderTexts(), before);
        // A unit of the board ordered to hold or support is no adjustment order either.
        type(QStringLiteral("Italy: A ven S A rom"));
        QVERIFY(statusIsError());
        QCOMPARE(orderTexts(), before);
    }

    void buildInSpringIsRefused()
    {
        playToWinter();
        // Back to a movement phase: a build typed there is refused the same way.
        type(QStringLiteral("France: build A par"));
        type(QStringLiteral("France: waive"));
        type(QStringLiteral("Italy: waive"));
        adjudicateWithoutAsking(QStringLiteral("S1902M"));
        QCOMPARE(type(QStringLiteral("France: build A bre")),
                 QStringLiteral("Not entered: \"France: build A bre\" is no order for Spring 1902 Movement, "
                                "which takes only holds, moves, supports and convoys."));
        QVERIFY(statusIsError());
        QVERIFY(doc()->orders().empty());
    }

    void datcCaseNamesTheOrderLinesLeftOut()
    {
        QVERIFY(m_window->openDatcCase(QStringLiteral(ARBITER_SOURCE_DIR "/tests/data/datc_typo.txt"),
                                       QStringLiteral("T.1")));
        QVERIFY2(status().contains(QStringLiteral(
                     "order line(s) left out: " ARBITER_SOURCE_DIR
                     "/tests/data/datc_typo.txt:12: unknown place 'kei' (Kiel?) (England: A ruh - kei).")),
                 qPrintable(status()));
        QVERIFY(statusIsError());
        QCOMPARE(doc()->orders().size(), std::size_t(2));
    }
};

QTEST_MAIN(TestOrderEntry)
#include "tst_order_entry.moc"
