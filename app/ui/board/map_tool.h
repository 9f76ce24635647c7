// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
#pragma once

#include <QPointF>
#include <Qt>

namespace arbiter::ui {

// One way of working on the map, as a map editor has its tools: the tool manager hands the clicks and the
// keys the map takes to the tool of what the board shows (entering orders, a replay, a position being set
// up), so that what a click means is decided in one place per tool and not by the window.
class MapTool
{
  public:
    MapTool() = default;
    virtual ~MapTool() = default;
    MapTool(const MapTool &) = delete;
    MapTool &operator=(const MapTool &) = delete;

    // A click (pressed and released without dragging the map) at a scene position.
    virtual void click(QPointF scenePos, Qt::MouseButton button) = 0;
    // Escape, or another tool takes over: what was half done is forgotten.
    virtual void cancel() = 0;
};

} // namespace arbiter::ui
