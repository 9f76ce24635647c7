// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
// The game record: phase flow with skipped phases, centre changes, builds, retreats, branches, draw votes,
// and the game file (round trip, damaged and newer files).
#include "game_test_support.h"
#include "record/game.h"
#include "record/game_file.h"
#include "record/game_history.h"
#include "record/order_sets.h"

#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using namespace arbiter;

class TestGame : public QObject
{
    Q_OBJECT

  private slots:
    void initTestCase();
    void firstYear();
    void retreatPhase();
    void branchKeepsTheOriginalLine();
    void drawVoteEndsAndResumes();
    void fileRoundTrip();
    void damagedFilesAreRejected();
    void newerVersionIsRejected();
    void absurdYearsAreRejected();
    void perpetualOrdersRepeat();
    void announcedProxies();
    void orderSetsFollowTheRules_data();
    void orderSetsFollowTheRules();
    void gameFromASetUpPosition();
    void historySummariesAndCentreChart();

  private:
    std::vector<EnteredOrder> orders(std::initializer_list<const char *> lines) const
    {
        return test::enteredOrders(*m_map, lines);
    }
    static bool play(Game &game, std::initializer_list<const char *> lines)
    {
        return test::playPhase(game, lines);
    }
    int unitAt(const Position &p, const char *province) const
    {
        return p.unitIn(*m_map, m_map->findProvince(QString::fromLatin1(province)));
    }
    std::shared_ptr<const Map> m_map;
};

void TestGame::initTestCase()
{
    QString error;
    auto map = Map::load(QStringLiteral(ARBITER_SOURCE_DIR "/maps/standard"), &error);
    QVERIFY2(map, qPrintable(error));
    m_map = std::make_shared<const Map>(std::move(*map));
}

void TestGame::firstYear()
{
    Game game(m_map);
    QCOMPARE(game.currentEntry().position.phase.code(), QStringLiteral("S1901M"));
    QVERIFY(play(game, {"Germany: F kie - den", "Germany: A mun - ruh", "Russia: A war - gal",
                        "Austria: A vie - gal"}));
    // Nobody was dislodged: the retreat phase is skipped and recorded as skipped.
    const PhaseEntry &spring = game.entry(game.currentEntry().parent);
    QCOMPARE(spring.skipped.size(), std::size_t(1));
    QCOMPARE(spring.skipped.front().code(), QStringLiteral("S1901R"));
    QCOMPARE(game.currentEntry().position.phase.code(), QStringLiteral("F1901M"));
    QVERIFY(unitAt(game.currentEntry().position, "den") >= 0);
    QVERIFY(unitAt(game.currentEntry().position, "gal") < 0); // the bounce left Galicia empty

    QVERIFY(play(game, {"Germany: F den H", "Germany: A ruh - hol", "England: F lon - nth"}));
    // Fall: centres change hands, and Germany gets two builds.
    const Position &winter = game.currentEntry().position;
    QCOMPARE(winter.phase.code(), QStringLiteral("W1901A"));
    const int germany = m_map->findPower(u"germany");
    QCOMPARE(winter.owner[std::size_t(m_map->findProvince(u"den"))], germany);
    QCOMPARE(winter.owner[std::size_t(m_map->findProvince(u"hol"))], germany);
    QCOMPARE(winter.centreCount(germany), 5);

    QVERIFY(play(game, {"Germany: Build A mun", "Germany: Build F kie", "Germany: Build A ber"}));
    const Position &spring1902 = game.currentEntry().position;
    QCOMPARE(spring1902.phase.code(), QStringLiteral("S1902M"));
    QCOMPARE(spring1902.unitCount(germany), 5); // the third build was one too many (4.D.4 b)
    QVERIFY(game.entry(game.currentEntry().parent).results[2].status == OrderStatus::Invalid);
}

