// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
#include "board/replay_tool.h"

#include "scene/map_scene.h"

namespace arbiter::ui {

ReplayTool::ReplayTool(const MapScene *scene, QObject *parent) : QObject(parent), m_scene(scene) {}

void ReplayTool::click(QPointF scenePos, Qt::MouseButton button)
{
    if (button == Qt::LeftButton && m_scene->board()->showsResults()) {
        const int order = m_scene->orderAt(scenePos);
        if (order >= 0)
            emit orderPicked(order);
        else
            emit provincePicked(m_scene->provinceAt(scenePos));
        return;
    }
    emit message(
        tr("This is a replay and cannot be changed: Ctrl+End returns to the current phase, Play from "
           "Here starts a what-if."));
}

} // namespace arbiter::ui
