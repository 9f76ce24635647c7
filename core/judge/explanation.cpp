// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
#include "judge/explanation.h"

#include "judge/adjustment_explanation.h"
#include "judge/movement_explanation.h"
#include "judge/retreat_explanation.h"

namespace arbiter {

int Strength::counted() const
{
    int n = 0;
    for (const SupportNote &s : supports)
        n += s.fate == SupportFate::Counted ? 1 : 0;
    return n;
}

bool OrderExplanation::failedWithoutStrength() const
{
    // Its own unit there is the cause only when the attack would have beaten the rest (not in 6.C.3).
    return attack.limit == StrengthLimit::NoRoute ||
           (attack.limit == StrengthLimit::OwnUnit && result.reason == OrderReason::CannotDislodgeOwnUnit) ||
           backup == BackupRule::Paradox;
}

PhaseExplanation explainPhase(const Map &map, const RuleSettings &rules, const Position &position,
                              std::span<const Order> orders)
{
    switch (position.phase.kind) {
    case PhaseKind::Retreat:
        return explainRetreats(map, rules, position, orders);
    case PhaseKind::Adjustment:
        return explainAdjustments(map, rules, position, orders);
    case PhaseKind::Movement:
        break;
    }
    return explainMovement(map, rules, position, orders);
}

} // namespace arbiter
