// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
#include "record/game_file.h"

#include "record/results_report.h"
#include "text/order_formatter.h"
#include "text/order_parser.h"
#include "text/phase_text.h"
#include "text/reason_text.h"

#include <QCoreApplication>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QMetaEnum>
#include <QSaveFile>

#include <algorithm>
#include <tuple>

namespace arbiter {

namespace {

QString unitToText(const Map &map, const Unit &u)
{
    return QStringLiteral("%1 %2 %3")
        .arg(map.power(u.power).id, u.type == UnitType::Army ? QStringLiteral("A") : QStringLiteral("F"),
             map.location(u.location).id);
}

QJsonArray powerSetToJson(const Map &map, PowerSet set)
{
    QJsonArray a;
    for (int p = 0; p < map.powerCount(); ++p) {
        if (set & (PowerSet(1) << p))
            a.append(map.power(p).id);
    }
    return a;
}

QJsonObject positionToJson(const Map &map, const Position &p)
{
    QJsonObject o;
    o[u"phase"] = p.phase.code();
    QJsonArray units;
    for (const Unit &u : p.units)
        units.append(unitToText(map, u));
    o[u"units"] = units;
    QJsonArray dislodged;
    for (const DislodgedUnit &d : p.dislodged) {
        QJsonObject dj;
        dj[u"unit"] = unitToText(map, d.unit);
        dj[u"attackerFrom"] = d.attackerOrigin >= 0 ? map.province(d.attackerOrigin).id : QString();
        dj[u"byConvoy"] = d.dislodgedByConvoy;
        dislodged.append(dj);
    }
    if (!dislodged.isEmpty())
        o[u"dislodged"] = dislodged;
    QJsonObject owners;
    for (int i = 0; i < map.provinceCount(); ++i) {
        if (p.owner[std::size_t(i)] >= 0)
            owners[map.province(i).id] = map.power(p.owner[std::size_t(i)]).id;
    }
    o[u"owners"] = owners;
    QJsonArray contested;
    for (int i = 0; i < map.provinceCount(); ++i) {
        if (!p.contested.empty() && p.contested[std::size_t(i)])
            contested.append(map.province(i).id);
    }
    if (!contested.isEmpty())
        o[u"contested"] = contested;
    return o;
}

template <typename E> QString enumKey(E value)
{
    return QString::fromLatin1(QMetaEnum::fromType<E>().valueToKey(int(value)));
}

// Reading: every problem names where it is, "phase 3: unit 'austria A xyz': unknown place".
class Reader
{
  public:
    Reader(const Map &map, QString *error) : m_map(map), m_error(error) {}

    bool fail(const QString &where, const QString &message)
    {
        if (m_error->isEmpty())
            *m_error = where + QStringLiteral(": ") + message;
        return false;
    }

    bool unit(const QString &where, const QJsonValue &v, Unit *u)
    {
        const QStringList parts = v.toString().split(u' ', Qt::SkipEmptyParts);
        if (parts.size() != 3)
            return fail(where, QCoreApplication::translate("GameFile", "unit '%1' is not 'power A|F place'")
                                   .arg(v.toString()));
        u->power = m_map.findPower(parts[0]);
        u->type = parts[1] == u"F" ? UnitType::Fleet : UnitType::Army;
        u->location = m_map.findLocation(parts[2]);
        if (u->power < 0 || (parts[1] != u"A" && parts[1] != u"F") || u->location < 0 ||
            !m_map.canHold(u->type, u->location))
            return fail(where, QCoreApplication::translate("GameFile", "unit '%1' is not valid on this map")
                                   .arg(v.toString()));
        return true;
    }

    bool powerSet(const QString &where, const QJsonValue &v, PowerSet *set)
    {
        *set = 0;
        for (const QJsonValue &p : v.toArray()) {
            const int power = m_map.findPower(p.toString());
            if (power < 0)
                return fail(where,
                            QCoreApplication::translate("GameFile", "unknown power '%1'").arg(p.toString()));
            *set |= PowerSet(1) << power;
        }
        return true;
    }

