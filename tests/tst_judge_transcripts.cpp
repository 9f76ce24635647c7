// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
// Judge transcripts as the Judge prints them: the games of tests/data/real/judge read and judged again with
// no phase differing and nothing left unread but what the report names, the facts that decide their phases
// read as printed, and each of the Judge's conventions on a snippet of its own.
#include "real_files.h"
#include "record/formats/judge_transcript_writer.h"
#include "record/import/game_import.h"
#include "record/import/judge_transcript.h"
#include "record/import/second_opinion.h"
#include "text/order_parser.h"

#include <QRandomGenerator>
#include <QRegularExpression>
#include <QTest>

#include <algorithm>
#include <bit>

using namespace arbiter;
using namespace Qt::StringLiterals;

namespace {

using test::readTestFile;

const QString realFolder = test::realFilesFolder("judge");

// Spring 1901 as the Judge prints it (a blank line before each power's orders), with `austria` for the
// Austrian orders and `after` after the list: the snippets vary one line of it.
QByteArray spring1901(const QByteArray &austria, const QByteArray &after = QByteArray())
{
    return "Movement results for Spring of 1901. (snippet.001)\n"
           "\n" +
           austria +
           "\n"
           "England: Fleet London -> North Sea.\n"
           "England: Fleet Edinburgh -> Norwegian Sea.\n"
           "England: Army Liverpool -> Yorkshire.\n"
           "\n"
           "France: Army Paris -> Burgundy.\n"
           "France: Army Marseilles -> Spain.\n"
           "France: Fleet Brest -> Mid-Atlantic Ocean.\n"
           "\n"
           "Germany: Army Munich -> Ruhr.\n"
           "Germany: Army Berlin -> Kiel.\n"
           "Germany: Fleet Kiel -> Denmark.\n"
           "\n"
           "Italy: Army Venice HOLD.\n"
           "Italy: Army Rome -> Apulia.\n"
           "Italy: Fleet Naples -> Ionian Sea.\n"
           "\n"
           "Russia: Army Warsaw -> Galicia. (*bounce*)\n"
           "Russia: Army Moscow -> Ukraine.\n"
           "Russia: Fleet Sevastopol -> Black Sea. (*bounce*)\n"
           "Russia: Fleet St. Petersburg (south coast) -> Gulf of Bothnia.\n"
           "\n"
           "Turkey: Fleet Ankara -> Black Sea. (*bounce*)\n"
           "Turkey: Army Constantinople -> Bulgaria.\n"
           "Turkey: Army Smyrna -> Constantinople.\n" +
           after;
}

// "S1902M": the phase as the Judge's subject lines name it.
QString phaseCode(const Phase &p)
{
    const char season = p.season == Season::Spring ? 'S' : p.season == Season::Fall ? 'F' : 'W';
    const char kind = p.kind == PhaseKind::Movement ? 'M' : p.kind == PhaseKind::Retreat ? 'R' : 'A';
    return QStringLiteral("%1%2%3").arg(QLatin1Char(season)).arg(p.year).arg(QLatin1Char(kind));
}

const QByteArray austriaMoves = "Austria: Army Vienna -> Galicia. (*bounce*)\n"
                                "Austria: Army Budapest -> Serbia.\n"
                                "Austria: Fleet Trieste -> Albania.\n";

} // namespace

class TestJudgeTranscripts : public QObject
{
    Q_OBJECT

  private slots:
    void initTestCase();
    void corpus_data();
    void corpus();
    void corpusFacts();
    void realDifferenceStaysVisible();
    void cutBetweenPowers();

    void noOrderProcessed();
    void nextPhaseLinesEndTheList();
    void mailEnvelopeAndPress();
    void drawWrappedOverLines();
    void drawListReadAsWritten_data();
    void drawListReadAsWritten();
    void victoryInTheSummary();
    void victoryAnnounced();
    void removalInASea();
    void ownershipWrappedInsideAName();
    void retreatRemarkBeforeTheFullStop();
    void unusableBuildsWaived();
    void foreignUnitSupported();
    void foreignUnitReadAsTheOrderParserReadsIt();
    void bounceDislodgedAndDislodged();
    void unitThatCannotStandThereIsNotRead();
    void headingFoundAsThePatternFindsIt();

