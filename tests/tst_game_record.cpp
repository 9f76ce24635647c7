// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
// The record of a game as history: changes no order made (civil disorder, unordered disbands, eliminations)
// are recorded, reported and saved; each phase keeps the rules it was judged under; a file whose history
// the rules do not give is refused on loading.
#include "game_test_support.h"
#include "record/formats/judge_transcript_writer.h"
#include "record/formats/mila_game_writer.h"
#include "record/game.h"
#include "record/game_file.h"
#include "record/game_history.h"
#include "record/results_report.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QTest>

using namespace arbiter;

class TestGameRecord : public QObject
{
    Q_OBJECT

  private slots:
    void initTestCase();
    void civilDisorderRemovalsAreRecorded();
    void unorderedRetreatDisbandIsRecorded();
    void eachPhaseKeepsItsRules();
    void bouncedAndDislodgedSaysBoth();
    void versionOneFileLoads();
    void impossibleMoveIsRefused();
    void resultForAMissingUnitIsRefused();
    void alteredPositionAfterIsRefused();
    void forgedCivilDisorderIsRefused();

  private:
    std::vector<EnteredOrder> orders(std::initializer_list<const char *> lines) const
    {
        return test::enteredOrders(*m_map, lines);
    }
    static bool play(Game &game, std::initializer_list<const char *> lines)
    {
        return test::playPhase(game, lines);
    }
    Unit unit(const char *power, UnitType type, const char *location) const
    {
        return {m_map->findPower(QString::fromLatin1(power)), type,
                m_map->findLocation(QString::fromLatin1(location))};
    }
    Position emptyPosition(Phase phase) const;
    Game russiaInDisorder() const;
    static QJsonObject reparsed(const QByteArray &json) { return QJsonDocument::fromJson(json).object(); }
    std::shared_ptr<const Map> m_map;
};

void TestGameRecord::initTestCase()
{
    QString error;
    auto map = Map::load(QStringLiteral(ARBITER_SOURCE_DIR "/maps/standard"), &error);
    QVERIFY2(map, qPrintable(error));
    m_map = std::make_shared<const Map>(std::move(*map));
}

Position TestGameRecord::emptyPosition(Phase phase) const
{
    Position p = Position::initial(*m_map);
    p.phase = phase;
    p.units.clear();
    std::fill(p.owner.begin(), p.owner.end(), -1);
    return p;
}

// Russia with three units and no centres, in Fall 1901; England keeps London so that the game goes on.
Game TestGameRecord::russiaInDisorder() const
{
    Position start = emptyPosition({Season::Fall, 1901, PhaseKind::Movement});
    start.units = {unit("russia", UnitType::Army, "ukr"), unit("russia", UnitType::Army, "lvn"),
                   unit("russia", UnitType::Fleet, "bla"), unit("england", UnitType::Fleet, "lon")};
    start.owner[std::size_t(m_map->findProvince(u"lon"))] = m_map->findPower(u"england");
    return Game(m_map, RuleSettings(), DrawMode::Dias, start);
}

void TestGameRecord::civilDisorderRemovalsAreRecorded()
{
    Game game = russiaInDisorder();
    QVERIFY(play(game, {}));
    QCOMPARE(game.currentEntry().position.phase.code(), QStringLiteral("W1901A"));
    const int winter = game.current();
    QVERIFY(play(game, {}));
    const PhaseEntry &e = game.entry(winter);
    const int russia = m_map->findPower(u"russia");
    QCOMPARE(e.after.unitCount(russia), 0);
    // Every unit removed, with its reason, and Russia's elimination.
    std::vector<int> removed;
    int eliminated = 0;
    for (const BoardChange &c : e.changes) {
        QCOMPARE(c.power, russia);
        if (c.reason == OrderReason::RemovedInCivilDisorder)
            removed.push_back(c.unit);
        else if (c.reason == OrderReason::Eliminated)
            ++eliminated;
        else
            QFAIL("unexpected change");
    }
    std::sort(removed.begin(), removed.end());
    QCOMPARE(removed, (std::vector<int>{0, 1, 2}));
    QCOMPARE(eliminated, 1);

    const QString report = resultsReport(game, winter);
    QVERIFY2(report.contains(QStringLiteral("Russia")), qPrintable(report));
    for (const char *u : {"A ukr", "A lvn", "F bla"}) {
        const QRegularExpression line(
            QStringLiteral("%1 +removed in civil disorder").arg(QLatin1StringView(u)));
        QVERIFY2(report.contains(line), qPrintable(report));
    }
    QVERIFY2(report.contains(QStringLiteral("eliminated")), qPrintable(report));

    const QByteArray json = gameToJson(game);
    const QJsonArray saved = reparsed(json)[u"phases"].toArray()[winter].toObject()[u"changes"].toArray();
    QCOMPARE(saved.size(), 4);
    QString error;
    const std::optional<Game> loaded = gameFromJson(json, m_map, &error);
    QVERIFY2(loaded, qPrintable(error));
    QCOMPARE(loaded->entry(winter).changes, e.changes);
}

