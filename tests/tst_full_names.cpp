// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
// Places written out in the sentences of explanations and results (text/place_naming.h), in English and as
// the German and French translations ship them: the names of the map's language, sentences that stay
// correct with any name, and the French forms with their articles (maps/standard/names_fr.csv).
#include "judge/explanation.h"
#include "record/datc_case_runner.h"
#include "text/explanation_text.h"
#include "text/reason_text.h"

#include <QDir>
#include <QRegularExpression>
#include <QTest>
#include <QTranslator>

#include <memory>

using namespace arbiter;

class TestFullNames : public QObject
{
    Q_OBJECT

  private slots:
    void initTestCase();
    void standoffWrittenOut_data();
    void standoffWrittenOut();
    void supportWrittenOut_data();
    void supportWrittenOut();
    void resultWrittenOut_data();
    void resultWrittenOut();
    void abbreviationsKeptWhenAsked();
    void everyPlaceHasItsNameInSentences_data();
    void everyPlaceHasItsNameInSentences();

  private:
    // The explanation of the order of `province`'s unit in DATC case `name`, in `language` ("en", "de",
    // "fr": the translation installed and the map's names of that language), as `naming` says.
    QStringList explain(const QString &name, const char *province, const QString &language,
                        PlaceNaming naming);
    // The result text of that order.
    QString result(const QString &name, const char *province, const QString &language, PlaceNaming naming);
    const DatcCase &findCase(const QString &name) const;
    // Installs the translation of `language` for the object's lifetime (none for English).
    std::unique_ptr<QTranslator> translate(const QString &language);

    std::optional<Map> m_map;
    std::vector<DatcFile> m_files;
};

void TestFullNames::initTestCase()
{
    QString error;
    m_map = Map::load(QStringLiteral(ARBITER_SOURCE_DIR "/maps/standard"), &error);
    QVERIFY2(m_map, qPrintable(error));
    const QDir dir(QStringLiteral(ARBITER_SOURCE_DIR "/tests/datc"));
    DatcReader reader(*m_map, RuleSettings());
    for (const QString &f : dir.entryList({QStringLiteral("*.txt")}, QDir::Files, QDir::Name))
        m_files.push_back(reader.readFile(dir.filePath(f)));
}

const DatcCase &TestFullNames::findCase(const QString &name) const
{
    for (const DatcFile &f : m_files) {
        for (const DatcCase &c : f.cases) {
            if (c.name == name)
                return c;
        }
    }
    qFatal("no DATC case %s", qPrintable(name));
}

std::unique_ptr<QTranslator> TestFullNames::translate(const QString &language)
{
    if (language == u"en")
        return nullptr;
    auto translator = std::make_unique<QTranslator>();
    if (!translator->load(QStringLiteral(":/i18n/arbiter_%1.qm").arg(language)))
        qFatal("no translation %s", qPrintable(language));
    QCoreApplication::installTranslator(translator.get());
    return translator;
}

QStringList TestFullNames::explain(const QString &name, const char *province, const QString &language,
                                   PlaceNaming naming)
{
    const std::unique_ptr<QTranslator> translator = translate(language);
    Map map = *m_map;
    map.chooseLanguage(language);
    const DatcCase &c = findCase(name);
    const Position start = datcStartPosition(map, c);
    std::vector<Order> orders;
    for (const DatcOrderLine &line : c.orders)
        orders.push_back(line.parsed.order);
    const PhaseExplanation ex = explainPhase(map, c.rules, start, orders);
    const int unit = start.unitIn(map, map.findProvince(QString::fromLatin1(province)));
    const QStringList lines = explanationLines(ExplanationNames::plain(map, start, naming),
                                               PhaseKind::Movement, ex.units.at(std::size_t(unit)));
    return lines;
}

QString TestFullNames::result(const QString &name, const char *province, const QString &language,
                              PlaceNaming naming)
{
    const std::unique_ptr<QTranslator> translator = translate(language);
    Map map = *m_map;
    map.chooseLanguage(language);
    const DatcCase &c = findCase(name);
    const Position start = datcStartPosition(map, c);
    std::vector<Order> orders;
    for (const DatcOrderLine &line : c.orders)
        orders.push_back(line.parsed.order);
    const PhaseExplanation ex = explainPhase(map, c.rules, start, orders);
    const int unit = start.unitIn(map, map.findProvince(QString::fromLatin1(province)));
    return resultText(map, start, ex.units.at(std::size_t(unit)).result, naming);
}

void TestFullNames::standoffWrittenOut_data()
{
    QTest::addColumn<QString>("language");
    QTest::addColumn<QString>("strengths");
    QTest::addColumn<QString>("standoff");
    QTest::newRow("en") << "en"
                        << "attack 1: A Vienna; against hold 0: Tyrolia is empty; prevent 1: A Venice"
                        << "A standoff: Tyrolia stays empty and takes no retreats.";
    QTest::newRow("de") << "de"
                        << "Angriffsstärke 1: A Wien; gegen Haltestärke 0: die Provinz Tirol ist leer; "
                           "Verhinderungsstärke 1: A Venedig"
                        << "Ein Patt: Die Provinz Tirol bleibt leer und nimmt keine Rückzüge auf.";
    QTest::newRow("fr")
        << "fr"
        << "attaque 1\u00a0: A Vienne\u00a0; contre maintien 0\u00a0: le Tyrol est vide\u00a0; "
           "prévention 1\u00a0: A Venise"
        << "Un rebond\u00a0: le Tyrol reste vide et n'accepte aucune retraite.";
}