  private:
    RecordedGame read(const QByteArray &text) const { return readRecordedGame(text, *m_map); }
    ImportReport check(const RecordedGame &g) const
    {
        return checkRecordedGame(g, *m_map, sourceRules(g.format));
    }
    // The problems of `g` as text, for a failure's message.
    static QByteArray problemText(const RecordedGame &g)
    {
        QStringList lines;
        for (const ImportProblem &p : g.problems)
            lines << p.place + QStringLiteral(": ") + p.text + QStringLiteral(": ") + p.problem;
        return lines.join(u'\n').toUtf8();
    }
    int province(const char *id) const { return m_map->findProvince(QString::fromLatin1(id)); }
    int power(const char *name) const { return m_map->findPower(QString::fromLatin1(name)); }

    std::shared_ptr<const Map> m_map;
};

void TestJudgeTranscripts::initTestCase()
{
    m_map = test::loadStandardMap();
    QVERIFY(m_map);
}

void TestJudgeTranscripts::corpus_data()
{
    test::addRealFileRows(realFolder, QStringLiteral("*.txt"), 1);
}

// Every transcript of the corpus: read whole, in the Judge's format, and every phase agrees.
void TestJudgeTranscripts::corpus()
{
    QFETCH(QString, name);
    const RecordedGame g = read(readTestFile(realFolder + u'/' + name));
    QCOMPARE(g.format, RecordFormat::JudgeText);
    QVERIFY2(g.problems.empty(), problemText(g).constData());
    QVERIFY(g.phases.size() >= 12); // three game years at the least
    const ImportReport report = check(g);
    QVERIFY2(report.differences.empty(), qPrintable(importReportText(*m_map, report)));
    QCOMPARE(report.phasesChecked, report.phasesRead);
}

