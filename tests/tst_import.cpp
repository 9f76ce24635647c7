// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
// Games of other judges: MILA's game JSON and Judge/DPjudge transcripts read, judged again and compared
// (the second opinion), and Arbiter games written in both formats and read back as the same game.
#include "judge/retreat_adjudicator.h"
#include "record/formats/judge_transcript_writer.h"
#include "record/formats/mila_game_writer.h"
#include "record/game_file.h"
#include "record/game_script.h"
#include "record/import/game_import.h"
#include "record/import/json_scanner.h"
#include "record/import/judge_transcript.h"
#include "record/import/mila_game.h"
#include "record/import/second_opinion.h"
#include "text/datc_reader.h"
#include "text/order_formatter.h"

#include <QDir>
#include <QFile>
#include <QMetaType>
#include <QTemporaryDir>
#include <QTest>

#include <bit>
#include <random>

using namespace arbiter;

Q_DECLARE_METATYPE(arbiter::RecordFormat)
Q_DECLARE_METATYPE(arbiter::OrderType)
Q_DECLARE_METATYPE(arbiter::OrderReason)

namespace {

QByteArray readData(const QString &name)
{
    QFile f(QStringLiteral(ARBITER_SOURCE_DIR "/tests/") + name);
    if (!f.open(QIODevice::ReadOnly))
        qFatal("cannot read %s", qPrintable(name));
    return f.readAll();
}

Position sorted(Position p)
{
    auto less = [](const Unit &a, const Unit &b) {
        return std::tie(a.location, a.power, a.type) < std::tie(b.location, b.power, b.type);
    };
    std::sort(p.units.begin(), p.units.end(), less);
    std::sort(p.dislodged.begin(), p.dislodged.end(),
              [&](const DislodgedUnit &a, const DislodgedUnit &b) { return less(a.unit, b.unit); });
    return p;
}

// An order as the foreign formats write it: they name no nationality in supports and convoys and always
// write the unit type.
Order asWritten(Order o)
{
    for (UnitRef *r : {&o.unit, &o.target, &o.other, &o.otherTarget}) {
        r->power = -1;
        r->typeGiven = r == &o.unit || r == &o.other ? true : r->typeGiven;
    }
    return o;
}

// Two games are the same when their lines of play hold the same phases: positions, orders, results,
// changes, positions after, and the end.
// Whether order `k` of the adjudicated retreat phase `e` is for a unit with nowhere to go: MILA's format has
// no such order (its state leaves the unit out, and its results say "disband").
bool retreatlessOrder(const Map &map, const PhaseEntry &e, std::size_t k)
{
    if (e.position.phase.kind != PhaseKind::Retreat || !e.adjudicated || k >= e.results.size())
        return false;
    const int unit = e.results[k].unit;
    return unit >= 0 && std::size_t(unit) < e.position.dislodged.size() &&
           retreatOptions(map, e.rules, e.position, unit).empty();
}

// `mila`: `b` went through MILA's format, which drops the orders of retreatlessOrder.
void compareLines(const Game &a, const Game &b, bool mila)
{
    const std::vector<int> la = a.line(a.current());
    const std::vector<int> lb = b.line(b.current());
    QCOMPARE(lb.size(), la.size());
    for (std::size_t i = 0; i < la.size(); ++i) {
        const PhaseEntry &ea = a.entry(la[i]);
        const PhaseEntry &eb = b.entry(lb[i]);
        const QByteArray where = ea.position.phase.code().toUtf8();
        QVERIFY2(sorted(ea.position) == sorted(eb.position), where.constData());
        std::size_t dropped = 0;
        for (std::size_t k = 0; mila && k < ea.orders.size(); ++k)
            dropped += retreatlessOrder(a.map(), ea, k) ? 1 : 0;
        QCOMPARE(eb.orders.size(), ea.orders.size() - dropped);
        for (std::size_t k = 0; k < ea.orders.size(); ++k) {
            if (mila && retreatlessOrder(a.map(), ea, k))
                continue;
            // The order as read back: the same order, possibly in another place of the list.
            const auto found = std::find_if(eb.orders.begin(), eb.orders.end(), [&](const EnteredOrder &o) {
                return asWritten(o.order) == asWritten(ea.orders[k].order);
            });
            QVERIFY2(found != eb.orders.end(), qPrintable(QString::fromUtf8(where) + u' ' +
                                                          formatOrder(a.map(), ea.orders[k].order, true)));
            const std::size_t j = std::size_t(found - eb.orders.begin());
            QCOMPARE(eb.adjudicated, ea.adjudicated);
            if (ea.adjudicated) {
                QCOMPARE(eb.results[j].status, ea.results[k].status);
                QCOMPARE(eb.results[j].reason, ea.results[k].reason);
            }
        }
        // A unit whose disband order MILA's format drops is disbanded for want of a retreat instead.
        QCOMPARE(eb.changes.size(), ea.changes.size() + dropped);
        if (ea.adjudicated)
            QVERIFY2(sorted(ea.after) == sorted(eb.after), where.constData());
        QCOMPARE(eb.end, ea.end);
    }
}

// The search for a rule setting that reproduces a recorded outcome as it was before it skipped settings
// (SecondOpinion::reproducingRules): every preset but the rules themselves, then every other choice of
// every issue, each adjudicated, the first that agrees wins.
QString fullSearch(const Map &map, const RuleSettings &rules, const RecordedGame &game, std::size_t index,
                   const Position &from, RuleSettings *found)
{
    auto agrees = [&](const RuleSettings &candidate) {
        SecondOpinion opinion(map, candidate);
        return opinion.check(game, index, from, nullptr);
    };
    for (const QString &name : RuleSettings::presetNames()) {
        RuleSettings candidate;
        RuleSettings::preset(name, &candidate);
        if (candidate != rules && agrees(candidate)) {
            *found = candidate;
            return QStringLiteral("the preset '%1'").arg(name);
        }
    }
    for (const RuleIssueInfo &info : ruleIssues()) {
        for (int c = 0; c < info.choiceCount(); ++c) {
            const char choice = char('a' + c);
            if (rules.is(info.issue, choice))
                continue;
            RuleSettings candidate = rules;
            candidate.set(info.issue, choice);
            if (agrees(candidate)) {
                *found = candidate;
                return QStringLiteral("%1=%2")
                    .arg(QLatin1StringView(info.number))
                    .arg(QChar(QLatin1Char(choice)));
            }
        }
    }
    return {};
}

// Whether the search that skips settings (issuesAsked) finds what the full one finds, for phase `index` of
// `game` judged from `from`; `differs`: whether the phase differs under `rules`.
bool sameSearch(const Map &map, const RuleSettings &rules, const RecordedGame &game, std::size_t index,
                const Position &from, int *reproduced, bool *differs)
{
    SecondOpinion opinion(map, rules);
    PhaseDifference difference;
    const bool agrees = opinion.check(game, index, from, &difference);
    RuleSettings pruned;
    RuleSettings full;
    const QString prunedName = opinion.reproducingRules(game, index, from, &pruned);
    const QString fullName = fullSearch(map, rules, game, index, from, &full);
    const QByteArray where = game.phases[index].position.phase.code().toUtf8() + ' ' +
                             game.phases[index].place.toUtf8() + ": " + fullName.toUtf8();
    if (prunedName != fullName || (!fullName.isEmpty() && pruned != full)) {
        qWarning("%s: pruned %s, full %s", where.constData(), qPrintable(prunedName), qPrintable(fullName));
        return false;
    }
    if (!fullName.isEmpty())
        ++*reproduced;
    *differs = !agrees;
    return true;
}

} // namespace

class TestImport : public QObject
{
    Q_OBJECT

