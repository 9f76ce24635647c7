// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
#include "record/game_file.h"

#include "record/json_location.h"
#include "record/results_report.h"
#include "text/order_formatter.h"
#include "text/order_parser.h"
#include "text/order_sheet.h"
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

// The path to a value inside the one `path` leads to.
JsonPath operator+(JsonPath path, const JsonPath &more)
{
    path.insert(path.end(), more.begin(), more.end());
    return path;
}

// A problem of a file that reads as JSON: the line of the value at `path`, what it belongs to (`where`, a
// phase, or empty) and what is wrong.
QString fileProblem(QByteArrayView json, const JsonPath &path, const QString &where, const QString &message)
{
    return QCoreApplication::translate("GameFile", "line %1: %2")
        .arg(jsonLineOf(json, path))
        .arg(where.isEmpty() ? message : where + QStringLiteral(": ") + message);
}

// A phase of the file for messages, counted from 1 as a reader counts them, with its name when it has one.
QString phaseInFile(int id, const Phase *phase)
{
    if (!phase)
        return QCoreApplication::translate("GameFile", "phase %1").arg(id + 1);
    return QCoreApplication::translate("GameFile", "phase %1 (%2)").arg(id + 1).arg(phaseName(*phase));
}

// Reading: every problem names its line in the file and what is wrong there,
// "line 189: phase 1 (Spring 1901 Movement): a fleet cannot stand in Vienna (inland)".
class Reader
{
  public:
    Reader(const Map &map, QByteArrayView json, QString *error) : m_map(map), m_json(json), m_error(error) {}

    bool fail(const JsonPath &path, const QString &where, const QString &message)
    {
        if (m_error->isEmpty())
            *m_error = fileProblem(m_json, path, where, message);
        return false;
    }

    bool powerSet(const JsonPath &path, const QString &where, const QJsonValue &v, PowerSet *set)
    {
        *set = 0;
        const QJsonArray powers = v.toArray();
        for (qsizetype k = 0; k < powers.size(); ++k) {
            const int power = m_map.findPower(powers[k].toString());
            if (power < 0)
                return fail(
                    path + JsonPath{k}, where,
                    QCoreApplication::translate("GameFile", "unknown power '%1'").arg(powers[k].toString()));
            *set |= PowerSet(1) << power;
        }
        return true;
    }

    // `path` leads to the position's object.
    bool position(const JsonPath &path, const QString &where, const QJsonObject &o, Position *p)
    {
        *p = Position::initial(m_map);
        p->units.clear();
        std::fill(p->owner.begin(), p->owner.end(), -1);
        if (!Phase::fromCode(o[u"phase"].toString(), &p->phase))
            return fail(path + JsonPath{"phase"}, where,
                        QCoreApplication::translate("GameFile", "phase '%1' is not valid")
                            .arg(o[u"phase"].toString()));
        std::vector<bool> occupied(std::size_t(m_map.provinceCount()), false);
        const QJsonArray units = o[u"units"].toArray();
        for (qsizetype k = 0; k < units.size(); ++k) {
            Unit u;
            const QString why = unitProblem(units[k].toString(), &u);
            if (!why.isEmpty())
                return fail(path + JsonPath{"units", k}, where, why);
            const int province = m_map.location(u.location).province;
            if (occupied[std::size_t(province)])
                return fail(path + JsonPath{"units", k}, where,
                            QCoreApplication::translate("GameFile", "two units in %1")
                                .arg(m_map.provinceName(province)));
            occupied[std::size_t(province)] = true;
            p->units.push_back(u);
        }
        const QJsonArray dislodged = o[u"dislodged"].toArray();
        for (qsizetype k = 0; k < dislodged.size(); ++k) {
            const QJsonObject d = dislodged[k].toObject();
            DislodgedUnit du;
            const QString why = unitProblem(d[u"unit"].toString(), &du.unit);
            if (!why.isEmpty())
                return fail(path + JsonPath{"dislodged", k, "unit"}, where, why);
            const QString from = d[u"attackerFrom"].toString();
            du.attackerOrigin = from.isEmpty() ? -1 : m_map.findProvince(from);
            if (!from.isEmpty() && du.attackerOrigin < 0)
                return fail(path + JsonPath{"dislodged", k, "attackerFrom"}, where,
                            QCoreApplication::translate("GameFile", "unknown province '%1'").arg(from));
            du.dislodgedByConvoy = d[u"byConvoy"].toBool();
            p->dislodged.push_back(du);
        }
        const QJsonObject owners = o[u"owners"].toObject();
        for (auto it = owners.begin(); it != owners.end(); ++it) {
            const int province = m_map.findProvince(it.key());
            const int power = m_map.findPower(it.value().toString());
            if (province < 0 || power < 0 || !m_map.province(province).supplyCentre) {
                const QByteArray key = it.key().toUtf8();
                return fail(path + JsonPath{"owners", QByteArrayView(key)}, where,
                            QCoreApplication::translate("GameFile", "owner entry '%1: %2' is not valid")
                                .arg(it.key(), it.value().toString()));
            }
            p->owner[std::size_t(province)] = power;
        }
        const QJsonArray contested = o[u"contested"].toArray();
        for (qsizetype k = 0; k < contested.size(); ++k) {
            const int province = m_map.findProvince(contested[k].toString());
            if (province < 0)
                return fail(path + JsonPath{"contested", k}, where,
                            QCoreApplication::translate("GameFile", "unknown province '%1'")
                                .arg(contested[k].toString()));
            p->contested[std::size_t(province)] = true;
        }
        return true;
    }

