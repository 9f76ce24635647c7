// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
#include "text/reason_text.h"

#include <QCoreApplication>

#include <algorithm>

namespace arbiter {

const char *reasonText(OrderReason reason)
{
    switch (reason) {
    case OrderReason::Moved:
        return QT_TRANSLATE_NOOP("OrderReason", "moved");
    case OrderReason::Held:
        return QT_TRANSLATE_NOOP("OrderReason", "held");
    case OrderReason::SupportGiven:
        return QT_TRANSLATE_NOOP("OrderReason", "support given");
    case OrderReason::ConvoyGiven:
        return QT_TRANSLATE_NOOP("OrderReason", "convoy given");
    case OrderReason::Retreated:
        return QT_TRANSLATE_NOOP("OrderReason", "retreated");
    case OrderReason::Disbanded:
        return QT_TRANSLATE_NOOP("OrderReason", "disbanded");
    case OrderReason::Built:
        return QT_TRANSLATE_NOOP("OrderReason", "built");
    case OrderReason::Waived:
        return QT_TRANSLATE_NOOP("OrderReason", "build waived");
    case OrderReason::Bounced:
        return QT_TRANSLATE_NOOP("OrderReason", "bounced (%1)");
    case OrderReason::CannotDislodgeOwnUnit:
        return QT_TRANSLATE_NOOP("OrderReason", "cannot dislodge a unit of its own power");
    case OrderReason::NoConvoyRoute:
        return QT_TRANSLATE_NOOP("OrderReason", "no convoy route");
    case OrderReason::ParadoxConvoyHeld:
        return QT_TRANSLATE_NOOP("OrderReason", "convoy paradox: the convoy held");
    case OrderReason::SupportCut:
        return QT_TRANSLATE_NOOP("OrderReason", "support cut (%1)");
    case OrderReason::Dislodged:
        return QT_TRANSLATE_NOOP("OrderReason", "dislodged (%1)");
    case OrderReason::RetreatBounced:
        return QT_TRANSLATE_NOOP("OrderReason", "retreat bounced; disbanded");
    case OrderReason::NoUnit:
        return QT_TRANSLATE_NOOP("OrderReason", "no unit there");
    case OrderReason::ForeignUnit:
        return QT_TRANSLATE_NOOP("OrderReason", "the unit belongs to another power");
    case OrderReason::WrongPhase:
        return QT_TRANSLATE_NOOP("OrderReason", "not an order for this phase");
    case OrderReason::WrongUnitType:
        return QT_TRANSLATE_NOOP("OrderReason", "wrong unit type");
    case OrderReason::MissingUnitType:
        return QT_TRANSLATE_NOOP("OrderReason", "unit type missing");
    case OrderReason::WrongCoastOfUnit:
        return QT_TRANSLATE_NOOP("OrderReason", "the unit is on the other coast");
    case OrderReason::UnknownCoast:
        return QT_TRANSLATE_NOOP("OrderReason", "no such coast");
    case OrderReason::MissingCoast:
        return QT_TRANSLATE_NOOP("OrderReason", "the coast must be given");
    case OrderReason::UnreachableCoast:
        return QT_TRANSLATE_NOOP("OrderReason", "that coast cannot be reached");
    case OrderReason::MoveToOwnProvince:
        return QT_TRANSLATE_NOOP("OrderReason", "a unit cannot move to its own province");
    case OrderReason::NotAdjacent:
        return QT_TRANSLATE_NOOP("OrderReason", "the unit cannot go there");
    case OrderReason::FleetCannotBeConvoyed:
        return QT_TRANSLATE_NOOP("OrderReason", "a fleet cannot be convoyed");
    case OrderReason::SupportOwnProvince:
        return QT_TRANSLATE_NOOP("OrderReason",
                                 "a unit cannot support itself or a move into its own province");
    case OrderReason::SupportUnreachable:
        return QT_TRANSLATE_NOOP("OrderReason", "the supporting unit cannot reach that province");
    case OrderReason::SupportedMoveImpossible:
        return QT_TRANSLATE_NOOP("OrderReason", "the supported move is impossible");
    case OrderReason::SupportNotMatched:
        return QT_TRANSLATE_NOOP("OrderReason", "the supported unit was not ordered so");
    case OrderReason::SupportMissingCoast:
        return QT_TRANSLATE_NOOP("OrderReason", "the support must name the coast");
    case OrderReason::WrongNationality:
        return QT_TRANSLATE_NOOP("OrderReason", "wrong nationality of the other unit");
    case OrderReason::MissingNationality:
        return QT_TRANSLATE_NOOP("OrderReason", "nationality of the other unit missing");
    case OrderReason::ConvoyerNotAtSea:
        return QT_TRANSLATE_NOOP("OrderReason", "only a fleet at sea can convoy");
    case OrderReason::ConvoyNotArmy:
        return QT_TRANSLATE_NOOP("OrderReason", "only armies can be convoyed");
    case OrderReason::ConvoyNotOnRoute:
        return QT_TRANSLATE_NOOP("OrderReason", "the fleet is on no route for that convoy");
    case OrderReason::ConvoyNotMatched:
        return QT_TRANSLATE_NOOP("OrderReason", "the army was not ordered so");
    case OrderReason::ConvoyPathMissing:
        return QT_TRANSLATE_NOOP("OrderReason", "a convoyed move must give its path");
    case OrderReason::DuplicateOrder:
        return QT_TRANSLATE_NOOP("OrderReason", "the unit has another order");
    case OrderReason::RepeatedOrder:
        return QT_TRANSLATE_NOOP("OrderReason", "the same order was given before");
    case OrderReason::RetreatNotDislodged:
        return QT_TRANSLATE_NOOP("OrderReason", "the unit was not dislodged");
    case OrderReason::RetreatToAttackerOrigin:
        return QT_TRANSLATE_NOOP("OrderReason", "cannot retreat to where the attacker came from");
    case OrderReason::RetreatToContested:
        return QT_TRANSLATE_NOOP("OrderReason", "cannot retreat to a province left empty by a standoff");
    case OrderReason::RetreatToOccupied:
        return QT_TRANSLATE_NOOP("OrderReason", "cannot retreat to an occupied province");
    case OrderReason::BuildNotHomeCentre:
        return QT_TRANSLATE_NOOP("OrderReason", "builds only in home centres");
    case OrderReason::BuildNotOwned:
        return QT_TRANSLATE_NOOP("OrderReason", "the centre is not owned");
    case OrderReason::BuildOccupied:
        return QT_TRANSLATE_NOOP("OrderReason", "the centre is occupied");
    case OrderReason::BuildNoBuildsLeft:
        return QT_TRANSLATE_NOOP("OrderReason", "no builds left");
    case OrderReason::BuildFleetInland:
        return QT_TRANSLATE_NOOP("OrderReason", "a fleet cannot be built inland");
    case OrderReason::RemoveNotNeeded:
        return QT_TRANSLATE_NOOP("OrderReason", "no removal due");
    case OrderReason::WaiveNotAllowed:
        return QT_TRANSLATE_NOOP("OrderReason", "builds cannot be waived");
    case OrderReason::RemovedInCivilDisorder:
        return QT_TRANSLATE_NOOP("OrderReason", "removed in civil disorder");
    case OrderReason::DisbandedWithoutOrder:
        return QT_TRANSLATE_NOOP("OrderReason", "disbanded: no retreat ordered");
    case OrderReason::DisbandedNoRetreat:
        return QT_TRANSLATE_NOOP("OrderReason", "disbanded: nowhere to retreat");
    case OrderReason::Eliminated:
        return QT_TRANSLATE_NOOP("OrderReason", "eliminated: no units and no centres left");
    }
    return "";
}

QString reasonSentence(OrderReason reason)
{
    return QCoreApplication::translate("OrderReason", reasonText(reason)).remove(QStringLiteral(" (%1)"));
}

QString resultReason(const Map &map, const Position &position, const OrderResult &result, PlaceNaming naming)
{
    QString text = QCoreApplication::translate("OrderReason", reasonText(result.reason));
    if (!text.contains(QStringLiteral("%1")))
        return text;
    const Unit *by = nullptr;
    if (position.phase.kind == PhaseKind::Retreat) {
        if (result.by >= 0 && result.by < int(position.dislodged.size()))
            by = &position.dislodged[std::size_t(result.by)].unit;
    } else if (result.by >= 0 && result.by < int(position.units.size())) {
        by = &position.units[std::size_t(result.by)];
    }
    return by ? text.arg(unitInText(map, *by, naming)) : text.remove(QStringLiteral(" (%1)"));
}

namespace {

QString statusText(OrderStatus status)
{
    static const char *const words[] = {QT_TRANSLATE_NOOP("OrderStatus", "succeeded"),
                                        QT_TRANSLATE_NOOP("OrderStatus", "failed"),
                                        QT_TRANSLATE_NOOP("OrderStatus", "invalid")};
    return QCoreApplication::translate("OrderStatus", words[int(status)]);
}

} // namespace

QString resultText(const Map &map, const Position &position, const OrderResult &result, PlaceNaming naming)
{
    // French puts a space before the colon.
    return QCoreApplication::translate("OrderStatus", "%1: %2")
        .arg(statusText(result.status), resultReason(map, position, result, naming));
}

bool wasDislodged(const Position &position, const Position &after, int unit)
{
    if (position.phase.kind != PhaseKind::Movement || unit < 0 || unit >= int(position.units.size()))
        return false;
    const Unit &u = position.units[std::size_t(unit)];
    return std::any_of(after.dislodged.begin(), after.dislodged.end(),
                       [&u](const DislodgedUnit &d) { return d.unit == u; });
}

int dislodgedBy(const Map &map, const Position &position, const Position &after, int unit)
{
    if (!wasDislodged(position, after, unit))
        return -1;
    const Unit &u = position.units[std::size_t(unit)];
    for (const DislodgedUnit &d : after.dislodged) {
        if (d.unit == u)
            return d.attackerOrigin >= 0 ? position.unitIn(map, d.attackerOrigin) : -1;
    }
    return -1;
}

QString resultReason(const Map &map, const Position &position, const OrderResult &result,
                     const Position &after, PlaceNaming naming)
{
    const QString reason = resultReason(map, position, result, naming);
    // A hold, a support or a convoy that failed because its unit was dislodged says so already.
    if (result.reason == OrderReason::Dislodged || !wasDislodged(position, after, result.unit))
        return reason;
    const int by = dislodgedBy(map, position, after, result.unit);
    if (by < 0)
        return QCoreApplication::translate("OrderReason", "%1; dislodged").arg(reason);
    return QCoreApplication::translate("OrderReason", "%1; dislodged by %2")
        .arg(reason, unitInText(map, position.units[std::size_t(by)], naming));
}

QString resultText(const Map &map, const Position &position, const OrderResult &result, const Position &after,
                   PlaceNaming naming)
{
    return QCoreApplication::translate("OrderStatus", "%1: %2")
        .arg(statusText(result.status), resultReason(map, position, result, after, naming));
}

} // namespace arbiter
