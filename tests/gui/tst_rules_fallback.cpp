// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
// Game → Rules… offers the DATC v2 reading of 4.A.3 (choice e: the army falls back to the land route), and
// choosing it by keyboard puts it in the settings with its whole sentence shown.
#include "dialogs/rules_dialog.h"

#include <QComboBox>
#include <QStyleOptionComboBox>
#include <QTest>

using namespace arbiter;

class TestRulesFallback : public QObject
{
    Q_OBJECT

  private slots:
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

QTEST_MAIN(TestRulesFallback)
#include "tst_rules_fallback.moc"
