// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
#pragma once

#include "board/map_tool.h"

#include <QObject>

namespace arbiter::ui {

class MapScene;

// Predicting on the map during a quiz: a click on an ordered unit's province, or else on an order's arrow,
// names that order; the left button is for "does it succeed", the right one for "is the unit dislodged". The
// tool only says which order and which question; the Quiz dock keeps whose turn it is and the guesses.
class PredictionTool : public QObject, public MapTool
{
    Q_OBJECT

  public:
    explicit PredictionTool(const MapScene *scene, QObject *parent = nullptr);

    void click(QPointF scenePos, Qt::MouseButton button) override;
    void cancel() override {} // a guess is one click: nothing is ever half done

  signals:
    void orderClicked(int order, bool dislodgedQuestion);

  private:
    // The order of the phase shown whose unit stands in `province`, -1 for none.
    int orderOfUnitIn(int province) const;

    const MapScene *m_scene;
};

} // namespace arbiter::ui
