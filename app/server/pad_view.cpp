// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
#include "pad_view.h"

#include "judge/order_entry.h"
#include "judge/order_options.h"
#include "judge/retreat_adjudicator.h"
#include "map/csv_table.h"
#include "text/order_formatter.h"
#include "text/phase_text.h"
#include "text/reason_text.h"

#include <QDir>
#include <QJsonArray>

namespace arbiter::pads {

namespace {

QString kindName(PhaseKind kind)
{
    switch (kind) {
    case PhaseKind::Movement:
        return QStringLiteral("movement");
    case PhaseKind::Retreat:
        return QStringLiteral("retreat");
    case PhaseKind::Adjustment:
        return QStringLiteral("adjustment");
    }
    return {};
}

QJsonObject unitJson(const Map &map, const Unit &unit, const UnitPlaces &places)
{
    QJsonObject u;
    u[u"power"] = map.power(unit.power).id;
    u[u"type"] = unit.type == UnitType::Army ? QStringLiteral("A") : QStringLiteral("F");
    u[u"place"] = map.location(unit.location).id;
    const QPointF at = unit.type == UnitType::Army ? places.army[std::size_t(unit.location)]
                                                   : places.fleet[std::size_t(unit.location)];
    u[u"x"] = at.x();
    u[u"y"] = at.y();
    return u;
}

QJsonArray locationIds(const Map &map, const std::vector<int> &locations)
{
    QJsonArray ids;
    for (int loc : locations)
        ids.append(map.location(loc).id);
    return ids;
}

QJsonArray provinceIds(const Map &map, const std::vector<int> &provinces)
{
    QJsonArray ids;
    for (int p : provinces)
        ids.append(map.province(p).id);
    return ids;
}

// What one of the power's units may do in a movement phase.
QJsonObject movementChoices(const Map &map, const Position &position, int unit)
{
    QJsonObject choices;
    QJsonArray moves;
    for (const MoveOption &m : moveOptions(map, position, unit)) {
        QJsonObject move;
        move[u"to"] = map.location(m.location).id;
        if (m.convoy)
            move[u"convoy"] = true;
        moves.append(move);
    }
    choices[u"moves"] = moves;
    QJsonArray supports;
    for (int other : supportableUnits(map, position, unit)) {
        QJsonObject s;
        s[u"unit"] = map.location(position.units[std::size_t(other)].location).id;
        s[u"to"] = provinceIds(map, supportTargets(map, position, unit, other));
        supports.append(s);
    }
    choices[u"supports"] = supports;
    if (position.units[std::size_t(unit)].type == UnitType::Fleet && canConvoyAny(map, position, unit)) {
        QJsonArray convoys;
        for (int army : convoyableArmies(map, position, unit)) {
            QJsonObject c;
            c[u"unit"] = map.location(position.units[std::size_t(army)].location).id;
            c[u"to"] = provinceIds(map, convoyTargets(map, position, unit, army));
            convoys.append(c);
        }
        choices[u"convoys"] = convoys;
    }
    return choices;
}

QJsonObject lastResults(const Game &game, const Map &map)
{
    const PhaseEntry &current = game.currentEntry();
    const int last = current.adjudicated ? game.current() : current.parent;
    if (last < 0)
        return {};
    const PhaseEntry &entry = game.entry(last);
    QJsonObject results;
    results[u"phase"] = entry.position.phase.code();
    results[u"phaseName"] = phaseName(entry.position.phase);
    QJsonArray orders;
    for (std::size_t i = 0; i < entry.orders.size(); ++i) {
        const OrderResult result = i < entry.results.size() ? entry.results[i] : OrderResult{};
        QJsonObject o;
        o[u"power"] = map.power(entry.orders[i].order.power).id;
        o[u"order"] = formatOrder(map, entry.orders[i].order, false, entry.position.phase.kind);
        o[u"succeeded"] = result.status == OrderStatus::Succeeded;
        o[u"result"] = resultText(map, entry.position, result);
        orders.append(o);
    }
    results[u"orders"] = orders;
    return results;
}

} // namespace

UnitPlaces UnitPlaces::read(const Map &map)
{
    UnitPlaces places;
    places.army.assign(std::size_t(map.locationCount()), QPointF(-1, -1));
    places.fleet = places.army;
    places.centre = places.army;
    QString error;
    const std::optional<CsvTable> table =
        CsvTable::read(QDir(map.folder()).filePath(QStringLiteral("layout.csv")), 7, 2, &error);
    if (!table)
        return places;
    for (const CsvRow &row : table->rows) {
        const int loc = map.findLocation(row.fields[0]);
        if (loc < 0)
            continue;
        const QPointF army(row.fields[1].toDouble(), row.fields[2].toDouble());
        places.army[std::size_t(loc)] = army;
        if (!row.fields[5].isEmpty())
            places.centre[std::size_t(loc)] = QPointF(row.fields[5].toDouble(), row.fields[6].toDouble());
        places.fleet[std::size_t(loc)] =
            row.fields[7].isEmpty() ? army : QPointF(row.fields[7].toDouble(), row.fields[8].toDouble());
    }
    return places;
}

QString orderPlace(const Map &map, const Order &order)
{
    return order.unit.location >= 0 ? map.location(map.location(order.unit.location).province).id : QString();
}

QJsonObject padState(const Game &game, const Map &map, bool open, int power, const UnitPlaces &places)
{
    const Position &position = game.currentEntry().position;
    QJsonObject state;
    state[u"power"] = map.power(power).id;
    state[u"powerName"] = map.powerName(power);
    state[u"phase"] = position.phase.code();
    state[u"phaseName"] = phaseName(position.phase);
    state[u"kind"] = kindName(position.phase.kind);
    state[u"open"] = open;
    QJsonObject powers;
    for (int p = 0; p < map.powerCount(); ++p) {
        QJsonObject info;
        info[u"name"] = map.powerName(p);
        info[u"colour"] = map.power(p).colour;
        powers[map.power(p).id] = info;
    }
    state[u"powers"] = powers;
    QJsonArray units;
    QJsonObject choices;
    for (std::size_t u = 0; u < position.units.size(); ++u) {
        const Unit &unit = position.units[u];
        units.append(unitJson(map, unit, places));
        if (open && unit.power == power && position.phase.kind == PhaseKind::Movement)
            choices[map.location(unit.location).id] = movementChoices(map, position, int(u));
    }
    state[u"units"] = units;
    QJsonArray dislodged;
    for (std::size_t d = 0; d < position.dislodged.size(); ++d) {
        const Unit &unit = position.dislodged[d].unit;
        dislodged.append(unitJson(map, unit, places));
        if (!open || unit.power != power)
            continue;
        const std::vector<int> options = retreatOptions(map, game.rules(), position, int(d));
        QJsonObject c;
        c[u"moves"] = unit.type == UnitType::Army ? provinceIds(map, options) : locationIds(map, options);
        choices[map.location(unit.location).id] = c;
    }
    state[u"dislodged"] = dislodged;
    state[u"choices"] = choices;
    if (open && position.phase.kind == PhaseKind::Adjustment) {
        QJsonArray builds;
        for (const BuildOption &b : buildOptions(map, position, power)) {
            QJsonObject o;
            o[u"type"] = b.type == UnitType::Army ? QStringLiteral("A") : QStringLiteral("F");
            o[u"place"] = map.location(b.location).id;
            builds.append(o);
        }
        state[u"builds"] = builds;
        QJsonArray removals;
        for (int unit : removalOptions(map, position, power))
            removals.append(map.location(position.units[std::size_t(unit)].location).id);
        state[u"removals"] = removals;
        state[u"waive"] = mayWaiveBuild(map, game.rules(), position, power);
    }
    QJsonObject owners;
    for (int p = 0; p < map.provinceCount(); ++p) {
        if (std::size_t(p) < position.owner.size() && position.owner[std::size_t(p)] >= 0)
            owners[map.province(p).id] = map.power(position.owner[std::size_t(p)]).id;
    }
    state[u"owners"] = owners;
    // The page marks the supply centres in their owners' colours (the artwork names the provinces).
    QJsonArray provinces;
    for (int p = 0; p < map.provinceCount(); ++p) {
        const std::size_t loc = std::size_t(map.findLocation(map.province(p).id));
        if (!map.province(p).supplyCentre || places.centre[loc].x() < 0)
            continue;
        QJsonObject province;
        province[u"id"] = map.province(p).id;
        province[u"cx"] = places.centre[loc].x();
        province[u"cy"] = places.centre[loc].y();
        provinces.append(province);
    }
    state[u"provinces"] = provinces;
    state[u"results"] = lastResults(game, map);
    return state;
}

QJsonObject padOrders(const Game &game, const Map &map, bool open, int power,
                      const QHash<QString, QDateTime> &received)
{
    const PhaseEntry &entry = game.currentEntry();
    QJsonObject reply;
    reply[u"phase"] = entry.position.phase.code();
    reply[u"phaseName"] = phaseName(entry.position.phase);
    reply[u"open"] = open;
    QJsonArray orders;
    std::vector<Order> all;
    for (const EnteredOrder &o : entry.orders)
        all.push_back(o.order);
    const std::vector<OrderCheck> checks = checkOrders(map, game.rules(), entry.position, all);
    for (std::size_t i = 0; i < entry.orders.size(); ++i) {
        const EnteredOrder &o = entry.orders[i];
        if (o.order.power != power)
            continue;
        QJsonObject j;
        j[u"order"] = formatOrder(map, o.order, false, entry.position.phase.kind);
        j[u"place"] = orderPlace(map, o.order);
        j[u"fromPad"] = o.source == u"pad";
        const auto time = received.constFind(orderPlace(map, o.order));
        if (o.source == u"pad" && time != received.constEnd())
            j[u"received"] = time->toUTC().toString(Qt::ISODate);
        if (!checks[i].legal)
            j[u"illegal"] = reasonSentence(checks[i].reason);
        orders.append(j);
    }
    reply[u"orders"] = orders;
    return reply;
}

} // namespace arbiter::pads