void TestGame::retreatPhase()
{
    Game game(m_map);
    QVERIFY(play(game, {"Austria: A vie - gal", "Austria: A bud - ser", "Russia: A war - ukr",
                        "Russia: F sev - rum"}));
    QVERIFY(play(game, {"Austria: A gal - rum", "Austria: A ser S A gal - rum", "Russia: F rum H"}));
    QCOMPARE(game.currentEntry().position.phase.code(), QStringLiteral("F1901R"));
    QCOMPARE(game.currentEntry().position.dislodged.size(), std::size_t(1));
    QVERIFY(play(game, {"Russia: F rum - bla"}));
    const Position &winter = game.currentEntry().position;
    QCOMPARE(winter.phase.code(), QStringLiteral("W1901A"));
    QVERIFY(unitAt(winter, "bla") >= 0);
    QCOMPARE(winter.owner[std::size_t(m_map->findProvince(u"rum"))], m_map->findPower(u"austria"));
}

void TestGame::branchKeepsTheOriginalLine()
{
    Game game(m_map);
    QVERIFY(play(game, {"France: A par - bur"}));
    const int springId = game.currentEntry().parent;
    const int fallOriginal = game.current();
    const int what_if = game.branch(springId, QStringLiteral("Paris to Picardy"));
    QCOMPARE(game.current(), what_if);
    QVERIFY(play(game, {"France: A par - pic"}));
    QCOMPARE(game.entry(springId).children.size(),
             std::size_t(1)); // a what-if of the first phase is a new root
    QVERIFY(unitAt(game.entry(fallOriginal).position, "bur") >= 0);
    QVERIFY(unitAt(game.currentEntry().position, "pic") >= 0);
    QCOMPARE(game.line(game.current()).front(), what_if);
    // Branching from a later phase keeps both lines under one parent.
    QVERIFY(play(game, {"France: A pic - bel"}));
    const int winter = game.current();
    const int parent = game.currentEntry().parent;
    game.branch(winter, QStringLiteral("again"));
    QCOMPARE(game.entry(parent).children.size(), std::size_t(2));
}

void TestGame::drawVoteEndsAndResumes()
{
    Game game(m_map, RuleSettings(), DrawMode::Dias);
    std::vector<DrawVote> votes;
    for (int p = 0; p < m_map->powerCount(); ++p)
        votes.push_back({p, true, 0});
    votes.back().draw = false;
    game.setVotes(votes);
    QVERIFY(!game.ended());
    votes.back().draw = true;
    game.setVotes(votes);
    QVERIFY(game.ended());
    QCOMPARE(game.currentEntry().end.kind, GameEndKind::Draw);
    QVERIFY(!game.adjudicate());
    game.resume();
    QVERIFY(!game.ended());
    QVERIFY(game.adjudicate());
    QVERIFY(game.currentEntry().votes.empty()); // votes last one phase

    // The same votes re-judged when the game master switches to NoDIAS: lists that name nobody approve only
    // the voter's concession, so no draw passes.
    Game other(m_map, RuleSettings(), DrawMode::Dias);
    std::vector<DrawVote> all;
    for (int p = 0; p < m_map->powerCount(); ++p)
        all.push_back({p, true, 0});
    other.setVotes(all);
    QVERIFY(other.ended());
    other.setDrawMode(DrawMode::NoDias);
    QVERIFY(!other.ended());
}

void TestGame::fileRoundTrip()
{
    Game game(m_map, RuleSettings(), DrawMode::NoDias);
    game.info().name = QStringLiteral("Club night");
    game.info().players[0] = QStringLiteral("Ann");
    QVERIFY(play(game, {"Austria: A vie - gal", "Russia: A war - gal", "Italy: A ven - tyr"}));
    game.setVotes({{1, true, 0b11}});
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("game.json"));
    QString error;
    QVERIFY2(saveGame(game, path, &error), qPrintable(error));
    const std::optional<Game> back = loadGame(path, m_map, &error);
    QVERIFY2(back, qPrintable(error));
    QCOMPARE(gameToJson(*back), gameToJson(game));
    QCOMPARE(back->info().name, QStringLiteral("Club night"));
    QCOMPARE(back->current(), game.current());
    QCOMPARE(back->entry(0).results, game.entry(0).results);
    QCOMPARE(back->currentEntry().position, game.currentEntry().position);
}

