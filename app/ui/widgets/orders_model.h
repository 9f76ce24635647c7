// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
#pragma once

#include <QAbstractItemModel>
#include <QPointer>

#include <vector>

namespace arbiter::document {
class GameDocument;
}

namespace arbiter::ui {

// The orders of one phase as a tree: a row per power ("Austria  2/3") with its orders below, each with its
// state. For the current phase: entered, illegal (with the reason), and a grey row per unit still without
// an order. For the last adjudicated phase: succeeded, or failed/ignored with the reason.
class OrdersModel : public QAbstractItemModel
{
    Q_OBJECT

  public:
    enum class Source
    {
        CurrentOrders,
        LastResults
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
        Illegal,
        Succeeded,
        Failed,
        Ignored
    };
    Q_ENUM(State)

    explicit OrdersModel(QObject *parent = nullptr);

    void setDocument(document::GameDocument *document);
    Source source() const { return m_source; }
    void setSource(Source source);

    QModelIndex indexForOrder(int orderIndex) const;
    QModelIndex indexForPower(int power) const;

    QModelIndex index(int row, int column, const QModelIndex &parent = {}) const override;
    QModelIndex parent(const QModelIndex &child) const override;
    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;
    Qt::ItemFlags flags(const QModelIndex &index) const override;

  private:
    struct Row
    {
        State state = State::Entered;
        int order = -1;    // index in the phase's orders
        int province = -1; // the unit's province
        QString text;
        QString detail; // state text
        QString tip;
    };
    struct PowerGroup
    {
        int power = -1;
        QString title;
        QString summary;
        bool complete = true;
        std::vector<Row> rows;
    };

    void rebuild();

    QPointer<document::GameDocument> m_document;
    Source m_source = Source::CurrentOrders;
    std::vector<PowerGroup> m_groups;
};

} // namespace arbiter::ui
