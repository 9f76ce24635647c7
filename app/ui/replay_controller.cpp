// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
#include "replay_controller.h"

#include "document/game_document.h"

#include <QTimer>

#include <algorithm>

namespace arbiter::ui {

using document::GameDocument;

namespace {

// Whether the line of play that ends at `end` passes through `entry`.
bool onLine(const Game &game, int entry, int end)
{
    for (int e = end; e >= 0; e = game.entry(e).parent) {
        if (e == entry)
            return true;
    }
    return false;
}

} // namespace

ReplayController::ReplayController(QObject *parent) : QObject(parent), m_timer(new QTimer(this))
{
    m_timer->setInterval(2000);
    connect(m_timer, &QTimer::timeout, this, &ReplayController::tick);
}

void ReplayController::setDocument(GameDocument *document)
{
    if (m_document)
        disconnect(m_document, nullptr, this, nullptr);
    m_document = document;
    setPlaying(false);
    m_entry = -1;
    m_lineEnd = -1;
    if (document) {
        auto end = [this] {
            setPlaying(false);
            view(-1);
        };
        connect(document, &GameDocument::phaseChanged, this, end);
        connect(document, &GameDocument::phaseAdjudicated, this, end);
        connect(document, &GameDocument::adjudicationUndone, this, end);
        connect(document, &GameDocument::ordersChanged, this, [this, end] {
            if (isReplaying())
                end();
        });
    }
    emit viewChanged();
}

int ReplayController::shownEntry() const
{
    if (m_entry >= 0)
        return m_entry;
    return m_document ? m_document->game().current() : -1;
}

int ReplayController::lineEnd() const
{
    if (!m_document)
        return -1;
    if (m_entry >= 0)
        return m_lineEnd;
    const Game &game = m_document->game();
    return game.lastOfLine(game.current());
}

std::vector<int> ReplayController::navigationLine() const
{
    const int end = lineEnd();
    return end >= 0 ? m_document->game().line(end) : std::vector<int>();
}

int ReplayController::position() const
{
    const std::vector<int> line = navigationLine();
    const auto it = std::find(line.begin(), line.end(), shownEntry());
    return it == line.end() ? -1 : int(it - line.begin());
}

bool ReplayController::canGoBack() const
{
    return position() > 0;
}

bool ReplayController::canGoForward() const
{
    const int pos = position();
    return pos >= 0 && pos + 1 < int(navigationLine().size());
}

bool ReplayController::isPlaying() const
{
    return m_timer->isActive();
}

int ReplayController::interval() const
{
    return m_timer->interval();
}

void ReplayController::view(int entry, int lineEnd)
{
    if (!m_document || entry >= m_document->game().phaseCount() || entry == m_document->game().current())
        entry = -1;
    int end = -1;
    if (entry >= 0) {
        const Game &game = m_document->game();
        if (lineEnd >= 0 && lineEnd < game.phaseCount() && onLine(game, entry, game.lastOfLine(lineEnd)))
            end = game.lastOfLine(lineEnd);
        else if (onLine(game, entry, this->lineEnd()))
            end = this->lineEnd();
        else
            end = game.lastOfLine(entry);
    }
    if (entry == m_entry && end == m_lineEnd)
        return;
    m_entry = entry;
    m_lineEnd = end;
    emit viewChanged();
}

void ReplayController::setAfter(bool after)
{
    if (after == m_after)
        return;
    m_after = after;
    emit viewChanged();
}

void ReplayController::first()
{
    const std::vector<int> line = navigationLine();
    if (!line.empty())
        view(line.front());
}

void ReplayController::previous()
{
    const int pos = position();
    if (pos > 0)
        view(navigationLine()[std::size_t(pos - 1)]);
}

void ReplayController::next()
{
    const int pos = position();
    const std::vector<int> line = navigationLine();
    if (pos >= 0 && pos + 1 < int(line.size()))
        view(line[std::size_t(pos + 1)]);
}

void ReplayController::last()
{
    view(-1);
}

void ReplayController::setPlaying(bool playing)
{
    if (playing == isPlaying())
        return;
    if (playing) {
        if (!isReplaying() || !canGoForward())
            first();
        if (!isReplaying())
            return; // nothing to replay: the game is at its first phase
        m_timer->start();
    } else {
        m_timer->stop();
    }
    emit playingChanged(playing);
}

void ReplayController::setInterval(int milliseconds)
{
    m_timer->setInterval(std::max(100, milliseconds));
}

void ReplayController::tick()
{
    if (!canGoForward()) {
        setPlaying(false);
        return;
    }
    next();
    if (!isReplaying() || !canGoForward())
        setPlaying(false);
}

} // namespace arbiter::ui
