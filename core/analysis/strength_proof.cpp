// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
#include "analysis/strength_proof.h"

#include <algorithm>

namespace arbiter {

namespace {

bool hasOrder(const FightUnit &unit, auto predicate)
{
    return std::any_of(unit.orders.begin(), unit.orders.end(), predicate);
}

// The most a move of ours into `province` can have: the mover itself and every other unit of ours that
// has a support of a move into it among its orders. Supports are the only thing that adds to an attack;
// their units, under a defence that only holds and supports holds, give ours none. `attackers` receives the
// units that can move or support there (indices into the question's position).
int attackAtMost(const Map &map, const LocalFight &fight, int province, std::vector<int> *attackers)
{
    std::vector<bool> mover;
    std::vector<bool> supporter;
    for (const FightUnit &u : fight.ours) {
        mover.push_back(hasOrder(u, [&](const Order &o) {
            return o.type == OrderType::Move && map.provinceOf(o.target.location) == province;
        }));
        supporter.push_back(hasOrder(u, [&](const Order &o) {
            return o.type == OrderType::Support && o.otherTarget.location >= 0 &&
                   map.provinceOf(o.otherTarget.location) == province;
        }));
    }
    const int supporters = int(std::count(supporter.begin(), supporter.end(), true));
    for (std::size_t k = 0; k < fight.ours.size(); ++k) {
        if (mover[k] || supporter[k])
            attackers->push_back(fight.original[std::size_t(fight.ours[k].unit)]);
    }
    std::sort(attackers->begin(), attackers->end());
    int most = 0;
    for (std::size_t k = 0; k < fight.ours.size(); ++k) {
        if (mover[k])
            most = std::max(most, 1 + supporters - int(supporter[k]));
    }
    return most;
}

// Whether some unit of ours has a move into `province` among its orders (by land or by convoy): only
// such a move can cut a support given from there or dislodge the supporter.
bool attackable(const Map &map, const LocalFight &fight, int province)
{
    return std::any_of(fight.ours.begin(), fight.ours.end(), [&](const FightUnit &u) {
        return hasOrder(u, [&](const Order &o) {
            return o.type == OrderType::Move && map.provinceOf(o.target.location) == province;
        });
    });
}

std::optional<StrengthProof> proofFor(const Map &map, const LocalFight &fight, const std::vector<Side> &sides,
                                      const Goal &goal)
{
    if (goal.kind != GoalKind::Take && goal.kind != GoalKind::Dislodge)
        return std::nullopt;
    const int occupant = fight.position.unitIn(map, goal.province);
    if (occupant < 0 || sides[std::size_t(fight.position.units[std::size_t(occupant)].power)] == Side::Ours)
        return std::nullopt;
    StrengthProof proof;
    proof.province = goal.province;
    proof.attackAtMost = attackAtMost(map, fight, goal.province, &proof.attackers);
    proof.holdAtLeast = 1;
    const Location &held = map.location(fight.position.units[std::size_t(occupant)].location);
    for (const FightUnit &u : fight.theirs) {
        const Order *support = nullptr;
        if (proof.holdAtLeast < proof.attackAtMost && u.unit != occupant &&
            !attackable(map, fight, map.provinceOf(fight.position.units[std::size_t(u.unit)].location))) {
            const auto at = std::find_if(u.orders.begin(), u.orders.end(), [&](const Order &o) {
                return o.type == OrderType::Support && o.otherTarget.location < 0 &&
                       map.provinceOf(o.other.location) == held.province;
            });
            if (at != u.orders.end())
                support = &*at;
        }
        // orders[0] is the unit's hold (the occupant's too, when it takes part).
        proof.defence.push_back(support ? *support : u.orders.front());
        proof.holdAtLeast += support != nullptr;
    }
    if (proof.attackAtMost > proof.holdAtLeast)
        return std::nullopt;
    return proof;
}

} // namespace

std::optional<StrengthProof> strengthProof(const Map &map, const Question &question, const LocalFight &fight)
{
    const std::vector<Side> sides = powerSides(map, question);
    for (std::size_t g = 0; g < question.goals.size(); ++g) {
        if (std::optional<StrengthProof> proof = proofFor(map, fight, sides, question.goals[g])) {
            proof->goal = int(g);
            return proof;
        }
    }
    return std::nullopt;
}

} // namespace arbiter
