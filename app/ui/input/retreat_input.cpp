// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
#include "input/retreat_input.h"

#include "document/game_document.h"
#include "judge/retreat_adjudicator.h"
#include "scene/map_scene.h"

namespace arbiter::ui::input {

void RetreatInput::clear()
{
    m_unit = -1;
    m_offered.clear();
}

std::vector<int> RetreatInput::retreats() const
{
    return retreatOptions(map(), document().rules(), position(), m_unit);
}

void RetreatInput::select(int province)
{
    const int d = position().dislodgedIn(map(), province);
    if (d < 0) {
        message(position().unitIn(map(), province) >= 0
                    ? OrderInput::tr("%1 was not dislodged; only dislodged units move in a retreat phase.")
                          .arg(unitInName(province))
                    : OrderInput::tr("There is no dislodged unit in %1.").arg(provinceName(province)));
        return;
    }
    m_unit = d;
    markSelected(province);
    modeChosen(mode());
}

void RetreatInput::modeChosen(Mode mode)
{
    if (mode == Mode::Disband) {
        enter(orderFor(unit(), OrderType::Disband));
        return;
    }
    const QString who = unitName(unit());
    m_offered = provincesOf(retreats());
    scene().setHighlights(m_offered, MapScene::Highlight::Destination);
    message(m_offered.empty()
                ? OrderInput::tr("%1 has nowhere to retreat; click it again to disband it.").arg(who)
                : OrderInput::tr("%1: click where it retreats, or the unit again to disband it.").arg(who));
}

void RetreatInput::click(int province, QPointF scenePos)
{
    if (m_unit < 0) {
        select(province);
        return;
    }
    if (province == selectedProvince()) {
        enter(orderFor(unit(), OrderType::Disband));
        return;
    }
    if (!contains(m_offered, province)) {
        if (position().dislodgedIn(map(), province) >= 0) {
            reset();
            select(province);
            return;
        }
        Order retreat = orderFor(unit(), OrderType::Move);
        retreat.target = placeRef(province);
        message(OrderInput::tr("%1 cannot retreat to %2: %3.")
                    .arg(unitName(unit()), provinceName(province), refusal(retreat)));
        return;
    }
    std::vector<int> locations;
    for (int loc : retreats()) {
        if (map().location(loc).province == province)
            locations.push_back(loc);
    }
    const int target = pickLocation(locations, scenePos);
    if (target < 0)
        return;
    Order retreat = orderFor(unit(), OrderType::Move);
    retreat.target = placeRef(target);
    enter(retreat);
}

std::vector<MenuEntry> RetreatInput::menu(int province, QPointF)
{
    const int d = position().dislodgedIn(map(), province);
    if (d < 0)
        return {};
    std::vector<MenuEntry> entries;
    if (!retreatOptions(map(), document().rules(), position(), d).empty())
        entries.push_back(
            {OrderInput::tr("Retreat…"), [this, province] { startWith(Mode::Auto, province); }});
    entries.push_back({OrderInput::tr("Disband"), [this, province] { startWith(Mode::Disband, province); }});
    return entries;
}

QString RetreatInput::menuTitle(int province) const
{
    const int d = position().dislodgedIn(map(), province);
    return d >= 0 ? unitName(position().dislodged[std::size_t(d)].unit) : provinceName(province);
}

} // namespace arbiter::ui::input
