// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
#pragma once

#include "input/phase_input.h"

namespace arbiter::ui::input {

// Retreat phase: only dislodged units answer. Click one, then where it retreats, or the unit again (or
// Disband) to disband it.
class RetreatInput : public PhaseInput
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
    const Unit &unit() const { return position().dislodged[std::size_t(m_unit)].unit; }
    std::vector<int> retreats() const;

    int m_unit = -1; // the unit being ordered, in position.dislodged
    std::vector<int> m_offered;
};

} // namespace arbiter::ui::input
