// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
#include "record/game_file.h"

#include "record/game_end_names.h"
#include "text/order_formatter.h"

#include <QDateTime>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QMetaEnum>
#include <QSaveFile>

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

QJsonObject infoJson(const Map &map, const GameInfo &gameInfo)
{
    QJsonObject info;
    info[u"name"] = gameInfo.name;
    info[u"notes"] = gameInfo.notes;
    QJsonObject players;
    for (int p = 0; p < map.powerCount() && p < gameInfo.players.size(); ++p) {
        if (!gameInfo.players[p].isEmpty())
            players[map.power(p).id] = gameInfo.players[p];
    }
    info[u"players"] = players;
    if (gameInfo.endYear > 0)
        info[u"endYear"] = gameInfo.endYear;
    info[u"scoring"] = scoringSystemId(gameInfo.scoring);
    const ClockSettings &clock = gameInfo.clock;
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
    return info;
}

// What an adjudication gave: the results, the changes no order made, the rules, the position after it and
// the phases skipped on the way to the next one.
void addOutcomeJson(const Map &map, const PhaseEntry &e, QJsonObject *o)
{
    QJsonArray results;
    for (const OrderResult &r : e.results) {
        QJsonObject rj;
        rj[u"status"] = enumKey(r.status);
        rj[u"reason"] = enumKey(r.reason);
        rj[u"unit"] = r.unit;
        rj[u"by"] = r.by;
        results.append(rj);
    }
    (*o)[u"results"] = results;
    QJsonArray changes;
    for (const BoardChange &c : e.changes) {
        QJsonObject cj;
        cj[u"reason"] = enumKey(c.reason);
        cj[u"power"] = map.power(c.power).id;
        cj[u"unit"] = c.unit;
        changes.append(cj);
    }
    if (!changes.isEmpty())
        (*o)[u"changes"] = changes;
    (*o)[u"rules"] = e.rules.toString();
    (*o)[u"after"] = positionToJson(map, e.after);
    QJsonArray skipped;
    for (const Phase &s : e.skipped)
        skipped.append(s.code());
    if (!skipped.isEmpty())
        (*o)[u"skipped"] = skipped;
}

QJsonObject phaseJson(const Map &map, DrawMode drawMode, const PhaseEntry &e)
{
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
        if (!eo.source.isEmpty())
            oj[u"source"] = eo.source;
        orders.append(oj);
    }
    o[u"orders"] = orders;
    QJsonArray votes;
    for (const DrawVote &v : e.votes) {
        QJsonObject vj;
        vj[u"power"] = map.power(v.power).id;
        vj[u"draw"] = v.draw;
        if (drawMode == DrawMode::NoDias && v.draw)
            vj[u"list"] = powerSetToJson(map, v.list);
        votes.append(vj);
    }
    if (!votes.isEmpty())
        o[u"votes"] = votes;
    o[u"adjudicated"] = e.adjudicated;
    if (e.adjudicated)
        addOutcomeJson(map, e, &o);
    if (e.elapsedSeconds >= 0)
        o[u"elapsed"] = e.elapsedSeconds;
    // A phase saved mid-phase keeps its clock: the time given and the time run until now. Whether the clock
    // ran is kept too; the time the file then lies closed is not counted (the game was adjourned).
    if (e.clock && !e.adjudicated) {
        QJsonObject clock;
        clock[u"durationMs"] = double(e.clock->durationMs);
        clock[u"elapsedMs"] = double(e.clock->elapsedAt(QDateTime::currentMSecsSinceEpoch()));
        clock[u"paused"] = e.clock->paused;
        o[u"clock"] = clock;
    }
    if (e.end.kind != GameEndKind::None) {
        QJsonObject end;
        end[u"kind"] = endKindName(e.end.kind);
        end[u"powers"] = powerSetToJson(map, e.end.powers);
        o[u"end"] = end;
    }
    return o;
}

} // namespace

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
    root[u"info"] = infoJson(map, game.info());
    if (game.importReport())
        root[u"import"] = importReportToJson(*game.importReport());
    root[u"current"] = game.current();
    QJsonArray phases;
    for (int id = 0; id < game.phaseCount(); ++id)
        phases.append(phaseJson(map, game.drawMode(), game.entry(id)));
    root[u"phases"] = phases;
    return QJsonDocument(root).toJson(QJsonDocument::Indented);
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

} // namespace arbiter
