// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
#pragma once

#include "board/map_tool.h"

namespace arbiter::ui {

class MapScene;
class SetupPanel;

// Setting up a position: a click places or removes a unit in the province clicked, as the set-up panel's
// choices say (the panel keeps the position and its undo stack).
class SetupTool : public MapTool
{
  public:
    SetupTool(const MapScene *scene, SetupPanel *panel) : m_scene(scene), m_panel(panel) {}

    void click(QPointF scenePos, Qt::MouseButton button) override;
    void cancel() override {} // every click is a whole edit: nothing is ever half done

  private:
    const MapScene *m_scene;
    SetupPanel *m_panel;
};

} // namespace arbiter::ui
