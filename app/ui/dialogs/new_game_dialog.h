// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
#pragma once

#include "model/draw_vote.h"
#include "rules/rule_settings.h"

#include <QDialog>

#include <memory>
#include <vector>

class QComboBox;
class QLabel;
class QLineEdit;
class QRadioButton;

namespace arbiter {
class Map;
}

namespace arbiter::ui {

// File → New Game: the game's name, the map (any found in the data folders) and its start, a rules preset
// and DIAS or NoDIAS draws.
class NewGameDialog : public QDialog
{
    Q_OBJECT

  public:
    // `currentMap` is chosen at first: the map of the window's game.
    explicit NewGameDialog(std::shared_ptr<const Map> currentMap, QWidget *parent = nullptr);

    QString gameName() const;
    // The map chosen, loaded.
    std::shared_ptr<const Map> map() const;
    // The start variant chosen (Map::startVariants), empty for the map's own start.
    QString startVariant() const;
    RuleSettings rules() const;
    DrawMode drawMode() const;

  private:
    void mapChosen();

    QLineEdit *m_name;
    QComboBox *m_map;
    QComboBox *m_start;
    QLabel *m_facts;
    QComboBox *m_preset;
    QRadioButton *m_dias;
    std::vector<std::shared_ptr<const Map>> m_maps; // parallel to m_map's items
};

} // namespace arbiter::ui
