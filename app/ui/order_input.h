// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
#pragma once

#include "board/map_tool.h"
#include "model/order.h"

#include <QObject>
#include <QPointF>
#include <QPointer>
#include <QStringList>

#include <functional>
#include <memory>

class QWidget;

namespace arbiter::document {
class GameDocument;
}

namespace arbiter::ui {

class MapScene;

namespace input {
class PhaseInput;
class MovementInput;
class RetreatInput;
class AdjustmentInput;
} // namespace input

// "North coast" for "nc" (translated).
QString coastName(const QString &coast);

// Turns clicks on the map into orders. Click a unit: its legal destinations light up; click one to move
// there, or the unit again to hold. Choose Support or Convoy first (keys S and C, the toolbar or the
// context menu) to click the supported or convoyed unit and then its destination. In a retreat phase only
// dislodged units answer (click the unit again to disband); in an adjustment phase a free home centre
// builds and a unit of a power that must remove is removed. What is offered comes from the engine
// (judge/order_options.h); a refused click says why in the status bar. This class keeps the mode, the
// selection and the chooser; one handler per kind of phase (input/) turns the clicks into orders. Over the
// last results a click on an order's arrow picks it to explain instead. It is the map's tool while the
// current phase is shown (board/tool_manager.h).
class OrderInput : public QObject, public MapTool
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
    ~OrderInput() override;

    Mode mode() const { return m_mode; }
    void setMode(Mode mode);
    int selectedProvince() const { return m_unitProvince; }
    void cancel() override;

    // Picks one of several labelled choices (coasts, unit types); returns the index or -1. Tests replace
    // the default popup menu.
    using Chooser = std::function<int(const QString &title, const QStringList &choices, QPointF scenePos)>;
    void setChooser(Chooser chooser) { m_chooser = std::move(chooser); }

    // A click on the map at a scene position.
    void click(QPointF scenePos, Qt::MouseButton button = Qt::LeftButton) override;
    // Selects the unit in a province as if clicked (from the orders panel or the keyboard).
    void selectProvince(int province);

  signals:
    void message(const QString &text);
    void modeChanged(Mode mode);
    void unitSelected(int province);  // -1 when the selection is cleared
    void orderPicked(int orderIndex); // an order's arrow clicked on the results

  private:
    friend class input::PhaseInput;

    input::PhaseInput &handler() const; // the one for the current phase
    void contextMenu(int province, QPointF scenePos);
    void markSelected(int province);
    void startWith(Mode mode, int province);
    void enter(const Order &order);
    void reset();
    int choose(const QString &title, const QStringList &choices, QPointF scenePos);
    int defaultChoose(const QString &title, const QStringList &choices);

    document::GameDocument *document() const;

    QPointer<MapScene> m_scene;
    QWidget *m_dialogParent;
    Chooser m_chooser;
    Mode m_mode = Mode::Auto;
    int m_unitProvince = -1;
    std::unique_ptr<input::MovementInput> m_movement;
    std::unique_ptr<input::RetreatInput> m_retreat;
    std::unique_ptr<input::AdjustmentInput> m_adjustment;
};

} // namespace arbiter::ui
