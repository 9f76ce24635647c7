// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
#include "scene/unit_symbol.h"

#include <QPainter>
#include <QPolygonF>

namespace arbiter::ui::unitSymbol {

namespace {

QPainterPath fleetOutline()
{
    QPainterPath hull;
    hull.addPolygon(QPolygonF({QPointF(-16, 1.5), QPointF(16, 1.5), QPointF(11, 9.5), QPointF(-11, 9.5)}));
    hull.closeSubpath();
    QPainterPath mainSail;
    mainSail.addPolygon(QPolygonF({QPointF(0, -13), QPointF(11, 0), QPointF(0, 0)}));
    mainSail.closeSubpath();
    QPainterPath foreSail;
    foreSail.addPolygon(QPolygonF({QPointF(-2, -10), QPointF(-2, 0), QPointF(-11, 0)}));
    foreSail.closeSubpath();
    QPainterPath mast;
    mast.addRect(QRectF(-1.2, -13, 1.6, 15));
    return hull.united(mainSail).united(foreSail).united(mast).simplified();
}

QPainterPath cannon()
{
    QPainterPath barrel;
    QTransform t;
    t.translate(0.5, 0);
    t.rotate(-28);
    barrel.addRoundedRect(QRectF(-7, -2.2, 14, 4.4), 1.5, 1.5);
    QPainterPath p = t.map(barrel);
    QPainterPath wheel;
    wheel.addEllipse(QPointF(-1.5, 3.6), 3.6, 3.6);
    return p.united(wheel);
}

} // namespace

QPainterPath outline(UnitType type)
{
    if (type == UnitType::Fleet) {
        static const QPainterPath fleet = QTransform::fromScale(size / 11.0, size / 11.0).map(fleetOutline());
        return fleet;
    }
    QPainterPath army;
    army.addEllipse(QPointF(0, 0), size, size);
    return army;
}

QColor foregroundFor(const QColor &colour)
{
    return colour.lightnessF() > 0.62 ? QColor(0x22, 0x22, 0x22) : QColor(Qt::white);
}

void paint(QPainter *painter, UnitType type, const QColor &colour, bool faded, const QString &mark)
{
    const QPainterPath shape = outline(type);
    painter->save();
    painter->setRenderHint(QPainter::Antialiasing);
    if (faded)
        painter->setOpacity(painter->opacity() * 0.75);
    // A pale halo lifts the token off any background; the dark edge keeps light colours visible.
    painter->setPen(QPen(QColor(255, 255, 255, 220), 3.4, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
    painter->setBrush(Qt::NoBrush);
    painter->drawPath(shape);
    painter->setPen(QPen(QColor(0x1d, 0x1d, 0x1d), 1.3, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
    painter->setBrush(colour);
    painter->drawPath(shape);
    if (!mark.isEmpty()) {
        QFont font = painter->font();
        font.setPixelSize(type == UnitType::Army ? int(size * 1.15) : int(size * 0.8));
        font.setBold(true);
        painter->setFont(font);
        painter->setPen(foregroundFor(colour));
        const QRectF box = type == UnitType::Army ? QRectF(-size, -size, 2 * size, 2 * size)
                                                  : QRectF(-size, -size * 0.35, 2 * size, size * 0.75);
        painter->drawText(box, Qt::AlignCenter, mark);
        if (type == UnitType::Army) {
            painter->restore();
            return;
        }
    }
    if (type == UnitType::Army) {
        static const QPainterPath gun = QTransform::fromScale(size / 11.0, size / 11.0).map(cannon());
        painter->setPen(Qt::NoPen);
        painter->setBrush(foregroundFor(colour));
        painter->drawPath(gun);
    } else {
        // A waterline across the hull, in the token's foreground colour.
        painter->setPen(QPen(foregroundFor(colour), 1.4));
        const qreal k = size / 11.0;
        painter->drawLine(QPointF(-12 * k, 4.5 * k), QPointF(12 * k, 4.5 * k));
    }
    painter->restore();
}

} // namespace arbiter::ui::unitSymbol
