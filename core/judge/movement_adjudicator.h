// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
#pragma once

#include "judge/explanation.h"
#include "judge/groups.h"
#include "judge/order_entry.h"
#include "model/order.h"
#include "model/order_result.h"
#include "model/position.h"
#include "rules/rule_settings.h"

#include <span>
#include <vector>

namespace arbiter {

// What happened to one unit in a movement phase. The strengths that decided it are in the judge's record of
// its verdicts (adjudicate() with `verdicts`).
struct UnitOutcome
{
    int order = -1; // the order carried out (past the given orders: one implied by 4.E.3 a), -1 if unordered
    OrderType effective = OrderType::Hold;
    int target = -1;       // move target location
    bool convoyed = false; // the move used (or needed) a convoy route
    bool moved = false;
    bool dislodged = false;
    int dislodgedBy = -1;
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
    // The same, written into `result`, whose storage is reused. With `verdicts`, the judge also records for
    // every unit of the position why its order ended as it did (movement_verdicts.cpp): the strengths with
    // the supports behind them, the cuts, the convoy route, the backup rule; without, it allocates nothing.
    void adjudicate(const Position &position, std::span<const Order> orders, MovementResult *result,
                    std::vector<OrderExplanation> *verdicts = nullptr);
    // The order checks of adjudicate() alone, with nothing resolved: which orders are illegal, and which
    // supports and convoys do not match the orders of their partners.
    std::vector<OrderCheck> check(const Position &position, std::span<const Order> orders);

  private:
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

    // The resolver (movement_resolver.cpp): the guess algorithm with cycle detection (5.F) and the backup
    // rules (5.C, 4.A.2). A resolved decision answers at once; most questions are asked of resolved
    // decisions, so only the rest go through the guess algorithm.
    bool resolve(int unit)
    {
        const UnitState &state = m_units[std::size_t(unit)];
        return state.decision == Decision::Resolved ? state.resolution : resolveByGuessing(unit);
    }
    bool resolveByGuessing(int unit);
    bool decide(int unit);
    void backupRule(std::size_t cycleStart);

