// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
#include "board/reach_tool.h"

#include "board/board_view_model.h"
#include "scene/map_scene.h"

namespace arbiter::ui {

void ReachTool::click(QPointF scenePos, Qt::MouseButton button)
{
    if (button == Qt::LeftButton)
        m_scene->board()->setReachProvince(m_scene->provinceAt(scenePos));
}

void ReachTool::cancel()
{
    m_scene->board()->setReachProvince(-1);
}

} // namespace arbiter::ui