// The facts that decide the phases of the Lepanto game, as read from the Judge's lines.
void TestJudgeTranscripts::corpusFacts()
{
    const QString path = realFolder + QStringLiteral("/lepanto_1901_1903.txt");
    const RecordedGame g = read(readTestFile(path));
    QCOMPARE(int(g.phases.size()), 12);
    const auto phase = [&g](const char *code) -> const RecordedPhase & {
        for (const RecordedPhase &p : g.phases) {
            if (phaseCode(p.phase) == QLatin1StringView(code))
                return p;
        }
        qFatal("no phase %s", code);
    };

    // The draw the Judge declared over two lines names all seven powers.
    QCOMPARE(g.end.kind, GameEndKind::Draw);
    QCOMPARE(std::popcount(g.end.powers), 7);
    // Press is said once, with how many messages there were.
    QCOMPARE(g.notRead, QStringList{QStringLiteral("press (4 messages)")});
    const QString text = importReportText(*m_map, check(g));
    QVERIFY2(text.contains(QStringLiteral("\n  not read: press (4 messages)\n")), qPrintable(text));
    QCOMPARE(text.count(QStringLiteral("not read")), 1);

    // "Russia: Army Galicia -> Budapest. (*bounce, dislodged*)": failed, and the unit dislodged.
    const RecordedPhase &s1902 = phase("S1902M");
    const auto orderOf = [this](const RecordedPhase &p, const char *from) -> const RecordedOrder & {
        for (const RecordedOrder &o : p.orders) {
            if (o.order.unit.location >= 0 &&
                m_map->location(o.order.unit.location).province == province(from))
                return o;
        }
        qFatal("no order for %s", from);
    };
    QVERIFY(!orderOf(s1902, "gal").outcome.succeeded);
    QVERIFY(orderOf(s1902, "gal").outcome.dislodged);
    // "Italy: Fleet Ionian Sea SUPPORT Turkish Army Bulgaria -> Greece.": a support of the Turkish army.
    const RecordedOrder &support = orderOf(phase("F1902M"), "ion");
    QCOMPARE(support.order.type, OrderType::Support);
    QCOMPARE(m_map->location(support.order.other.location).province, province("bul"));
    QCOMPARE(m_map->location(support.order.otherTarget.location).province, province("gre"));
    // "Austria: Army Trieste, No Order Processed.": listed, without an order of its own.
    const RecordedPhase &s1903 = phase("S1903M");
    QCOMPARE(int(s1903.position.units.size()), 33);
    QVERIFY(std::none_of(s1903.orders.begin(), s1903.orders.end(),
                         [&](const RecordedOrder &o) { return o.order.power == power("Austria"); }));
    // "Austria:   Defaults, removing the fleet in Albania." after every other power's builds.
    const RecordedPhase &w1902 = phase("W1902A");
    QCOMPARE(int(w1902.disorderRemovals.size()), 1);
    QCOMPARE(w1902.disorderRemovals.front().location, m_map->findLocation(QStringLiteral("alb")));
    // "Germany:   Removes the fleet in the Baltic Sea."
    QCOMPARE(int(phase("W1903A").orders.size()), 6);
    QVERIFY(orderOf(phase("W1903A"), "bal").order.type == OrderType::Disband);
    // The ownership after Fall 1903, France's line wrapped before "Spain.".
    const std::vector<int> &owners = phase("F1903R").ownerAfter;
    QCOMPARE(owners[std::size_t(province("spa"))], power("France"));
    QCOMPARE(owners[std::size_t(province("mun"))], power("France"));
    QCOMPARE(owners[std::size_t(province("tri"))], power("Italy"));

    // The game as imported: the army in Holland with no valid retreats is gone, the Russian army retreated to
    // Warsaw, the army in Trieste is gone, and the owners after Fall 1903 are the ones printed.
    const ImportedGame imported = importRecordedGame(g, m_map, sourceRules(g.format));
    QVERIFY(imported.game);
    const Game &game = *imported.game;
    const auto position = [&game](const char *code) -> const Position & {
        for (int id : game.line(game.current())) {
            if (phaseCode(game.entry(id).position.phase) == QLatin1StringView(code))
                return game.entry(id).position;
        }
        qFatal("no phase %s in the game", code);
    };
    const Position &f1902 = position("F1902M");
    const int inWarsaw = f1902.unitIn(*m_map, province("war"));
    QVERIFY(inWarsaw >= 0);
    QCOMPARE(f1902.units[std::size_t(inWarsaw)].power, power("Russia"));
    const Position &s1903Position = position("S1903M");
    const int inHolland = s1903Position.unitIn(*m_map, province("hol"));
    QVERIFY(inHolland >= 0);
    QCOMPARE(s1903Position.units[std::size_t(inHolland)].power, power("France"));
    QCOMPARE(s1903Position.unitCount(power("Germany")), 4);
    const Position &w1903 = position("W1903A");
    const int inTrieste = w1903.unitIn(*m_map, province("tri"));
    QVERIFY(inTrieste >= 0);
    QCOMPARE(w1903.units[std::size_t(inTrieste)].power, power("Italy"));
    QCOMPARE(w1903.unitCount(power("Austria")), 3);
    QCOMPARE(w1903.owner, owners);
}

// A phase that truly differs is still reported: the Judge's bounce in Galicia left out.
void TestJudgeTranscripts::realDifferenceStaysVisible()
{
    QByteArray text = readTestFile(realFolder + QStringLiteral("/lepanto_1901_1903.txt"));
    const QByteArray bounce = "Austria: Army Vienna -> Galicia. (*bounce*)\n";
    QVERIFY(text.contains(bounce));
    text.replace(bounce, "Austria: Army Vienna -> Galicia.\n");
    const RecordedGame g = read(text);
    QVERIFY2(g.problems.empty(), problemText(g).constData());
    const ImportReport report = check(g);
    QVERIFY(!report.differences.empty());
    QCOMPARE(phaseCode(report.differences.front().phase), QStringLiteral("S1901M"));
}

// A transcript cut right after the blank line before a power's orders is still cut short: in the Judge's
// layout that blank line does not close the list.
void TestJudgeTranscripts::cutBetweenPowers()
{
    const QByteArray text = readTestFile(realFolder + QStringLiteral("/lepanto_1901_1903.txt"));
    const QByteArray russia = "\nRussia: Fleet Sweden SUPPORT English Fleet North Sea -> Denmark.";
    const qsizetype at = text.indexOf(russia);
    QVERIFY(at > 0);
    const RecordedGame g = read(text.first(at + 1)); // up to the blank line before Russia's orders
    const ImportReport report = check(g);
    QCOMPARE(int(report.problems.size()), 1);
    QVERIFY(report.problems.front().problem.contains(QStringLiteral("cut short")));
    QVERIFY2(report.differences.empty(), qPrintable(importReportText(*m_map, report)));
}

