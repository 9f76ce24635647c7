// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
#pragma once

#include "judge/groups.h"
#include "judge/order_entry.h"
#include "model/order.h"
#include "model/order_result.h"
#include "model/position.h"
#include "rules/rule_settings.h"

#include <span>
#include <vector>

namespace arbiter {

// What happened to one unit in a movement phase, with the strengths a teacher can show (DATC 5.B).
struct UnitOutcome
{
    int order = -1; // the order carried out (past the given orders: one implied by 4.E.3 a), -1 if unordered
    OrderType effective = OrderType::Hold;
    int target = -1;       // move target location
    bool convoyed = false; // the move used (or needed) a convoy route
    bool moved = false;
    bool dislodged = false;
    int dislodgedBy = -1;
    int attackStrength = 0;  // moves
    int defendStrength = 0;  // moves in a head-to-head battle
    int preventStrength = 0; // moves
    int holdStrength = 0;    // the province the unit stood in
};

struct MovementResult
{
    std::vector<OrderResult> orders; // one per order given, in the same order
    std::vector<UnitOutcome> units;  // one per unit of the position
    Position after;                  // retreat phase position (units moved, dislodged units listed)
};

// Adjudicates one movement phase (DATC chapter 5) with the rule choices of DATC chapter 4. Keeps its
// buffers between calls: adjudicating phase after phase into the same result allocates nothing once the
// buffers have grown to the size of the largest phase.
class MovementAdjudicator
{
  public:
    MovementAdjudicator(const Map &map, const RuleSettings &rules) : m_map(map), m_rules(rules) {}

    void setRules(const RuleSettings &rules) { m_rules = rules; }
    MovementResult adjudicate(const Position &position, std::span<const Order> orders);
    // The same, written into `result`, whose storage is reused.
    void adjudicate(const Position &position, std::span<const Order> orders, MovementResult *result);
    // The order checks of adjudicate() alone, with nothing resolved: which orders are illegal, and which
    // supports and convoys do not match the orders of their partners.
    std::vector<OrderCheck> check(const Position &position, std::span<const Order> orders);

  private:
    // --- Inspection for explanations (movement_explanation.cpp) -----------------------------------------
    // The explainer reads the resolved decisions, strengths and groups after adjudicate() returns, on
    // request only, so that explaining costs the adjudication nothing.
    friend class MovementExplainer;
    // --- end of inspection ---------------------------------------------------------------------------------

    enum class Decision : std::uint8_t
    {
        Unresolved,
        Resolved
    };

    // Order checking (order_checks.cpp): which order each unit carries out.
    std::span<const Order> start(const Position &position, std::span<const Order> given);
    void addImplicitOrders(std::span<const Order> orders);
    void findUnits();
    bool checkAlone(const Order &order, int *unit, int *target, OrderResult *result) const;
    void assignOrders(std::span<const Order> orders);
    bool checkUnitReference(const Order &order, int unit, OrderResult *result) const;
    bool misnamesUnits(const Order &order, int unit) const;
    bool checkMove(const Order &order, int unit, int *target, OrderResult *result) const;
    bool checkSupport(const Order &order, int unit, OrderResult *result) const;
    bool checkConvoy(const Order &order, int unit, OrderResult *result) const;
    bool otherUnitMatches(const Order &order, int supporter, int other, OrderResult *result) const;
    void matchSupportsAndConvoys(std::span<const Order> orders);
    void matchConvoys();
    void decideConvoyRoutes(std::span<const Order> orders);
    bool fleetsCouldConvoy(int from, int to) const;