void TestGameRecord::unorderedRetreatDisbandIsRecorded()
{
    Position start = emptyPosition({Season::Spring, 1901, PhaseKind::Movement});
    start.units = {unit("germany", UnitType::Army, "mun"), unit("austria", UnitType::Army, "tyr"),
                   unit("austria", UnitType::Army, "boh")};
    start.owner[std::size_t(m_map->findProvince(u"mun"))] = m_map->findPower(u"germany");
    start.owner[std::size_t(m_map->findProvince(u"vie"))] = m_map->findPower(u"austria");
    Game game(m_map, RuleSettings(), DrawMode::Dias, start);
    QVERIFY(play(game, {"Austria: A tyr - mun", "Austria: A boh S A tyr - mun"}));
    QCOMPARE(game.currentEntry().position.phase.code(), QStringLiteral("S1901R"));
    const int retreat = game.current();
    QVERIFY(play(game, {})); // Germany gives no retreat order
    const PhaseEntry &e = game.entry(retreat);
    QCOMPARE(e.changes.size(), std::size_t(1));
    QCOMPARE(e.changes.front().reason, OrderReason::DisbandedWithoutOrder);
    QCOMPARE(e.changes.front().power, m_map->findPower(u"germany"));
    QCOMPARE(e.changes.front().unit, 0);
    QVERIFY(resultsReport(game, retreat).contains(QStringLiteral("A mun")));
    QVERIFY(resultsReport(game, retreat).contains(QStringLiteral("disbanded: no retreat ordered")));
}

void TestGameRecord::bouncedAndDislodgedSaysBoth()
{
    // Austria's army in Rumania bounces off the Turkish army holding in Bulgaria while Russia takes Rumania
    // with support: the move failed for the bounce, and the unit is dislodged besides.
    Position start = emptyPosition({Season::Fall, 1901, PhaseKind::Movement});
    start.units = {unit("austria", UnitType::Army, "rum"), unit("russia", UnitType::Army, "ukr"),
                   unit("russia", UnitType::Fleet, "sev"), unit("turkey", UnitType::Army, "bul"),
                   unit("austria", UnitType::Army, "gal"), unit("russia", UnitType::Army, "war"),
                   unit("germany", UnitType::Army, "sil")};
    Game game(m_map, RuleSettings(), DrawMode::Dias, start);
    const int fall = game.current();
    // Galicia's hold is dislodged too: its result already says so and must not say it twice.
    QVERIFY(
        play(game, {"Austria: A rum - bul", "Austria: A gal H", "Russia: A ukr - rum",
                    "Russia: F sev S A ukr - rum", "Russia: A war - gal", "Germany: A sil S A war - gal"}));
    QCOMPARE(game.entry(fall).after.dislodged.size(), std::size_t(2));

    const QString report = resultsReport(game, fall);
    QVERIFY2(report.contains(QRegularExpression(
                 QStringLiteral("A rum - bul +failed: bounced \\(A bul\\); dislodged by A ukr\n"))),
             qPrintable(report));
    QVERIFY2(report.contains(QRegularExpression(QStringLiteral("A gal H +failed: dislodged \\(A war\\)\n"))),
             qPrintable(report));

    // The foreign formats say it in their words: the judge's remark and MILA's result codes.
    const QString transcript = judgeTranscript(game);
    QVERIFY2(transcript.contains(QStringLiteral("Army Rumania -> Bulgaria.  (*bounce, dislodged*)")),
             qPrintable(transcript));
    const QString mila = QString::fromUtf8(milaGameJson(game));
    QVERIFY2(mila.contains(QRegularExpression(QStringLiteral("\"bounce\",\\s*\"dislodged\""))),
             qPrintable(mila));
}

