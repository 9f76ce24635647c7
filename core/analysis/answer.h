// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
#pragma once

#include "model/order.h"

#include <cstdint>
#include <optional>
#include <vector>

namespace arbiter {

enum class Verdict : std::uint8_t
{
    Guaranteed,    // some set of our orders meets the goals against every set of theirs
    NotGuaranteed, // every set of ours is beaten by some set of theirs
    NotDecided,    // the limit stopped the search before either was shown
};

// A defence shown safe against every attack by counting strengths (strength_proof.h): under it no move of
// ours into `province` can be stronger than `attackAtMost`, and the unit there holds with at least
// `holdAtLeast`.
struct StrengthProof
{
    int goal = -1;     // index in Question::goals
    int province = -1; // the goal's province
    // One order for every taking-part unit of theirs, in the order of the local fight.
    std::vector<Order> defence;
    int attackAtMost = 0;
    int holdAtLeast = 0;
    // The units of ours that count in `attackAtMost` (each can move into the province or support a move
    // there), as indices into the question's position.
    std::vector<int> attackers;
};

// What the search found (docs/analysis.md). Order sets hold one order for every taking-part unit of the
// side, in the order of the question's units; the orders name units of the question's position.
struct Answer
{
    Verdict verdict = Verdict::NotDecided;

    // Guaranteed: the simplest guaranteeing set (fewest orders other than holds; of those, the first in
    // the search's order), and how many guaranteeing sets there are. NotGuaranteed: the best attempt, the
    // set that meets the goals against the most defences (`beaten` of `theirSets`), and `refutation`, the
    // first defence that beats it.
    std::vector<Order> orders;
    std::int64_t guaranteeingSets = 0;
    std::int64_t beaten = 0;
    // NotGuaranteed and complete: another set of ours meets the goals against as many defences as the best
    // attempt (the first such set in the search's order). False: it is the only one, or the search stopped
    // first, or no set meets the goals against any defence.
    bool tiedWithOthers = false;
    std::vector<Order> refutation;
    // False when the limit stopped the search before every set was settled: the simplest set, the count or
    // the best attempt are then the best known, not proven.
    bool complete = false;

    // The converse, searched when nothing is guaranteed: the simplest defence that holds against every
    // attack (empty when there is none or the search stopped first), and how many such defences there are
    // (-1: not counted). `converseComplete`: the count is known.
    std::vector<Order> safeDefence;
    std::int64_t safeDefences = -1;
    bool converseComplete = false;

    // The size of the search: the distinct order sets of each side (-1: not all listed, more than
    // SearchLimits::setsPerSide or stopped first), how many of ours were settled (guaranteeing, or beaten
    // by a defence found), and the adjudications made.
    std::int64_t ourSets = 0;
    std::int64_t theirSets = 0;
    std::int64_t settledOurSets = 0;
    std::int64_t evaluations = 0;
    std::vector<int> takingPart; // units of the question's position that take part, in position order

    // NotGuaranteed shown by strength alone, where the search could not settle the question (a side with
    // too many sets to list, or the limit reached): `safeDefence` is then the proof's defence (safe, not
    // necessarily the simplest), and the best attempt is not known.
    std::optional<StrengthProof> byStrength;
};

} // namespace arbiter
