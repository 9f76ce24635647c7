// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
// The record as the window shows it: civil-disorder removals in the Results tab and on the map, a replayed
// phase naming the rules it was judged under, and a file with impossible history refused while the open
// game stays; the results row of a unit without an order that was dislodged naming the unit that
// dislodged it.
#include "document/game_document.h"
#include "game_master_window.h"
#include "gui_test_environment.h"
#include "main_window.h"
#include "record/game_file.h"
#include "scene/map_scene.h"
#include "text/order_parser.h"
#include "widgets/history_model.h"
#include "widgets/history_panel.h"
#include "widgets/orders_model.h"
#include "widgets/orders_panel.h"
#include "widgets/phase_bar.h"

#include <QCoreApplication>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QTemporaryDir>
#include <QTest>
#include <QToolButton>
#include <QTreeView>

#include <functional>

using namespace arbiter;
using arbiter::ui::MainWindow;
using arbiter::ui::OrdersModel;

class TestRecordDisplay : public QObject
{
    Q_OBJECT

  private:
    std::shared_ptr<const Map> m_map;
    std::unique_ptr<MainWindow> m_window;
    QTemporaryDir m_dir;
    QStringList m_notices;

    void openGame(const Game &game, const QString &name)
    {
        const QString file = m_dir.filePath(name);
        QString error;
        QVERIFY2(saveGame(game, file, &error), qPrintable(error));
        QVERIFY(m_window->openFile(file));
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

    void clickAdjudicate()
    {
        auto *button = m_window->phaseBar()->findChild<QToolButton *>(QStringLiteral("adjudicateButton"));
        QVERIFY(button && button->isVisible() && button->isEnabled());
        QTest::mouseClick(button, Qt::LeftButton);
    }

    Unit unit(const char *power, UnitType type, const char *location) const
    {
        return {m_map->findPower(QString::fromLatin1(power)), type,
                m_map->findLocation(QString::fromLatin1(location))};
    }

    void grab(const QString &name)
    {
        QCoreApplication::sendPostedEvents(); // the layouts settle before the picture is taken
        m_window->grab().save(m_dir.filePath(name));
        if (qEnvironmentVariableIsSet("ARBITER_SCREENSHOT_DIR"))
            m_window->grab().save(qEnvironmentVariable("ARBITER_SCREENSHOT_DIR") + u'/' + name);
    }

  private slots:
    void initTestCase()
    {
        test::isolateFromUserData(QStringLiteral("arbiter-record-display-test"));
        QString error;
        m_map = MainWindow::loadStandardMap(&error);
        QVERIFY2(m_map, qPrintable(error));
        QVERIFY(m_dir.isValid());
    }

    void init()
    {
        m_notices.clear();
        // Missing orders are meant: unordered units hold, removals fall to civil disorder.
        m_window = test::openGameMasterWindow(
            m_map, test::WindowSettings{
                       .asker = test::answerAlways(QMessageBox::Yes),
                       .notifier = [this](const QString &title,
                                          const QString &text) { m_notices << title + u'\n' + text; },
                       .size = {1500, 950},
                       .keepRecoveryFile = true});
    }

    void cleanup() { m_window.reset(); }

    void civilDisorderRemovalsAreShown()
    {
        // Russia with three units and no centres; England keeps London.
        Position start = Position::initial(*m_map);
        start.phase = {Season::Fall, 1901, PhaseKind::Movement};
        start.units = {unit("russia", UnitType::Army, "ukr"), unit("russia", UnitType::Army, "lvn"),
                       unit("russia", UnitType::Fleet, "bla"), unit("england", UnitType::Fleet, "lon")};
        std::fill(start.owner.begin(), start.owner.end(), -1);
        start.owner[std::size_t(m_map->findProvince(u"lon"))] = m_map->findPower(u"england");
        openGame(Game(m_map, RuleSettings(), DrawMode::Dias, start), QStringLiteral("disorder.json"));
        clickAdjudicate();
        QCOMPARE(m_window->document()->phase().code(), QStringLiteral("W1901A"));
        clickAdjudicate();
        QCOMPARE(m_window->document()->phase().code(), QStringLiteral("S1902M"));

        auto *results =
            m_window->ordersPanel()->findChild<QToolButton *>(QStringLiteral("resultsSourceButton"));
        QVERIFY(results && results->isEnabled());
        if (m_window->ordersPanel()->model()->source() != OrdersModel::Source::LastResults)
            QTest::mouseClick(results, Qt::LeftButton);
        const OrdersModel *model = m_window->ordersPanel()->model();
        QCOMPARE(model->source(), OrdersModel::Source::LastResults);
        const QModelIndex russia = model->indexForPower(m_map->findPower(u"russia"));
        QVERIFY2(russia.isValid(), "the Results tab has no rows for Russia");
        QStringList removed;
        bool eliminated = false;
        for (int r = 0; r < model->rowCount(russia); ++r) {
            const QModelIndex row = model->index(r, OrdersModel::OrderColumn, russia);
            QCOMPARE(row.data(OrdersModel::StateRole).value<OrdersModel::State>(),
                     OrdersModel::State::Changed);
            const QString why = row.siblingAtColumn(OrdersModel::StateColumn).data().toString();
            if (why.contains(QStringLiteral("removed in civil disorder")))
                removed << row.data().toString();
            eliminated = eliminated || why.contains(QStringLiteral("eliminated"));
        }
        removed.sort();
        QCOMPARE(removed,
                 (QStringList{QStringLiteral("A lvn"), QStringLiteral("A ukr"), QStringLiteral("F bla")}));
        QVERIFY(eliminated);
        // The map marks each removed unit where it stood.
        QCOMPARE(m_window->mapScene()->changeMarkCount(), 3);
        grab(QStringLiteral("civil_disorder_results.png"));
    }

    void replayNamesTheRulesOfThePhase()
    {
        openGame(Game(m_map), QStringLiteral("rules.json"));
        clickAdjudicate(); // Spring 1901 under the DATC preferences
        RuleSettings rules1982;
        QVERIFY(RuleSettings::preset(u"1982", &rules1982));
        m_window->document()->setRules(rules1982);
        clickAdjudicate(); // Fall 1901 under the 1982 rules
        auto *label = m_window->phaseBar()->findChild<QLabel *>(QStringLiteral("rulesLabel"));
        QVERIFY(label);
        QVERIFY2(label->text().contains(QStringLiteral("1982")), qPrintable(label->text()));

        // A click on Spring 1901 in the history replays it.
        QTreeView *history = m_window->historyPanel()->view();
        QModelIndex spring;
        const QAbstractItemModel *model = history->model();
        std::function<void(const QModelIndex &)> find = [&](const QModelIndex &parent) {
            for (int r = 0; r < model->rowCount(parent) && !spring.isValid(); ++r) {
                const QModelIndex i = model->index(r, 0, parent);
                if (i.data(ui::HistoryModel::EntryRole).toInt() == 0 &&
                    i.data().toString().startsWith(QStringLiteral("Spring 1901 Movement")))
                    spring = i;
                find(i);
            }
        };
        find({});
        QVERIFY(spring.isValid());
        history->scrollTo(spring);
        QTest::mouseClick(history->viewport(), Qt::LeftButton, Qt::NoModifier,
                          history->visualRect(spring).center());
        QCOMPARE(m_window->board()->replayEntry(), 0);
        QVERIFY2(m_window->phaseBar()->phaseText().contains(QStringLiteral("Replay")),
                 qPrintable(m_window->phaseBar()->phaseText()));
        QVERIFY2(label->text().contains(QStringLiteral("DATC preferences")), qPrintable(label->text()));
        QVERIFY2(!label->text().contains(QStringLiteral("1982")), qPrintable(label->text()));
        grab(QStringLiteral("replay_rules.png"));
    }

    void impossibleHistoryIsRefused()
    {
        Game game(m_map);
        OrderParser parser(*m_map);
        QVERIFY(game.setOrders(0, {{QStringLiteral("F lon - nth"),
                                    parser.parse(QStringLiteral("England: F lon - nth")).order}}));
        QVERIFY(game.adjudicate());
        openGame(game, QStringLiteral("open.json"));
        const QByteArray before = m_window->document()->toData();

        // The same game, hand-edited: the fleet went from London to Moscow.
        QJsonObject root = QJsonDocument::fromJson(gameToJson(game)).object();
        QJsonArray phases = root[u"phases"].toArray();
        QJsonObject spring = phases[0].toObject();
        QJsonArray orders = spring[u"orders"].toArray();
        QJsonObject order = orders[0].toObject();
        order[u"order"] = QStringLiteral("England: F lon - mos");
        orders[0] = order;
        spring[u"orders"] = orders;
        phases[0] = spring;
        root[u"phases"] = phases;
        const QString edited = m_dir.filePath(QStringLiteral("edited.json"));
        QFile file(edited);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(QJsonDocument(root).toJson());
        file.close();

        QVERIFY(!m_window->openFile(edited));
        QCOMPARE(m_notices.size(), 1);
        QVERIFY2(m_notices.front().contains(QStringLiteral("Spring 1901 Movement")),
                 qPrintable(m_notices.front()));
        QVERIFY2(m_notices.front().contains(QStringLiteral("England: F lon - mos")),
                 qPrintable(m_notices.front()));
        QCOMPARE(m_window->document()->toData(), before); // the open game stays
        QVERIFY(m_window->document()->fileName().endsWith(QStringLiteral("open.json")));
    }

    // The results row of a unit without an order says it was dislodged, and by which unit.
    void unorderedDislodgedUnitSaysByWhom()
    {
        QString error;
        QVERIFY2(test::openScriptFile(m_window.get(), m_map, QStringLiteral("balkans_to_1902"),
                                      m_dir.filePath(QStringLiteral("balkans.json")), &error),
                 qPrintable(error));
        QCOMPARE(m_window->document()->game().currentEntry().position.phase.code(), QStringLiteral("S1902M"));
        test::typeOrder(m_window.get(), QStringLiteral("Austria: A ser - bul"));
        test::typeOrder(m_window.get(), QStringLiteral("A rum S A ser - bul"));
        QCOMPARE(m_window->document()->orders().size(), std::size_t(2));
        QVERIFY(m_window->adjudicate(false));
        QCOMPARE(m_window->document()->game().currentEntry().position.phase.code(), QStringLiteral("S1902R"));

        auto *results =
            m_window->ordersPanel()->findChild<QToolButton *>(QStringLiteral("resultsSourceButton"));
        QVERIFY(results && results->isEnabled());
        QTest::mouseClick(results, Qt::LeftButton);
        QCOMPARE(m_window->ordersPanel()->model()->source(), OrdersModel::Source::LastResults);
        const QString bul = stateOf(QStringLiteral("Turkey"), QStringLiteral("A bul"));
        QVERIFY2(bul.contains(QStringLiteral("dislodged (by A Serbia)")), qPrintable(bul));
        QVERIFY2(!bul.contains(QStringLiteral("held")), qPrintable(bul));
        // A unit without an order that was not dislodged still held.
        const QString smy = stateOf(QStringLiteral("Turkey"), QStringLiteral("A smy"));
        QCOMPARE(smy, QStringLiteral("no order: held"));
    }
};

QTEST_MAIN(TestRecordDisplay)
#include "tst_record_display.moc"