  private slots:
    void initTestCase();
    void roundTrip_data();
    void roundTrip();
    void transcriptNamesTheRulesOfItsGame();
    void transcriptRulesLineThatIsNoRules();
    void exportsPrintOrdersAsAJudgeWould_data();
    void exportsPrintOrdersAsAJudgeWould();
    void wrongUnitTypeLeftOutUnder4C2a_data();
    void wrongUnitTypeLeftOutUnder4C2a();
    void refusedAsWrittenLeftOutOfExports_data();
    void refusedAsWrittenLeftOutOfExports();
    void unknownCoastSurvivesTheSave_data();
    void unknownCoastSurvivesTheSave();
    void milaHandMade();
    void judgeHandMade_data();
    void judgeHandMade();
    void secondOpinionDiffers();
    void unreadableInput_data();
    void unreadableInput();
    void damagedFilesSayWhatIsWrong();
    void milaValuesOfTheWrongKindAreNamedWithTheirLine_data();
    void milaValuesOfTheWrongKindAreNamedWithTheirLine();
    void importReportIsKeptInTheGameFile();
    void phaseWithAnUnreadablePositionIsNotJudged();
    void notAGameOfAnotherJudge();
    void cutShortTranscript_data();
    void cutShortTranscript();
    void ruleSearchSkipsOnlyWhatCannotMatterInFiles();
    void ruleSearchSkipsOnlyWhatCannotMatterInDatcCases();
    void skipValueByBlocksAsByteByByte();

  private:
    Game playScript(const QString &name);
    std::shared_ptr<const Map> m_map;
};

void TestImport::initTestCase()
{
    QString error;
    auto map = Map::load(QStringLiteral(ARBITER_SOURCE_DIR "/maps/standard"), &error);
    QVERIFY2(map, qPrintable(error));
    m_map = std::make_shared<const Map>(std::move(*map));
}

Game TestImport::playScript(const QString &name)
{
    QString error;
    std::optional<Game> game =
        playGameScript(QString::fromUtf8(readData(QStringLiteral("games/") + name)), m_map, &error);
    if (!game)
        qFatal("%s: %s", qPrintable(name), qPrintable(error));
    return std::move(*game);
}

void TestImport::roundTrip_data()
{
    QTest::addColumn<QString>("script");
    QTest::addColumn<bool>("mila");
    for (const char *script : {"club_game.txt", "random_1.txt", "random_4.txt"}) {
        QTest::addRow("%s mila", script) << QString::fromLatin1(script) << true;
        QTest::addRow("%s judge", script) << QString::fromLatin1(script) << false;
    }
}

// A game played in Arbiter, written in each format and read back, is the same game, and the second
// opinion agrees with every phase.
void TestImport::roundTrip()
{
    QFETCH(QString, script);
    QFETCH(bool, mila);
    Game played = playScript(script);
    played.info().name = QStringLiteral("Round trip");
    const QByteArray data = mila ? milaGameJson(played) : judgeTranscript(played).toUtf8();
    const RecordedGame recorded = readRecordedGame(data, *m_map);
    QCOMPARE(recorded.format, mila ? RecordFormat::MilaJson : RecordFormat::JudgeText);
    // The club game has removals in civil disorder: the transcript says so, and they are read back.
    if (!mila && script == QStringLiteral("club_game.txt")) {
        QVERIFY(data.contains("Turkey: Defaults, removing the"));
        QVERIFY(std::any_of(recorded.phases.begin(), recorded.phases.end(),
                            [](const RecordedPhase &p) { return !p.disorderRemovals.empty(); }));
    }
    for (const ImportProblem &p : recorded.problems)
        qWarning("%s: %s: %s", qPrintable(p.place), qPrintable(p.text), qPrintable(p.problem));
    QVERIFY(recorded.problems.empty());
    const ImportedGame imported = importRecordedGame(recorded, m_map, played.rules());
    QVERIFY(imported.game);
    if (imported.report.differs())
        qWarning("%s", qPrintable(importReportText(*m_map, imported.report)));
    QVERIFY(!imported.report.differs());
    QCOMPARE(imported.game->info().name, QStringLiteral("Round trip"));
    compareLines(played, *imported.game, mila);
    // The imported game is a game like any other: it saves and loads (its history checked on load).
    QString error;
    QVERIFY2(gameFromJson(gameToJson(*imported.game), m_map, &error), qPrintable(error));
}

// A game not played by the DATC's preferences keeps its rules in a transcript: read back, it is judged by
// them (here 4.A.5 a refuses a retreat to the origin of a convoyed attack, which the preference allows).
void TestImport::transcriptNamesTheRulesOfItsGame()
{
    const Game played = playScript(QStringLiteral("retreats_4a5a.txt"));
    QVERIFY(!played.rules().isDefault());
    const QString transcript = judgeTranscript(played);
    QVERIFY(transcript.startsWith(QStringLiteral("Rules: 4.A.5=a\n")));
    const RecordedGame recorded = readRecordedGame(transcript.toUtf8(), *m_map);
    QVERIFY(recorded.problems.empty());
    QVERIFY(recorded.rules);
    QCOMPARE(recordedRules(recorded), played.rules());
    QVERIFY(!checkRecordedGame(recorded, *m_map, recordedRules(recorded)).differs());
    // Without the line, the Judge's rules judge the retreat differently: the line is what makes it agree.
    const ImportReport underDatc = checkRecordedGame(recorded, *m_map, sourceRules(recorded.format));
    QVERIFY(underDatc.differs());
    QVERIFY(underDatc.differences.front().reproducedBy.contains(QStringLiteral("4.A.5")));

    // The file as a user imports it, naming no rules.
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("game.txt"));
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(transcript.toUtf8());
    file.close();
    const ImportedGame imported = importGameFile(path, m_map);
    QVERIFY(imported.game);
    QVERIFY(!imported.report.differs());
    QCOMPARE(imported.report.rules, played.rules());
    QCOMPARE(imported.game->rules(), played.rules());
}

void TestImport::transcriptRulesLineThatIsNoRules()
{
    QString transcript = judgeTranscript(playScript(QStringLiteral("retreats_4a5a.txt")));
    transcript.replace(QStringLiteral("Rules: 4.A.5=a"), QStringLiteral("Rules: 4.A.5=q"));
    const RecordedGame recorded = readRecordedGame(transcript.toUtf8(), *m_map);
    QCOMPARE(recorded.problems.size(), std::size_t(1));
    QCOMPARE(recorded.problems.front().place, QStringLiteral("line 1"));
    QCOMPARE(recorded.problems.front().text, QStringLiteral("Rules: 4.A.5=q"));
    QVERIFY2(recorded.problems.front().problem.startsWith(QStringLiteral("not rule choices: ")),
             qPrintable(recorded.problems.front().problem));
    QVERIFY(!recorded.rules);
}

void TestImport::exportsPrintOrdersAsAJudgeWould_data()
{
    QTest::addColumn<bool>("mila");
    QTest::newRow("mila") << true;
    QTest::newRow("judge") << false;
}

// Orders that stand although written with the wrong unit type (4.C.2 b) are printed for the units on the
// board; orders for a unit that is not there, or is another power's, are left out, as a judge refuses them.
// The file is then read back with no difference from Arbiter's adjudication.
void TestImport::exportsPrintOrdersAsAJudgeWould()
{
    QFETCH(bool, mila);
    QString error;
    const std::optional<Game> played = playGameScript(QStringLiteral("PHASE S1901M\n"
                                                                     "Italy: A nap - apu\n"
                                                                     "Italy: A pie - mar\n"
                                                                     "Germany: A vie - gal\n"
                                                                     "Germany: F kie S F ber\n"),
                                                      m_map, &error);
    QVERIFY2(played, qPrintable(error));
    const QByteArray data = mila ? milaGameJson(*played) : judgeTranscript(*played).toUtf8();
    const QList<QByteArray> expected =
        mila ? QList<QByteArray>{"\"F NAP - APU\"", "\"F KIE S A BER\""}
             : QList<QByteArray>{"Italy: Fleet Naples -> Apulia.", "Germany: Fleet Kiel SUPPORT Army Berlin.",
                                 "Austria: Army Vienna HOLD.  (*no order*)"};
    for (const QByteArray &text : expected)
        QVERIFY2(data.contains(text), data.constData());
    for (const char *text : {"PIE", "Piedmont", "A VIE - GAL", "Germany: Army Vienna"})
        QVERIFY2(!data.contains(text), text);
    const RecordedGame recorded = readRecordedGame(data, *m_map);
    QVERIFY(recorded.problems.empty());
    const ImportedGame imported = importRecordedGame(recorded, m_map, played->rules());
    QVERIFY(imported.game);
    QVERIFY2(!imported.report.differs(), qPrintable(importReportText(*m_map, imported.report)));
}

