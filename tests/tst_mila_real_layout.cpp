// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
// MILA's game JSON as the `diplomacy` package really writes it (tests/data/real/mila, README there): builds
// and removals carried out recorded as [""], a dislodged unit with nowhere to go left out of the next state,
// press, rule options, powers with null orders, a game cut off in the phase it reached. Every file imports
// with no phase marked as differing, and what the file holds that Arbiter does not read is said once; a
// real difference still shows; an exported game carries every key a real file has.
#include "real_files.h"
#include "record/formats/judge_transcript_writer.h"
#include "record/formats/mila_game_writer.h"
#include "record/game_script.h"
#include "record/import/game_import.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSet>
#include <QTest>

using namespace arbiter;

namespace {

using test::readTestFile;

const QString realFolder = test::realFilesFolder("mila");

const PhaseEntry *entryOf(const Game &game, const QString &code)
{
    for (int id : game.line(game.current())) {
        if (game.entry(id).position.phase.code() == code)
            return &game.entry(id);
    }
    return nullptr;
}

const RecordedOrder *recordedOrder(const RecordedGame &game, const QString &phase, const QString &text)
{
    for (const RecordedPhase &p : game.phases) {
        if (p.phase.code() != phase)
            continue;
        for (const RecordedOrder &o : p.orders) {
            if (game.orderText(o) == text)
                return &o;
        }
    }
    return nullptr;
}

// The keys of every object at one level of the file: the game, its phases, their states.
struct Keys
{
    QSet<QString> game;
    QSet<QString> phase;
    QSet<QString> state;
};

void addKeys(const QByteArray &json, Keys *keys)
{
    const QJsonObject root = QJsonDocument::fromJson(json).object();
    for (const QString &k : root.keys())
        keys->game.insert(k);
    for (const QJsonValue &p : root.value(u"phases").toArray()) {
        for (const QString &k : p.toObject().keys())
            keys->phase.insert(k);
        for (const QString &k : p.toObject().value(u"state").toObject().keys())
            keys->state.insert(k);
    }
}

} // namespace

class TestMilaRealLayout : public QObject
{
    Q_OBJECT

  private slots:
    void initTestCase();
    void everyFileAgrees_data();
    void everyFileAgrees();
    void buildsRecordedAsAnEmptyWordSucceeded();
    void unitWithNowhereToRetreatIsLeftOut();
    void outcomeWordsTogether();
    void gameCutOffInThePhaseItReached();
    void ruleOptionsAreTakenOrNamed();
    void realDifferenceStillShows();
    void endNoteInTheirAbbreviations();
    void exportCarriesTheKeysOfRealFiles();
    void exportsReadBackAgreeing_data() { everyFileAgrees_data(); }
    void exportsReadBackAgreeing();

  private:
    RecordedGame read(const QString &name) const
    {
        return readRecordedGame(readTestFile(realFolder + u'/' + name), *m_map);
    }
    std::shared_ptr<const Map> m_map;
};

void TestMilaRealLayout::initTestCase()
{
    m_map = test::loadStandardMap();
    QVERIFY(m_map);
}

void TestMilaRealLayout::everyFileAgrees_data()
{
    test::addRealFileRows(realFolder, QStringLiteral("*.json"), 4);
}

// Each file: read without a problem, every phase judged, none differing; the press it holds said once.
void TestMilaRealLayout::everyFileAgrees()
{
    QFETCH(QString, name);
    const RecordedGame recorded = read(name);
    QCOMPARE(recorded.format, RecordFormat::MilaJson);
    QVERIFY(recorded.problems.empty());
    const ImportedGame imported = importRecordedGame(recorded, m_map, sourceRules(recorded.format));
    QVERIFY(imported.game);
    const ImportReport &report = imported.report;
    QVERIFY2(!report.differs(), qPrintable(importReportText(*m_map, report)));
    QVERIFY(report.phasesChecked >= report.phasesRead - 1);
    QCOMPARE(std::count_if(report.notRead.begin(), report.notRead.end(),
                           [](const QString &n) { return n.startsWith(QStringLiteral("press (")); }),
             1);
    QVERIFY(!report.notes.join(u'\n').contains(QStringLiteral("recorded position differs")));
}

// The club game's adjustments: builds and removals recorded as [""] read as carried out.
void TestMilaRealLayout::buildsRecordedAsAnEmptyWordSucceeded()
{
    const RecordedGame recorded = read(QStringLiteral("club_game_draw.json"));
    int builds = 0;
    for (const RecordedPhase &p : recorded.phases) {
        if (p.phase.kind != PhaseKind::Adjustment)
            continue;
        for (const RecordedOrder &o : p.orders) {
            QVERIFY(o.outcome.known);
            // [""] worked; a word ("void" for the build in occupied Venice) did not.
            QCOMPARE(o.outcome.succeeded, o.outcome.text.isEmpty());
            builds += o.order.type == OrderType::Build && o.outcome.succeeded ? 1 : 0;
        }
    }
    QVERIFY(builds >= 10);
    const RecordedOrder *fleet =
        recordedOrder(recorded, QStringLiteral("W1901A"), QStringLiteral("F STP/NC B"));
    QVERIFY(fleet);
    QVERIFY(fleet->outcome.succeeded);
    QVERIFY(fleet->outcome.text.isEmpty());
}

