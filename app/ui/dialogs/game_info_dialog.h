// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
#pragma once

#include "map/map.h"
#include "record/game.h"

#include <QDialog>

#include <array>
#include <vector>

class QCheckBox;
class QComboBox;
class QLineEdit;
class QPlainTextEdit;
class QSpinBox;

namespace arbiter::ui {

// Game → Game Info…: the game's name, its notes, who plays each power, and the tournament's terms: the
// year the game ends and the scoring system.
class GameInfoDialog : public QDialog
{
    Q_OBJECT

  public:
    GameInfoDialog(const Map &map, const GameInfo &info, QWidget *parent = nullptr);

    GameInfo info() const;
    QLineEdit *nameEdit() const { return m_name; }
    QPlainTextEdit *notesEdit() const { return m_notes; }
    QLineEdit *playerEdit(int power) const { return m_players[std::size_t(power)]; }
    QSpinBox *endYearEdit() const { return m_endYear; }
    QComboBox *scoringBox() const { return m_scoring; }
    QCheckBox *clockBox() const { return m_clockOn; }
    QSpinBox *movementMinutesEdit() const { return m_clockMinutes[1]; }
    QLineEdit *warningsEdit() const { return m_warnings; }

  private:
    QLineEdit *m_name;
    QPlainTextEdit *m_notes;
    std::vector<QLineEdit *> m_players;
    QSpinBox *m_endYear;
    QComboBox *m_scoring;
    QCheckBox *m_clockOn;
    std::array<QSpinBox *, 4> m_clockMinutes; // first movement, movement, retreats, adjustments
    QLineEdit *m_warnings;
};

} // namespace arbiter::ui
