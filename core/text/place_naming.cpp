// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
#include "text/place_naming.h"

#include "text/order_formatter.h"

namespace arbiter {

QString placeInText(const Map &map, int location, PlaceNaming naming)
{
    if (location < 0)
        return {};
    return naming == PlaceNaming::WrittenOut ? map.locationNameInText(location) : map.location(location).id;
}

QString unitInText(const Map &map, const Unit &unit, PlaceNaming naming)
{
    if (naming == PlaceNaming::Abbreviated)
        return shortUnit(map, unit);
    return (unit.type == UnitType::Army ? QStringLiteral("A ") : QStringLiteral("F ")) +
           map.locationName(unit.location);
}

} // namespace arbiter