void TestFullNames::standoffWrittenOut()
{
    // 6.A.11: Vienna and Venice bounce in Tyrolia, which stays empty.
    QFETCH(QString, language);
    QFETCH(QString, strengths);
    QFETCH(QString, standoff);
    const QStringList lines = explain(QStringLiteral("6.A.11"), "vie", language, PlaceNaming::WrittenOut);
    QVERIFY2(lines.contains(strengths), qPrintable(lines.join(u'\n')));
    QVERIFY2(lines.contains(standoff), qPrintable(lines.join(u'\n')));
    // No abbreviation is left in the sentences.
    static const QRegularExpression ids(QStringLiteral("\\b(vie|ven|tyr)\\b"));
    QVERIFY2(!lines.join(u'\n').contains(ids), qPrintable(lines.join(u'\n')));
}

void TestFullNames::supportWrittenOut_data()
{
    QTest::addColumn<QString>("language");
    QTest::addColumn<QString>("support");
    QTest::newRow("en") << "en"
                        << "Support given to F Norway moving to North Sea.";
    // The name stands alone after "Ziel": correct for a sea ("die Nordsee") as for a city.
    QTest::newRow("de") << "de"
                        << "Unterstützung für F Norwegen beim Zug mit dem Ziel Nordsee.";
    // "vers" takes the French name with its article.
    QTest::newRow("fr") << "fr"
                        << "Soutien donné à F Norvège allant vers la mer du Nord.";
}

void TestFullNames::supportWrittenOut()
{
    // 6.E.9: England's Yorkshire fleet supports the Russian fleet from Norway into the North Sea.
    QFETCH(QString, language);
    QFETCH(QString, support);
    const QStringList lines = explain(QStringLiteral("6.E.9"), "yor", language, PlaceNaming::WrittenOut);
    QVERIFY2(lines.contains(support), qPrintable(lines.join(u'\n')));
}

void TestFullNames::resultWrittenOut_data()
{
    QTest::addColumn<QString>("language");
    QTest::addColumn<QString>("text");
    QTest::newRow("en") << "en"
                        << "failed: support cut (F Ionian Sea)";
    QTest::newRow("de") << "de"
                        << "gescheitert: Unterstützung unterbrochen (F Ionisches Meer)";
    QTest::newRow("fr") << "fr"
                        << "échoué\u00a0: soutien coupé (F Mer Ionienne)";
}

void TestFullNames::resultWrittenOut()
{
    // 6.D.3: the Ionian fleet cuts the Adriatic fleet's support.
    QFETCH(QString, language);
    QFETCH(QString, text);
    QCOMPARE(result(QStringLiteral("6.D.3"), "adr", language, PlaceNaming::WrittenOut), text);
}

void TestFullNames::abbreviationsKeptWhenAsked()
{
    // The command line's default, and the client's with View → Full Place Names off: the map's ids.
    const QStringList lines =
        explain(QStringLiteral("6.A.11"), "vie", QStringLiteral("de"), PlaceNaming::Abbreviated);
    QVERIFY2(
        lines.contains(QStringLiteral("Ein Patt: Die Provinz tyr bleibt leer und nimmt keine Rückzüge auf.")),
        qPrintable(lines.join(u'\n')));
    QCOMPARE(result(QStringLiteral("6.D.3"), "adr", QStringLiteral("fr"), PlaceNaming::Abbreviated),
             QStringLiteral("échoué\u00a0: soutien coupé (F ion)"));
}

void TestFullNames::everyPlaceHasItsNameInSentences_data()
{
    QTest::addColumn<QString>("language");
    QTest::newRow("de") << "de";
    QTest::newRow("fr") << "fr";
}

void TestFullNames::everyPlaceHasItsNameInSentences()
{
    // Every place of the standard map is written out in both languages, never as its id; a French form in
    // sentences is the name itself after its article, so that it names the same place.
    QFETCH(QString, language);
    Map map = *m_map;
    QVERIFY(map.chooseLanguage(language));
    static const QRegularExpression article(QStringLiteral("^(la |le |les |l')"));
    for (int l = 0; l < map.locationCount(); ++l) {
        const QString name = placeInText(map, l, PlaceNaming::WrittenOut);
        const QString what = map.location(l).id + QStringLiteral(": ") + name;
        QVERIFY2(!name.isEmpty() && name != map.location(l).id, qPrintable(what));
        QVERIFY2(name.endsWith(map.locationName(l), Qt::CaseInsensitive), qPrintable(what));
        if (name != map.locationName(l)) {
            QCOMPARE(language, QStringLiteral("fr"));
            QVERIFY2(name.contains(article), qPrintable(what));
        }
    }
}

QTEST_GUILESS_MAIN(TestFullNames)
#include "tst_full_names.moc"