// The entries of the imported game's line, by phase code.
const PhaseEntry *entryOf(const Game &game, const QString &code)
{
    for (int id : game.line(game.current())) {
        if (game.entry(id).position.phase.code() == code)
            return &game.entry(id);
    }
    return nullptr;
}

const EnteredOrder *orderOf(const Map &map, const PhaseEntry &e, const QString &written)
{
    for (const EnteredOrder &o : e.orders) {
        if (formatOrder(map, o.order, true, e.position.phase.kind) == written)
            return &o;
    }
    return nullptr;
}

bool hasChange(const PhaseEntry &e, OrderReason reason, int power)
{
    return std::any_of(e.changes.begin(), e.changes.end(),
                       [&](const BoardChange &c) { return c.reason == reason && c.power == power; });
}

void TestImport::wrongUnitTypeLeftOutUnder4C2a_data()
{
    exportsPrintOrdersAsAJudgeWould_data();
}

// Under 4.C.2 a an order that names the wrong unit type fails, and the unit holds unless it has another
// order: the army in Sevastopol that an order names is not there, and a judge refuses the order as it
// refuses one for a unit not there. Printed as written, the army was listed besides the fleet, a line that
// reads back as "no unit can stand there".
void TestImport::wrongUnitTypeLeftOutUnder4C2a()
{
    QFETCH(bool, mila);
    QString error;
    const std::optional<Game> played = playGameScript(QStringLiteral("RULES 4.C.2=a\n"
                                                                     "PHASE S1901M\n"
                                                                     "Russia: F sev - rum\n"
                                                                     "Russia: A sev - bla\n"
                                                                     "Turkey: A con - bul\n"
                                                                     "Turkey: A smy - con\n"
                                                                     "Turkey: F ank - bla\n"),
                                                      m_map, &error);
    QVERIFY2(played, qPrintable(error));
    QCOMPARE(played->entry(0).results[1].reason, OrderReason::WrongUnitType);
    const QByteArray data = mila ? milaGameJson(*played) : judgeTranscript(*played).toUtf8();
    QVERIFY2(data.contains(mila ? "\"F SEV - RUM\"" : "Russia: Fleet Sevastopol -> Rumania."),
             data.constData());
    for (const char *text : {"A SEV", "Army Sevastopol"})
        QVERIFY2(!data.contains(text), text);
    const RecordedGame recorded = readRecordedGame(data, *m_map);
    QVERIFY(recorded.problems.empty());
    const ImportedGame imported = importRecordedGame(recorded, m_map, played->rules());
    QVERIFY(imported.game);
    QVERIFY2(!imported.report.differs(), qPrintable(importReportText(*m_map, imported.report)));
}

void TestImport::refusedAsWrittenLeftOutOfExports_data()
{
    QTest::addColumn<bool>("mila");
    QTest::addColumn<QString>("rule");
    QTest::addColumn<QString>("order");
    QTest::addColumn<OrderReason>("reason");
    const struct
    {
        const char *rule;
        const char *order;
        OrderReason reason;
    } cases[] = {{"4.B.6=a", "F sev/xx - bla", OrderReason::UnknownCoast},
                 {"4.B.6=a", "F sev - rum/xx", OrderReason::UnknownCoast},
                 {"4.B.5=a", "F stp/nc - bot", OrderReason::WrongCoastOfUnit},
                 {"4.C.1=a", "sev - bla", OrderReason::MissingUnitType}};
    for (const auto &c : cases) {
        for (const bool mila : {true, false})
            QTest::addRow("%s %s %s", c.rule, c.order, mila ? "mila" : "judge")
                << mila << QString::fromLatin1(c.rule) << QString::fromLatin1(c.order) << c.reason;
    }
}

// The other orders that fail for how they name their unit or a coast, under the choices that refuse them:
// printed for the unit on the board, they read back as an order that stands, and the file's outcome
// ("void") was not Arbiter's when read back. Left out, the unit holds with no order, as it does when its
// order fails, and the file reads back to the same outcome.
void TestImport::refusedAsWrittenLeftOutOfExports()
{
    QFETCH(bool, mila);
    QFETCH(QString, rule);
    QFETCH(QString, order);
    QFETCH(OrderReason, reason);
    QString error;
    const std::optional<Game> played = playGameScript(QStringLiteral("RULES %1\n"
                                                                     "PHASE S1901M\n"
                                                                     "Russia: %2\n"
                                                                     "Turkey: F ank - bla\n")
                                                          .arg(rule, order),
                                                      m_map, &error);
    QVERIFY2(played, qPrintable(error));
    QCOMPARE(played->entry(0).results[0].reason, reason);
    const QByteArray data = mila ? milaGameJson(*played) : judgeTranscript(*played).toUtf8();
    const RecordedGame recorded = readRecordedGame(data, *m_map);
    QVERIFY(recorded.problems.empty());
    const ImportedGame imported = importRecordedGame(recorded, m_map, played->rules());
    QVERIFY(imported.game);
    QVERIFY2(!imported.report.differs(), qPrintable(importReportText(*m_map, imported.report)));
}

void TestImport::unknownCoastSurvivesTheSave_data()
{
    QTest::addColumn<QString>("transcript");
    QTest::addColumn<OrderReason>("reason");
    // The Judge's line after a list: the list ends there, not cut short by the end of the file.
    const QString nextPhase = QStringLiteral("The next phase will be Movement for Fall of 1901.\n");
    // 4.B.6 a: the coast that Sevastopol lacks makes the order fail.
    QTest::newRow("order fails by it")
        << QStringLiteral("Rules: 4.B.6=a\n\n"
                          "Movement results for Spring of 1901.\n\n"
                          "Russia: Fleet Sevastopol/xx -> Black Sea.  (*void*)\n\n") +
               nextPhase
        << OrderReason::UnknownCoast;
    // 4.B.6 b: the coast is ignored, but the order is not the one without it: the unit has two orders and
    // holds (4.D.3 c), where the same order given twice would be that order once.
    QTest::newRow("second order") << QStringLiteral("Movement results for Spring of 1901.\n\n"
                                                    "Russia: Fleet Sevastopol/xx -> Black Sea.  (*void*)\n"
                                                    "Russia: Fleet Sevastopol -> Black Sea.  (*void*)\n\n") +
                                         nextPhase
                                  << OrderReason::DuplicateOrder;
}

// An order read with a coast its province does not have keeps it in the game file: the imported game saves
// and loads again, judged the same way (the short notation that the file stores dropped the coast, and the
// order read back was judged another way than the one imported).
void TestImport::unknownCoastSurvivesTheSave()
{
    QFETCH(QString, transcript);
    QFETCH(OrderReason, reason);
    const RecordedGame recorded = readRecordedGame(transcript.toUtf8(), *m_map);
    QVERIFY(recorded.problems.empty());
    QVERIFY(recorded.phases.front().orders.front().order.unit.unknownCoast);
    const ImportedGame imported = importRecordedGame(recorded, m_map, recordedRules(recorded));
    QVERIFY(imported.game && imported.game->entry(0).adjudicated);
    QCOMPARE(imported.game->entry(0).results.front().reason, reason);
    QString error;
    const std::optional<Game> loaded = gameFromJson(gameToJson(*imported.game), m_map, &error);
    QVERIFY2(loaded, qPrintable(error));
    QVERIFY(loaded->entry(0).orders.front().order.unit.unknownCoast);
    QCOMPARE(loaded->entry(0).results, imported.game->entry(0).results);
}

