// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
#pragma once

#include "model/phase_clock.h"

#include <QObject>
#include <QTimer>

#include <functional>

namespace arbiter::document {
class GameDocument;
}

namespace arbiter::ui {

class DocumentManager;

// The phase clock of the open game: it starts with each phase the game's clock settings time, warns at the
// minutes they name and at zero, and can be paused and given more time.
class PhaseClockController : public QObject
{
    Q_OBJECT

  public:
    // Milliseconds from any fixed point; tests give a clock they move themselves.
    using TimeSource = std::function<qint64()>;

    explicit PhaseClockController(DocumentManager *documents, QObject *parent = nullptr);

    void setTimeSource(TimeSource now);

    // The game has a clock and its current phase is being timed.
    bool isTiming() const { return m_clock.isStarted(); }
    bool isPaused() const { return m_clock.isPaused(); }
    qint64 remainingMs() const;
    int elapsedSeconds() const;
    // "14:59"; after the end of the time the overrun, "−0:12".
    QString text() const;

    void togglePause();
    void addMinute();

  signals:
    void changed();
    void warning(int minutesLeft); // 0: the time is up

  private:
    void follow(document::GameDocument *document);
    void restart();
    void tick();

    DocumentManager *m_documents;
    document::GameDocument *m_document = nullptr;
    QTimer m_timer;
    PhaseClock m_clock;
    TimeSource m_now;
    int m_entry = -1; // the phase being timed
};

} // namespace arbiter::ui