    // Resolution (movement_adjudicator.cpp). A resolved decision answers at once; most questions are asked
    // of resolved decisions, so only the rest go through the guess algorithm.
    bool resolve(int unit)
    {
        const UnitState &state = m_units[std::size_t(unit)];
        return state.decision == Decision::Resolved ? state.resolution : resolveByGuessing(unit);
    }
    bool resolveByGuessing(int unit);
    bool adjudicateUnit(int unit);
    void backupRule(std::size_t cycleStart);
    bool moveSucceeds(int unit);
    bool supportGiven(int unit);
    bool convoyEffective(int unit);
    // Most moves go over land: those answer at once, only convoyed ones search (hot in every strength).
    bool hasPath(int unit)
    {
        const UnitState &m = m_units[std::size_t(unit)];
        return !m.convoyed || m.landFallback || convoyedPathExists(unit);
    }
    bool convoyedPathExists(int unit);
    bool convoyRouteExists(int unit, bool onlyEffective, int withoutFleet);
    int attackStrength(int unit);
    int defendStrength(int unit) { return 1 + supportCount(unit, -1); } // 5.B.6
    int preventStrength(int unit);
    int holdStrength(int province)
    {
        // 5.B.3
        const int unit = m_unitAt[std::size_t(province)];
        if (unit < 0)
            return 0;
        if (m_units[std::size_t(unit)].type == OrderType::Move)
            return resolve(unit) ? 0 : 1;
        return 1 + supportCount(unit, -1);
    }
    int supportCount(int unit, int excludePower)
    {
        int count = 0;
        forEach(m_supports, unit, [&](int supporter) {
            if (m_units[std::size_t(supporter)].power != excludePower && resolve(supporter))
                ++count;
        });
        return count;
    }
    bool usesConvoy(int unit)
    {
        // Under the 1971 rule (4.A.3 a, 6.G.4) and the fall-back reading of the 2000/2023 rule (4.A.3 e) an
        // army walks when its convoy is missing or disrupted, so whether the move is convoyed is decided by
        // the fleets.
        const UnitState &m = m_units[std::size_t(unit)];
        if (!m.convoyed || !m.landFallback)
            return m.convoyed;
        return convoyRouteExists(unit, true, -1);
    }
    bool isHeadToHead(int unit)
    {
        // 5.B.5: two units moving into each other's provinces over land (a convoyed move is never one).
        const int opposite = m_units[std::size_t(unit)].opposite;
        return opposite >= 0 && !usesConvoy(unit) && !usesConvoy(opposite);
    }
    bool paradoxRuleProtects(int supporter, int attacker);
    void resolvedMoveStrengths(int unit, UnitOutcome *out);
    OrderResult ownResult(int unit, const UnitOutcome &out);
    void collectResults(MovementResult *result, std::span<const Order> orders);

    const Map &m_map;
    RuleSettings m_rules;
    const Position *m_position = nullptr;
    std::span<const Order> m_orders;
    std::vector<Order> m_withImplicit;

    struct UnitState
    {
        // The unit itself, read once from the position (the judge asks for them constantly).
        int province = -1;
        int power = -1;
        UnitType unitType = UnitType::Army;
        // Its order, as carried out.
        OrderType type = OrderType::Hold;
        int order = -1;
        int target = -1;           // move: location; support/convoy: target province (-1: hold)
        int targetProvince = -1;   // move
        int other = -1;            // support/convoy: the other unit
        int opposite = -1;         // move: the unit moving from its target into its province (a
                                   // head-to-head if neither is convoyed)
        bool convoyed = false;     // the move is (or, with landFallback, may be) convoyed
        bool landFallback = false; // 4.A.3 a, e: without a working convoy the army walks
        Decision decision = Decision::Unresolved;
        bool resolution = false;
        bool visited = false;
        bool forcedByBackup = false;
        bool weak = false;          // the order misnames a unit (4.C choice c): a correct order replaces it
        bool convoyOrdered = false; // army move: a fleet was ordered to convoy it (4.A.3)
        bool ownConvoyOrdered = false; // the same by a fleet of its own power
        // A convoyed move: its route, once every convoying fleet's decision is resolved (from then on the
        // answer cannot change, and the strengths and results ask for it again and again).
        bool routeSettled = false;
        bool routeExists = false;
    };
    // Whether an army move over land that a convoy was asked for or ordered goes by convoy (4.A.3).
    void decideConvoyIntent(UnitState *army, bool viaConvoy);
    // A unit's state without an order: what is known of the unit itself.
    static UnitState withoutOrder(const UnitState &state)
    {
        UnitState fresh;
        fresh.province = state.province;
        fresh.power = state.power;
        fresh.unitType = state.unitType;
        return fresh;
    }

    std::vector<UnitState> m_units;
    std::vector<OrderResult> m_orderResults;
    std::vector<int> m_repeatOf; // order -> the identical earlier order it repeats, -1 otherwise
    bool m_anyRepeat = false;
    std::vector<int> m_unitAt; // province -> unit
    std::vector<int> m_moving; // the units ordered to move, support and convoy, in unit order
    std::vector<int> m_supporting;
    std::vector<int> m_convoying;
    std::vector<int> m_fleetSeas; // seas holding a fleet, in province order (convoy route searches)
    std::vector<std::uint64_t> m_fleetSeaBits; // the same as a bit set over the provinces
    Groups m_movesInto;                        // moving units by target province
    Groups m_supports;                         // matched supporters by supported unit
    Groups m_convoys;                          // matched convoying fleets by convoyed army
    std::vector<int> m_unsettled; // the units whose decisions were not settled before resolving, in order
    std::vector<int> m_cycle;
    std::vector<int> m_bounced; // results: the moves that failed with a route, their reasons still to find
    bool m_guessBased = false;
    int m_recursionHits = 0;
};

} // namespace arbiter