// tests/data/import/handmade_mila.json: every order kind in MILA's spelling, a convoy with VIA, a coast,
// a dislodgement with a disband and one with a retreat, builds with a coast and a waive, a removal in civil
// disorder, an elimination, a draw, metadata, fields the reader skips, and two orders that cannot be read.
void TestImport::milaHandMade()
{
    const RecordedGame recorded =
        readRecordedGame(readData(QStringLiteral("data/import/handmade_mila.json")), *m_map);
    QCOMPARE(recorded.format, RecordFormat::MilaJson);
    QCOMPARE(recorded.name, QStringLiteral("Hand-made 1905"));
    QCOMPARE(recorded.phases.size(), std::size_t(6));
    QCOMPARE(recorded.problems.size(), std::size_t(2));
    QCOMPARE(recorded.problems[0].text, QStringLiteral("FRANCE: A XYZ - PAR"));
    QCOMPARE(recorded.problems[0].place, QStringLiteral("phase 1 (S1905M), orders, line 40"));
    QCOMPARE(recorded.problems[1].text, QStringLiteral("RUSSIA: A XXX B"));
    QCOMPARE(recorded.problems[1].place, QStringLiteral("phase 5 (W1905A), orders, line 169"));
    QCOMPARE(recorded.end.kind, GameEndKind::Draw);

    const ImportedGame imported = importRecordedGame(recorded, m_map, sourceRules(recorded.format));
    QVERIFY(imported.game);
    const ImportReport &report = imported.report;
    if (report.differs())
        qWarning("%s", qPrintable(importReportText(*m_map, report)));
    QVERIFY(!report.differs());
    QCOMPARE(report.phasesChecked, 5);
    const Game &game = *imported.game;
    const Map &map = *m_map;
    QCOMPARE(game.info().players.value(map.findPower(u"france")), QStringLiteral("Bruno"));

    const PhaseEntry *spring = entryOf(game, QStringLiteral("S1905M"));
    QVERIFY(spring);
    QCOMPARE(spring->orders.size(), std::size_t(16));
    const EnteredOrder *convoyed = orderOf(map, *spring, QStringLiteral("England: A lon - bel via convoy"));
    QVERIFY(convoyed);
    QVERIFY(convoyed->order.viaConvoy);
    const EnteredOrder *convoy = orderOf(map, *spring, QStringLiteral("England: F eng C A lon - bel"));
    QVERIFY(convoy);
    QCOMPARE(convoy->order.type, OrderType::Convoy);
    QVERIFY(orderOf(map, *spring, QStringLiteral("Russia: F stp/sc - bot")));
    QVERIFY(orderOf(map, *spring, QStringLiteral("Austria: A gre S A ser - bul")));

    const PhaseEntry *springRetreat = entryOf(game, QStringLiteral("S1905R"));
    QVERIFY(springRetreat);
    QCOMPARE(springRetreat->orders.front().order.type, OrderType::Disband);
    QVERIFY(hasChange(*springRetreat, OrderReason::Eliminated, map.findPower(u"turkey")));

    const PhaseEntry *fallRetreat = entryOf(game, QStringLiteral("F1905R"));
    QVERIFY(fallRetreat);
    QCOMPARE(fallRetreat->results.front().reason, OrderReason::Retreated);

    const PhaseEntry *winter = entryOf(game, QStringLiteral("W1905A"));
    QVERIFY(winter);
    const EnteredOrder *coastBuild = orderOf(map, *winter, QStringLiteral("Russia: Build F stp/nc"));
    QVERIFY(coastBuild);
    QCOMPARE(map.location(coastBuild->order.unit.location).id, QStringLiteral("stp/nc"));
    const auto waive = std::find_if(winter->orders.begin(), winter->orders.end(),
                                    [](const EnteredOrder &o) { return o.order.type == OrderType::Waive; });
    QVERIFY(waive != winter->orders.end());
    QCOMPARE(winter->results[std::size_t(waive - winter->orders.begin())].reason, OrderReason::Waived);
    QVERIFY(hasChange(*winter, OrderReason::RemovedInCivilDisorder, map.findPower(u"italy")));

    QCOMPARE(game.currentEntry().position.phase.code(), QStringLiteral("S1906M"));
    QCOMPARE(game.currentEntry().end.kind, GameEndKind::Draw);
    QCOMPARE(std::popcount(game.currentEntry().end.powers), 6);
}

// tests/data/import/handmade_judge.txt and handmade_dpjudge.txt: the same game in the Judge's layout and in
// the DPjudge's (capitals, unit letters); mail headers between phases, a convoy route, a coast, a
// dislodgement retreated (Judge) or disbanded (DPjudge), the ownership section wrapped over two lines,
// builds, a waive, a draw, and a line of each that cannot be read.
void TestImport::judgeHandMade_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<RecordFormat>("format");
    QTest::addColumn<OrderType>("retreat");
    QTest::newRow("judge") << QStringLiteral("data/import/handmade_judge.txt") << RecordFormat::JudgeText
                           << OrderType::Move;
    QTest::newRow("dpjudge") << QStringLiteral("data/import/handmade_dpjudge.txt")
                             << RecordFormat::DPjudgeText << OrderType::Disband;
}

void TestImport::judgeHandMade()
{
    QFETCH(QString, file);
    QFETCH(RecordFormat, format);
    QFETCH(OrderType, retreat);
    const RecordedGame recorded = readRecordedGame(readData(file), *m_map);
    QCOMPARE(recorded.format, format);
    QCOMPARE(recorded.phases.size(), std::size_t(4));
    QCOMPARE(recorded.problems.size(), std::size_t(2));
    QVERIFY(recorded.problems[0].text.contains(QStringLiteral("Atlantis"), Qt::CaseInsensitive));
    QVERIFY(recorded.problems[0].place.startsWith(QStringLiteral("line ")));
    QVERIFY(recorded.problems[1].text.contains(QStringLiteral("submarine"), Qt::CaseInsensitive));
    QCOMPARE(recorded.end.kind, GameEndKind::Draw);
    QCOMPARE(std::popcount(recorded.end.powers), 7);
    // The Fall phase lists the Italian army that had no order as a unit, not as an order.
    const RecordedPhase &fall = recorded.phases[1];
    QCOMPARE(fall.position.units.size(), std::size_t(22));
    QCOMPARE(fall.orders.size(), std::size_t(21));
    // The ownership section, wrapped over two lines for France.
    QCOMPARE(recorded.phases[2].ownerAfter[std::size_t(m_map->findProvince(u"spa"))],
             m_map->findPower(u"france"));

    const ImportedGame imported = importRecordedGame(recorded, m_map, sourceRules(recorded.format));
    QVERIFY(imported.game);
    if (imported.report.differs())
        qWarning("%s", qPrintable(importReportText(*m_map, imported.report)));
    QVERIFY(!imported.report.differs());
    QCOMPARE(imported.report.phasesChecked, 4);
    const Game &game = *imported.game;
    const PhaseEntry *fallMoves = entryOf(game, QStringLiteral("F1901M"));
    QVERIFY(fallMoves);
    const EnteredOrder *route = orderOf(*m_map, *fallMoves, QStringLiteral("England: A yor - nth - nwy"));
    QVERIFY(route);
    QCOMPARE(route->order.convoyPath.size(), std::size_t(1));
    const PhaseEntry *retreats = entryOf(game, QStringLiteral("F1901R"));
    QVERIFY(retreats);
    QCOMPARE(retreats->orders.front().order.type, retreat);
    const PhaseEntry *winter = entryOf(game, QStringLiteral("W1901A"));
    QVERIFY(winter);
    QVERIFY(orderOf(*m_map, *winter, QStringLiteral("Russia: Build F stp/nc")));
    QVERIFY(std::any_of(winter->orders.begin(), winter->orders.end(),
                        [](const EnteredOrder &o) { return o.order.type == OrderType::Waive; }));
    QCOMPARE(game.currentEntry().position.phase.code(), QStringLiteral("S1902M"));
    QCOMPARE(game.currentEntry().end.kind, GameEndKind::Draw);
}

