// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
// The document behind the window: orders replace each other per unit, every edit and the adjudication
// undo and redo, illegal orders are flagged with the engine's reason, files round-trip.
#include "document/autosave.h"
#include "document/game_document.h"
#include "main_window.h"
#include "record/game_lines.h"
#include "text/order_parser.h"
#include "widgets/orders_model.h"

#include <QAbstractItemModelTester>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoStack>

using namespace arbiter;
using arbiter::document::GameDocument;

class TestGameDocument : public QObject
{
    Q_OBJECT

  private:
    std::shared_ptr<const Map> m_map;

    EnteredOrder order(const QString &text) const
    {
        const ParsedOrder p = OrderParser(*m_map).parse(text);
        if (!p.ok())
            QTest::qFail(qPrintable(QStringLiteral("cannot parse ") + text), __FILE__, __LINE__);
        return {text, p.order};
    }

  private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QString error;
        m_map = ui::MainWindow::loadStandardMap(&error);
        QVERIFY2(m_map, qPrintable(error));
    }

    void newOrderReplacesOld()
    {
        GameDocument doc(m_map, RuleSettings(), DrawMode::Dias);
        QSignalSpy changed(&doc, &GameDocument::ordersChanged);
        doc.setOrder(order(QStringLiteral("A par - bur")));
        doc.setOrder(order(QStringLiteral("A par - pic")));
        QCOMPARE(doc.orders().size(), std::size_t(1));
        QCOMPARE(doc.orders()[0].text, QStringLiteral("A par - pic"));
        QCOMPARE(doc.orders()[0].order.power, m_map->findPower(u"france")); // inferred from the unit
        QCOMPARE(changed.count(), 2);
        doc.undoStack()->undo();
        QCOMPARE(doc.orders()[0].text, QStringLiteral("A par - bur"));
        doc.undoStack()->undo();
        QVERIFY(doc.orders().empty());
        QVERIFY(!doc.isModified());
        doc.undoStack()->redo();
        QVERIFY(doc.isModified());
    }

    void illegalOrdersAreFlagged()
    {
        GameDocument doc(m_map, RuleSettings(), DrawMode::Dias);
        doc.setOrder(order(QStringLiteral("A par - mun")));
        doc.setOrder(order(QStringLiteral("F bre - mao")));
        QVERIFY(!doc.check(0).legal);
        QCOMPARE(doc.check(0).reason, OrderReason::NotAdjacent);
        QVERIFY(doc.check(1).legal);
        QCOMPARE(doc.ordersGiven(m_map->findPower(u"france")), 1); // the illegal order is none: A par holds
        QCOMPARE(doc.ordersDue(m_map->findPower(u"france")), 3);
        QVERIFY(doc.hasMissingOrders());
    }

    void whatIfKeepsTheRulesOfItsPhase()
    {
        // Spring 1901 judged under the DATC's preferences; the rules change to 1982 in Fall 1901.
        GameDocument doc(m_map, RuleSettings(), DrawMode::Dias);
        doc.adjudicate();
        RuleSettings rulebook;
        QVERIFY(RuleSettings::preset(u"1982", &rulebook));
        doc.setRules(rulebook);
        doc.adjudicate();
        const int steps = doc.undoStack()->count();
        QCOMPARE(doc.rules(), rulebook);

        // A what-if from Spring 1901 is judged as Spring 1901 was, in one undo step.
        doc.branchFrom(0, QStringLiteral("what-if"));
        QCOMPARE(doc.rules(), RuleSettings());
        QCOMPARE(doc.undoStack()->count(), steps + 1);
        doc.adjudicate();
        QCOMPARE(doc.lastResults()->rules, RuleSettings());

        doc.undoStack()->undo(); // the adjudication
        doc.undoStack()->undo(); // the what-if with its rules
        QCOMPARE(doc.rules(), rulebook);
        QCOMPARE(doc.game().current(), 2);
    }

    void adjudicationUndoes()
    {
        GameDocument doc(m_map, RuleSettings(), DrawMode::Dias);
        doc.addOrders({order(QStringLiteral("A vie - gal")), order(QStringLiteral("A war - gal")),
                       order(QStringLiteral("A par - bur"))},
                      QStringLiteral("sheet"));
        QCOMPARE(doc.undoStack()->count(), 1);
        const PhaseEntry before = doc.game().currentEntry();
        QSignalSpy phase(&doc, &GameDocument::phaseChanged);
        QSignalSpy adjudicated(&doc, &GameDocument::phaseAdjudicated);
        doc.adjudicate();
        QCOMPARE(adjudicated.count(), 1);
        QCOMPARE(adjudicated.front().front().toInt(), 0);
        QCOMPARE(phase.count(), 0);
        QCOMPARE(doc.phase().code(), QStringLiteral("F1901M")); // nobody dislodged: retreats skipped
        QVERIFY(doc.orders().empty());
        const PhaseEntry *results = doc.lastResults();
        QVERIFY(results);
        QCOMPARE(results->results[0].reason, OrderReason::Bounced);
        QCOMPARE(results->results[2].reason, OrderReason::Moved);
        doc.undoStack()->undo();
        QCOMPARE(doc.phase().code(), QStringLiteral("S1901M"));
        QCOMPARE(doc.orders().size(), std::size_t(3));
        QVERIFY(!doc.lastResults());
        QCOMPARE(doc.game().phaseCount(), 1);
        QVERIFY(doc.game().currentEntry() == before);
        doc.undoStack()->redo();
        QCOMPARE(doc.phase().code(), QStringLiteral("F1901M"));
        QCOMPARE(doc.game().phaseCount(), 2);
    }

    void adjudicationUndoesExactly()
    {
        // Undone, an adjudication gives back the phase as it was, field by field: without the perpetual
        // orders it repeated (4.E.4 a), without the victory it found, and with no phase dropped that it did
        // not add; redone, it judges the same again.
        RuleSettings rules;
        QVERIFY(rules.set(RuleIssue::PerpetualOrders, 'a').isEmpty());
        Game game(m_map, rules, DrawMode::Dias);
        game.setPerpetualOrders(PowerSet(1) << m_map->findPower(u"italy"));
        game.setVictoryCentres(4); // Russia's four home centres win once the year is over
        std::unique_ptr<GameDocument> doc = GameDocument::fromGame(std::move(game));
        doc->addOrders({order(QStringLiteral("A ven S F nap")), order(QStringLiteral("A rom - apu"))},
                       QStringLiteral("Italy"));
        const PhaseEntry spring = doc->game().currentEntry();
        const QByteArray springData = doc->toData();
        QSignalSpy undone(doc.get(), &GameDocument::adjudicationUndone);
        QSignalSpy phase(doc.get(), &GameDocument::phaseChanged);
        doc->adjudicate();
        const int fall = doc->game().current();
        const PhaseEntry springJudged = doc->game().entry(0);
        doc->undoStack()->undo();
        QCOMPARE(undone.count(), 1);
        QCOMPARE(undone.takeFirst().at(0).toInt(), 0);
        QVERIFY(doc->game().entry(0) == spring);
        QCOMPARE(doc->game().phaseCount(), 1);
        QCOMPARE(doc->toData(), springData);
        doc->undoStack()->redo();
        QCOMPARE(doc->game().current(), fall);
        QVERIFY(doc->game().entry(0) == springJudged);

        doc->setOrder(order(QStringLiteral("A vie - tyr")));
        const PhaseEntry autumn = doc->game().currentEntry();
        const QByteArray autumnData = doc->toData();
        doc->adjudicate();
        const PhaseEntry autumnJudged = doc->game().entry(fall);
        QCOMPARE(autumnJudged.orders.size(), std::size_t(2)); // Venice's support stood again
        QCOMPARE(autumnJudged.end.kind, GameEndKind::Victory);
        QCOMPARE(doc->game().phaseCount(), 2); // no phase after a win
        doc->undoStack()->undo();
        QCOMPARE(undone.count(), 1);
        QCOMPARE(undone.takeFirst().at(0).toInt(), fall);
        QVERIFY(doc->game().currentEntry() == autumn);
        QCOMPARE(doc->game().current(), fall);
        QCOMPARE(doc->game().phaseCount(), 2);
        QVERIFY(doc->game().entry(0) == springJudged); // the phase before keeps its one child
        QCOMPARE(doc->toData(), autumnData);
        QVERIFY(doc->acceptsOrders());
        doc->undoStack()->redo();
        QVERIFY(doc->game().entry(fall) == autumnJudged);
        QCOMPARE(phase.count(), 0); // the adjudications and their undo are typed changes
    }

    void clearedOrdersComeBackInTheirPlaces()
    {
        GameDocument doc(m_map, RuleSettings(), DrawMode::Dias);
        doc.addOrders({order(QStringLiteral("A par - bur")), order(QStringLiteral("A mun - ruh")),
                       order(QStringLiteral("F bre - mao")), order(QStringLiteral("A mar - spa"))},
                      QStringLiteral("sheet"));
        const std::vector<EnteredOrder> before = doc.orders();
        doc.clearOrders(m_map->findPower(u"france"));
        QCOMPARE(doc.orders().size(), std::size_t(1));
        QCOMPARE(doc.orders()[0].text, QStringLiteral("A mun - ruh"));
        doc.undoStack()->undo();
        QCOMPARE(doc.orders(), before);
        doc.clearOrders(-1);
        QVERIFY(doc.orders().empty());
        doc.undoStack()->undo();
        QCOMPARE(doc.orders(), before);
    }

    void endAndSettingsUndoExactly()
    {
        // Ending the game, the rules, the draw mode and the game's info: each undone gives back the value
        // before, each redone the value set, with its signal.
        GameDocument doc(m_map, RuleSettings(), DrawMode::Dias);
        std::vector<DrawVote> cast;
        for (int p = 0; p < m_map->powerCount(); ++p)
            cast.push_back({p, p == 0, 0});
        doc.setVotes(cast); // one power for a draw: nothing passes
        const QByteArray voted = doc.toData();
        QSignalSpy votes(&doc, &GameDocument::votesChanged);
        QVERIFY(doc.canEndGame());
        doc.endGame();
        QCOMPARE(doc.game().currentEntry().end.kind, GameEndKind::Called);
        QCOMPARE(doc.game().currentEntry().end.powers, doc.survivors());
        const QByteArray ended = doc.toData();
        doc.undoStack()->undo();
        QCOMPARE(doc.game().currentEntry().end, GameEnd());
        QCOMPARE(doc.game().currentEntry().votes, cast);
        QCOMPARE(doc.toData(), voted);
        doc.undoStack()->redo();
        QCOMPARE(doc.toData(), ended);
        QCOMPARE(votes.count(), 3);
        doc.undoStack()->undo();

        QSignalSpy rulesSpy(&doc, &GameDocument::rulesChanged);
        QSignalSpy info(&doc, &GameDocument::infoChanged);
        RuleSettings rulebook;
        QVERIFY(RuleSettings::preset(u"1982", &rulebook));
        doc.setRules(rulebook);
        doc.setDrawMode(DrawMode::NoDias);
        GameInfo changed = doc.game().info();
        changed.name = QStringLiteral("Cup final");
        changed.players[0] = QStringLiteral("Ann");
        changed.endYear = 1910;
        doc.setInfo(changed);
        QCOMPARE(rulesSpy.count(), 2);
        QCOMPARE(info.count(), 1);
        const QByteArray set = doc.toData();
        doc.undoStack()->undo();
        QCOMPARE(doc.game().info().name, QString());
        QCOMPARE(doc.game().info().endYear, 0);
        QCOMPARE(info.count(), 2);
        doc.undoStack()->undo();
        QCOMPARE(doc.drawMode(), DrawMode::Dias);
        QCOMPARE(doc.rules(), rulebook);
        doc.undoStack()->undo();
        QCOMPARE(doc.rules(), RuleSettings());
        QCOMPARE(rulesSpy.count(), 4);
        QCOMPARE(doc.toData(), voted);
        for (int i = 0; i < 3; ++i)
            doc.undoStack()->redo();
        QCOMPARE(doc.game().info(), changed);
        QCOMPARE(doc.toData(), set);
    }

    void saveAndOpen()
    {
        QTemporaryDir dir;
        const QString file = dir.filePath(QStringLiteral("game.json"));
        GameDocument doc(m_map, RuleSettings(), DrawMode::NoDias, QStringLiteral("Club night"));
        doc.setOrder(order(QStringLiteral("F lon - nth")));
        doc.adjudicate();
        doc.setOrder(order(QStringLiteral("F nth - nwy")));
        QString error;
        QVERIFY2(doc.save(file, &error), qPrintable(error));
        QVERIFY(!doc.isModified());
        std::unique_ptr<GameDocument> back = GameDocument::open(file, m_map, &error);
        QVERIFY2(back, qPrintable(error));
        QCOMPARE(back->toData(), doc.toData());
        QCOMPARE(back->displayName(), QStringLiteral("Club night"));
        QCOMPARE(back->drawMode(), DrawMode::NoDias);
        QCOMPARE(back->orders().size(), std::size_t(1));
        QVERIFY(!GameDocument::open(dir.filePath(QStringLiteral("missing.json")), m_map, &error));
        QVERIFY(!error.isEmpty());
    }

    void autosaveWritesRecovery()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("recovery.json"));
        GameDocument doc(m_map, RuleSettings(), DrawMode::Dias);
        document::Autosave autosave(path);
        autosave.watch(&doc);
        QVERIFY(!QFile::exists(path));
        doc.setOrder(order(QStringLiteral("A mun - ruh")));
        QVERIFY(!QFile::exists(path)); // written a moment later, not while the change is shown
        QVERIFY(autosave.writePending());
        QTRY_VERIFY(QFile::exists(path));
        const auto recovery = document::Autosave::read(path);
        QVERIFY(recovery);
        QString error;
        std::unique_ptr<GameDocument> back =
            GameDocument::fromData(recovery->game, recovery->fileName, m_map, &error);
        QVERIFY2(back, qPrintable(error));
        QCOMPARE(back->orders(), doc.orders());
        QVERIFY(back->isModified());
        doc.undoStack()->undo(); // back to the clean state: nothing to recover
        QVERIFY(!QFile::exists(path));
    }

    void ordersModel()
    {
        GameDocument doc(m_map, RuleSettings(), DrawMode::Dias);
        ui::OrdersModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setDocument(&doc);
        QCOMPARE(model.rowCount(), 7);
        const QModelIndex france = model.indexForPower(m_map->findPower(u"france"));
        QCOMPARE(model.rowCount(france), 3); // three units without orders
        auto rowOf = [&](const char16_t *province) {
            for (int r = 0; r < model.rowCount(france); ++r) {
                const QModelIndex row = model.index(r, 0, france);
                if (row.data(ui::OrdersModel::ProvinceRole).toInt() == m_map->findProvince(province))
                    return QPersistentModelIndex(row);
            }
            return QPersistentModelIndex();
        };
        // An order edited changes its rows in place: the tree is not reset and keeps the other rows.
        QSignalSpy resets(&model, &QAbstractItemModel::modelReset);
        const QPersistentModelIndex brest = rowOf(u"bre");
        QVERIFY(brest.isValid());
        doc.setOrder(order(QStringLiteral("A par - mun")));
        const QModelIndex row = model.indexForOrder(0);
        QVERIFY(row.isValid());
        QCOMPARE(row.data(ui::OrdersModel::StateRole).value<ui::OrdersModel::State>(),
                 ui::OrdersModel::State::Illegal);
        QCOMPARE(model.rowCount(france), 3); // Paris's grey row became its order's
        QCOMPARE(QModelIndex(rowOf(u"par")), row);
        doc.setOrder(order(QStringLiteral("A par - bur")));
        QCOMPARE(model.indexForOrder(0).data(ui::OrdersModel::StateRole).value<ui::OrdersModel::State>(),
                 ui::OrdersModel::State::Entered);
        doc.setOrder(order(QStringLiteral("A mar - spa")));
        const QPersistentModelIndex marseilles = model.indexForOrder(1);
        doc.removeOrder(0); // Marseilles's order, on the same row, is now the first
        QCOMPARE(model.indexForOrder(0), QModelIndex(marseilles));
        QCOMPARE(rowOf(u"par").data(ui::OrdersModel::StateRole).value<ui::OrdersModel::State>(),
                 ui::OrdersModel::State::Missing);
        doc.undoStack()->undo();
        QCOMPARE(model.indexForOrder(0), QModelIndex(rowOf(u"par")));
        QCOMPARE(resets.count(), 0);
        QCOMPARE(model.indexForOrder(1), QModelIndex(marseilles));
        QCOMPARE(model.rowCount(france), 3);
        QCOMPARE(QModelIndex(brest), rowOf(u"bre")); // untouched all along
        doc.adjudicate();
        model.setSource(ui::OrdersModel::Source::LastResults);
        QCOMPARE(model.indexForOrder(0).data(ui::OrdersModel::StateRole).value<ui::OrdersModel::State>(),
                 ui::OrdersModel::State::Succeeded);
        doc.undoStack()->undo();
        QCOMPARE(model.source(), ui::OrdersModel::Source::CurrentOrders);
    }

    void historyEditsUndoExactly()
    {
        // Every history edit is one undo step, and undo gives back the game byte for byte.
        GameDocument doc(m_map, RuleSettings(), DrawMode::Dias);
        doc.addOrders({order(QStringLiteral("A par - bur")), order(QStringLiteral("A mun - bur"))},
                      QStringLiteral("sheet"));
        doc.adjudicate(); // Spring 1901: Burgundy a standoff
        doc.setOrder(order(QStringLiteral("A par - pic")));
        std::vector<QByteArray> states{doc.toData()};
        QSignalSpy votes(&doc, &GameDocument::votesChanged);
        QSignalSpy phases(&doc, &GameDocument::phaseChanged);
        QSignalSpy branches(&doc, &GameDocument::branchRenamed);

        // Play from here on Spring 1901: a copy of it, with its orders, becomes the phase played.
        const int spring = 0;
        const int branch = doc.branchFrom(spring, QStringLiteral("Peace"));
        QCOMPARE(doc.game().current(), branch);
        QCOMPARE(doc.orders().size(), std::size_t(2));
        QVERIFY(doc.acceptsOrders());
        QCOMPARE(lineEnds(doc.game()).size(), std::size_t(2));
        QCOMPARE(branchStart(doc.game(), branch), branch);
        QCOMPARE(branchTitle(doc.game(), branch), QStringLiteral("Peace"));
        QCOMPARE(branchTitle(doc.game(), 0), QStringLiteral("Main line"));
        states.push_back(doc.toData());
        doc.renameBranch(branch, QStringLiteral("Peace in the west"));
        QCOMPARE(branches.count(), 1);
        QCOMPARE(branches.takeFirst().at(0).toInt(), branch);
        states.push_back(doc.toData());
        // Votes: Russia alone says no; then all seven: a draw of all.
        std::vector<DrawVote> cast;
        for (int p = 0; p < m_map->powerCount(); ++p)
            cast.push_back({p, p != m_map->findPower(u"russia"), 0});
        doc.setVotes(cast);
        QVERIFY(!doc.game().ended());
        states.push_back(doc.toData());
        cast[std::size_t(m_map->findPower(u"russia"))].draw = true;
        doc.setVotes(cast);
        QCOMPARE(doc.game().currentEntry().end.kind, GameEndKind::Draw);
        QVERIFY(!doc.acceptsOrders());
        QVERIFY(!doc.acceptsVotes());
        doc.setVotes({}); // refused: the game has ended
        QCOMPARE(doc.game().currentEntry().votes.size(), std::size_t(7));
        states.push_back(doc.toData());
        doc.resume();
        QVERIFY(doc.acceptsOrders());
        QVERIFY(doc.game().currentEntry().votes.empty());
        states.push_back(doc.toData());
        // Back to the original line (its last phase, Fall 1901).
        doc.switchToLine(spring);
        QCOMPARE(doc.phase().code(), QStringLiteral("F1901M"));
        QCOMPARE(doc.orders().size(), std::size_t(1));
        states.push_back(doc.toData());
        // Two votes and the resumption change the votes; the branch and the switch of line the phase (and
        // with it the votes shown), one signal each.
        QCOMPARE(votes.count(), 3);
        QCOMPARE(phases.count(), 2);

        QCOMPARE(doc.undoStack()->count(), 9); // sheet, adjudication, order, and the six history edits
        for (std::size_t i = states.size() - 1; i > 0; --i) {
            doc.undoStack()->undo();
            QCOMPARE(doc.toData(), states[i - 1]);
        }
        for (std::size_t i = 1; i < states.size(); ++i) {
            doc.undoStack()->redo();
            QCOMPARE(doc.toData(), states[i]);
        }
    }
};

QTEST_MAIN(TestGameDocument)
#include "tst_game_document.moc"
