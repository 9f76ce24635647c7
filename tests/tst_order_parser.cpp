// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
// The forgiving order parser: every notation a game master may type, and clear errors for the rest.
#include "text/order_formatter.h"
#include "text/order_parser.h"
#include "text/order_sheet.h"

#include <QRandomGenerator>
#include <QTest>

using namespace arbiter;

class TestOrderParser : public QObject
{
    Q_OBJECT

  private slots:
    void initTestCase();
    void notations_data();
    void notations();
    void errors_data();
    void errors();
    void misspelledPlaceIsSuggestedNotRead_data();
    void misspelledPlaceIsSuggestedNotRead();
    void parserWithoutSuggestionsReportsTheSameError();
    void coastsAndFlags();
    void formatRoundTrip_data();
    void formatRoundTrip();
    void randomBytesNeverCrash();

  private:
    std::optional<Map> m_map;
};

void TestOrderParser::initTestCase()
{
    QString error;
    m_map = Map::load(QStringLiteral(ARBITER_SOURCE_DIR "/maps/standard"), &error);
    QVERIFY2(m_map, qPrintable(error));
}

void TestOrderParser::notations_data()
{
    // Each line must read as the same order as its canonical form.
    QTest::addColumn<QString>("typed");
    QTest::addColumn<QString>("canonical");
    auto row = [](const char *typed, const char *canonical) {
        QTest::newRow(typed) << QString::fromUtf8(typed) << QString::fromUtf8(canonical);
    };
    row("A ven H", "A ven H");
    row("A Venice Holds", "A ven H");
    row("a VEN hold", "A ven H");
    row("F nth-pic", "F nth - pic");
    row("F Kiel - Munich", "F kie - mun");
    row("A lvp -> edi", "A lvp - edi");
    row("A lvp to edi", "A lvp - edi");
    row("Army Liverpool moves to Edinburgh", "A lvp - edi");
    row("A spa - por via convoy", "A spa - por via convoy");
    row("A spa - por by convoy", "A spa - por via convoy");
    row("A ven S A tyr-tri", "A ven S A tyr - tri");
    row("A ser S F tri", "A ser S F tri");
    row("A ser supports F tri holds", "A ser S F tri");
    row("F gre S F bla-bul/ec", "F gre S F bla - bul/ec");
    row("F nth C A hol-yor", "F nth C A hol - yor");
    row("F North Sea Convoys A Yorkshire - Belgium", "F nth C A yor - bel");
    row("F Mid-Atlantic Ocean - Spain(north coast)", "F mao - spa/nc");
    row("F mid - spa (nc)", "F mao - spa/nc");
    row("F MAO - Spain nc", "F mao - spa/nc");
    row("F gol - spa/sc", "F lyo - spa/sc");
    row("F nrg - nwy", "F nwg - nwy");
    row("F St. Petersburg (south coast) - Gulf of Bothnia", "F stp/sc - bot");
    row("A rum S Turkish F con - bul", "A rum S Turkish F con - bul");
    row("Build A ber", "Build A ber");
    row("Build F stp/nc", "Build F stp/nc");
    row("build fleet St Petersburg north coast", "Build F stp/nc");
    row("Remove A war", "Remove A war");
    row("Remove gol", "Remove lyo");
    row("Disband F tri", "Remove F tri");
    row("A hol D", "Remove A hol");
    row("Waive", "Waive");
    row("A Holland Supports Kiel", "A hol S kie");
    row("A yor - nth - bel", "A yor - nth - bel");
    row("A Burgundy - Marseilels", "A bur - mar"); // close misspelling, unambiguous
    row("A ven H   # a comment", "A ven H");
}

void TestOrderParser::notations()
{
    QFETCH(QString, typed);
    QFETCH(QString, canonical);
    OrderParser parser(*m_map);
    const ParsedOrder got = parser.parse(typed);
    QVERIFY2(got.ok(),
             qPrintable(QStringLiteral("error at '%1' (%2)").arg(got.error.word).arg(int(got.error.kind))));
    const ParsedOrder expected = parser.parse(canonical);
    QVERIFY(expected.ok());
    QCOMPARE(formatOrder(*m_map, got.order), formatOrder(*m_map, expected.order));
    QVERIFY(got.order == expected.order || formatOrder(*m_map, got.order) == canonical);
}

void TestOrderParser::errors_data()
{
    QTest::addColumn<QString>("typed");
    QTest::addColumn<int>("kind");
    QTest::addColumn<QString>("word");
    QTest::newRow("empty") << "   " << int(ParseErrorKind::Empty) << "";
    QTest::newRow("unknown power") << "Prussia: A ber H" << int(ParseErrorKind::UnknownPower) << "Prussia";
    QTest::newRow("unknown place") << "A Moon - ber" << int(ParseErrorKind::UnknownPlace) << "Moon";
    QTest::newRow("no verb") << "A ven" << int(ParseErrorKind::MissingVerb) << "";
    QTest::newRow("unknown verb") << "A ven jumps tri" << int(ParseErrorKind::UnknownVerb) << "jumps";
    QTest::newRow("no destination") << "A ven -" << int(ParseErrorKind::MissingDestination) << "";
    QTest::newRow("trailing") << "A ven H please" << int(ParseErrorKind::TrailingWords) << "please";
    QTest::newRow("support without unit") << "A ven S" << int(ParseErrorKind::MissingUnit) << "";
}

