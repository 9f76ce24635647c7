// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
#include "text/order_formatter.h"

#include "model/position.h"

namespace arbiter {

namespace {

QString place(const Map &map, const UnitRef &ref)
{
    if (ref.location < 0)
        return QStringLiteral("?");
    return map.location(ref.location).id;
}

QString unit(const Map &map, const UnitRef &ref)
{
    QString text;
    if (ref.power >= 0)
        text += map.power(ref.power).adjective + u' ';
    if (ref.typeGiven)
        text += ref.type == UnitType::Army ? QStringLiteral("A ") : QStringLiteral("F ");
    return text + place(map, ref);
}

} // namespace

QString formatUnit(const Map &map, const Unit &unit)
{
    return map.power(unit.power).name + QStringLiteral(": ") + shortUnit(map, unit);
}

QString shortUnit(const Map &map, const Unit &unit)
{
    return (unit.type == UnitType::Army ? QStringLiteral("A ") : QStringLiteral("F ")) +
           map.location(unit.location).id;
}

QString formatOrder(const Map &map, const Order &order, bool withPower, PhaseKind phase)
{
    QString text;
    if (withPower && order.power >= 0)
        text = map.power(order.power).name + QStringLiteral(": ");
    UnitRef self = order.unit;
    self.power = -1;
    switch (order.type) {
    case OrderType::Hold:
        return text + unit(map, self) + QStringLiteral(" H");
    case OrderType::Move: {
        text += unit(map, self);
        for (int p : order.convoyPath)
            text += QStringLiteral(" - ") + map.province(p).id;
        text += QStringLiteral(" - ") + place(map, order.target);
        if (order.viaConvoy)
            text += QStringLiteral(" via convoy");
        return text;
    }
    case OrderType::Support:
        text += unit(map, self) + QStringLiteral(" S ") + unit(map, order.other);
        if (order.otherTarget.location >= 0)
            text += QStringLiteral(" - ") + place(map, order.otherTarget);
        return text;
    case OrderType::Convoy:
        return text + unit(map, self) + QStringLiteral(" C ") + unit(map, order.other) + QStringLiteral(" - ")
               + place(map, order.otherTarget);
    case OrderType::Disband:
        return text + (phase == PhaseKind::Retreat ? QStringLiteral("Disband ") : QStringLiteral("Remove "))
               + unit(map, self);
    case OrderType::Build:
        return text + QStringLiteral("Build ") + unit(map, self);
    case OrderType::Waive:
        return text + QStringLiteral("Waive");
    }
    return text;
}

} // namespace arbiter