  private:
    // Reads "austria F tri" into `u`; else says what is wrong with it, in the words of the board.
    QString unitProblem(const QString &text, Unit *u) const
    {
        const QStringList parts = text.split(u' ', Qt::SkipEmptyParts);
        if (parts.size() != 3)
            return QCoreApplication::translate("GameFile", "unit '%1' is not 'power A|F place'").arg(text);
        u->power = m_map.findPower(parts[0]);
        if (u->power < 0)
            return QCoreApplication::translate("GameFile", "unit '%1': unknown power '%2'")
                .arg(text, parts[0]);
        if (parts[1] != u"A" && parts[1] != u"F")
            return QCoreApplication::translate("GameFile",
                                               "unit '%1': '%2' is neither A (army) nor F (fleet)")
                .arg(text, parts[1]);
        u->type = parts[1] == u"F" ? UnitType::Fleet : UnitType::Army;
        u->location = m_map.findLocation(parts[2]);
        if (u->location < 0) {
            const QString province = parts[2].section(u'/', 0, 0);
            if (province == parts[2] || m_map.findLocation(province) < 0)
                return QCoreApplication::translate("GameFile", "unit '%1': unknown place '%2'")
                    .arg(text, province);
            return QCoreApplication::translate("GameFile", "unit '%1': %2 has no coast '%3'")
                .arg(text, m_map.locationName(m_map.findLocation(province)), parts[2].section(u'/', 1));
        }
        if (m_map.canHold(u->type, u->location))
            return QString();
        const int province = m_map.location(u->location).province;
        const QString place = m_map.provinceName(province);
        if (u->type == UnitType::Army && m_map.kind(province) == ProvinceKind::Sea)
            return QCoreApplication::translate("GameFile", "an army cannot stand in %1 (sea)").arg(place);
        if (u->type == UnitType::Army)
            return QCoreApplication::translate("GameFile", "an army stands in %1, not on one of its coasts")
                .arg(place);
        if (m_map.kind(province) == ProvinceKind::Land)
            return QCoreApplication::translate("GameFile", "a fleet cannot stand in %1 (inland)").arg(place);
        QStringList coasts;
        for (int coast : m_map.province(province).coasts)
            coasts.append(m_map.location(coast).coast);
        return QCoreApplication::translate("GameFile", "a fleet in %1 needs its coast (%2)")
            .arg(place, coasts.join(QStringLiteral(", ")));
    }

