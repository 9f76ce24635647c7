// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
#include "record/import/mila_game.h"

#include "judge/retreat_adjudicator.h"
#include "record/import/foreign_names.h"
#include "text/order_parser.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <algorithm>

namespace arbiter {

namespace {

// The package's own words for outcomes (diplomacy/utils/order_results.py): an order with none worked.
const QLatin1StringView bounce("bounce");
const QLatin1StringView cut("cut");
const QLatin1StringView dislodgedCode("dislodged");
const QLatin1StringView noConvoy("no convoy");
const QLatin1StringView voidCode("void");
const QLatin1StringView disband("disband");

class MilaReader
{
  public:
    MilaReader(const Map &map, RecordedGame *game) : m_map(map), m_names(map), m_parser(map), m_game(game) {}

    void read(const QJsonObject &root);

  private:
    void problem(const QString &place, const QString &text, const QString &why)
    {
        m_game->problems.push_back({place, text, why});
    }
    bool readUnit(const QString &place, const QString &text, int power, Unit *unit, bool *dislodged);
    void readState(const QString &place, const QJsonObject &state, RecordedPhase *phase);
    void readOrders(const QString &place, const QJsonValue &orders, const QJsonObject &results,
                    RecordedPhase *phase);
    void readEnd(const QString &note);

