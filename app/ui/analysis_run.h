// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
#pragma once

#include "analysis/tactics_search.h"

#include <QElapsedTimer>
#include <QObject>

#include <atomic>
#include <memory>
#include <thread>

namespace arbiter::ui {

// One search of the tactics analyser off the GUI thread, so that the window stays responsive: started,
// watched (the adjudications made so far) and cancelled from the GUI thread, its answer delivered there by
// finished(). Destroying it cancels the search and waits for it (a few hundred adjudications at most).
class AnalysisRun : public QObject
{
    Q_OBJECT

  public:
    AnalysisRun(std::shared_ptr<const Map> map, Question question, SearchLimits limits,
                QObject *parent = nullptr);
    ~AnalysisRun() override;

    const Question &question() const { return m_question; }
    // The adjudications made so far, and the time since the start.
    std::int64_t adjudications() const { return m_progress.load(std::memory_order_relaxed); }
    qint64 elapsedMilliseconds() const { return m_clock.elapsed(); }
    // Asks the search to stop; finished() still comes, with what was known when it stopped.
    void cancel();
    bool cancelled() const { return m_cancel.load(std::memory_order_relaxed); }

  signals:
    void finished(const arbiter::Answer &answer);

  private:
    std::shared_ptr<const Map> m_map;
    Question m_question;
    std::atomic<bool> m_cancel{false};
    std::atomic<std::int64_t> m_progress{0};
    QElapsedTimer m_clock;
    std::thread m_thread;
};

} // namespace arbiter::ui
