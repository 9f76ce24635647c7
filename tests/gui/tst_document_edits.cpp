// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
// The game document changes the game only through its undo commands, and asks the rules engine what the
// game master owes and what an order about to be given would be.
#include "document/game_document.h"
#include "judge/order_entry.h"
#include "judge/orders_due.h"
#include "main_window.h"
#include "text/order_parser.h"

#include <QStandardPaths>
#include <QTest>
#include <QUndoStack>

using namespace arbiter;
using arbiter::document::GameDocument;

namespace {

// Whether code outside the document and its commands can make each kind of change. The low-level changes
// push nothing on the undo stack; reachable from elsewhere they would change the game behind its back.
template <class D>
concept reachesOrderChanges = requires(D &d, const EnteredOrder &o)
{
    d.insertOrderAt(0, o);
    d.takeOrderAt(0);
    d.replaceOrderAt(0, o);
};
template <class D>
concept reachesAdjudication = requires(D &d, const PhaseEntry &e)
{
    d.applyAdjudication();
    d.revertAdjudication(0, e, 1);
};
template <class D>
concept reachesHistoryChanges = requires(D &d, const QString &name)
{
    d.applyBranch(0, name);
    d.revertBranch(1, 0);
    d.applyCurrent(0);
    d.applyBranchName(0, name);
};
template <class D>
concept reachesSettingChanges = requires(D &d, const RuleSettings &rules, const GameInfo &info)
{
    d.applyRules(rules, DrawMode::Dias);
    d.applyInfo(info);
};
template <class D>
concept reachesVoteChanges = requires(D &d, const std::vector<DrawVote> &votes, const GameEnd &end)
{
    d.applyVotes(votes);
    d.applyResume();
    d.restoreVotes(0, votes, end);
};
// The verbs are the way in: each pushes one undo command.
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

static_assert(reachesVerbs<GameDocument>);
static_assert(!reachesOrderChanges<GameDocument>);
static_assert(!reachesAdjudication<GameDocument>);
static_assert(!reachesHistoryChanges<GameDocument>);
static_assert(!reachesSettingChanges<GameDocument>);
static_assert(!reachesVoteChanges<GameDocument>);

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
