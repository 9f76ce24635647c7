// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
#pragma once

#include "input/phase_input.h"

namespace arbiter::ui::input {

// Movement phase: click a unit, then where it moves (or the unit again to hold). In Support or Convoy
// mode the second click picks the supported or convoyed unit and the third its destination.
class MovementInput : public PhaseInput
{
  public:
    using PhaseInput::PhaseInput;

    void click(int province, QPointF scenePos) override;
    void select(int province) override;
    void modeChosen(Mode mode) override;
    std::vector<MenuEntry> menu(int province, QPointF scenePos) override;
    QString menuTitle(int province) const override;
    void clear() override;

  private:
    void showOptions();
    void chooseOther(int province);
    void supportOrConvoy(int province, QPointF scenePos);
    void moveOrHold(int province, QPointF scenePos);
    const Unit &unit(int index) const { return position().units[std::size_t(index)]; }

    int m_unit = -1;            // the unit being ordered, in position.units
    int m_other = -1;           // the supported or convoyed unit, once chosen
    std::vector<int> m_offered; // provinces offered for the next click
};

} // namespace arbiter::ui::input
