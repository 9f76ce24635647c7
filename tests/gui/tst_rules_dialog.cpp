// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
// Game → Rules…: it says what will be in force after OK and shows every choice whole; it offers the DATC v2
// reading of 4.A.3 (choice e: the army falls back to the land route), and choosing it by keyboard puts it in
// the settings with its whole sentence shown.
#include "dialogs/rules_dialog.h"
#include "document/rules_description.h"

#include <QComboBox>
#include <QLabel>
#include <QStyleOptionComboBox>
#include <QTest>

using namespace arbiter;

class TestRulesDialog : public QObject
{
    Q_OBJECT

  private slots:
    // The dialog says what will be in force after OK, beside the rules in force now.
    void rulesDialogTellsWhatWillBeInForce()
    {
        ui::RulesDialog dialog(RuleSettings(), DrawMode::Dias);
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        const QString now = document::rulesTitle(RuleSettings());
        QVERIFY2(dialog.summaryLabel()->text().contains(now), qPrintable(dialog.summaryLabel()->text()));

        QComboBox *preset = dialog.presetBox();
        preset->setFocus();
        while (preset->currentData().toString() != u"1971" && preset->currentIndex() < preset->count() - 1)
            QTest::keyClick(preset, Qt::Key_Down);
        QCOMPARE(preset->currentData().toString(), QStringLiteral("1971"));
        RuleSettings rules1971;
        QVERIFY(RuleSettings::preset(u"1971", &rules1971));
        QCOMPARE(dialog.rules(), rules1971);
        const QString summary = dialog.summaryLabel()->text();
        // Not "In force: 1971 rulebook": that is only so after OK; the rules in force now are named too.
        QVERIFY2(summary.contains(document::rulesTitle(rules1971)), qPrintable(summary));
        QVERIFY2(summary.contains(now), qPrintable(summary));
        QVERIFY2(!summary.startsWith(QStringLiteral("In force: ") + document::rulesTitle(rules1971)),
                 qPrintable(summary));
    }

    // Every choice shows its whole sentence.
    void rulesDialogShowsWholeChoices()
    {
        RuleSettings rules1971;
        QVERIFY(RuleSettings::preset(u"1971", &rules1971));
        ui::RulesDialog dialog(rules1971, DrawMode::Dias);
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        QStringList cut;
        for (const RuleIssueInfo &info : ruleIssues()) {
            QComboBox *box = dialog.issueBox(info.issue);
            QStyleOptionComboBox option;
            option.initFrom(box);
            option.editable = false;
            const QRect field =
                box->style()->subControlRect(QStyle::CC_ComboBox, &option, QStyle::SC_ComboBoxEditField, box);
            const QRect needed =
                box->fontMetrics().boundingRect(field, Qt::TextWordWrap | Qt::AlignLeft, box->currentText());
            if (needed.height() > field.height() + 2 || needed.width() > field.width())
                cut << QString::fromLatin1(info.number);
        }
        QVERIFY2(cut.isEmpty(), qPrintable(QStringLiteral("text cut in ") + cut.join(u", ")));
    }

    void choiceEIsOffered()
    {
        ui::RulesDialog dialog(RuleSettings(), DrawMode::Dias);
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        QComboBox *box = dialog.issueBox(RuleIssue::ConvoyToAdjacent);
        QCOMPARE(box->count(), 5);
        box->setFocus();
        while (box->currentIndex() < box->count() - 1)
            QTest::keyClick(box, Qt::Key_Down);
        QCOMPARE(dialog.rules().choice(RuleIssue::ConvoyToAdjacent), 'e');
        QCOMPARE(dialog.rules().toString(), QStringLiteral("4.A.3=e"));
        QVERIFY2(box->currentText().startsWith(QStringLiteral("e) 2000/2023 as read in DATC v2")),
                 qPrintable(box->currentText()));
        QVERIFY(box->currentText().contains(QStringLiteral("land route")));
        QVERIFY2(dialog.presetBox()->currentData().toString().isEmpty(),
                 qPrintable(dialog.presetBox()->currentText())); // no preset chooses e: Custom

        // The box grows to the longer sentence once the layout has run.
        auto whole = [box] {
            QStyleOptionComboBox option;
            option.initFrom(box);
            const QRect field =
                box->style()->subControlRect(QStyle::CC_ComboBox, &option, QStyle::SC_ComboBoxEditField, box);
            const QRect needed =
                box->fontMetrics().boundingRect(field, Qt::TextWordWrap | Qt::AlignLeft, box->currentText());
            return needed.height() <= field.height() + 2 && needed.width() <= field.width();
        };
        QTRY_VERIFY2(whole(), "the sentence of 4.A.3 e is cut");
    }
};

QTEST_MAIN(TestRulesDialog)
#include "tst_rules_dialog.moc"
