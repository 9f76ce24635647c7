// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
#include "document/quiz_text.h"

#include "text/explanation_text.h"
#include "text/reason_text.h"

#include <QCoreApplication>

namespace arbiter::document {

namespace {

QString translated(const char *text)
{
    return QCoreApplication::translate("Quiz", text);
}

QString fate(bool succeeds, std::optional<bool> dislodged)
{
    QString text = succeeds ? translated(QT_TRANSLATE_NOOP("Quiz", "succeeds"))
                            : translated(QT_TRANSLATE_NOOP("Quiz", "fails"));
    if (dislodged)
        text = QCoreApplication::translate("Quiz", "%1, %2")
                   .arg(text, *dislodged ? translated(QT_TRANSLATE_NOOP("Quiz", "dislodged"))
                                         : translated(QT_TRANSLATE_NOOP("Quiz", "not dislodged")));
    return text;
}

} // namespace

QString predictionText(const QuizPrediction &prediction, bool asksDislodged)
{
    if (!prediction.succeeds && !prediction.dislodged)
        return QStringLiteral("?");
    const QString succeeds =
        prediction.succeeds ? fate(*prediction.succeeds, std::nullopt) : QStringLiteral("?");
    if (!asksDislodged)
        return succeeds;
    const QString dislodged =
        prediction.dislodged
            ? (*prediction.dislodged ? translated(QT_TRANSLATE_NOOP("Quiz", "dislodged"))
                                     : translated(QT_TRANSLATE_NOOP("Quiz", "not dislodged")))
            : QStringLiteral("?");
    return QCoreApplication::translate("Quiz", "%1, %2").arg(succeeds, dislodged);
}

QString answerText(const QuizQuestion &question)
{
    return fate(question.succeeds,
                question.asksDislodged ? std::optional<bool>(question.dislodged) : std::nullopt);
}

QStringList verdictLines(const Game &game, const Quiz &quiz, int order, PlaceNaming naming)
{
    const PhaseExplanation &explanation = quiz.explanation();
    if (order < 0 || order >= int(explanation.orders.size()))
        return {};
    const Map &map = game.map();
    const Position &position = game.entry(quiz.entry()).position;
    const OrderExplanation &e = explanation.orders[std::size_t(order)];
    QStringList lines{resultText(map, position, e.result, naming)};
    lines << explanationLines(ExplanationNames::plain(map, position, naming), explanation.kind, e);
    return lines;
}

QString scoresText(const Quiz &quiz)
{
    QStringList scores;
    for (int s = 0; s < quiz.students().size(); ++s) {
        const QuizScore score = quiz.score(s);
        if (!score.guessed) {
            scores << QCoreApplication::translate("Quiz", "%1: no guesses").arg(quiz.students()[s]);
            continue;
        }
        scores << QCoreApplication::translate("Quiz", "%1 %2/%3")
                      .arg(quiz.students()[s])
                      .arg(score.points)
                      .arg(score.outOf);
    }
    return scores.join(QStringLiteral(" · "));
}

} // namespace arbiter::document
