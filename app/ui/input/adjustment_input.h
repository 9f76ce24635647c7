// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
#pragma once

#include "input/phase_input.h"

namespace arbiter::ui::input {

// Adjustment phase: one click per order and nothing stays selected. A free home centre builds (asking
// army or fleet, and which coast, when there is a choice); a unit of a power that must remove is removed.
class AdjustmentInput : public PhaseInput
{
  public:
    using PhaseInput::PhaseInput;

    void click(int province, QPointF scenePos) override;
    void select(int) override {}
    void modeChosen(Mode) override {}
    std::vector<MenuEntry> menu(int province, QPointF scenePos) override;
    QString menuTitle(int province) const override;
    void clear() override {}

  private:
    void remove(int unit);
    void build(int province, QPointF scenePos);
};

} // namespace arbiter::ui::input
