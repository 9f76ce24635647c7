// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
// What a game file that cannot be read is told with: an empty, binary or other non-JSON file says so in few
// words; malformed JSON names its line and what is wrong; a value the map does not allow names its line in
// the file, the phase counted from 1 with its name, and why ("a fleet cannot stand in Vienna (inland)").
#include "game_test_support.h"
#include "record/game.h"
#include "record/game_file.h"

#include <QTest>

using namespace arbiter;

class TestGameFileMessages : public QObject
{
    Q_OBJECT

  private slots:
    void initTestCase();
    void emptyFile();
    void binaryFile();
    void oneHugeLineOfText();
    void malformedJsonNamesItsLine();
    void unitOnTheWrongPlaceSaysWhy_data();
    void unitOnTheWrongPlaceSaysWhy();
    void laterPhaseIsCountedFromOne();
    void unreadableOrderNamesItsLine();
    void resultThatDisagreesNamesItsLine();

  private:
    // The error of reading `json`, which must fail (as gameMapName, the first reader of a file, too).
    QString failure(const QByteArray &json, bool alsoMapName = true) const
    {
        QString error;
        if (gameFromJson(json, m_map, &error))
            return QStringLiteral("(read without an error)");
        QString mapError;
        if (alsoMapName && !gameMapName(json, &mapError))
            return mapError == error ? error : QStringLiteral("(another message first: %1)").arg(mapError);
        return error;
    }
    static int lineOf(const QByteArray &text, qsizetype offset)
    {
        return int(text.left(offset).count('\n')) + 1;
    }
    std::shared_ptr<const Map> m_map;
};

void TestGameFileMessages::initTestCase()
{
    QString error;
    auto map = Map::load(QStringLiteral(ARBITER_SOURCE_DIR "/maps/standard"), &error);
    QVERIFY2(map, qPrintable(error));
    m_map = std::make_shared<const Map>(std::move(*map));
}

void TestGameFileMessages::emptyFile()
{
    QCOMPARE(failure(QByteArray()), QStringLiteral("the file is empty"));
    QCOMPARE(failure(QByteArray(" \n\n\t\n")), QStringLiteral("the file is empty"));
}

void TestGameFileMessages::binaryFile()
{
    QByteArray png("\x89PNG\r\n\x1a\n", 8);
    png.append(QByteArray(64, '\0'));
    png.append("\xff\xfe{\x01\x02", 5);
    const QString error = failure(png);
    QCOMPARE(error, QStringLiteral("this is not an Arbiter game file: it is not JSON text (line 1)"));
}

void TestGameFileMessages::oneHugeLineOfText()
{
    const QString error = failure(QByteArray(5 * 1024 * 1024, 'x'));
    QCOMPARE(error, QStringLiteral("this is not an Arbiter game file: it is not JSON text (line 1)"));
    // Text after some empty lines: the line where it begins.
    QCOMPARE(failure(QByteArray("\n\n  hello")),
             QStringLiteral("this is not an Arbiter game file: it is not JSON text (line 3)"));
}

void TestGameFileMessages::malformedJsonNamesItsLine()
{
    QByteArray json = gameToJson(Game(m_map));
    const qsizetype map = json.indexOf("\"map\": \"standard\"");
    QVERIFY(map > 0);
    const qsizetype value = map + int(qstrlen("\"map\": "));
    json.insert(value, QByteArray(300, '@'));
    const QString error = failure(json);
    QVERIFY2(error.startsWith(QStringLiteral("line %1: ").arg(lineOf(json, map))), qPrintable(error));
    QVERIFY2(error.contains(u'@'), qPrintable(error)); // quotes what is there
    QVERIFY2(error.size() < 80, qPrintable(error));    // but only a few characters of it

    // Cut short inside a string: the line where the file ends.
    const QByteArray cut = gameToJson(Game(m_map)).left(map + 10);
    const QString cutError = failure(cut);
    QVERIFY2(cutError.startsWith(QStringLiteral("line %1: ").arg(lineOf(cut, map))), qPrintable(cutError));
}

