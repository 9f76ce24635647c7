// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
#pragma once

#include "record/game.h"

#include <QDialog>

class QTableWidget;

namespace arbiter::ui {

// Game → Scores…: each power's centres and its score under every tournament scoring system, at the phase
// shown (provisional while the game goes on), with the game's own system first; exported as CSV.
class ScoresDialog : public QDialog
{
    Q_OBJECT

  public:
    ScoresDialog(const Game &game, int entry, QWidget *parent = nullptr);

    QTableWidget *table() const { return m_table; }

  private:
    void exportCsv();

    const Game &m_game;
    int m_entry;
    QTableWidget *m_table;
};

} // namespace arbiter::ui
