// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
#include "dialogs/rules_dialog.h"

#include "document/rules_description.h"

#include <QAbstractItemView>
#include <QButtonGroup>
#include <QComboBox>
#include <QCoreApplication>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QGridLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QRadioButton>
#include <QScrollArea>
#include <QVBoxLayout>

#include <algorithm>

namespace arbiter::ui {

namespace {

QString sectionTitle(char section)
{
    switch (section) {
    case 'A':
        return RulesDialog::tr("4.A Convoys and adjudication");
    case 'B':
        return RulesDialog::tr("4.B Coasts");
    case 'C':
        return RulesDialog::tr("4.C Unit designation and nationality");
    case 'D':
        return RulesDialog::tr("4.D Order sets, builds and removals");
    case 'E':
        return RulesDialog::tr("4.E Writing and handling orders");
    }
    return {};
}

} // namespace

RulesDialog::RulesDialog(const RuleSettings &rules, DrawMode drawMode, QWidget *parent)
    : QDialog(parent), m_rules(rules), m_preset(new QComboBox(this)), m_summary(new QLabel(this)),
      m_dias(new QRadioButton(tr("DIAS: every draw includes all survivors"), this)),
      m_noDias(new QRadioButton(tr("NoDIAS: each vote names the powers in the draw"), this))
{
    setWindowTitle(tr("Rules"));
    setObjectName(QStringLiteral("rulesDialog"));
    auto *layout = new QVBoxLayout(this);

    auto *top = new QFormLayout;
    m_preset->setObjectName(QStringLiteral("presetBox"));
    for (const QString &name : RuleSettings::presetNames())
        m_preset->addItem(document::presetTitle(name), name);
    m_preset->addItem(tr("Custom"), QString());
    top->addRow(tr("&Preset:"), m_preset);
    m_summary->setWordWrap(true);
    top->addRow(QString(), m_summary);
    auto *draws = new QHBoxLayout;
    draws->addWidget(m_dias);
    draws->addWidget(m_noDias);
    draws->addStretch();
    top->addRow(tr("Draws:"), draws);
    (drawMode == DrawMode::Dias ? m_dias : m_noDias)->setChecked(true);
    layout->addLayout(top);

    auto *scroll = new QScrollArea(this);
    scroll->setWidgetResizable(true);
    auto *content = new QWidget(scroll);
    auto *issues = new QVBoxLayout(content);
    m_issueBoxes.assign(std::size_t(ruleIssueCount), nullptr);
    m_explanations.assign(std::size_t(ruleIssueCount), nullptr);
    char section = 0;
    QGridLayout *grid = nullptr;
    int row = 0;
    for (const RuleIssueInfo &info : ruleIssues()) {
        const char s = info.number[2];
        if (s != section) {
            section = s;
            auto *box = new QGroupBox(sectionTitle(s), content);
            grid = new QGridLayout(box);
            grid->setColumnStretch(1, 1);
            issues->addWidget(box);
            row = 0;
        }
        auto *number = new QLabel(QStringLiteral("<b>%1</b>").arg(QLatin1StringView(info.number)), content);
        auto *title = new QLabel(QCoreApplication::translate("RuleIssue", info.title), content);
        auto *combo = new QComboBox(content);
        combo->setObjectName(QStringLiteral("issue_%1").arg(QLatin1StringView(info.number)));
        combo->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
        combo->setMinimumContentsLength(12);
        for (int c = 0; c < info.choiceCount(); ++c) {
            const QChar letter(char16_t(u'a' + c));
            QString label = QStringLiteral("%1) ").arg(letter) +
                            QCoreApplication::translate("RuleChoice", info.choices[std::size_t(c)]);
            if (char('a' + c) == info.defaultChoice)
                label += u' ' + tr("[DATC]");
            combo->addItem(label);
            combo->setItemData(c, QCoreApplication::translate("RuleChoice", info.choices[std::size_t(c)]),
                               Qt::ToolTipRole);
        }
        combo->setEnabled(info.choiceCount() > 1);
        // The box is narrow (the sentence is repeated below it); the list shows the whole sentences.
        combo->view()->setMinimumWidth(std::min(760, combo->view()->sizeHintForColumn(0) + 24));
        auto *explanation = new QLabel(content);
        explanation->setWordWrap(true);
        explanation->setForegroundRole(QPalette::PlaceholderText);
        title->setBuddy(combo);
        grid->addWidget(number, row, 0, Qt::AlignTop);
        grid->addWidget(title, row, 1);
        grid->addWidget(combo, row, 2);
        grid->addWidget(explanation, row + 1, 1, 1, 2);
        row += 2;
        m_issueBoxes[std::size_t(info.issue)] = combo;
        m_explanations[std::size_t(info.issue)] = explanation;
        const RuleIssue issue = info.issue;
        connect(combo, &QComboBox::currentIndexChanged, this,
                [this, issue](int index) { issueChanged(issue, index); });
    }
    issues->addStretch();
    scroll->setWidget(content);
    layout->addWidget(scroll, 1);

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    QPushButton *defaults = buttons->addButton(tr("DATC Preferences"), QDialogButtonBox::ResetRole);
    connect(defaults, &QPushButton::clicked, this, [this] { setRules(RuleSettings()); });
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(buttons);
    connect(m_preset, &QComboBox::activated, this, &RulesDialog::presetChosen);

    setRules(rules);
    resize(820, 640);
}

DrawMode RulesDialog::drawMode() const
{
    return m_dias->isChecked() ? DrawMode::Dias : DrawMode::NoDias;
}

void RulesDialog::setRules(const RuleSettings &rules)
{
    m_rules = rules;
    m_updating = true;
    for (const RuleIssueInfo &info : ruleIssues()) {
        m_issueBoxes[std::size_t(info.issue)]->setCurrentIndex(rules.choice(info.issue) - 'a');
        updateExplanation(info.issue);
    }
    m_updating = false;
    syncPreset();
}

void RulesDialog::presetChosen(int index)
{
    const QString name = m_preset->itemData(index).toString();
    RuleSettings preset;
    if (!name.isEmpty() && RuleSettings::preset(name, &preset))
        setRules(preset);
    else
        syncPreset();
}

void RulesDialog::issueChanged(RuleIssue issue, int choice)
{
    if (m_updating || choice < 0)
        return;
    m_rules.set(issue, char('a' + choice));
    updateExplanation(issue);
    syncPreset();
}

void RulesDialog::updateExplanation(RuleIssue issue)
{
    const RuleIssueInfo &info = ruleIssueInfo(issue);
    const int c = m_rules.choice(issue) - 'a';
    QString text = QCoreApplication::translate("RuleChoice", info.choices[std::size_t(c)]);
    if (m_rules.choice(issue) != info.defaultChoice)
        text += u' ' + tr("(The DATC prefers %1.)").arg(QChar(char16_t(info.defaultChoice)));
    m_explanations[std::size_t(issue)]->setText(text);
}

void RulesDialog::syncPreset()
{
    const QString match = m_rules.matchingPreset();
    const int index = m_preset->findData(match);
    m_preset->setCurrentIndex(index >= 0 ? index : m_preset->count() - 1);
    m_summary->setText(tr("In force: %1").arg(document::rulesTitle(m_rules)));
}

} // namespace arbiter::ui
