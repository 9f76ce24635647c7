// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
#include "text/order_formatter.h"

#include "model/position.h"

namespace arbiter {

namespace {

enum class Names : std::uint8_t
{
    Ids,  // "mun", "Austrian"
    Full, // "Munich", in the map's chosen language
};

QString place(const Map &map, const UnitRef &ref, Names names)
{
    if (ref.location < 0)
        return QStringLiteral("?");
    if (names == Names::Full)
        return map.locationName(ref.location);
    // A coast the province does not have was written: the order stands or fails by it (4.B.6), so the short
    // notation keeps it, as a coast that no map has, for the parser to read back. (The coast written is not
    // kept, and no other coast reads back as unknown on every map.)
    if (ref.unknownCoast)
        return map.location(ref.location).id + QStringLiteral("/?");
    return map.location(ref.location).id;
}

QString unit(const Map &map, const UnitRef &ref, Names names)
{
    QString text;
    if (ref.power >= 0)
        text += (names == Names::Ids ? map.power(ref.power).adjective : map.powerAdjective(ref.power)) + u' ';
    if (ref.typeGiven)
        text += ref.type == UnitType::Army ? QStringLiteral("A ") : QStringLiteral("F ");
    return text + place(map, ref, names);
}

QString format(const Map &map, const Order &order, QString text, PhaseKind phase, Names names)
{
    UnitRef self = order.unit;
    self.power = -1;
    switch (order.type) {
    case OrderType::Hold:
        return text + unit(map, self, names) + QStringLiteral(" H");
    case OrderType::Move: {
        text += unit(map, self, names);
        for (int p : order.convoyPath)
            text += QStringLiteral(" - ") + (names == Names::Ids ? map.province(p).id : map.provinceName(p));
        text += QStringLiteral(" - ") + place(map, order.target, names);
        if (order.viaConvoy)
            text += QStringLiteral(" via convoy");
        return text;
    }
    case OrderType::Support:
        text += unit(map, self, names) + QStringLiteral(" S ") + unit(map, order.other, names);
        if (order.otherTarget.location >= 0)
            text += QStringLiteral(" - ") + place(map, order.otherTarget, names);
        return text;
    case OrderType::Convoy:
        return text + unit(map, self, names) + QStringLiteral(" C ") + unit(map, order.other, names) +
               QStringLiteral(" - ") + place(map, order.otherTarget, names);
    case OrderType::Disband:
        return text + (phase == PhaseKind::Retreat ? QStringLiteral("Disband ") : QStringLiteral("Remove ")) +
               unit(map, self, names);
    case OrderType::Build:
        return text + QStringLiteral("Build ") + unit(map, self, names);
    case OrderType::Waive:
        return text + QStringLiteral("Waive");
    }
    return text;
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
    return format(map, order, text, phase, Names::Ids);
}

QString formatOrderInFull(const Map &map, const Order &order, PhaseKind phase)
{
    return format(map, order, QString(), phase, Names::Full);
}

} // namespace arbiter
