// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
#pragma once

#include <QObject>

#include <vector>

class QGraphicsItem;

namespace arbiter::ui {

class MapLegend;
class MapScene;

// The reach and support map over the scene (View → Reach and Support, docs/analysis.md): the board's reach
// province outlined, and around each unit that can act on it a ring in its power's colour, one style per
// role, with a legend. Inner ring: solid, it can move there and support there (every supporter can also
// move there); dashed, it can only move there (by convoy, or with nothing there to support). Outer ring:
// dotted, it could cut one of those supports (a line joins it to that supporter); dash-dotted, it could
// cut one only by dislodging the supporter. Drawn again whenever the board's reach or the position shown
// changes.
class ReachOverlay : public QObject
{
    Q_OBJECT

  public:
    enum class Role
    {
        MoverAndSupporter,
        MoverOnly,
        Cutter,
        DislodgingCutter
    };
    struct Mark
    {
        int unit = -1; // in the position shown
        Role role = Role::MoverAndSupporter;
        QGraphicsItem *item = nullptr;
    };

    explicit ReachOverlay(MapScene *scene);
    ~ReachOverlay() override;

    const std::vector<Mark> &marks() const { return m_marks; }
    // The units ringed for a role, in position order.
    std::vector<int> units(Role role) const;
    // The lines from a cutter to the supporter it could cut.
    int cutLineCount() const { return int(m_cutLines.size()); }
    // Null while no reach is shown.
    MapLegend *legend() const { return m_legend; }

  private:
    void redraw();
    void clear();

    MapScene *m_scene;
    std::vector<Mark> m_marks;
    std::vector<QGraphicsItem *> m_cutLines;
    QGraphicsItem *m_outline = nullptr;
    MapLegend *m_legend = nullptr;
};

} // namespace arbiter::ui
