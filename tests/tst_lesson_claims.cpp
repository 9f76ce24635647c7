// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
// What the built-in lessons' descriptions say about the rules, checked against the judge in English, German
// and French: a lesson that says every rule agrees must end the same under every chapter 4 choice, one that
// teaches what the DATC's preference does (against "other rulebooks") must end differently under some other
// choice, and a rule issue a description names ("4.A.2") must be one that changes its outcome. A translation
// makes the same claims as the English text.
#include "record/lesson_choices.h"
#include "record/lesson_library.h"

#include <QCoreApplication>
#include <QRegularExpression>
#include <QTest>
#include <QTranslator>

#include <optional>

using namespace arbiter;

namespace {

// The claims a description makes, found by the phrases each language uses for them.
struct Claims
{
    bool everyRuleAgrees = false;
    bool preferenceMatters = false;
    QStringList issues; // "4.A.2"

    bool operator==(const Claims &) const = default;
};

struct Phrases
{
    QString language;
    QRegularExpression agreement;
    QRegularExpression preference;
};

const std::vector<Phrases> &phrases()
{
    static const std::vector<Phrases> all{
        {QStringLiteral("en"),
         QRegularExpression(QStringLiteral("every rule agrees|all (the )?rules agree|whatever the rules"),
                            QRegularExpression::CaseInsensitiveOption),
         QRegularExpression(
             QStringLiteral("DATC preference|preferred rule|other rulebooks|another reading|other rules?\\b"),
             QRegularExpression::CaseInsensitiveOption)},
        {QStringLiteral("de"),
         QRegularExpression(QStringLiteral("alle Regeln sind sich einig|jede Regel|nach allen Regeln"),
                            QRegularExpression::CaseInsensitiveOption),
         QRegularExpression(QStringLiteral("DATC-Empfehlung|empfohlene[nr]? Regel|bevorzugte[nr]? "
                                           "Regel|andere[n]? Regel|andere Lesart"),
                            QRegularExpression::CaseInsensitiveOption)},
        {QStringLiteral("fr"),
         QRegularExpression(
             QStringLiteral("toutes les règles s.accordent|quelle que soit la règle|selon toutes"),
             QRegularExpression::CaseInsensitiveOption),
         QRegularExpression(
             QStringLiteral("préférence du DATC|règle préférée|autres? (livrets|règles?)|autre lecture"),
             QRegularExpression::CaseInsensitiveOption)},
    };
    return all;
}

Claims claimsOf(const QString &description, const Phrases &language)
{
    Claims claims;
    claims.everyRuleAgrees = language.agreement.match(description).hasMatch();
    claims.preferenceMatters = language.preference.match(description).hasMatch();
    static const QRegularExpression issue(QStringLiteral("\\b4\\.[A-F]\\.\\d+\\b"));
    for (auto it = issue.globalMatch(description); it.hasNext();)
        claims.issues << it.next().captured();
    claims.issues.removeDuplicates();
    return claims;
}

} // namespace

class TestLessonClaims : public QObject
{
    Q_OBJECT

  private slots:
    void initTestCase();
    void claimsHoldForTheJudge_data();
    void claimsHoldForTheJudge();
    void translationsMakeTheSameClaims_data();
    void translationsMakeTheSameClaims();
    void claimsAreFoundInEachLanguage();

  private:
    std::optional<Map> m_map;
    LessonLibrary m_library;
};

void TestLessonClaims::initTestCase()
{
    QString error;
    m_map = Map::load(QStringLiteral(ARBITER_SOURCE_DIR "/maps/standard"), &error);
    QVERIFY2(m_map, qPrintable(error));
    m_library = loadLessonLibrary(*m_map, QStringLiteral(":/arbiter/datc"), QString());
    QVERIFY2(m_library.problems.isEmpty(), qPrintable(m_library.problems.join(u'\n')));
    QVERIFY(m_library.lessons.size() >= 150);
}

void TestLessonClaims::claimsHoldForTheJudge_data()
{
    QTest::addColumn<int>("index");
    for (std::size_t i = 0; i < m_library.lessons.size(); ++i) {
        const Lesson &lesson = m_library.lessons[i];
        const Claims claims = claimsOf(lesson.testCase.description, phrases().front());
        if (claims.everyRuleAgrees || claims.preferenceMatters || !claims.issues.isEmpty())
            QTest::newRow(qPrintable(lesson.name())) << int(i);
    }
}

