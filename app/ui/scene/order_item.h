// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
#pragma once

#include "map/map.h"

#include <QColor>
#include <QGraphicsItem>
#include <QPainterPath>

namespace arbiter::ui {

// How an order is drawn: entered (before adjudication), illegal, or its result afterwards.
enum class OrderLook : std::uint8_t
{
    Entered,
    Illegal,
    Succeeded,
    Failed,
    Invalid, // ignored at adjudication (4.E.1)
    Hint,    // a possibility, not an order (retreat options)
    // The other side's answer to an analysis (the refutation): dashed, to tell it from the orders of the
    // attempt, but as strong as they are and over the units, with a broad halo, to be seen on the map.
    Refutation,
};

// The geometry of one order in the hobby's notation, in scene coordinates.
struct OrderShape
{
    enum Kind : std::uint8_t
    {
        Move,
        SupportMove,
        SupportHold,
        Convoy,
        Hold,
        Build,
        Remove
    };
    Kind kind = Hold;
    QPointF from;      // the ordered unit
    QPointF to;        // move: destination; support hold: the supported unit; build/remove: the place
    QPointF otherFrom; // support move / convoy: the supported or convoyed unit
    QPointF otherTo;   // ... and its destination
    UnitType buildType = UnitType::Army;
    bool operator==(const OrderShape &) const = default;
};

// One order on the map. Moves are gently curved arrows (so the two arrows of a head-to-head battle do not
// overlap); supports are dashed lines to the supported unit or onto the supported move's arrow; convoys
// dotted lines onto the convoyed army's arrow; holds a hexagon; builds a ghost unit in a dashed ring;
// removals a red cross. Failed orders are dashed with a red cross at the point of failure.
class OrderItem : public QGraphicsItem
{
  public:
    OrderItem(const OrderShape &shape, const QColor &colour, OrderLook look, QGraphicsItem *parent = nullptr);

    int orderIndex() const { return m_orderIndex; }
    void setOrderIndex(int index) { m_orderIndex = index; }
    int power() const { return m_power; }
    void setPower(int power) { m_power = power; }
    OrderLook look() const { return m_look; }
    // Another look for the same order; the item is repainted only if the look draws differently (an order
    // entered and one that succeeded look the same).
    void setLook(OrderLook look);
    static bool drawnAlike(OrderLook a, OrderLook b);
    const OrderShape &geometry() const { return m_shape; }
    const QColor &colour() const { return m_colour; }
    void setHighlighted(bool highlighted);

    // The arrow of a move from `from` to `to`, trimmed so it starts and ends beside the unit tokens.
    static QPainterPath movePath(QPointF from, QPointF to, qreal startGap = 13, qreal endGap = 11);

    QRectF boundingRect() const override;
    QPainterPath shape() const override;
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *widget) override;

  private:
    void build();
    void paintCross(QPainter *painter, QPointF at, qreal size) const;

    OrderShape m_shape;
    QColor m_colour;
    OrderLook m_look;
    bool m_highlighted = false;
    int m_orderIndex = -1;
    int m_power = -1;

    QPainterPath m_line;  // the stroked line
    QPainterPath m_ghost; // the supported/convoyed move, when drawn for reference
    QPolygonF m_head;     // arrowhead
    QPointF m_failAt;     // where the cross of a failed order goes
    QRectF m_bounds;
};

} // namespace arbiter::ui
