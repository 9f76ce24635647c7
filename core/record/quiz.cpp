// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
#include "record/quiz.h"

#include <algorithm>

namespace arbiter {

namespace {

// Whether an order of `orders` other than `self` moves into `province`: only then can the unit there be
// dislodged, which the orders alone tell (the outcome must not decide what is asked).
bool movedInto(const Map &map, const std::vector<EnteredOrder> &orders, std::size_t self, int province)
{
    for (std::size_t i = 0; i < orders.size(); ++i) {
        const Order &o = orders[i].order;
        if (i != self && o.type == OrderType::Move && o.target.location >= 0 &&
            map.location(o.target.location).province == province)
            return true;
    }
    return false;
}

} // namespace

Quiz::Quiz(const Game &game, int entry, const QStringList &students, const QString &className)
    : m_entry(entry), m_students(students), m_explanation(game.explain(entry))
{
    if (m_students.isEmpty())
        m_students << className;
    const Map &map = game.map();
    const PhaseEntry &phase = game.entry(entry);
    const bool movement = phase.position.phase.kind == PhaseKind::Movement;
    for (std::size_t i = 0; i < phase.orders.size() && i < m_explanation.orders.size(); ++i) {
        const OrderExplanation &verdict = m_explanation.orders[i];
        QuizQuestion q;
        q.order = int(i);
        q.succeeds = verdict.result.status == OrderStatus::Succeeded;
        const int location = phase.orders[i].order.unit.location;
        q.asksDislodged = movement && location >= 0 && verdict.unit >= 0 &&
                          movedInto(map, phase.orders, i, map.location(location).province);
        q.dislodged = q.asksDislodged && verdict.dislodgedBy >= 0;
        m_questions.push_back(q);
        m_orders.push_back(phase.orders[i].order);
    }
    m_predictions.assign(std::size_t(m_students.size()), std::vector<QuizPrediction>(m_questions.size()));
    m_revealed.assign(m_questions.size(), false);
}

const QuizQuestion *Quiz::question(int order) const
{
    return order >= 0 && order < int(m_questions.size()) ? &m_questions[std::size_t(order)] : nullptr;
}

const QuizPrediction &Quiz::prediction(int student, int order) const
{
    return m_predictions.at(std::size_t(student)).at(std::size_t(order));
}

void Quiz::predict(int student, int order, const QuizPrediction &prediction)
{
    const QuizQuestion *q = question(order);
    if (!q || student < 0 || student >= int(m_predictions.size()) || isRevealed(order))
        return;
    QuizPrediction kept = prediction;
    if (!q->asksDislodged)
        kept.dislodged.reset();
    m_predictions[std::size_t(student)][std::size_t(order)] = kept;
}

bool Quiz::isRevealed(int order) const
{
    return order >= 0 && order < int(m_revealed.size()) && m_revealed[std::size_t(order)];
}

void Quiz::reveal(int order)
{
    if (order >= 0 && order < int(m_revealed.size()))
        m_revealed[std::size_t(order)] = true;
}

void Quiz::revealAll()
{
    std::fill(m_revealed.begin(), m_revealed.end(), true);
}

bool Quiz::allRevealed() const
{
    return std::all_of(m_revealed.begin(), m_revealed.end(), [](bool r) { return r; });
}

QuizScore Quiz::score(int student) const
{
    QuizScore score;
    const std::vector<QuizPrediction> &guesses = m_predictions.at(std::size_t(student));
    score.guessed = std::any_of(guesses.begin(), guesses.end(),
                                [](const QuizPrediction &p) { return p != QuizPrediction(); });
    for (const QuizQuestion &q : m_questions) {
        if (!isRevealed(q.order))
            continue;
        score.outOf += q.points();
        const QuizPrediction &p = prediction(student, q.order);
        if (p.succeeds == q.succeeds)
            ++score.points;
        if (q.asksDislodged && p.dislodged == q.dislodged)
            ++score.points;
    }
    return score;
}

std::vector<QuizDroppedGuess> Quiz::carryOver(const Quiz &before)
{
    std::vector<QuizDroppedGuess> dropped;
    const int students = int(std::min(m_predictions.size(), before.m_predictions.size()));
    for (std::size_t old = 0; old < before.m_orders.size(); ++old) {
        const auto same = std::find(m_orders.begin(), m_orders.end(), before.m_orders[old]);
        if (same == m_orders.end()) {
            for (int s = 0; s < students; ++s) {
                if (before.prediction(s, int(old)) != QuizPrediction())
                    dropped.push_back({s, before.m_orders[old]});
            }
            continue;
        }
        const int now = int(same - m_orders.begin());
        const QuizQuestion &was = before.m_questions[old];
        const QuizQuestion &is = m_questions[std::size_t(now)];
        for (int s = 0; s < students; ++s) {
            QuizPrediction guess = before.prediction(s, int(old));
            if (!is.asksDislodged)
                guess.dislodged.reset();
            m_predictions[std::size_t(s)][std::size_t(now)] = guess;
        }
        m_revealed[std::size_t(now)] = before.isRevealed(int(old)) && was.succeeds == is.succeeds &&
                                       was.asksDislodged == is.asksDislodged && was.dislodged == is.dislodged;
    }
    return dropped;
}

} // namespace arbiter
