// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
#pragma once

#include <QWidget>

class QAction;
class QToolButton;

namespace arbiter::ui {

class FlashingLabel;
class PhaseClockController;

// The phase clock in the phase bar: the time left, large; pause and one more minute beside it. At a warning
// it flashes and beeps, so that the game master notices it across the table.
class ClockWidget : public QWidget
{
    Q_OBJECT

  public:
    ClockWidget(PhaseClockController *clock, QAction *pause, QAction *addMinute, QWidget *parent = nullptr);

    QString timeText() const;
    bool isFlashing() const;
    bool isInAlarm() const; // the time is up

  private:
    void refresh();
    void flash();

    PhaseClockController *m_clock;
    FlashingLabel *m_time;
    QToolButton *m_pause;
    QToolButton *m_add;
};

} // namespace arbiter::ui