    const Map &m_map;
    ForeignNames m_names;
    OrderParser m_parser;
    RecordedGame *m_game;
};

// "A PAR", "*F STP/NC": the unit, and whether the star marks it dislodged.
bool MilaReader::readUnit(const QString &place, const QString &text, int power, Unit *unit, bool *dislodged)
{
    QStringView t = QStringView(text).trimmed();
    *dislodged = t.startsWith(u'*');
    if (*dislodged)
        t = t.mid(1);
    // The package's own spelling, "A PAR", read directly; anything else through the parser.
    if (t.size() >= 5 && (t[0] == u'A' || t[0] == u'F') && t[1] == u' ') {
        const int location = m_names.abbreviation(t.mid(2));
        const UnitType type = t[0] == u'A' ? UnitType::Army : UnitType::Fleet;
        if (location >= 0 && m_map.canHold(type, location)) {
            *unit = {power, type, location};
            return true;
        }
    }
    const ParsedOrder parsed = m_parser.parseUnit(t, power);
    if (!parsed.ok() || !parsed.order.unit.typeGiven || parsed.order.unit.location < 0 ||
        !m_map.canHold(parsed.order.unit.type, parsed.order.unit.location)) {
        problem(place, text, QStringLiteral("not a unit on this map"));
        return false;
    }
    *unit = {power, parsed.order.unit.type, parsed.order.unit.location};
    return true;
}

void MilaReader::readState(const QString &place, const QJsonObject &state, RecordedPhase *phase)
{
    Position &p = phase->position;
    p.phase = phase->phase;
    p.owner.assign(std::size_t(m_map.provinceCount()), -1);
    p.contested.assign(std::size_t(m_map.provinceCount()), false);
    const QJsonObject units = state.value(u"units").toObject();
    for (auto it = units.begin(); it != units.end(); ++it) {
        const int power = m_names.power(it.key());
        if (power < 0) {
            problem(place, it.key(), QStringLiteral("no power of this map"));
            continue;
        }
        for (const QJsonValue &v : it.value().toArray()) {
            Unit u;
            bool dislodged = false;
            if (!readUnit(place, v.toString(), power, &u, &dislodged))
                continue;
            if (dislodged)
                p.dislodged.push_back({u, -1, false});
            else
                p.units.push_back(u);
        }
    }
    const QJsonObject centres = state.value(u"centers").toObject();
    for (auto it = centres.begin(); it != centres.end(); ++it) {
        const int power = m_names.power(it.key());
        if (power < 0) {
            problem(place, it.key(), QStringLiteral("no power of this map"));
            continue;
        }
        for (const QJsonValue &v : it.value().toArray()) {
            const QString name = v.toString();
            int province = m_names.abbreviation(name);
            if (province < 0)
                province = m_map.findProvince(name);
            if (province < 0 || !m_map.province(province).supplyCentre)
                problem(place, name, QStringLiteral("not a supply centre of this map"));
            else
                p.owner[std::size_t(province)] = power;
        }
    }
    phase->hasPosition = true;
}

// The results are keyed by the unit as the order starts ("A PAR"), a build by the unit built, a waive by
// "WAIVE".
QString resultKey(QStringView order)
{
    const QStringView t = order.trimmed();
    const qsizetype space = t.indexOf(u' ');
    if (space < 0)
        return t.toString().toUpper();
    const qsizetype second = t.indexOf(u' ', space + 1);
    return (second < 0 ? t : t.left(second)).toString().toUpper();
}

void MilaReader::readOrders(const QString &place, const QJsonValue &orders, const QJsonObject &results,
                            RecordedPhase *phase)
{
    const QJsonObject byPower = orders.toObject();
    for (auto it = byPower.begin(); it != byPower.end(); ++it) {
        const int power = m_names.power(it.key());
        if (power < 0) {
            problem(place, it.key(), QStringLiteral("no power of this map"));
            continue;
        }
        auto where = [&] { return place + QStringLiteral(", ") + it.key(); };
        for (const QJsonValue &v : it.value().toArray()) {
            const QString text = v.toString();
            RecordedOrder o{text, 0, {}, {}};
            if (!m_names.milaOrder(text, power, phase->phase.kind, &o.order)) {
                const ParsedOrder parsed = m_parser.parse(text, power);
                if (!parsed.ok() || parsed.order.power != power) {
                    problem(where(), text,
                            parsed.ok() ? QStringLiteral("an order of another power")
                                        : QStringLiteral("not an order ('%1')").arg(parsed.error.word));
                    continue;
                }
                o.order = parsed.order;
            }
            const QJsonValue result = results.value(resultKey(text));
            if (result.isArray()) {
                o.outcome.known = true;
                QStringList codes;
                bool failed = false;
                for (const QJsonValue &code : result.toArray()) {
                    const QString c = code.toString();
                    codes << c;
                    if (c == dislodgedCode)
                        o.outcome.dislodged = true;
                    // A disband order is reported with "disband" when it is carried out.
                    if (c == disband && o.order.type == OrderType::Disband)
                        continue;
                    failed = failed || c == bounce || c == cut || c == dislodgedCode || c == noConvoy ||
                             c == voidCode || c == disband;
                }
                o.outcome.succeeded = !failed;
                o.outcome.text = codes.join(QStringLiteral(", "));
            }
            phase->orders.push_back(std::move(o));
        }
    }
}

// The package ends a game in the phase named "COMPLETED"; its note says how ("DRAW: FRANCE, ENGLAND",
// "VICTORY: FRANCE" as Arbiter writes it).
void MilaReader::readEnd(const QString &note)
{
    const QString upper = note.toUpper();
    const bool draw = upper.contains(QStringLiteral("DRAW"));
    const bool victory = upper.contains(QStringLiteral("VICTORY")) || upper.contains(QStringLiteral("WON"));
    if (!draw && !victory)
        return;
    PowerSet powers = 0;
    for (int p = 0; p < m_map.powerCount(); ++p) {
        if (upper.contains(m_map.power(p).id.toUpper()))
            powers |= PowerSet(1) << p;
    }
    m_game->end = {draw ? GameEndKind::Draw : GameEndKind::Victory, powers};
}

void MilaReader::read(const QJsonObject &root)
{
    m_game->name = root.value(u"id").toString();
    const QString mapName = root.value(u"map").toString(QStringLiteral("standard"));
    if (mapName != QStringLiteral("standard"))
        problem(QStringLiteral("map"), mapName, QStringLiteral("only the standard map is read"));
    const QJsonObject metadata = root.value(u"metadata").toObject();
    if (metadata.contains(u"name"))
        m_game->name = metadata.value(u"name").toString();
    m_game->players = QStringList(m_map.powerCount(), QString());
    bool anyPlayer = false;
    for (auto it = metadata.begin(); it != metadata.end(); ++it) {
        const int power = m_names.power(it.key());
        if (power >= 0 && it.value().isString()) {
            m_game->players[power] = it.value().toString();
            anyPlayer = true;
        }
    }
    if (!anyPlayer)
        m_game->players.clear();

    const QJsonArray phases = root.value(u"phases").toArray();
    for (qsizetype i = 0; i < phases.size(); ++i) {
        const QJsonObject o = phases[i].toObject();
        const QString name = o.value(u"name").toString();
        const QString place = QStringLiteral("phase %1 (%2)").arg(i + 1).arg(name);
        const QJsonObject state = o.value(u"state").toObject();
        if (name == QStringLiteral("COMPLETED")) {
            readEnd(state.value(u"note").toString());
            continue;
        }
        RecordedPhase phase;
        if (!Phase::fromCode(name, &phase.phase)) {
            problem(place, name, QStringLiteral("not a phase name like S1901M"));
            continue;
        }
        phase.place = place;
        if (!state.isEmpty())
            readState(place, state, &phase);
        readOrders(place, o.value(u"orders"), o.value(u"results").toObject(), &phase);
        if (!m_game->phases.empty() && !playedBefore(m_game->phases.back().phase, phase.phase)) {
            problem(place, name, QStringLiteral("not after the phase before it"));
            continue;
        }
        m_game->phases.push_back(std::move(phase));
    }
    if (!phases.isEmpty())
        readEnd(phases.last().toObject().value(u"state").toObject().value(u"note").toString());
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

// `dislodged`: the ordered unit was dislodged (a move that failed and was dislodged gets both words).
QJsonArray resultCodes(const OrderResult &r, bool dislodged)
{
    QJsonArray codes;
    if (r.status == OrderStatus::Invalid) {
        codes.append(QString(voidCode));
        return codes;
    }
    switch (r.reason) {
    case OrderReason::Bounced:
    case OrderReason::CannotDislodgeOwnUnit:
        codes.append(QString(bounce));
        break;
    case OrderReason::RetreatBounced:
        codes.append(QString(bounce));
        codes.append(QString(disband));
        break;
    case OrderReason::SupportCut:
        codes.append(QString(cut));
        break;
    case OrderReason::NoConvoyRoute:
    case OrderReason::ParadoxConvoyHeld:
        codes.append(QString(noConvoy));
        break;
    case OrderReason::Disbanded:
        codes.append(QString(disband));
        break;
    default:
        break;
    }
    if (dislodged)
        codes.append(QString(dislodgedCode));
    return codes;
}

// Whether the movement phase `e` dislodged the unit its order `k` was for.
bool orderedUnitDislodged(const PhaseEntry &e, std::size_t k)
{
    const int unit = e.results[k].unit;
    if (e.position.phase.kind != PhaseKind::Movement || unit < 0 ||
        unit >= int(e.position.units.size()))
        return false;
    const Unit &u = e.position.units[std::size_t(unit)];
    return std::any_of(e.after.dislodged.begin(), e.after.dislodged.end(),
                       [&](const DislodgedUnit &d) { return d.unit == u; });
}

QJsonObject stateJson(const Map &map, const RuleSettings &rules, const Position &p)
{
    QJsonObject units;
    QJsonObject centres;
    QJsonObject homes;
    QJsonObject retreats;
    for (int power = 0; power < map.powerCount(); ++power) {
        const QString name = map.power(power).id.toUpper();
        QJsonArray list;
        for (const Unit &u : p.units) {
            if (u.power == power)
                list.append(milaUnit(map, u));
        }
        QJsonObject options;
        for (std::size_t d = 0; d < p.dislodged.size(); ++d) {
            const Unit &u = p.dislodged[d].unit;
            if (u.power != power)
                continue;
            list.append(u'*' + milaUnit(map, u));
            QJsonArray to;
            for (int location : retreatOptions(map, rules, p, int(d)))
                to.append(milaPlace(map, location));
            options.insert(milaUnit(map, u), to);
        }
        units.insert(name, list);
        retreats.insert(name, options);
        QJsonArray owned;
        QJsonArray home;
        for (int province = 0; province < map.provinceCount(); ++province) {
            if (p.owner[std::size_t(province)] == power)
                owned.append(milaPlace(map, province));
            if (map.province(province).home == power)
                home.append(milaPlace(map, province));
        }
        centres.insert(name, owned);
        homes.insert(name, home);
    }
    QJsonObject state;
    state.insert(u"name", p.phase.code());
    state.insert(u"units", units);
    state.insert(u"retreats", retreats);
    state.insert(u"centers", centres);
    state.insert(u"homes", homes);
    return state;
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

RecordedGame readMilaGame(const QByteArray &json, const Map &map)
{
    RecordedGame game;
    game.format = RecordFormat::MilaJson;
    QJsonParseError error;
    const QJsonDocument doc = QJsonDocument::fromJson(json, &error);
    if (!doc.isObject()) {
        game.problems.push_back(
            {QStringLiteral("offset %1").arg(error.offset), QString(),
             error.error != QJsonParseError::NoError ? error.errorString() : QStringLiteral("not a JSON object")});
        return game;
    }
    MilaReader(map, &game).read(doc.object());
    return game;
}

QByteArray milaGameJson(const Game &game)
{
    const Map &map = game.map();
    QJsonObject root;
    root.insert(u"id", game.info().name);
    root.insert(u"map", QStringLiteral("standard"));
    root.insert(u"rules", QJsonArray());
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
    for (int id : game.line(game.current())) {
        const PhaseEntry &e = game.entry(id);
        QJsonObject phase;
        phase.insert(u"name", e.position.phase.code());
        phase.insert(u"state", stateJson(map, e.rules, e.position));
        QJsonObject orders;
        QJsonObject results;
        for (int power = 0; power < map.powerCount(); ++power)
            orders.insert(map.power(power).id.toUpper(), QJsonArray());
        for (std::size_t k = 0; k < e.orders.size(); ++k) {
            const Order &o = e.orders[k].order;
            if (o.power < 0 || !namesItsPlaces(o))
                continue;
            const QString text = milaOrder(map, o, e.position.phase.kind);
            const QString key = map.power(o.power).id.toUpper();
            QJsonArray list = orders.value(key).toArray();
            list.append(text);
            orders.insert(key, list);
            if (e.adjudicated)
                results.insert(resultKey(text), resultCodes(e.results[k], orderedUnitDislodged(e, k)));
        }
        phase.insert(u"orders", orders);
        phase.insert(u"results", results);
        phase.insert(u"messages", QJsonArray());
        phases.append(phase);
        end = e.end;
        last = e.adjudicated ? e.after : e.position;
    }
    if (end.kind != GameEndKind::None) {
        QJsonObject state = stateJson(map, game.rules(), last);
        state.insert(u"name", QStringLiteral("COMPLETED"));
        state.insert(u"note", endNote(map, end));
        QJsonObject phase;
        phase.insert(u"name", QStringLiteral("COMPLETED"));
        phase.insert(u"state", state);
        phase.insert(u"orders", QJsonObject());
        phase.insert(u"results", QJsonObject());
        phases.append(phase);
    }
    root.insert(u"phases", phases);
    return QJsonDocument(root).toJson(QJsonDocument::Indented);
}

} // namespace arbiter