// tests/data/import/differs_mila.json records two outcomes Arbiter does not give under MILA's rules: a
// swap by convoy that bounced (what the DPTG's reading gives) and a move that bounced against nothing.
void TestImport::secondOpinionDiffers()
{
    const RecordedGame recorded =
        readRecordedGame(readData(QStringLiteral("data/import/differs_mila.json")), *m_map);
    const ImportedGame imported = importRecordedGame(recorded, m_map, sourceRules(recorded.format));
    QVERIFY(imported.game);
    const ImportReport &report = imported.report;
    QCOMPARE(report.differences.size(), std::size_t(2));

    const PhaseDifference &swap = report.differences[0];
    QCOMPARE(swap.phase.code(), QStringLiteral("S1901M"));
    QVERIFY(swap.orders.join(u'\n').contains(
        QStringLiteral("England: A nwy - swe — recorded: bounce; Arbiter: succeeded: moved")));
    QVERIFY(swap.orders.join(u'\n').contains(QStringLiteral("Russia: F swe - nwy — recorded: bounce")));
    QVERIFY(swap.board.join(u'\n').contains(QStringLiteral("Arbiter has England: A swe")));
    QVERIFY2(swap.reproducedBy.contains(QStringLiteral("dptg")), qPrintable(swap.reproducedBy));
    // The history keeps the recorded game: the phase was played under the setting that reproduces it.
    const PhaseEntry &first = imported.game->entry(swap.entry);
    RuleSettings dptg;
    RuleSettings::preset(u"dptg", &dptg);
    QCOMPARE(first.rules, dptg);
    QVERIFY(first.after.unitIn(*m_map, m_map->findProvince(u"nwy")) >= 0);
    QCOMPARE(first.after.units[std::size_t(first.after.unitIn(*m_map, m_map->findProvince(u"nwy")))].power,
             m_map->findPower(u"england"));

    const PhaseDifference &bounce = report.differences[1];
    QCOMPARE(bounce.phase.code(), QStringLiteral("F1901M"));
    QVERIFY(bounce.orders.join(u'\n').contains(
        QStringLiteral("France: A par - bur — recorded: bounce; Arbiter: succeeded: moved")));
    QVERIFY(bounce.reproducedBy.isEmpty());
    // No rule gives that bounce: the history goes on from Arbiter's outcome, and says so.
    QCOMPARE(imported.game->entry(bounce.entry).rules, sourceRules(RecordFormat::MilaJson));
    QVERIFY(imported.game->currentEntry().position.unitIn(*m_map, m_map->findProvince(u"bur")) >= 0);
    QVERIFY(report.notes.join(u'\n').contains(
        QStringLiteral("Spring 1902 Movement: the recorded position differs")));

    const QString text = importReportText(*m_map, report);
    QVERIFY(text.contains(QStringLiteral("Spring 1901 Movement (phase 1 (S1901M)) differs")));
    QVERIFY(
        text.contains(QStringLiteral("the recorded outcome is what Arbiter gives under the preset 'dptg'")));
    QVERIFY(text.contains(QStringLiteral("no rule setting Arbiter knows gives the recorded outcome")));

    // The check alone (no game made) reports the same.
    const ImportReport checked = checkRecordedGame(recorded, *m_map, sourceRules(recorded.format));
    QCOMPARE(checked.differences.size(), std::size_t(2));
    QCOMPARE(checked.differences[0].reproducedBy, swap.reproducedBy);
    QCOMPARE(checked.differences[1].orders, bounce.orders);
}

// Input that is not a game at all, or broken in the middle, is reported with its place; nothing crashes.
void TestImport::unreadableInput_data()
{
    QTest::addColumn<QByteArray>("contents");
    QTest::addColumn<QString>("place");
    QTest::addColumn<int>("phases");
    QTest::newRow("empty") << QByteArray() << QString() << 0;
    QTest::newRow("prose") << QByteArray("Dear players,\nthe game starts Monday.\n")
                           << QStringLiteral("line 1") << 0;
    QTest::newRow("broken json") << QByteArray(
                                        R"({"phases": [{"name": "S1901M", "orders": {"FRANCE": ["A PAR H")")
                                 << QStringLiteral("the file, line 1") << 0;
    // Malformed inside a phase's state, on the third line: the phase, the part and the line are named.
    QTest::newRow("broken state") << QByteArray(
                                         "{\"phases\": [\n  {\"name\": \"S1901M\", \"state\": {\"units\":\n"
                                         "  {\"FRANCE\": [\"A PAR\" \"A MAR\"]}}}]}\n")
                                  << QStringLiteral("phase 1 (S1901M), state, line 3") << 0;
    QTest::newRow("bad phase name") << QByteArray(R"({"phases": [{"name": "X1901Q", "orders": {}}]})")
                                    << QStringLiteral("phase 1 (X1901Q)") << 0;
    QTest::newRow("unknown power")
        << QByteArray(R"({"phases": [{"name": "S1901M", "orders": {"PRUSSIA": ["A BER H"]}}]})")
        << QStringLiteral("phase 1 (S1901M), orders, line 1") << 1;
    QTest::newRow("judge line")
        << QByteArray("Movement results for Spring of 1901.\n\nAustria: Army Vienna jumps.\n")
        << QStringLiteral("line 3") << 1;
    QTest::newRow("deep nesting") << QByteArray(200, '[') << QStringLiteral("line 1") << 0;
}

void TestImport::unreadableInput()
{
    QFETCH(QByteArray, contents);
    QFETCH(QString, place);
    QFETCH(int, phases);
    const RecordedGame recorded = readRecordedGame(contents, *m_map);
    QCOMPARE(int(recorded.phases.size()), phases);
    QVERIFY(!recorded.problems.empty());
    QCOMPARE(recorded.problems.front().place, place);
    const ImportedGame imported = importRecordedGame(recorded, m_map, RuleSettings());
    QCOMPARE(bool(imported.game), phases > 0);
}

