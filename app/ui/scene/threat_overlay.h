// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
#pragma once

#include <QObject>
#include <QString>

#include <vector>

class QGraphicsItem;
class QGraphicsSimpleTextItem;

namespace arbiter::ui {

class MapLegend;
class MapScene;

// The threat view over the scene (View → Threats Against, docs/analysis.md): for the board's threat power,
// each province another power could bring strength into next turn is shaded, darker for more, with the
// largest strength written on a plate in the colour of the power that could bring it. A legend says what is
// counted. Drawn again whenever the board's threat power or the position shown changes.
class ThreatOverlay : public QObject
{
    Q_OBJECT

  public:
    struct Label
    {
        int province = -1;
        int strength = 0;
        int power = -1; // the first power (in the map's order) that could bring that strength
        QGraphicsSimpleTextItem *text = nullptr;
    };

    explicit ThreatOverlay(MapScene *scene);
    ~ThreatOverlay() override;

    const std::vector<Label> &labels() const { return m_labels; }
    // The label of a province, null when none is drawn there.
    const Label *labelOf(int province) const;
    MapLegend *legend() const { return m_legend; }

  private:
    void redraw();
    void clear();

    MapScene *m_scene;
    std::vector<Label> m_labels;
    std::vector<QGraphicsItem *> m_items; // the shading and the plates (the labels' texts are theirs)
    MapLegend *m_legend = nullptr;
};

} // namespace arbiter::ui