    // The decisions of each order kind. Each rule is written once; with a `why` record, the function also
    // notes what decided it (only asked of settled decisions, by movement_verdicts.cpp).
    //
    // Moves (move_decision.cpp): 5.B.1, 5.B.3, 5.B.4, 5.B.6, 5.B.7.
    bool moveSucceeds(int unit);
    // The moves whose outcome no other decision can change (settled before the resolver guesses; inline, as
    // they are asked of every move of every phase).
    bool entersUncontested(int unit) const
    {
        // Into an empty province no other unit tries to enter, any attack (strength 1 or more) beats the
        // hold strength 0 with nothing to prevent it: the move succeeds, and the supports need not be asked.
        const int target = m_units[std::size_t(unit)].targetProvince;
        return m_unitAt[std::size_t(target)] < 0 && m_movesInto.single(target);
    }
    bool bouncesOffStayingUnit(int unit) const
    {
        // Without support the attack strength is at most 1 (5.B.4: 0 against a unit of its own power), and
        // a unit that does not move has a hold strength of at least 1 (5.B.3): the move fails whatever else
        // happens.
        const int there = m_unitAt[std::size_t(m_units[std::size_t(unit)].targetProvince)];
        return there >= 0 && m_units[std::size_t(there)].type != OrderType::Move &&
               m_supports.head[std::size_t(unit)] < 0;
    }
    int attackStrength(int unit, Strength *why = nullptr);
    int defendStrength(int unit, Strength *why = nullptr) { return 1 + supportCount(unit, -1, why); } // 5.B.6
    int preventStrength(int unit, Strength *why = nullptr);
    int holdStrength(int province, Strength *why = nullptr)
    {
        // 5.B.3
        const int unit = m_unitAt[std::size_t(province)];
        if (unit < 0) {
            if (why)
                why->limit = StrengthLimit::EmptyProvince;
            return 0;
        }
        if (m_units[std::size_t(unit)].type == OrderType::Move) {
            const bool left = resolve(unit);
            if (why)
                why->limit = left ? StrengthLimit::LeftProvince : StrengthLimit::MoveFailed;
            return left ? 0 : 1;
        }
        return 1 + supportCount(unit, -1, why);
    }
    // The supports given to a unit, not counting those of `excludePower` (6.D.12: -1 counts all).
    int supportCount(int unit, int excludePower, Strength *why = nullptr)
    {
        int count = 0;
        forEach(m_supports, unit, [&](int supporter) {
            const bool excluded = m_units[std::size_t(supporter)].power == excludePower;
            const bool given = !excluded && resolve(supporter);
            count += given;
            if (why) [[unlikely]]
                noteSupport(supporter, given, excluded, why);
        });
        return count;
    }
    static void noteSupport(int supporter, bool given, bool excluded, Strength *why);
    bool isHeadToHead(int unit)
    {
        // 5.B.5: two units moving into each other's provinces over land (a convoyed move is never one).
        const int opposite = m_units[std::size_t(unit)].opposite;
        return opposite >= 0 && !goesByConvoy(unit) && !goesByConvoy(opposite);
    }
    // Supports (support_decision.cpp): 5.B.9 and the paradox rules of 4.A.2 a-c.
    bool supportIsCut(int unit) { return supportCutBy(unit) >= 0; }
    int supportCutBy(int unit, std::vector<AttackOnSupport> *why = nullptr);
    bool paradoxRuleProtects(int supporter, int attacker);
    // Convoys (convoy_decision.cpp): 5.B.2, 4.A.1, 4.A.3, 4.A.6.
    bool convoyingFleetDislodged(int unit);
    // Most moves go over land: those answer at once, only convoyed ones search (hot in every strength).
    bool moveHasRoute(int unit)
    {
        const UnitState &m = m_units[std::size_t(unit)];
        return !m.convoyed || m.landFallback || convoyRouteHolds(unit);
    }
    bool convoyRouteHolds(int unit);
    bool goesByConvoy(int unit)
    {
        // Under the 1971 rule (4.A.3 a, 6.G.4) and the fall-back reading of the 2000/2023 rule (4.A.3 e) an
        // army walks when its convoy is missing or disrupted, so whether the move is convoyed is decided by
        // the fleets.
        const UnitState &m = m_units[std::size_t(unit)];
        if (!m.convoyed || !m.landFallback)
            return m.convoyed;
        return routeOverWorkingFleets(unit);
    }
    enum class ConvoyFleets : std::uint8_t
    {
        Working, // those whose convoy decision succeeded
        Ordered, // every fleet matched to the army, working or not
    };
    bool convoyRouteOverFleets(int unit, ConvoyFleets fleets, int leftOut);
    bool routeOverWorkingFleets(int unit) { return convoyRouteOverFleets(unit, ConvoyFleets::Working, -1); }
    bool routeOverOrderedFleets(int unit) { return convoyRouteOverFleets(unit, ConvoyFleets::Ordered, -1); }
    bool routeWithoutFleet(int unit, int fleet)
    {
        return convoyRouteOverFleets(unit, ConvoyFleets::Ordered, fleet);
    }

    // Results (movement_results.cpp) and the record of why (movement_verdicts.cpp), once every decision is
    // settled.
    OrderResult ownResult(int unit, const UnitOutcome &out);
    void collectResults(MovementResult *result, std::span<const Order> orders);
    void recordVerdicts(const MovementResult &result, std::size_t givenCount,
                        std::vector<OrderExplanation> *verdicts);
    void recordMove(int unit, const MovementResult &result, std::vector<OrderExplanation> *verdicts);
    void noteIgnoredSupports(int unit, Strength *strength) const;
    ConvoyRoute convoyRouteOf(int unit, const MovementResult &result);

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
        bool forcedByBackup = false;   // failed by the paradox rule (4.A.2)
        bool circularMovement = false; // succeeded by the backup rule of circular movement (5.C, 6.C.1)
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
