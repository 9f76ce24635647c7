// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
#include "widgets/flashing_label.h"

namespace arbiter::ui {

FlashingLabel::FlashingLabel(QWidget *parent) : QLabel(parent)
{
    setAutoFillBackground(true);
    m_timer.setInterval(250);
    connect(&m_timer, &QTimer::timeout, this, &FlashingLabel::step);
}

void FlashingLabel::flash()
{
    m_flashesLeft = 12;
    m_timer.start();
    step();
}

void FlashingLabel::setAlarm(bool on)
{
    if (on == m_alarm)
        return;
    m_alarm = on;
    if (!isFlashing())
        step();
}

void FlashingLabel::step()
{
    QPalette p = parentWidget() ? parentWidget()->palette() : palette();
    if (m_flashesLeft > 0 && m_flashesLeft % 2 == 0) {
        p.setColor(QPalette::Window, p.color(QPalette::Highlight));
        p.setColor(QPalette::WindowText, p.color(QPalette::HighlightedText));
    } else if (m_alarm && m_flashesLeft == 0) {
        p.setColor(QPalette::Window, QColor(0xc6, 0x28, 0x28));
        p.setColor(QPalette::WindowText, Qt::white);
    }
    setPalette(p);
    if (m_flashesLeft > 0)
        --m_flashesLeft;
    else
        m_timer.stop();
}

} // namespace arbiter::ui