// "Italy: Army Apulia, No Order Processed.": a unit the Judge had no order for, which holds.
void TestJudgeTranscripts::noOrderProcessed()
{
    const RecordedGame g = read(spring1901("Austria: Army Vienna -> Galicia. (*bounce*)\n"
                                           "Austria: Army Budapest -> Serbia.\n"
                                           "Austria: Fleet Trieste, No Order Processed.\n"));
    QVERIFY2(g.problems.empty(), problemText(g).constData());
    QCOMPARE(int(g.phases.front().position.units.size()), 22);
    QCOMPARE(int(g.phases.front().orders.size()), 21);
    // The fleet stays in Trieste: Spring 1901 agrees, and the position after it too.
    QVERIFY(check(g).differences.empty());
}

// The Judge's lines after the list ("The next phase of ...", "The deadline for orders will be ...") are no
// orders.
void TestJudgeTranscripts::nextPhaseLinesEndTheList()
{
    const RecordedGame g =
        read(spring1901(austriaMoves, "\n"
                                      "The next phase of 'snippet' will be Movement for Fall of 1901.\n"
                                      "The deadline for orders will be Thu Mar  5 1998 23:30:00 -0500.\n"));
    QVERIFY2(g.problems.empty(), problemText(g).constData());
    QCOMPARE(int(g.phases.front().orders.size()), 22);
}

// Mail envelopes and press between the phases are not read as orders; the press is said once.
void TestJudgeTranscripts::mailEnvelopeAndPress()
{
    const QByteArray press = "\n"
                             "From judge@example.org Mon Mar  2 13:13:35 1998\n"
                             "Return-Path: <judge@example.org>\n"
                             "Date: Mon, 2 Mar 1998 13:13:33 -0500\n"
                             "Subject: Diplomacy press snippet F1901M\n"
                             "\n"
                             "Broadcast message from Austria in 'snippet':\n"
                             "\n"
                             "  Russia: Army Warsaw -> Galicia was a mistake.\n"
                             "  Turkey has won my heart.\n"
                             "\n"
                             "From judge@example.org Tue Mar  3 13:13:35 1998\n"
                             "Subject: Diplomacy press snippet F1901M\n"
                             "\n"
                             "Message from England to France in 'snippet':\n"
                             "\n"
                             "  France: Fleet Brest -> English Channel, please not.\n";
    const RecordedGame g = read(spring1901(austriaMoves, press));
    QVERIFY2(g.problems.empty(), problemText(g).constData());
    QCOMPARE(int(g.phases.front().orders.size()), 22);
    QCOMPARE(g.end.kind, GameEndKind::None);
    QCOMPARE(g.notRead, QStringList{QStringLiteral("press (2 messages)")});
}

// "Game 'x' has been declared a draw between Austria, England, France," and the rest on the next line.
void TestJudgeTranscripts::drawWrappedOverLines()
{
    const RecordedGame g = read(spring1901(
        austriaMoves, "\n"
                      "Subject: EXAM:snippet - F1901M Draw Declared: AEFGIRT\n"
                      "\n"
                      "Game 'snippet' has been declared a draw between Austria, England, France,\n"
                      "Germany, Italy, Russia and Turkey. Congratulations on a game well-played.\n"));
    QVERIFY2(g.problems.empty(), problemText(g).constData());
    QCOMPARE(g.end.kind, GameEndKind::Draw);
    QCOMPARE(std::popcount(g.end.powers), 7);
}

// The powers of a draw, however the list is written: "and" in any case, an Oxford comma, spaces, a name
// containing "and" ("England"), an adjective.
void TestJudgeTranscripts::drawListReadAsWritten_data()
{
    QTest::addColumn<QString>("sentence");
    QTest::addColumn<QStringList>("powers");
    QTest::newRow("two") << u"Game 'x' has been declared a draw between France and Italy."_s
                         << QStringList{u"France"_s, u"Italy"_s};
    QTest::newRow("oxford comma, upper case")
        << u"GAME 'X' HAS BEEN DECLARED A DRAW BETWEEN ENGLAND, FRANCE, AND GERMANY."_s
        << QStringList{u"England"_s, u"France"_s, u"Germany"_s};
    QTest::newRow("spaces, no comma before and")
        << u"Game 'x' has been declared a draw between   Austria ,England  AND Turkey ."_s
        << QStringList{u"Austria"_s, u"England"_s, u"Turkey"_s};
    QTest::newRow("sentence goes on")
        << u"Game 'x' has been declared a draw between Russia and Turkey. And more."_s
        << QStringList{u"Russia"_s, u"Turkey"_s};
}

