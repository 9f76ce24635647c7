// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
#pragma once

#include "analysis/answer.h"
#include "analysis/question.h"

#include <QCoreApplication>
#include <QString>

#include <vector>

namespace arbiter::ui {

// The Analysis dock's sentences in the user's language: the sides, the goals and the verdict ("Not
// guaranteed: France and Russia cannot take Munich: Germany's A mun H, A ber S A mun holds against every
// order set of France and Russia (1,104,000 tried).").
class AnalysisText
{
    Q_DECLARE_TR_FUNCTIONS(AnalysisText)

  public:
    // "France", "France and Russia", "Austria, Italy and Turkey".
    static QString powers(const Map &map, const std::vector<int> &powers);
    // What a goal asks, after "can": "take Munich", "dislodge the unit in Kiel", "keep the units of Germany
    // out of Munich" (`theirs` names their side; empty: "the other side").
    static QString goal(const Map &map, const Goal &goal, const QString &theirs = QString());
    static QString goals(const Map &map, const std::vector<Goal> &goals, const QString &theirs = QString());
    // The orders grouped by power, in their order: "Germany's A mun H, A ber S A mun".
    static QString orders(const Map &map, const std::vector<Order> &orders);
    // The verdict in one or two sentences; `cancelled`: the user stopped the search.
    static QString verdict(const Map &map, const Question &question, const Answer &answer, bool cancelled);
    // The verdict of an answer shown by counting strengths (Answer::byStrength): the two figures and the
    // supports that make the hold.
    static QString strengthProof(const Map &map, const Question &question, const Answer &answer,
                                 const QString &ours, const QString &wanted);
    // Their side as the question completes it (every other power with units when none is named).
    static std::vector<int> theirPowers(const Map &map, const Question &question);
};

} // namespace arbiter::ui
