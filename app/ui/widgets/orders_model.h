// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
#pragma once

#include <QAbstractItemModel>
#include <QFont>
#include <QIcon>
#include <QPointer>

#include <vector>

namespace arbiter {
struct PhaseEntry;
}
namespace arbiter::document {
class GameDocument;
}

namespace arbiter::ui {

// The orders of one phase as a tree: a row per power ("Austria  2/3") with its orders below, each with its
// state. For the current phase: entered, illegal (with the reason), a support or convoy waiting for its
// partner's order, and a grey row per unit still without an order. For the last adjudicated phase, or any
// phase in a replay: succeeded, or failed/ignored with the reason. The draw votes cast in the phase, and how
// the game ended in it, come last.
class OrdersModel : public QAbstractItemModel
{
    Q_OBJECT

  public:
    enum class Source
    {
        CurrentOrders,
        LastResults,
        Replay // the phase set by setReplay()
    };
    enum Column
    {
        OrderColumn,
        StateColumn,
        ColumnCount
    };
    enum Role
    {
        OrderIndexRole = Qt::UserRole + 1, // index in the phase's orders, -1 for power and placeholder rows
        PowerRole,                         // the power of the row
        ProvinceRole,                      // the ordered unit's province, -1 if none
        StateRole,                         // State
    };
    enum class State
    {
        Power,
        Missing,
        Entered,
        Unmatched, // a legal support or convoy whose partner order is missing or different
        Illegal,
        Succeeded,
        Failed,
        Ignored,
        Votes, // the row heading the draw votes
        Vote,
        Changed // a unit dislodged, removed or disbanded without an order, or the power eliminated
    };
    Q_ENUM(State)

    explicit OrdersModel(QObject *parent = nullptr);

    void setDocument(document::GameDocument *document);
    Source source() const { return m_source; }
    void setSource(Source source);
    // Shows phase `entry` of the record (Source::Replay); -1 returns to the current orders.
    void setReplay(int entry);
    int replayEntry() const { return m_source == Source::Replay ? m_replay : -1; }
    // The entry shown (the current phase, the last adjudicated one or the replayed one), -1 for none.
    int shownEntry() const;

    QModelIndex indexForOrder(int orderIndex) const;
    QModelIndex indexForPower(int power) const;

    QModelIndex index(int row, int column, const QModelIndex &parent = {}) const override;
    QModelIndex parent(const QModelIndex &child) const override;
    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;
    Qt::ItemFlags flags(const QModelIndex &index) const override;

  signals:
    // Another source's rows took the place of the rows shown, each in its row (the same orders and units,
    // other states: the orders of a phase and then its results): what a reset would show, without one.
    void rowsReplaced();
    // What the order column shows may be wider or narrower: a row or a power's title came, went or reads
    // otherwise, or a row's font changed (not sent for a reset, which says as much). The results of a phase
    // replacing its orders leave the column as it was.
    void orderColumnChanged();

  private:
    QIcon powerIcon(const QColor &colour) const;

    struct Row
    {
        State state = State::Entered;
        int order = -1;    // index in the phase's orders
        int province = -1; // the unit's province
        QString text;
        QString detail; // state text
        QString tip;
        bool operator==(const Row &) const = default;
    };
    struct PowerGroup
    {
        int power = -1; // -1: the draw votes
        State state = State::Power;
        QString title;
        QString summary;
        bool complete = true;
        std::vector<Row> rows;
        bool operator==(const PowerGroup &) const = default;
    };

    // The rows of the phase shown, as they are now.
    std::vector<PowerGroup> groups() const;
    void addVotes(const PhaseEntry &entry, std::vector<PowerGroup> &groups) const;
    // A reset: another phase, source or game.
    void rebuild();
    // After a change of phase: a reset unless the table already shows the rows of the entry now shown (the
    // board, followed by the orders dock, may have shown them first in answer to the same change).
    void phaseChanged();
    // In place: the rows that differ from groups() are removed, inserted or changed.
    void update();
    // Another source or phase shown: in place when every row stays about the same order or unit with the
    // same text in the first column (so the view keeps its layout and column widths), else a reset.
    void replaceRows();

    QPointer<document::GameDocument> m_document;
    Source m_source = Source::CurrentOrders;
    int m_replay = -1;
    std::vector<PowerGroup> m_groups;
    int m_groupsEntry = -1; // the entry whose rows m_groups holds
    QFont m_powerFont;      // a power's row: bold
    QFont m_orderFont{QStringLiteral("monospace")};
    QFont m_missingFont; // a unit without an order: italic
    mutable std::vector<std::pair<QColor, QIcon>> m_powerIcons;
};

} // namespace arbiter::ui
