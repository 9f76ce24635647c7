// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
// The game document changes the game only through its undo commands, and asks the rules engine what the
// game master owes and what an order about to be given would be.
#include "document/game_changes.h"
#include "document/game_document.h"
#include "judge/order_entry.h"
#include "judge/orders_due.h"
#include "main_window.h"
#include "text/order_parser.h"

#include <QStandardPaths>
#include <QTest>
#include <QUndoStack>

#include <type_traits>
#include <utility>

using namespace arbiter;
using arbiter::document::GameDocument;

namespace {

// The changes themselves (GameDocument::Changes) push nothing on the undo stack: reachable from code that
// was not handed them by the document, they would change the game behind its back. The verbs are the way
// in, each pushing one undo command; the game is read-only from outside.
template <class C>
concept makesOrderChanges = requires(C &c, const EnteredOrder &o)
{
    c.insertOrder(0, o);
    c.takeOrder(0);
    c.replaceOrder(0, o);
};
template <class C>
concept makesHistoryChanges = requires(C &c, const QString &name)
{
    c.adjudicate();
    c.undoAdjudication(0, 0, 1);
    c.branch(0, name);
    c.undoBranch(1, 0);
    c.setCurrent(0);
    c.setBranchName(0, name);
};
template <class C>
concept makesSettingAndVoteChanges = requires(C &c, const RuleSettings &rules, const GameInfo &info,
                                              const std::vector<DrawVote> &votes, const GameEnd &end)
{
    c.setRules(rules, DrawMode::Dias);
    c.setInfo(info);
    c.setVotes(votes);
    c.endNow();
    c.resume();
    c.restoreVotes(0, votes, end);
};
template <class D>
concept reachesVerbs = requires(D &d, const EnteredOrder &o, const std::vector<DrawVote> &votes)
{
    d.setOrder(o);
    d.removeOrder(0);
    d.adjudicate();
    d.setVotes(votes);
    d.resume();
    d.branchFrom(0, QString());
};

using Changes = GameDocument::Changes;
static_assert(reachesVerbs<GameDocument>);
static_assert(makesOrderChanges<Changes> && makesHistoryChanges<Changes> &&
              makesSettingAndVoteChanges<Changes>);
// Only the document makes its Changes; nobody copies them.
static_assert(!std::is_constructible_v<Changes, GameDocument &>);
static_assert(!std::is_copy_constructible_v<Changes> && !std::is_move_constructible_v<Changes>);
// Neither the document nor its changes hand out the game to change.
static_assert(std::is_same_v<decltype(std::declval<GameDocument &>().game()), const Game &>);
static_assert(std::is_same_v<decltype(std::declval<Changes &>().document()), const GameDocument &>);

} // namespace

class TestDocumentEdits : public QObject
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

    // What the document says about orders owed is the engine's count for the orders entered.
    void countsComeFromTheEngine()
    {
        GameDocument doc(m_map, RuleSettings(), DrawMode::Dias);
        doc.setOrder(order(QStringLiteral("A par - mun")));
        doc.setOrder(order(QStringLiteral("F bre - mao")));
        std::vector<Order> orders;
        for (const EnteredOrder &o : doc.orders())
            orders.push_back(o.order);
        const std::vector<OrderCount> counts = orderCounts(*m_map, doc.rules(), doc.position(), orders);
        for (int p = 0; p < m_map->powerCount(); ++p) {
            QCOMPARE(doc.ordersDue(p), counts[std::size_t(p)].due);
            QCOMPARE(doc.ordersGiven(p), counts[std::size_t(p)].given);
        }
        QCOMPARE(doc.ordersGiven(m_map->findPower(u"france")), 1);
        QVERIFY(doc.hasMissingOrders());
        // Undone, the orders and with them the count go back.
        doc.undoStack()->undo();
        QCOMPARE(doc.ordersGiven(m_map->findPower(u"france")), 0);
    }

    // An order about to be given is judged among the orders entered, in place of the one it replaces.
    void candidateAmongEnteredOrders()
    {
        GameDocument doc(m_map, RuleSettings(), DrawMode::Dias);
        doc.setOrder(order(QStringLiteral("A par - pic")));
        const Order support = order(QStringLiteral("A mar S A par - bur")).order;
        QVERIFY(!doc.checkCandidate(support).matched);
        doc.setOrder(order(QStringLiteral("A par - bur")));
        QVERIFY(doc.checkCandidate(support).matched);
        QVERIFY(
            doc.checkCandidate(order(QStringLiteral("A par - bur")).order).legal); // no repetition of itself
        std::vector<Order> orders;
        for (const EnteredOrder &o : doc.orders())
            orders.push_back(o.order);
        QCOMPARE(doc.checkCandidate(support),
                 checkCandidate(*m_map, doc.rules(), doc.position(), orders, support));
    }
};

QTEST_MAIN(TestDocumentEdits)
#include "tst_document_edits.moc"
