// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
#pragma once

#include "model/draw_vote.h"
#include "rules/rule_settings.h"

#include <QDialog>

#include <vector>

class QComboBox;
class QLabel;
class QRadioButton;

namespace arbiter::ui {

// Game → Rules…: a preset (DATC preferences, 2023, 2000, 1982, 1971, DPTG) or each of the 35 DATC
// chapter 4 issues on its own, every choice with its one-sentence explanation; and DIAS or NoDIAS draws.
class RulesDialog : public QDialog
{
    Q_OBJECT

  public:
    RulesDialog(const RuleSettings &rules, DrawMode drawMode, QWidget *parent = nullptr);

    RuleSettings rules() const { return m_rules; }
    DrawMode drawMode() const;
    void setRules(const RuleSettings &rules);
    QComboBox *presetBox() const { return m_preset; }
    QLabel *summaryLabel() const { return m_summary; }
    QComboBox *issueBox(RuleIssue issue) const { return m_issueBoxes[std::size_t(issue)]; }

  private:
    void presetChosen(int index);
    void issueChanged(RuleIssue issue, int choice);
    void syncPreset();
    void updateExplanation(RuleIssue issue);

    RuleSettings m_rules;
    RuleSettings m_inForce; // the game's rules until OK
    QComboBox *m_preset;
    QLabel *m_summary;
    QRadioButton *m_dias;
    QRadioButton *m_noDias;
    std::vector<QComboBox *> m_issueBoxes;
    std::vector<QLabel *> m_explanations;
    bool m_updating = false;
};

} // namespace arbiter::ui
