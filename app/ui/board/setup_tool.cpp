// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
#include "board/setup_tool.h"

#include "scene/map_scene.h"
#include "widgets/setup_panel.h"

namespace arbiter::ui {

void SetupTool::click(QPointF scenePos, Qt::MouseButton button)
{
    m_panel->click(m_scene->provinceAt(scenePos), scenePos, button);
}

} // namespace arbiter::ui
