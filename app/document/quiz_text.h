// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
#pragma once

#include "record/quiz.h"
#include "text/place_naming.h"

#include <QString>
#include <QStringList>

namespace arbiter::document {

// The texts of a quiz, the same in the Quiz dock and on the table display.

// A guess as the students read it: "succeeds", "fails, dislodged", "?" for nothing guessed.
QString predictionText(const QuizPrediction &prediction, bool asksDislodged);
// The judge's answer in the same words: "fails, dislodged".
QString answerText(const QuizQuestion &question);
// Order `order` revealed: the judge's verdict ("Failed: bounced …"), then why, with the strengths; places
// named as `naming` asks (View → Full Place Names).
QStringList verdictLines(const Game &game, const Quiz &quiz, int order, PlaceNaming naming);
// "Anna 3/5 · Ben 4/5 · Carl: no guesses": each student's score on what is revealed; one who guessed
// nothing is not scored.
QString scoresText(const Quiz &quiz);

} // namespace arbiter::document
