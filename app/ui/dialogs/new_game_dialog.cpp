// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
#include "dialogs/new_game_dialog.h"

#include "document/rules_description.h"
#include "language.h"
#include "map/data_folders.h"
#include "map/map.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QRadioButton>
#include <QVBoxLayout>

#include <algorithm>

namespace arbiter::ui {

NewGameDialog::NewGameDialog(std::shared_ptr<const Map> currentMap, QWidget *parent)
    : QDialog(parent), m_name(new QLineEdit(this)), m_map(new QComboBox(this)), m_start(new QComboBox(this)),
      m_facts(new QLabel(this)), m_preset(new QComboBox(this)),
      m_dias(new QRadioButton(tr("DIAS (draws include all survivors)"), this))
{
    setWindowTitle(tr("New Game"));
    auto *layout = new QVBoxLayout(this);
    auto *form = new QFormLayout;
    m_name->setPlaceholderText(tr("e.g. Club night, March"));
    form->addRow(tr("&Name:"), m_name);
    m_map->setObjectName(QStringLiteral("mapCombo"));
    m_start->setObjectName(QStringLiteral("startCombo"));
    // The window's map first as it is, then every other map the data folders hold that can be read.
    m_maps.push_back(currentMap);
    for (const QString &name : availableMaps()) {
        if (name == currentMap->name())
            continue;
        QString error;
        if (std::shared_ptr<const Map> map = openMap(name, &error))
            m_maps.push_back(std::move(map));
    }
    for (const std::shared_ptr<const Map> &map : m_maps)
        m_map->addItem(map->displayName(), map->name());
    form->addRow(tr("&Map:"), m_map);
    form->addRow(tr("S&tart:"), m_start);
    m_facts->setForegroundRole(QPalette::PlaceholderText);
    form->addRow(QString(), m_facts);
    connect(m_map, &QComboBox::currentIndexChanged, this, &NewGameDialog::mapChosen);
    mapChosen();
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

void NewGameDialog::mapChosen()
{
    const Map &map = *m_maps[std::size_t(std::max(0, m_map->currentIndex()))];
    m_start->clear();
    m_start->addItem(tr("The map's own start"), QString());
    for (const StartVariant &variant : map.startVariants())
        m_start->addItem(variant.name, variant.id);
    m_start->setEnabled(m_start->count() > 1);
    //: Under the map chosen for a new game: "7 powers, 34 supply centres, 18 to win, from 1901"
    m_facts->setText(
        tr("%1 powers, %2 supply centres, %3 to win, from %4")
            .arg(map.powerCount())
            .arg(map.supplyCentreCount())
            .arg(map.victoryCentres())
            .arg(map.startYear()) +
        (map.buildRule() == BuildRule::AnyOwned ? tr("; builds in any owned centre") : QString()));
}

std::shared_ptr<const Map> NewGameDialog::map() const
{
    return m_maps[std::size_t(std::max(0, m_map->currentIndex()))];
}

QString NewGameDialog::startVariant() const
{
    return m_start->currentData().toString();
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
