// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
#include "record/turning_points.h"

#include <QCoreApplication>

namespace arbiter {

std::vector<TurningPoint> turningPoints(const Game &game, int entry)
{
    const Map &map = game.map();
    const PhaseEntry &e = game.entry(entry);
    std::vector<TurningPoint> points;
    if (!e.adjudicated)
        return points;
    for (const BoardChange &c : e.changes) {
        if (c.reason == OrderReason::Eliminated)
            points.push_back({TurningPointKind::Eliminated, entry, c.power, -1, -1});
    }
    for (int p = 0; p < map.provinceCount(); ++p) {
        const int before = e.position.owner[std::size_t(p)];
        const int after = e.after.owner[std::size_t(p)];
        // Owners only ever pass a centre on; no adjudication makes a centre neutral again.
        if (before == after || after < 0)
            continue;
        const int home = map.province(p).home;
        TurningPointKind kind = TurningPointKind::CentreTaken;
        if (before < 0)
            kind = TurningPointKind::NeutralTaken;
        else if (home == after)
            kind = TurningPointKind::HomeCentreRegained;
        else if (home == before)
            kind = TurningPointKind::HomeCentreLost;
        points.push_back({kind, entry, after, p, before});
    }
    return points;
}

std::vector<TurningPoint> lineTurningPoints(const Game &game, int lastEntry)
{
    std::vector<TurningPoint> points;
    for (int id : game.line(lastEntry)) {
        const std::vector<TurningPoint> phase = turningPoints(game, id);
        points.insert(points.end(), phase.begin(), phase.end());
    }
    return points;
}

QString turningPointText(const Map &map, const TurningPoint &point, PlaceNaming naming)
{
    auto translated = [](const char *text) { return QCoreApplication::translate("TurningPoints", text); };
    const QString power = map.powerName(point.power);
    const QString place = point.province >= 0 ? placeInText(map, point.province, naming) : QString();
    const QString from = point.from >= 0 ? map.powerName(point.from) : QString();
    switch (point.kind) {
    case TurningPointKind::NeutralTaken:
        return translated(QT_TRANSLATE_NOOP("TurningPoints", "%1 takes %2 (neutral)")).arg(power, place);
    case TurningPointKind::CentreTaken:
        return translated(QT_TRANSLATE_NOOP("TurningPoints", "%1 takes %2 from %3")).arg(power, place, from);
    case TurningPointKind::HomeCentreLost:
        return translated(QT_TRANSLATE_NOOP("TurningPoints", "%1 loses %2 (home centre) to %3"))
            .arg(from, place, power);
    case TurningPointKind::HomeCentreRegained:
        return translated(QT_TRANSLATE_NOOP("TurningPoints", "%1 takes back %2 (home centre) from %3"))
            .arg(power, place, from);
    case TurningPointKind::Eliminated:
        return translated(QT_TRANSLATE_NOOP("TurningPoints", "%1 is eliminated")).arg(power);
    }
    return {};
}

} // namespace arbiter
