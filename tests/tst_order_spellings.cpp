// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
// Orders as other judges and programs print them and as players write them in mails: the standard map's
// other spellings (maps/standard/aliases.csv), their coasts, misspelled power names and several orders on
// one line.
#include "map/map.h"
#include "text/order_formatter.h"
#include "text/order_parser.h"
#include "text/order_sheet.h"

#include <QDir>
#include <QFile>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

using namespace arbiter;

class TestOrderSpellings : public QObject
{
    Q_OBJECT

  private slots:
    void initTestCase();
    void everyAliasOfTheTableIsRead();
    void otherProgramsNotations_data();
    void otherProgramsNotations();
    void aliasTableErrorsNameTheLine_data();
    void aliasTableErrorsNameTheLine();
    void misspelledPowerNames_data();
    void misspelledPowerNames();
    void misspelledPlaceNames_data();
    void misspelledPlaceNames();
    void unclearPowerNamesAreRefused_data();
    void unclearPowerNamesAreRefused();
    void sheetWarnsOfMisspelledPowers();
    void sheetWarnsOfASecondOrderForAUnit();
    void severalOrdersOnALine();
    void sheetReadsEachOrderOfALine();

  private:
    QString format(const ParsedOrder &p) const { return formatOrder(*m_map, p.order); }
    std::optional<Map> m_map;
};

void TestOrderSpellings::initTestCase()
{
    QString error;
    m_map = Map::load(QStringLiteral(ARBITER_SOURCE_DIR "/maps/standard"), &error);
    QVERIFY2(m_map, qPrintable(error));
}

// The table as shipped: each alias names the place its row says, and nothing else.
void TestOrderSpellings::everyAliasOfTheTableIsRead()
{
    QFile file(QStringLiteral(ARBITER_SOURCE_DIR "/maps/standard/aliases.csv"));
    QVERIFY(file.open(QIODevice::ReadOnly));
    int rows = 0;
    const QStringList lines = QString::fromUtf8(file.readAll()).split(u'\n');
    for (const QString &raw : lines) {
        const QString line = raw.trimmed();
        if (line.isEmpty() || line.startsWith(u'#'))
            continue;
        const QStringList fields = line.split(u',');
        QCOMPARE(fields.size(), 3);
        const int expected = m_map->findLocation(fields[1]);
        QVERIFY2(expected >= 0, qPrintable(line));
        QVERIFY2(!fields[2].trimmed().isEmpty(), qPrintable(line + QStringLiteral(": no source")));
        QCOMPARE(m_map->findLocation(fields[0]), expected);
        ++rows;
    }
    QVERIFY(rows > 100);
}

