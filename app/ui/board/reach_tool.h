// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
#pragma once

#include "board/map_tool.h"

namespace arbiter::ui {

class MapScene;

// View → Reach and Support on the map: a click on a province shows who can move there, who can support
// there and who could cut those supports (the board's reach province, drawn by the scene's ReachOverlay);
// a click outside every province or Escape shows none (the tool manager also follows the pointer while
// Shift is held). Nothing of the game changes.
class ReachTool : public MapTool
{
  public:
    explicit ReachTool(MapScene *scene) : m_scene(scene) {}

    void click(QPointF scenePos, Qt::MouseButton button) override;
    void cancel() override;

  private:
    MapScene *m_scene;
};

} // namespace arbiter::ui
