// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
#include "model/draw_vote.h"

#include <algorithm>
#include <bit>

namespace arbiter {

bool voteApproves(DrawMode mode, const DrawVote &vote, PowerSet draw, PowerSet survivors)
{
    const PowerSet self = PowerSet(1) << vote.power;
    if (mode == DrawMode::Dias)
        return vote.draw && draw == survivors;
    const PowerSet list = vote.draw ? vote.list : self; // NODRAW == SET DRAW <self>
    if (list & self)
        return (draw & self) && (draw & ~list) == 0;
    return (draw & ~(list | self)) == 0;
}

std::vector<PowerSet> approvedDraws(DrawMode mode, PowerSet survivors, const std::vector<DrawVote> &votes)
{
    std::vector<PowerSet> approved;
    // Enumerate the non-empty subsets of the survivors.
    for (PowerSet draw = survivors; draw; draw = (draw - 1) & survivors) {
        bool everyone = true;
        for (PowerSet rest = survivors; rest && everyone; rest &= rest - 1) {
            const int power = std::countr_zero(rest);
            auto vote = std::find_if(votes.begin(), votes.end(),
                                     [power](const DrawVote &v) { return v.power == power; });
            everyone = vote != votes.end() && voteApproves(mode, *vote, draw, survivors);
        }
        if (everyone)
            approved.push_back(draw);
    }
    std::stable_sort(approved.begin(), approved.end(),
                     [](PowerSet a, PowerSet b) { return powerCount(a) > powerCount(b); });
    return approved;
}

DrawOutcome evaluateDraw(DrawMode mode, PowerSet survivors, const std::vector<DrawVote> &votes)
{
    const std::vector<PowerSet> approved = approvedDraws(mode, survivors, votes);
    if (approved.empty())
        return {};
    return {true, approved.front()};
}

} // namespace arbiter