void TestOrderSpellings::otherProgramsNotations_data()
{
    QTest::addColumn<QString>("typed");
    QTest::addColumn<QString>("canonical");
    auto row = [](const char *typed, const char *canonical) {
        QTest::newRow(typed) << QString::fromUtf8(typed) << QString::fromUtf8(canonical);
    };
    // The Judge's and jDip's abbreviations
    row("F eme - aeg", "F eas - aeg");
    row("F ems - aeg", "F eas - aeg");
    row("F wme - tys", "F wes - tyn");
    row("F wms - naf", "F wes - naf");
    row("F nat - nrg", "F nao - nwg");
    row("F gob - swe", "F bot - swe");
    row("F nts - ska", "F nth - ska");
    row("F ech - mat", "F eng - mao");
    row("F gol - tyn", "F lyo - tyn");
    row("A tyl - vie", "A tyr - vie");
    row("A trl - vie", "A tyr - vie");
    row("F nor - nts", "F nwy - nth");
    row("A lvo - war", "A lvn - war");
    row("F lpl - iri", "F lvp - iri");
    row("A nora - tun", "A naf - tun");
    // jDip's other names
    row("F man - bre", "F eng - bre");
    row("A var - sil", "A war - sil");
    // MILA's (the diplomacy package) upper-case abbreviations and its own aliases
    row("F LYO - TYS", "F lyo - tyn");
    row("F NWG - NAO", "F nwg - nao");
    row("F BLA - ANK", "F bla - ank");
    row("F bs - ank", "F bla - ank");
    row("A SPN - POR", "A spa - por");
    row("A LON - NWY VIA", "A lon - nwy via convoy");
    // full names, as webDiplomacy prints them
    row("F North Atlantic Ocean - Norwegian Sea", "F nao - nwg");
    row("F Gulf of Lyons - Tyrrhenian Sea", "F lyo - tyn");
    row("F Gulf of Lyon - Western Mediterranean", "F lyo - wes");
    row("F Gulf of Bothnia - Baltic Sea", "F bot - bal");
    row("F Heligoland Bight - North Sea", "F hel - nth");
    row("F Skagerrack - North Sea", "F ska - nth");
    row("F Tyrhennian Sea - Ionian Sea", "F tyn - ion");
    // coasts in every spelling
    row("F stp/nc - bar", "F stp/nc - bar");
    row("F StP/nc - bar", "F stp/nc - bar");
    row("F stp(sc) - bot", "F stp/sc - bot");
    row("F stp (sc) - bot", "F stp/sc - bot");
    row("F stp-sc - bot", "F stp/sc - bot"); // jDip
    row("F bar - stp-nc", "F bar - stp/nc");
    row("F con - bul-ec", "F con - bul/ec");
    row("F mao - spa -nc", "F mao - spa/nc");
    row("F mao - spa nc", "F mao - spa/nc");
    row("F mao - spa north coast", "F mao - spa/nc");
    row("F mao - spa (north coast)", "F mao - spa/nc");
    row("F mao - spa-north coast", "F mao - spa/nc");
    row("F St. Petersburg (South Coast) - Gulf of Bothnia", "F stp/sc - bot");
    row("F bla - bul/ec", "F bla - bul/ec");
    // webDiplomacy calls Bulgaria's east coast its north coast; so does MILA
    row("F Black Sea - Bulgaria (North Coast)", "F bla - bul/ec");
    row("F bla - bul/nc", "F bla - bul/ec");
    // a dash before a place is still the move
    row("F nwy-north sea", "F nwy - nth");
    row("A yor - nth - nwy", "A yor - nth - nwy");
}

void TestOrderSpellings::otherProgramsNotations()
{
    QFETCH(QString, typed);
    QFETCH(QString, canonical);
    OrderParser parser(*m_map);
    const ParsedOrder got = parser.parse(typed);
    QVERIFY2(got.ok(), qPrintable(describeParseError(got.error)));
    const ParsedOrder expected = parser.parse(canonical);
    QVERIFY(expected.ok());
    QCOMPARE(format(got), format(expected));
    QCOMPARE(got.order.unit.unknownCoast, false);
    QCOMPARE(got.order.target.unknownCoast, false);
}

void TestOrderSpellings::aliasTableErrorsNameTheLine_data()
{
    QTest::addColumn<QString>("table");
    QTest::addColumn<QString>("message");
    QTest::newRow("another province's abbreviation")
        << "# comment\neme,eas,judge\nlvp,lon,nobody\n"
        << "aliases.csv:3: name 'lvp' is already used by province 'lvp'";
    QTest::newRow("another province's alias")
        << "eme,eas,judge\n\neme,wes,nobody\n"
        << "aliases.csv:3: name 'eme' is already used by province 'eas'";
    QTest::newRow("another province's name")
        << "North Sea,nwg,nobody\n"
        << "aliases.csv:1: name 'North Sea' is already used by province 'nth'";
    QTest::newRow("a power's adjective") << "english,eng,judge\n"
                                         << "aliases.csv:1: 'english' names the power";
    QTest::newRow("unknown province") << "xyz,abc,nobody\n"
                                      << "aliases.csv:1: unknown province 'abc'";
    QTest::newRow("unknown coast") << "bul/wc,bul/wc,nobody\n"
                                   << "aliases.csv:1: 'bul' has no coast 'wc'";
    QTest::newRow("coast alias of a real coast") << "bul/sc,bul/ec,nobody\n"
                                                 << "aliases.csv:1: 'bul/sc' already names bul/sc";
    QTest::newRow("coast alias of another province") << "spa/nc,bul/ec,nobody\n"
                                                     << "aliases.csv:1: a coast alias";
    QTest::newRow("coast alias without a coast") << "xyz/nc,eas,nobody\n"
                                                 << "aliases.csv:1: the alias 'xyz/nc'";
    QTest::newRow("missing field") << "eme,eas\n"
                                   << "aliases.csv:1: expected 3";
}