void TestJudgeTranscripts::drawListReadAsWritten()
{
    QFETCH(QString, sentence);
    QFETCH(QStringList, powers);
    const RecordedGame g = read(spring1901(austriaMoves, "\n" + sentence.toUtf8() + "\n"));
    QVERIFY2(g.problems.empty(), problemText(g).constData());
    QCOMPARE(g.end.kind, GameEndKind::Draw);
    PowerSet expected = 0;
    for (const QString &name : powers)
        expected |= PowerSet(1) << m_map->findPower(name);
    QCOMPARE(g.end.powers, expected);
}

// The summary line of the winner: "France:   18 Supply centers, 17 Units:  Builds   1 unit.   (* VICTORY!!
// *)".
void TestJudgeTranscripts::victoryInTheSummary()
{
    const RecordedGame g = read(spring1901(
        austriaMoves, "\n"
                      "Ownership of supply centers:\n"
                      "\n"
                      "Austria:   Budapest, Trieste, Vienna.\n"
                      "\n"
                      "Austria:   3 Supply centers,  3 Units:  Builds   0 units.\n"
                      "France:   18 Supply centers, 17 Units:  Builds   1 unit.   (* VICTORY!! *)\n"
                      "\n"
                      "The game is over.  Thank you for playing.\n"));
    QVERIFY2(g.problems.empty(), problemText(g).constData());
    QCOMPARE(g.end.kind, GameEndKind::Victory);
    QCOMPARE(g.end.powers, PowerSet(1) << power("France"));
}

// "Game 'x' has ended in a victory for France." (the Judge's notice) and "The game was won by France."
// (the DPjudge's).
void TestJudgeTranscripts::victoryAnnounced()
{
    for (const QByteArray &line : {QByteArray("Game 'snippet' has ended in a victory for France.\n"),
                                   QByteArray("The game was won by France.\n")}) {
        const RecordedGame g = read(spring1901(austriaMoves, "\n" + line));
        QVERIFY2(g.problems.empty(), problemText(g).constData());
        QCOMPARE(g.end.kind, GameEndKind::Victory);
        QCOMPARE(g.end.powers, PowerSet(1) << power("France"));
    }
}

// "Removes the fleet in the North Sea.", "Defaults, removing the fleet in the Baltic Sea.": a sea with its
// article.
void TestJudgeTranscripts::removalInASea()
{
    const RecordedGame g = read("Adjustment results for Winter of 1901.  (snippet.003)\n"
                                "\n"
                                "England:   Removes the fleet in the North Sea.\n"
                                "Germany:   Defaults, removing the fleet in the Baltic Sea.\n");
    QVERIFY2(g.problems.empty(), problemText(g).constData());
    const RecordedPhase &p = g.phases.front();
    QCOMPARE(int(p.orders.size()), 1);
    QCOMPARE(p.orders.front().order.type, OrderType::Disband);
    QCOMPARE(p.orders.front().order.unit.location, m_map->findLocation(QStringLiteral("nth")));
    QCOMPARE(int(p.disorderRemovals.size()), 1);
    QCOMPARE(p.disorderRemovals.front().location, m_map->findLocation(QStringLiteral("bal")));
}

// The Judge before 2002 wrapped an ownership line at any space, inside "St. Petersburg" too.
void TestJudgeTranscripts::ownershipWrappedInsideAName()
{
    const RecordedGame g = read(spring1901(
        austriaMoves, "\n"
                      "Ownership of supply centers:\n"
                      "\n"
                      "Russia:    Denmark, Holland, Moscow, Norway, Rumania, Sevastopol, Sweden, St.\n"
                      "           Petersburg, Warsaw.\n"
                      "Unowned:   Belgium.\n"
                      "\n"
                      "Russia:   10 Supply centers,  4 Units:  Builds   6 units.\n"));
    QVERIFY2(g.problems.empty(), problemText(g).constData());
    const std::vector<int> &owners = g.phases.front().ownerAfter;
    QCOMPARE(owners[std::size_t(province("stp"))], power("Russia"));
    QCOMPARE(owners[std::size_t(province("war"))], power("Russia"));
    QCOMPARE(owners[std::size_t(province("bel"))], -1);
}

