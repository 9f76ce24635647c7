// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
#include "board/board_view_model.h"

#include "document/game_document.h"
#include "replay_controller.h"

namespace arbiter::ui {

using document::GameDocument;

BoardViewModel::BoardViewModel(GameDocument *document, QObject *parent)
    : QObject(parent), m_document(document)
{
    connect(document, &GameDocument::phaseChanged, this, &BoardViewModel::phaseChanged);
    connect(document, &GameDocument::phaseAdjudicated, this, &BoardViewModel::phaseChanged);
    connect(document, &GameDocument::adjudicationUndone, this, &BoardViewModel::phaseChanged);
    connect(document, &GameDocument::orderSet, this, [this](int, int index, bool added) {
        documentOrdersChanged([this, index, added] { emit orderSet(index, added); });
    });
    connect(document, &GameDocument::orderRemoved, this,
            [this](int, int index) { documentOrdersChanged([this, index] { emit orderRemoved(index); }); });
    connect(document, &GameDocument::rulesChanged, this, [this] {
        m_explanation.reset();                                   // the rules decide the explanations
        documentOrdersChanged([this] { emit ordersChanged(); }); // and whether orders are legal
        m_reach.reset();                                         // and who cuts a support (4.A.4)
        if (m_reachProvince >= 0)
            emit studyChanged();
    });
    // Connected first, so that every view of the new position finds the study tools forgotten.
    connect(this, &BoardViewModel::shownChanged, this, [this] {
        m_unitReach.reset();
        m_reach.reset();
        m_threats.reset();
    });
}

void BoardViewModel::follow(ReplayController *replay)
{
    m_replay = replay;
    connect(replay, &ReplayController::viewChanged, this,
            [this] { setReplay(m_replay->viewedEntry(), m_replay->showsAfter()); });
    setReplay(replay->viewedEntry(), replay->showsAfter());
}

void BoardViewModel::setOverlay(Overlay overlay)
{
    if (overlay == Overlay::Results && !hasResults())
        overlay = Overlay::Orders;
    if (overlay == m_overlay)
        return;
    m_overlay = overlay;
    emit overlayChanged(overlay);
}

void BoardViewModel::showCurrent(Overlay overlay)
{
    if (m_replay && m_replay->isReplaying())
        m_replay->view(-1);
    setOverlay(overlay);
}

bool BoardViewModel::hasResults() const
{
    return m_document && m_document->lastResults() != nullptr;
}

void BoardViewModel::adjudicate()
{
    m_adjudicating = true;
    m_document->adjudicate();
    m_adjudicating = false;
}

void BoardViewModel::setSetupPosition(const std::optional<Position> &position)
{
    m_setup = position;
    emit shownChanged();
}

const Position &BoardViewModel::shownPosition() const
{
    if (m_setup)
        return *m_setup;
    if (m_replayEntry < 0)
        return m_document->position();
    const PhaseEntry &e = m_document->game().entry(m_replayEntry);
    return m_replayAfter && e.adjudicated ? e.after : e.position;
}

Phase BoardViewModel::shownPhase() const
{
    if (m_setup)
        return m_setup->phase;
    if (m_replayEntry >= 0)
        return m_document->game().entry(m_replayEntry).position.phase;
    if (m_overlay == Overlay::Results && m_document->lastResults())
        return m_document->lastResults()->position.phase;
    return m_document->phase();
}

int BoardViewModel::shownEntry() const
{
    if (m_setup)
        return -1;
    if (m_replayEntry >= 0)
        return m_replayEntry;
    if (m_overlay == Overlay::Results && m_document->lastResults())
        return m_document->lastResultsId();
    return m_document->game().current();
}

bool BoardViewModel::showsResults() const
{
    return resultsEntry() >= 0;
}

bool BoardViewModel::showsCurrentOrders() const
{
    return !m_setup && m_replayEntry < 0 && m_overlay == Overlay::Orders;
}

int BoardViewModel::resultsEntry() const
{
    if (m_setup || !m_document)
        return -1;
    if (m_replayEntry >= 0)
        return m_document->game().entry(m_replayEntry).adjudicated ? m_replayEntry : -1;
    return m_overlay == Overlay::Results ? m_document->lastResultsId() : -1;
}

const PhaseExplanation *BoardViewModel::explanation() const
{
    const int entry = resultsEntry();
    if (entry < 0)
        return nullptr;
    if (!m_explanation || m_explainedEntry != entry) {
        m_explanation = m_document->game().explain(entry);
        m_explainedEntry = entry;
    }
    return &*m_explanation;
}

void BoardViewModel::setReachProvince(int province)
{
    if (province == m_reachProvince)
        return;
    m_reachProvince = province;
    m_reach.reset();
    emit studyChanged();
}

const ProvinceReach *BoardViewModel::reach() const
{
    if (m_reachProvince < 0 || !m_document)
        return nullptr;
    if (!m_reach) {
        const Map &map = m_document->map();
        if (!m_unitReach)
            m_unitReach.emplace(map, shownPosition());
        m_reach = provinceReach(map, m_document->rules(), shownPosition(), *m_unitReach, m_reachProvince);
    }
    return &*m_reach;
}

void BoardViewModel::setThreatPower(int power)
{
    if (power == m_threatPower)
        return;
    m_threatPower = power;
    emit studyChanged();
}

const ThreatMap *BoardViewModel::threats() const
{
    if (m_threatPower < 0 || !m_document)
        return nullptr;
    if (!m_threats) {
        const Map &map = m_document->map();
        if (!m_unitReach)
            m_unitReach.emplace(map, shownPosition());
        m_threats.emplace(map, shownPosition(), *m_unitReach);
    }
    return &*m_threats;
}

void BoardViewModel::setReplay(int entry, bool after)
{
    if (!m_document || entry >= m_document->game().phaseCount())
        entry = -1;
    if (entry < 0)
        after = false;
    if (entry == m_replayEntry && after == m_replayAfter)
        return;
    // Back to editing: the current orders, or the results when the game ended in the current phase (a
    // victory).
    if (entry < 0 && m_replayEntry >= 0)
        m_overlay = m_document->game().currentEntry().adjudicated && hasResults() ? Overlay::Results
                                                                                  : Overlay::Orders;
    m_replayEntry = entry;
    m_replayAfter = after;
    emit shownChanged();
}

void BoardViewModel::phaseChanged()
{
    // An adjudication, a branch, a switch of line or their undo: the new current phase's orders, or the
    // results when adjudicate() asked for them, and entries of the record may have been replaced.
    m_explanation.reset();
    m_overlay = m_adjudicating && hasResults() ? Overlay::Results : Overlay::Orders;
    // The replay ends too (the replay controller says so after this; the phase shown may be gone).
    m_replayEntry = -1;
    m_replayAfter = false;
    emit shownChanged();
}

void BoardViewModel::documentOrdersChanged(const std::function<void()> &edit)
{
    // An order entered in any way (click, command line, sheet, undo) shows the orders again.
    if (m_overlay == Overlay::Results)
        setOverlay(Overlay::Orders);
    else if (showsCurrentOrders())
        edit();
}

} // namespace arbiter::ui