void TestOrderSpellings::aliasTableErrorsNameTheLine()
{
    QFETCH(QString, table);
    QFETCH(QString, message);
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    QVERIFY(QDir(dir.path()).mkdir(QStringLiteral("starts")));
    for (const char *name : {"powers.csv", "provinces.csv", "borders.csv", "start.csv", "variant.csv",
                             "starts/fleet_rome.csv"}) {
        const QString n = QString::fromLatin1(name);
        QVERIFY(QFile::copy(QStringLiteral(ARBITER_SOURCE_DIR "/maps/standard/") + n, dir.filePath(n)));
    }
    QString error;
    QVERIFY2(Map::load(dir.path(), &error), qPrintable(error)); // the table is optional
    QFile f(dir.filePath(QStringLiteral("aliases.csv")));
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(table.toUtf8());
    f.close();
    QVERIFY(!Map::load(dir.path(), &error));
    // The folder, then the table's own message.
    QVERIFY2(error.startsWith(QStringLiteral("map folder %1: ").arg(QDir::toNativeSeparators(dir.path())) +
                              message),
             qPrintable(error));
}

void TestOrderSpellings::misspelledPowerNames_data()
{
    QTest::addColumn<QString>("typed");
    QTest::addColumn<QString>("power");
    QTest::addColumn<QString>("misspelled");
    QTest::newRow("transposed") << "Germnay: A mun - ruh"
                                << "germany"
                                << "Germnay";
    QTest::newRow("transposed 2") << "Austira: A vie - gal"
                                  << "austria"
                                  << "Austira";
    QTest::newRow("letter missing") << "Turky: F ank - bla"
                                    << "turkey"
                                    << "Turky";
    QTest::newRow("transposed 3") << "Englnad: F lon - nth"
                                  << "england"
                                  << "Englnad";
    QTest::newRow("short name") << "Itlay: A ven H"
                                << "italy"
                                << "Itlay";
    QTest::newRow("two slips in a long name") << "GERMNAYY: A mun H"
                                              << "germany"
                                              << "GERMNAYY";
    QTest::newRow("adjective") << "Frensh: A par H"
                               << "france"
                               << "Frensh";
    QTest::newRow("spelled right") << "Russia: A war H"
                                   << "russia"
                                   << "";
}

void TestOrderSpellings::misspelledPowerNames()
{
    QFETCH(QString, typed);
    QFETCH(QString, power);
    QFETCH(QString, misspelled);
    OrderParser parser(*m_map);
    const ParsedOrder got = parser.parse(typed);
    QVERIFY2(got.ok(), qPrintable(describeParseError(got.error)));
    QCOMPARE(got.order.power, m_map->findPower(power));
    QCOMPARE(got.misspelledPower, misspelled);
    if (!misspelled.isEmpty())
        QCOMPARE(describeCorrection(*m_map, got),
                 QStringLiteral("'%1' read as %2").arg(misspelled, m_map->power(got.order.power).name));
}

void TestOrderSpellings::misspelledPlaceNames_data()
{
    QTest::addColumn<QString>("typed");
    QTest::addColumn<QString>("read");
    QTest::addColumn<QString>("correction");
    // Read through a close misspelling.
    QTest::newRow("a slip") << "Army Moscow to Ukrane"
                            << "A mos - ukr"
                            << "'Ukrane' read as Ukraine";
    // Spellings of the alias table that are slips in the name all the same (MILA prints "Burgandy").
    QTest::newRow("MILA's slip") << "Army Paris to Burgandy"
                                 << "A par - bur"
                                 << "'Burgandy' read as Burgundy";
    QTest::newRow("two words") << "F Constantinople S A Bulgaria - St Petersberg"
                               << "F con S A bul - stp"
                               << "'St Petersberg' read as St Petersburg";
    QTest::newRow("with a power's slip") << "Germnay: A mun - Burgandy"
                                         << "A mun - bur"
                                         << "'Germnay' read as Germany; 'Burgandy' read as Burgundy";
    // Abbreviations and names as written are no slips.
    QTest::newRow("abbreviations") << "A Serb - Bul"
                                   << "A ser - bul"
                                   << "";
    QTest::newRow("names") << "Army Munich to Burgundy"
                           << "A mun - bur"
                           << "";
    QTest::newRow("ids") << "a mun-bur"
                         << "A mun - bur"
                         << "";
}

