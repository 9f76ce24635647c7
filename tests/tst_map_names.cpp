// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
// The map's names in other languages (maps/standard/names_LANG.csv): what they show, what the order parser
// reads with them, and the spellings the loader refuses because they would be mistaken for others.
#include "map/map.h"
#include "text/order_parser.h"

#include <QDir>
#include <QFile>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

using namespace arbiter;

class TestMapNames : public QObject
{
    Q_OBJECT

  private slots:
    void initTestCase();
    void namesShownInTheChosenLanguage();
    void languageChosenFromLocale_data();
    void languageChosenFromLocale();
    void frenchOrdersRead_data();
    void frenchOrdersRead();
    void germanOrdersRead_data();
    void germanOrdersRead();
    void englishNamesOnlyWithoutLanguage();
    void collidingSpellingRefused();
    void collisionInACopiedTableRefused();
    void tablesAreOptional();
    void brokenTablesNameTheLine_data();
    void brokenTablesNameTheLine();

  private:
    // A copy of the standard map in `dir`, with `file`'s line holding `from` replaced by `to`; returns the
    // line number (1-based) of the change, 0 if `from` was not found.
    static int copyMapChanging(const QTemporaryDir &dir, const QString &file, const QString &from,
                               const QString &to);
    int id(const QString &province) const { return m_map->findProvince(province); }
    std::optional<Map> m_map;
};

int TestMapNames::copyMapChanging(const QTemporaryDir &dir, const QString &file, const QString &from,
                                  const QString &to)
{
    const QDir source(QStringLiteral(ARBITER_SOURCE_DIR "/maps/standard"));
    const QStringList tables =
        source.entryList({QStringLiteral("*.csv")}, QDir::Files) +
        QDir(source.filePath(QStringLiteral("starts")))
            .entryList({QStringLiteral("*.csv")}, QDir::Files)
            .replaceInStrings(QRegularExpression(QStringLiteral("^")), QStringLiteral("starts/"));
    if (!QDir(dir.path()).mkpath(QStringLiteral("starts")))
        return 0;
    for (const QString &name : tables) {
        if (!QFile::copy(source.filePath(name), dir.filePath(name)))
            return 0;
    }
    if (file.isEmpty())
        return -1;
    QFile f(dir.filePath(file));
    if (!f.open(QIODevice::ReadOnly))
        return 0;
    QStringList lines = QString::fromUtf8(f.readAll()).split(u'\n');
    f.close();
    int changed = 0;
    for (int i = 0; i < lines.size() && changed == 0; ++i) {
        if (lines[i].startsWith(from)) {
            lines[i] = to;
            changed = i + 1;
        }
    }
    if (!f.open(QIODevice::WriteOnly | QIODevice::Truncate))
        return 0;
    f.write(lines.join(u'\n').toUtf8());
    return changed;
}

void TestMapNames::initTestCase()
{
    QString error;
    m_map = Map::load(QStringLiteral(ARBITER_SOURCE_DIR "/maps/standard"), &error);
    QVERIFY2(m_map, qPrintable(error));
}

void TestMapNames::namesShownInTheChosenLanguage()
{
    QCOMPARE(m_map->languages(), QStringList({QStringLiteral("de"), QStringLiteral("fr")}));
    Map map = *m_map;
    QVERIFY(map.chooseLanguage(u"fr"));
    QCOMPARE(map.provinceName(id(QStringLiteral("bur"))), QStringLiteral("Bourgogne"));
    QCOMPARE(map.provinceName(id(QStringLiteral("nth"))), QStringLiteral("Mer du Nord"));
    QCOMPARE(map.locationName(map.findLocation(u"stp/nc")), QStringLiteral("Saint-Pétersbourg (côte nord)"));
    QCOMPARE(map.powerName(map.findPower(u"germany")), QStringLiteral("Allemagne"));
    QCOMPARE(map.powerAdjective(map.findPower(u"austria")), QStringLiteral("autrichienne"));
    QVERIFY(map.chooseLanguage(u"de"));
    QCOMPARE(map.provinceName(id(QStringLiteral("bur"))), QStringLiteral("Burgund"));
    QCOMPARE(map.provinceName(id(QStringLiteral("nth"))), QStringLiteral("Nordsee"));
    QCOMPARE(map.locationName(map.findLocation(u"bul/ec")), QStringLiteral("Bulgarien (Ostküste)"));
    QCOMPARE(map.powerName(map.findPower(u"turkey")), QStringLiteral("Türkei"));
    // The English data is untouched: ids, names and what the rules sort by stay the same in every language.
    QCOMPARE(map.province(id(QStringLiteral("bur"))).name, QStringLiteral("Burgundy"));
    QCOMPARE(map.power(map.findPower(u"germany")).name, QStringLiteral("Germany"));
    // Every place and power of the standard map has a name in both languages.
    for (const QString &language : {QStringLiteral("de"), QStringLiteral("fr")}) {
        QVERIFY(map.chooseLanguage(language));
        for (const QString &name : map.chosenLanguage()->locations)
            QVERIFY2(!name.isEmpty(), qPrintable(language));
        for (const QString &name : map.chosenLanguage()->powers)
            QVERIFY2(!name.isEmpty(), qPrintable(language));
    }
}