    bool position(const QString &where, const QJsonObject &o, Position *p)
    {
        *p = Position::initial(m_map);
        p->units.clear();
        std::fill(p->owner.begin(), p->owner.end(), -1);
        if (!Phase::fromCode(o[u"phase"].toString(), &p->phase))
            return fail(where, QCoreApplication::translate("GameFile", "phase '%1' is not valid")
                                   .arg(o[u"phase"].toString()));
        std::vector<bool> occupied(std::size_t(m_map.provinceCount()), false);
        for (const QJsonValue &v : o[u"units"].toArray()) {
            Unit u;
            if (!unit(where, v, &u))
                return false;
            const int province = m_map.location(u.location).province;
            if (occupied[std::size_t(province)])
                return fail(where, QCoreApplication::translate("GameFile", "two units in '%1'")
                                       .arg(m_map.province(province).id));
            occupied[std::size_t(province)] = true;
            p->units.push_back(u);
        }
        for (const QJsonValue &v : o[u"dislodged"].toArray()) {
            const QJsonObject d = v.toObject();
            DislodgedUnit du;
            if (!unit(where, d[u"unit"], &du.unit))
                return false;
            const QString from = d[u"attackerFrom"].toString();
            du.attackerOrigin = from.isEmpty() ? -1 : m_map.findProvince(from);
            if (!from.isEmpty() && du.attackerOrigin < 0)
                return fail(where,
                            QCoreApplication::translate("GameFile", "unknown province '%1'").arg(from));
            du.dislodgedByConvoy = d[u"byConvoy"].toBool();
            p->dislodged.push_back(du);
        }
        const QJsonObject owners = o[u"owners"].toObject();
        for (auto it = owners.begin(); it != owners.end(); ++it) {
            const int province = m_map.findProvince(it.key());
            const int power = m_map.findPower(it.value().toString());
            if (province < 0 || power < 0 || !m_map.province(province).supplyCentre)
                return fail(where,
                            QCoreApplication::translate("GameFile", "owner entry '%1: %2' is not valid")
                                .arg(it.key(), it.value().toString()));
            p->owner[std::size_t(province)] = power;
        }
        for (const QJsonValue &v : o[u"contested"].toArray()) {
            const int province = m_map.findProvince(v.toString());
            if (province < 0)
                return fail(
                    where,
                    QCoreApplication::translate("GameFile", "unknown province '%1'").arg(v.toString()));
            p->contested[std::size_t(province)] = true;
        }
        return true;
    }