void TestGame::damagedFilesAreRejected()
{
    // Every truncation and many single-byte changes of a real file give an error or a valid game, never a
    // crash; truncations always give an error.
    Game game(m_map);
    QVERIFY(play(game, {"Austria: A vie - gal", "Russia: A war - gal"}));
    const QByteArray json = gameToJson(game);
    for (int cut = 0; cut < json.trimmed().size(); cut += 7) {
        QString error;
        QVERIFY2(!gameFromJson(json.left(cut), m_map, &error), qPrintable(QString::number(cut)));
        QVERIFY(!error.isEmpty());
    }
    for (int i = 0; i < json.size(); i += 3) {
        QByteArray damaged = json;
        damaged[i] = char(damaged[i] ^ 0x5a);
        QString error;
        const std::optional<Game> g = gameFromJson(damaged, m_map, &error);
        QVERIFY(g || !error.isEmpty());
    }
}

void TestGame::absurdYearsAreRejected()
{
    // Found by fuzzing: a year at the end of int overflowed when the next phase was computed.
    Phase p;
    QVERIFY(!Phase::fromCode(u"W2147483647A", &p));
    QVERIFY(!Phase::fromCode(u"S-5M", &p));
    QVERIFY(Phase::fromCode(u"S1901M", &p));
    Game game(m_map);
    QByteArray json = gameToJson(game);
    json.replace("S1901M", "W2147483647A");
    QString error;
    QVERIFY(!gameFromJson(json, m_map, &error));
    QVERIFY(error.contains(QStringLiteral("phase")));
}

void TestGame::perpetualOrdersRepeat()
{
    // 4.E.4 a: Italy's standing orders hold again in Fall; under the default b Italy's units just hold.
    for (const char choice : {'a', 'b'}) {
        RuleSettings rules;
        QVERIFY(rules.set(RuleIssue::PerpetualOrders, choice).isEmpty());
        Game game(m_map, rules);
        game.setPerpetualOrders(PowerSet(1) << m_map->findPower(u"italy"));
        QVERIFY(play(game, {"Italy: A ven S F nap", "Italy: A rom - apu"}));
        QVERIFY(play(game, {"Austria: A vie - tyr"}));
        const PhaseEntry &fall = game.entry(game.currentEntry().parent);
        QCOMPARE(int(fall.orders.size()),
                 choice == 'a' ? 2 : 1); // ven's support repeats; rom no longer has a unit
        QString error;
        const std::optional<Game> back = gameFromJson(gameToJson(game), m_map, &error);
        QVERIFY2(back, qPrintable(error));
        QCOMPARE(back->perpetualOrders(), game.perpetualOrders());
    }
}

void TestGame::announcedProxies()
{
    // 4.E.5 a: France announced that England may order its fleet; Italy announced nothing.
    RuleSettings rules;
    QVERIFY(rules.set(RuleIssue::ProxyOrders, 'a').isEmpty());
    Game game(m_map, rules);
    const int france = m_map->findPower(u"france");
    game.setProxies(france, PowerSet(1) << m_map->findPower(u"england"));
    QVERIFY(play(game, {"England: F bre - mao", "England: F nap - ion"}));
    const Position &fall = game.currentEntry().position;
    QVERIFY(unitAt(fall, "mao") >= 0);
    QVERIFY(unitAt(fall, "ion") < 0);
    QString error;
    const std::optional<Game> back = gameFromJson(gameToJson(game), m_map, &error);
    QVERIFY2(back, qPrintable(error));
    QCOMPARE(back->proxiesOf(france), game.proxiesOf(france));
}

void TestGame::newerVersionIsRejected()
{
    Game game(m_map);
    QByteArray json = gameToJson(game);
    json.replace(QStringLiteral("\"version\": %1").arg(gameFileVersion).toUtf8(), "\"version\": 99");
    QString error;
    QVERIFY(!gameFromJson(json, m_map, &error));
    QVERIFY2(error.contains(QStringLiteral("newer")), qPrintable(error));
}

