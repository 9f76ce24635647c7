// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
// Fuzz target: the movement judge, through adjudicatePhase() as play and the DATC runner call it.
// Input: bytes decoded into rule choices, a position on the standard map and the orders of a movement phase
// (any unit, type, coast, order kind and target; units are mostly placed next to earlier ones and orders
// mostly name neighbours, so that they meet). Besides sanitizer reports, it stops when the outcome breaks
// what a movement phase must keep: one result per order, one unit per province, every unit either on the
// board or dislodged, a successful move's destination left by its occupant, a dislodged unit's attacker
// standing in its province, and the same outcome twice for the same phase.
#include "fuzz_common.h"

#include "judge/phase_adjudication.h"

#include <cstddef>
#include <cstdint>
#include <span>
#include <vector>

using namespace arbiter;
using namespace arbiter::fuzz;

namespace {

class Bytes
{
  public:
    explicit Bytes(std::span<const std::uint8_t> data) : m_data(data) {}
    // Past the end of the input every byte reads as 0, so that a short input still means a whole phase.
    int next() { return m_pos < m_data.size() ? m_data[m_pos++] : 0; }
    bool atEnd() const { return m_pos >= m_data.size(); }

  private:
    std::span<const std::uint8_t> m_data;
    std::size_t m_pos = 0;
};

int provinceOf(const Map &map, int location)
{
    return map.location(location).province;
}

// The places one step from `location` for a unit of that type: coasts for fleets, provinces for armies.
const std::vector<int> &neighbours(const Map &map, UnitType type, int location)
{
    return type == UnitType::Fleet ? map.fleetNeighbours(location)
                                   : map.armyNeighbours(provinceOf(map, location));
}

// A neighbour of `location` chosen by `choice`, or, for choices past the neighbours, any place of the map.
int placeNear(const Map &map, UnitType type, int location, int choice, int anywhere)
{
    const std::vector<int> &near = neighbours(map, type, location);
    if (choice < 224 && !near.empty())
        return near[std::size_t(choice) % near.size()];
    return anywhere % map.locationCount();
}

Position decodePosition(const Map &map, Bytes &in)
{
    Position p = Position::initial(map);
    p.units.clear();
    if (in.next() & 1)
        p.phase.season = Season::Fall;
    std::vector<bool> occupied(std::size_t(map.provinceCount()), false);
    const int wanted = in.next() % 18;
    for (int i = 0; i < wanted; ++i) {
        const int kind = in.next();
        const int where = in.next();
        const int which = in.next();
        const UnitType type = (kind & 8) ? UnitType::Fleet : UnitType::Army;
        int location = where % map.locationCount();
        if ((kind & 0x30) != 0x30 && !p.units.empty()) {
            // Mostly next to a unit already placed, so that the orders below meet each other.
            const Unit &anchor = p.units[std::size_t(where) % p.units.size()];
            const std::vector<int> &near = neighbours(map, anchor.type, anchor.location);
            if (!near.empty())
                location = near[std::size_t(which) % near.size()];
        }
        // An army's neighbour is a whole province; a fleet there stands on one of its coasts.
        const Province &province = map.province(provinceOf(map, location));
        if (type == UnitType::Fleet && !province.coasts.empty())
            location = province.coasts[std::size_t(which) % province.coasts.size()];
        if (!map.canHold(type, location) || occupied[std::size_t(provinceOf(map, location))])
            continue;
        occupied[std::size_t(provinceOf(map, location))] = true;
        p.units.push_back({kind % map.powerCount(), type, location});
    }
    return p;
}

// The unit as an order names it: correctly, or, when `slips` says so, with the slips players make (DATC 4.B,
// 4.C): no nationality, no or the wrong type, no coast, a coast the province does not have.
UnitRef nameUnit(const Map &map, const Unit &unit, int slips, int power)
{
    UnitRef ref;
    ref.power = power;
    ref.typeGiven = true;
    ref.type = unit.type;
    ref.location = unit.location;
    if (!(slips & 1))
        return ref;
    if (slips & 2)
        ref.power = -1;
    ref.typeGiven = !(slips & 4);
    if (slips & 8)
        ref.type = unit.type == UnitType::Army ? UnitType::Fleet : UnitType::Army;
    if (slips & 0x10)
        ref.location = provinceOf(map, unit.location);
    ref.unknownCoast = (slips & 0x20) != 0;
    return ref;
}

UnitRef namePlace(const Map &map, int location, int slips)
{
    UnitRef ref;
    ref.location = location;
    if (slips & 1) {
        ref.location = (slips & 0x40) ? provinceOf(map, location) : location;
        ref.unknownCoast = (slips & 0x80) != 0;
    }
    return ref;
}

// Where an army may be convoyed to: a coast next to a fleet at sea chosen by `choice`; -1 when no fleet is
// at sea.
int convoyDestination(const Map &map, const std::vector<Unit> &units, int choice, int which)
{
    std::vector<int> seas;
    for (const Unit &u : units) {
        if (map.province(provinceOf(map, u.location)).kind == ProvinceKind::Sea)
            seas.push_back(u.location);
    }
    if (seas.empty())
        return -1;
    const std::vector<int> &coasts = map.fleetNeighbours(seas[std::size_t(choice) % seas.size()]);
    if (coasts.empty())
        return -1;
    return provinceOf(map, coasts[std::size_t(which) % coasts.size()]);
}

std::vector<Order> decodeOrders(const Map &map, const Position &position, Bytes &in)
{
    std::vector<Order> orders;
    std::vector<Unit> ordered; // the unit each order was written for
    const std::vector<Unit> &units = position.units;
    while (!in.atEnd() && orders.size() < 40) {
        const int kind = in.next();
        const int who = in.next();
        const int slips = in.next();
        const int target = in.next();
        const int otherChoice = in.next();
        const int otherTarget = in.next();
        const int placeSlips = in.next();
        // Mostly an order to a unit on the board; sometimes to an empty place.
        Unit unit{(slips >> 5) % map.powerCount(), (who & 1) ? UnitType::Fleet : UnitType::Army,
                  who % map.locationCount()};
        if (who < 240 && !units.empty())
            unit = units[std::size_t(who) % units.size()];
        Order o;
        // Sometimes by another power than the unit's (4.E.5).
        o.power = (slips & 0x41) == 0x41 ? (slips >> 2) % map.powerCount() : unit.power;
        o.unit = nameUnit(map, unit, slips & 0x3d, -1);
        // Supports and convoys mostly name a unit ordered before, and its order's destination, so that they
        // match; otherwise any unit and a place next to it.
        const bool matching = !(otherChoice & 0x80) && !orders.empty();
        const std::size_t earlier = orders.empty() ? 0 : std::size_t(otherChoice) % orders.size();
        const Unit &other = matching        ? ordered[earlier]
                            : units.empty() ? unit
                                            : units[std::size_t(otherChoice) % units.size()];
        const int otherSlips = target & 0x3f;
        switch (kind % 8) {
        case 0:
            o.type = OrderType::Hold;
            break;
        case 1:
        case 2: {
            o.type = OrderType::Move;
            o.viaConvoy = kind % 8 == 2;
            const int across = o.viaConvoy ? convoyDestination(map, units, target, otherTarget) : -1;
            o.target = namePlace(
                map, across >= 0 ? across : placeNear(map, unit.type, unit.location, target, otherTarget),
                placeSlips);
            if (o.viaConvoy && (kind & 0x08)) {
                // A written convoy path (4.A.6): the seas of some units on the board.
                for (int step = 0; step < 1 + (target & 1) && !units.empty(); ++step) {
                    const Unit &fleet = units[std::size_t(otherChoice + step) % units.size()];
                    o.convoyPath.push_back(provinceOf(map, fleet.location));
                }
            }
            break;
        }
        case 3:
        case 4:
        case 5: {
            o.type = kind % 8 == 5 ? OrderType::Convoy : OrderType::Support;
            o.other = nameUnit(map, other, otherSlips, other.power);
            if (matching) {
                const Order &partner = orders[earlier];
                if (partner.type == OrderType::Move)
                    o.otherTarget = partner.target;
            } else if (kind % 8 != 4) {
                o.otherTarget = namePlace(
                    map, placeNear(map, other.type, other.location, target, otherTarget), placeSlips);
            }
            break;
        }
        case 6:
            o.type = OrderType::Disband;
            break;
        default:
            o.type = (kind & 0x40) ? OrderType::Build : OrderType::Waive;
            break;
        }
        orders.push_back(std::move(o));
        ordered.push_back(unit);
    }
    return orders;
}

RuleSettings decodeRules(Bytes &in)
{
    RuleSettings rules;
    if (!(in.next() & 1))
        return rules;
    for (const RuleIssueInfo &info : ruleIssues())
        ARBITER_FUZZ_CHECK(rules.set(info.issue, char('a' + in.next() % info.choiceCount())).isEmpty());
    return rules;
}

bool succeeded(OrderStatus status)
{
    return status == OrderStatus::Succeeded;
}

void checkOutcome(const Map &map, const RuleSettings &rules, const Position &before,
                  std::span<const Order> orders, const PhaseOutcome &outcome)
{
    checkResults(outcome.results, orders.size(), before.units.size());
    const Position &after = outcome.after;
    checkPosition(map, after);

    // What each result may say in a movement phase.
    for (const OrderResult &r : outcome.results) {
        switch (r.status) {
        case OrderStatus::Succeeded:
            ARBITER_FUZZ_CHECK(r.reason == OrderReason::Moved || r.reason == OrderReason::Held ||
                               r.reason == OrderReason::SupportGiven || r.reason == OrderReason::ConvoyGiven);
            break;
        case OrderStatus::Failed:
            ARBITER_FUZZ_CHECK(r.reason >= OrderReason::Bounced && r.reason <= OrderReason::Dislodged);
            break;
        case OrderStatus::Invalid:
            // A convoyed move with no fleets where a route could run is illegal (4.E.1, 6.D.32).
            ARBITER_FUZZ_CHECK(
                (r.reason >= OrderReason::NoUnit && r.reason <= OrderReason::WaiveNotAllowed) ||
                r.reason == OrderReason::NoConvoyRoute);
            break;
        }
        if (r.status != OrderStatus::Invalid)
            ARBITER_FUZZ_CHECK(r.unit >= 0);
    }

    // Units are conserved: every unit is on the board or dislodged, of the same power and type, in the order
    // of the position (movement_adjudicator.h builds `after` that way).
    ARBITER_FUZZ_CHECK(after.units.size() + after.dislodged.size() == before.units.size());
    std::vector<int> placeAfter(before.units.size(), -1); // location after the phase, -1 if dislodged
    std::vector<bool> dislodged(before.units.size(), false);
    std::size_t onBoard = 0;
    std::size_t out = 0;
    for (std::size_t i = 0; i < before.units.size(); ++i) {
        const Unit &u = before.units[i];
        if (out < after.dislodged.size() && after.dislodged[out].unit == u) {
            dislodged[i] = true;
            ++out;
            continue;
        }
        ARBITER_FUZZ_CHECK(onBoard < after.units.size());
        const Unit &moved = after.units[onBoard++];
        ARBITER_FUZZ_CHECK(moved.power == u.power && moved.type == u.type);
        ARBITER_FUZZ_CHECK(map.canHold(moved.type, moved.location));
        placeAfter[i] = moved.location;
    }
    ARBITER_FUZZ_CHECK(onBoard == after.units.size() && out == after.dislodged.size());

    // One unit per province afterwards; a province left empty by a standoff is empty.
    std::vector<int> unitAfter(std::size_t(map.provinceCount()), -1);
    for (std::size_t i = 0; i < before.units.size(); ++i) {
        if (dislodged[i])
            continue;
        const int province = provinceOf(map, placeAfter[i]);
        ARBITER_FUZZ_CHECK(unitAfter[std::size_t(province)] < 0);
        unitAfter[std::size_t(province)] = int(i);
    }
    if (after.phase.kind == PhaseKind::Retreat) {
        for (int p = 0; p < map.provinceCount(); ++p)
            ARBITER_FUZZ_CHECK(!after.contested[std::size_t(p)] || unitAfter[std::size_t(p)] < 0);
    } else {
        ARBITER_FUZZ_CHECK(after.dislodged.empty());
    }

    // A dislodged unit stayed where it was; a unit of another power came into its province from the
    // attacker's origin that the retreat phase is told.
    std::vector<bool> provinceDislodged(std::size_t(map.provinceCount()), false);
    for (const DislodgedUnit &d : after.dislodged) {
        const int province = provinceOf(map, d.unit.location);
        ARBITER_FUZZ_CHECK(!provinceDislodged[std::size_t(province)]);
        provinceDislodged[std::size_t(province)] = true;
        const int attacker = unitAfter[std::size_t(province)];
        ARBITER_FUZZ_CHECK(attacker >= 0);
        const Unit &a = before.units[std::size_t(attacker)];
        ARBITER_FUZZ_CHECK(a.power != d.unit.power);
        ARBITER_FUZZ_CHECK(provinceOf(map, a.location) == d.attackerOrigin);
    }

    // Each unit's fate matches its order's result.
    std::vector<bool> movedByOrder(before.units.size(), false);
    for (std::size_t k = 0; k < orders.size(); ++k) {
        const OrderResult &r = outcome.results[k];
        if (r.status == OrderStatus::Invalid)
            continue;
        const std::size_t unit = std::size_t(r.unit);
        if (r.reason == OrderReason::Dislodged)
            ARBITER_FUZZ_CHECK(dislodged[unit]);
        if (succeeded(r.status) && r.reason != OrderReason::Moved)
            ARBITER_FUZZ_CHECK(!dislodged[unit] && placeAfter[unit] == before.units[unit].location);
        if (r.reason != OrderReason::Moved)
            continue;
        // A successful move ends in the province it was ordered to, and whoever stood there left it:
        // moved away or dislodged.
        ARBITER_FUZZ_CHECK(orders[k].type == OrderType::Move && !dislodged[unit]);
        const int targetProvince = provinceOf(map, placeAfter[unit]);
        ARBITER_FUZZ_CHECK(targetProvince == provinceOf(map, orders[k].target.location));
        ARBITER_FUZZ_CHECK(targetProvince != provinceOf(map, before.units[unit].location));
        const int occupant = before.unitIn(map, targetProvince);
        if (occupant >= 0)
            ARBITER_FUZZ_CHECK(dislodged[std::size_t(occupant)] ||
                               provinceOf(map, placeAfter[std::size_t(occupant)]) != targetProvince);
        movedByOrder[unit] = true;
    }
    // Only a successful move moves a unit, unless the rules let the judge deduce a missing move (4.E.3 a).
    if (!rules.is(RuleIssue::ImplicitOrders, 'a')) {
        for (std::size_t i = 0; i < before.units.size(); ++i) {
            if (!dislodged[i] && placeAfter[i] != before.units[i].location)
                ARBITER_FUZZ_CHECK(movedByOrder[i]);
        }
    }
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    // 40 orders of seven bytes and the set-up fill a phase; longer inputs add nothing.
    if (size > 512)
        return 0;
    const Map &map = *standardMap();
    Bytes in(std::span<const std::uint8_t>(data, size));
    const RuleSettings rules = decodeRules(in);
    const Position position = decodePosition(map, in);
    const std::vector<Order> orders = decodeOrders(map, position, in);

    const PhaseOutcome outcome = adjudicatePhase(map, rules, position, orders);
    checkOutcome(map, rules, position, orders, outcome);

    // The judge keeps no state between phases: the same phase gives the same outcome.
    const PhaseOutcome again = adjudicatePhase(map, rules, position, orders);
    ARBITER_FUZZ_CHECK(again.results == outcome.results && again.after == outcome.after &&
                       again.changes == outcome.changes && again.skipped == outcome.skipped);
    return 0;
}
