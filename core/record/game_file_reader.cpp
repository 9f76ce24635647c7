// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
#include "record/game_file.h"

#include "record/game_end_names.h"
#include "record/game_file_problem.h"
#include "record/json_location.h"
#include "record/record_verifier.h"
#include "text/order_parser.h"
#include "text/order_sheet.h"

#include <QCoreApplication>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QMetaEnum>

#include <algorithm>

namespace arbiter {

namespace {

QString mapNameOf(const QJsonObject &root)
{
    // Files from before there was a second map name none (or could only name the standard one).
    const QString name = root[u"map"].toString();
    return name.isEmpty() ? QStringLiteral("standard") : name;
}

// A damaged file is reported at the line where the JSON stops making sense.
// A few characters of `text` from `offset` that can be shown in a message: printable ASCII up to the end of
// the line, at most `count`, with "…" when there is more.
QString printableAt(QByteArrayView text, qsizetype offset, qsizetype count)
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
QString jsonSyntaxProblem(const QByteArray &json, const QJsonParseError &parseError)
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
std::optional<QJsonObject> gameDocument(const QByteArray &json, QString *error)
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

// The file's format version when this Arbiter reads it; else says why it does not.
std::optional<int> readableVersion(const QJsonObject &root, QString *error)
{
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
    return version;
}

// Every problem names its line in the file and what is wrong there,
// "line 189: phase 1 (Spring 1901 Movement): a fleet cannot stand in Vienna (inland)"; the first problem
// found is the one reported, and each step returns false once there is one.
class GameFileReader
{
  public:
    GameFileReader(const Map &map, QByteArrayView json, int version, QString *error)
        : m_map(map), m_json(json), m_version(version), m_error(error)
    {
    }

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

    bool rules(const QJsonObject &root, RuleSettings *rules)
    {
        QString ruleError;
        if (!RuleSettings::fromString(root[u"rules"].toString(), rules, &ruleError))
            return fail({"rules"}, QStringLiteral("rules"), ruleError);
        return true;
    }

    bool info(const QJsonObject &infoJson, GameInfo *info)
    {
        info->name = infoJson[u"name"].toString();
        info->notes = infoJson[u"notes"].toString();
        if (!players(infoJson[u"players"].toObject(), &info->players))
            return false;
        info->endYear = infoJson[u"endYear"].toInt(0);
        if (info->endYear < 0)
            return fail({"info", "endYear"}, QStringLiteral("endYear"),
                        QCoreApplication::translate("GameFile", "%1 is not a year").arg(info->endYear));
        if (infoJson.contains(u"scoring")) {
            const QString scoring = infoJson[u"scoring"].toString();
            const std::optional<ScoringSystem> system = findScoringSystem(scoring);
            if (!system)
                return fail(
                    {"info", "scoring"}, QStringLiteral("scoring"),
                    QCoreApplication::translate("GameFile", "unknown scoring system '%1'").arg(scoring));
            info->scoring = *system;
        }
        if (infoJson.contains(u"clock"))
            return clock(infoJson[u"clock"].toObject(), &info->clock);
        return true;
    }

    // `gameRules`: the rules field of the whole game, the rules of each phase in a version 1 file.
    bool phases(const QJsonArray &phases, const RuleSettings &gameRules, std::vector<PhaseEntry> *entries)
    {
        if (phases.isEmpty())
            return fail({"phases"}, QStringLiteral("phases"),
                        QCoreApplication::translate("GameFile", "the game has no phases"));
        const OrderParser parser(m_map);
        for (int id = 0; id < phases.size(); ++id) {
            PhaseEntry e;
            if (!phase(id, phases[id].toObject(), parser, gameRules, &e))
                return false;
            if (e.parent >= 0)
                (*entries)[std::size_t(e.parent)].children.push_back(id);
            entries->push_back(std::move(e));
        }
        return true;
    }

    bool current(const QJsonObject &root, std::size_t phaseCount, int *current)
    {
        *current = root[u"current"].toInt(-1);
        if (*current < 0 || *current >= int(phaseCount))
            // The field counts phases from 0; the message shows its number as the file has it.
            return fail({"current"}, QStringLiteral("current"),
                        QCoreApplication::translate("GameFile",
                                                    "there is no phase %1 (the file has %2, counted from 0)")
                            .arg(*current)
                            .arg(phaseCount));
        return true;
    }

