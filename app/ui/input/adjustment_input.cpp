// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
#include "input/adjustment_input.h"

#include "document/game_document.h"
#include "document/order_description.h"
#include "judge/order_options.h"

#include <algorithm>

namespace arbiter::ui::input {

namespace {

bool buildsIn(const Map &map, const std::vector<BuildOption> &options, int province)
{
    return std::any_of(options.begin(), options.end(),
                       [&](const BuildOption &b) { return map.location(b.location).province == province; });
}

} // namespace

void AdjustmentInput::click(int province, QPointF scenePos)
{
    const int unit = position().unitIn(map(), province);
    if (unit >= 0)
        remove(unit);
    else
        build(province, scenePos);
}

void AdjustmentInput::remove(int unit)
{
    const Unit &u = position().units[std::size_t(unit)];
    if (!contains(removalOptions(map(), position(), u.power), unit)) {
        message(OrderInput::tr("%1 has no units to remove.").arg(document::powerName(map(), u.power)));
        return;
    }
    enter(orderFor(u, OrderType::Disband));
}

void AdjustmentInput::build(int province, QPointF scenePos)
{
    const Province &prov = map().province(province);
    const QString name = map().provinceName(province);
    // Whose build it is: the home power, or where the map lets builds go in any owned centre, the owner.
    const bool anyOwned = map().buildRule() == BuildRule::AnyOwned;
    const int power =
        anyOwned ? (prov.supplyCentre ? position().owner[std::size_t(province)] : -1) : prov.home;
    if (power < 0) {
        message(anyOwned
                    ? OrderInput::tr("%1 is no owned supply centre; builds go in owned centres.").arg(name)
                    : OrderInput::tr("%1 is no home centre; builds go in home centres.").arg(name));
        return;
    }
    std::vector<BuildOption> options;
    for (const BuildOption &b : buildOptions(map(), position(), power)) {
        if (map().location(b.location).province == province)
            options.push_back(b);
    }
    if (options.empty()) {
        Order army;
        army.type = OrderType::Build;
        army.power = power;
        army.unit = placeRef(province);
        army.unit.typeGiven = true;
        message(OrderInput::tr("%1 cannot build in %2: %3.")
                    .arg(document::powerName(map(), power), name, refusal(army)));
        return;
    }
    int chosen = 0;
    if (options.size() > 1) {
        QStringList names;
        for (const BuildOption &b : options) {
            const QString coast = map().location(b.location).coast;
            names << (b.type == UnitType::Army ? OrderInput::tr("Build army")
                      : coast.isEmpty()        ? OrderInput::tr("Build fleet")
                                               : OrderInput::tr("Build fleet (%1)").arg(coastName(coast)));
        }
        chosen = choose(OrderInput::tr("Build in %1").arg(name), names, scenePos);
        if (chosen < 0)
            return;
    }
    const BuildOption &b = options[std::size_t(chosen)];
    Order order;
    order.type = OrderType::Build;
    order.power = power;
    order.unit.typeGiven = true;
    order.unit.type = b.type;
    order.unit.location = b.location;
    enter(order);
}

std::vector<MenuEntry> AdjustmentInput::menu(int province, QPointF scenePos)
{
    std::vector<MenuEntry> entries;
    const int unit = position().unitIn(map(), province);
    if (unit >= 0) {
        const Unit &u = position().units[std::size_t(unit)];
        if (contains(removalOptions(map(), position(), u.power), unit))
            entries.push_back({OrderInput::tr("Remove"), [this, unit] { remove(unit); }});
        return entries;
    }
    const int power = map().province(province).home;
    if (power < 0)
        return entries;
    if (buildsIn(map(), buildOptions(map(), position(), power), province))
        entries.push_back(
            {OrderInput::tr("Build…"), [this, province, scenePos] { build(province, scenePos); }});
    if (mayWaiveBuild(map(), document().rules(), position(), power)) {
        entries.push_back(
            {OrderInput::tr("Waive a build of %1").arg(document::powerName(map(), power)), [this, power] {
                 Order waive;
                 waive.type = OrderType::Waive;
                 waive.power = power;
                 enter(waive);
             }});
    }
    return entries;
}

QString AdjustmentInput::menuTitle(int province) const
{
    return unitInName(province);
}

} // namespace arbiter::ui::input
