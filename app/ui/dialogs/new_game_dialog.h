// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
#pragma once

#include "model/draw_vote.h"
#include "rules/rule_settings.h"

#include <QDialog>

class QComboBox;
class QLineEdit;
class QRadioButton;

namespace arbiter::ui {

// File → New Game: the game's name, a rules preset and DIAS or NoDIAS draws, on the standard map.
class NewGameDialog : public QDialog
{
    Q_OBJECT

  public:
    explicit NewGameDialog(QWidget *parent = nullptr);

    QString gameName() const;
    RuleSettings rules() const;
    DrawMode drawMode() const;

  private:
    QLineEdit *m_name;
    QComboBox *m_preset;
    QRadioButton *m_dias;
};

} // namespace arbiter::ui