    bool proxies(const QJsonObject &proxiesJson, std::vector<PowerSet> *proxies)
    {
        proxies->assign(std::size_t(m_map.powerCount()), 0);
        for (auto it = proxiesJson.begin(); it != proxiesJson.end(); ++it) {
            const int owner = m_map.findPower(it.key());
            const QByteArray key = it.key().toUtf8();
            if (owner < 0)
                return fail({"proxies", QByteArrayView(key)}, QStringLiteral("proxies"),
                            QCoreApplication::translate("GameFile", "unknown power '%1'").arg(it.key()));
            if (!powerSet({"proxies", QByteArrayView(key)}, QStringLiteral("proxies"), it.value(),
                          &(*proxies)[std::size_t(owner)]))
                return false;
        }
        return true;
    }

    bool importReport(const QJsonObject &root, int phaseCount, std::optional<ImportReport> *report)
    {
        report->reset();
        if (!root.contains(u"import"))
            return true;
        ImportReport read;
        QString why;
        if (!root[u"import"].isObject() ||
            !importReportFromJson(root[u"import"].toObject(), phaseCount, &read, &why))
            return fail({"import"}, QStringLiteral("import"),
                        why.isEmpty() ? QCoreApplication::translate("GameFile", "an object is expected here")
                                      : why);
        *report = std::move(read);
        return true;
    }

    bool startVariant(const QJsonObject &root, QString *start)
    {
        *start = root[u"start"].toString();
        if (!start->isEmpty() && !m_map.startingUnits(*start))
            return fail({"start"}, QStringLiteral("start"),
                        QCoreApplication::translate("GameFile", "the map '%1' has no start variant '%2'")
                            .arg(m_map.name(), *start));
        return true;
    }

  private:
    bool players(const QJsonObject &playersJson, QStringList *players)
    {
        *players = QStringList(m_map.powerCount(), QString());
        for (auto it = playersJson.begin(); it != playersJson.end(); ++it) {
            const int p = m_map.findPower(it.key());
            if (p < 0) {
                const QByteArray key = it.key().toUtf8();
                return fail({"info", "players", QByteArrayView(key)}, QStringLiteral("players"),
                            QCoreApplication::translate("GameFile", "unknown power '%1'").arg(it.key()));
            }
            (*players)[p] = it.value().toString();
        }
        return true;
    }

    bool clock(const QJsonObject &c, ClockSettings *clock)
    {
        clock->enabled = c[u"enabled"].toBool(false);
        clock->firstMovementMinutes = c[u"firstMovement"].toInt(clock->firstMovementMinutes);
        clock->movementMinutes = c[u"movement"].toInt(clock->movementMinutes);
        clock->retreatMinutes = c[u"retreat"].toInt(clock->retreatMinutes);
        clock->adjustmentMinutes = c[u"adjustment"].toInt(clock->adjustmentMinutes);
        clock->warningMinutes.clear();
        for (const QJsonValue &w : c[u"warnings"].toArray())
            clock->warningMinutes.push_back(w.toInt());
        const auto negative = [](int m) { return m < 0; };
        if (clock->firstMovementMinutes < 0 || clock->movementMinutes < 0 || clock->retreatMinutes < 0 ||
            clock->adjustmentMinutes < 0 ||
            std::any_of(clock->warningMinutes.begin(), clock->warningMinutes.end(), negative))
            return fail({"info", "clock"}, QStringLiteral("clock"),
                        QCoreApplication::translate("GameFile", "a time is negative"));
        return true;
    }

    bool phase(int id, const QJsonObject &o, const OrderParser &parser, const RuleSettings &gameRules,
               PhaseEntry *e)
    {
        const JsonPath path{"phases", id};
        Phase named;
        const QString where =
            phaseInFile(id, Phase::fromCode(o[u"position"][u"phase"].toString(), &named) ? &named : nullptr);
        e->parent = o[u"parent"].toInt(-2);
        if (e->parent < -1 || e->parent >= id)
            // The file counts parents from 0, as it stores them; the message counts phases from 1.
            return fail(path + JsonPath{"parent"}, where,
                        e->parent < -1
                            ? QCoreApplication::translate("GameFile", "the parent is missing or not valid")
                            : QCoreApplication::translate("GameFile", "its parent is not an earlier phase"));
        e->branchName = o[u"branch"].toString();
        if (!position(path + JsonPath{"position"}, where, o[u"position"].toObject(), &e->position) ||
            !orders(path, where, o[u"orders"].toArray(), parser, &e->orders) ||
            !votes(path, where, o[u"votes"].toArray(), &e->votes))
            return false;
        e->adjudicated = o[u"adjudicated"].toBool();
        if (e->adjudicated && !outcome(path, where, o, gameRules, e))
            return false;
        e->elapsedSeconds = o[u"elapsed"].toInt(-1);
        if (!e->adjudicated && o.contains(u"clock") && !clockReading(path + JsonPath{"clock"}, where, o, e))
            return false;
        const QJsonObject end = o[u"end"].toObject();
        return end.isEmpty() || gameEnd(path + JsonPath{"end"}, where, end, &e->end);
    }

