// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
#include "board/tool_manager.h"

#include "board/board_view_model.h"
#include "board/goal_tool.h"
#include "board/prediction_tool.h"
#include "board/reach_tool.h"
#include "board/replay_tool.h"
#include "board/setup_tool.h"
#include "document/game_document.h"
#include "document/order_description.h"
#include "order_input.h"
#include "scene/map_scene.h"
#include "widgets/map_view.h"

namespace arbiter::ui {

ToolManager::ToolManager(MapView *view, MapScene *scene, OrderInput *orders, SetupPanel *setup,
                         QObject *parent)
    : QObject(parent), m_view(view), m_scene(scene), m_orders(orders), m_replay(new ReplayTool(scene, this)),
      m_goals(new GoalTool(scene, this)), m_predictions(new PredictionTool(scene, this)),
      m_setup(std::make_unique<SetupTool>(scene, setup)), m_reach(std::make_unique<ReachTool>(scene))
{
    m_active = toolForBoard();
    connect(scene->board(), &BoardViewModel::shownChanged, this, &ToolManager::boardChanged);
    connect(view, &MapView::clicked, this, &ToolManager::click);
    connect(view, &MapView::hovered, this, &ToolManager::hover);
    connect(orders, &OrderInput::orderPicked, this, &ToolManager::orderPicked);
    connect(m_replay, &ReplayTool::orderPicked, this, &ToolManager::orderPicked);
    connect(m_replay, &ReplayTool::provincePicked, this, &ToolManager::provincePicked);
    connect(m_replay, &ReplayTool::message, this, &ToolManager::message);
}

ToolManager::~ToolManager() = default;

MapTool *ToolManager::toolForBoard()
{
    const BoardViewModel *board = m_scene->board();
    if (board->settingUp())
        return m_setup.get();
    if (m_reaching)
        return m_reach.get();
    if (board->replayEntry() >= 0)
        return m_replay;
    if (m_predicting && board->showsCurrentOrders())
        return m_predictions;
    if (m_pickingGoals)
        return m_goals;
    return m_orders;
}

void ToolManager::setPickingGoals(bool on)
{
    m_pickingGoals = on;
    boardChanged();
}

void ToolManager::setReaching(bool on)
{
    m_reaching = on;
    if (!on)
        m_scene->board()->setReachProvince(-1);
    boardChanged();
}

void ToolManager::setPredicting(bool on)
{
    m_predicting = on;
    boardChanged();
}

void ToolManager::boardChanged()
{
    MapTool *tool = toolForBoard();
    if (tool == m_active)
        return;
    m_active->cancel();
    m_active = tool;
}

void ToolManager::cancel()
{
    m_active->cancel();
}

void ToolManager::activateProvince(int province)
{
    if (m_scene->board()->overlay() != BoardViewModel::Overlay::Orders)
        return;
    m_orders->selectProvince(province);
    m_view->setFocus();
}

void ToolManager::click(QPointF scenePos, Qt::MouseButton button)
{
    m_active->click(scenePos, button);
}

void ToolManager::hover(QPointF scenePos, Qt::KeyboardModifiers modifiers)
{
    const int province = m_scene->provinceAt(scenePos);
    m_scene->setHoverProvince(province);
    // Between provinces (a border, impassable land) the reach shown stays.
    if (m_reaching && (modifiers & Qt::ShiftModifier) && province >= 0 && !m_scene->board()->settingUp())
        m_scene->board()->setReachProvince(province);
    if (province < 0) {
        emit hoverText(QString());
        return;
    }
    const Map &map = m_scene->document()->map();
    QString text = QStringLiteral("%1 (%2)").arg(map.provinceName(province), map.province(province).id);
    const Position &shown = m_scene->board()->shownPosition();
    const int unit = shown.unitIn(map, province);
    if (unit >= 0)
        text += QStringLiteral(" — ") + document::describeUnit(map, shown.units[std::size_t(unit)]);
    emit hoverText(text);
}

} // namespace arbiter::ui