void TestGameFileMessages::unitOnTheWrongPlaceSaysWhy_data()
{
    QTest::addColumn<QByteArray>("unit");
    QTest::addColumn<QByteArray>("edited");
    QTest::addColumn<QString>("reason");
    QTest::newRow("fleet inland") << QByteArray("austria A vie") << QByteArray("austria F vie")
                                  << QStringLiteral("a fleet cannot stand in Vienna (inland)");
    QTest::newRow("army at sea") << QByteArray("england F edi") << QByteArray("england A nth")
                                 << QStringLiteral("an army cannot stand in North Sea (sea)");
    QTest::newRow("coast missing") << QByteArray("russia F stp/sc") << QByteArray("russia F stp")
                                   << QStringLiteral("a fleet in St Petersburg needs its coast (nc, sc)");
    QTest::newRow("unknown coast") << QByteArray("russia F stp/sc") << QByteArray("russia F stp/wc")
                                   << QStringLiteral("St Petersburg has no coast 'wc'");
    QTest::newRow("army on a coast") << QByteArray("russia F stp/sc") << QByteArray("russia A stp/sc")
                                     << QStringLiteral(
                                            "an army stands in St Petersburg, not on one of its coasts");
    QTest::newRow("unknown place") << QByteArray("austria A vie") << QByteArray("austria A vxx")
                                   << QStringLiteral("unknown place 'vxx'");
    QTest::newRow("unknown power") << QByteArray("austria A vie") << QByteArray("prussia A vie")
                                   << QStringLiteral("unknown power 'prussia'");
    QTest::newRow("unknown unit type") << QByteArray("austria A vie") << QByteArray("austria Q vie")
                                       << QStringLiteral("'Q' is neither A (army) nor F (fleet)");
    QTest::newRow("two units in one province") << QByteArray("austria A vie") << QByteArray("austria A bud")
                                               << QStringLiteral("two units in Budapest");
}

void TestGameFileMessages::unitOnTheWrongPlaceSaysWhy()
{
    QFETCH(QByteArray, unit);
    QFETCH(QByteArray, edited);
    QFETCH(QString, reason);
    QByteArray json = gameToJson(Game(m_map));
    const qsizetype at = json.indexOf('"' + unit + '"');
    QVERIFY(at > 0);
    json.replace(at + 1, unit.size(), edited);
    // The unit refused is the edited one, or the second of two in one province.
    const qsizetype refused = json.lastIndexOf('"' + edited + '"');
    const QString error = failure(json, false);
    const QString place =
        QStringLiteral("line %1: phase 1 (Spring 1901 Movement): ").arg(lineOf(json, refused));
    QVERIFY2(error.startsWith(place), qPrintable(error));
    QVERIFY2(error.endsWith(reason), qPrintable(error));
}

void TestGameFileMessages::laterPhaseIsCountedFromOne()
{
    Game game(m_map);
    QVERIFY(test::playPhase(game, {"England: F lon - nth"}));
    QByteArray json = gameToJson(game);
    // The second phase's own position is the last place the unit is written.
    const qsizetype at = json.lastIndexOf("\"austria A vie\"");
    QVERIFY(at > 0);
    json.replace(at, 15, "\"austria F vie\"");
    const QString error = failure(json, false);
    QCOMPARE(error,
             QStringLiteral("line %1: phase 2 (Fall 1901 Movement): a fleet cannot stand in Vienna (inland)")
                 .arg(lineOf(json, at)));
}

void TestGameFileMessages::unreadableOrderNamesItsLine()
{
    Game game(m_map);
    QVERIFY(test::playPhase(game, {"England: F lon - nth"}));
    QByteArray json = gameToJson(game);
    const qsizetype at = json.indexOf("\"England: F lon - nth\"");
    QVERIFY(at > 0);
    json.replace(at, 22, "\"England: F lon - xqz\"");
    const QString error = failure(json, false);
    QVERIFY2(
        error.startsWith(QStringLiteral("line %1: phase 1 (Spring 1901 Movement): ").arg(lineOf(json, at))),
        qPrintable(error));
    QVERIFY2(error.contains(QStringLiteral("'xqz'")), qPrintable(error));
}

void TestGameFileMessages::resultThatDisagreesNamesItsLine()
{
    Game game(m_map);
    QVERIFY(test::playPhase(game, {"England: F lon - nth"}));
    QByteArray json = gameToJson(game);
    // The move succeeded; the file is edited to say it bounced.
    const qsizetype at = json.indexOf("\"status\": \"Succeeded\"");
    QVERIFY(at > 0);
    json.replace(at, 21, "\"status\": \"Failed\"");
    const qsizetype result = json.lastIndexOf('{', at);
    const QString error = failure(json, false);
    QVERIFY2(error.startsWith(
                 QStringLiteral("line %1: phase 1 (Spring 1901 Movement): ").arg(lineOf(json, result))),
             qPrintable(error));
}

QTEST_GUILESS_MAIN(TestGameFileMessages)
#include "tst_game_file_messages.moc"