void TestMapNames::languageChosenFromLocale_data()
{
    QTest::addColumn<QString>("locale");
    QTest::addColumn<bool>("chosen");
    QTest::addColumn<QString>("munich");
    QTest::newRow("fr_FR") << "fr_FR" << true << "Munich";
    QTest::newRow("fr-CA") << "fr-CA" << true << "Munich";
    QTest::newRow("de_AT") << "de_AT" << true << "München";
    QTest::newRow("DE") << "DE" << true << "München";
    QTest::newRow("en_GB") << "en_GB" << false << "Munich";
    QTest::newRow("C") << "C" << false << "Munich";
    QTest::newRow("empty") << "" << false << "Munich";
}

void TestMapNames::languageChosenFromLocale()
{
    QFETCH(QString, locale);
    QFETCH(bool, chosen);
    QFETCH(QString, munich);
    Map map = *m_map;
    QVERIFY(map.chooseLanguage(u"de"));
    QCOMPARE(map.chooseLanguage(locale), chosen);
    QCOMPARE(map.chosenLanguage() != nullptr, chosen);
    QCOMPARE(map.provinceName(id(QStringLiteral("mun"))), munich);
}

void TestMapNames::frenchOrdersRead_data()
{
    QTest::addColumn<QString>("line");
    QTest::addColumn<QString>("power");
    QTest::addColumn<QString>("unit");
    QTest::addColumn<QString>("target");
    QTest::newRow("power and abbreviation") << "Allemagne: A mun - bou"
                                            << "germany"
                                            << "mun"
                                            << "bur";
    QTest::newRow("full names") << "A Munich - Bourgogne"
                                << ""
                                << "mun"
                                << "bur";
    QTest::newRow("two-word sea") << "Angleterre: F Mer du Nord - Manche"
                                  << "england"
                                  << "nth"
                                  << "eng";
    QTest::newRow("French abbreviations") << "F mdn - man"
                                          << ""
                                          << "nth"
                                          << "eng";
    QTest::newRow("accents left out") << "Autriche: A Boheme - Silesie"
                                      << "austria"
                                      << "boh"
                                      << "sil";
    QTest::newRow("accents written") << "A Bohême - Silésie"
                                     << ""
                                     << "boh"
                                     << "sil";
    QTest::newRow("hyphenated name") << "Russie: F Saint-Pétersbourg/sc - Golfe de Botnie"
                                     << "russia"
                                     << "stp/sc"
                                     << "bot";
    QTest::newRow("English always") << "Germany: A mun - bur"
                                    << "germany"
                                    << "mun"
                                    << "bur";
    QTest::newRow("English names") << "A Munich - Burgundy"
                                   << ""
                                   << "mun"
                                   << "bur";
    QTest::newRow("gal stays Galicia") << "A vie - gal"
                                       << ""
                                       << "vie"
                                       << "gal";
    QTest::newRow("Wales by its name") << "F lon - Pays de Galles"
                                       << ""
                                       << "lon"
                                       << "wal";
}