// The Judge's retreat lines: padded after the power, the remark before the full stop.
void TestJudgeTranscripts::retreatRemarkBeforeTheFullStop()
{
    const RecordedGame g = read("Retreat results for Spring of 1902.  (snippet.005)\n"
                                "\n"
                                "Austria:   Army Galicia -> Warsaw (*bounce, destroyed*).\n"
                                "Russia:    Army Ukraine -> Warsaw (*bounce, destroyed*).\n"
                                "Turkey:    Fleet Black Sea, No Order Processed (DISBAND).\n");
    QVERIFY2(g.problems.empty(), problemText(g).constData());
    const RecordedPhase &p = g.phases.front();
    QCOMPARE(int(p.orders.size()), 2);
    QCOMPARE(p.orders.front().order.type, OrderType::Move);
    QCOMPARE(m_map->location(p.orders.front().order.target.location).province, province("war"));
    QVERIFY(!p.orders.front().outcome.succeeded);
}

// "Austria:   1 unusable build waived.": builds not made are no order.
void TestJudgeTranscripts::unusableBuildsWaived()
{
    const RecordedGame g = read("Adjustment results for Winter of 1901.  (snippet.003)\n"
                                "\n"
                                "Austria:   Builds an army in Vienna.\n"
                                "Austria:   1 unusable build waived.\n"
                                "Russia:    2 builds pending.\n");
    QVERIFY2(g.problems.empty(), problemText(g).constData());
    QCOMPARE(int(g.phases.front().orders.size()), 1);
}

// "SUPPORT Turkish Army Bulgaria -> Greece": a foreign unit named with its owner's adjective.
void TestJudgeTranscripts::foreignUnitSupported()
{
    const RecordedGame g =
        read(spring1901("Austria: Army Vienna -> Galicia. (*bounce*)\n"
                        "Austria: Army Budapest SUPPORT Russian Army Warsaw -> Galicia.\n"
                        "Austria: Fleet Trieste CONVOY Italian Army Venice -> Albania.\n"));
    QVERIFY2(g.problems.empty(), problemText(g).constData());
    const RecordedOrder &support = g.phases.front().orders[1];
    QCOMPARE(support.order.type, OrderType::Support);
    QCOMPARE(m_map->location(support.order.other.location).province, province("war"));
}

// The reader reads "SUPPORT Russian Army Warsaw" itself (it left such orders to the order parser): every
// field of the order, the nationality of the supported or convoyed unit among them, is what the parser reads.
void TestJudgeTranscripts::foreignUnitReadAsTheOrderParserReadsIt()
{
    const RecordedGame g = read(spring1901("Austria: Army Vienna SUPPORT Russian Army Warsaw -> Galicia.\n"
                                           "Austria: Army Budapest SUPPORT russia Army Warsaw.\n"
                                           "Austria: Fleet Trieste CONVOY ITALIAN Army Venice -> Albania.\n"
                                           "Austria: Army Tyrolia SUPPORT Russian A Warsaw -> Galicia.\n"
                                           "Austria: Army Bohemia SUPPORT Austria Fleet Trieste.\n"));
    QVERIFY2(g.problems.empty(), problemText(g).constData());
    const OrderParser parser(*m_map);
    const std::vector<RecordedOrder> &orders = g.phases.front().orders;
    QCOMPARE(orders.size(), std::size_t(19 + 5));
    int foreign = 0;
    for (std::size_t i = 0; i < 5; ++i) {
        QString line = g.orderText(orders[i]);
        QVERIFY(line.endsWith(u'.'));
        line.chop(1);
        const ParsedOrder parsed = parser.parse(line, -1);
        QVERIFY2(parsed.ok(), qPrintable(line));
        QVERIFY2(parsed.order == orders[i].order, qPrintable(line));
        foreign += orders[i].order.other.power >= 0 ? 1 : 0;
    }
    QCOMPARE(foreign, 5);
    QCOMPARE(orders[0].order.other.power, power("russia"));
    QCOMPARE(orders[2].order.other.power, power("italy"));
}

