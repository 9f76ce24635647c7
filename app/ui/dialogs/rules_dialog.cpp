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
#include <QStyleOptionComboBox>
#include <QStylePainter>
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

// A choice box that shows its whole choice: the sentence wraps onto as many lines as the box's width needs,
// where a plain combo box would cut it after a few words.
class ChoiceBox : public QComboBox
{
  public:
    explicit ChoiceBox(QWidget *parent) : QComboBox(parent)
    {
        setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
        setMinimumContentsLength(24);
        QSizePolicy policy(QSizePolicy::Expanding, QSizePolicy::Preferred);
        policy.setHeightForWidth(true);
        setSizePolicy(policy);
        connect(this, &QComboBox::currentIndexChanged, this, [this] { updateGeometry(); });
    }

    bool hasHeightForWidth() const override { return true; }

    int heightForWidth(int width) const override
    {
        const QRect field = textRect(QRect(0, 0, width, QComboBox::sizeHint().height()));
        const int lines = fontMetrics().boundingRect(field, Qt::TextWordWrap, currentText()).height();
        return QComboBox::sizeHint().height() + std::max(0, lines - field.height());
    }

    QSize sizeHint() const override
    {
        const QSize hint = QComboBox::sizeHint();
        return {hint.width(), heightForWidth(hint.width())};
    }

    QSize minimumSizeHint() const override { return sizeHint(); }

  protected:
    void paintEvent(QPaintEvent *) override
    {
        QStylePainter painter(this);
        QStyleOptionComboBox option;
        initStyleOption(&option);
        const QString text = option.currentText;
        option.currentText.clear();
        painter.drawComplexControl(QStyle::CC_ComboBox, option);
        painter.setPen(
            palette().color(isEnabled() ? QPalette::Active : QPalette::Disabled, QPalette::ButtonText));
        painter.drawText(textRect(rect()), Qt::AlignLeft | Qt::AlignVCenter | Qt::TextWordWrap, text);
    }

  private:
    QRect textRect(const QRect &box) const
    {
        QStyleOptionComboBox option;
        initStyleOption(&option);
        option.rect = box;
        return style()
            ->subControlRect(QStyle::CC_ComboBox, &option, QStyle::SC_ComboBoxEditField, this)
            .adjusted(2, 0, -2, 0);
    }
};

} // namespace

RulesDialog::RulesDialog(const RuleSettings &rules, DrawMode drawMode, QWidget *parent)
    : QDialog(parent), m_rules(rules), m_inForce(rules), m_preset(new QComboBox(this)),
      m_summary(new QLabel(this)),
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
            grid->setColumnStretch(1, 2);
            grid->setColumnStretch(2, 3);
            issues->addWidget(box);
            row = 0;
        }
        auto *number = new QLabel(QStringLiteral("<b>%1</b>").arg(QLatin1StringView(info.number)), content);
        auto *title = new QLabel(QCoreApplication::translate("RuleIssue", info.title), content);
        auto *combo = new ChoiceBox(content);
        combo->setObjectName(QStringLiteral("issue_%1").arg(QLatin1StringView(info.number)));
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
        combo->view()->setMinimumWidth(std::min(760, combo->view()->sizeHintForColumn(0) + 24));
        auto *explanation = new QLabel(content);
        explanation->setWordWrap(true);
        explanation->setForegroundRole(QPalette::PlaceholderText);
        title->setBuddy(combo);
        grid->addWidget(number, row, 0, Qt::AlignVCenter);
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
    // The box shows the whole choice; below it only what the DATC would choose instead.
    const RuleIssueInfo &info = ruleIssueInfo(issue);
    QLabel *explanation = m_explanations[std::size_t(issue)];
    const bool preferred = m_rules.choice(issue) == info.defaultChoice;
    explanation->setText(
        preferred ? QString()
                  : tr("The DATC prefers %1) %2")
                        .arg(QChar(char16_t(info.defaultChoice)),
                             QCoreApplication::translate(
                                 "RuleChoice", info.choices[std::size_t(info.defaultChoice - 'a')])));
    explanation->setVisible(!preferred);
}

void RulesDialog::syncPreset()
{
    const QString match = m_rules.matchingPreset();
    const int index = m_preset->findData(match);
    m_preset->setCurrentIndex(index >= 0 ? index : m_preset->count() - 1);
    // Nothing changes before OK: a preset picked is what will be in force, not what is.
    if (m_rules == m_inForce)
        m_summary->setText(tr("In force: %1").arg(document::rulesTitle(m_rules)));
    else
        m_summary->setText(tr("In force after OK: %1 (until then: %2)")
                               .arg(document::rulesTitle(m_rules), document::rulesTitle(m_inForce)));
}

} // namespace arbiter::ui
