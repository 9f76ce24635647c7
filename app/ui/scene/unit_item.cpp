// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
#include "scene/unit_item.h"

#include "scene/unit_symbol.h"

#include <QPainter>

#include <algorithm>

namespace arbiter::ui {

namespace {

constexpr qreal dislodgedScale = 0.82;
constexpr qreal ringRadius = 20.0;
constexpr qreal ringPen = 2.2;
constexpr qreal haloPen = 3.4; // unitSymbol's pale halo

} // namespace

UnitItem::UnitItem(UnitType type, const QColor &colour, bool dislodged, QGraphicsItem *parent)
    : QGraphicsItem(parent), m_type(type), m_colour(colour), m_dislodged(dislodged)
{
    setZValue(dislodged ? 31 : 30);
    // Drawn once into a picture at the view's scale and copied from it after: a partial repaint of the map
    // (after an adjudication, an order) draws every unit the changed areas touch, and each unit's
    // antialiased outlines cost about twice as much clipped to many small rectangles.
    setCacheMode(QGraphicsItem::DeviceCoordinateCache);
    if (dislodged)
        setScale(dislodgedScale);
}

void UnitItem::setSelectedUnit(bool selected)
{
    if (m_selected == selected)
        return;
    prepareGeometryChange();
    m_selected = selected;
    update();
}

void UnitItem::setMark(const QString &mark)
{
    m_mark = mark;
    update();
}

void UnitItem::setGhost(bool ghost)
{
    m_ghost = ghost;
    update();
}

qreal UnitItem::reach(bool dislodged)
{
    if (dislodged)
        return (ringRadius + ringPen / 2) * dislodgedScale;
    qreal reach = 0;
    for (UnitType type : {UnitType::Army, UnitType::Fleet}) {
        const QRectF box = unitSymbol::outline(type).boundingRect();
        reach = std::max({reach, -box.left(), box.right(), -box.top(), box.bottom()});
    }
    return reach + haloPen / 2;
}

QRectF UnitItem::boundingRect() const
{
    const qreal r = ringRadius + 3;
    return QRectF(-r, -r, 2 * r, 2 * r);
}

QPainterPath UnitItem::shape() const
{
    if (!m_dislodged)
        return unitSymbol::outline(m_type);
    QPainterPath ring;
    ring.addEllipse(QPointF(0, 0), ringRadius + ringPen / 2, ringRadius + ringPen / 2);
    return ring;
}

void UnitItem::paint(QPainter *painter, const QStyleOptionGraphicsItem *, QWidget *)
{
    painter->setRenderHint(QPainter::Antialiasing);
    if (m_dislodged) {
        painter->setPen(QPen(QColor(0xc0, 0x10, 0x10), 2.2, Qt::DashLine, Qt::RoundCap));
        painter->setBrush(QColor(255, 255, 255, 150));
        painter->drawEllipse(QPointF(0, 0), ringRadius, ringRadius);
    }
    if (m_selected) {
        painter->setPen(QPen(QColor(0xff, 0xd0, 0x00), 4.0));
        painter->setBrush(QColor(255, 240, 150, 110));
        painter->drawEllipse(QPointF(0, 0), ringRadius, ringRadius);
        painter->setPen(QPen(QColor(0x30, 0x30, 0x30), 1.0));
        painter->setBrush(Qt::NoBrush);
        painter->drawEllipse(QPointF(0, 0), ringRadius + 2, ringRadius + 2);
    }
    if (m_ghost)
        painter->setOpacity(0.55);
    unitSymbol::paint(painter, m_type, m_colour, m_dislodged, m_mark);
}

} // namespace arbiter::ui
