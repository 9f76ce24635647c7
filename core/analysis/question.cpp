// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
#include "analysis/question.h"

#include "analysis/unit_reach.h"

#include <QCoreApplication>

#include <algorithm>

namespace arbiter {

std::vector<Side> powerSides(const Map &map, const Question &question)
{
    std::vector<Side> sides(std::size_t(map.powerCount()), Side::Neither);
    for (int p : question.ourPowers)
        sides[std::size_t(p)] = Side::Ours;
    if (!question.theirPowers.empty()) {
        for (int p : question.theirPowers)
            sides[std::size_t(p)] = Side::Theirs;
        return sides;
    }
    for (const Unit &u : question.position.units) {
        if (sides[std::size_t(u.power)] == Side::Neither)
            sides[std::size_t(u.power)] = Side::Theirs;
    }
    return sides;
}

QString checkQuestion(const Map &map, const Question &question)
{
    if (question.position.phase.kind != PhaseKind::Movement)
        return QCoreApplication::translate(
            "Analysis", "the position is not a movement phase: only orders of a movement phase are analysed");
    if (question.ourPowers.empty())
        return QCoreApplication::translate("Analysis", "no power is on our side");
    if (question.goals.empty())
        return QCoreApplication::translate("Analysis", "no goal was given");
    for (int p : question.ourPowers) {
        if (p < 0 || p >= map.powerCount())
            return QCoreApplication::translate("Analysis", "unknown power on our side");
        if (std::find(question.theirPowers.begin(), question.theirPowers.end(), p) !=
            question.theirPowers.end())
            return QCoreApplication::translate("Analysis", "%1 is on both sides").arg(map.powerName(p));
    }
    for (int p : question.theirPowers) {
        if (p < 0 || p >= map.powerCount())
            return QCoreApplication::translate("Analysis", "unknown power on their side");
    }
    const std::vector<Side> sides = powerSides(map, question);
    const bool anyOurs =
        std::any_of(question.position.units.begin(), question.position.units.end(),
                    [&](const Unit &u) { return sides[std::size_t(u.power)] == Side::Ours; });
    if (!anyOurs)
        return QCoreApplication::translate("Analysis", "our side has no units");
    // Named powers without a unit would make every set of ours unopposed, which is not what was asked.
    const bool anyTheirs =
        std::any_of(question.position.units.begin(), question.position.units.end(),
                    [&](const Unit &u) { return sides[std::size_t(u.power)] == Side::Theirs; });
    if (!question.theirPowers.empty() && !anyTheirs)
        return QCoreApplication::translate("Analysis", "their side has no units");
    const UnitReach reach(map, question.position);
    for (const Goal &goal : question.goals) {
        if (goal.province < 0 || goal.province >= map.provinceCount())
            return QCoreApplication::translate("Analysis", "a goal names no province of the map");
        const int unit = question.position.unitIn(map, goal.province);
        const Side there =
            unit < 0 ? Side::Neither : sides[std::size_t(question.position.units[std::size_t(unit)].power)];
        if (goal.kind == GoalKind::Dislodge && there != Side::Theirs)
            return QCoreApplication::translate("Analysis", "dislodge %1: no unit of their side stands there")
                .arg(map.province(goal.province).id);
        // A take nobody of ours can reach would only be searched to find every set beaten.
        const auto reachesGoal = [&](const Unit &u) {
            const int index = int(&u - question.position.units.data());
            return sides[std::size_t(u.power)] == Side::Ours &&
                   (reach.provinceOf(index) == goal.province || reach.canMoveTo(index, goal.province));
        };
        if (goal.kind == GoalKind::Take &&
            std::none_of(question.position.units.begin(), question.position.units.end(), reachesGoal))
            return QCoreApplication::translate("Analysis", "take %1: no unit of our side can reach %2")
                .arg(map.province(goal.province).id, map.provinceName(goal.province));
        if (goal.kind == GoalKind::Keep && there != Side::Ours)
            return QCoreApplication::translate("Analysis", "keep %1: no unit of our side stands there")
                .arg(map.province(goal.province).id);
    }
    return {};
}

} // namespace arbiter