    const Map &m_map;
    QByteArrayView m_json;
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
            const JsonPath resultPath = path + JsonPath{"results", qsizetype(k)};
            if (resultText(map, e.position, stored) != resultText(map, e.position, actual))
                *error = fileProblem(
                    json, resultPath, where,
                    QCoreApplication::translate("GameFile",
                                                "the file says %1, but the order adjudicates as %2")
                        .arg(orderAndResult(map, e, k, stored), resultText(map, e.position, actual)));
            else
                *error = fileProblem(
                    json, resultPath, where,
                    QCoreApplication::translate(
                        "GameFile",
                        "the result of %1 names unit %2 (by %3), but the order is for unit %4 (by %5)")
                        .arg(orderAndResult(map, e, k, stored))
                        .arg(stored.unit)
                        .arg(stored.by)
                        .arg(actual.unit)
                        .arg(actual.by));
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
            *error = fileProblem(json, path + JsonPath{"changes", qsizetype(k)}, where,
                                 QCoreApplication::translate(
                                     "GameFile", "the file records the change '%1', but the phase gives '%2'")
                                     .arg(stored, actual));
            return false;
        }
        if (normalised(e.after) != normalised(judged.after) || e.skipped != judged.skipped) {
            *error = fileProblem(json, path + JsonPath{"after"}, where,
                                 QCoreApplication::translate(
                                     "GameFile", "the position after it is not what its orders give: ") +
                                     positionDifference(map, normalised(e.after), normalised(judged.after)));
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
// A few characters of `text` from `offset` that can be shown in a message: printable ASCII up to the end of
// the line, at most `count`, with "…" when there is more.
static QString printableAt(QByteArrayView text, qsizetype offset, qsizetype count)
{
    QString shown;
    for (qsizetype i = offset; i < text.size() && text[i] >= ' ' && text[i] < 127; ++i) {
        if (shown.size() == count)
            return shown + u'…';
        shown += QLatin1Char(text[i]);
    }
    return shown;
}

// Why a file is no JSON document, in words that tell a reader who opened the wrong file what it is.
static QString jsonSyntaxProblem(const QByteArray &json, const QJsonParseError &parseError)
{
    qsizetype start = json.startsWith("\xEF\xBB\xBF") ? 3 : 0; // a UTF-8 byte order mark
    while (start < json.size() && QChar::isSpace(uchar(json[start])))
        ++start;
    if (start == json.size())
        return QCoreApplication::translate("GameFile", "the file is empty");
    if (json[start] != '{' && json[start] != '[')
        return QCoreApplication::translate("GameFile",
                                           "this is not an Arbiter game file: it is not JSON text (line %1)")
            .arg(lineAt(json, start));
    const QString near = printableAt(json, parseError.offset, 12);
    const QString problem =
        near.isEmpty()
            ? parseError.errorString()
            : QCoreApplication::translate("GameFile", "%1 at '%2'").arg(parseError.errorString(), near);
    return QCoreApplication::translate("GameFile", "line %1: %2")
        .arg(lineAt(json, parseError.offset))
        .arg(problem);
}

// The document's top object; else says why there is none.
static std::optional<QJsonObject> gameDocument(const QByteArray &json, QString *error)
{
    QJsonParseError parseError;
    const QJsonDocument doc = QJsonDocument::fromJson(json, &parseError);
    if (doc.isNull()) {
        *error = jsonSyntaxProblem(json, parseError);
        return std::nullopt;
    }
    if (doc.object()[u"format"].toString() != u"arbiter-game") {
        *error = QCoreApplication::translate("GameFile", "this is not an Arbiter game file");
        return std::nullopt;
    }
    return doc.object();
}

std::optional<QString> gameMapName(const QByteArray &json, QString *error)
{
    const std::optional<QJsonObject> root = gameDocument(json, error);
    if (!root)
        return std::nullopt;
    return mapNameOf(*root);
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
    const std::optional<QJsonObject> document = gameDocument(json, error);
    if (!document)
        return std::nullopt;
    const QJsonObject &root = *document;
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
    Reader reader(map, json, error);
    RuleSettings rules;
    QString ruleError;
    if (!RuleSettings::fromString(root[u"rules"].toString(), &rules, &ruleError)) {
        reader.fail({"rules"}, QStringLiteral("rules"), ruleError);
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
            const QByteArray key = it.key().toUtf8();
            reader.fail({"info", "players", QByteArrayView(key)}, QStringLiteral("players"),
                        QCoreApplication::translate("GameFile", "unknown power '%1'").arg(it.key()));
            return std::nullopt;
        }
        info.players[p] = it.value().toString();
    }
    info.endYear = infoJson[u"endYear"].toInt(0);
    if (info.endYear < 0) {
        reader.fail({"info", "endYear"}, QStringLiteral("endYear"),
                    QCoreApplication::translate("GameFile", "%1 is not a year").arg(info.endYear));
        return std::nullopt;
    }
    if (infoJson.contains(u"scoring")) {
        const QString scoring = infoJson[u"scoring"].toString();
        const std::optional<ScoringSystem> system = findScoringSystem(scoring);
        if (!system) {
            reader.fail({"info", "scoring"}, QStringLiteral("scoring"),
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
            reader.fail({"info", "clock"}, QStringLiteral("clock"),
                        QCoreApplication::translate("GameFile", "a time is negative"));
            return std::nullopt;
        }
    }
    const QJsonArray phases = root[u"phases"].toArray();
    if (phases.isEmpty()) {
        reader.fail({"phases"}, QStringLiteral("phases"),
                    QCoreApplication::translate("GameFile", "the game has no phases"));
        return std::nullopt;
    }
    OrderParser parser(map);
    const QMetaEnum statusEnum = QMetaEnum::fromType<OrderStatus>();
    const QMetaEnum reasonEnum = QMetaEnum::fromType<OrderReason>();
    std::vector<PhaseEntry> entries;
    for (int id = 0; id < phases.size(); ++id) {
        const QJsonObject o = phases[id].toObject();
        const JsonPath path{"phases", id};
        Phase phase;
        const bool named = Phase::fromCode(o[u"position"][u"phase"].toString(), &phase);
        const QString where = phaseInFile(id, named ? &phase : nullptr);
        PhaseEntry e;
        e.parent = o[u"parent"].toInt(-2);
        if (e.parent < -1 || e.parent >= id) {
            // The file counts parents from 0, as it stores them; the message counts phases from 1.
            reader.fail(path + JsonPath{"parent"}, where,
                        e.parent < -1
                            ? QCoreApplication::translate("GameFile", "the parent is missing or not valid")
                            : QCoreApplication::translate("GameFile", "its parent is not an earlier phase"));
            return std::nullopt;
        }
        if (e.parent >= 0)
            entries[std::size_t(e.parent)].children.push_back(id);
        e.branchName = o[u"branch"].toString();
        if (!reader.position(path + JsonPath{"position"}, where, o[u"position"].toObject(), &e.position))
            return std::nullopt;
        const QJsonArray orders = o[u"orders"].toArray();
        for (qsizetype k = 0; k < orders.size(); ++k) {
            const QJsonObject oj = orders[k].toObject();
            const ParsedOrder parsed = parser.parse(oj[u"order"].toString());
            if (!parsed.ok()) {
                reader.fail(path + JsonPath{"orders", k, "order"}, where,
                            QCoreApplication::translate("GameFile", "order '%1' cannot be read: %2")
                                .arg(oj[u"order"].toString(), describeParseError(parsed.error)));
                return std::nullopt;
            }
            e.orders.push_back({oj[u"typed"].toString(), parsed.order});
        }
        const QJsonArray votes = o[u"votes"].toArray();
        for (qsizetype k = 0; k < votes.size(); ++k) {
            const QJsonObject vj = votes[k].toObject();
            const JsonPath votePath = path + JsonPath{"votes", k};
            DrawVote vote;
            vote.power = map.findPower(vj[u"power"].toString());
            vote.draw = vj[u"draw"].toBool();
            if (vote.power < 0) {
                reader.fail(votePath + JsonPath{"power"}, where,
                            QCoreApplication::translate("GameFile", "a draw vote names an unknown power"));
                return std::nullopt;
            }
            if (!reader.powerSet(votePath + JsonPath{"list"}, where, vj[u"list"], &vote.list))
                return std::nullopt;
            e.votes.push_back(vote);
        }
        e.adjudicated = o[u"adjudicated"].toBool();
        if (e.adjudicated) {
            const QJsonArray results = o[u"results"].toArray();
            if (results.size() != qsizetype(e.orders.size())) {
                reader.fail(path + JsonPath{"results"}, where,
                            QCoreApplication::translate("GameFile", "%1 results for %2 orders")
                                .arg(results.size())
                                .arg(e.orders.size()));
                return std::nullopt;
            }
            for (qsizetype k = 0; k < results.size(); ++k) {
                const QJsonObject rj = results[k].toObject();
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
                    reader.fail(path + JsonPath{"results", k}, where,
                                QCoreApplication::translate("GameFile", "result '%1' is not known")
                                    .arg(rj[u"reason"].toString()));
                    return std::nullopt;
                }
                e.results.push_back(r);
            }
            const QJsonArray changes = o[u"changes"].toArray();
            for (qsizetype k = 0; k < changes.size(); ++k) {
                const QJsonObject cj = changes[k].toObject();
                bool ok = false;
                BoardChange c;
                c.reason =
                    OrderReason(reasonEnum.keyToValue(cj[u"reason"].toString().toLatin1().constData(), &ok));
                c.power = map.findPower(cj[u"power"].toString());
                c.unit = cj[u"unit"].toInt(-1);
                if (!ok || c.power < 0) {
                    reader.fail(path + JsonPath{"changes", k}, where,
                                QCoreApplication::translate("GameFile", "change '%1' is not known")
                                    .arg(cj[u"reason"].toString()));
                    return std::nullopt;
                }
                e.changes.push_back(c);
            }
            // Version 1 kept one rules field for the whole game: the best that is known of each phase.
            e.rules = version >= 2 ? RuleSettings() : rules;
            if (version >= 2 && !RuleSettings::fromString(o[u"rules"].toString(), &e.rules, &ruleError)) {
                reader.fail(path + JsonPath{"rules"}, where, ruleError);
                return std::nullopt;
            }
            if (!reader.position(
                    path + JsonPath{"after"},
                    QCoreApplication::translate("GameFile", "%1, the position after it").arg(where),
                    o[u"after"].toObject(), &e.after))
                return std::nullopt;
            const QJsonArray skipped = o[u"skipped"].toArray();
            for (qsizetype k = 0; k < skipped.size(); ++k) {
                Phase p;
                if (!Phase::fromCode(skipped[k].toString(), &p)) {
                    reader.fail(path + JsonPath{"skipped", k}, where,
                                QCoreApplication::translate("GameFile", "skipped phase '%1' is not valid")
                                    .arg(skipped[k].toString()));
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
                reader.fail(path + JsonPath{"end", "kind"}, where,
                            QCoreApplication::translate("GameFile", "unknown game end '%1'").arg(kind));
                return std::nullopt;
            }
            if (!reader.powerSet(path + JsonPath{"end", "powers"}, where, end[u"powers"], &e.end.powers))
                return std::nullopt;
        }
        entries.push_back(std::move(e));
    }
    const int current = root[u"current"].toInt(-1);
    if (current < 0 || current >= int(entries.size())) {
        // The field counts phases from 0; the message shows its number as the file has it.
        reader.fail(
            {"current"}, QStringLiteral("current"),
            QCoreApplication::translate("GameFile", "there is no phase %1 (the file has %2, counted from 0)")
                .arg(current)
                .arg(entries.size()));
        return std::nullopt;
    }
    PowerSet perpetual = 0;
    if (!reader.powerSet({"perpetualOrders"}, QStringLiteral("perpetualOrders"), root[u"perpetualOrders"],
                         &perpetual))
        return std::nullopt;
    std::vector<PowerSet> proxies(std::size_t(map.powerCount()), 0);
    const QJsonObject proxiesJson = root[u"proxies"].toObject();
    for (auto it = proxiesJson.begin(); it != proxiesJson.end(); ++it) {
        const int owner = map.findPower(it.key());
        const QByteArray key = it.key().toUtf8();
        if (owner < 0) {
            reader.fail({"proxies", QByteArrayView(key)}, QStringLiteral("proxies"),
                        QCoreApplication::translate("GameFile", "unknown power '%1'").arg(it.key()));
            return std::nullopt;
        }
        if (!reader.powerSet({"proxies", QByteArrayView(key)}, QStringLiteral("proxies"), it.value(),
                             &proxies[std::size_t(owner)]))
            return std::nullopt;
    }
    Game game =
        Game::fromParts(std::move(mapPtr), rules, mode, root[u"victoryCentres"].toInt(map.victoryCentres()),
                        perpetual, std::move(proxies), std::move(info), std::move(entries), current);
    const QString start = root[u"start"].toString();
    if (!start.isEmpty() && !map.startingUnits(start)) {
        reader.fail({"start"}, QStringLiteral("start"),
                    QCoreApplication::translate("GameFile", "the map '%1' has no start variant '%2'")
                        .arg(map.name(), start));
        return std::nullopt;
    }
    game.setStartVariant(start);
    if (!verifyRecord(&game, version, json, error))
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