void TestMapNames::frenchOrdersRead()
{
    QFETCH(QString, line);
    QFETCH(QString, power);
    QFETCH(QString, unit);
    QFETCH(QString, target);
    Map map = *m_map;
    QVERIFY(map.chooseLanguage(u"fr_FR"));
    const ParsedOrder parsed = OrderParser(map).parse(line);
    QVERIFY2(parsed.ok(), qPrintable(parsed.error.word));
    QCOMPARE(parsed.order.power, power.isEmpty() ? -1 : map.findPower(power));
    QCOMPARE(map.location(parsed.order.unit.location).id, unit);
    QCOMPARE(map.location(parsed.order.target.location).id, target);
}

void TestMapNames::germanOrdersRead_data()
{
    QTest::addColumn<QString>("line");
    QTest::addColumn<QString>("power");
    QTest::addColumn<QString>("unit");
    QTest::addColumn<QString>("target");
    QTest::newRow("power and abbreviation") << "Deutschland: A mün - bur"
                                            << "germany"
                                            << "mun"
                                            << "bur";
    QTest::newRow("full names") << "Österreich: A Wien - Böhmen"
                                << "austria"
                                << "vie"
                                << "boh";
    QTest::newRow("umlaut left out") << "A Munchen - Bohmen"
                                     << ""
                                     << "mun"
                                     << "boh";
    QTest::newRow("seas") << "England: F Nordsee - Ärmelkanal"
                          << "england"
                          << "nth"
                          << "eng";
    QTest::newRow("English always") << "Germany: A mun - bur"
                                    << "germany"
                                    << "mun"
                                    << "bur";
}

void TestMapNames::germanOrdersRead()
{
    QFETCH(QString, line);
    QFETCH(QString, power);
    QFETCH(QString, unit);
    QFETCH(QString, target);
    Map map = *m_map;
    QVERIFY(map.chooseLanguage(u"de_DE"));
    const ParsedOrder parsed = OrderParser(map).parse(line);
    QVERIFY2(parsed.ok(), qPrintable(parsed.error.word));
    QCOMPARE(parsed.order.power, power.isEmpty() ? -1 : map.findPower(power));
    QCOMPARE(map.location(parsed.order.unit.location).id, unit);
    QCOMPARE(map.location(parsed.order.target.location).id, target);
}

void TestMapNames::englishNamesOnlyWithoutLanguage()
{
    const OrderParser parser(*m_map);
    QCOMPARE(parser.parse(u"A Munich - Bourgogne").error.kind, ParseErrorKind::UnknownPlace);
    QCOMPARE(parser.parse(u"Deutschland: A mun - bur").error.kind, ParseErrorKind::UnknownPower);
    QCOMPARE(m_map->provinceName(id(QStringLiteral("nth"))), QStringLiteral("North Sea"));
    QCOMPARE(m_map->powerName(m_map->findPower(u"germany")), QStringLiteral("Germany"));
}

void TestMapNames::collidingSpellingRefused()
{
    // French players shorten Pays de Galles to "gal", which is Galicia's English id: the loader leaves the
    // abbreviation out, once, and says so; Wales is still read by its French name.
    Map map = *m_map;
    QVERIFY(map.chooseLanguage(u"fr"));
    QCOMPARE(map.findProvince(u"gal"), id(QStringLiteral("gal")));
    QCOMPARE(map.findProvince(u"Pays de Galles"), id(QStringLiteral("wal")));
    const QStringList &refused = map.chosenLanguage()->refused;
    QCOMPARE(refused.size(), 1);
    QVERIFY2(refused.first().startsWith(u"names_fr.csv:") &&
                 refused.first().contains(u"'gal' (Pays de Galles) is read as gal (Galicia)"),
             qPrintable(refused.first()));
    // In German the Channel is "ärm" (Ärmelkanal), but without its accent that is Armenia's "arm": "ärm" is
    // read as the Channel, "arm" stays Armenia.
    QVERIFY(map.chooseLanguage(u"de"));
    QCOMPARE(map.findProvince(u"ärm"), id(QStringLiteral("eng")));
    QCOMPARE(map.findProvince(u"arm"), id(QStringLiteral("arm")));
    QCOMPARE(map.chosenLanguage()->refused,
             QStringList({QStringLiteral("names_de.csv:26: 'arm' (Ärmelkanal) is read as arm (Armenia)")}));
}