    // Where the phase clock stood when the game was saved mid-phase; it goes on from there, not running
    // while the file was closed.
    bool clockReading(const JsonPath &path, const QString &where, const QJsonObject &phase, PhaseEntry *e)
    {
        const QJsonObject clock = phase[u"clock"].toObject();
        const QJsonValue duration = clock[u"durationMs"];
        const QJsonValue elapsed = clock[u"elapsedMs"];
        if (!duration.isDouble() || !elapsed.isDouble() || duration.toDouble() < 0 || elapsed.toDouble() < 0)
            return fail(
                path, where,
                QCoreApplication::translate("GameFile", "the phase clock's times are missing or negative"));
        PhaseClockReading reading;
        reading.durationMs = std::int64_t(duration.toDouble());
        reading.elapsedMs = std::int64_t(elapsed.toDouble());
        reading.paused = clock[u"paused"].toBool();
        e->clock = reading;
        return true;
    }

    // `path` leads to the phase's object, as in each step of a phase below.
    bool orders(const JsonPath &path, const QString &where, const QJsonArray &orders,
                const OrderParser &parser, std::vector<EnteredOrder> *entered)
    {
        for (qsizetype k = 0; k < orders.size(); ++k) {
            const QJsonObject oj = orders[k].toObject();
            const ParsedOrder parsed = parser.parse(oj[u"order"].toString());
            if (!parsed.ok())
                return fail(path + JsonPath{"orders", k, "order"}, where,
                            QCoreApplication::translate("GameFile", "order '%1' cannot be read: %2")
                                .arg(oj[u"order"].toString(), describeParseError(parsed.error)));
            entered->push_back({oj[u"typed"].toString(), parsed.order, oj[u"source"].toString()});
        }
        return true;
    }

    bool votes(const JsonPath &path, const QString &where, const QJsonArray &votes,
               std::vector<DrawVote> *cast)
    {
        for (qsizetype k = 0; k < votes.size(); ++k) {
            const QJsonObject vj = votes[k].toObject();
            const JsonPath votePath = path + JsonPath{"votes", k};
            DrawVote vote;
            vote.power = m_map.findPower(vj[u"power"].toString());
            vote.draw = vj[u"draw"].toBool();
            if (vote.power < 0)
                return fail(votePath + JsonPath{"power"}, where,
                            QCoreApplication::translate("GameFile", "a draw vote names an unknown power"));
            if (!powerSet(votePath + JsonPath{"list"}, where, vj[u"list"], &vote.list))
                return false;
            cast->push_back(vote);
        }
        return true;
    }

    // What the adjudication of the phase gave: its results, the changes no order made, its rules, the
    // position after it and the phases skipped.
    bool outcome(const JsonPath &path, const QString &where, const QJsonObject &o,
                 const RuleSettings &gameRules, PhaseEntry *e)
    {
        if (!results(path, where, o[u"results"].toArray(), e->orders.size(), &e->results) ||
            !changes(path, where, o[u"changes"].toArray(), &e->changes))
            return false;
        // Version 1 kept one rules field for the whole game: the best that is known of each phase.
        e->rules = m_version >= 2 ? RuleSettings() : gameRules;
        QString ruleError;
        if (m_version >= 2 && !RuleSettings::fromString(o[u"rules"].toString(), &e->rules, &ruleError))
            return fail(path + JsonPath{"rules"}, where, ruleError);
        if (!position(path + JsonPath{"after"},
                      QCoreApplication::translate("GameFile", "%1, the position after it").arg(where),
                      o[u"after"].toObject(), &e->after))
            return false;
        return skipped(path, where, o[u"skipped"].toArray(), &e->skipped);
    }

    bool results(const JsonPath &path, const QString &where, const QJsonArray &results,
                 std::size_t orderCount, std::vector<OrderResult> *read)
    {
        if (results.size() != qsizetype(orderCount))
            return fail(path + JsonPath{"results"}, where,
                        QCoreApplication::translate("GameFile", "%1 results for %2 orders")
                            .arg(results.size())
                            .arg(orderCount));
        const QMetaEnum statusEnum = QMetaEnum::fromType<OrderStatus>();
        const QMetaEnum reasonEnum = QMetaEnum::fromType<OrderReason>();
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
            if (!ok1 || !ok2)
                return fail(path + JsonPath{"results", k}, where,
                            QCoreApplication::translate("GameFile", "result '%1' is not known")
                                .arg(rj[u"reason"].toString()));
            read->push_back(r);
        }
        return true;
    }

