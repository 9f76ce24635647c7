// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
#include "input/movement_input.h"

#include "judge/order_options.h"
#include "scene/map_scene.h"

namespace arbiter::ui::input {

void MovementInput::clear()
{
    m_unit = -1;
    m_other = -1;
    m_offered.clear();
}

void MovementInput::select(int province)
{
    const int u = position().unitIn(map(), province);
    if (u < 0) {
        message(OrderInput::tr("There is no unit in %1.").arg(provinceName(province)));
        return;
    }
    m_unit = u;
    markSelected(province);
    modeChosen(mode());
}

void MovementInput::modeChosen(Mode mode)
{
    if (mode == Mode::Hold) {
        enter(orderFor(unit(m_unit), OrderType::Hold));
        return;
    }
    m_other = -1;
    showOptions();
}

void MovementInput::showOptions()
{
    const QString who = unitName(unit(m_unit));
    m_offered.clear();
    if (m_other >= 0) {
        const QString other = unitName(unit(m_other));
        if (mode() == Mode::Convoy) {
            m_offered = convoyTargets(map(), position(), m_unit, m_other);
            scene().setHighlights(m_offered, MapScene::Highlight::Convoy);
            message(OrderInput::tr("Convoy %1 to: click the destination.").arg(other));
        } else {
            m_offered = supportTargets(map(), position(), m_unit, m_other);
            scene().setHighlights(m_offered, MapScene::Highlight::Destination);
            message(
                OrderInput::tr("Support %1: click its destination, or the unit itself to support it holding.")
                    .arg(other));
        }
        return;
    }
    switch (mode()) {
    case Mode::Support:
        for (int u : supportableUnits(map(), position(), m_unit))
            m_offered.push_back(map().location(unit(u).location).province);
        scene().setHighlights(m_offered, MapScene::Highlight::Unit);
        message(m_offered.empty() ? OrderInput::tr("%1 can support no unit.").arg(who)
                                  : OrderInput::tr("%1 supports: click the supported unit.").arg(who));
        return;
    case Mode::Convoy:
        for (int u : convoyableArmies(map(), position(), m_unit))
            m_offered.push_back(map().location(unit(u).location).province);
        scene().setHighlights(m_offered, MapScene::Highlight::Unit);
        message(m_offered.empty() ? OrderInput::tr("%1 can convoy no army.").arg(who)
                                  : OrderInput::tr("%1 convoys: click the army.").arg(who));
        return;
    default: {
        std::vector<int> locations;
        for (const MoveOption &m : moveOptions(map(), position(), m_unit))
            locations.push_back(m.location);
        m_offered = provincesOf(locations);
        scene().setHighlights(m_offered, MapScene::Highlight::Destination);
        message(
            OrderInput::tr("%1: click a highlighted province to move, the unit again to hold; S support, C "
                           "convoy.")
                .arg(who));
        return;
    }
    }
}

void MovementInput::click(int province, QPointF scenePos)
{
    if (m_unit < 0)
        select(province);
    else if (m_other >= 0)
        supportOrConvoy(province, scenePos);
    else if (mode() == Mode::Support || mode() == Mode::Convoy)
        chooseOther(province);
    else
        moveOrHold(province, scenePos);
}

void MovementInput::chooseOther(int province)
{
    if (!contains(m_offered, province)) {
        const QString who = unitName(unit(m_unit));
        message(mode() == Mode::Support
                    ? OrderInput::tr("%1 cannot support %2.").arg(who, unitInName(province))
                    : OrderInput::tr("%1 cannot convoy %2.").arg(who, unitInName(province)));
        return;
    }
    m_other = position().unitIn(map(), province); // offered provinces hold a unit
    showOptions();
}

void MovementInput::supportOrConvoy(int province, QPointF scenePos)
{
    const Unit &self = unit(m_unit);
    const Unit &other = unit(m_other);
    const bool convoy = mode() == Mode::Convoy;
    if (!contains(m_offered, province)) {
        const QString who = unitName(self);
        message(convoy ? OrderInput::tr("%1 cannot convoy that army to %2.").arg(who, provinceName(province))
                       : OrderInput::tr("%1 cannot support a move to %2.").arg(who, provinceName(province)));
        return;
    }
    Order order = orderFor(self, convoy ? OrderType::Convoy : OrderType::Support);
    order.other = refTo(other, other.power != self.power);
    // The supported unit's own province is a support to hold; a convoy always has a destination.
    if (province != map().location(other.location).province || convoy) {
        int target = province;
        if (other.type == UnitType::Fleet && !map().province(province).coasts.empty()) {
            // A supported fleet move into a split-coast province names the coast the fleet can reach.
            std::vector<int> coasts;
            for (const MoveOption &m : moveOptions(map(), position(), m_other)) {
                if (map().location(m.location).province == province)
                    coasts.push_back(m.location);
            }
            target = pickLocation(coasts, scenePos);
            if (target < 0)
                return;
        }
        order.otherTarget = placeRef(target);
    }
    enter(order);
}

void MovementInput::moveOrHold(int province, QPointF scenePos)
{
    const Unit &self = unit(m_unit);
    if (province == selectedProvince()) {
        enter(orderFor(self, OrderType::Hold));
        return;
    }
    if (!contains(m_offered, province)) {
        if (position().unitIn(map(), province) >= 0 && mode() == Mode::Auto) {
            // Clicking another unit that is no destination selects it instead.
            reset();
            select(province);
            return;
        }
        Order move = orderFor(self, OrderType::Move);
        move.target = placeRef(province);
        message(OrderInput::tr("%1 cannot move to %2: %3.")
                    .arg(unitName(self), provinceName(province), refusal(move)));
        return;
    }
    std::vector<int> locations;
    for (const MoveOption &m : moveOptions(map(), position(), m_unit)) {
        if (map().location(m.location).province == province)
            locations.push_back(m.location);
    }
    const int target = pickLocation(locations, scenePos);
    if (target < 0)
        return;
    Order move = orderFor(self, OrderType::Move);
    move.target = placeRef(target);
    enter(move);
}

std::vector<MenuEntry> MovementInput::menu(int province, QPointF)
{
    const int u = position().unitIn(map(), province);
    if (u < 0)
        return {};
    std::vector<MenuEntry> entries;
    entries.push_back({OrderInput::tr("Hold"), [this, province] { startWith(Mode::Hold, province); }});
    entries.push_back({OrderInput::tr("Move…"), [this, province] { startWith(Mode::Move, province); }});
    if (!supportableUnits(map(), position(), u).empty())
        entries.push_back(
            {OrderInput::tr("Support…"), [this, province] { startWith(Mode::Support, province); }});
    if (canConvoyAny(map(), position(), u))
        entries.push_back(
            {OrderInput::tr("Convoy…"), [this, province] { startWith(Mode::Convoy, province); }});
    return entries;
}

QString MovementInput::menuTitle(int province) const
{
    return unitInName(province);
}

} // namespace arbiter::ui::input
