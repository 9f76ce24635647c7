// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
#include "judge/phase_adjudication.h"

#include "judge/adjustment_adjudicator.h"
#include "judge/movement_adjudicator.h"
#include "judge/retreat_adjudicator.h"
#include "map/power_set.h"

#include <algorithm>

namespace arbiter {

namespace {

// Supply centres change hands after the Fall phases: a centre belongs to the power with a unit on it.
void updateOwnership(const Map &map, Position *position)
{
    for (const Unit &u : position->units) {
        const int province = map.location(u.location).province;
        if (map.province(province).supplyCentre)
            position->owner[std::size_t(province)] = u.power;
    }
}

// Powers with a unit (dislodged or not) or a centre.
PowerSet present(const Position &p)
{
    PowerSet set = 0;
    for (const Unit &u : p.units)
        set |= PowerSet(1) << u.power;
    for (const DislodgedUnit &d : p.dislodged)
        set |= PowerSet(1) << d.unit.power;
    for (int owner : p.owner) {
        if (owner >= 0)
            set |= PowerSet(1) << owner;
    }
    return set;
}

} // namespace

PhaseOutcome adjudicatePhase(const Map &map, const RuleSettings &rules, const Position &position,
                             std::span<const Order> orders)
{
    PhaseOutcome out;
    switch (position.phase.kind) {
    case PhaseKind::Movement: {
        MovementAdjudicator adjudicator(map, rules);
        MovementResult r = adjudicator.adjudicate(position, orders);
        out.results = std::move(r.orders);
        out.after = std::move(r.after);
        if (out.after.dislodged.empty()) {
            out.skipped.push_back(out.after.phase);
            out.after.phase = out.after.phase.next();
            std::fill(out.after.contested.begin(), out.after.contested.end(), false);
        }
        break;
    }
    case PhaseKind::Retreat: {
        RetreatResult r = adjudicateRetreats(map, rules, position, orders);
        out.results = std::move(r.orders);
        out.changes = std::move(r.changes);
        out.after = std::move(r.after);
        break;
    }
    case PhaseKind::Adjustment: {
        AdjustmentResult r = adjudicateAdjustments(map, rules, position, orders);
        out.results = std::move(r.orders);
        out.changes = std::move(r.changes);
        out.after = std::move(r.after);
        break;
    }
    }
    if (out.after.phase.kind == PhaseKind::Adjustment) {
        // Entering Winter: centres change hands; a Winter with nothing to adjust is skipped.
        updateOwnership(map, &out.after);
        bool anyAdjustment = false;
        for (int p = 0; p < map.powerCount(); ++p)
            anyAdjustment = anyAdjustment || adjustmentCount(out.after, p) != 0;
        if (!anyAdjustment) {
            out.skipped.push_back(out.after.phase);
            out.after.phase = out.after.phase.next();
        }
    }
    const PowerSet gone = present(position) & ~present(out.after);
    for (int p = 0; p < map.powerCount(); ++p) {
        if (gone & (PowerSet(1) << p))
            out.changes.push_back({OrderReason::Eliminated, p, -1});
    }
    return out;
}

} // namespace arbiter
