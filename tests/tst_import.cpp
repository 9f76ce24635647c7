// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
// Games of other judges: MILA's game JSON and Judge/DPjudge transcripts read, judged again and compared
// (the second opinion), and Arbiter games written in both formats and read back as the same game.
#include "record/game_file.h"
#include "record/game_script.h"
#include "record/import/game_import.h"
#include "record/import/judge_transcript.h"
#include "record/import/mila_game.h"
#include "text/order_formatter.h"

#include <QFile>
#include <QTest>

using namespace arbiter;

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
void compareLines(const Game &a, const Game &b)
{
    const std::vector<int> la = a.line(a.current());
    const std::vector<int> lb = b.line(b.current());
    QCOMPARE(lb.size(), la.size());
    for (std::size_t i = 0; i < la.size(); ++i) {
        const PhaseEntry &ea = a.entry(la[i]);
        const PhaseEntry &eb = b.entry(lb[i]);
        const QByteArray where = ea.position.phase.code().toUtf8();
        QVERIFY2(sorted(ea.position) == sorted(eb.position), where.constData());
        QCOMPARE(eb.orders.size(), ea.orders.size());
        for (std::size_t k = 0; k < ea.orders.size(); ++k) {
            // The order as read back: the same order, possibly in another place of the list.
            const auto found = std::find_if(eb.orders.begin(), eb.orders.end(), [&](const EnteredOrder &o) {
                return asWritten(o.order) == asWritten(ea.orders[k].order);
            });
            QVERIFY2(found != eb.orders.end(),
                     qPrintable(QString::fromUtf8(where) + u' ' + formatOrder(a.map(), ea.orders[k].order, true)));
            const std::size_t j = std::size_t(found - eb.orders.begin());
            QCOMPARE(eb.adjudicated, ea.adjudicated);
            if (ea.adjudicated) {
                QCOMPARE(eb.results[j].status, ea.results[k].status);
                QCOMPARE(eb.results[j].reason, ea.results[k].reason);
            }
        }
        QCOMPARE(eb.changes.size(), ea.changes.size());
        if (ea.adjudicated)
            QVERIFY2(sorted(ea.after) == sorted(eb.after), where.constData());
        QCOMPARE(eb.end, ea.end);
    }
}

} // namespace

class TestImport : public QObject
{
    Q_OBJECT

  private slots:
    void initTestCase();
    void roundTrip_data();
    void roundTrip();
    void milaHandMade();
    void judgeHandMade();
    void secondOpinionDiffers();
    void unreadableInput();

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
    for (const ImportProblem &p : recorded.problems)
        qWarning("%s: %s: %s", qPrintable(p.place), qPrintable(p.text), qPrintable(p.problem));
    QVERIFY(recorded.problems.empty());
    const ImportedGame imported = importRecordedGame(recorded, m_map, played.rules());
    QVERIFY(imported.game);
    if (imported.report.differs())
        qWarning("%s", qPrintable(importReportText(*m_map, imported.report)));
    QVERIFY(!imported.report.differs());
    QCOMPARE(imported.game->info().name, QStringLiteral("Round trip"));
    compareLines(played, *imported.game);
    // The imported game is a game like any other: it saves and loads (its history checked on load).
    QString error;
    QVERIFY2(gameFromJson(gameToJson(*imported.game), m_map, &error), qPrintable(error));
}

void TestImport::milaHandMade()
{
}

void TestImport::judgeHandMade()
{
}

void TestImport::secondOpinionDiffers()
{
}

void TestImport::unreadableInput()
{
}

QTEST_GUILESS_MAIN(TestImport)
#include "tst_import.moc"