void TestGame::orderSetsFollowTheRules_data()
{
    QTest::addColumn<QString>("rule");
    QTest::addColumn<int>("relation");
    QTest::addColumn<int>("expected"); // number of French orders kept
    QTest::newRow("4.D.1 a combines") << "4.D.1=a" << int(OrderSetRelation::Later) << 3;
    QTest::newRow("4.D.1 b replaces when told") << "4.D.1=b" << int(OrderSetRelation::LaterReplacesAll) << 1;
    QTest::newRow("4.D.1 b combines otherwise") << "4.D.1=b" << int(OrderSetRelation::Later) << 3;
    QTest::newRow("4.D.1 c latest") << "4.D.1=c" << int(OrderSetRelation::Later) << 1;
    QTest::newRow("4.D.1 c adds when told") << "4.D.1=c" << int(OrderSetRelation::LaterAddsToEarlier) << 3;
    QTest::newRow("4.D.1 d latest always") << "4.D.1=d" << int(OrderSetRelation::LaterAddsToEarlier) << 1;
    QTest::newRow("4.D.2 a all hold") << "4.D.2=a" << int(OrderSetRelation::OrderUnknown) << 0;
    QTest::newRow("4.D.2 b combines") << "4.D.2=b" << int(OrderSetRelation::OrderUnknown) << 3;
}

void TestGame::orderSetsFollowTheRules()
{
    QFETCH(QString, rule);
    QFETCH(int, relation);
    QFETCH(int, expected);
    RuleSettings rules;
    QVERIFY(rules.apply(rule).isEmpty());
    const int france = m_map->findPower(u"france");
    const std::vector<EnteredOrder> old =
        orders({"France: A par - bur", "France: A mar H", "England: F lon - nth"});
    const std::vector<EnteredOrder> newer = orders({"France: F bre - mao"});
    const std::vector<EnteredOrder> merged =
        mergeOrderSet(old, newer, france, OrderSetRelation(relation), rules);
    const auto french = std::count_if(merged.begin(), merged.end(),
                                      [&](const EnteredOrder &o) { return o.order.power == france; });
    QCOMPARE(int(french), expected);
    QVERIFY(std::any_of(merged.begin(), merged.end(),
                        [&](const EnteredOrder &o) { return o.order.power != france; }));
}

void TestGame::gameFromASetUpPosition()
{
    Position start = Position::initial(*m_map);
    start.phase = {Season::Fall, 1905, PhaseKind::Movement};
    start.units = {{m_map->findPower(u"england"), UnitType::Fleet, m_map->findLocation(u"nth")}};
    Game game(m_map, RuleSettings(), DrawMode::Dias, start);
    QCOMPARE(game.currentEntry().position.phase.code(), QStringLiteral("F1905M"));
    QVERIFY(play(game, {"England: F nth - hol"}));
    // England took Holland: the winter follows, with a build for England.
    QCOMPARE(game.currentEntry().position.phase.code(), QStringLiteral("W1905A"));
    QCOMPARE(game.currentEntry().position.owner[std::size_t(m_map->findProvince(u"hol"))],
             m_map->findPower(u"england"));
}

void TestGame::historySummariesAndCentreChart()
{
    Game game(m_map);
    QVERIFY(play(game, {"Austria: A vie - gal", "Austria: A bud - ser", "Russia: A war - ukr",
                        "Russia: F sev - rum"}));
    QVERIFY(play(game, {"Austria: A gal - rum", "Austria: A ser S A gal - rum", "Russia: F rum H"}));
    const int fall = game.currentEntry().parent;
    const PhaseSummary s = summarisePhase(game, fall);
    QCOMPARE(s.dislodged, 1);
    QVERIFY(phaseSummaryText(game, fall).contains(QStringLiteral("1 dislodged")));
    QVERIFY(play(game, {"Russia: F rum - bla"}));
    QVERIFY(summarisePhase(game, game.currentEntry().parent).centresChanged >= 2); // ser and rum for Austria
    const std::vector<CentreCounts> chart = centreHistory(game, game.current());
    QCOMPARE(chart.size(), std::size_t(2));
    QCOMPARE(chart.front().year, 1900);
    QCOMPARE(chart.front().centres[0], 3);
    QCOMPARE(chart.back().year, 1901);
    QCOMPARE(chart.back().centres[0], 5); // Austria: three home centres, Serbia and Rumania
    const QString report = gameReport(game, game.current());
    QVERIFY(report.contains(QStringLiteral("Spring 1901 Movement")));
    QVERIFY(report.contains(QStringLiteral("Fall 1901 Retreats")));
}

QTEST_GUILESS_MAIN(TestGame)
#include "tst_game.moc"
