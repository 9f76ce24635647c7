// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
#pragma once

#include "analysis/goal.h"
#include "board/map_tool.h"

#include <QObject>
#include <QStringList>

#include <functional>

namespace arbiter::ui {

class MapScene;

// Picking the goals of an analysis on the map (the Analysis dock's "Pick on map"): a left click on a
// province asks to take it, a right click offers every kind of goal for it (take, hold, dislodge, keep).
// The tool only says which goal was picked; the dock decides whether it fits the question.
class GoalTool : public QObject, public MapTool
{
    Q_OBJECT

  public:
    explicit GoalTool(const MapScene *scene, QObject *parent = nullptr);

    void click(QPointF scenePos, Qt::MouseButton button) override;
    void cancel() override {} // a goal is picked in one click: nothing is ever half done

    // How the right click's menu is shown: the index of the choice taken, -1 for none (tests answer it).
    using Chooser = std::function<int(const QString &title, const QStringList &choices)>;
    void setChooser(Chooser chooser) { m_chooser = std::move(chooser); }
    // The powers of our side (true) or theirs (false) as the dock would ask now, named for the menu ("Germany
    // and Russia"; empty: none).
    using SideNames = std::function<QString(bool ours)>;
    void setSideNames(SideNames names) { m_sideNames = std::move(names); }

  signals:
    void goalPicked(const arbiter::Goal &goal);

  private:
    int choose(const QString &title, const QStringList &choices) const;

    const MapScene *m_scene;
    Chooser m_chooser;
    SideNames m_sideNames;
};

} // namespace arbiter::ui