void TestOrderSpellings::misspelledPlaceNames()
{
    QFETCH(QString, typed);
    QFETCH(QString, read);
    QFETCH(QString, correction);
    const ParsedOrder got = OrderParser(*m_map).parse(typed);
    QVERIFY2(got.ok(), qPrintable(describeParseError(got.error)));
    QCOMPARE(format(got), read);
    QCOMPARE(describeCorrection(*m_map, got), correction);
}

void TestOrderSpellings::unclearPowerNamesAreRefused_data()
{
    QTest::addColumn<QString>("typed");
    QTest::addColumn<int>("kind");
    QTest::addColumn<QString>("message");
    QTest::newRow("as close to Austria as to Russia")
        << "Rusiria: A war H" << int(ParseErrorKind::AmbiguousPower)
        << "'Rusiria' could be more than one power";
    QTest::newRow("too far from any")
        << "Gremlins: A mun H" << int(ParseErrorKind::UnknownPower) << "unknown power 'Gremlins'";
    QTest::newRow("a province, not a misspelling")
        << "Prussia: A ber H" << int(ParseErrorKind::UnknownPower) << "unknown power 'Prussia'";
    QTest::newRow("two slips in a short name")
        << "Itlya: A ven H" << int(ParseErrorKind::UnknownPower) << "unknown power 'Itlya'";
}

void TestOrderSpellings::unclearPowerNamesAreRefused()
{
    QFETCH(QString, typed);
    QFETCH(int, kind);
    QFETCH(QString, message);
    const ParsedOrder got = OrderParser(*m_map).parse(typed);
    QCOMPARE(int(got.error.kind), kind);
    QCOMPARE(got.error.column, 0);
    QCOMPARE(describeParseError(got.error), message);
}

void TestOrderSpellings::sheetWarnsOfMisspelledPowers()
{
    const OrderSheet sheet = readOrderSheet(*m_map, QStringLiteral("Germnay:\n"
                                                                   "A mun - ruh\n"
                                                                   "\n"
                                                                   "Austira: A vie - gal\n"
                                                                   "A bud - ser\n"
                                                                   "TURKY\n"
                                                                   "F ank - bla\n"
                                                                   "Rusiria:\n"
                                                                   "A war H\n"));
    QCOMPARE(int(sheet.warnings.size()), 3);
    QCOMPARE(sheet.warnings[0].line, 1);
    QCOMPARE(sheet.warnings[0].text, QStringLiteral("'Germnay' read as Germany"));
    QCOMPARE(sheet.warnings[1].line, 4);
    QCOMPARE(sheet.warnings[1].text, QStringLiteral("'Austira' read as Austria"));
    QCOMPARE(sheet.warnings[2].line, 6);
    QCOMPARE(sheet.warnings[2].text, QStringLiteral("'TURKY' read as Turkey"));
    QCOMPARE(int(sheet.orders.size()), 5);
    const int expected[] = {m_map->findPower(u"germany"), m_map->findPower(u"austria"),
                            m_map->findPower(u"austria"), m_map->findPower(u"turkey"),
                            m_map->findPower(u"turkey")};
    for (int k = 0; k < 4; ++k)
        QCOMPARE(sheet.orders[std::size_t(k)].parsed.order.power, expected[k]);
    // The ambiguous header is refused, with its line and word; the order after it has no power of its own.
    QCOMPARE(int(sheet.unreadable.size()), 1);
    QCOMPARE(sheet.unreadable[0].line, 8);
    QCOMPARE(describeSheetError(sheet.unreadable[0]),
             QStringLiteral("'Rusiria' could be more than one power"));
}

void TestOrderSpellings::sheetWarnsOfASecondOrderForAUnit()
{
    // A slip typed twice differently; the same order twice, and the coast of a fleet, are no second order.
    const OrderSheet sheet = readOrderSheet(*m_map, QStringLiteral("France:\n"
                                                                   "A par - bur\n"
                                                                   "F bre - mao\n"
                                                                   "A par - pic\n"
                                                                   "F bre - mao\n"
                                                                   "Russia: F stp/sc - bot; F stp - fin\n"
                                                                   "A par H\n"));
    QCOMPARE(int(sheet.orders.size()), 7);
    QCOMPARE(int(sheet.warnings.size()), 3);
    QCOMPARE(sheet.warnings[0].line, 4);
    QCOMPARE(sheet.warnings[0].text,
             QStringLiteral("a second order for the unit in Paris (the first is on line "
                            "2): the rule for several orders to one unit (4.D.3) "
                            "decides"));
    QCOMPARE(sheet.warnings[1].line, 6);
    QVERIFY(sheet.warnings[1].text.contains(QStringLiteral("St Petersburg (the first is on line 6)")));
    QCOMPARE(sheet.warnings[2].line, 7);
    QVERIFY(sheet.warnings[2].text.contains(QStringLiteral("line 2)")));
}