void TestGameRecord::eachPhaseKeepsItsRules()
{
    // Russia owns Bulgaria and keeps armies in Albania and Finland: one must go. By the DATC preference
    // (distance to owned centres, 4.D.8 a) it is Finland; by the 1982 rules (home centres, b) Albania.
    Position start = emptyPosition({Season::Fall, 1901, PhaseKind::Movement});
    start.units = {unit("russia", UnitType::Army, "alb"), unit("russia", UnitType::Army, "fin")};
    start.owner[std::size_t(m_map->findProvince(u"bul"))] = m_map->findPower(u"russia");
    Game game(m_map, RuleSettings(), DrawMode::Dias, start);
    QVERIFY(play(game, {}));
    const int winter = game.current();
    QVERIFY(play(game, {}));
    QVERIFY(game.entry(winter).after.unitIn(*m_map, m_map->findProvince(u"alb")) >= 0);
    QVERIFY(game.entry(winter).after.unitIn(*m_map, m_map->findProvince(u"fin")) < 0);

    RuleSettings rules1982;
    QVERIFY(RuleSettings::preset(u"1982", &rules1982));
    game.setRules(rules1982);
    const int spring = game.current();
    QVERIFY(play(game, {"Russia: A alb - gre"}));

    QCOMPARE(game.entry(winter).rules, RuleSettings());
    QCOMPARE(game.entry(spring).rules, rules1982);
    // The change of rules is in the record and in the report of the phase judged under the new rules.
    QVERIFY(!resultsReport(game, winter).contains(QStringLiteral("Rules changed")));
    QVERIFY2(resultsReport(game, spring).contains(QStringLiteral("Rules changed to: 1982")),
             qPrintable(resultsReport(game, spring)));
    QVERIFY2(phaseSummaryText(game, spring).contains(QStringLiteral("rules changed to 1982")),
             qPrintable(phaseSummaryText(game, spring)));
    QVERIFY(!phaseSummaryText(game, winter).contains(QStringLiteral("rules changed")));

    // Saved and read back, the Winter is still the DATC one, and the file accepts it as such.
    const QByteArray json = gameToJson(game);
    QCOMPARE(reparsed(json)[u"version"].toInt(), gameFileVersion);
    QString error;
    const std::optional<Game> loaded = gameFromJson(json, m_map, &error);
    QVERIFY2(loaded, qPrintable(error));
    QCOMPARE(loaded->entry(winter).rules, RuleSettings());
    QCOMPARE(loaded->entry(spring).rules, rules1982);
    QCOMPARE(loaded->rules(), rules1982);
}

void TestGameRecord::versionOneFileLoads()
{
    QFile file(QStringLiteral(ARBITER_SOURCE_DIR "/tests/data/game_format_v1.json"));
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QByteArray json = file.readAll();
    QCOMPARE(reparsed(json)[u"version"].toInt(), 1);
    QString error;
    const std::optional<Game> game = gameFromJson(json, m_map, &error);
    QVERIFY2(game, qPrintable(error));
    RuleSettings rules1982;
    QVERIFY(RuleSettings::preset(u"1982", &rules1982));
    QCOMPARE(game->rules(), rules1982);
    QCOMPARE(game->currentEntry().position.phase.code(), QStringLiteral("S1902M"));
    int adjudicated = 0;
    for (int id = 0; id < game->phaseCount(); ++id) {
        if (!game->entry(id).adjudicated)
            continue;
        ++adjudicated;
        QCOMPARE(game->entry(id).rules, rules1982); // one rules field: the rules of every phase
    }
    QCOMPARE(adjudicated, 4);
    // Saved again, it is written in the current format and reads back the same.
    const QByteArray again = gameToJson(*game);
    QCOMPARE(reparsed(again)[u"version"].toInt(), gameFileVersion);
    const std::optional<Game> reread = gameFromJson(again, m_map, &error);
    QVERIFY2(reread, qPrintable(error));
    QCOMPARE(gameToJson(*reread), again);
}

namespace {

// The first phase of a game in which England moved F lon - nth, as saved.
QJsonObject springWithMove(const QJsonObject &root, QJsonObject *phase, int *order)
{
    *phase = root[u"phases"].toArray()[0].toObject();
    const QJsonArray orders = (*phase)[u"orders"].toArray();
    for (int i = 0; i < orders.size(); ++i) {
        if (orders[i].toObject()[u"order"].toString() == u"England: F lon - nth")
            *order = i;
    }
    return root;
}

QByteArray withPhase(QJsonObject root, const QJsonObject &phase)
{
    QJsonArray phases = root[u"phases"].toArray();
    phases[0] = phase;
    root[u"phases"] = phases;
    return QJsonDocument(root).toJson();
}

} // namespace

