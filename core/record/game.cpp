// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
#include "record/game.h"

#include <algorithm>
#include <utility>

namespace arbiter {

Game::Game(std::shared_ptr<const Map> map, RuleSettings rules, DrawMode drawMode)
    : m_map(std::move(map)), m_rules(rules), m_drawMode(drawMode), m_victoryCentres(m_map->victoryCentres())
{
    PhaseEntry first;
    first.position = Position::initial(*m_map);
    m_entries.push_back(std::move(first));
    m_info.players = QStringList(m_map->powerCount(), QString());
    m_proxies.assign(std::size_t(m_map->powerCount()), 0);
}

Game::Game(std::shared_ptr<const Map> map, RuleSettings rules, DrawMode drawMode, Position start)
    : Game(std::move(map), rules, drawMode)
{
    m_entries.front().position = std::move(start);
}

void Game::replaceEntries(std::vector<PhaseEntry> entries, int current)
{
    m_entries = std::move(entries);
    m_current = current;
}

void Game::setBranchName(int id, const QString &name)
{
    m_entries[std::size_t(id)].branchName = name;
}

void Game::restoreVotes(int id, std::vector<DrawVote> votes, GameEnd end)
{
    PhaseEntry &e = m_entries[std::size_t(id)];
    e.votes = std::move(votes);
    e.end = std::move(end);
}

void Game::dropPhasesFrom(int count, int current)
{
    for (int id = phaseCount() - 1; id >= count; --id) {
        const int parent = entry(id).parent;
        if (parent >= 0 && parent < count) {
            std::vector<int> &children = m_entries[std::size_t(parent)].children;
            children.erase(std::remove(children.begin(), children.end(), id), children.end());
        }
    }
    m_entries.resize(std::size_t(count));
    m_current = current;
}

void Game::undoAdjudication(int id, int orderCount, int phaseCount)
{
    dropPhasesFrom(phaseCount, id);
    // What adjudicate() set; the phase could not have ended before it (it refuses an ended game).
    PhaseEntry &e = m_entries[std::size_t(id)];
    e.orders.erase(e.orders.begin() + orderCount, e.orders.end());
    e.adjudicated = false;
    e.results.clear();
    e.changes.clear();
    e.skipped.clear();
    e.after = {};
    e.rules = {};
    e.end = {};
}

Game Game::fromParts(std::shared_ptr<const Map> map, RuleSettings rules, DrawMode mode, int victoryCentres,
                     PowerSet perpetual, std::vector<PowerSet> proxies, GameInfo info,
                     std::vector<PhaseEntry> entries, int current)
{
    Game g(std::move(map), rules, mode);
    g.m_victoryCentres = victoryCentres;
    g.m_perpetual = perpetual;
    g.m_proxies = std::move(proxies);
    g.m_info = std::move(info);
    g.m_entries = std::move(entries);
    g.m_current = current;
    return g;
}

std::vector<int> Game::line(int id) const
{
    std::vector<int> ids;
    for (int e = id; e >= 0; e = entry(e).parent)
        ids.push_back(e);
    std::reverse(ids.begin(), ids.end());
    return ids;
}

int Game::lastOfLine(int id) const
{
    while (!entry(id).children.empty())
        id = entry(id).children.front();
    return id;
}

void Game::setCurrent(int id)
{
    if (id >= 0 && id < phaseCount())
        m_current = id;
}

bool Game::setOrders(int id, std::vector<EnteredOrder> orders)
{
    PhaseEntry &e = m_entries[std::size_t(id)];
    if (e.adjudicated)
        return false;
    e.orders = std::move(orders);
    return true;
}

void Game::insertOrder(int id, int index, EnteredOrder order)
{
    std::vector<EnteredOrder> &orders = m_entries[std::size_t(id)].orders;
    orders.insert(orders.begin() + index, std::move(order));
}

EnteredOrder Game::takeOrder(int id, int index)
{
    std::vector<EnteredOrder> &orders = m_entries[std::size_t(id)].orders;
    EnteredOrder taken = std::move(orders[std::size_t(index)]);
    orders.erase(orders.begin() + index);
    return taken;
}

EnteredOrder Game::replaceOrder(int id, int index, EnteredOrder order)
{
    return std::exchange(m_entries[std::size_t(id)].orders[std::size_t(index)], std::move(order));
}

PowerSet Game::survivors(int id) const
{
    const Position &p = entry(id).position;
    PowerSet set = 0;
    for (const Unit &u : p.units)
        set |= PowerSet(1) << u.power;
    for (int owner : p.owner) {
        if (owner >= 0)
            set |= PowerSet(1) << owner;
    }
    return set;
}

DrawOutcome Game::drawOutcome(int id) const
{
    return evaluateDraw(m_drawMode, survivors(id), entry(id).votes);
}

void Game::setVotes(std::vector<DrawVote> votes)
{
    PhaseEntry &e = m_entries[std::size_t(m_current)];
    if (e.adjudicated || e.end.kind == GameEndKind::Victory || e.end.kind == GameEndKind::Called)
        return;
    e.votes = std::move(votes);
    const DrawOutcome outcome = drawOutcome(m_current);
    e.end = outcome.passed ? GameEnd{GameEndKind::Draw, outcome.powers} : GameEnd{};
}

void Game::setDrawMode(DrawMode mode)
{
    m_drawMode = mode;
    PhaseEntry &e = m_entries[std::size_t(m_current)];
    if (!e.adjudicated && e.end.kind != GameEndKind::Victory && !e.votes.empty())
        setVotes(e.votes);
}

void Game::endNow()
{
    PhaseEntry &e = m_entries[std::size_t(m_current)];
    if (e.adjudicated || e.end.kind != GameEndKind::None)
        return;
    e.end = {GameEndKind::Called, survivors(m_current)};
}

void Game::resume()
{
    PhaseEntry &e = m_entries[std::size_t(m_current)];
    if (e.end.kind != GameEndKind::Draw && e.end.kind != GameEndKind::Called)
        return;
    e.end = {};
    e.votes.clear();
}

void Game::checkVictory(const Position &after, PhaseEntry *entry) const
{
    for (int p = 0; p < m_map->powerCount(); ++p) {
        if (after.centreCount(p) >= m_victoryCentres)
            entry->end = {GameEndKind::Victory, PowerSet(1) << p};
    }
}

void Game::repeatPerpetualOrders(PhaseEntry *entry) const
{
    if (!m_rules.is(RuleIssue::PerpetualOrders, 'a') || entry->position.phase.kind != PhaseKind::Movement)
        return;
    for (int power = 0; power < m_map->powerCount(); ++power) {
        if (!(m_perpetual & (PowerSet(1) << power)))
            continue;
        const bool ordered = std::any_of(entry->orders.begin(), entry->orders.end(),
                                         [power](const EnteredOrder &o) { return o.order.power == power; });
        if (ordered)
            continue;
        // The power's orders of its last movement phase on this line, for the units still where they were.
        for (int id = entry->parent; id >= 0; id = m_entries[std::size_t(id)].parent) {
            const PhaseEntry &earlier = m_entries[std::size_t(id)];
            if (earlier.position.phase.kind != PhaseKind::Movement)
                continue;
            for (const EnteredOrder &o : earlier.orders) {
                if (o.order.power != power || o.order.unit.location < 0)
                    continue;
                const int unit =
                    entry->position.unitIn(*m_map, m_map->location(o.order.unit.location).province);
                if (unit >= 0 && entry->position.units[std::size_t(unit)].power == power)
                    entry->orders.push_back(o);
            }
            break;
        }
    }
}

std::vector<Order> Game::ordersToAdjudicate(const PhaseEntry &entry, const RuleSettings &rules) const
{
    std::vector<Order> orders;
    orders.reserve(entry.orders.size());
    for (const EnteredOrder &o : entry.orders) {
        Order order = o.order;
        // 4.E.5 a: an announced proxy's order counts as the owner's own.
        if (rules.is(RuleIssue::ProxyOrders, 'a') && order.power >= 0 && order.unit.location >= 0) {
            const int province = m_map->location(order.unit.location).province;
            int unit = entry.position.unitIn(*m_map, province);
            int owner = unit >= 0 ? entry.position.units[std::size_t(unit)].power : -1;
            if (owner < 0 && (unit = entry.position.dislodgedIn(*m_map, province)) >= 0)
                owner = entry.position.dislodged[std::size_t(unit)].unit.power;
            if (owner >= 0 && owner != order.power &&
                (m_proxies[std::size_t(owner)] & (PowerSet(1) << order.power)))
                order.power = owner;
        }
        orders.push_back(order);
    }
    return orders;
}

PhaseOutcome Game::judge(int id, const RuleSettings &rules) const
{
    const PhaseEntry &e = entry(id);
    return adjudicatePhase(*m_map, rules, e.position, ordersToAdjudicate(e, rules));
}

PhaseExplanation Game::explain(int id) const
{
    const PhaseEntry &e = entry(id);
    const RuleSettings &rules = e.adjudicated ? e.rules : m_rules;
    return explainPhase(*m_map, rules, e.position, ordersToAdjudicate(e, rules));
}

bool Game::adjudicate()
{
    PhaseEntry &e = m_entries[std::size_t(m_current)];
    if (e.adjudicated || e.end.kind != GameEndKind::None)
        return false;
    repeatPerpetualOrders(&e);
    PhaseOutcome outcome = judge(m_current, m_rules);
    e.results = std::move(outcome.results);
    e.changes = std::move(outcome.changes);
    e.skipped = std::move(outcome.skipped);
    e.after = outcome.after;
    e.rules = m_rules;
    e.adjudicated = true;
    const bool winter = outcome.after.phase.kind == PhaseKind::Adjustment ||
                        std::any_of(e.skipped.begin(), e.skipped.end(),
                                    [](const Phase &p) { return p.kind == PhaseKind::Adjustment; });
    if (winter)
        checkVictory(outcome.after, &e);
    if (e.end.kind == GameEndKind::Victory)
        return true; // the game is over; no further phase
    PhaseEntry next;
    next.parent = m_current;
    next.position = std::move(outcome.after);
    const int id = phaseCount();
    // Only the step out of the end year ends the game, so that a resumed game goes on.
    const int endYear = m_info.endYear;
    const bool pastEnd =
        endYear > 0 && e.position.phase.year <= endYear && next.position.phase.year > endYear;
    m_entries[std::size_t(m_current)].children.push_back(id);
    m_entries.push_back(std::move(next));
    m_current = id;
    if (pastEnd)
        m_entries[std::size_t(id)].end = {GameEndKind::Called, survivors(id)};
    return true;
}

int Game::branch(int id, const QString &name)
{
    const PhaseEntry &source = entry(id);
    PhaseEntry copy;
    copy.parent = source.parent;
    copy.branchName = name;
    copy.position = source.position;
    copy.orders = source.orders;
    const int newId = phaseCount();
    if (copy.parent >= 0)
        m_entries[std::size_t(copy.parent)].children.push_back(newId);
    m_entries.push_back(std::move(copy));
    m_current = newId;
    return newId;
}

} // namespace arbiter
