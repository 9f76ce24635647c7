// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
#include "board/prediction_tool.h"

#include "board/board_view_model.h"
#include "document/game_document.h"
#include "scene/map_scene.h"

namespace arbiter::ui {

PredictionTool::PredictionTool(const MapScene *scene, QObject *parent) : QObject(parent), m_scene(scene) {}

void PredictionTool::click(QPointF scenePos, Qt::MouseButton button)
{
    if (button != Qt::LeftButton && button != Qt::RightButton)
        return;
    // The unit clicked first: an arrow that ends on it belongs to another order.
    int order = orderOfUnitIn(m_scene->provinceAt(scenePos));
    if (order < 0)
        order = m_scene->orderAt(scenePos);
    if (order >= 0)
        emit orderClicked(order, button == Qt::RightButton);
}

int PredictionTool::orderOfUnitIn(int province) const
{
    const BoardViewModel *board = m_scene->board();
    const int entry = board->shownEntry();
    if (province < 0 || entry < 0)
        return -1;
    const Map &map = board->document()->map();
    const std::vector<EnteredOrder> &orders = board->document()->game().entry(entry).orders;
    for (std::size_t i = 0; i < orders.size(); ++i) {
        const int location = orders[i].order.unit.location;
        if (location >= 0 && map.location(location).province == province)
            return int(i);
    }
    return -1;
}

} // namespace arbiter::ui
