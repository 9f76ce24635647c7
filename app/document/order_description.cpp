// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
#include "document/order_description.h"

#include "text/order_formatter.h"
#include "text/reason_text.h"

#include <QCoreApplication>

namespace arbiter::document {

QString powerName(const Map &map, int power)
{
    return map.powerName(power);
}

QString describeOrder(const Map &map, const Order &order, PhaseKind phase)
{
    const QString text = formatOrder(map, order, false, phase);
    return order.power >= 0 ? map.powerName(order.power) + QStringLiteral(": ") + text : text;
}

QString unitWithPower(const Map &map, const Unit &unit)
{
    return map.powerName(unit.power) + QStringLiteral(": ") + shortUnit(map, unit);
}

QString describeUnit(const Map &map, const Unit &unit)
{
    const QString adjective = map.powerAdjective(unit.power);
    const QString where = map.locationName(unit.location);
    return unit.type == UnitType::Army
               ? QCoreApplication::translate("Unit", "the %1 army in %2").arg(adjective, where)
               : QCoreApplication::translate("Unit", "the %1 fleet in %2").arg(adjective, where);
}

QString partnerNote(const Map &map, const Position &position, const std::vector<EnteredOrder> &orders,
                    const Order &order)
{
    const int province = order.other.location >= 0 ? map.location(order.other.location).province : -1;
    const int partner = province >= 0 ? position.unitIn(map, province) : -1;
    if (partner < 0)
        return reasonSentence(order.type == OrderType::Convoy ? OrderReason::ConvoyNotMatched
                                                              : OrderReason::SupportNotMatched);
    const QString unit = shortUnit(map, position.units[std::size_t(partner)]);
    for (const EnteredOrder &o : orders) {
        if (o.order.unit.location >= 0 && map.location(o.order.unit.location).province == province)
            return QCoreApplication::translate("OrderCheck", "%1 is ordered %2")
                .arg(unit, formatOrder(map, o.order, false, position.phase.kind));
    }
    return QCoreApplication::translate("OrderCheck", "%1 has no matching order yet").arg(unit);
}

} // namespace arbiter::document
