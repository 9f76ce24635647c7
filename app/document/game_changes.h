// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
#pragma once

#include "document/game_document.h"

namespace arbiter::document {

// The changes the undo commands make and take back. Each applies one kind of change to the game through its
// mutator (core/record/game.h) and emits the document's signal for it, pushing nothing on the undo stack.
// Only the document makes one, and it hands it to the commands it pushes: code given no Changes changes the
// game through the document's verbs, each one undo step. A command keeps only what its undo needs (the value
// before, or what a change gave back).
class GameDocument::Changes
{
  public:
    Changes(const Changes &) = delete;
    Changes &operator=(const Changes &) = delete;

    const GameDocument &document() const { return m_document; }

    // An order of the current phase: orderSet or orderRemoved, then ordersChanged. Taking out and replacing
    // give back the order that was there.
    void insertOrder(int index, const EnteredOrder &order);
    EnteredOrder takeOrder(int index);
    EnteredOrder replaceOrder(int index, const EnteredOrder &order);
    // rulesChanged, then ordersChanged (whether orders are legal may depend on the rules).
    void setRules(const RuleSettings &rules, DrawMode mode);
    void setInfo(const GameInfo &info); // infoChanged
    // The adjudication of the current phase (phaseAdjudicated), and its undo (adjudicationUndone) with what
    // the phase and the record held before: `orderCount` orders, `phaseCount` phases.
    void adjudicate();
    void undoAdjudication(int entry, int orderCount, int phaseCount);
    // The history (phaseChanged): a what-if from `entry` (returns its first phase), its undo (the what-if
    // began with `branchEntry`, the last phase of the record; `current` was played before), the line played.
    int branch(int entry, const QString &name);
    void undoBranch(int branchEntry, int current);
    void setCurrent(int entry);
    void setBranchName(int start, const QString &name); // branchRenamed
    // The draw votes and the game's end in the current phase (votesChanged); restoreVotes puts back those of
    // phase `entry` as they were, without counting the votes again.
    void setVotes(const std::vector<DrawVote> &votes);
    void endNow();
    void resume();
    void restoreVotes(int entry, const std::vector<DrawVote> &votes, const GameEnd &end);

  private:
    friend class GameDocument;
    explicit Changes(GameDocument &document) : m_document(document) {}

    GameDocument &m_document;
};

} // namespace arbiter::document
