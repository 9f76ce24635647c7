// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
#pragma once

#include <QObject>

#include <cstdint>

namespace arbiter {
Q_NAMESPACE

enum class OrderStatus : std::uint8_t
{
    Succeeded,
    Failed,  // a valid order that did not work out (bounced, cut, dislodged, disrupted)
    Invalid, // illegal or not matching (DATC 4.E.1): ignored, the unit holds
};

// Why an order ended as it did. The app turns these into sentences; `by` in OrderResult names the unit
// (index into the position's units) that bounced, cut or dislodged.
enum class OrderReason : std::uint8_t
{
    // Succeeded
    Moved,
    Held,
    SupportGiven,
    ConvoyGiven,
    Retreated,
    Disbanded,
    Built,
    Waived,
    // Failed
    Bounced, // attack not stronger than the defence or a rival
    CannotDislodgeOwnUnit,
    NoConvoyRoute,     // the convoy was disrupted or never existed
    ParadoxConvoyHeld, // the convoy was part of a paradox and held (4.A.2)
    SupportCut,
    Dislodged,
    RetreatBounced, // two retreats to one province

    // Invalid
    NoUnit,
    ForeignUnit,
    WrongPhase,
    WrongUnitType,
    MissingUnitType,
    WrongCoastOfUnit,
    UnknownCoast,
    MissingCoast,
    UnreachableCoast,
    MoveToOwnProvince,
    NotAdjacent,
    FleetCannotBeConvoyed,
    SupportOwnProvince,
    SupportUnreachable,
    SupportedMoveImpossible,
    SupportNotMatched,
    SupportMissingCoast,
    WrongNationality,
    MissingNationality,
    ConvoyerNotAtSea,
    ConvoyNotArmy,
    ConvoyNotOnRoute,
    ConvoyNotMatched,
    ConvoyPathMissing, // 4.A.6 c: a convoyed move must say its path
    DuplicateOrder,
    RepeatedOrder, // the same order given twice: carried out once
    RetreatNotDislodged,
    RetreatToAttackerOrigin,
    RetreatToContested,
    RetreatToOccupied,
    BuildNotHomeCentre,
    BuildNotOwned,
    BuildOccupied,
    BuildNoBuildsLeft,
    BuildFleetInland,
    RemoveNotNeeded,
    WaiveNotAllowed,
    // Changes to the board that no order made (BoardChange)
    RemovedInCivilDisorder, // a removal the power did not order (4.D.8)
    DisbandedWithoutOrder,  // a dislodged unit without a valid retreat order
    DisbandedNoRetreat,     // a dislodged unit with nowhere to retreat to
    Eliminated,             // the power has no units and no centres left
};

Q_ENUM_NS(OrderStatus)
Q_ENUM_NS(OrderReason)

struct OrderResult
{
    OrderStatus status = OrderStatus::Invalid;
    OrderReason reason = OrderReason::NoUnit;
    int unit = -1; // the ordered unit (index into the position's units), -1 for builds and waives
    int by = -1;   // the unit that bounced, cut or dislodged it, -1 if none or several

    bool operator==(const OrderResult &) const = default;
};

// A change to the board that no order made: a civil-disorder removal, a dislodged unit disbanded without a
// retreat, a power eliminated. The record keeps them beside the order results, so that they are shown,
// reported and saved like them.
struct BoardChange
{
    OrderReason reason = OrderReason::RemovedInCivilDisorder;
    int power = -1;
    int unit =
        -1; // index into the phase's units (adjustments) or dislodged units (retreats); -1 for eliminations

    bool operator==(const BoardChange &) const = default;
};

} // namespace arbiter
