// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
#include "window/phase_clock_controller.h"

#include "document/game_document.h"
#include "record/game_lines.h"
#include "window/document_manager.h"

#include <QDateTime>
#include <QElapsedTimer>

namespace arbiter::ui {

using document::GameDocument;

PhaseClockController::PhaseClockController(DocumentManager *documents, QObject *parent)
    : QObject(parent), m_documents(documents)
{
    m_timer.setInterval(200);
    connect(&m_timer, &QTimer::timeout, this, &PhaseClockController::tick);
    auto steady = std::make_shared<QElapsedTimer>();
    steady->start();
    m_now = [steady] { return steady->elapsed(); };
    m_wallNow = [] { return QDateTime::currentMSecsSinceEpoch(); };
    connect(documents, &DocumentManager::documentChanged, this,
            [this](GameDocument *document, GameDocument *) { follow(document); });
    follow(documents->document());
}

void PhaseClockController::setTimeSource(TimeSource now)
{
    m_now = std::move(now);
    m_entry = -1;
    restart();
}

void PhaseClockController::setWallClock(TimeSource now)
{
    m_wallNow = std::move(now);
}

void PhaseClockController::follow(GameDocument *document)
{
    if (m_document)
        disconnect(m_document, nullptr, this, nullptr);
    m_document = document;
    m_entry = -1;
    if (document) {
        connect(document, &GameDocument::phaseChanged, this, &PhaseClockController::restart);
        connect(document, &GameDocument::phaseAdjudicated, this, &PhaseClockController::restart);
        connect(document, &GameDocument::adjudicationUndone, this, &PhaseClockController::restart);
        connect(document, &GameDocument::votesChanged, this, &PhaseClockController::restart);
        connect(document, &GameDocument::infoChanged, this, &PhaseClockController::restart);
        // The file keeps the time run up to the moment it is saved.
        connect(document, &GameDocument::aboutToSave, this, [this] {
            if (m_clock.isStarted())
                keepReading(!m_clock.isPaused());
        });
    }
    restart();
}

void PhaseClockController::restart()
{
    const Game *game = m_document ? &m_document->game() : nullptr;
    const ClockSettings settings = game ? game->info().clock : ClockSettings();
    const int live = game ? liveEntry(*game) : -1;
    const bool open =
        game && !game->entry(live).adjudicated && game->entry(live).end.kind == GameEndKind::None;
    const bool timing = settings.enabled && open;
    if (timing && m_entry == live && m_clock.isStarted())
        return; // the same phase: the game's info or its votes changed, or a what-if was made
    // The phase timed until now keeps where its clock stood, its time stopped: adjudicated, it may be
    // undone and timed again. Adjudicated, the record keeps its time.
    if (m_entry >= 0 && m_clock.isStarted() && m_document) {
        keepReading(false);
        if (m_entry < game->phaseCount() && game->entry(m_entry).adjudicated)
            m_document->recordElapsed(m_entry, elapsedSeconds());
    }
    if (!timing) {
        m_clock.stop();
        m_entry = -1;
        m_timer.stop();
        emit changed();
        return;
    }
    m_entry = live;
    if (const std::optional<PhaseClockReading> reading = m_document->clockReading(live)) {
        m_clock.resumeFrom(reading->durationMs, reading->elapsedAt(m_wallNow()), reading->paused, m_now());
    } else {
        const PhaseEntry &e = game->entry(live);
        bool firstMovement = e.position.phase.kind == PhaseKind::Movement;
        for (int id = e.parent; id >= 0 && firstMovement; id = game->entry(id).parent)
            firstMovement = game->entry(id).position.phase.kind != PhaseKind::Movement;
        const int minutes = settings.minutesFor(e.position.phase.kind, firstMovement);
        m_clock.start(qint64(minutes) * 60000, m_now());
    }
    keepReading(!m_clock.isPaused());
    m_timer.start();
    emit changed();
}

void PhaseClockController::keepReading(bool running)
{
    const qint64 now = m_now();
    PhaseClockReading reading;
    reading.durationMs = m_clock.duration();
    reading.elapsedMs = m_clock.elapsed(now);
    reading.paused = m_clock.isPaused();
    reading.runningSinceMs = running ? m_wallNow() : -1;
    m_document->setClockReading(m_entry, reading);
}

void PhaseClockController::tick()
{
    if (!m_clock.isStarted() || !m_document)
        return;
    for (int minutes : m_clock.newWarnings(m_now(), m_document->game().info().clock.warningMinutes))
        emit warning(minutes);
    emit changed();
}

qint64 PhaseClockController::remainingMs() const
{
    return m_clock.remaining(m_now());
}

int PhaseClockController::elapsedSeconds() const
{
    return int(m_clock.elapsed(m_now()) / 1000);
}

QString PhaseClockController::text() const
{
    if (!m_clock.isStarted())
        return {};
    const qint64 left = remainingMs();
    // Whole seconds left, counted up so that "0:00" is shown only when the time is up.
    const qint64 seconds = left >= 0 ? (left + 999) / 1000 : -left / 1000;
    const QString time = QStringLiteral("%1:%2").arg(seconds / 60).arg(seconds % 60, 2, 10, QLatin1Char('0'));
    return left >= 0 ? time : QStringLiteral("\u2212") + time;
}

void PhaseClockController::togglePause()
{
    if (!m_clock.isStarted())
        return;
    if (m_clock.isPaused())
        m_clock.resume(m_now());
    else
        m_clock.pause(m_now());
    keepReading(!m_clock.isPaused());
    emit changed();
}

void PhaseClockController::addMinute()
{
    if (!m_clock.isStarted())
        return;
    m_clock.addTime(60000);
    keepReading(!m_clock.isPaused());
    emit changed();
}

} // namespace arbiter::ui