    bool changes(const JsonPath &path, const QString &where, const QJsonArray &changes,
                 std::vector<BoardChange> *read)
    {
        const QMetaEnum reasonEnum = QMetaEnum::fromType<OrderReason>();
        for (qsizetype k = 0; k < changes.size(); ++k) {
            const QJsonObject cj = changes[k].toObject();
            bool ok = false;
            BoardChange c;
            c.reason =
                OrderReason(reasonEnum.keyToValue(cj[u"reason"].toString().toLatin1().constData(), &ok));
            c.power = m_map.findPower(cj[u"power"].toString());
            c.unit = cj[u"unit"].toInt(-1);
            if (!ok || c.power < 0)
                return fail(path + JsonPath{"changes", k}, where,
                            QCoreApplication::translate("GameFile", "change '%1' is not known")
                                .arg(cj[u"reason"].toString()));
            read->push_back(c);
        }
        return true;
    }

    bool skipped(const JsonPath &path, const QString &where, const QJsonArray &skipped,
                 std::vector<Phase> *read)
    {
        for (qsizetype k = 0; k < skipped.size(); ++k) {
            Phase p;
            if (!Phase::fromCode(skipped[k].toString(), &p))
                return fail(path + JsonPath{"skipped", k}, where,
                            QCoreApplication::translate("GameFile", "skipped phase '%1' is not valid")
                                .arg(skipped[k].toString()));
            read->push_back(p);
        }
        return true;
    }

    // `path` leads to the end's object.
    bool gameEnd(const JsonPath &path, const QString &where, const QJsonObject &end, GameEnd *read)
    {
        const QString kind = end[u"kind"].toString();
        read->kind = endKindNamed(kind);
        if (read->kind == GameEndKind::None)
            return fail(path + JsonPath{"kind"}, where,
                        QCoreApplication::translate("GameFile", "unknown game end '%1'").arg(kind));
        return powerSet(path + JsonPath{"powers"}, where, end[u"powers"], &read->powers);
    }

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
    int m_version;
    QString *m_error;
};

} // namespace

std::optional<QString> gameMapName(const QByteArray &json, QString *error)
{
    const std::optional<QJsonObject> root = gameDocument(json, error);
    if (!root)
        return std::nullopt;
    return mapNameOf(*root);
}

std::optional<Game> gameFromJson(const QByteArray &json, std::shared_ptr<const Map> mapPtr, QString *error)
{
    error->clear();
    const std::optional<QJsonObject> document = gameDocument(json, error);
    if (!document)
        return std::nullopt;
    const QJsonObject &root = *document;
    const std::optional<int> version = readableVersion(root, error);
    if (!version)
        return std::nullopt;
    const Map &map = *mapPtr;
    const QString mapName = mapNameOf(root);
    if (mapName != map.name()) {
        *error =
            QCoreApplication::translate("GameFile", "map: the game is played on the map '%1', not on '%2'")
                .arg(mapName, map.name());
        return std::nullopt;
    }
    GameFileReader reader(map, json, *version, error);
    RuleSettings rules;
    GameInfo info;
    std::vector<PhaseEntry> entries;
    int current = -1;
    PowerSet perpetual = 0;
    std::vector<PowerSet> proxies;
    if (!reader.rules(root, &rules) || !reader.info(root[u"info"].toObject(), &info) ||
        !reader.phases(root[u"phases"].toArray(), rules, &entries) ||
        !reader.current(root, entries.size(), &current) ||
        !reader.powerSet({"perpetualOrders"}, QStringLiteral("perpetualOrders"), root[u"perpetualOrders"],
                         &perpetual) ||
        !reader.proxies(root[u"proxies"].toObject(), &proxies))
        return std::nullopt;
    const DrawMode mode = root[u"drawMode"].toString() == u"NoDIAS" ? DrawMode::NoDias : DrawMode::Dias;
    Game game =
        Game::fromParts(std::move(mapPtr), rules, mode, root[u"victoryCentres"].toInt(map.victoryCentres()),
                        perpetual, std::move(proxies), std::move(info), std::move(entries), current);
    QString start;
    if (!reader.startVariant(root, &start))
        return std::nullopt;
    game.setStartVariant(start);
    std::optional<ImportReport> report;
    if (!reader.importReport(root, game.phaseCount(), &report))
        return std::nullopt;
    game.setImportReport(std::move(report));
    if (!verifyRecord(&game, *version, json, error))
        return std::nullopt;
    return game;
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
