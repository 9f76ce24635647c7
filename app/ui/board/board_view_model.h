// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
#pragma once

#include "analysis/province_reach.h"
#include "analysis/threat_map.h"
#include "judge/explanation.h"
#include "model/position.h"

#include <QObject>
#include <QPointer>

#include <functional>
#include <optional>

namespace arbiter::document {
class GameDocument;
}

namespace arbiter::ui {

class ReplayController;

// What the board shows of one open game, held in one place: the phase of the record (the current one, or a
// replayed one, before or after it), over the current phase either the orders being entered or the last
// results, and a position being set up in place of the game. The map scene draws it, the orders dock lists
// it, the Results action, the banner and the map tools read it; none of them keeps a copy. The replay's
// navigation (its line of play, playing) is the ReplayController's, which this follows.
class BoardViewModel : public QObject
{
    Q_OBJECT

  public:
    enum class Overlay
    {
        Orders,
        Results
    };

    explicit BoardViewModel(document::GameDocument *document, QObject *parent = nullptr);

    document::GameDocument *document() const { return m_document; }

    Overlay overlay() const { return m_overlay; }
    // Over the current phase; results are available only after the first adjudication, so asking for them
    // before shows the orders.
    void setOverlay(Overlay overlay);
    // Leaves a replay for the current phase and shows its orders or the last results (the orders dock's
    // buttons).
    void showCurrent(Overlay overlay);
    bool hasResults() const;
    // Adjudicates the current phase (GameDocument::adjudicate) and shows its results over the new phase,
    // in one change of what is shown rather than the new phase's orders first.
    void adjudicate();

    // Replays phase `entry` of the record (read-only): the position before it, or after it when `after`,
    // with its orders and results. -1 returns to the current phase: its orders, or the results when the
    // game ended in it.
    void setReplay(int entry, bool after = false);
    int replayEntry() const { return m_replayEntry; }
    bool replayAfter() const { return m_replayAfter; }
    // Shows the phase the replay controller shows, from now on; it also ends a replay for showCurrent().
    void follow(ReplayController *replay);

    // A position being set up, shown instead of the game (no orders); nullopt returns to the game.
    void setSetupPosition(const std::optional<Position> &position);
    bool settingUp() const { return m_setup.has_value(); }

    // The position the units and centres are drawn from.
    const Position &shownPosition() const;
    // The phase whose orders (or results) are shown: the replayed phase, the last adjudicated one under the
    // results overlay, the position being set up, or the current phase.
    Phase shownPhase() const;
    // That phase's entry in the record; -1 for a position being set up.
    int shownEntry() const;
    // Whether the orders shown come with their results.
    bool showsResults() const;
    // Whether the orders shown are those of the current phase, which can be edited.
    bool showsCurrentOrders() const;
    // The phase whose results are shown (the replayed phase once adjudicated, or the last adjudicated one
    // under the results overlay), -1 for none.
    int resultsEntry() const;
    // Why each order of that phase ended as it did; computed when first asked for, null without results.
    const PhaseExplanation *explanation() const;

    // The study tools over the position shown (docs/analysis.md): the province whose reach and supports
    // are shown (View → Reach and Support), and the power whose threats are shown (View → Threats
    // Against); -1 for none. Both stay as the position shown changes, and are computed for it when first
    // asked for; null when off.
    void setReachProvince(int province);
    int reachProvince() const { return m_reachProvince; }
    const ProvinceReach *reach() const;
    void setThreatPower(int power);
    int threatPower() const { return m_threatPower; }
    const ThreatMap *threats() const;

  signals:
    // The position shown changed (a replay, the set-up, the current phase): everything drawn changes.
    void shownChanged();
    // The orders or the results over the current phase.
    void overlayChanged(Overlay overlay);
    // The orders shown are those of the current phase and order `index` was given (see
    // GameDocument::orderSet) or taken out.
    void orderSet(int index, bool added);
    void orderRemoved(int index);
    // The orders shown are checked again as a whole (the rules changed).
    void ordersChanged();
    // The reach province or the threat power changed, or what they show (the rules changed).
    void studyChanged();

  private:
    void phaseChanged();
    // An order of the current phase was edited, or all were checked again; `edit` tells the views which.
    void documentOrdersChanged(const std::function<void()> &edit);

    QPointer<document::GameDocument> m_document;
    QPointer<ReplayController> m_replay;
    Overlay m_overlay = Overlay::Orders;
    int m_replayEntry = -1;
    bool m_replayAfter = false;
    bool m_adjudicating = false; // in adjudicate(): the new phase comes with the results
    std::optional<Position> m_setup;
    mutable std::optional<PhaseExplanation> m_explanation; // of m_explainedEntry
    mutable int m_explainedEntry = -1;
    int m_reachProvince = -1;
    int m_threatPower = -1;
    // Of the position shown, forgotten whenever it changes.
    mutable std::optional<UnitReach> m_unitReach;
    mutable std::optional<ProvinceReach> m_reach;
    mutable std::optional<ThreatMap> m_threats;
};

} // namespace arbiter::ui