void TestOrderSpellings::severalOrdersOnALine()
{
    OrderParser parser(*m_map);
    const QString line = QStringLiteral("Germany: A mun - ruh; A ber - kie, F kie - den");
    const std::vector<LinePart> parts = parser.parseLine(line);
    QCOMPARE(int(parts.size()), 3);
    QCOMPARE(parts[0].text, QStringLiteral("Germany: A mun - ruh"));
    QCOMPARE(parts[1].text, QStringLiteral("A ber - kie"));
    QCOMPARE(parts[2].text, QStringLiteral("F kie - den"));
    QCOMPARE(parts[2].column, int(line.indexOf(u"F kie")));
    for (const LinePart &part : parts) {
        QVERIFY(part.parsed.ok());
        QCOMPARE(part.parsed.order.power, m_map->findPower(u"germany")); // the first part's power carries
    }
    QCOMPARE(format(parts[1].parsed), QStringLiteral("A ber - kie"));

    // Each part is read on its own: an error names its part and the word's place in the whole line.
    const QString bad = QStringLiteral("A mun - ruh; A ber - kei; A vie H");
    const std::vector<LinePart> read = parser.parseLine(bad);
    QCOMPARE(int(read.size()), 3);
    QVERIFY(read[0].parsed.ok());
    QCOMPARE(int(read[1].parsed.error.kind), int(ParseErrorKind::UnknownPlace));
    QCOMPARE(read[1].parsed.error.word, QStringLiteral("kei"));
    QCOMPARE(bad.mid(read[1].parsed.error.column, 3), QStringLiteral("kei"));
    QVERIFY(read[2].parsed.ok());

    // Separators at the end, doubled, or only separators; a comment after the orders.
    QCOMPARE(int(parser.parseLine(u"A mun - ruh;").size()), 1);
    QCOMPARE(int(parser.parseLine(u"A mun - ruh;; ,A ber H # two").size()), 2);
    const std::vector<LinePart> none = parser.parseLine(u" ; , ");
    QCOMPARE(int(none.size()), 1);
    QCOMPARE(int(none[0].parsed.error.kind), int(ParseErrorKind::Empty));
}

void TestOrderSpellings::sheetReadsEachOrderOfALine()
{
    const OrderSheet sheet =
        readOrderSheet(*m_map, QStringLiteral("Germany: A mun - ruh; A ber - kie\n"
                                              "Austria: A vie - gal, A bud - sxr, F tri H\n"
                                              "A war - gal\n"));
    QCOMPARE(int(sheet.orders.size()), 5);
    QCOMPARE(sheet.orders[0].line, 1);
    QCOMPARE(sheet.orders[0].part, 1);
    QCOMPARE(sheet.orders[1].line, 1);
    QCOMPARE(sheet.orders[1].part, 2);
    QCOMPARE(sheet.orders[1].text, QStringLiteral("A ber - kie"));
    QCOMPARE(sheet.orders[1].parsed.order.power, m_map->findPower(u"germany"));
    QCOMPARE(sheet.orders[3].text, QStringLiteral("F tri H"));
    QCOMPARE(sheet.orders[3].part, 3);
    QCOMPARE(sheet.orders[4].part, 0); // a line of one order
    QCOMPARE(int(sheet.unreadable.size()), 1);
    QCOMPARE(sheet.unreadable[0].line, 2);
    QCOMPARE(sheet.unreadable[0].text, QStringLiteral("A bud - sxr"));
    QCOMPARE(describeSheetError(sheet.unreadable[0]),
             QStringLiteral("order 2 on the line: unknown place 'sxr'"));
}

QTEST_GUILESS_MAIN(TestOrderSpellings)
#include "tst_order_spellings.moc"