void TestMapNames::collisionInACopiedTableRefused()
{
    // An abbreviation that is another province's English id, and a name that is a power's English name.
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    QVERIFY(copyMapChanging(dir, QStringLiteral("names_de.csv"), QStringLiteral("mun,"),
                            QStringLiteral("mun,München,,ber")) > 0);
    QString error;
    std::optional<Map> map = Map::load(dir.path(), &error);
    QVERIFY2(map, qPrintable(error));
    QVERIFY(map->chooseLanguage(u"de"));
    QCOMPARE(map->findProvince(u"ber"), map->findProvince(u"Berlin"));
    QCOMPARE(map->findProvince(u"München"), map->findProvince(u"Munich"));
    const QStringList &refused = map->chosenLanguage()->refused;
    QVERIFY2(refused.size() == 2 && refused.filter(u"'ber' (München) is read as ber (Berlin)").size() == 1,
             qPrintable(refused.join(u'\n')));
}

void TestMapNames::tablesAreOptional()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    QVERIFY(copyMapChanging(dir, QString(), QString(), QString()) == -1);
    QVERIFY(QFile::remove(dir.filePath(QStringLiteral("names_de.csv"))));
    QVERIFY(QFile::remove(dir.filePath(QStringLiteral("names_fr.csv"))));
    QString error;
    std::optional<Map> map = Map::load(dir.path(), &error);
    QVERIFY2(map, qPrintable(error));
    QVERIFY(map->languages().isEmpty());
    QVERIFY(!map->chooseLanguage(u"fr_FR"));
    QCOMPARE(map->provinceName(map->findProvince(u"bur")), QStringLiteral("Burgundy"));
}

void TestMapNames::brokenTablesNameTheLine_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<QString>("from");
    QTest::addColumn<QString>("to");
    QTest::addColumn<QString>("message");
    QTest::newRow("unknown id") << "names_fr.csv"
                                << "bur,"
                                << "brg,Bourgogne,,bou"
                                << "'brg' is no power, province or coast of the map";
    QTest::newRow("fields") << "names_fr.csv"
                            << "bur,"
                            << "bur,Bourgogne"
                            << "expected 4 to 5 comma-separated fields, found 2";
    QTest::newRow("no name") << "names_de.csv"
                             << "mun,"
                             << "mun,,,"
                             << "no name for 'mun'";
    QTest::newRow("named twice") << "names_de.csv"
                                 << "par,"
                                 << "mun,Paris,,"
                                 << "'mun' is named twice";
    QTest::newRow("same spelling, two provinces") << "names_fr.csv"
                                                  << "pic,"
                                                  << "pic,Picardie,,bou"
                                                  << "name 'bou' is already used by province 'bur'";
    QTest::newRow("form in sentences of a power") << "names_fr.csv"
                                                  << "france,"
                                                  << "france,France,française,,la France"
                                                  << "only a place has a form in sentences";
    QTest::newRow("adjective of a province") << "names_de.csv"
                                             << "ber,"
                                             << "ber,Berlin,preußisch,"
                                             << "only a power has an adjective";
    QTest::newRow("abbreviation of a coast") << "names_fr.csv"
                                             << "stp/nc,"
                                             << "stp/nc,Saint-Pétersbourg (côte nord),,stpn"
                                             << "a coast has no abbreviation";
}

void TestMapNames::brokenTablesNameTheLine()
{
    QFETCH(QString, file);
    QFETCH(QString, from);
    QFETCH(QString, to);
    QFETCH(QString, message);
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const int line = copyMapChanging(dir, file, from, to);
    QVERIFY(line > 0);
    QString error;
    QVERIFY(!Map::load(dir.path(), &error));
    // The folder, then the table and its line.
    QVERIFY2(error.startsWith(QStringLiteral("map folder %1: %2:%3: ")
                                  .arg(QDir::toNativeSeparators(dir.path()), file)
                                  .arg(line)),
             qPrintable(error));
    QVERIFY2(error.contains(message), qPrintable(error));
}

QTEST_GUILESS_MAIN(TestMapNames)
#include "tst_map_names.moc"
