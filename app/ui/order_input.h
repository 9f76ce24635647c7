// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
#pragma once

#include "model/order.h"

#include <QObject>
#include <QPointF>
#include <QPointer>
#include <QStringList>

#include <functional>
#include <vector>

class QWidget;

namespace arbiter::document {
class GameDocument;
}

namespace arbiter::ui {

class MapScene;

// "North coast" for "nc" (translated).
QString coastName(const QString &coast);

// Turns clicks on the map into orders. Click a unit: its legal destinations light up; click one to move
// there, or the unit again to hold. Choose Support or Convoy first (keys S and C, the toolbar or the
// context menu) to click the supported or convoyed unit and then its destination. In a retreat phase only
// dislodged units answer (click the unit again to disband); in an adjustment phase a free home centre
// builds and a unit of a power that must remove is removed. What is offered comes from the engine
// (judge/order_options.h); a refused click says why in the status bar.
class OrderInput : public QObject
{
    Q_OBJECT

  public:
    enum class Mode
    {
        Auto,
        Hold,
        Move,
        Support,
        Convoy,
        Disband
    };
    Q_ENUM(Mode)

    OrderInput(MapScene *scene, QWidget *dialogParent, QObject *parent = nullptr);

    Mode mode() const { return m_mode; }
    void setMode(Mode mode);
    int selectedProvince() const { return m_unitProvince; }
    void cancel();

    // Picks one of several labelled choices (coasts, unit types); returns the index or -1. Tests replace
    // the default popup menu.
    using Chooser = std::function<int(const QString &title, const QStringList &choices, QPointF scenePos)>;
    void setChooser(Chooser chooser) { m_chooser = std::move(chooser); }

    // A click on the map at a scene position.
    void click(QPointF scenePos, Qt::MouseButton button = Qt::LeftButton);
    // Selects the unit in a province as if clicked (from the orders panel or the keyboard).
    void selectProvince(int province);

  signals:
    void message(const QString &text);
    void modeChanged(Mode mode);
    void unitSelected(int province); // -1 when the selection is cleared

  private:
    enum class Stage
    {
        Idle,
        UnitChosen,
        OtherChosen
    };

    void leftClick(int province, QPointF scenePos);
    void contextMenu(int province, QPointF scenePos);
    void clickMovement(int province, QPointF scenePos);
    void clickRetreat(int province, QPointF scenePos);
    // The order moved to `province`, and the engine's reason for refusing an order (or `whenLegal`).
    Order moveTo(Order order, int province) const;
    QString refusal(const Order &order, const QString &whenLegal) const;
    void clickAdjustment(int province, QPointF scenePos);
    bool chooseUnit(int province);
    void showOptions();
    void enter(const Order &order);
    void reset(bool keepMessage = false);
    int pickLocation(const std::vector<int> &locations, int province, QPointF scenePos, const QString &title);
    int defaultChoose(const QString &title, const QStringList &choices, QPointF scenePos);
    QString provinceName(int province) const;
    QString unitName(int province) const;

    document::GameDocument *document() const;

    QPointer<MapScene> m_scene;
    QWidget *m_dialogParent;
    Chooser m_chooser;
    Mode m_mode = Mode::Auto;
    Stage m_stage = Stage::Idle;
    int m_unit = -1; // index in position.units (or position.dislodged in a retreat phase)
    int m_unitProvince = -1;
    int m_other = -1;           // supported or convoyed unit
    std::vector<int> m_offered; // provinces offered for the next click
};

} // namespace arbiter::ui