// A MILA file that is JSON but holds values of the wrong kind: each is reported with the phase, the part
// and its line, in words that say what was expected, and the rest of the phase is still read.
void TestImport::milaValuesOfTheWrongKindAreNamedWithTheirLine_data()
{
    QTest::addColumn<QByteArray>("phase");
    QTest::addColumn<QString>("place");
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("problem");
    QTest::addColumn<int>("orders");
    const QByteArray units = R"("units": {"FRANCE": ["A PAR", "A MAR"]})";
    QTest::newRow("units of a power")
        << QByteArray(R"("state": {"units": {"ENGLAND": "banana", "FRANCE": ["A PAR"]}},)"
                      "\n"
                      R"("orders": {"FRANCE": ["A PAR - BUR"]})")
        << QStringLiteral("phase 1 (S1901M), state, line 3") << QStringLiteral("ENGLAND: \"banana\"")
        << QStringLiteral("a list of units or centres is expected here") << 1;
    QTest::newRow("units of the state")
        << QByteArray(R"("state": {"units": 7},)"
                      "\n"
                      R"("orders": {"FRANCE": ["A PAR - BUR"]})")
        << QStringLiteral("phase 1 (S1901M), state, line 3") << QStringLiteral("units: 7")
        << QStringLiteral("an object keyed by power is expected here") << 1;
    QTest::newRow("orders of a power")
        << QByteArray("\"state\": {" + units + "},\n" +
                      R"("orders": {"ENGLAND": 42, "FRANCE": ["A PAR - BUR"], "ITALY": null})")
        << QStringLiteral("phase 1 (S1901M), orders, line 4") << QStringLiteral("ENGLAND: 42")
        << QStringLiteral("a list of orders is expected here") << 1;
    QTest::newRow("orders") << QByteArray("\"state\": {" + units + "},\n\n" + R"("orders": "A PAR - BUR")")
                            << QStringLiteral("phase 1 (S1901M), orders, line 5")
                            << QStringLiteral("orders: \"A PAR - BUR\"")
                            << QStringLiteral("an object keyed by power is expected here") << 0;
    QTest::newRow("an order") << QByteArray("\"state\": {" + units + "},\n" +
                                            R"("orders": {"FRANCE": ["A PAR - BUR", "A MAR jumps"]})")
                              << QStringLiteral("phase 1 (S1901M), orders, line 4")
                              << QStringLiteral("FRANCE: A MAR jumps")
                              << QStringLiteral("not an order ('jumps')") << 1;
    QTest::newRow("result of a unit")
        << QByteArray("\"state\": {" + units + "},\n" +
                      R"("orders": {"FRANCE": ["A PAR - BUR"]},)"
                      "\n" +
                      R"("results": {"A PAR": "bounce"})")
        << QStringLiteral("phase 1 (S1901M), results, line 5") << QStringLiteral("A PAR: \"bounce\"")
        << QStringLiteral("a list of results is expected here") << 1;
    QTest::newRow("result of no unit")
        << QByteArray("\"state\": {" + units + "},\n" +
                      R"("orders": {"FRANCE": ["A PAR - BUR"]},)"
                      "\n" +
                      R"("results": {"A PAR": [], "banana": []})")
        << QStringLiteral("phase 1 (S1901M), results, line 5") << QStringLiteral("banana")
        << QStringLiteral("not a unit on this map") << 1;
}

void TestImport::milaValuesOfTheWrongKindAreNamedWithTheirLine()
{
    QFETCH(QByteArray, phase);
    QFETCH(QString, place);
    QFETCH(QString, text);
    QFETCH(QString, problem);
    QFETCH(int, orders);
    const QByteArray file = "{\"id\": \"x\", \"map\": \"standard\", \"rules\": [], \"phases\": [\n"
                            "{\"name\": \"S1901M\",\n" +
                            phase + "}]}\n";
    const RecordedGame recorded = readRecordedGame(file, *m_map);
    QCOMPARE(recorded.problems.size(), std::size_t(1));
    QCOMPARE(recorded.problems.front().place, place);
    QCOMPARE(recorded.problems.front().text, text);
    QCOMPARE(recorded.problems.front().problem, problem);
    QCOMPARE(recorded.phases.size(), std::size_t(1));
    QCOMPARE(int(recorded.phases.front().orders.size()), orders);
}

// A phase whose recorded units could not all be read is not judged against them (its orders would fail for
// want of their units and the report would blame the judge): the report says it was not checked and why.
void TestImport::phaseWithAnUnreadablePositionIsNotJudged()
{
    const QByteArray file = R"({"id": "x", "map": "standard", "rules": [], "phases": [
{"name": "S1901M", "state": {"name": "S1901M", "units": {"ENGLAND": "banana", "FRANCE": ["A PAR", "A MAR"]},
 "centers": {"FRANCE": ["PAR", "MAR"]}, "homes": {}},
 "orders": {"ENGLAND": ["F LON - NTH"], "FRANCE": ["A PAR - BUR", "A MAR - SPA"]},
 "results": {"F LON": [], "A PAR": [], "A MAR": []}, "messages": []},
{"name": "F1901M", "state": {"name": "F1901M", "units": {"ENGLAND": ["F NTH"], "FRANCE": ["A BUR", "A SPA"]},
 "centers": {"FRANCE": ["PAR", "MAR"]}, "homes": {}},
 "orders": {"ENGLAND": ["F NTH - NWY"], "FRANCE": ["A BUR - MUN", "A SPA - POR"]},
 "results": {"F NTH": [], "A BUR": [], "A SPA": []}, "messages": []}]}
)";
    const RecordedGame recorded = readRecordedGame(file, *m_map);
    QCOMPARE(recorded.problems.size(), std::size_t(1));
    QVERIFY(recorded.phases.at(0).positionIncomplete);
    QVERIFY(!recorded.phases.at(1).positionIncomplete);
    const ImportReport report = checkRecordedGame(recorded, *m_map, sourceRules(recorded.format));
    QVERIFY(report.differences.empty());
    QCOMPARE(report.phasesChecked, 1); // the Fall, whose position was read whole
    QVERIFY2(std::any_of(report.notes.begin(), report.notes.end(),
                         [](const QString &n) {
                             return n.startsWith(
                                        QStringLiteral("Spring 1901 Movement (phase 1 (S1901M)): its "
                                                       "recorded position could not be read whole")) &&
                                    n.endsWith(QStringLiteral("not checked"));
                         }),
             qPrintable(report.notes.join(u'\n')));
}

// The game an import made keeps the import's report in its file: saved and read back, the same report (the
// phases that differ, the problems, what was not read); a report naming a phase the game does not have is
// refused with its line.
void TestImport::importReportIsKeptInTheGameFile()
{
    const ImportedGame imported =
        importGameFile(QFINDTESTDATA("data/import/differs_mila.json"), m_map, std::nullopt);
    QVERIFY(imported.game);
    QVERIFY(imported.game->importReport());
    QCOMPARE(imported.game->importReport()->differences.size(), std::size_t(2));
    QVERIFY(*imported.game->importReport() == imported.report);

    const QByteArray saved = gameToJson(*imported.game);
    QString error;
    const std::optional<Game> read = gameFromJson(saved, m_map, &error);
    QVERIFY2(read, qPrintable(error));
    QVERIFY(read->importReport());
    QVERIFY(*read->importReport() == imported.report);
    for (const PhaseDifference &d : read->importReport()->differences)
        QCOMPARE(read->entry(d.entry).position.phase, d.phase);

    Game plain(m_map);
    QVERIFY(!gameFromJson(gameToJson(plain), m_map, &error)->importReport());

    QByteArray wrong = saved;
    const QByteArray entry = "\"entry\": " + QByteArray::number(imported.report.differences.front().entry);
    QVERIFY(wrong.contains(entry));
    wrong.replace(entry, "\"entry\": 99");
    QVERIFY(!gameFromJson(wrong, m_map, &error));
    QVERIFY2(error.contains(QStringLiteral("import")) &&
                 error.contains(QStringLiteral("there is no phase 99")),
             qPrintable(error));
    QVERIFY2(error.contains(QStringLiteral("line ")), qPrintable(error));
}

// A file cut short says so; a binary file is not echoed byte for byte.
void TestImport::damagedFilesSayWhatIsWrong()
{
    const RecordedGame cut = readRecordedGame(
        QByteArray("{\"phases\": [\n  {\"name\": \"S1901M\", \"state\": {\"units\": {\"FRANCE\": [\"A PA"),
        *m_map);
    QVERIFY(!cut.problems.empty());
    QCOMPARE(cut.problems.front().problem, QStringLiteral("the file ends here: it is cut short"));
    QVERIFY2(cut.problems.front().place.endsWith(QStringLiteral("line 2")),
             qPrintable(cut.problems.front().place));

    QByteArray binary;
    for (int i = 0; i < 300; ++i)
        binary.append(char((i * 37 + 11) % 256));
    binary.replace('{', 'x');
    const RecordedGame noise = readRecordedGame(binary, *m_map);
    QCOMPARE(int(noise.problems.size()), 1);
    QVERIFY(noise.problems.front().problem.startsWith(QStringLiteral("neither a MILA game JSON")));
    for (QChar c : noise.problems.front().text)
        QVERIFY2(c.isPrint() && c != QChar::ReplacementCharacter, qPrintable(noise.problems.front().text));
}

