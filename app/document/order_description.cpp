// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
#include "document/order_description.h"

#include "text/reason_text.h"
#include "text/order_formatter.h"

#include <QCoreApplication>

namespace arbiter::document {

namespace {

// The standard map's powers, for lupdate; other maps' names are shown as written.
[[maybe_unused]] constexpr const char *standardPowers[] = {
    QT_TRANSLATE_NOOP("Power", "Austria"), QT_TRANSLATE_NOOP("Power", "England"),
    QT_TRANSLATE_NOOP("Power", "France"),  QT_TRANSLATE_NOOP("Power", "Germany"),
    QT_TRANSLATE_NOOP("Power", "Italy"),   QT_TRANSLATE_NOOP("Power", "Russia"),
    QT_TRANSLATE_NOOP("Power", "Turkey"),
};

} // namespace

QString powerName(const Map &map, int power)
{
    return QCoreApplication::translate("Power", map.power(power).name.toUtf8().constData());
}

QString describeUnit(const Map &map, const Unit &unit)
{
    const QString adjective = map.power(unit.power).adjective;
    const QString place = map.province(map.location(unit.location).province).name;
    const QString coast = map.location(unit.location).coast;
    const QString where = coast.isEmpty() ? place : QStringLiteral("%1 (%2)").arg(place, coast);
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
