// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
#pragma once

#include "model/order.h"
#include "model/position.h"

#include <QPointer>

#include <vector>

namespace arbiter::ui {

class MapScene;
class OrderItem;

// The orders of an analysis's answer drawn over the map, apart from the orders of the game: our order set
// as entered orders are drawn, the refutation (their defence that beats it) as hints, dashed. The items
// are the scene's; the overlay takes them away again unless the scene went first (with its items).
class AnalysisOverlay
{
  public:
    explicit AnalysisOverlay(MapScene *scene);
    ~AnalysisOverlay();
    AnalysisOverlay(const AnalysisOverlay &) = delete;
    AnalysisOverlay &operator=(const AnalysisOverlay &) = delete;

    // Draws the orders of units of `position` (in place of what was drawn before).
    void show(const Position &position, const std::vector<Order> &ours, const std::vector<Order> &refutation);
    void clear();
    const std::vector<OrderItem *> &items() const { return m_items; }

  private:
    void add(const Position &position, const Order &order, bool refutation);

    QPointer<MapScene> m_scene;
    std::vector<OrderItem *> m_items;
};

} // namespace arbiter::ui
