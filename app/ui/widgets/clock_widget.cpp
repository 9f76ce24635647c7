// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
#include "widgets/clock_widget.h"

#include "widgets/flashing_label.h"
#include "window/phase_clock_controller.h"

#include <QAction>
#include <QApplication>
#include <QHBoxLayout>
#include <QLabel>
#include <QToolButton>

namespace arbiter::ui {

ClockWidget::ClockWidget(PhaseClockController *clock, QAction *pause, QAction *addMinute, QWidget *parent)
    : QWidget(parent), m_clock(clock), m_time(new FlashingLabel(this)), m_pause(new QToolButton(this)),
      m_add(new QToolButton(this))
{
    setObjectName(QStringLiteral("phaseClock"));
    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(8, 0, 8, 0);
    m_time->setObjectName(QStringLiteral("clockTime"));
    QFont big = m_time->font();
    big.setPointSizeF(big.pointSizeF() * 1.8);
    big.setBold(true);
    big.setStyleHint(QFont::Monospace);
    m_time->setFont(big);
    m_time->setMargin(4);
    layout->addWidget(m_time);
    m_pause->setDefaultAction(pause);
    m_pause->setObjectName(QStringLiteral("clockPauseButton"));
    layout->addWidget(m_pause);
    m_add->setDefaultAction(addMinute);
    m_add->setObjectName(QStringLiteral("clockAddButton"));
    layout->addWidget(m_add);
    connect(clock, &PhaseClockController::changed, this, &ClockWidget::refresh);
    connect(clock, &PhaseClockController::warning, this, &ClockWidget::flash);
    refresh();
}

QString ClockWidget::timeText() const
{
    return m_time->text();
}

void ClockWidget::refresh()
{
    setVisible(m_clock->isTiming());
    const QString time = m_clock->text();
    m_time->setText(m_clock->isPaused() ? tr("%1 (paused)").arg(time) : time);
    m_time->setAlarm(m_clock->isTiming() && m_clock->remainingMs() < 0);
    m_pause->defaultAction()->setIconText(m_clock->isPaused() ? tr("Resume") : tr("Pause"));
    m_time->setToolTip(m_clock->remainingMs() < 0 ? tr("The time for this phase is up")
                                                  : tr("Time left for this phase"));
}

bool ClockWidget::isFlashing() const
{
    return m_time->isFlashing();
}

bool ClockWidget::isInAlarm() const
{
    return m_time->alarm();
}

void ClockWidget::flash()
{
    QApplication::beep();
    m_time->flash();
}

} // namespace arbiter::ui