void TestOrderParser::errors()
{
    QFETCH(QString, typed);
    QFETCH(int, kind);
    QFETCH(QString, word);
    OrderParser parser(*m_map);
    const ParsedOrder got = parser.parse(typed);
    QCOMPARE(int(got.error.kind), kind);
    QCOMPARE(got.error.word, word);
    if (!word.isEmpty())
        QCOMPARE(typed.mid(got.error.column, word.size()), word);
}

// A place misspelled further than the parser reads by itself (DATC 4.E.2 reads only close, unambiguous
// misspellings) is not read as a guess: the order is refused, and the one close name is suggested.
void TestOrderParser::misspelledPlaceIsSuggestedNotRead_data()
{
    QTest::addColumn<QString>("typed");
    QTest::addColumn<QString>("message");
    QTest::newRow("two slips") << "A Munchn - ruh"
                               << "unknown place 'Munchn' (Munich?)";
    QTest::newRow("abbreviation, letters swapped") << "A kei - hol"
                                                   << "unknown place 'kei' (Kiel?)";
    QTest::newRow("destination") << "A mun - Ruhrr Valley"
                                 << "unknown place 'Ruhrr' (Ruhr?)";
    QTest::newRow("nothing close") << "A Moon - ber"
                                   << "unknown place 'Moon'";
    QTest::newRow("two as close") << "A bxr - tyr"
                                  << "unknown place 'bxr'"; // ber, bur, bar
}

void TestOrderParser::misspelledPlaceIsSuggestedNotRead()
{
    QFETCH(QString, typed);
    QFETCH(QString, message);
    OrderParser parser(*m_map);
    const ParsedOrder got = parser.parse(typed);
    QCOMPARE(int(got.error.kind), int(ParseErrorKind::UnknownPlace));
    QCOMPARE(describeParseError(got.error), message);
}

// The readers of files skip the search for a suggestion; the error is otherwise the same.
void TestOrderParser::parserWithoutSuggestionsReportsTheSameError()
{
    const OrderParser offering(*m_map);
    const OrderParser skipping(*m_map, OrderParser::Suggestions::Skipped);
    for (const QStringView typed : {u"A Munchn - ruh", u"A mun - Ruhrr Valley"}) {
        const ParsedOrder offered = offering.parse(typed);
        const ParsedOrder skipped = skipping.parse(typed);
        QVERIFY(!offered.error.suggestion.isEmpty());
        QVERIFY(skipped.error.suggestion.isEmpty());
        QCOMPARE(int(skipped.error.kind), int(offered.error.kind));
        QCOMPARE(skipped.error.word, offered.error.word);
        QCOMPARE(skipped.error.column, offered.error.column);
    }
    QVERIFY(skipping.parse(u"A Munich - ruh").ok());
}

void TestOrderParser::coastsAndFlags()
{
    OrderParser parser(*m_map);
    ParsedOrder p = parser.parse(u"England: F spa/wc - mao");
    QVERIFY(p.ok());
    QVERIFY(p.order.unit.unknownCoast); // 4.B.6 is the adjudicator's to decide
    QCOMPARE(p.order.power, m_map->findPower(u"england"));
    p = parser.parse(u"F lon - bel", m_map->findPower(u"france"));
    QCOMPARE(p.order.power, m_map->findPower(u"france"));
    QVERIFY(p.order.unit.typeGiven);
    p = parser.parse(u"ven H");
    QVERIFY(p.ok());
    QVERIFY(!p.order.unit.typeGiven);
    p = parser.parse(u"A ber S Russian A pru - sil");
    QCOMPARE(p.order.other.power, m_map->findPower(u"russia"));
}

void TestOrderParser::formatRoundTrip_data()
{
    QTest::addColumn<QString>("text");
    for (const char *t : {"A ven - tri", "F nth C A lon - bel", "A tyr S A ven - tri", "Build F stp/nc",
                          "Waive", "F con - bul/ec", "A lon - bel via convoy", "F spa/? - mao",
                          "F gas - spa/?", "A ber S A mun/? - sil"})
        QTest::newRow(t) << QString::fromLatin1(t);
}

void TestOrderParser::formatRoundTrip()
{
    QFETCH(QString, text);
    OrderParser parser(*m_map);
    const ParsedOrder p = parser.parse(text);
    QVERIFY(p.ok());
    QCOMPARE(formatOrder(*m_map, p.order), text);
    QCOMPARE(parser.parse(formatOrder(*m_map, p.order, true)).order, p.order);
}

void TestOrderParser::randomBytesNeverCrash()
{
    // Arbitrary text yields an order or an error, never a crash (the fuzzer does this at length).
    OrderParser parser(*m_map);
    QRandomGenerator rng(1901);
    const QString alphabet = QStringLiteral("AFSCH-/:() nscewtoa\u00e9\u2192bvxyz#");
    for (int i = 0; i < 20000; ++i) {
        QString line;
        const int length = int(rng.bounded(24));
        for (int j = 0; j < length; ++j)
            line += alphabet[int(rng.bounded(alphabet.size()))];
        const ParsedOrder p = parser.parse(line);
        QVERIFY(p.ok() || p.error.kind != ParseErrorKind::None);
        QVERIFY(p.error.column >= 0 && p.error.column <= line.size());
    }
}

QTEST_GUILESS_MAIN(TestOrderParser)
#include "tst_order_parser.moc"
