// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
#include "rules/rule_settings.h"

#include <QTest>

using namespace arbiter;

class TestRuleSettings : public QObject
{
    Q_OBJECT

  private slots:
    void tableCoversChapterFour();
    void defaultsAreTheDatcPreferences();
    void textRoundTrip();
    void badAssignmentsAreRejected_data();
    void badAssignmentsAreRejected();
    void presets();
};

void TestRuleSettings::tableCoversChapterFour()
{
    QCOMPARE(int(ruleIssues().size()), 35);
    QStringList numbers;
    for (const RuleIssueInfo &info : ruleIssues()) {
        numbers << QString::fromLatin1(info.number);
        QVERIFY(info.choiceCount() >= 1);
        QVERIFY(info.defaultChoice >= 'a' && info.defaultChoice < 'a' + info.choiceCount());
    }
    QCOMPARE(numbers.first(), QStringLiteral("4.A.1"));
    QCOMPARE(numbers.last(), QStringLiteral("4.E.6"));
    QCOMPARE(numbers.removeDuplicates(), 0);
}

void TestRuleSettings::defaultsAreTheDatcPreferences()
{
    const RuleSettings s;
    QCOMPARE(s.choice(RuleIssue::ConvoyParadox), 'f'); // Szykman
    QCOMPARE(s.choice(RuleIssue::ConvoyToAdjacent), 'c');
    QCOMPARE(s.choice(RuleIssue::MultipleOrdersToOneUnit), 'c');
    QVERIFY(s.isDefault());
    QCOMPARE(s.matchingPreset(), QStringLiteral("datc"));
    QCOMPARE(s.toString(), QString());
}

void TestRuleSettings::textRoundTrip()
{
    RuleSettings s;
    QVERIFY(s.apply(u"4.A.2=b").isEmpty());
    QVERIFY(s.apply(u"4.d.8 = B").isEmpty());
    QCOMPARE(s.toString(), QStringLiteral("4.A.2=b 4.D.8=b"));
    RuleSettings back;
    QString error;
    QVERIFY(RuleSettings::fromString(s.toString(), &back, &error));
    QCOMPARE(back, s);
    QVERIFY(!back.isDefault());
}

void TestRuleSettings::badAssignmentsAreRejected_data()
{
    QTest::addColumn<QString>("text");
    QTest::newRow("unknown issue") << "4.Z.9=a";
    QTest::newRow("no equals") << "4.A.2";
    QTest::newRow("choice out of range") << "4.A.1=c";
    QTest::newRow("two letters") << "4.A.2=ab";
    QTest::newRow("not a latin letter") << QStringLiteral("4.A.2=\u0161"); // would narrow to 'a'
}

void TestRuleSettings::badAssignmentsAreRejected()
{
    QFETCH(QString, text);
    RuleSettings s;
    QVERIFY(!s.apply(text).isEmpty());
    QVERIFY(s.isDefault());
}

void TestRuleSettings::presets()
{
    QVERIFY(RuleSettings::presetNames().contains(QStringLiteral("1971")));
    for (const QString &name : RuleSettings::presetNames()) {
        RuleSettings s;
        QVERIFY(RuleSettings::preset(name, &s));
        QCOMPARE(s.matchingPreset(), name);
    }
    RuleSettings s;
    QVERIFY(RuleSettings::preset(u"1971", &s));
    QCOMPARE(s.choice(RuleIssue::MultiRouteConvoyDisruption), 'a');
    QVERIFY(!RuleSettings::preset(u"1066", &s));
}

QTEST_GUILESS_MAIN(TestRuleSettings)
#include "tst_rule_settings.moc"
