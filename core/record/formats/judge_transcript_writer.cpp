// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
#include "record/formats/judge_transcript_writer.h"

#include "judge/retreat_adjudicator.h"
#include "record/formats/printed_orders.h"

#include <algorithm>

namespace arbiter {

namespace {

QString coastWords(QStringView coast)
{
    if (coast == u"nc")
        return QStringLiteral("north coast");
    if (coast == u"sc")
        return QStringLiteral("south coast");
    if (coast == u"ec")
        return QStringLiteral("east coast");
    if (coast == u"wc")
        return QStringLiteral("west coast");
    return coast.toString();
}

// "St. Petersburg (south coast)"
QString placeName(const Map &map, int location)
{
    const Location &l = map.location(location);
    QString name = map.province(l.province).name;
    if (!l.coast.isEmpty())
        name += QStringLiteral(" (%1)").arg(coastWords(l.coast));
    return name;
}

QString unitWords(const Map &map, UnitType type, int location)
{
    return (type == UnitType::Army ? QStringLiteral("Army ") : QStringLiteral("Fleet ")) +
           placeName(map, location);
}

QString orderWords(const Map &map, const Order &o, PhaseKind kind)
{
    if (o.type == OrderType::Waive)
        return QStringLiteral("Build waived");
    const QString unit = unitWords(map, o.unit.type, o.unit.location);
    switch (o.type) {
    case OrderType::Hold:
        return unit + QStringLiteral(" HOLD");
    case OrderType::Move: {
        QString s = unit;
        for (int p : o.convoyPath)
            s += QStringLiteral(" -> ") + map.province(p).name;
        s += QStringLiteral(" -> ") + placeName(map, o.target.location);
        if (o.viaConvoy && o.convoyPath.empty())
            s += QStringLiteral(" via convoy");
        return s;
    }
    case OrderType::Support:
    case OrderType::Convoy: {
        QString s =
            unit + (o.type == OrderType::Support ? QStringLiteral(" SUPPORT ") : QStringLiteral(" CONVOY ")) +
            unitWords(map, o.other.type, o.other.location);
        if (o.otherTarget.location >= 0)
            s += QStringLiteral(" -> ") + placeName(map, o.otherTarget.location);
        return s;
    }
    case OrderType::Disband:
        if (kind == PhaseKind::Adjustment)
            return (o.unit.type == UnitType::Army ? QStringLiteral("Removes the army in ")
                                                  : QStringLiteral("Removes the fleet in ")) +
                   placeName(map, o.unit.location);
        return unit + QStringLiteral(" DISBAND");
    case OrderType::Build:
        return (o.unit.type == UnitType::Army ? QStringLiteral("Builds an army in ")
                                              : QStringLiteral("Builds a fleet in ")) +
               placeName(map, o.unit.location);
    case OrderType::Waive:
        return QStringLiteral("Build waived");
    }
    return {};
}

QString removalWords(const Map &map, const Unit &u)
{
    return (u.type == UnitType::Army ? QStringLiteral("the army in ") : QStringLiteral("the fleet in ")) +
           placeName(map, u.location);
}

// The judge's remark on an order that did not simply work.
QString remark(const OrderResult &r, bool dislodged)
{
    QStringList words;
    if (r.status == OrderStatus::Invalid)
        words << QStringLiteral("void");
    switch (r.reason) {
    case OrderReason::Bounced:
    case OrderReason::CannotDislodgeOwnUnit:
    case OrderReason::RetreatBounced:
        words << QStringLiteral("bounce");
        break;
    case OrderReason::SupportCut:
        words << QStringLiteral("cut");
        break;
    case OrderReason::NoConvoyRoute:
    case OrderReason::ParadoxConvoyHeld:
        words << QStringLiteral("no convoy");
        break;
    default:
        break;
    }
    if (dislodged)
        words << QStringLiteral("dislodged");
    return words.isEmpty() ? QString() : QStringLiteral("  (*%1*)").arg(words.join(QStringLiteral(", ")));
}

QString headingWords(const Phase &p)
{
    const QString kind = p.kind == PhaseKind::Movement  ? QStringLiteral("Movement results")
                         : p.kind == PhaseKind::Retreat ? QStringLiteral("Retreat results")
                                                        : QStringLiteral("Adjustment results");
    const QString season = p.season == Season::Spring ? QStringLiteral("Spring")
                           : p.season == Season::Fall ? QStringLiteral("Fall")
                                                      : QStringLiteral("Winter");
    return QStringLiteral("%1 for %2 of %3.").arg(kind, season).arg(p.year);
}

QString powerList(const Map &map, PowerSet powers)
{
    QStringList names;
    for (int p = 0; p < map.powerCount(); ++p) {
        if (powers & (PowerSet(1) << p))
            names << map.power(p).name;
    }
    if (names.size() < 2)
        return names.join(QString());
    const QString last = names.takeLast();
    return names.join(QStringLiteral(", ")) + QStringLiteral(" and ") + last;
}

void writeOwnership(const Map &map, const Position &p, QString *out)
{
    *out += QStringLiteral("Ownership of supply centers:\n\n");
    for (int power = -1; power < map.powerCount(); ++power) {
        QStringList names;
        for (int province = 0; province < map.provinceCount(); ++province) {
            if (map.province(province).supplyCentre && p.owner[std::size_t(province)] == power)
                names << map.province(province).name;
        }
        if (names.isEmpty())
            continue;
        const QString who = power < 0 ? QStringLiteral("Unowned") : map.power(power).name;
        *out += QStringLiteral("%1 %2.\n").arg(who + u':', -9).arg(names.join(QStringLiteral(", ")));
    }
    *out += u'\n';
}

} // namespace

QString judgeTranscript(const Game &game)
{
    const Map &map = game.map();
    QString out;
    if (!game.info().name.isEmpty())
        out += QStringLiteral("Game: %1\n\n").arg(game.info().name);
    // Judges play the standard map; another map is named, so that the transcript is read on it again.
    if (map.name() != u"standard")
        out += QStringLiteral("Map: %1\n\n").arg(map.name());
    // Judges play by the DATC's preferences; other choices are named, so that the game is judged again by
    // them when it is read back.
    if (!game.rules().isDefault())
        out += QStringLiteral("Rules: %1\n\n").arg(game.rules().toString());
    // A game that does not start from the opening position: its centres first (its units are listed by the
    // first phase).
    const std::vector<int> line = game.line(game.current());
    const Position &start = game.entry(line.front()).position;
    if (start.owner != Position::initial(map).owner || start.phase != Phase{})
        writeOwnership(map, start, &out);
    GameEnd end;
    for (int id : line) {
        const PhaseEntry &e = game.entry(id);
        end = e.end.kind != GameEndKind::None ? e.end : end;
        if (!e.adjudicated)
            continue;
        out += headingWords(e.position.phase) + QStringLiteral("\n\n");
        for (int power = 0; power < map.powerCount(); ++power) {
            for (std::size_t k = 0; k < e.orders.size(); ++k) {
                const std::optional<Order> o = printedOrder(map, e, k);
                if (!o || o->power != power)
                    continue;
                out += QStringLiteral("%1 %2.%3\n")
                           .arg(map.power(power).name + u':', orderWords(map, *o, e.position.phase.kind),
                                remark(e.results[k], orderedUnitDislodged(e, k)));
            }
            // Units without an order are listed as holding, so that every unit of the phase is named.
            if (e.position.phase.kind == PhaseKind::Movement) {
                for (std::size_t u = 0; u < e.position.units.size(); ++u) {
                    const Unit &unit = e.position.units[u];
                    bool ordered = false;
                    for (std::size_t k = 0; k < e.results.size() && !ordered; ++k)
                        ordered = e.results[k].unit == int(u) && printedOrder(map, e, k);
                    if (unit.power == power && !ordered)
                        out +=
                            QStringLiteral("%1 %2 HOLD.  (*no order*)\n")
                                .arg(map.power(power).name + u':', unitWords(map, unit.type, unit.location));
                }
            }
            for (const BoardChange &c : e.changes) {
                if (c.power == power && c.reason == OrderReason::RemovedInCivilDisorder &&
                    c.unit < int(e.position.units.size()))
                    out += QStringLiteral("%1 Defaults, removing %2.\n")
                               .arg(map.power(power).name + u':',
                                    removalWords(map, e.position.units[std::size_t(c.unit)]));
            }
        }
        out += u'\n';
        if (!e.after.dislodged.empty()) {
            out += QStringLiteral("The following units were dislodged:\n\n");
            for (std::size_t d = 0; d < e.after.dislodged.size(); ++d) {
                const Unit &u = e.after.dislodged[d].unit;
                QStringList to;
                for (int location : retreatOptions(map, e.rules, e.after, int(d)))
                    to << placeName(map, location);
                const QString unit = (u.type == UnitType::Army ? QStringLiteral("The Army in ")
                                                               : QStringLiteral("The Fleet in ")) +
                                     placeName(map, u.location);
                out +=
                    to.isEmpty()
                        ? unit + QStringLiteral(" with no valid retreats was destroyed.\n")
                        : unit + QStringLiteral(" can retreat to %1.\n").arg(to.join(QStringLiteral(" or ")));
            }
            out += u'\n';
        }
        const bool winter = e.after.phase.kind == PhaseKind::Adjustment ||
                            std::any_of(e.skipped.begin(), e.skipped.end(),
                                        [](const Phase &p) { return p.kind == PhaseKind::Adjustment; });
        if (winter && e.position.phase.kind != PhaseKind::Adjustment)
            writeOwnership(map, e.after, &out);
    }
    if (end.kind == GameEndKind::Draw || end.kind == GameEndKind::Called)
        out += QStringLiteral("The game was declared a draw between %1.\n").arg(powerList(map, end.powers));
    else if (end.kind == GameEndKind::Victory)
        out += QStringLiteral("%1 has won the game.\n").arg(powerList(map, end.powers));
    return out;
}

} // namespace arbiter
