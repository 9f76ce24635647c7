// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
#pragma once

#include "judge/explanation.h"
#include "record/game.h"

#include <QString>
#include <QStringList>

#include <optional>
#include <vector>

namespace arbiter {

// What the class is asked of one order: does it succeed, and, where another order moves into its unit's
// province, is the unit dislodged. The answers are the judge's.
struct QuizQuestion
{
    int order = -1;             // index into the phase's orders
    bool asksDislodged = false; // an order moves into the province of the unit ordered
    bool succeeds = false;      // the judge's answer
    bool dislodged = false;     // the judge's answer (false where not asked)

    int points() const { return asksDislodged ? 2 : 1; } // what a student can score on it
};

// One student's guess at one question; empty: not guessed (scores nothing).
struct QuizPrediction
{
    std::optional<bool> succeeds;
    std::optional<bool> dislodged;

    bool operator==(const QuizPrediction &) const = default;
};

struct QuizScore
{
    int points = 0;
    int outOf = 0;
    bool guessed = false; // the student guessed at least one question: one who did not is not scored
};

// A student's guess on an order that is no longer given (Quiz::carryOver).
struct QuizDroppedGuess
{
    int student = -1;
    Order order;
};

// A quiz on one phase with its orders entered, not adjudicated: the students (or the class as one) predict
// each order's fate, then the orders are revealed one by one or all at once and each student is scored, a
// point for every right guess. The answers and their explanations come from the judge's record of the
// phase (Game::explain, as the explanation dock reads it) when the quiz is made; the game is not changed.
class Quiz
{
  public:
    // Phase `entry` of `game` (not adjudicated), the students by name; no name: the class as one, under
    // `className`.
    Quiz(const Game &game, int entry, const QStringList &students, const QString &className);

    int entry() const { return m_entry; }
    const QStringList &students() const { return m_students; }
    const std::vector<QuizQuestion> &questions() const { return m_questions; }
    // The question on order `order`, null for none.
    const QuizQuestion *question(int order) const;
    // Why each order ends as it does, under the rules the game is played by (one per order).
    const PhaseExplanation &explanation() const { return m_explanation; }

    const QuizPrediction &prediction(int student, int order) const;
    // Ignored once the order is revealed (a guess cannot follow the answer) or for a question not asked.
    void predict(int student, int order, const QuizPrediction &prediction);

    bool isRevealed(int order) const;
    void reveal(int order);
    void revealAll();
    bool allRevealed() const;

    // The points of the questions revealed so far, out of what they were worth; `guessed` whether the
    // student guessed anything at all.
    QuizScore score(int student) const;

    // The order the question `order` asks about, as it was given when the quiz was made.
    const Order &orderAsked(int order) const { return m_orders.at(std::size_t(order)); }

    // The guesses and reveals of `before`, a quiz with the same students on the same phase whose orders
    // changed since (an order entered, removed or replaced, an Undo), where they still apply: a guess on an
    // order still given as it was (its "dislodged" part where that is still asked), a reveal where the
    // judge's answer is still the same. Returns the guesses on orders no longer given.
    std::vector<QuizDroppedGuess> carryOver(const Quiz &before);

  private:
    int m_entry;
    QStringList m_students;
    std::vector<QuizQuestion> m_questions; // one per order, in the phase's order
    std::vector<Order> m_orders;           // the orders asked about
    PhaseExplanation m_explanation;
    std::vector<std::vector<QuizPrediction>> m_predictions; // [student][order]
    std::vector<bool> m_revealed;                           // per order
};

} // namespace arbiter
