// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
#pragma once

#include "map/map.h"

#include <QColor>
#include <QGraphicsItem>

namespace arbiter::ui {

// One unit on the map. A dislodged unit is drawn smaller, beside its province's unit place, inside a
// dashed red ring; a selected unit gets a bright ring.
class UnitItem : public QGraphicsItem
{
  public:
    UnitItem(UnitType type, const QColor &colour, bool dislodged, QGraphicsItem *parent = nullptr);

    UnitType unitType() const { return m_type; }
    bool isDislodged() const { return m_dislodged; }
    int location() const { return m_location; }
    void setLocation(int location) { m_location = location; }
    int power() const { return m_power; }
    void setPower(int power) { m_power = power; }

    const QColor &colour() const { return m_colour; }
    bool isSelectedUnit() const { return m_selected; }
    void setSelectedUnit(bool selected);
    bool isGhost() const { return m_ghost; }
    void setGhost(bool ghost); // a unit to be built, drawn faded
    // The power's letter drawn on the token (palettes that do not rely on colour alone); empty for none.
    void setMark(const QString &mark);
    const QString &mark() const { return m_mark; }

    // How far from its place a unit's drawing reaches (a dislodged one: its ring).
    static qreal reach(bool dislodged);

    QRectF boundingRect() const override;
    QPainterPath shape() const override;
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *widget) override;

  private:
    UnitType m_type;
    QColor m_colour;
    QString m_mark;
    bool m_dislodged;
    bool m_selected = false;
    bool m_ghost = false;
    int m_location = -1;
    int m_power = -1;
};

} // namespace arbiter::ui
