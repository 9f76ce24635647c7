// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
#pragma once

#include <QObject>
#include <QPointF>

#include <memory>

namespace arbiter::ui {

class GoalTool;
class MapScene;
class MapTool;
class MapView;
class OrderInput;
class PredictionTool;
class ReachTool;
class ReplayTool;
class SetupPanel;
class SetupTool;

// The map's input for one open game, as a map editor routes its input to the tool chosen: the map view's
// clicks and Escape go to the active tool, which follows what the board shows (a position being set up, the
// reach tool while it is on, a replay, a quiz's predictions, the Analysis dock's goals, else order entry
// with the last results' arrows to explain); a change of tool cancels what the tool left had half done.
// The province under the pointer is lit and named whatever the tool.
class ToolManager : public QObject
{
    Q_OBJECT

  public:
    ToolManager(MapView *view, MapScene *scene, OrderInput *orders, SetupPanel *setup, QObject *parent);
    ~ToolManager() override;

    // Escape on the map.
    void cancel();
    // A province chosen in the orders dock (a double click): its unit is ordered on the map, over the
    // orders only.
    void activateProvince(int province);
    // The Analysis dock's goal picking: while on, clicks over the current phase pick goals instead of
    // entering orders (a replay and a position being set up keep their own tools).
    void setPickingGoals(bool on);
    GoalTool *goalTool() const { return m_goals; }
    // View → Reach and Support: while on, a click on any board shows the reach of a province instead of
    // what the board's own tool does, and so does moving the pointer over one with Shift held; off, the
    // reach shown is cleared.
    void setReaching(bool on);
    bool reaching() const { return m_reaching; }
    // A quiz's predictions: while on, clicks over the current orders guess their fate instead of entering
    // orders.
    void setPredicting(bool on);
    PredictionTool *predictionTool() const { return m_predictions; }

  signals:
    // On results, the order clicked (its arrow or its unit's) is the one to explain.
    void orderPicked(int orderIndex);
    void provincePicked(int province);
    void message(const QString &text);
    // The province under the pointer and its unit, for the status bar (empty: none).
    void hoverText(const QString &text);

  private:
    MapTool *toolForBoard();
    void boardChanged();
    void click(QPointF scenePos, Qt::MouseButton button);
    void hover(QPointF scenePos, Qt::KeyboardModifiers modifiers);

    MapView *m_view;
    MapScene *m_scene;
    OrderInput *m_orders;
    ReplayTool *m_replay;
    GoalTool *m_goals;
    PredictionTool *m_predictions;
    bool m_pickingGoals = false;
    bool m_predicting = false;
    bool m_reaching = false;
    std::unique_ptr<SetupTool> m_setup;
    std::unique_ptr<ReachTool> m_reach;
    MapTool *m_active = nullptr;
};

} // namespace arbiter::ui
