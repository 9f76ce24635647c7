// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
#include "record/formats/mila_game_writer.h"

#include "judge/retreat_adjudicator.h"
#include "record/formats/mila_result_words.h"
#include "record/formats/printed_orders.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <algorithm>

namespace arbiter {

namespace {

// The key of an order's result: the unit as the order starts ("A PAR"), "WAIVE" for a waive.
QString resultKey(QStringView order)
{
    const QStringView t = order.trimmed();
    const qsizetype space = t.indexOf(u' ');
    if (space < 0)
        return t.toString().toUpper();
    const qsizetype second = t.indexOf(u' ', space + 1);
    return (second < 0 ? t : t.left(second)).toString().toUpper();
}

// The package's abbreviation of a location: the id in capitals ("STP/NC"), but the Tyrrhenian Sea is TYS.
QString milaPlace(const Map &map, int location)
{
    const QString id = map.location(location).id.toUpper();
    return id == QStringLiteral("TYN") ? QStringLiteral("TYS") : id;
}

QString milaUnit(const Map &map, const Unit &u)
{
    return (u.type == UnitType::Army ? QStringLiteral("A ") : QStringLiteral("F ")) +
           milaPlace(map, u.location);
}

QString milaUnitRef(const Map &map, const UnitRef &r)
{
    return (r.type == UnitType::Army ? QStringLiteral("A ") : QStringLiteral("F ")) +
           milaPlace(map, r.location);
}

QString milaOrder(const Map &map, const Order &o, PhaseKind kind)
{
    switch (o.type) {
    case OrderType::Hold:
        return milaUnitRef(map, o.unit) + QStringLiteral(" H");
    case OrderType::Move:
        if (kind == PhaseKind::Retreat)
            return milaUnitRef(map, o.unit) + QStringLiteral(" R ") + milaPlace(map, o.target.location);
        return milaUnitRef(map, o.unit) + QStringLiteral(" - ") + milaPlace(map, o.target.location) +
               (o.viaConvoy ? QStringLiteral(" VIA") : QString());
    case OrderType::Support:
    case OrderType::Convoy: {
        QString s = milaUnitRef(map, o.unit) +
                    (o.type == OrderType::Support ? QStringLiteral(" S ") : QStringLiteral(" C ")) +
                    milaUnitRef(map, o.other);
        if (o.otherTarget.location >= 0)
            s += QStringLiteral(" - ") + milaPlace(map, o.otherTarget.location);
        return s;
    }
    case OrderType::Disband:
        return milaUnitRef(map, o.unit) + QStringLiteral(" D");
    case OrderType::Build:
        return milaUnitRef(map, o.unit) + QStringLiteral(" B");
    case OrderType::Waive:
        return QStringLiteral("WAIVE");
    }
    return {};
}

// `dislodged`: the ordered unit was dislodged (a move that failed and was dislodged gets both words). A
// build, removal or waive carried out is [""], as the package writes it; any other order that worked has no
// word.
QJsonArray resultCodes(const OrderResult &r, bool dislodged, PhaseKind kind)
{
    QJsonArray codes;
    if (kind == PhaseKind::Adjustment && r.status == OrderStatus::Succeeded) {
        codes.append(QString());
        return codes;
    }
    if (r.status == OrderStatus::Invalid) {
        codes.append(QString(milaResultWord::voided));
        if (dislodged)
            codes.append(QString(milaResultWord::dislodged));
        return codes;
    }
    switch (r.reason) {
    case OrderReason::Bounced:
    case OrderReason::CannotDislodgeOwnUnit:
        codes.append(QString(milaResultWord::bounce));
        break;
    case OrderReason::RetreatBounced:
        codes.append(QString(milaResultWord::bounce));
        codes.append(QString(milaResultWord::disband));
        break;
    case OrderReason::SupportCut:
        codes.append(QString(milaResultWord::cut));
        break;
    case OrderReason::NoConvoyRoute:
    case OrderReason::ParadoxConvoyHeld:
        codes.append(QString(milaResultWord::noConvoy));
        break;
    case OrderReason::Disbanded:
        codes.append(QString(milaResultWord::disband));
        break;
    default:
        break;
    }
    if (dislodged)
        codes.append(QString(milaResultWord::dislodged));
    return codes;
}

// A phase's state with every key the package writes (its Game.get_state, with the game's id, map and
// rules the saved-game format adds), but for `zobrist_hash`, the package's own hash of the position, which
// its loader computes again. `timestamp` is when the package made the state; Arbiter keeps no such time and
// writes 0. A dislodged unit with nowhere to retreat is left out, as the package destroys it as it is
// dislodged (the retreat phase's results list it: retreatResults).
QJsonObject stateJson(const Map &map, const RuleSettings &rules, const Position &p, const QJsonObject &game)
{
    QJsonObject units;
    QJsonObject centres;
    QJsonObject homes;
    QJsonObject retreats;
    QJsonObject influence;
    QJsonObject disorder;
    QJsonObject builds;
    for (int power = 0; power < map.powerCount(); ++power) {
        const QString name = map.power(power).id.toUpper();
        QJsonArray list;
        QJsonArray present; // the provinces the power's units and centres hold: its influence
        for (const Unit &u : p.units) {
            if (u.power == power) {
                list.append(milaUnit(map, u));
                present.append(milaPlace(map, map.location(u.location).province));
            }
        }
        QJsonObject options;
        for (std::size_t d = 0; d < p.dislodged.size(); ++d) {
            const Unit &u = p.dislodged[d].unit;
            if (u.power != power)
                continue;
            const std::vector<int> places = retreatOptions(map, rules, p, int(d));
            if (places.empty())
                continue;
            list.append(u'*' + milaUnit(map, u));
            QJsonArray to;
            for (int location : places)
                to.append(milaPlace(map, location));
            options.insert(milaUnit(map, u), to);
        }
        units.insert(name, list);
        retreats.insert(name, options);
        QJsonArray owned;
        QJsonArray home;
        QJsonArray sites;
        int unitCount = 0;
        for (const Unit &u : p.units)
            unitCount += u.power == power ? 1 : 0;
        for (int province = 0; province < map.provinceCount(); ++province) {
            const bool ownedHere = p.owner[std::size_t(province)] == power;
            if (ownedHere) {
                owned.append(milaPlace(map, province));
                if (!present.contains(milaPlace(map, province)))
                    present.append(milaPlace(map, province));
                if (map.isBuildCentre(province, power) && p.unitIn(map, province) < 0)
                    sites.append(milaPlace(map, province));
            }
            if (map.province(province).home == power)
                home.append(milaPlace(map, province));
        }
        centres.insert(name, owned);
        homes.insert(name, home);
        influence.insert(name, present);
        disorder.insert(name, 0);
        QJsonObject build;
        const int owed = p.phase.kind == PhaseKind::Adjustment ? int(owned.size()) - unitCount : 0;
        build.insert(u"count", owed > 0 ? std::min(owed, int(sites.size())) : owed);
        build.insert(u"homes", owed > 0 ? sites : QJsonArray());
        builds.insert(name, build);
    }
    QJsonObject state;
    state.insert(u"timestamp", 0);
    state.insert(u"note", QString());
    state.insert(u"name", p.phase.code());
    state.insert(u"units", units);
    state.insert(u"retreats", retreats);
    state.insert(u"centers", centres);
    state.insert(u"homes", homes);
    state.insert(u"influence", influence);
    state.insert(u"civil_disorder", disorder);
    state.insert(u"builds", builds);
    for (auto k = game.begin(); k != game.end(); ++k)
        state.insert(k.key(), k.value());
    return state;
}

// The package's word for each dislodged unit of a retreat phase that had nowhere to go: "disband", keyed by
// the unit, though no order names it (the state left it out).
void addRetreatlessDisbands(const Map &map, const RuleSettings &rules, const Position &p,
                            QJsonObject *results)
{
    for (std::size_t d = 0; d < p.dislodged.size(); ++d) {
        if (retreatOptions(map, rules, p, int(d)).empty())
            results->insert(milaUnit(map, p.dislodged[d].unit), QJsonArray{QString(milaResultWord::disband)});
    }
}

QString endNote(const Map &map, const GameEnd &end)
{
    QStringList powers;
    for (int p = 0; p < map.powerCount(); ++p) {
        if (end.powers & (PowerSet(1) << p))
            powers << map.power(p).id.toUpper();
    }
    return (end.kind == GameEndKind::Victory ? QStringLiteral("VICTORY: ") : QStringLiteral("DRAW: ")) +
           powers.join(QStringLiteral(", "));
}

} // namespace

QByteArray milaGameJson(const Game &game)
{
    const Map &map = game.map();
    // The rules the package would name: only the draw rule is one Arbiter keeps.
    QJsonArray rules;
    if (game.drawMode() == DrawMode::NoDias)
        rules.append(QStringLiteral("NO_DIAS"));
    QJsonObject gameKeys; // what the saved-game format adds to every state
    gameKeys.insert(u"game_id", game.info().name);
    gameKeys.insert(u"map", map.name());
    gameKeys.insert(u"rules", rules);
    QJsonObject root;
    root.insert(u"id", game.info().name);
    root.insert(u"map", map.name());
    root.insert(u"rules", rules);
    QJsonObject metadata;
    metadata.insert(u"name", game.info().name);
    for (qsizetype p = 0; p < game.info().players.size() && p < map.powerCount(); ++p) {
        if (!game.info().players[p].isEmpty())
            metadata.insert(map.power(int(p)).id.toUpper(), game.info().players[p]);
    }
    root.insert(u"metadata", metadata);
    QJsonArray phases;
    GameEnd end;
    Position last;
    RuleSettings lastRules = game.rules();
    for (int id : game.line(game.current())) {
        const PhaseEntry &e = game.entry(id);
        QJsonObject phase;
        phase.insert(u"name", e.position.phase.code());
        phase.insert(u"state", stateJson(map, e.rules, e.position, gameKeys));
        QJsonObject orders;
        QJsonObject results;
        for (int power = 0; power < map.powerCount(); ++power)
            orders.insert(map.power(power).id.toUpper(), QJsonArray());
        const bool retreat = e.position.phase.kind == PhaseKind::Retreat;
        for (std::size_t k = 0; k < e.orders.size(); ++k) {
            const std::optional<Order> o = printedOrder(map, e, k);
            if (!o || o->power < 0)
                continue;
            // The package has no order for a unit with nowhere to go: its state left the unit out.
            if (retreat && e.adjudicated && k < e.results.size() && e.results[k].unit >= 0 &&
                std::size_t(e.results[k].unit) < e.position.dislodged.size() &&
                retreatOptions(map, e.rules, e.position, e.results[k].unit).empty())
                continue;
            const QString text = milaOrder(map, *o, e.position.phase.kind);
            const QString key = map.power(o->power).id.toUpper();
            QJsonArray list = orders.value(key).toArray();
            list.append(text);
            orders.insert(key, list);
            if (e.adjudicated)
                results.insert(resultKey(text),
                               resultCodes(e.results[k], orderedUnitDislodged(e, k), e.position.phase.kind));
        }
        if (e.adjudicated && retreat)
            addRetreatlessDisbands(map, e.rules, e.position, &results);
        phase.insert(u"orders", orders);
        phase.insert(u"results", results);
        phase.insert(u"messages", QJsonArray());
        phases.append(phase);
        end = e.end;
        last = e.adjudicated ? e.after : e.position;
        lastRules = e.rules;
    }
    if (end.kind != GameEndKind::None) {
        QJsonObject state = stateJson(map, lastRules, last, gameKeys);
        state.insert(u"name", QStringLiteral("COMPLETED"));
        state.insert(u"note", endNote(map, end));
        QJsonObject phase;
        phase.insert(u"name", QStringLiteral("COMPLETED"));
        phase.insert(u"state", state);
        phase.insert(u"orders", QJsonObject());
        phase.insert(u"results", QJsonObject());
        phase.insert(u"messages", QJsonArray());
        phases.append(phase);
    }
    root.insert(u"phases", phases);
    return QJsonDocument(root).toJson(QJsonDocument::Compact); // one line, as the collections store games
}

} // namespace arbiter
