// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
#pragma once

#include <QTimer>
#include <QWidget>

class QAction;
class QLabel;
class QToolButton;

namespace arbiter::ui {

class PhaseClockController;

// The phase clock in the phase bar: the time left, large; pause and one more minute beside it. At a warning
// it flashes and beeps, so that the game master notices it across the table.
class ClockWidget : public QWidget
{
    Q_OBJECT

  public:
    ClockWidget(PhaseClockController *clock, QAction *pause, QAction *addMinute, QWidget *parent = nullptr);

    QString timeText() const;
    bool isFlashing() const { return m_flashesLeft > 0; }

  private:
    void refresh();
    void flash();
    void flashStep();

    PhaseClockController *m_clock;
    QLabel *m_time;
    QToolButton *m_pause;
    QToolButton *m_add;
    QTimer m_flashTimer;
    int m_flashesLeft = 0;
};

} // namespace arbiter::ui