// An empty file, an Arbiter game file and a binary file are no game of another judge: each says what it is,
// once, and the report is that one line, without a second opinion that was never given; what the report
// quotes of a file is printable text, whatever bytes the file holds.
void TestImport::notAGameOfAnotherJudge()
{
    const auto oneLine = [this](const QByteArray &contents, const QString &problem) {
        const RecordedGame recorded = readRecordedGame(contents, *m_map);
        QCOMPARE(recorded.format, RecordFormat::None);
        QVERIFY(recorded.phases.empty());
        QCOMPARE(int(recorded.problems.size()), 1);
        QCOMPARE(recorded.problems.front().problem, problem);
        ImportReport report = checkRecordedGame(recorded, *m_map, RuleSettings());
        report.file = QStringLiteral("x.json");
        const QString text = importReportText(*m_map, report);
        QCOMPARE(text.count(u'\n'), 1);
        QVERIFY2(text.startsWith(QStringLiteral("x.json: ")) && text.endsWith(problem + u'\n'),
                 qPrintable(text));
        QVERIFY2(!text.contains(QStringLiteral("second opinion")), qPrintable(text));
    };
    oneLine(QByteArray(), QStringLiteral("the file is empty"));
    oneLine(QByteArray("\n  \n"), QStringLiteral("the file is empty"));
    const QByteArray arbiterGame = gameToJson(playScript(QStringLiteral("club_game.txt")));
    QVERIFY(looksLikeArbiterGame(arbiterGame));
    QVERIFY(!looksLikeArbiterGame(readData(QStringLiteral("data/import/handmade_mila.json"))));
    oneLine(arbiterGame, QStringLiteral("an Arbiter game file, not a game of another judge"));
    QByteArray binary("\x01\x02\x1b[2J\x7f\xff\xfe ELF\n");
    oneLine(binary,
            QStringLiteral("neither a MILA game JSON nor a Judge transcript (no \"Movement results for "
                           "...\" heading)"));

    // A transcript with a line of binary bytes among its orders: the line is quoted as printable text. (The
    // blank line closes the list: without it, a list of one unit would be a file cut short.)
    QByteArray transcript("Movement results for Spring of 1901.\n\nAustria: Army Vienna HOLD.\nAustria: ");
    transcript += binary + "\n";
    const ImportReport report =
        checkRecordedGame(readRecordedGame(transcript, *m_map), *m_map, RuleSettings());
    QCOMPARE(int(report.problems.size()), 1);
    const QString quoted = report.problems.front().text + report.problems.front().problem;
    for (QChar c : quoted)
        QVERIFY2(c.isPrint() && c != QChar::ReplacementCharacter, qPrintable(quoted));
    QVERIFY2(quoted.startsWith(QStringLiteral("Austria: ???[2J??? ELF")), qPrintable(quoted));
}

void TestImport::cutShortTranscript_data()
{
    QTest::addColumn<int>("linesInto"); // how many lines of the second phase's orders are kept
    QTest::addColumn<int>("charsInto"); // and how many characters of the next line
    QTest::newRow("in a power's name") << 3 << 4;
    QTest::newRow("in an order") << 5 << 20;
    QTest::newRow("after the unit") << 1 << 13;
    QTest::newRow("between two lines") << 6 << 0;
    QTest::newRow("after the heading") << 0 << 0;
}

// A transcript cut short inside a phase's orders (a download or a copy interrupted) says so, with the line
// and the phase, and is not judged from part of its orders: the phases before it agree as they did.
void TestImport::cutShortTranscript()
{
    QFETCH(int, linesInto);
    QFETCH(int, charsInto);
    const QString whole = judgeTranscript(playScript(QStringLiteral("club_game.txt")));
    const qsizetype second = whole.indexOf(QStringLiteral("Movement results for Fall of 1901."));
    QVERIFY(second > 0);
    qsizetype at = whole.indexOf(u'\n', second) + 1; // the blank line after the heading
    for (int k = 0; k <= linesInto; ++k)
        at = whole.indexOf(u'\n', at) + 1;
    const QString cut = whole.left(at + charsInto);
    // The line cut, or the last line that is not blank when the cut falls after a newline.
    const int lastLine = int(cut.trimmed().count(u'\n')) + 1;

    const RecordedGame recorded = readRecordedGame(cut.toUtf8(), *m_map);
    const ImportReport report = checkRecordedGame(recorded, *m_map, sourceRules(recorded.format));
    const QString text = importReportText(*m_map, report);
    QCOMPARE(int(report.problems.size()), 1);
    QCOMPARE(report.problems.front().place, QStringLiteral("line %1").arg(lastLine));
    QCOMPARE(report.problems.front().problem,
             QStringLiteral("the file ends in the middle of Fall 1901 Movement: it is cut short"));
    QCOMPARE(report.phasesChecked, 1);
    QVERIFY2(!report.differs(), qPrintable(text));

    // The whole transcript without its last newline is not cut short: its last line is complete. Nor is a
    // phase's list of orders that a blank line closes, or that names every unit.
    // (A heading without a line of orders after it opens a list that no blank line closes.)
    if (linesInto > 0) {
        const QString closed = cut.left(cut.lastIndexOf(u'\n') + 1) + u'\n';
        const RecordedGame closedRecord = readRecordedGame(closed.toUtf8(), *m_map);
        QVERIFY(checkRecordedGame(closedRecord, *m_map, sourceRules(closedRecord.format)).problems.empty());
    }
    const qsizetype afterFall = whole.indexOf(QStringLiteral("\n\n"), second + 40);
    const RecordedGame wholeFall = readRecordedGame(whole.left(afterFall + 1).toUtf8(), *m_map);
    const ImportReport wholeFallReport = checkRecordedGame(wholeFall, *m_map, sourceRules(wholeFall.format));
    QVERIFY2(wholeFallReport.problems.empty() && !wholeFallReport.differs(),
             qPrintable(importReportText(*m_map, wholeFallReport)));
    QCOMPARE(wholeFallReport.phasesChecked, 2);
    QString complete = whole;
    QVERIFY(complete.endsWith(u'\n'));
    complete.chop(1);
    QVERIFY(readRecordedGame(complete.toUtf8(), *m_map).problems.empty());
}

// JsonScanner::skipValue reads an object or array 64 bytes at a time; it must end where (or fail where) the
// plain byte-by-byte reading below does, on texts dense in quotes, escapes and brackets of both kinds and
// on long ones with few, whose blocks take the fast path, escapes across the blocks' ends included.
void TestImport::skipValueByBlocksAsByteByByte()
{
    // The offset just past the value, or -1 when it is not closed.
    const auto byteByByte = [](const QByteArray &text) -> qsizetype {
        int depth = 0;
        bool inString = false;
        for (qsizetype i = 0; i < text.size(); ++i) {
            const char c = text[i];
            if (inString) {
                if (c == '"')
                    inString = false;
                else if (c == '\\')
                    ++i;
            } else if (c == '"') {
                inString = true;
            } else if (c == '{' || c == '[') {
                ++depth;
            } else if ((c == '}' || c == ']') && --depth == 0) {
                return i + 1;
            }
        }
        return -1;
    };
    std::mt19937 random(23);
    const char dense[] = "{}[]\"\\a ,";
    const char sparse[] = "abcdefgh ,:0123\xc3\xa9";
    int closed = 0;
    for (int n = 0; n < 200000; ++n) {
        const bool few = n % 2 == 1;
        const int length = int(random() % (few ? 700 : 200));
        QByteArray text(1, n % 3 == 0 ? '{' : '[');
        for (int i = 0; i < length; ++i) {
            if (few && random() % 16 != 0)
                text += sparse[random() % (sizeof(sparse) - 1)];
            else
                text += dense[random() % (sizeof(dense) - 1)];
        }
        const qsizetype expected = byteByByte(text);
        JsonScanner json(text);
        const bool skipped = json.skipValue();
        if (skipped != (expected >= 0) || (skipped && json.offset() != expected) ||
            (!skipped && json.offset() != text.size()))
            QFAIL(qPrintable(QStringLiteral("case %1: %2 expected %3, got %4 at %5")
                                 .arg(n)
                                 .arg(QString::fromLatin1(text.toPercentEncoding()))
                                 .arg(expected)
                                 .arg(skipped)
                                 .arg(json.offset())));
        closed += skipped ? 1 : 0;
    }
    QVERIFY(closed > 20000); // both outcomes are tried
}

