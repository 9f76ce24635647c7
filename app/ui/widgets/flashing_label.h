// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
#pragma once

#include <QLabel>
#include <QTimer>

namespace arbiter::ui {

// A label that can flash for a few seconds in the highlight colours of its palette (visible in light and dark
// themes alike): the phase clock's warnings, in the game master's window and on the table display.
class FlashingLabel : public QLabel
{
    Q_OBJECT

  public:
    explicit FlashingLabel(QWidget *parent = nullptr);

    void flash();
    bool isFlashing() const { return m_flashesLeft > 0; }
    // While on (the time is up), the label stays in alarm colours between flashes.
    void setAlarm(bool on);
    bool alarm() const { return m_alarm; }

  private:
    void step();

    QTimer m_timer;
    int m_flashesLeft = 0;
    bool m_alarm = false;
};

} // namespace arbiter::ui
