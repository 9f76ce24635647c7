// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
#include "scene/analysis_overlay.h"

#include "scene/map_scene.h"
#include "scene/order_item.h"
#include "scene/order_shapes.h"
#include "scene/power_palette.h"

namespace arbiter::ui {

AnalysisOverlay::AnalysisOverlay(MapScene *scene) : m_scene(scene) {}

AnalysisOverlay::~AnalysisOverlay()
{
    clear();
}

void AnalysisOverlay::show(const Position &position, const std::vector<Order> &ours,
                           const std::vector<Order> &refutation)
{
    clear();
    for (const Order &order : ours)
        add(position, order, false);
    for (const Order &order : refutation)
        add(position, order, true);
}

void AnalysisOverlay::clear()
{
    if (m_scene)
        for (OrderItem *item : m_items)
            delete item;
    m_items.clear();
}

void AnalysisOverlay::add(const Position &position, const Order &order, bool refutation)
{
    if (!m_scene)
        return;
    const Map &map = m_scene->document()->map();
    auto place = [this](int location, UnitType type, bool dislodged) {
        return m_scene->unitPlace(location, type, dislodged);
    };
    const std::optional<OrderShape> shape = orderShape(map, position, order, place);
    if (!shape)
        return;
    auto *item = new OrderItem(*shape, PowerPalette::instance()->colour(map, order.power),
                               refutation ? OrderLook::Refutation : OrderLook::Entered);
    item->setPower(order.power);
    m_scene->addItem(item);
    m_items.push_back(item);
}

} // namespace arbiter::ui