  private:
    const Map &m_map;
    QString *m_error;
};

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

// Judges every adjudicated phase again and compares it with what the file says happened; a file edited by
// hand (or damaged) into history the rules do not allow is refused rather than shown as real.
bool verifyRecord(Game *game, int version, QString *error)
{
    const Map &map = game->map();
    std::vector<PhaseEntry> entries;
    entries.reserve(std::size_t(game->phaseCount()));
    for (int id = 0; id < game->phaseCount(); ++id) {
        PhaseEntry e = game->entry(id);
        const QString where =
            QCoreApplication::translate("GameFile", "phase %1 (%2)").arg(id).arg(phaseName(e.position.phase));
        if (e.parent >= 0 && normalised(e.position) != normalised(game->entry(e.parent).after)) {
            *error = where +
                     QCoreApplication::translate(
                         "GameFile", ": the position does not follow from the phase before it: ") +
                     positionDifference(map, normalised(e.position), normalised(game->entry(e.parent).after));
            return false;
        }
        if (!e.adjudicated) {
            entries.push_back(std::move(e));
            continue;
        }
        const PhaseOutcome judged = game->judge(id, e.rules);
        for (std::size_t k = 0; k < e.orders.size(); ++k) {
            const OrderResult &stored = e.results[k];
            const OrderResult &actual = judged.results[k];
            if (stored == actual)
                continue;
            if (resultText(map, e.position, stored) != resultText(map, e.position, actual))
                *error =
                    where + QCoreApplication::translate("GameFile",
                                                        ": the file says %1, but the order adjudicates as %2")
                                .arg(orderAndResult(map, e, k, stored), resultText(map, e.position, actual));
            else
                *error = where +
                         QCoreApplication::translate(
                             "GameFile",
                             ": the result of %1 names unit %2 (by %3), but the order is for unit %4 (by %5)")
                             .arg(orderAndResult(map, e, k, stored))
                             .arg(stored.unit)
                             .arg(stored.by)
                             .arg(actual.unit)
                             .arg(actual.by);
            return false;
        }
        // Version 1 did not record changes no order made; they are what the phase gives.
        if (version < 2)
            e.changes = judged.changes;
        if (e.changes != judged.changes) {
            const std::size_t n = std::min(e.changes.size(), judged.changes.size());
            std::size_t k = 0;
            while (k < n && e.changes[k] == judged.changes[k])
                ++k;
            const QString stored = k < e.changes.size() ? changeText(map, e.position, e.changes[k])
                                                        : QCoreApplication::translate("GameFile", "nothing");
            const QString actual = k < judged.changes.size()
                                       ? changeText(map, e.position, judged.changes[k])
                                       : QCoreApplication::translate("GameFile", "nothing");
            *error = where + QCoreApplication::translate(
                                 "GameFile", ": the file records the change '%1', but the phase gives '%2'")
                                 .arg(stored, actual);
            return false;
        }
        if (normalised(e.after) != normalised(judged.after) || e.skipped != judged.skipped) {
            *error = where +
                     QCoreApplication::translate("GameFile",
                                                 ": the position after it is not what its orders give: ") +
                     positionDifference(map, normalised(e.after), normalised(judged.after));
            return false;
        }
        entries.push_back(std::move(e));
    }
    game->replaceEntries(std::move(entries), game->current());
    return true;
}

QString endKindName(GameEndKind kind)
{
    switch (kind) {
    case GameEndKind::Victory:
        return QStringLiteral("victory");
    case GameEndKind::Draw:
        return QStringLiteral("draw");
    case GameEndKind::Called:
        return QStringLiteral("called");
    case GameEndKind::None:
        break;
    }
    return {};
}

} // namespace

static QString mapNameOf(const QJsonObject &root)
{
    // Files from before there was a second map name none (or could only name the standard one).
    const QString name = root[u"map"].toString();
    return name.isEmpty() ? QStringLiteral("standard") : name;
}

// A damaged file is reported at the line where the JSON stops making sense.
static QString jsonErrorPlace(const QByteArray &json, const QJsonParseError &parseError)
{
    const int line = int(json.left(parseError.offset).count('\n')) + 1;
    return QCoreApplication::translate("GameFile", "line %1: %2").arg(line).arg(parseError.errorString());
}

std::optional<QString> gameMapName(const QByteArray &json, QString *error)
{
    QJsonParseError parseError;
    const QJsonDocument doc = QJsonDocument::fromJson(json, &parseError);
    if (doc.isNull()) {
        *error = jsonErrorPlace(json, parseError);
        return std::nullopt;
    }
    if (doc.object()[u"format"].toString() != u"arbiter-game") {
        *error = QCoreApplication::translate("GameFile", "this is not an Arbiter game file");
        return std::nullopt;
    }
    return mapNameOf(doc.object());
}

QByteArray gameToJson(const Game &game)
{
    const Map &map = game.map();
    QJsonObject root;
    root[u"format"] = QStringLiteral("arbiter-game");
    root[u"version"] = gameFileVersion;
    root[u"map"] = map.name();
    if (!game.startVariant().isEmpty())
        root[u"start"] = game.startVariant();
    root[u"rules"] = game.rules().toString();
    root[u"drawMode"] = game.drawMode() == DrawMode::Dias ? QStringLiteral("DIAS") : QStringLiteral("NoDIAS");
    root[u"victoryCentres"] = game.victoryCentres();
    if (game.perpetualOrders())
        root[u"perpetualOrders"] = powerSetToJson(map, game.perpetualOrders());
    QJsonObject proxies;
    for (int p = 0; p < map.powerCount(); ++p) {
        if (game.proxiesOf(p))
            proxies[map.power(p).id] = powerSetToJson(map, game.proxiesOf(p));
    }
    if (!proxies.isEmpty())
        root[u"proxies"] = proxies;
    QJsonObject info;
    info[u"name"] = game.info().name;
    info[u"notes"] = game.info().notes;
    QJsonObject players;
    for (int p = 0; p < map.powerCount() && p < game.info().players.size(); ++p) {
        if (!game.info().players[p].isEmpty())
            players[map.power(p).id] = game.info().players[p];
    }
    info[u"players"] = players;
    if (game.info().endYear > 0)
        info[u"endYear"] = game.info().endYear;
    info[u"scoring"] = scoringSystemId(game.info().scoring);
    const ClockSettings &clock = game.info().clock;
    if (clock != ClockSettings()) {
        QJsonObject c;
        c[u"enabled"] = clock.enabled;
        c[u"firstMovement"] = clock.firstMovementMinutes;
        c[u"movement"] = clock.movementMinutes;
        c[u"retreat"] = clock.retreatMinutes;
        c[u"adjustment"] = clock.adjustmentMinutes;
        QJsonArray warnings;
        for (int w : clock.warningMinutes)
            warnings.append(w);
        c[u"warnings"] = warnings;
        info[u"clock"] = c;
    }
    root[u"info"] = info;
    root[u"current"] = game.current();
    QJsonArray phases;
    for (int id = 0; id < game.phaseCount(); ++id) {
        const PhaseEntry &e = game.entry(id);
        QJsonObject o;
        o[u"parent"] = e.parent;
        if (!e.branchName.isEmpty())
            o[u"branch"] = e.branchName;
        o[u"position"] = positionToJson(map, e.position);
        QJsonArray orders;
        for (const EnteredOrder &eo : e.orders) {
            QJsonObject oj;
            oj[u"typed"] = eo.text;
            oj[u"order"] = formatOrder(map, eo.order, true, e.position.phase.kind);
            orders.append(oj);
        }
        o[u"orders"] = orders;
        QJsonArray votes;
        for (const DrawVote &v : e.votes) {
            QJsonObject vj;
            vj[u"power"] = map.power(v.power).id;
            vj[u"draw"] = v.draw;
            if (game.drawMode() == DrawMode::NoDias && v.draw)
                vj[u"list"] = powerSetToJson(map, v.list);
            votes.append(vj);
        }
        if (!votes.isEmpty())
            o[u"votes"] = votes;
        o[u"adjudicated"] = e.adjudicated;
        if (e.adjudicated) {
            QJsonArray results;
            for (const OrderResult &r : e.results) {
                QJsonObject rj;
                rj[u"status"] = enumKey(r.status);
                rj[u"reason"] = enumKey(r.reason);
                rj[u"unit"] = r.unit;
                rj[u"by"] = r.by;
                results.append(rj);
            }
            o[u"results"] = results;
            QJsonArray changes;
            for (const BoardChange &c : e.changes) {
                QJsonObject cj;
                cj[u"reason"] = enumKey(c.reason);
                cj[u"power"] = map.power(c.power).id;
                cj[u"unit"] = c.unit;
                changes.append(cj);
            }
            if (!changes.isEmpty())
                o[u"changes"] = changes;
            o[u"rules"] = e.rules.toString();
            o[u"after"] = positionToJson(map, e.after);
            QJsonArray skipped;
            for (const Phase &s : e.skipped)
                skipped.append(s.code());
            if (!skipped.isEmpty())
                o[u"skipped"] = skipped;
        }
        if (e.elapsedSeconds >= 0)
            o[u"elapsed"] = e.elapsedSeconds;
        if (e.end.kind != GameEndKind::None) {
            QJsonObject end;
            end[u"kind"] = endKindName(e.end.kind);
            end[u"powers"] = powerSetToJson(map, e.end.powers);
            o[u"end"] = end;
        }
        phases.append(o);
    }
    root[u"phases"] = phases;
    return QJsonDocument(root).toJson(QJsonDocument::Indented);
}

std::optional<Game> gameFromJson(const QByteArray &json, std::shared_ptr<const Map> mapPtr, QString *error)
{
    error->clear();
    QJsonParseError parseError;
    const QJsonDocument doc = QJsonDocument::fromJson(json, &parseError);
    if (doc.isNull()) {
        *error = jsonErrorPlace(json, parseError);
        return std::nullopt;
    }
    const QJsonObject root = doc.object();
    if (root[u"format"].toString() != u"arbiter-game") {
        *error = QCoreApplication::translate("GameFile", "this is not an Arbiter game file");
        return std::nullopt;
    }
    const int version = root[u"version"].toInt();
    if (version > gameFileVersion) {
        *error = QCoreApplication::translate(
                     "GameFile",
                     "the file was written by a newer Arbiter (format version %1; this one reads up to %2)")
                     .arg(version)
                     .arg(gameFileVersion);
        return std::nullopt;
    }
    if (version < 1) {
        *error = QCoreApplication::translate("GameFile", "the file has no valid format version");
        return std::nullopt;
    }
    const Map &map = *mapPtr;
    const QString mapName = mapNameOf(root);
    if (mapName != map.name()) {
        *error =
            QCoreApplication::translate("GameFile", "map: the game is played on the map '%1', not on '%2'")
                .arg(mapName, map.name());
        return std::nullopt;
    }
    Reader reader(map, error);
    RuleSettings rules;
    QString ruleError;
    if (!RuleSettings::fromString(root[u"rules"].toString(), &rules, &ruleError)) {
        reader.fail(QStringLiteral("rules"), ruleError);
        return std::nullopt;
    }
    const DrawMode mode = root[u"drawMode"].toString() == u"NoDIAS" ? DrawMode::NoDias : DrawMode::Dias;
    GameInfo info;
    const QJsonObject infoJson = root[u"info"].toObject();
    info.name = infoJson[u"name"].toString();
    info.notes = infoJson[u"notes"].toString();
    info.players = QStringList(map.powerCount(), QString());
    const QJsonObject players = infoJson[u"players"].toObject();
    for (auto it = players.begin(); it != players.end(); ++it) {
        const int p = map.findPower(it.key());
        if (p < 0) {
            reader.fail(QStringLiteral("players"),
                        QCoreApplication::translate("GameFile", "unknown power '%1'").arg(it.key()));
            return std::nullopt;
        }
        info.players[p] = it.value().toString();
    }
    info.endYear = infoJson[u"endYear"].toInt(0);
    if (info.endYear < 0) {
        reader.fail(QStringLiteral("endYear"),
                    QCoreApplication::translate("GameFile", "%1 is not a year").arg(info.endYear));
        return std::nullopt;
    }
    if (infoJson.contains(u"scoring")) {
        const QString scoring = infoJson[u"scoring"].toString();
        const std::optional<ScoringSystem> system = findScoringSystem(scoring);
        if (!system) {
            reader.fail(QStringLiteral("scoring"),
                        QCoreApplication::translate("GameFile", "unknown scoring system '%1'").arg(scoring));
            return std::nullopt;
        }
        info.scoring = *system;
    }
    if (infoJson.contains(u"clock")) {
        const QJsonObject c = infoJson[u"clock"].toObject();
        ClockSettings &clock = info.clock;
        clock.enabled = c[u"enabled"].toBool(false);
        clock.firstMovementMinutes = c[u"firstMovement"].toInt(clock.firstMovementMinutes);
        clock.movementMinutes = c[u"movement"].toInt(clock.movementMinutes);
        clock.retreatMinutes = c[u"retreat"].toInt(clock.retreatMinutes);
        clock.adjustmentMinutes = c[u"adjustment"].toInt(clock.adjustmentMinutes);
        clock.warningMinutes.clear();
        for (const QJsonValue &w : c[u"warnings"].toArray())
            clock.warningMinutes.push_back(w.toInt());
        const auto negative = [](int m) { return m < 0; };
        if (clock.firstMovementMinutes < 0 || clock.movementMinutes < 0 || clock.retreatMinutes < 0 ||
            clock.adjustmentMinutes < 0 ||
            std::any_of(clock.warningMinutes.begin(), clock.warningMinutes.end(), negative)) {
            reader.fail(QStringLiteral("clock"),
                        QCoreApplication::translate("GameFile", "a time is negative"));
            return std::nullopt;
        }
    }
    const QJsonArray phases = root[u"phases"].toArray();
    if (phases.isEmpty()) {
        reader.fail(QStringLiteral("phases"),
                    QCoreApplication::translate("GameFile", "the game has no phases"));
        return std::nullopt;
    }
    OrderParser parser(map);
    const QMetaEnum statusEnum = QMetaEnum::fromType<OrderStatus>();
    const QMetaEnum reasonEnum = QMetaEnum::fromType<OrderReason>();
    std::vector<PhaseEntry> entries;
    for (int id = 0; id < phases.size(); ++id) {
        const QJsonObject o = phases[id].toObject();
        const QString where = QCoreApplication::translate("GameFile", "phase %1").arg(id);
        PhaseEntry e;
        e.parent = o[u"parent"].toInt(-2);
        if (e.parent < -1 || e.parent >= id) {
            reader.fail(
                where,
                QCoreApplication::translate("GameFile", "parent %1 is not an earlier phase").arg(e.parent));
            return std::nullopt;
        }
        if (e.parent >= 0)
            entries[std::size_t(e.parent)].children.push_back(id);
        e.branchName = o[u"branch"].toString();
        if (!reader.position(where, o[u"position"].toObject(), &e.position))
            return std::nullopt;
        for (const QJsonValue &v : o[u"orders"].toArray()) {
            const QJsonObject oj = v.toObject();
            const ParsedOrder parsed = parser.parse(oj[u"order"].toString());
            if (!parsed.ok()) {
                reader.fail(where, QCoreApplication::translate("GameFile", "order '%1' cannot be read")
                                       .arg(oj[u"order"].toString()));
                return std::nullopt;
            }
            e.orders.push_back({oj[u"typed"].toString(), parsed.order});
        }
        for (const QJsonValue &v : o[u"votes"].toArray()) {
            const QJsonObject vj = v.toObject();
            DrawVote vote;
            vote.power = map.findPower(vj[u"power"].toString());
            vote.draw = vj[u"draw"].toBool();
            if (vote.power < 0 || !reader.powerSet(where, vj[u"list"], &vote.list)) {
                reader.fail(where,
                            QCoreApplication::translate("GameFile", "a draw vote names an unknown power"));
                return std::nullopt;
            }
            e.votes.push_back(vote);
        }
        e.adjudicated = o[u"adjudicated"].toBool();
        if (e.adjudicated) {
            const QJsonArray results = o[u"results"].toArray();
            if (results.size() != qsizetype(e.orders.size())) {
                reader.fail(where, QCoreApplication::translate("GameFile", "%1 results for %2 orders")
                                       .arg(results.size())
                                       .arg(e.orders.size()));
                return std::nullopt;
            }
            for (const QJsonValue &v : results) {
                const QJsonObject rj = v.toObject();
                bool ok1 = false;
                bool ok2 = false;
                OrderResult r;
                r.status =
                    OrderStatus(statusEnum.keyToValue(rj[u"status"].toString().toLatin1().constData(), &ok1));
                r.reason =
                    OrderReason(reasonEnum.keyToValue(rj[u"reason"].toString().toLatin1().constData(), &ok2));
                r.unit = rj[u"unit"].toInt(-1);
                r.by = rj[u"by"].toInt(-1);
                if (!ok1 || !ok2) {
                    reader.fail(where, QCoreApplication::translate("GameFile", "result '%1' is not known")
                                           .arg(rj[u"reason"].toString()));
                    return std::nullopt;
                }
                e.results.push_back(r);
            }
            for (const QJsonValue &v : o[u"changes"].toArray()) {
                const QJsonObject cj = v.toObject();
                bool ok = false;
                BoardChange c;
                c.reason =
                    OrderReason(reasonEnum.keyToValue(cj[u"reason"].toString().toLatin1().constData(), &ok));
                c.power = map.findPower(cj[u"power"].toString());
                c.unit = cj[u"unit"].toInt(-1);
                if (!ok || c.power < 0) {
                    reader.fail(where, QCoreApplication::translate("GameFile", "change '%1' is not known")
                                           .arg(cj[u"reason"].toString()));
                    return std::nullopt;
                }
                e.changes.push_back(c);
            }
            // Version 1 kept one rules field for the whole game: the best that is known of each phase.
            e.rules = version >= 2 ? RuleSettings() : rules;
            if (version >= 2 && !RuleSettings::fromString(o[u"rules"].toString(), &e.rules, &ruleError)) {
                reader.fail(where, ruleError);
                return std::nullopt;
            }
            if (!reader.position(where + QCoreApplication::translate("GameFile", " (after)"),
                                 o[u"after"].toObject(), &e.after))
                return std::nullopt;
            for (const QJsonValue &v : o[u"skipped"].toArray()) {
                Phase p;
                if (!Phase::fromCode(v.toString(), &p)) {
                    reader.fail(where,
                                QCoreApplication::translate("GameFile", "skipped phase '%1' is not valid")
                                    .arg(v.toString()));
                    return std::nullopt;
                }
                e.skipped.push_back(p);
            }
        }
        e.elapsedSeconds = o[u"elapsed"].toInt(-1);
        const QJsonObject end = o[u"end"].toObject();
        if (!end.isEmpty()) {
            const QString kind = end[u"kind"].toString();
            e.end.kind = GameEndKind::None;
            for (GameEndKind k : {GameEndKind::Victory, GameEndKind::Draw, GameEndKind::Called}) {
                if (kind == endKindName(k))
                    e.end.kind = k;
            }
            if (e.end.kind == GameEndKind::None) {
                reader.fail(where,
                            QCoreApplication::translate("GameFile", "unknown game end '%1'").arg(kind));
                return std::nullopt;
            }
            if (!reader.powerSet(where, end[u"powers"], &e.end.powers))
                return std::nullopt;
        }
        entries.push_back(std::move(e));
    }
    const int current = root[u"current"].toInt(-1);
    if (current < 0 || current >= int(entries.size())) {
        reader.fail(QStringLiteral("current"),
                    QCoreApplication::translate("GameFile", "phase %1 does not exist").arg(current));
        return std::nullopt;
    }
    PowerSet perpetual = 0;
    if (!reader.powerSet(QStringLiteral("perpetualOrders"), root[u"perpetualOrders"], &perpetual))
        return std::nullopt;
    std::vector<PowerSet> proxies(std::size_t(map.powerCount()), 0);
    const QJsonObject proxiesJson = root[u"proxies"].toObject();
    for (auto it = proxiesJson.begin(); it != proxiesJson.end(); ++it) {
        const int owner = map.findPower(it.key());
        if (owner < 0) {
            reader.fail(QStringLiteral("proxies"),
                        QCoreApplication::translate("GameFile", "unknown power '%1'").arg(it.key()));
            return std::nullopt;
        }
        if (!reader.powerSet(QStringLiteral("proxies"), it.value(), &proxies[std::size_t(owner)]))
            return std::nullopt;
    }
    Game game =
        Game::fromParts(std::move(mapPtr), rules, mode, root[u"victoryCentres"].toInt(map.victoryCentres()),
                        perpetual, std::move(proxies), std::move(info), std::move(entries), current);
    const QString start = root[u"start"].toString();
    if (!start.isEmpty() && !map.startingUnits(start)) {
        *error = QCoreApplication::translate("GameFile", "start: the map '%1' has no start variant '%2'")
                     .arg(map.name(), start);
        return std::nullopt;
    }
    game.setStartVariant(start);
    if (!verifyRecord(&game, version, error))
        return std::nullopt;
    return game;
}

bool saveGame(const Game &game, const QString &path, QString *error)
{
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly)) {
        *error = file.errorString();
        return false;
    }
    file.write(gameToJson(game));
    if (!file.commit()) {
        *error = file.errorString();
        return false;
    }
    return true;
}

std::optional<Game> loadGame(const QString &path, std::shared_ptr<const Map> map, QString *error)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        *error = file.errorString();
        return std::nullopt;
    }
    return gameFromJson(file.readAll(), std::move(map), error);
}

} // namespace arbiter