void TestLessonClaims::claimsHoldForTheJudge()
{
    QFETCH(int, index);
    const Lesson &lesson = m_library.lessons[std::size_t(index)];
    const Claims claims = claimsOf(lesson.testCase.description, phrases().front());
    const std::vector<LessonChoice> choices = lessonChoices(*m_map, lesson.testCase);
    QVERIFY(!choices.empty());
    QStringList changing;
    for (std::size_t i = 1; i < choices.size(); ++i)
        changing << QStringLiteral("%1 %2").arg(QString::fromLatin1(ruleIssueInfo(*choices[i].issue).number),
                                                QChar::fromLatin1(choices[i].choice));
    if (claims.everyRuleAgrees)
        QVERIFY2(changing.isEmpty(),
                 qPrintable(QStringLiteral("says every rule agrees, but it ends differently "
                                           "under %1")
                                .arg(changing.join(QStringLiteral(", ")))));
    if (claims.preferenceMatters)
        QVERIFY2(!changing.isEmpty(),
                 "teaches what the DATC's preference does, but no other rule choice changes its outcome");
    for (const QString &issue : claims.issues) {
        const bool changes = std::any_of(changing.begin(), changing.end(),
                                         [&issue](const QString &c) { return c.startsWith(issue + u' '); });
        QVERIFY2(changes,
                 qPrintable(QStringLiteral("names %1, which does not change its outcome (changing: %2)")
                                .arg(issue, changing.join(QStringLiteral(", ")))));
    }
}

void TestLessonClaims::translationsMakeTheSameClaims_data()
{
    QTest::addColumn<QString>("language");
    QTest::newRow("de") << QStringLiteral("de");
    QTest::newRow("fr") << QStringLiteral("fr");
}

void TestLessonClaims::translationsMakeTheSameClaims()
{
    QFETCH(QString, language);
    QTranslator translator;
    QVERIFY(translator.load(QStringLiteral(":/i18n/arbiter_%1.qm").arg(language)));
    QCoreApplication::installTranslator(&translator);
    const auto phrase = std::find_if(phrases().begin(), phrases().end(),
                                     [&language](const Phrases &p) { return p.language == language; });
    QStringList wrong;
    int translated = 0;
    for (const Lesson &lesson : m_library.lessons) {
        const QString text = lesson.description();
        if (text == lesson.testCase.description)
            continue;
        ++translated;
        const Claims english = claimsOf(lesson.testCase.description, phrases().front());
        const Claims there = claimsOf(text, *phrase);
        if (!(english == there))
            wrong << QStringLiteral("%1: English %2/%3/%4, %5 %6/%7/%8")
                         .arg(lesson.name())
                         .arg(english.everyRuleAgrees)
                         .arg(english.preferenceMatters)
                         .arg(english.issues.join(u','), language)
                         .arg(there.everyRuleAgrees)
                         .arg(there.preferenceMatters)
                         .arg(there.issues.join(u','));
    }
    QCoreApplication::removeTranslator(&translator);
    QCOMPARE(translated, int(m_library.lessons.size()));
    QVERIFY2(wrong.isEmpty(), qPrintable(wrong.join(u'\n')));
}

void TestLessonClaims::claimsAreFoundInEachLanguage()
{
    // The phrases are what the test reads: each kind of claim is recognised in each language's wording.
    const Phrases &en = phrases()[0];
    const Phrases &de = phrases()[1];
    const Phrases &fr = phrases()[2];
    QVERIFY(claimsOf(QStringLiteral("Every rule agrees: the army stays."), en).everyRuleAgrees);
    QVERIFY(claimsOf(QStringLiteral("Alle Regeln sind sich einig: Die Armee bleibt."), de).everyRuleAgrees);
    QVERIFY(claimsOf(QStringLiteral("Toutes les règles s'accordent : l'armée reste."), fr).everyRuleAgrees);
    QVERIFY(claimsOf(QStringLiteral("Under the DATC preference it fails."), en).preferenceMatters);
    QVERIFY(claimsOf(QStringLiteral("Nach der DATC-Empfehlung scheitert er."), de).preferenceMatters);
    QVERIFY(claimsOf(QStringLiteral("Selon la préférence du DATC, il échoue."), fr).preferenceMatters);
    const Claims none = claimsOf(QStringLiteral("The army moves to Burgundy."), en);
    QVERIFY(!none.everyRuleAgrees && !none.preferenceMatters && none.issues.isEmpty());
    QCOMPARE(claimsOf(QStringLiteral("Under 4.A.2 d nothing moves; 4.A.2 b differs too."), en).issues,
             QStringList{QStringLiteral("4.A.2")});
}

QTEST_GUILESS_MAIN(TestLessonClaims)
#include "tst_lesson_claims.moc"