// "(*bounce, dislodged*)" after a move that failed and "(*dislodged*)" after a hold: both dislodged.
void TestJudgeTranscripts::bounceDislodgedAndDislodged()
{
    const RecordedGame g = read("Movement results for Spring of 1901. (snippet.001)\n"
                                "\n"
                                "Austria: Army Budapest -> Serbia. (*bounce, dislodged*)\n"
                                "Austria: Army Vienna HOLD. (*dislodged*)\n");
    QVERIFY2(g.problems.empty(), problemText(g).constData());
    for (const RecordedOrder &o : g.phases.front().orders) {
        QVERIFY(!o.outcome.succeeded);
        QVERIFY(o.outcome.dislodged);
    }
}

// An order line whose unit cannot stand where the list puts it (an army in Sevastopol, where the list has the
// fleet) is reported and not read: its order is not judged either. Judged, it was the fleet's second order,
// or under 4.C.2 a (which the search finds to reproduce the bounce in the Black Sea) an army's order that
// fails; the game was written out with that line as it was written, and read back, gave the problem again.
void TestJudgeTranscripts::unitThatCannotStandThereIsNotRead()
{
    const RecordedGame g =
        read(spring1901(austriaMoves, "Russia: Army Sevastopol -> Black Sea. (*bounce*)\n"));
    QCOMPARE(g.problems.size(), std::size_t(1));
    QCOMPARE(g.problems.front().text, QStringLiteral("Russia: Army Sevastopol -> Black Sea. (*bounce*)"));
    QCOMPARE(g.problems.front().problem,
             QStringLiteral("no unit can stand there besides the units listed before it"));
    QCOMPARE(g.phases.front().orders.size(), std::size_t(22));
    const ImportedGame imported = importRecordedGame(g, m_map, sourceRules(g.format));
    QVERIFY(imported.game);
    const RecordedGame again = read(judgeTranscript(*imported.game).toUtf8());
    QVERIFY2(again.problems.empty(), problemText(again).constData());
}

// Whether a text is a transcript: its first heading, found by a hand-written reading where the text is ASCII
// and by the pattern where it is not, is found exactly where the pattern alone finds one (texts made of
// pieces of headings, spaces of both kinds, line feeds and letters beyond ASCII that fold to ASCII ones).
void TestJudgeTranscripts::headingFoundAsThePatternFindsIt()
{
    static const QRegularExpression heading(
        QStringLiteral("^\\s*(movement|retreat|adjustment)s?\\s+(results|orders)\\s+for\\s+"),
        QRegularExpression::CaseInsensitiveOption | QRegularExpression::MultilineOption);
    const QStringList pieces{QStringLiteral("Movement"),
                             QStringLiteral("ADJUSTMENTs"),
                             QStringLiteral("results"),
                             QStringLiteral("Orders"),
                             QStringLiteral("for"),
                             QStringLiteral("Spring"),
                             QStringLiteral(" "),
                             QStringLiteral("\n"),
                             QStringLiteral("\u00a0"),
                             QStringLiteral("\u017f"),
                             QStringLiteral("Retreat"),
                             QStringLiteral("Subject:"),
                             QStringLiteral("\u00e9"),
                             QStringLiteral("s"),
                             QStringLiteral("\nMovement results for "),
                             QStringLiteral("\nretreats\u00a0ORDERS for\n"),
                             QStringLiteral("Adjustment\nresults\tfor\u00a0"),
                             QStringLiteral("Adju\u017ftment results for ")};
    QRandomGenerator random(27);
    int found = 0;
    for (int i = 0; i < 20000; ++i) {
        QString text;
        const int n = int(random.bounded(1, 12));
        for (int k = 0; k < n; ++k)
            text += pieces[int(random.bounded(qsizetype(pieces.size())))];
        const bool expected = heading.match(text).hasMatch();
        found += expected;
        QVERIFY2(looksLikeJudgeTranscript(text) == expected, qPrintable(text));
    }
    QVERIFY2(found > 100, qPrintable(QString::number(
                              found))); // the pieces make headings often enough to test both answers
}

QTEST_GUILESS_MAIN(TestJudgeTranscripts)
#include "tst_judge_transcripts.moc"
