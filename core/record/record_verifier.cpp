// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
#include "record/record_verifier.h"

#include "record/game_file_problem.h"
#include "record/results_report.h"
#include "text/order_formatter.h"
#include "text/phase_text.h"
#include "text/reason_text.h"

#include <QCoreApplication>

#include <algorithm>
#include <tuple>

namespace arbiter {

namespace {

QString orderAndResult(const Map &map, const PhaseEntry &e, std::size_t k, const OrderResult &r)
{
    return QStringLiteral("'%1' (%2)")
        .arg(formatOrder(map, e.orders[k].order, true), resultText(map, e.position, r));
}

QString changeText(const Map &map, const Position &before, const BoardChange &c)
{
    const QString subject = changedUnit(before, c) || c.unit < 0
                                ? changeSubject(map, before, c)
                                : QCoreApplication::translate("GameFile", "unit %1").arg(c.unit);
    return subject + u' ' + QCoreApplication::translate("OrderReason", reasonText(c.reason));
}

// The order of the units in a stored position carries no meaning; only what stands where does.
Position normalised(Position p)
{
    auto byPlace = [](const Unit &a, const Unit &b) {
        return std::tie(a.location, a.power, a.type) < std::tie(b.location, b.power, b.type);
    };
    std::sort(p.units.begin(), p.units.end(), byPlace);
    std::sort(p.dislodged.begin(), p.dislodged.end(),
              [&](const DislodgedUnit &a, const DislodgedUnit &b) { return byPlace(a.unit, b.unit); });
    return p;
}

// How a stored position differs from the one the orders give, for the message that refuses the file.
QString positionDifference(const Map &map, const Position &stored, const Position &actual)
{
    if (stored.phase != actual.phase)
        return QCoreApplication::translate("GameFile", "the next phase is %1, but the orders lead to %2")
            .arg(phaseName(stored.phase), phaseName(actual.phase));
    auto has = [](const std::vector<Unit> &units, const Unit &u) {
        return std::find(units.begin(), units.end(), u) != units.end();
    };
    for (const Unit &u : stored.units) {
        if (!has(actual.units, u))
            return QCoreApplication::translate("GameFile",
                                               "it has the unit '%1', which the orders do not give")
                .arg(formatUnit(map, u));
    }
    for (const Unit &u : actual.units) {
        if (!has(stored.units, u))
            return QCoreApplication::translate("GameFile", "it lacks the unit '%1', which the orders give")
                .arg(formatUnit(map, u));
    }
    if (stored.dislodged != actual.dislodged)
        return QCoreApplication::translate("GameFile",
                                           "its dislodged units are not the ones the orders give");
    if (stored.owner != actual.owner)
        return QCoreApplication::translate("GameFile",
                                           "its supply-centre owners are not the ones the orders give");
    return QCoreApplication::translate("GameFile", "its standoffs are not the ones the orders give");
}

// The first stored result that is not the judged one, as the problem that refuses the file; empty when
// every result agrees. `path` leads to the phase.
QString resultsProblem(const Map &map, const PhaseEntry &e, const PhaseOutcome &judged, QByteArrayView json,
                       const JsonPath &path, const QString &where)
{
    for (std::size_t k = 0; k < e.orders.size(); ++k) {
        const OrderResult &stored = e.results[k];
        const OrderResult &actual = judged.results[k];
        if (stored == actual)
            continue;
        const JsonPath resultPath = path + JsonPath{"results", qsizetype(k)};
        if (resultText(map, e.position, stored) != resultText(map, e.position, actual))
            return fileProblem(
                json, resultPath, where,
                QCoreApplication::translate("GameFile", "the file says %1, but the order adjudicates as %2")
                    .arg(orderAndResult(map, e, k, stored), resultText(map, e.position, actual)));
        return fileProblem(
            json, resultPath, where,
            QCoreApplication::translate(
                "GameFile", "the result of %1 names unit %2 (by %3), but the order is for unit %4 (by %5)")
                .arg(orderAndResult(map, e, k, stored))
                .arg(stored.unit)
                .arg(stored.by)
                .arg(actual.unit)
                .arg(actual.by));
    }
    return {};
}

// The first stored change no order made that is not the judged one, as the problem that refuses the file;
// empty when they agree.
QString changesProblem(const Map &map, const PhaseEntry &e, const PhaseOutcome &judged, QByteArrayView json,
                       const JsonPath &path, const QString &where)
{
    if (e.changes == judged.changes)
        return {};
    const std::size_t n = std::min(e.changes.size(), judged.changes.size());
    std::size_t k = 0;
    while (k < n && e.changes[k] == judged.changes[k])
        ++k;
    const QString stored = k < e.changes.size() ? changeText(map, e.position, e.changes[k])
                                                : QCoreApplication::translate("GameFile", "nothing");
    const QString actual = k < judged.changes.size() ? changeText(map, e.position, judged.changes[k])
                                                     : QCoreApplication::translate("GameFile", "nothing");
    return fileProblem(
        json, path + JsonPath{"changes", qsizetype(k)}, where,
        QCoreApplication::translate("GameFile", "the file records the change '%1', but the phase gives '%2'")
            .arg(stored, actual));
}

// Whether the stored position after the phase and the phases skipped are the judged ones; else the problem.
QString afterProblem(const Map &map, const PhaseEntry &e, const PhaseOutcome &judged, QByteArrayView json,
                     const JsonPath &path, const QString &where)
{
    if (normalised(e.after) == normalised(judged.after) && e.skipped == judged.skipped)
        return {};
    return fileProblem(
        json, path + JsonPath{"after"}, where,
        QCoreApplication::translate("GameFile", "the position after it is not what its orders give: ") +
            positionDifference(map, normalised(e.after), normalised(judged.after)));
}

} // namespace

bool verifyRecord(Game *game, int version, QByteArrayView json, QString *error)
{
    const Map &map = game->map();
    std::vector<PhaseEntry> entries;
    entries.reserve(std::size_t(game->phaseCount()));
    for (int id = 0; id < game->phaseCount(); ++id) {
        PhaseEntry e = game->entry(id);
        const QString where = phaseInFile(id, &e.position.phase);
        const JsonPath path{"phases", id};
        if (e.parent >= 0 && normalised(e.position) != normalised(game->entry(e.parent).after)) {
            *error = fileProblem(
                json, path + JsonPath{"position"}, where,
                QCoreApplication::translate("GameFile",
                                            "the position does not follow from the phase before it: ") +
                    positionDifference(map, normalised(e.position), normalised(game->entry(e.parent).after)));
            return false;
        }
        if (e.adjudicated) {
            const PhaseOutcome judged = game->judge(id, e.rules);
            // Version 1 did not record changes no order made; they are what the phase gives.
            if (version < 2)
                e.changes = judged.changes;
            for (auto problem : {resultsProblem, changesProblem, afterProblem}) {
                *error = problem(map, e, judged, json, path, where);
                if (!error->isEmpty())
                    return false;
            }
        }
        entries.push_back(std::move(e));
    }
    game->replaceEntries(std::move(entries), game->current());
    return true;
}

} // namespace arbiter
