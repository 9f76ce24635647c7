// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
#pragma once

#include "map/map.h"
#include "record/game.h"

#include <QDialog>

#include <vector>

class QLineEdit;
class QPlainTextEdit;

namespace arbiter::ui {

// Game → Game Info…: the game's name, its notes and who plays each power.
class GameInfoDialog : public QDialog
{
    Q_OBJECT

  public:
    GameInfoDialog(const Map &map, const GameInfo &info, QWidget *parent = nullptr);

    GameInfo info() const;
    QLineEdit *nameEdit() const { return m_name; }
    QPlainTextEdit *notesEdit() const { return m_notes; }
    QLineEdit *playerEdit(int power) const { return m_players[std::size_t(power)]; }

  private:
    QLineEdit *m_name;
    QPlainTextEdit *m_notes;
    std::vector<QLineEdit *> m_players;
};

} // namespace arbiter::ui