// S1901M of dislodged_outcomes.json: Russia's A fin is dislodged with nowhere to go (Sweden is the
// attacker's, Norway and St Petersburg are held). The package destroys it at once: the S1901R state lacks
// it and the retreat's results say "disband" with no order. Arbiter disbands it in the retreat phase; the
// same outcome, and the history goes on from the recorded position.
void TestMilaRealLayout::unitWithNowhereToRetreatIsLeftOut()
{
    const RecordedGame recorded = read(QStringLiteral("dislodged_outcomes.json"));
    QCOMPARE(recorded.phases.size(), std::size_t(3));
    const RecordedPhase &retreat = recorded.phases[1];
    QCOMPARE(retreat.phase.code(), QStringLiteral("S1901R"));
    const int russia = m_map->findPower(u"russia");
    const int finland = m_map->findProvince(u"fin");
    QVERIFY(std::none_of(retreat.position.dislodged.begin(), retreat.position.dislodged.end(),
                         [&](const DislodgedUnit &d) { return d.unit.power == russia; }));
    QCOMPARE(retreat.position.dislodged.size(), std::size_t(3));

    const ImportedGame imported = importRecordedGame(recorded, m_map, sourceRules(recorded.format));
    QVERIFY2(!imported.report.differs(), qPrintable(importReportText(*m_map, imported.report)));
    const PhaseEntry *spring = entryOf(*imported.game, QStringLiteral("S1901M"));
    QVERIFY(spring && spring->adjudicated);
    QVERIFY(std::any_of(spring->after.dislodged.begin(), spring->after.dislodged.end(), [&](const auto &d) {
        return d.unit.power == russia && m_map->location(d.unit.location).province == finland;
    }));
    const PhaseEntry *fall = entryOf(*imported.game, QStringLiteral("F1901M"));
    QVERIFY(fall);
    QVERIFY(std::none_of(fall->position.units.begin(), fall->position.units.end(), [&](const Unit &u) {
        return u.power == russia && m_map->location(u.location).province == finland;
    }));
    QVERIFY(fall->position.dislodged.empty());
}

// The words the package gives together: a void support of a dislodged unit, a cut one, a bounce.
void TestMilaRealLayout::outcomeWordsTogether()
{
    const RecordedGame recorded = read(QStringLiteral("dislodged_outcomes.json"));
    struct Expected
    {
        const char *order;
        bool succeeded;
        bool dislodged;
    };
    for (const Expected &e :
         {Expected{"A VIE S A BUD - GAL", false, true}, Expected{"A MUN S A BER - SIL", false, true},
          Expected{"A VEN - PIE", false, true}, Expected{"A FIN H", false, true},
          Expected{"A MAR - PIE", false, false}, Expected{"A BER - SIL", true, false},
          Expected{"A BUD H", true, false}}) {
        const RecordedOrder *o =
            recordedOrder(recorded, QStringLiteral("S1901M"), QString::fromLatin1(e.order));
        QVERIFY2(o, e.order);
        QVERIFY2(o->outcome.known, e.order);
        QCOMPARE(o->outcome.succeeded, e.succeeded);
        QCOMPARE(o->outcome.dislodged, e.dislodged);
    }
    QCOMPARE(recordedOrder(recorded, QStringLiteral("S1901M"), QStringLiteral("A VIE S A BUD - GAL"))
                 ->outcome.text,
             QStringLiteral("void, dislodged"));
}

// The last phase of a game still being played has its orders and no results: they are entered, not judged.
void TestMilaRealLayout::gameCutOffInThePhaseItReached()
{
    const RecordedGame recorded = read(QStringLiteral("unfinished_no_press.json"));
    const RecordedPhase &last = recorded.phases.back();
    QCOMPARE(last.phase.code(), QStringLiteral("F1909M"));
    QVERIFY(!last.orders.empty());
    QVERIFY(std::none_of(last.orders.begin(), last.orders.end(),
                         [](const RecordedOrder &o) { return o.outcome.known; }));
    const ImportedGame imported = importRecordedGame(recorded, m_map, sourceRules(recorded.format));
    QVERIFY(!imported.report.differs());
    QCOMPARE(imported.report.phasesChecked, int(recorded.phases.size()) - 1);
    const Game &game = *imported.game;
    QCOMPARE(game.currentEntry().position.phase.code(), QStringLiteral("F1909M"));
    QVERIFY(!game.currentEntry().adjudicated);
    QCOMPARE(game.currentEntry().orders.size(), last.orders.size());
}

