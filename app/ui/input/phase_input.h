// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
#pragma once

#include "map/map.h"
#include "model/order.h"
#include "model/position.h"
#include "order_input.h"

#include <QPointF>
#include <QString>

#include <functional>
#include <vector>

namespace arbiter::document {
class GameDocument;
}

namespace arbiter::ui {
class MapScene;
}

namespace arbiter::ui::input {

// One entry of a province's context menu: its label and what choosing it does.
struct MenuEntry
{
    QString label;
    std::function<void()> run;
};

// Turns clicks into orders for one kind of phase. OrderInput owns one of each, keeps the mode, the
// selected province and the chooser, and hands every click to the one for the current phase. What a
// handler offers comes from the engine (judge/order_options.h), never from its own idea of the rules.
class PhaseInput
{
  public:
    using Mode = OrderInput::Mode;

    explicit PhaseInput(OrderInput &front) : m_front(front) {}
    virtual ~PhaseInput() = default;
    PhaseInput(const PhaseInput &) = delete;
    PhaseInput &operator=(const PhaseInput &) = delete;

    // A left click on a province of the map.
    virtual void click(int province, QPointF scenePos) = 0;
    // Makes the unit in `province` the one being ordered, or says why it cannot be.
    virtual void select(int province) = 0;
    // The mode was chosen while a unit is selected: it applies to that unit.
    virtual void modeChosen(Mode mode) = 0;
    // The context menu of a province (empty: no menu of the phase's own) and its title.
    virtual std::vector<MenuEntry> menu(int province, QPointF scenePos) = 0;
    virtual QString menuTitle(int province) const = 0;
    // Forgets the unit being ordered (the front clears the scene and the mode).
    virtual void clear() = 0;

  protected:
    document::GameDocument &document() const;
    const Map &map() const;
    const Position &position() const;
    MapScene &scene() const;
    Mode mode() const { return m_front.mode(); }
    int selectedProvince() const { return m_front.selectedProvince(); }

    void message(const QString &text) const;
    // Marks `province` as the one whose unit is being ordered.
    void markSelected(int province);
    // Starts over with `mode` and the unit in `province` (the context menu's entries).
    void startWith(Mode mode, int province);
    void enter(const Order &order);
    void reset();

    // One of several labelled choices, or -1.
    int choose(const QString &title, const QStringList &choices, QPointF scenePos);
    // One of `locations` (the coasts of `province`): the one nearest a click clearly nearer it, else asked.
    int pickLocation(const std::vector<int> &locations, QPointF scenePos);
    // Why the engine refuses `order`, as a sentence fragment.
    QString refusal(const Order &order) const;

    QString provinceName(int province) const;
    // "French army in Paris" for the unit standing in `province`, or the province name.
    QString unitInName(int province) const;
    QString unitName(const Unit &unit) const;
    // Each province of `locations` once, in order.
    std::vector<int> provincesOf(const std::vector<int> &locations) const;

    // An order of `unit`'s power for `unit`, of the given type.
    static Order orderFor(const Unit &unit, OrderType type);
    static UnitRef refTo(const Unit &unit, bool withPower);
    static UnitRef placeRef(int location);
    static bool contains(const std::vector<int> &v, int x);

  private:
    OrderInput &m_front;
};

} // namespace arbiter::ui::input
