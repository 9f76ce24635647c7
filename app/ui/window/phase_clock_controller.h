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

// The phase clock of the open game: it times the live phase (liveEntry: the main line's last phase, never a
// what-if), starting with each phase at the time the game's clock settings give, warns at the minutes they
// name and at zero, and can be paused and given more time. Where it stands is kept with the document
// (GameDocument::clockReading) at every start, pause, resume and minute added, and when its phase stops
// being timed: a phase timed again (its adjudication undone, the game restored after a crash) goes on from
// there, and the time the program was not running counts as run. A phase adjudicated (or adjudicated again
// by Redo) keeps the time its clock ran in the record (PhaseEntry::elapsedSeconds).
class PhaseClockController : public QObject
{
    Q_OBJECT

  public:
    // Milliseconds from any fixed point; tests give a clock they move themselves.
    using TimeSource = std::function<qint64()>;

    explicit PhaseClockController(DocumentManager *documents, QObject *parent = nullptr);

    void setTimeSource(TimeSource now);
    // Milliseconds since the epoch, for the time that runs while the program does not; tests move it.
    void setWallClock(TimeSource now);

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
    // Keeps where the clock stands with the document; `running`: its time runs on from now.
    void keepReading(bool running);

    DocumentManager *m_documents;
    document::GameDocument *m_document = nullptr;
    QTimer m_timer;
    PhaseClock m_clock;
    TimeSource m_now;
    TimeSource m_wallNow;
    int m_entry = -1; // the phase being timed
};

} // namespace arbiter::ui
