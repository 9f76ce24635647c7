// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
#pragma once

#include "board/map_tool.h"

#include <QObject>

namespace arbiter::ui {

class MapScene;

// A replayed phase, read-only: a click on its results picks the order to explain (its arrow, or the order
// of the unit clicked); any other click says why nothing can be changed.
class ReplayTool : public QObject, public MapTool
{
    Q_OBJECT

  public:
    explicit ReplayTool(const MapScene *scene, QObject *parent = nullptr);

    void click(QPointF scenePos, Qt::MouseButton button) override;
    void cancel() override {} // nothing is entered in a replay

  signals:
    void orderPicked(int orderIndex);
    void provincePicked(int province);
    void message(const QString &text);

  private:
    const MapScene *m_scene;
};

} // namespace arbiter::ui
