// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
#include "record/order_sets.h"

namespace arbiter {

std::vector<EnteredOrder> mergeOrderSet(const std::vector<EnteredOrder> &entered,
                                        const std::vector<EnteredOrder> &newSet, int power,
                                        OrderSetRelation relation, const RuleSettings &rules)
{
    bool keepOld = true;
    bool addNew = true;
    if (relation == OrderSetRelation::OrderUnknown) {
        // 4.D.2: a: every unit of the power holds; b: the sets are combined.
        if (rules.is(RuleIssue::MultipleOrderSetsUndefined, 'a'))
            keepOld = addNew = false;
    } else {
        switch (rules.choice(RuleIssue::MultipleOrderSetsDefined)) {
        case 'a': // all sets combined
            break;
        case 'b': // combined unless the new set replaces the old
            keepOld = relation != OrderSetRelation::LaterReplacesAll;
            break;
        case 'c': // only the latest unless it adds to the earlier
            keepOld = relation == OrderSetRelation::LaterAddsToEarlier;
            break;
        default: // only the latest
            keepOld = false;
            break;
        }
    }
    std::vector<EnteredOrder> merged;
    for (const EnteredOrder &o : entered) {
        if (o.order.power != power || keepOld)
            merged.push_back(o);
    }
    if (addNew) {
        for (const EnteredOrder &o : newSet)
            merged.push_back(o);
    }
    return merged;
}

} // namespace arbiter
