// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
#include "scene/order_item.h"

#include "scene/unit_symbol.h"

#include <QPainter>
#include <QPainterPathStroker>
#include <QtMath>

#include <cmath>

namespace arbiter::ui {

namespace {

constexpr qreal lineWidth = 3.0;
constexpr qreal supportWidth = 2.2;
constexpr qreal ringRadius = 19.0;
const QColor failRed(0xd0, 0x10, 0x10);
// Order marks lie above the units (30, dislodged 31): a removal's cross on its unit must not hide behind it.
constexpr qreal orderZ = 41;
constexpr qreal moveZ = 42;
constexpr qreal highlightedZ = 45;
constexpr qreal hintZ = 19; // a retreat hint is a suggestion, under everything real
const QColor illegalGrey(0x6a, 0x6a, 0x6a);

qreal length(QPointF v)
{
    return std::hypot(v.x(), v.y());
}

QPointF unit(QPointF v)
{
    const qreal l = length(v);
    return l > 0 ? v / l : QPointF(1, 0);
}

QPainterPath hexagon(QPointF centre, qreal radius)
{
    QPolygonF poly;
    for (int i = 0; i < 6; ++i) {
        const qreal a = qDegreesToRadians(60.0 * i + 30.0);
        poly << centre + QPointF(std::cos(a), std::sin(a)) * radius;
    }
    poly << poly.front();
    QPainterPath path;
    path.addPolygon(poly);
    return path;
}

} // namespace

OrderItem::OrderItem(const OrderShape &shape, const QColor &colour, OrderLook look, QGraphicsItem *parent)
    : QGraphicsItem(parent), m_shape(shape), m_colour(colour), m_look(look)
{
    setZValue(look == OrderLook::Hint ? hintZ : shape.kind == OrderShape::Move ? moveZ : orderZ);
    build();
}

bool OrderItem::drawnAlike(OrderLook a, OrderLook b)
{
    // paint() tells only these apart: a success is drawn as the order was entered.
    auto drawn = [](OrderLook look) { return look == OrderLook::Succeeded ? OrderLook::Entered : look; };
    return drawn(a) == drawn(b);
}

void OrderItem::setLook(OrderLook look)
{
    if (look == m_look)
        return;
    const bool alike = drawnAlike(look, m_look);
    m_look = look;
    if (!alike)
        update();
}

void OrderItem::setHighlighted(bool highlighted)
{
    if (m_highlighted == highlighted)
        return;
    m_highlighted = highlighted;
    setZValue(highlighted ? highlightedZ : (m_shape.kind == OrderShape::Move ? moveZ : orderZ));
    update();
}

QPainterPath OrderItem::movePath(QPointF from, QPointF to, qreal startGap, qreal endGap)
{
    const QPointF d = to - from;
    const qreal len = length(d);
    QPainterPath path;
    if (len < startGap + endGap + 2) {
        path.moveTo(from);
        path.lineTo(to);
        return path;
    }
    // Bend to the left of the direction of travel, a little more for long arrows.
    const QPointF dir = d / len;
    const QPointF normal(dir.y(), -dir.x());
    const qreal bend = std::min(len * 0.12, 22.0);
    const QPointF control = (from + to) / 2 + normal * bend;
    const QPointF start = from + unit(control - from) * startGap;
    const QPointF end = to - unit(to - control) * endGap;
    path.moveTo(start);
    path.quadTo(control, end);
    return path;
}

void OrderItem::build()
{
    m_line = QPainterPath();
    m_ghost = QPainterPath();
    m_head.clear();
    auto arrowHead = [this](const QPainterPath &path, qreal size) {
        const QPointF tip = path.pointAtPercent(1.0);
        const qreal angle = qDegreesToRadians(path.angleAtPercent(1.0));
        const QPointF dir(std::cos(angle), -std::sin(angle));
        const QPointF normal(dir.y(), -dir.x());
        const QPointF base = tip - dir * size;
        m_head = QPolygonF({tip + dir * 2, base + normal * size * 0.55, base - normal * size * 0.55});
    };
    switch (m_shape.kind) {
    case OrderShape::Move:
        m_line = movePath(m_shape.from, m_shape.to, 15, 17); // the head stops at the edge of a unit there
        arrowHead(m_line, 11);
        m_failAt = m_line.pointAtPercent(0.82);
        break;
    case OrderShape::SupportMove:
    case OrderShape::Convoy: {
        m_ghost = movePath(m_shape.otherFrom, m_shape.otherTo, 15, 14);
        const QPointF attach = m_ghost.pointAtPercent(m_shape.kind == OrderShape::Convoy ? 0.45 : 0.6);
        m_line.moveTo(m_shape.from + unit(attach - m_shape.from) * 12);
        m_line.lineTo(attach);
        m_failAt = m_line.pointAtPercent(0.5);
        break;
    }
    case OrderShape::SupportHold: {
        const QPointF dir = unit(m_shape.to - m_shape.from);
        m_line.moveTo(m_shape.from + dir * 12);
        m_line.lineTo(m_shape.to - dir * ringRadius);
        m_line.addEllipse(m_shape.to, ringRadius, ringRadius);
        m_failAt = (m_shape.from + m_shape.to) / 2;
        break;
    }
    case OrderShape::Hold:
        m_line = hexagon(m_shape.from, ringRadius + 1);
        m_failAt = m_shape.from + QPointF(ringRadius, -ringRadius);
        break;
    case OrderShape::Build:
        m_line.addEllipse(m_shape.to, ringRadius + 1, ringRadius + 1);
        m_failAt = m_shape.to;
        break;
    case OrderShape::Remove:
        m_failAt = m_shape.to;
        break;
    }
    QPainterPathStroker stroker;
    stroker.setWidth(lineWidth + 10);
    QRectF bounds = stroker.createStroke(m_line).boundingRect() | m_head.boundingRect() |
                    stroker.createStroke(m_ghost).boundingRect();
    bounds |= QRectF(m_failAt - QPointF(12, 12), QSizeF(24, 24));
    if (m_shape.kind == OrderShape::Build || m_shape.kind == OrderShape::Remove)
        bounds |= QRectF(m_shape.to - QPointF(24, 24), QSizeF(48, 48));
    prepareGeometryChange();
    m_bounds = bounds.adjusted(-4, -4, 4, 4);
}

QRectF OrderItem::boundingRect() const
{
    return m_bounds;
}

QPainterPath OrderItem::shape() const
{
    QPainterPathStroker stroker;
    stroker.setWidth(10);
    QPainterPath p = stroker.createStroke(m_line);
    p.addPolygon(m_head);
    if (m_shape.kind == OrderShape::Build || m_shape.kind == OrderShape::Remove)
        p.addEllipse(m_shape.to, ringRadius, ringRadius);
    return p;
}

void OrderItem::paintCross(QPainter *painter, QPointF at, qreal size) const
{
    const QPointF a(size, size);
    const QPointF b(size, -size);
    painter->setPen(QPen(Qt::white, 5.2, Qt::SolidLine, Qt::RoundCap));
    painter->drawLine(at - a, at + a);
    painter->drawLine(at - b, at + b);
    painter->setPen(QPen(failRed, 3.0, Qt::SolidLine, Qt::RoundCap));
    painter->drawLine(at - a, at + a);
    painter->drawLine(at - b, at + b);
}

void OrderItem::paint(QPainter *painter, const QStyleOptionGraphicsItem *, QWidget *)
{
    painter->setRenderHint(QPainter::Antialiasing);
    const bool failed = m_look == OrderLook::Failed;
    const bool ignored = m_look == OrderLook::Illegal || m_look == OrderLook::Invalid;
    const QColor colour = ignored ? illegalGrey : m_colour;
    const bool refutation = m_look == OrderLook::Refutation;
    const bool dashed = failed || ignored || m_look == OrderLook::Hint || refutation;
    const qreal opacity = m_look == OrderLook::Hint ? 0.7 : 1.0;
    painter->setOpacity(opacity);

    const bool isSupport = m_shape.kind == OrderShape::SupportMove || m_shape.kind == OrderShape::SupportHold;
    const bool isConvoy = m_shape.kind == OrderShape::Convoy;
    // A refutation's dashes are broader than an order's line: its gaps show the map, and it must still be
    // seen at the whole map.
    const qreal width = ((isSupport || isConvoy) ? supportWidth : lineWidth) * (refutation ? 1.5 : 1.0);
    Qt::PenStyle style = Qt::SolidLine;
    QList<qreal> pattern;
    if (isSupport)
        pattern = {3.0, 2.0};
    else if (isConvoy)
        pattern = {0.6, 1.6};
    else if (dashed)
        pattern = {2.5, 1.8};
    if (!pattern.isEmpty())
        style = Qt::CustomDashLine;

    auto pen = [&](const QColor &c, qreal w, bool withPattern) {
        QPen p(c, w, withPattern ? style : Qt::SolidLine, isConvoy ? Qt::RoundCap : Qt::FlatCap,
               Qt::RoundJoin);
        if (withPattern && style == Qt::CustomDashLine) {
            // Keep the dash pattern the same in scene units whatever the pen width.
            QList<qreal> scaled;
            for (qreal v : pattern)
                scaled << v * (lineWidth / w) * (dashed && !isSupport && !isConvoy ? 1.6 : 1.0);
            p.setDashPattern(scaled);
        }
        return p;
    };

    // The supported or convoyed move, faint, so a support is readable even without that move's arrow.
    if (!m_ghost.isEmpty()) {
        QPen ghost(QColor(40, 40, 40, 110), 1.2, Qt::DotLine);
        painter->setPen(ghost);
        painter->setBrush(Qt::NoBrush);
        painter->drawPath(m_ghost);
    }

    if (m_highlighted) {
        painter->setPen(
            QPen(QColor(255, 215, 0, 200), width + 9, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
        painter->setBrush(Qt::NoBrush);
        painter->drawPath(m_line);
        if (!m_head.isEmpty()) {
            painter->setBrush(QColor(255, 215, 0, 200));
            painter->drawPolygon(m_head);
        }
        if (m_shape.kind == OrderShape::Remove || m_shape.kind == OrderShape::Build) {
            painter->setBrush(QColor(255, 215, 0, 120));
            painter->setPen(Qt::NoPen);
            painter->drawEllipse(m_shape.to, ringRadius + 6, ringRadius + 6);
        }
    }

    const QColor halo = colour.lightnessF() > 0.55 ? QColor(20, 20, 20, 200) : QColor(255, 255, 255, 215);
    if (m_shape.kind != OrderShape::Remove) {
        painter->setBrush(Qt::NoBrush);
        painter->setPen(pen(halo, width + (refutation ? 4.0 : 2.2), true));
        painter->drawPath(m_line);
        painter->setPen(pen(colour, width, true));
        painter->drawPath(m_line);
    }
    if (!m_head.isEmpty()) {
        painter->setPen(QPen(halo, 1.1, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
        painter->setBrush(colour);
        painter->drawPolygon(m_head);
    }
    if (isSupport || isConvoy) {
        // A small disc where the support or convoy meets the supported move.
        const QPointF end = m_shape.kind == OrderShape::SupportHold ? QPointF() : m_line.pointAtPercent(1.0);
        if (m_shape.kind != OrderShape::SupportHold) {
            painter->setPen(QPen(halo, 1.0));
            painter->setBrush(colour);
            painter->drawEllipse(end, 3.4, 3.4);
        }
    }
    if (m_shape.kind == OrderShape::Build) {
        painter->save();
        painter->translate(m_shape.to);
        painter->setOpacity(opacity * 0.6);
        unitSymbol::paint(painter, m_shape.buildType, m_colour);
        painter->restore();
        // A "+" badge.
        const QPointF badge = m_shape.to + QPointF(ringRadius * 0.75, -ringRadius * 0.75);
        painter->setPen(QPen(Qt::white, 1.2));
        painter->setBrush(ignored ? illegalGrey : QColor(0x1b, 0x8a, 0x2e));
        painter->drawEllipse(badge, 6, 6);
        painter->setPen(QPen(Qt::white, 2.0, Qt::SolidLine, Qt::RoundCap));
        painter->drawLine(badge - QPointF(3.2, 0), badge + QPointF(3.2, 0));
        painter->drawLine(badge - QPointF(0, 3.2), badge + QPointF(0, 3.2));
    }
    if (m_shape.kind == OrderShape::Remove)
        paintCross(painter, m_shape.to, 11);

    if (failed || m_look == OrderLook::Invalid)
        paintCross(painter, m_failAt, 5.5);
    if (m_look == OrderLook::Illegal) {
        // A warning badge: the order will be ignored.
        const QPointF at = m_failAt;
        painter->setPen(QPen(Qt::white, 1.2));
        painter->setBrush(QColor(0xe0, 0x7b, 0x00));
        painter->drawEllipse(at, 6.5, 6.5);
        QFont font = painter->font();
        font.setPixelSize(10);
        font.setBold(true);
        painter->setFont(font);
        painter->setPen(Qt::white);
        painter->drawText(QRectF(at - QPointF(6.5, 6.5), QSizeF(13, 13)), Qt::AlignCenter,
                          QStringLiteral("!"));
    }
}

} // namespace arbiter::ui