QTEST_GUILESS_MAIN(TestImport)
#include "tst_import.moc"

// The rule search skips a setting when it differs from the rules only on issues the phase's adjudication does
// not ask (issuesAsked in judge/phase_adjudication.h); it must find what trying every setting finds. Every
// phase of the hand-made files and of the games of tests/games written in both formats, judged along the
// record as the second opinion judges it; and each such phase again with one recorded outcome turned over,
// so that it differs and the whole search runs.
void TestImport::ruleSearchSkipsOnlyWhatCannotMatterInFiles()
{
    std::vector<QByteArray> files;
    for (const char *name :
         {"data/import/differs_mila.json", "data/import/handmade_mila.json", "data/import/handmade_judge.txt",
          "data/import/handmade_dpjudge.txt", "data/one_phase_mila.json"})
        files.push_back(readData(QString::fromLatin1(name)));
    for (const QString &script : QDir(QStringLiteral(ARBITER_SOURCE_DIR "/tests/games"))
                                     .entryList({QStringLiteral("*.txt")}, QDir::Files, QDir::Name)) {
        const Game game = playScript(script);
        files.push_back(milaGameJson(game));
        files.push_back(judgeTranscript(game).toUtf8());
    }
    int phases = 0;
    int differing = 0;
    int reproduced = 0;
    for (const QByteArray &file : files) {
        RecordedGame recorded = readRecordedGame(file, *m_map);
        if (recorded.phases.empty())
            continue;
        for (const RuleSettings &rules : {sourceRules(recorded.format), RuleSettings()}) {
            // Arbiter's line along the record, as checkRecordedGame plays it.
            PhaseAdjudicator adjudicator(*m_map);
            PhaseOutcome outcome;
            Position line = recorded.phases.front().hasPosition ? recorded.phases.front().position
                                                                : Position::initial(*m_map);
            for (std::size_t i = 0; i < recorded.phases.size(); ++i) {
                RecordedPhase &rp = recorded.phases[i];
                for (int guard = 0; guard < 4 && playedBefore(line.phase, rp.phase); ++guard) {
                    adjudicator.adjudicate(line, {}, rules, outcome);
                    line = outcome.after;
                }
                if (line.phase != rp.phase && !rp.hasPosition)
                    break;
                const Position from = rp.hasPosition ? rp.position : line;
                ++phases;
                bool differs = false;
                QVERIFY(sameSearch(*m_map, rules, recorded, i, from, &reproduced, &differs));
                differing += differs;
                for (RecordedOrder &o : rp.orders) {
                    if (!o.outcome.known)
                        continue;
                    o.outcome.succeeded = !o.outcome.succeeded;
                    const bool same = sameSearch(*m_map, rules, recorded, i, from, &reproduced, &differs);
                    o.outcome.succeeded = !o.outcome.succeeded;
                    QVERIFY(same);
                    QVERIFY2(differs, "a turned outcome differs");
                    ++differing;
                    break;
                }
                std::vector<Order> orders;
                for (const RecordedOrder &o : rp.orders)
                    orders.push_back(o.order);
                adjudicator.adjudicate(from, orders, rules, outcome);
                line = outcome.after;
            }
        }
    }
    qInfo("%d phases, %d searches that ran in full, %d reproduced", phases, differing, reproduced);
    QVERIFY(phases > 1000);
}

// The same for the DATC's cases, which hold every kind of order the rule issues are about: each movement,
// retreat and adjustment case recorded with the outcome every other setting gives it (where that differs from
// the outcome under the DATC's preferences), with the position it leads to as the next phase.
void TestImport::ruleSearchSkipsOnlyWhatCannotMatterInDatcCases()
{
    const DatcReader reader(*m_map, RuleSettings());
    int cases = 0;
    int differing = 0;
    int reproduced = 0;
    for (const QString &name : QDir(QStringLiteral(ARBITER_SOURCE_DIR "/tests/datc"))
                                   .entryList({QStringLiteral("*.txt")}, QDir::Files, QDir::Name)) {
        const DatcFile file = reader.readFile(QStringLiteral(ARBITER_SOURCE_DIR "/tests/datc/") + name);
        for (const DatcCase &c : file.cases) {
            if (!c.errors.isEmpty() || !c.unreadable.isEmpty())
                continue;
            ++cases;
            const Position start = datcStartPosition(*m_map, c);
            std::vector<Order> orders;
            for (const DatcOrderLine &line : c.orders)
                orders.push_back(line.parsed.order);
            // Every setting a search tries, and the DATC's own.
            std::vector<RuleSettings> settings{RuleSettings()};
            for (const QString &preset : RuleSettings::presetNames()) {
                settings.emplace_back();
                RuleSettings::preset(preset, &settings.back());
            }
            for (const RuleIssueInfo &info : ruleIssues()) {
                for (int k = 0; k < info.choiceCount(); ++k) {
                    settings.push_back(RuleSettings());
                    settings.back().set(info.issue, char('a' + k));
                }
            }
            std::vector<PhaseOutcome> seen;
            for (const RuleSettings &given : settings) {
                PhaseOutcome out = adjudicatePhase(*m_map, given, start, orders);
                if (std::any_of(seen.begin(), seen.end(), [&](const PhaseOutcome &o) {
                        return o.results == out.results && o.after == out.after;
                    }))
                    continue;
                seen.push_back(out);
                // The record: the case with the outcome `given` gives, then the position it leads to.
                RecordedGame recorded;
                recorded.format = RecordFormat::JudgeText;
                RecordedPhase phase;
                phase.phase = start.phase;
                phase.place = c.name;
                phase.hasPosition = true;
                phase.position = start;
                for (std::size_t k = 0; k < orders.size(); ++k) {
                    RecordedOrder o;
                    o.order = orders[k];
                    o.outcome.known = true;
                    o.outcome.succeeded = out.results[k].status == OrderStatus::Succeeded;
                    const int unit = out.results[k].unit;
                    o.outcome.dislodged = start.phase.kind == PhaseKind::Movement && unit >= 0 &&
                                          unit < int(start.units.size()) &&
                                          std::any_of(out.after.dislodged.begin(), out.after.dislodged.end(),
                                                      [&](const DislodgedUnit &d) {
                                                          return d.unit == start.units[std::size_t(unit)];
                                                      });
                    phase.orders.push_back(o);
                }
                for (const BoardChange &change : out.changes) {
                    if (change.reason == OrderReason::RemovedInCivilDisorder && change.unit >= 0)
                        phase.disorderRemovals.push_back(start.units[std::size_t(change.unit)]);
                }
                recorded.phases.push_back(phase);
                RecordedPhase next;
                next.phase = out.after.phase;
                next.hasPosition = true;
                next.position = out.after;
                recorded.phases.push_back(next);
                for (const RuleSettings &rules : {RuleSettings(), sourceRules(RecordFormat::MilaJson)}) {
                    bool differs = false;
                    QVERIFY2(sameSearch(*m_map, rules, recorded, 0, start, &reproduced, &differs),
                             qPrintable(c.name));
                    differing += differs;
                }
            }
        }
    }
    qInfo("%d cases, %d searches that ran in full, %d reproduced", cases, differing, reproduced);
    QVERIFY(cases > 200);
    QVERIFY(reproduced > 100);
}