void TestGameRecord::impossibleMoveIsRefused()
{
    Game game(m_map);
    QVERIFY(play(game, {"England: F lon - nth", "France: A par - bur"}));
    const QJsonObject root = reparsed(gameToJson(game));
    QJsonObject phase;
    int order = -1;
    springWithMove(root, &phase, &order);
    QVERIFY(order >= 0);
    QString error;
    QVERIFY2(gameFromJson(withPhase(root, phase), m_map, &error), qPrintable(error));

    // Hand-edited: the fleet "moved" from London to Moscow.
    QJsonArray orders = phase[u"orders"].toArray();
    QJsonObject edited = orders[order].toObject();
    edited[u"order"] = QStringLiteral("England: F lon - mos");
    edited[u"typed"] = QStringLiteral("F lon - mos");
    orders[order] = edited;
    phase[u"orders"] = orders;
    QVERIFY(!gameFromJson(withPhase(root, phase), m_map, &error));
    QVERIFY2(error.contains(QStringLiteral("Spring 1901 Movement")), qPrintable(error));
    QVERIFY2(error.contains(QStringLiteral("England: F lon - mos")), qPrintable(error));
}

void TestGameRecord::resultForAMissingUnitIsRefused()
{
    Game game(m_map);
    QVERIFY(play(game, {"England: F lon - nth"}));
    const QJsonObject root = reparsed(gameToJson(game));
    QJsonObject phase;
    int order = -1;
    springWithMove(root, &phase, &order);
    QJsonArray results = phase[u"results"].toArray();
    QJsonObject result = results[order].toObject();
    result[u"unit"] = 99;
    results[order] = result;
    phase[u"results"] = results;
    QString error;
    QVERIFY(!gameFromJson(withPhase(root, phase), m_map, &error));
    QVERIFY2(error.contains(QStringLiteral("Spring 1901 Movement")), qPrintable(error));
    QVERIFY2(error.contains(QStringLiteral("England: F lon - nth")), qPrintable(error));
    QVERIFY2(error.contains(QStringLiteral("99")), qPrintable(error));
}

void TestGameRecord::alteredPositionAfterIsRefused()
{
    Game game(m_map);
    QVERIFY(play(game, {"England: F lon - nth"}));
    QJsonObject root = reparsed(gameToJson(game));
    // The fleet is put in the Channel instead, both after Spring and at the start of Fall.
    QJsonArray phases = root[u"phases"].toArray();
    for (int i : {0, 1}) {
        QJsonObject phase = phases[i].toObject();
        const char *key = i == 0 ? "after" : "position";
        QJsonObject position = phase[QLatin1StringView(key)].toObject();
        QJsonArray units = position[u"units"].toArray();
        for (int u = 0; u < units.size(); ++u) {
            if (units[u].toString() == u"england F nth")
                units[u] = QStringLiteral("england F eng");
        }
        position[u"units"] = units;
        phase[QLatin1StringView(key)] = position;
        phases[i] = phase;
    }
    root[u"phases"] = phases;
    QString error;
    QVERIFY(!gameFromJson(QJsonDocument(root).toJson(), m_map, &error));
    QVERIFY2(error.contains(QStringLiteral("Spring 1901 Movement")), qPrintable(error));
}

void TestGameRecord::forgedCivilDisorderIsRefused()
{
    Game game = russiaInDisorder();
    QVERIFY(play(game, {}));
    const int winter = game.current();
    QVERIFY(play(game, {}));
    QJsonObject root = reparsed(gameToJson(game));
    QJsonArray phases = root[u"phases"].toArray();
    QJsonObject phase = phases[winter].toObject();
    QJsonArray changes = phase[u"changes"].toArray();
    changes.removeFirst();
    phase[u"changes"] = changes;
    phases[winter] = phase;
    root[u"phases"] = phases;
    QString error;
    QVERIFY(!gameFromJson(QJsonDocument(root).toJson(), m_map, &error));
    QVERIFY2(error.contains(QStringLiteral("Winter 1901 Adjustments")), qPrintable(error));
    QVERIFY2(error.contains(QStringLiteral("removed in civil disorder")), qPrintable(error));
}

QTEST_GUILESS_MAIN(TestGameRecord)
#include "tst_game_record.moc"
