// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
#include "record/line_comparison.h"

#include <algorithm>
#include <tuple>

namespace arbiter {

namespace {

std::optional<Unit> unitAt(const Map &map, const Position &position, int province, bool dislodged)
{
    if (dislodged) {
        const int d = position.dislodgedIn(map, province);
        return d < 0 ? std::nullopt : std::optional<Unit>(position.dislodged[std::size_t(d)].unit);
    }
    const int u = position.unitIn(map, province);
    return u < 0 ? std::nullopt : std::optional<Unit>(position.units[std::size_t(u)]);
}

std::vector<UnitDifference> unitDifferences(const Map &map, const Position &first, const Position &second)
{
    std::vector<UnitDifference> differences;
    for (bool dislodged : {false, true}) {
        for (int p = 0; p < map.provinceCount(); ++p) {
            std::optional<Unit> a = unitAt(map, first, p, dislodged);
            std::optional<Unit> b = unitAt(map, second, p, dislodged);
            if (a != b)
                differences.push_back({p, dislodged, a, b});
        }
    }
    return differences;
}

std::vector<CentreDifference> centreDifferences(const Map &map, const Position &first, const Position &second)
{
    std::vector<CentreDifference> differences;
    for (int p = 0; p < map.provinceCount(); ++p) {
        const int a = first.owner[std::size_t(p)];
        const int b = second.owner[std::size_t(p)];
        if (a != b)
            differences.push_back({p, a, b});
    }
    return differences;
}

struct KeyedOutcome
{
    int power = -1;
    int province = -1;
    OrderOutcome outcome;
};

// The orders of a phase keyed by their power and the province of the unit they order, in the order given.
std::vector<KeyedOutcome> outcomes(const Map &map, const PhaseEntry &e)
{
    std::vector<KeyedOutcome> keyed;
    for (std::size_t k = 0; k < e.orders.size(); ++k) {
        const Order &order = e.orders[k].order;
        KeyedOutcome o;
        o.power = order.power;
        o.province = order.unit.location >= 0 ? map.provinceOf(order.unit.location) : -1;
        o.outcome.order = order;
        if (e.adjudicated && k < e.results.size()) {
            const OrderResult &r = e.results[k];
            o.outcome.result = r;
            // In a retreat phase `by` names a dislodged unit (text/reason_text.h).
            if (e.position.phase.kind == PhaseKind::Retreat) {
                if (r.by >= 0 && std::size_t(r.by) < e.position.dislodged.size())
                    o.outcome.by = e.position.dislodged[std::size_t(r.by)].unit;
            } else if (r.by >= 0 && std::size_t(r.by) < e.position.units.size()) {
                o.outcome.by = e.position.units[std::size_t(r.by)];
            }
        }
        keyed.push_back(std::move(o));
    }
    std::stable_sort(keyed.begin(), keyed.end(), [](const KeyedOutcome &a, const KeyedOutcome &b) {
        return std::tie(a.power, a.province) < std::tie(b.power, b.province);
    });
    return keyed;
}

// The same order ending the same way; the units are numbered apart in each line, so the results' unit
// indices are not compared, only where the unit that caused the result stood.
bool sameOutcome(const OrderOutcome &a, const OrderOutcome &b, bool compareResults)
{
    if (a.order != b.order)
        return false;
    if (!compareResults)
        return true;
    return a.result.has_value() == b.result.has_value() &&
           (!a.result || (a.result->status == b.result->status && a.result->reason == b.result->reason)) &&
           a.by == b.by;
}

std::vector<ResultDifference> resultDifferences(const Map &map, const PhaseEntry &first,
                                                const PhaseEntry &second)
{
    const bool compareResults = first.adjudicated && second.adjudicated;
    const std::vector<KeyedOutcome> a = outcomes(map, first);
    const std::vector<KeyedOutcome> b = outcomes(map, second);
    std::vector<ResultDifference> differences;
    auto key = [](const KeyedOutcome &o) { return std::tie(o.power, o.province); };
    std::size_t i = 0;
    std::size_t j = 0;
    while (i < a.size() || j < b.size()) {
        ResultDifference d;
        if (j == b.size() || (i < a.size() && key(a[i]) < key(b[j]))) {
            d = {a[i].power, a[i].province, a[i].outcome, std::nullopt};
            ++i;
        } else if (i == a.size() || key(b[j]) < key(a[i])) {
            d = {b[j].power, b[j].province, std::nullopt, b[j].outcome};
            ++j;
        } else {
            if (sameOutcome(a[i].outcome, b[j].outcome, compareResults)) {
                ++i;
                ++j;
                continue;
            }
            d = {a[i].power, a[i].province, a[i].outcome, b[j].outcome};
            ++i;
            ++j;
        }
        if (!compareResults) {
            // An outcome is part of the difference only when both lines have one to compare.
            for (std::optional<OrderOutcome> *o : {&d.first, &d.second}) {
                if (*o) {
                    (*o)->result.reset();
                    (*o)->by.reset();
                }
            }
        }
        differences.push_back(std::move(d));
    }
    return differences;
}

// Phases in the order they are played (Phase's own ordering puts the season before the year).
bool playedBefore(const Phase &a, const Phase &b)
{
    return std::tie(a.year, a.season, a.kind) < std::tie(b.year, b.season, b.kind);
}

MissingPhase whyMissing(const Game &game, const std::vector<int> &line, const Phase &phase)
{
    return playedBefore(game.entry(line.back()).position.phase, phase) ? MissingPhase::Ended
                                                                       : MissingPhase::Skipped;
}

} // namespace

LineComparison compareLines(const Game &game, int firstEnd, int secondEnd)
{
    const Map &map = game.map();
    LineComparison comparison{firstEnd, secondEnd, {}};
    const std::vector<int> a = game.line(firstEnd);
    const std::vector<int> b = game.line(secondEnd);
    auto phaseOf = [&game](int entry) { return game.entry(entry).position.phase; };
    std::size_t i = 0;
    std::size_t j = 0;
    while (i < a.size() || j < b.size()) {
        PhaseComparison row;
        if (j == b.size() || (i < a.size() && playedBefore(phaseOf(a[i]), phaseOf(b[j])))) {
            row.phase = phaseOf(a[i]);
            row.first = a[i++];
            row.missingInSecond = whyMissing(game, b, row.phase);
        } else if (i == a.size() || playedBefore(phaseOf(b[j]), phaseOf(a[i]))) {
            row.phase = phaseOf(b[j]);
            row.second = b[j++];
            row.missingInFirst = whyMissing(game, a, row.phase);
        } else {
            row.phase = phaseOf(a[i]);
            row.first = a[i++];
            row.second = b[j++];
            if (!row.shared()) {
                const PhaseEntry &x = game.entry(row.first);
                const PhaseEntry &y = game.entry(row.second);
                row.units = unitDifferences(map, x.position, y.position);
                row.centres = centreDifferences(map, x.position, y.position);
                row.results = resultDifferences(map, x, y);
                row.firstAdjudicatedOnly = x.adjudicated && !y.adjudicated;
                row.secondAdjudicatedOnly = y.adjudicated && !x.adjudicated;
            }
        }
        comparison.phases.push_back(std::move(row));
    }
    return comparison;
}

} // namespace arbiter
