// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
// The checks of the orders of a phase of any kind (checkOrders), and which order each unit carries out in
// a movement phase: legality (DATC 4.E.1: an illegal order is ignored
// and the unit holds), the coast and designation issues of 4.B/4.C, duplicates (4.D.3), convoy intent
// (4.A.3) and the matching of supports and convoys to the orders they name.
#include "judge/movement_adjudicator.h"

#include "judge/adjustment_adjudicator.h"
#include "judge/convoy_routes.h"
#include "judge/order_entry.h"
#include "judge/retreat_adjudicator.h"

#include <QVarLengthArray>

#include <algorithm>
#include <bit>

namespace arbiter {

namespace {

OrderResult invalid(OrderReason reason, int unit = -1)
{
    return {OrderStatus::Invalid, reason, unit, -1};
}

std::vector<OrderCheck> fromResults(const std::vector<OrderResult> &results, std::size_t count)
{
    std::vector<OrderCheck> checks(count);
    for (std::size_t k = 0; k < results.size() && k < count; ++k) {
        if (results[k].status == OrderStatus::Invalid)
            checks[k] = {false, true, results[k].reason};
    }
    return checks;
}

} // namespace

std::vector<OrderCheck> checkOrders(const Map &map, const RuleSettings &rules, const Position &position,
                                    std::span<const Order> orders)
{
    switch (position.phase.kind) {
    case PhaseKind::Movement: {
        MovementAdjudicator adjudicator(map, rules);
        return adjudicator.check(position, orders);
    }
    case PhaseKind::Retreat:
        // Retreat and adjustment orders depend on no partner: once judged among each other, they stand.
        return fromResults(checkRetreatOrders(map, rules, position, orders), orders.size());
    case PhaseKind::Adjustment:
        return fromResults(checkAdjustmentOrders(map, rules, position, orders), orders.size());
    }
    return std::vector<OrderCheck>(orders.size());
}

bool MovementAdjudicator::checkUnitReference(const Order &order, int unit, OrderResult *result) const
{
    // An order naming its own unit as it stands needs none of these checks (checkAlone leaves it out).
    const Unit &u = m_position->units[std::size_t(unit)];
    if (order.power >= 0 && order.power != u.power && !m_rules.is(RuleIssue::ProxyOrders, 'b')) {
        *result = invalid(OrderReason::ForeignUnit, unit); // 6.A.6; proxy orders only with 4.E.5 b
        return false;
    }
    if (order.unit.typeGiven && order.unit.type != u.type && m_rules.is(RuleIssue::WrongUnitType, 'a')) {
        *result = invalid(OrderReason::WrongUnitType, unit); // 4.C.2
        return false;
    }
    if (!order.unit.typeGiven && m_rules.is(RuleIssue::MissingUnitType, 'a')) {
        *result = invalid(OrderReason::MissingUnitType, unit); // 4.C.1
        return false;
    }
    const Location &written = m_map.location(order.unit.location);
    if (!written.coast.isEmpty() && order.unit.location != u.location &&
        m_rules.is(RuleIssue::WrongCoastOfOrderedUnit, 'a')) {
        *result = invalid(OrderReason::WrongCoastOfUnit, unit); // 4.B.5, 6.B.10
        return false;
    }
    if (order.unit.unknownCoast && m_rules.is(RuleIssue::UnknownCoast, 'a')) {
        *result = invalid(OrderReason::UnknownCoast, unit); // 4.B.6
        return false;
    }
    return true;
}

bool MovementAdjudicator::misnamesUnits(const Order &order, int unit) const
{
    auto misnamed = [&](const UnitRef &ref, int actual, RuleIssue missingType, RuleIssue wrongType) {
        if (actual < 0)
            return false;
        const UnitType type = m_units[std::size_t(actual)].unitType;
        if (ref.typeGiven && ref.type == type)
            return false;
        return (!ref.typeGiven && m_rules.is(missingType, 'c')) ||
               (ref.typeGiven && ref.type != type && m_rules.is(wrongType, 'c'));
    };
    if (misnamed(order.unit, unit, RuleIssue::MissingUnitType, RuleIssue::WrongUnitType))
        return true;
    if (order.type != OrderType::Support && order.type != OrderType::Convoy)
        return false;
    const int other = m_unitAt[std::size_t(m_map.provinceOf(order.other.location))];
    if (other < 0)
        return false;
    const int otherPower = m_units[std::size_t(other)].power;
    const int ownPower = m_units[std::size_t(unit)].power;
    return misnamed(order.other, other, RuleIssue::MissingUnitType, RuleIssue::WrongUnitType) ||
           (order.other.power < 0 && otherPower != ownPower &&
            m_rules.is(RuleIssue::MissingNationalityInSupport, 'c')) ||
           (order.other.power >= 0 && order.other.power != otherPower &&
            m_rules.is(RuleIssue::WrongNationalityInSupport, 'c'));
}

bool MovementAdjudicator::checkMove(const Order &order, int unit, int *target, OrderResult *result) const
{
    const Unit &u = m_position->units[std::size_t(unit)];
    const int from = m_units[std::size_t(unit)].province;
    const int to = m_map.provinceOf(order.target.location);
    const ProvinceKind destKind = m_map.kind(to);
    auto fail = [&](OrderReason reason) {
        *result = invalid(reason, unit);
        return false;
    };
    if (to == from)
        return fail(OrderReason::MoveToOwnProvince); // 6.A.4, 6.A.5
    if (order.target.unknownCoast && m_rules.is(RuleIssue::UnknownCoast, 'a'))
        return fail(OrderReason::UnknownCoast); // 4.B.6
    if (u.type == UnitType::Army) {
        const bool coastWritten = order.target.location != to;
        if (coastWritten && m_rules.is(RuleIssue::UnknownCoast, 'a'))
            return fail(OrderReason::UnknownCoast); // an army given a coast: 4.B.6, 6.B.12
        if (destKind == ProvinceKind::Sea)
            return fail(OrderReason::NotAdjacent); // 6.A.2
        const bool convoyable = m_map.kind(from) == ProvinceKind::Coast && destKind == ProvinceKind::Coast;
        if (!m_map.armyBorder(from, to) && !convoyable)
            return fail(OrderReason::NotAdjacent);
        *target = to;
        return true;
    }
    if (order.viaConvoy)
        return fail(OrderReason::FleetCannotBeConvoyed);
    if (destKind == ProvinceKind::Land)
        return fail(OrderReason::NotAdjacent); // 6.A.3
    const Province &dest = m_map.province(to);
    if (dest.coasts.empty()) {
        if (!m_map.fleetBorder(u.location, to))
            return fail(OrderReason::NotAdjacent); // 6.A.1, 6.A.9, 6.B.13
        *target = to;
        return true;
    }
    int reachable = -1;
    int reachableCount = 0;
    for (int coast : dest.coasts) {
        if (m_map.fleetBorder(u.location, coast)) {
            reachable = coast;
            ++reachableCount;
        }
    }
    if (reachableCount == 0)
        return fail(OrderReason::NotAdjacent);
    if (order.target.location != to) { // a coast was written
        if (m_map.fleetBorder(u.location, order.target.location)) {
            *target = order.target.location;
            return true;
        }
        if (m_rules.is(RuleIssue::MoveToImpossibleCoast, 'a') && reachableCount == 1) {
            *target = reachable; // 4.B.3 choice a
            return true;
        }
        return fail(OrderReason::UnreachableCoast); // 6.B.3
    }
    if (reachableCount == 1 && m_rules.is(RuleIssue::OmittedCoastOnePossible, 'a')) {
        *target = reachable; // 4.B.2, 6.B.2
        return true;
    }
    if (m_rules.is(RuleIssue::PoorlyWrittenOrders, 'b')) {
        // 4.E.2 b: the player's orders are read as a set, so a support of this very move that names the
        // coast says where the fleet goes.
        for (const Order &other : m_orders) {
            if (other.type != OrderType::Support || other.power != order.power || other.other.location < 0 ||
                other.otherTarget.location < 0)
                continue;
            const int coast = other.otherTarget.location;
            if (m_map.provinceOf(other.other.location) == from && m_map.provinceOf(coast) == to &&
                coast != to && m_map.fleetBorder(u.location, coast)) {
                *target = coast;
                return true;
            }
        }
    }
    return fail(OrderReason::MissingCoast); // 4.B.1, 6.B.1
}

// Nationality and designation of the supported or convoyed unit (4.C.1, 4.C.2, 4.C.5, 4.C.6).
bool MovementAdjudicator::otherUnitMatches(const Order &order, int supporter, int other,
                                           OrderResult *result) const
{
    const UnitState &s = m_units[std::size_t(supporter)];
    const UnitState &o = m_units[std::size_t(other)];
    if (order.other.typeGiven && order.other.type == o.unitType &&
        (order.other.power == o.power || (order.other.power < 0 && o.power == s.power)))
        return true; // named as it stands
    if (order.other.typeGiven && order.other.type != o.unitType &&
        m_rules.is(RuleIssue::WrongUnitType, 'a')) {
        *result = invalid(OrderReason::WrongUnitType, supporter);
        return false;
    }
    if (!order.other.typeGiven && m_rules.is(RuleIssue::MissingUnitType, 'a')) {
        *result = invalid(OrderReason::MissingUnitType, supporter);
        return false;
    }
    if (order.other.power >= 0 && order.other.power != o.power &&
        m_rules.is(RuleIssue::WrongNationalityInSupport, 'a')) {
        *result = invalid(OrderReason::WrongNationality, supporter);
        return false;
    }
    if (order.other.power < 0 && o.power != s.power &&
        m_rules.is(RuleIssue::MissingNationalityInSupport, 'a')) {
        *result = invalid(OrderReason::MissingNationality, supporter);
        return false;
    }
    return true;
}

bool MovementAdjudicator::checkSupport(const Order &order, int unit, OrderResult *result) const
{
    const Unit &u = m_position->units[std::size_t(unit)];
    const int own = m_units[std::size_t(unit)].province;
    const int otherProvince = m_map.provinceOf(order.other.location);
    auto fail = [&](OrderReason reason) {
        *result = invalid(reason, unit);
        return false;
    };
    if (otherProvince == own)
        return fail(OrderReason::SupportOwnProvince); // 6.A.8
    const int other = m_unitAt[std::size_t(otherProvince)];
    if (other < 0)
        return fail(OrderReason::SupportNotMatched);
    if (!otherUnitMatches(order, unit, other, result))
        return false;
    const Unit &o = m_position->units[std::size_t(other)];
    if (order.otherTarget.location < 0) {
        if (!m_map.canReachProvince(u.type, u.location, otherProvince))
            return fail(OrderReason::SupportUnreachable);
        return true;
    }
    const int to = m_map.provinceOf(order.otherTarget.location);
    if (to == own)
        return fail(OrderReason::SupportOwnProvince);
    if (to == otherProvince)
        return fail(OrderReason::SupportedMoveImpossible);
    if (!m_map.canReachProvince(u.type, u.location, to))
        return fail(
            OrderReason::SupportUnreachable); // 6.A.10, 6.B.5: any coast of the target will do (6.B.4)
    // The supported move itself must be possible (6.D.22-6.D.24).
    const ProvinceKind destKind = m_map.kind(to);
    if (o.type == UnitType::Army) {
        const bool convoyable =
            m_map.kind(otherProvince) == ProvinceKind::Coast && destKind == ProvinceKind::Coast;
        if (destKind == ProvinceKind::Sea || (!m_map.armyBorder(otherProvince, to) && !convoyable))
            return fail(OrderReason::SupportedMoveImpossible);
        // 6.D.31: a fleet cannot convoy and support at once, so it cannot support a move that only a convoy
        // through its own sea could make.
        if (!m_map.armyBorder(otherProvince, to) && m_map.kind(own) == ProvinceKind::Sea) {
            QVarLengthArray<std::uint64_t, 4> others(m_fleetSeaBits.begin(), m_fleetSeaBits.end());
            others[own / 64] &= ~(std::uint64_t(1) << (own % 64));
            if (!convoyRouteOver(m_map, otherProvince, to, others))
                return fail(OrderReason::SupportedMoveImpossible);
        }
    } else {
        if (!m_map.canReachProvince(UnitType::Fleet, o.location, to))
            return fail(OrderReason::SupportedMoveImpossible);
        const bool coastWritten = order.otherTarget.location != to;
        if (coastWritten && !m_map.fleetBorder(o.location, order.otherTarget.location))
            return fail(OrderReason::SupportedMoveImpossible);
        if (!coastWritten && !m_map.province(to).coasts.empty()) {
            // 4.B.4: may the coast be left out of a support for a move to a split-coast province?
            if (m_rules.is(RuleIssue::CoastInSupport, 'c') ||
                (m_rules.is(RuleIssue::CoastInSupport, 'b') && o.power != u.power))
                return fail(OrderReason::SupportMissingCoast);
        }
    }
    return true;
}

bool MovementAdjudicator::fleetsCouldConvoy(int from, int to) const
{
    // 4.E.1: whether fleets stand where a route could be, ordered or not.
    return convoyRouteOver(m_map, from, to, m_fleetSeaBits);
}

bool MovementAdjudicator::checkConvoy(const Order &order, int unit, OrderResult *result) const
{
    const UnitState &u = m_units[std::size_t(unit)];
    const int own = u.province;
    auto fail = [&](OrderReason reason) {
        *result = invalid(reason, unit);
        return false;
    };
    if (u.unitType != UnitType::Fleet || m_map.kind(own) != ProvinceKind::Sea)
        return fail(OrderReason::ConvoyerNotAtSea); // 6.F.1
    const int from = m_map.provinceOf(order.other.location);
    const int other = m_unitAt[std::size_t(from)];
    if (other < 0 || order.otherTarget.location < 0)
        return fail(OrderReason::ConvoyNotMatched);
    if (!otherUnitMatches(order, unit, other, result))
        return false;
    if (m_units[std::size_t(other)].unitType != UnitType::Army)
        return fail(OrderReason::ConvoyNotArmy); // 6.A.7
    const int to = m_map.provinceOf(order.otherTarget.location);
    if (to == from || m_map.kind(from) != ProvinceKind::Coast || m_map.kind(to) != ProvinceKind::Coast)
        return fail(OrderReason::ConvoyNotOnRoute);
    if (!seaOnShortcutFreeRoute(m_map, m_fleetSeas, own, from, to))
        return fail(OrderReason::ConvoyNotOnRoute);
    return true;
}

void MovementAdjudicator::addImplicitOrders(std::span<const Order> orders)
{
    // 4.E.3 a: a unit left without orders moves as its own power's support or convoy says it does.
    m_withImplicit.assign(orders.begin(), orders.end());
    auto ordered = [&](int province) {
        return std::any_of(m_withImplicit.begin(), m_withImplicit.end(), [&](const Order &o) {
            return o.unit.location >= 0 && m_map.provinceOf(o.unit.location) == province;
        });
    };
    for (const Order &o : orders) {
        if ((o.type != OrderType::Support && o.type != OrderType::Convoy) || o.otherTarget.location < 0 ||
            o.other.location < 0)
            continue;
        const int province = m_map.provinceOf(o.other.location);
        const int unit = m_position->unitIn(m_map, province);
        if (unit < 0 || m_position->units[std::size_t(unit)].power != o.power || ordered(province))
            continue;
        Order implied;
        implied.type = OrderType::Move;
        implied.power = o.power;
        implied.unit = {-1, true, m_position->units[std::size_t(unit)].type,
                        m_position->units[std::size_t(unit)].location, false};
        implied.target.location = o.otherTarget.location;
        implied.viaConvoy = o.type == OrderType::Convoy;
        m_withImplicit.push_back(implied);
    }
}

std::span<const Order> MovementAdjudicator::start(const Position &position, std::span<const Order> given)
{
    m_position = &position;
    m_orders = given;
    if (m_rules.is(RuleIssue::ImplicitOrders, 'a')) {
        addImplicitOrders(given);
        m_orders = m_withImplicit;
    }
    return m_orders;
}

std::vector<OrderCheck> MovementAdjudicator::check(const Position &position, std::span<const Order> given)
{
    const std::span<const Order> orders = start(position, given);
    assignOrders(orders);
    std::vector<OrderCheck> checks(given.size());
    for (std::size_t k = 0; k < given.size(); ++k) {
        if (m_orderResults[k].status == OrderStatus::Invalid)
            checks[k] = {false, true, m_orderResults[k].reason};
    }
    // Legal on its own, ignored after matching: a support or convoy waiting for its partner's order, or a
    // convoyed move no fleets could carry (illegal, 6.D.32).
    decideConvoyRoutes(orders);
    matchSupportsAndConvoys(orders);
    for (std::size_t k = 0; k < given.size(); ++k) {
        const OrderResult &r = m_orderResults[k];
        if (!checks[k].legal || r.status != OrderStatus::Invalid)
            continue;
        const bool unmatched =
            r.reason == OrderReason::SupportNotMatched || r.reason == OrderReason::ConvoyNotMatched;
        checks[k] = unmatched ? OrderCheck{true, false, r.reason} : OrderCheck{false, true, r.reason};
    }
    m_position = nullptr;
    m_orders = {};
    return checks;
}

void MovementAdjudicator::findUnits()
{
    m_unitAt.assign(std::size_t(m_map.provinceCount()), -1);
    m_fleetSeaBits.assign(std::size_t(m_map.provinceWords()), 0);
    for (std::size_t i = 0; i < m_position->units.size(); ++i) {
        const Unit &u = m_position->units[i];
        UnitState &state = m_units[i];
        state = UnitState{};
        state.province = m_map.provinceOf(u.location);
        state.power = u.power;
        state.unitType = u.type;
        m_unitAt[std::size_t(state.province)] = int(i);
        if (u.type == UnitType::Fleet && m_map.kind(state.province) == ProvinceKind::Sea)
            m_fleetSeaBits[std::size_t(state.province) / 64] |= std::uint64_t(1) << (state.province % 64);
    }
    // The same seas as a list in province order (the shortcut-free route search of 6.G.19).
    m_fleetSeas.clear();
    for (std::size_t w = 0; w < m_fleetSeaBits.size(); ++w) {
        for (std::uint64_t bits = m_fleetSeaBits[w]; bits != 0; bits &= bits - 1)
            m_fleetSeas.push_back(int(w * 64) + std::countr_zero(bits));
    }
}

// Inlined into its one caller, assignOrders (it runs once per order).
Q_ALWAYS_INLINE bool MovementAdjudicator::checkAlone(const Order &order, int *unit, int *target,
                                                     OrderResult *result) const
{
    if (!orderFitsPhase(order.type, PhaseKind::Movement) || order.unit.location < 0) {
        *result = invalid(OrderReason::WrongPhase);
        return false;
    }
    *unit = m_unitAt[std::size_t(m_map.provinceOf(order.unit.location))];
    if (*unit < 0) {
        *result = invalid(OrderReason::NoUnit);
        return false;
    }
    *result = {OrderStatus::Succeeded, OrderReason::Held, *unit, -1};
    const Unit &u = m_position->units[std::size_t(*unit)];
    // Most orders name their own unit as it stands (nothing to ask of the rule choices of 4.B and 4.C), and
    // most moves go over a border of their unit's kind to the place written, legal at once: army borders
    // join no seas, fleet borders no inland provinces nor a split-coast province without its coast, and
    // neither kind joins a province to itself (6.A.1-6.A.5, 6.B.1). The rest take the full checks.
    const bool namedAsItStands = order.power == u.power && order.unit.typeGiven &&
                                 order.unit.type == u.type && order.unit.location == u.location &&
                                 !order.unit.unknownCoast;
    if (!namedAsItStands && !checkUnitReference(order, *unit, result))
        return false;
    switch (order.type) {
    case OrderType::Move: {
        const int to = order.target.location;
        const bool overBorder =
            u.type == UnitType::Army
                ? to == m_map.provinceOf(to) && m_map.armyBorder(m_units[std::size_t(*unit)].province, to)
                : !order.viaConvoy && m_map.fleetBorder(u.location, to);
        if (overBorder && !order.target.unknownCoast) {
            *target = to;
            return true;
        }
        return checkMove(order, *unit, target, result);
    }
    case OrderType::Support:
        return checkSupport(order, *unit, result);
    case OrderType::Convoy:
        return checkConvoy(order, *unit, result);
    default:
        return true;
    }
}

void MovementAdjudicator::assignOrders(std::span<const Order> orders)
{
    m_units.resize(m_position->units.size()); // each set afresh by findUnits
    m_orderResults.resize(orders.size());     // each written by checkAlone
    m_repeatOf.assign(orders.size(), -1);
    m_anyRepeat = false;
    findUnits();

    // Units whose orders conflicted (4.D.3 choice c) hold; -2 marks them.
    constexpr int conflicted = -2;
    // Only choice c of 4.C.1, 4.C.2, 4.C.5 and 4.C.6 makes an order that misnames a unit weak; under the
    // other choices no order is, and the designations need no second look.
    const bool weakOrders = m_rules.is(RuleIssue::MissingUnitType, 'c') ||
                            m_rules.is(RuleIssue::WrongUnitType, 'c') ||
                            m_rules.is(RuleIssue::MissingNationalityInSupport, 'c') ||
                            m_rules.is(RuleIssue::WrongNationalityInSupport, 'c');
    for (std::size_t k = 0; k < orders.size(); ++k) {
        const Order &order = orders[k];
        OrderResult &result = m_orderResults[k];
        int unit = -1;
        int target = -1;
        if (!checkAlone(order, &unit, &target, &result))
            continue;
        UnitState &state = m_units[std::size_t(unit)];
        if (state.order == conflicted) {
            result = invalid(OrderReason::DuplicateOrder, unit);
            continue;
        }
        const bool weak = weakOrders && misnamesUnits(order, unit);
        if (state.order >= 0) {
            const Order &previous = orders[std::size_t(state.order)];
            if (previous == order) {
                m_repeatOf[k] = state.order; // the same order twice is simply that order (4.D.3)
                m_anyRepeat = true;
                continue;
            }
            // Choice c of 4.C.1, 4.C.2, 4.C.5, 4.C.6: an order that misnames a unit gives way to one that
            // names it correctly.
            if (weak && !state.weak) {
                result = invalid(OrderReason::DuplicateOrder, unit);
                continue;
            }
            if (state.weak && !weak) {
                m_orderResults[std::size_t(state.order)] = invalid(OrderReason::DuplicateOrder, unit);
                state = withoutOrder(state);
            }
        }
        if (state.order >= 0) {
            if (m_rules.is(RuleIssue::MultipleOrdersToOneUnit, 'a')) {
                result = invalid(OrderReason::DuplicateOrder, unit);
                continue;
            }
            m_orderResults[std::size_t(state.order)] = invalid(OrderReason::DuplicateOrder, unit);
            if (m_rules.is(RuleIssue::MultipleOrdersToOneUnit, 'c')) {
                result = invalid(OrderReason::DuplicateOrder, unit);
                state = withoutOrder(state);
                state.order = conflicted;
                continue;
            }
        }
        if (state.order >= 0) // the unit's earlier order gives way to this one
            state = withoutOrder(state);
        state.type = order.type;
        state.order = int(k);
        state.weak = weak;
        if (order.type == OrderType::Move) {
            state.target = target;
            state.targetProvince = m_map.provinceOf(target);
        } else if (order.type == OrderType::Support || order.type == OrderType::Convoy) {
            state.other = m_unitAt[std::size_t(m_map.provinceOf(order.other.location))];
            state.target = order.otherTarget.location < 0 ? -1 : m_map.provinceOf(order.otherTarget.location);
        }
    }
    // The units by the kind of order they carry out, for the passes that concern one kind only.
    m_moving.clear();
    m_supporting.clear();
    m_convoying.clear();
    const std::size_t units = m_units.size(); // read once: the lists grow in the loop
    for (std::size_t i = 0; i < units; ++i) {
        UnitState &state = m_units[i];
        if (state.order == conflicted)
            state.order = -1;
        if (state.type == OrderType::Move)
            m_moving.push_back(int(i));
        else if (state.type == OrderType::Support)
            m_supporting.push_back(int(i));
        else if (state.type == OrderType::Convoy)
            m_convoying.push_back(int(i));
    }
}

// Which army moves are convoyed, and which of those no fleets could carry: one pass over the moves, before
// the convoys are matched to them.
void MovementAdjudicator::decideConvoyRoutes(std::span<const Order> orders)
{
    // The convoy orders given for each army move (4.A.3 asks whether any, and whether its own power's).
    for (int f : m_convoying) {
        const UnitState &fleet = m_units[std::size_t(f)];
        UnitState &army = m_units[std::size_t(fleet.other)];
        if (army.type == OrderType::Move && army.targetProvince == fleet.target) {
            army.convoyOrdered = true;
            army.ownConvoyOrdered = army.ownConvoyOrdered || fleet.power == army.power;
        }
    }
    for (int i : m_moving) {
        UnitState &state = m_units[std::size_t(i)];
        if (state.unitType != UnitType::Army)
            continue;
        const Order &order = orders[std::size_t(state.order)];
        if (m_map.armyBorder(state.province, state.targetProvince)) {
            if (!order.viaConvoy && !state.convoyOrdered)
                continue; // no convoy asked for or ordered: the army walks under every choice
            decideConvoyIntent(&state, order.viaConvoy);
            if (!state.convoyed || state.landFallback)
                continue;
        } else {
            state.convoyed = true;
        }
        // A move that needs a convoy is illegal when no fleets stand where a route could be (4.E.1, 6.D.32):
        // the army then holds and may be supported to hold. With fleets in place but not ordered, it is a
        // move that fails (6.D.8).
        const bool pathMissing =
            order.convoyPath.empty() && m_rules.is(RuleIssue::ConvoyPathSpecification, 'c'); // 4.A.6 c
        if (pathMissing || !fleetsCouldConvoy(state.province, state.targetProvince)) {
            m_orderResults[std::size_t(state.order)] =
                invalid(pathMissing ? OrderReason::ConvoyPathMissing : OrderReason::NoConvoyRoute, i);
            state.type = OrderType::Hold;
        }
    }
}

void MovementAdjudicator::decideConvoyIntent(UnitState *army, bool viaConvoy)
{
    // 4.A.3: when may an army that could walk use a convoy instead?
    UnitState &state = *army;
    switch (m_rules.choice(RuleIssue::ConvoyToAdjacent)) {
    case 'a': {
        // 1971: only for a swap with the unit at the destination.
        const int there = m_unitAt[std::size_t(state.targetProvince)];
        state.convoyed = state.convoyOrdered && there >= 0 &&
                         m_units[std::size_t(there)].type == OrderType::Move &&
                         m_units[std::size_t(there)].targetProvince == state.province;
        state.landFallback = state.convoyed;
        break;
    }
    case 'b':
        state.convoyed = state.ownConvoyOrdered || viaConvoy;
        break;
    case 'd':
        state.convoyed = viaConvoy;
        break;
    case 'e':
        // The DATC v2 reading of the 2000/2023 rule: the same intent as c, but the army takes the land
        // route when no convoy carries it (none ordered, or the route disrupted).
        state.convoyed = viaConvoy || state.ownConvoyOrdered;
        state.landFallback = state.convoyed;
        break;
    default:
        state.convoyed = viaConvoy || state.ownConvoyOrdered; // 6.G.1-6.G.20
        break;
    }
}

void MovementAdjudicator::matchConvoys()
{
    bool matched = false;
    for (int i : m_convoying) {
        UnitState &state = m_units[std::size_t(i)];
        if (state.type != OrderType::Convoy)
            continue;
        const UnitState &army = m_units[std::size_t(state.other)];
        if (army.type == OrderType::Move && army.convoyed && army.targetProvince == state.target) {
            matched = true;
            continue;
        }
        m_orderResults[std::size_t(state.order)] = invalid(OrderReason::ConvoyNotMatched, i);
        state.type = OrderType::Hold;
    }
    m_convoys.clear(m_units.size(), m_units.size());
    if (!matched) // most phases: every group empty
        return;
    m_convoys.group(m_convoying, [this](int fleet) {
        const UnitState &s = m_units[std::size_t(fleet)];
        return s.type == OrderType::Convoy ? s.other : -1;
    });
}

void MovementAdjudicator::matchSupportsAndConvoys(std::span<const Order> orders)
{
    const std::size_t n = m_units.size();
    matchConvoys();
    for (int i : m_supporting) {
        UnitState &state = m_units[std::size_t(i)];
        const UnitState &other = m_units[std::size_t(state.other)];
        const Order &order = orders[std::size_t(state.order)];
        bool matches;
        if (state.target < 0) {
            matches = other.type != OrderType::Move; // 6.D.7, 6.D.8
            // 4.D.9 choice a: no support to hold a unit of a power in civil disorder (one that gave no
            // orders).
            if (matches && m_rules.is(RuleIssue::HoldSupportInCivilDisorder, 'a') &&
                std::none_of(orders.begin(), orders.end(),
                             [&](const Order &o) { return o.power == other.power; }))
                matches = false;
        } else {
            matches = other.type == OrderType::Move && other.targetProvince == state.target;
            // A support naming a coast must name the coast the fleet moves to (6.B.9, 6.D.23).
            if (matches && order.otherTarget.location != state.target &&
                order.otherTarget.location != other.target)
                matches = false;
        }
        if (!matches) {
            m_orderResults[std::size_t(state.order)] = invalid(OrderReason::SupportNotMatched, i);
            state.type = OrderType::Hold;
        }
    }
    // The moves by target and the supports by supported unit, from the units that were given such orders
    // (those whose order was dropped above hold now and are left out).
    m_movesInto.clear(std::size_t(m_map.provinceCount()), n);
    m_movesInto.group(m_moving, [this](int mover) {
        const UnitState &s = m_units[std::size_t(mover)];
        return s.type == OrderType::Move ? s.targetProvince : -1;
    });
    m_supports.clear(n, n);
    m_supports.group(m_supporting, [this](int supporter) {
        const UnitState &s = m_units[std::size_t(supporter)];
        return s.type == OrderType::Support ? s.other : -1;
    });
    // Head-to-head candidates (5.B.5), paired once: the strengths ask about them again and again. Decisions
    // that no other decision can change are settled here: a unit that holds has none to make (5.A); a
    // support or convoy that no unit moves against stands, neither cut nor dislodged (5.B.9, 5.B.2); a move
    // over land that move_decision.cpp finds settled by the board (a convoyed one waits for its route).
    auto settle = [](UnitState &state, bool resolution = true) {
        state.decision = Decision::Resolved;
        state.resolution = resolution;
    };
    m_unsettled.clear();
    for (std::size_t i = 0; i < n; ++i) {
        UnitState &state = m_units[i];
        switch (state.type) {
        case OrderType::Move: {
            const int there = m_unitAt[std::size_t(state.targetProvince)];
            if (there >= 0 && m_units[std::size_t(there)].type == OrderType::Move) {
                if (m_units[std::size_t(there)].targetProvince == state.province)
                    state.opposite = there;
            } else if (!state.convoyed) {
                if (entersUncontested(int(i)))
                    settle(state);
                else if (bouncesOffStayingUnit(int(i)))
                    settle(state, false);
            }
            break;
        }
        case OrderType::Support:
        case OrderType::Convoy:
            if (m_movesInto.head[std::size_t(state.province)] < 0)
                settle(state);
            break;
        default:
            settle(state);
            break;
        }
        if (state.decision != Decision::Resolved)
            m_unsettled.push_back(int(i));
    }
}

} // namespace arbiter
