// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
#include "analysis_run.h"

#include <QMetaObject>

namespace arbiter::ui {

AnalysisRun::AnalysisRun(std::shared_ptr<const Map> map, Question question, SearchLimits limits,
                         QObject *parent)
    : QObject(parent), m_map(std::move(map)), m_question(std::move(question))
{
    m_clock.start();
    // The thread reads the map and the question, which stay unchanged until it is joined.
    m_thread = std::thread([this, limits] {
        Answer answer = analyse(*m_map, m_question, limits, &m_cancel, &m_progress);
        // Queued to the GUI thread; an event still waiting when this object is destroyed is dropped with it.
        QMetaObject::invokeMethod(
            this, [this, answer = std::move(answer)] { emit finished(answer); }, Qt::QueuedConnection);
    });
}

AnalysisRun::~AnalysisRun()
{
    m_cancel.store(true);
    m_thread.join();
}

void AnalysisRun::cancel()
{
    m_cancel.store(true);
}

} // namespace arbiter::ui