// Each option the package documents is taken (the draw rule) or named: with no bearing on the judging, or
// not read with why; an option it does not document is named too.
void TestMilaRealLayout::ruleOptionsAreTakenOrNamed()
{
    const QByteArray json = R"({"id": "rules", "map": "standard",
        "rules": ["NO_PRESS", "POWER_CHOICE", "NO_DIAS", "BUILD_ANY", "HOLD_WIN", "SHARED_VICTORY", "SECRET_ALLIANCES"],
        "phases": [{"name": "S1901M", "state": {"name": "S1901M",
            "units": {"FRANCE": ["A PAR"], "GERMANY": ["A MUN"]}, "centers": {"FRANCE": ["PAR"], "GERMANY": ["MUN"]}},
            "orders": {"FRANCE": ["A PAR - BUR"], "GERMANY": null}, "results": {"A PAR": []}, "messages": []}]})";
    const RecordedGame recorded = readRecordedGame(json, *m_map);
    QVERIFY(recorded.problems.empty());
    QCOMPARE(recorded.drawMode, std::optional(DrawMode::NoDias));
    QCOMPARE(recorded.rulesWithoutBearing,
             QStringList({QStringLiteral("NO_PRESS"), QStringLiteral("POWER_CHOICE")}));
    const QString notRead = recorded.notRead.join(u'\n');
    QCOMPARE(recorded.notRead.size(), 4);
    QVERIFY(notRead.contains(QStringLiteral("BUILD_ANY (builds in any owned supply centre")));
    QVERIFY(notRead.contains(QStringLiteral("HOLD_WIN (a victory must be held two years")));
    QVERIFY(notRead.contains(QStringLiteral("SHARED_VICTORY")));
    QVERIFY(notRead.contains(QStringLiteral("SECRET_ALLIANCES: not one the package documents")));

    const ImportedGame imported = importRecordedGame(recorded, m_map, sourceRules(recorded.format));
    QCOMPARE(imported.game->drawMode(), DrawMode::NoDias);
    // The two draw rules together, which the package forbids: named, and DIAS kept.
    QByteArray both = json;
    both.replace("\"NO_DIAS\",", "\"NO_DIAS\", \"PROPOSE_DIAS\",");
    const RecordedGame contradictory = readRecordedGame(both, *m_map);
    QCOMPARE(contradictory.drawMode, std::optional(DrawMode::Dias));
    QVERIFY(contradictory.notRead.join(u'\n').contains(QStringLiteral("NO_DIAS and PROPOSE_DIAS together")));
    const QString text = importReportText(*m_map, imported.report);
    QVERIFY2(text.contains(QStringLiteral("  not read: the rule option HOLD_WIN")), qPrintable(text));
    QVERIFY(
        text.contains(QStringLiteral("The record's rule options NO_PRESS, POWER_CHOICE bear on nothing")));
}

// A 'via convoy' move that the record moved overland for want of a convoy is MILA's reading (4.A.3 e):
// judged under the DATC's preferences it differs, and the report names a setting that gives the record.
void TestMilaRealLayout::realDifferenceStillShows()
{
    const QByteArray json = R"({"id": "overland", "map": "standard", "rules": [], "phases": [
        {"name": "S1901M", "state": {"name": "S1901M", "units": {"ENGLAND": ["A LVP", "F LON"]},
            "centers": {"ENGLAND": ["LVP", "LON"]}}, "orders": {"ENGLAND": ["A LVP - YOR VIA", "F LON H"]},
            "results": {"A LVP": [], "F LON": []}, "messages": []},
        {"name": "F1901M", "state": {"name": "F1901M", "units": {"ENGLAND": ["A YOR", "F LON"]},
            "centers": {"ENGLAND": ["LVP", "LON"]}}, "orders": {"ENGLAND": null}, "results": {}, "messages": []}]})";
    const RecordedGame recorded = readRecordedGame(json, *m_map);
    QVERIFY(recorded.problems.empty());
    QVERIFY(!checkRecordedGame(recorded, *m_map, sourceRules(recorded.format)).differs());
    const ImportReport report = checkRecordedGame(recorded, *m_map, RuleSettings());
    QCOMPARE(report.differences.size(), std::size_t(1));
    const PhaseDifference &d = report.differences.front();
    QVERIFY(d.orders.join(u'\n').contains(
        QStringLiteral("England: A lvp - yor via convoy — recorded: succeeded")));
    QVERIFY2(!d.reproducedBy.isEmpty(), qPrintable(importReportText(*m_map, report)));
    QVERIFY(importReportText(*m_map, report)
                .contains(QStringLiteral("the recorded outcome is what Arbiter gives under")));
}

