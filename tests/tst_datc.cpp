// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
// Every DATC v3.0 chapter 6 case (and its alternative-choice variants) in tests/datc, one row per case.
#include "record/datc_case_runner.h"

#include <QDir>
#include <QRegularExpression>
#include <QTest>

#include <map>
#include <set>

using namespace arbiter;

class TestDatc : public QObject
{
    Q_OBJECT

  private slots:
    void initTestCase();
    void cases_data();
    void cases();
    void everyChapterSixCaseIsTranscribed();
    void variantsUnderPresets_data();
    void variantsUnderPresets();

  private:
    std::optional<Map> m_map;
    std::vector<DatcFile> m_files;
};

void TestDatc::initTestCase()
{
    QString error;
    m_map = Map::load(QStringLiteral(ARBITER_SOURCE_DIR "/maps/standard"), &error);
    QVERIFY2(m_map, qPrintable(error));
    const QDir dir(QStringLiteral(ARBITER_SOURCE_DIR "/tests/datc"));
    const QStringList files = dir.entryList({QStringLiteral("*.txt")}, QDir::Files, QDir::Name);
    QVERIFY(files.size() >= 10);
    DatcReader reader(*m_map, RuleSettings());
    for (const QString &f : files) {
        m_files.push_back(reader.readFile(dir.filePath(f)));
        QVERIFY2(m_files.back().errors.isEmpty(), qPrintable(m_files.back().errors.join(u'\n')));
    }
}

void TestDatc::cases_data()
{
    QTest::addColumn<int>("file");
    QTest::addColumn<int>("index");
    for (std::size_t f = 0; f < m_files.size(); ++f) {
        for (std::size_t i = 0; i < m_files[f].cases.size(); ++i)
            QTest::newRow(qPrintable(m_files[f].cases[i].name)) << int(f) << int(i);
    }
}

void TestDatc::cases()
{
    QFETCH(int, file);
    QFETCH(int, index);
    const DatcCase &c = m_files[std::size_t(file)].cases[std::size_t(index)];
    const DatcOutcome outcome = runDatcCase(*m_map, c);
    QVERIFY2(outcome.passed, qPrintable(outcome.problems.join(QStringLiteral("; "))));
}

void TestDatc::everyChapterSixCaseIsTranscribed()
{
    // The DATC v3.0 section sizes; each numbered case must appear at least once.
    const std::map<QString, int> sections = {{QStringLiteral("A"), 12}, {QStringLiteral("B"), 15},
                                             {QStringLiteral("C"), 9},  {QStringLiteral("D"), 34},
                                             {QStringLiteral("E"), 15}, {QStringLiteral("F"), 25},
                                             {QStringLiteral("G"), 20}, {QStringLiteral("H"), 16},
                                             {QStringLiteral("I"), 7},  {QStringLiteral("J"), 11}};
    std::set<QString> seen;
    const QRegularExpression number(QStringLiteral("^6\\.([A-J])\\.(\\d+)"));
    for (const DatcFile &f : m_files) {
        for (const DatcCase &c : f.cases) {
            const auto m = number.match(c.name);
            if (m.hasMatch())
                seen.insert(m.captured(1) + u'.' + m.captured(2));
        }
    }
    int total = 0;
    for (const auto &[section, count] : sections) {
        for (int i = 1; i <= count; ++i)
            QVERIFY2(seen.count(section + u'.' + QString::number(i)),
                     qPrintable(QStringLiteral("6.%1.%2 missing").arg(section).arg(i)));
        total += count;
    }
    QCOMPARE(total, 164);
}

void TestDatc::variantsUnderPresets_data()
{
    // A variant case states the outcome for some rule choices; every preset that makes the same choices on
    // those issues must give that outcome too (the preset's other choices apply as well).
    QTest::addColumn<QString>("preset");
    QTest::addColumn<int>("file");
    QTest::addColumn<int>("index");
    const RuleSettings defaults;
    for (const QString &preset : RuleSettings::presetNames()) {
        RuleSettings presetRules;
        QVERIFY(RuleSettings::preset(preset, &presetRules));
        if (presetRules.isDefault())
            continue;
        for (std::size_t f = 0; f < m_files.size(); ++f) {
            for (std::size_t i = 0; i < m_files[f].cases.size(); ++i) {
                const DatcCase &c = m_files[f].cases[i];
                if (c.rules.isDefault())
                    continue;
                bool consistent = true;
                for (const RuleIssueInfo &info : ruleIssues()) {
                    if (c.rules.choice(info.issue) != defaults.choice(info.issue))
                        consistent =
                            consistent && presetRules.choice(info.issue) == c.rules.choice(info.issue);
                }
                if (consistent)
                    QTest::newRow(qPrintable(preset + QStringLiteral(": ") + c.name))
                        << preset << int(f) << int(i);
            }
        }
    }
}

void TestDatc::variantsUnderPresets()
{
    QFETCH(QString, preset);
    QFETCH(int, file);
    QFETCH(int, index);
    DatcCase c = m_files[std::size_t(file)].cases[std::size_t(index)];
    RuleSettings rules;
    QVERIFY(RuleSettings::preset(preset, &rules));
    const RuleSettings defaults;
    for (const RuleIssueInfo &info : ruleIssues()) {
        if (c.rules.choice(info.issue) != defaults.choice(info.issue))
            rules.set(info.issue, c.rules.choice(info.issue));
    }
    c.rules = rules;
    const DatcOutcome outcome = runDatcCase(*m_map, c);
    QVERIFY2(outcome.passed, qPrintable(outcome.problems.join(QStringLiteral("; "))));
}

QTEST_GUILESS_MAIN(TestDatc)
#include "tst_datc.moc"
