// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
#pragma once

#include "map/map.h"
#include "model/order.h"
#include "model/order_result.h"
#include "model/position.h"
#include "rules/rule_settings.h"

#include <cstdint>
#include <span>
#include <vector>

namespace arbiter {

// Why an adjudicated order ended as it did, as data: the strengths with the supports behind them, the
// cuts, the convoy route, the backup rule. The client, the command-line tool and the tests format or check
// the same structure (core/text/explanation_text.h writes it as sentences). Recorded on request by the
// adjudication itself (a movement phase: MovementAdjudicator's verdicts), never derived beside it.

enum class StrengthKind : std::uint8_t
{
    Attack,  // 5.B.4
    Hold,    // 5.B.3
    Defend,  // 5.B.6, a head-to-head battle
    Prevent, // 5.B.7
};

// Why a strength is less than one plus its supports.
enum class StrengthLimit : std::uint8_t
{
    None,
    EmptyProvince,       // hold: no unit there
    LeftProvince,        // hold: the unit there moved away (5.B.3)
    MoveFailed,          // hold: the unit there tried to move and failed: 1, its supports were for the move
    NoRoute,             // attack, prevent: the convoy route is broken or missing (5.B.4, 5.B.7)
    OwnUnit,             // attack: the unit there is of its own power (self-dislodgement, 6.D.10)
    LostHeadToHead,      // prevent: lost its head-to-head battle (6.E.1)
    DislodgedFromTarget, // prevent: dislodged by a unit from the province it moves to (4.A.7 a)
};

enum class SupportFate : std::uint8_t
{
    Counted,
    Cut,           // by an attack (`by`, 5.B.9)
    Dislodged,     // its supporter was dislodged (`by`, 6.D.17)
    DefenderPower, // given, but by the power of the unit attacked: it does not help dislodge it (6.D.12)
    NotMatched,    // void: the supported unit was ordered otherwise (the support order was ignored)
    Illegal,       // the support order was illegal (`reason`)
};

struct SupportNote
{
    int supporter = -1; // index into the position's units
    SupportFate fate = SupportFate::Counted;
    int by = -1;                                    // Cut, Dislodged: the unit that did it
    OrderReason reason = OrderReason::SupportGiven; // Illegal: why
};

// One strength of one unit (or of an empty province), with every support order that named it.
struct Strength
{
    StrengthKind kind = StrengthKind::Hold;
    int unit = -1; // index into the position's units; -1 for the hold of an empty province
    int province = -1;
    int value = 0;
    StrengthLimit limit = StrengthLimit::None;
    std::vector<SupportNote> supports;

    int counted() const;
};

// An attack on a supporting unit and whether it cut the support.
enum class CutVerdict : std::uint8_t
{
    Cut,
    SamePower,           // a unit does not cut a support of its own power (6.D.20)
    FromSupportedTarget, // an attack from the province the support is aimed at cuts only by dislodging
                         // (6.D.15)
    ParadoxRule,         // a convoyed attack that the paradox rule (4.A.2 a, b, c) keeps from cutting
    NoRoute,             // a convoyed attack without a route cuts nothing (6.F.x)
};

struct AttackOnSupport
{
    int attacker = -1;
    CutVerdict verdict = CutVerdict::Cut;
};

enum class ConvoyFate : std::uint8_t
{
    NotApplicable,
    PartOfRoute, // the army went over a route through this fleet
    Disrupted,   // the fleet was dislodged (`by`)
    ParadoxHeld, // the backup rule of a paradox held the fleet (4.A.2)
    RouteBroken, // the fleet held but the route failed elsewhere (`brokenFleets` of the army's move)
    NotUsed,     // the fleet held, but the army did not go by convoy
};

// The backup rule that decided an order (5.C): circular movement, or the rule chosen for paradoxes.
enum class BackupRule : std::uint8_t
{
    None,
    CircularMovement, // a ring of moves: all succeed together (6.C.1)
    Paradox,          // a convoy paradox, settled by rule choice 4.A.2 (`paradoxChoice`)
};

struct ConvoyRoute
{
    bool convoyed = false;     // the move went by (or needed) a convoy
    bool walked = false;       // it could have gone by convoy but went over land (4.A.3)
    bool routeExists = false;  // a route of working fleets carried it
    std::vector<int> fleets;   // the fleets ordered to convoy it
    std::vector<int> broken;   // of those, the ones dislodged or held by the paradox rule
    std::vector<int> brokenBy; // per broken fleet: the unit that dislodged it, -1 for the paradox rule
};

struct OrderExplanation
{
    int order = -1; // index into the orders given, -1 for a unit without an order
    int unit = -1;  // index into the position's units (movement, removals) or dislodged units (retreats)
    OrderType type = OrderType::Hold; // the order as carried out: an illegal order leaves the unit holding
    OrderResult result;

    // Movement phases. A move: its attack and what it had to beat (the hold or, in a head-to-head battle,
    // the defence of the unit there, and the prevent strength of each rival moving to the same province).
    Strength attack;
    std::vector<Strength> opposition;
    int headToHead = -1;       // the unit it met head to head
    bool standoffLeft = false; // the province it aimed at stays empty and takes no retreats (5.B.11)
    ConvoyRoute convoy;
    BackupRule backup = BackupRule::None;
    char paradoxChoice = 0; // the 4.A.2 choice, when backup is Paradox
    // A unit that stayed where it was (held, supported, convoyed, or failed to move): its hold strength and
    // the attacks on it.
    Strength hold;
    std::vector<Strength> attacksOn;
    int dislodgedBy = -1; // the unit that dislodged it, -1 if it was not dislodged
    // A support: the unit supported, its target province (-1 for a hold), and every attack on the supporter.
    int supported = -1;
    int supportedTarget = -1;
    SupportFate supportFate = SupportFate::Counted;
    int supportBy = -1;
    std::vector<AttackOnSupport> attacksOnSupport;
    // A convoy: the army and what became of the fleet's part.
    int convoyedArmy = -1;
    ConvoyFate convoyFate = ConvoyFate::NotApplicable;
    int convoyBy = -1;

    // Retreat phases: where the dislodged unit could go (locations), and the units whose retreats to the
    // same province bounced with it.
    std::vector<int> retreatOptions;
    std::vector<int> bouncedWith;
    // Adjustment phases: builds (positive) or removals owed by the order's power, and for a build the
    // home centres that were open (provinces).
    int owed = 0;
    std::vector<int> buildOptions;

    // A move that failed for a reason other than strength: no route, its own unit there (when the attack
    // would otherwise have succeeded), the backup rule.
    bool failedWithoutStrength() const;
};

// A change no order made (a civil-disorder removal, a disband for want of a retreat), explained.
struct ChangeExplanation
{
    BoardChange change;
    std::vector<int> retreatOptions; // a unit disbanded in a retreat phase: where it could have gone
    int owed = 0;                    // civil disorder: removals owed by the power
    char removalRule = 0;            // civil disorder: the 4.D.8 choice that chose the unit
};

struct PhaseExplanation
{
    PhaseKind kind = PhaseKind::Movement;
    std::vector<OrderExplanation> orders; // one per order given, in the same order
    std::vector<OrderExplanation> units;  // movement: one per unit of the position, ordered or not
    std::vector<ChangeExplanation> changes;
};

// Adjudicates the phase again and explains every order (of a movement, retreat or adjustment phase).
PhaseExplanation explainPhase(const Map &map, const RuleSettings &rules, const Position &position,
                              std::span<const Order> orders);

} // namespace arbiter