// The package's note may name the winner by its own abbreviation ("Victory by: F"): the victory is the
// largest owner's; a draw naming nobody is the survivors'.
void TestMilaRealLayout::endNoteInTheirAbbreviations()
{
    const auto ending = [this](const char *note) {
        const QByteArray json = QByteArray(R"({"id": "end", "map": "standard", "rules": [], "phases": [
            {"name": "S1901M", "state": {"name": "S1901M", "units": {"FRANCE": ["A PAR"], "ENGLAND": ["F LON"]},
                "centers": {"FRANCE": ["PAR"], "ENGLAND": ["LON"]}}, "orders": {}, "results": {}, "messages": []},
            {"name": "COMPLETED", "state": {"name": "COMPLETED", "note": ")") +
                                note + R"(", "units": {"FRANCE": ["A PAR", "A BUR"], "ENGLAND": ["F LON"]},
                "centers": {"FRANCE": ["PAR", "BRE", "MAR"], "ENGLAND": ["LON"], "GERMANY": []}},
                "orders": {}, "results": {}, "messages": []}]})";
        return readRecordedGame(json, *m_map).end;
    };
    const PowerSet france = PowerSet(1) << m_map->findPower(u"france");
    const PowerSet england = PowerSet(1) << m_map->findPower(u"england");
    QCOMPARE(ending("Victory by: F").kind, GameEndKind::Victory);
    QCOMPARE(ending("Victory by: F").powers, france);
    QCOMPARE(ending("VICTORY: FRANCE").powers, france);
    QCOMPARE(ending("Game ended in a draw").kind, GameEndKind::Draw);
    QCOMPARE(ending("Game ended in a draw").powers, france | england);
    QCOMPARE(ending("").kind, GameEndKind::None);
}

// A game exported as MILA JSON has at each level every key the real files have (the package's loader needs
// `messages` in every phase, the COMPLETED one too), but `zobrist_hash`, which the loader computes again.
void TestMilaRealLayout::exportCarriesTheKeysOfRealFiles()
{
    Keys real;
    for (const QString &f : test::realFileNames(realFolder, QStringLiteral("*.json")))
        addKeys(readTestFile(realFolder + u'/' + f), &real);
    real.state.remove(QStringLiteral("zobrist_hash"));
    QVERIFY(real.state.contains(QStringLiteral("influence")));

    QString error;
    std::optional<Game> game = playGameScript(
        QString::fromUtf8(readTestFile(QStringLiteral(ARBITER_SOURCE_DIR "/tests/games/club_game.txt"))),
        m_map, &error);
    QVERIFY2(game, qPrintable(error));
    QVERIFY(game->ended());
    const QByteArray exported = milaGameJson(*game);
    Keys written;
    addKeys(exported, &written);
    for (const auto &[have, need] :
         {std::pair(&written.game, &real.game), std::pair(&written.phase, &real.phase),
          std::pair(&written.state, &real.state)}) {
        QSet<QString> missing = *need;
        missing.subtract(*have);
        QVERIFY2(missing.isEmpty(), qPrintable(QStringList(missing.begin(), missing.end()).join(u' ')));
    }
    const QJsonArray phases = QJsonDocument::fromJson(exported).object().value(u"phases").toArray();
    QCOMPARE(phases.last().toObject().value(u"name").toString(), QStringLiteral("COMPLETED"));
    for (const QJsonValue &p : phases)
        QVERIFY(p.toObject().value(u"messages").isArray());
}

// Each imported game written in both formats reads back agreeing under the same rules: the outcome words
// in pairs ("void" and "dislodged") and a game set up otherwise than the opening (its first movement phase
// lists the units it starts with) survive the trip.
void TestMilaRealLayout::exportsReadBackAgreeing()
{
    QFETCH(QString, name);
    const RecordedGame recorded = read(name);
    const RuleSettings rules = sourceRules(recorded.format);
    const ImportedGame imported = importRecordedGame(recorded, m_map, rules);
    QVERIFY(imported.game);
    for (const QByteArray &written :
         {milaGameJson(*imported.game), judgeTranscript(*imported.game).toUtf8()}) {
        const RecordedGame again = readRecordedGame(written, *m_map);
        QVERIFY(again.problems.empty());
        const ImportReport report = checkRecordedGame(again, *m_map, rules);
        QVERIFY2(!report.differs(), qPrintable(importReportText(*m_map, report)));
        QCOMPARE(report.phasesChecked, imported.report.phasesChecked);
    }
}

QTEST_GUILESS_MAIN(TestMilaRealLayout)
#include "tst_mila_real_layout.moc"
