// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
#include "dialogs/new_game_dialog.h"

#include "document/rules_description.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QRadioButton>
#include <QVBoxLayout>

namespace arbiter::ui {

NewGameDialog::NewGameDialog(QWidget *parent)
    : QDialog(parent), m_name(new QLineEdit(this)), m_preset(new QComboBox(this)),
      m_dias(new QRadioButton(tr("DIAS (draws include all survivors)"), this))
{
    setWindowTitle(tr("New Game"));
    auto *layout = new QVBoxLayout(this);
    auto *form = new QFormLayout;
    m_name->setPlaceholderText(tr("e.g. Club night, March"));
    form->addRow(tr("&Name:"), m_name);
    form->addRow(tr("Map:"), new QLabel(tr("Standard (Europe 1901)"), this));
    for (const QString &name : RuleSettings::presetNames())
        m_preset->addItem(document::presetTitle(name), name);
    form->addRow(tr("&Rules:"), m_preset);
    auto *noDias = new QRadioButton(tr("NoDIAS (each vote names the powers in the draw)"), this);
    m_dias->setChecked(true);
    form->addRow(tr("Draws:"), m_dias);
    form->addRow(QString(), noDias);
    layout->addLayout(form);
    auto *note = new QLabel(tr("Every rule can be changed later in Game → Rules…"), this);
    note->setForegroundRole(QPalette::PlaceholderText);
    layout->addWidget(note);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(buttons);
}

QString NewGameDialog::gameName() const
{
    return m_name->text().trimmed();
}

RuleSettings NewGameDialog::rules() const
{
    RuleSettings rules;
    RuleSettings::preset(m_preset->currentData().toString(), &rules);
    return rules;
}

DrawMode NewGameDialog::drawMode() const
{
    return m_dias->isChecked() ? DrawMode::Dias : DrawMode::NoDias;
}

} // namespace arbiter::ui
