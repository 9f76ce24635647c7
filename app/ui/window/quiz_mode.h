// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
#pragma once

#include "document/game_document.h"
#include "record/quiz.h"

#include <QObject>
#include <QPointer>

#include <functional>
#include <memory>

class QAction;
class QDockWidget;

namespace arbiter::ui {

class BoardViewModel;
class DocumentManager;
class QuizPanel;

// Game → Quiz on This Phase (and a lesson's Quiz button): the mode in which the current phase's orders are
// shown without their outcome while students predict it in the Quiz dock or on the map (the map's
// PredictionTool), then revealed there and on the table display. Once every order is revealed, each
// student who guessed is scored, and the scores are kept in the user's lessons folder (quiz_scores.h); Export
// Scores writes them as CSV. A change of the phase (an adjudication, another game) ends the quiz: its
// question is gone; a change of its orders (an order entered or removed, Undo) makes the question again and
// keeps the guesses on the orders still given, saying which were dropped.
class QuizMode : public QObject
{
    Q_OBJECT

  public:
    QuizMode(DocumentManager *documents, QuizPanel *panel, QDockWidget *dock, QObject *parent);
    ~QuizMode() override;

    void setBoard(BoardViewModel *board) { m_board = board; }
    // What the scores are recorded under: the lesson's collection and its name and title. Without, a
    // quiz is recorded under the game's name and the phase.
    void setSubject(const QString &collection, const QString &lesson);

    // Asks who predicts, in the Quiz dock; refused (with a message) where the current phase is adjudicated or
    // has no orders.
    bool start();
    // The quiz on the students named (none: the class as one) of the phase start() asked about.
    void begin(const QStringList &students);
    void end();
    // Before an adjudication, which ends the quiz: where students guessed and their guesses are not scored
    // yet, asks whether to go on. False: the answer was no.
    bool confirmEnd();
    // From asking who predicts until the quiz ends.
    bool isActive() const { return m_asking || m_quiz != nullptr; }
    // The quiz under way, null while asking or outside a quiz.
    const Quiz *quiz() const { return m_quiz.get(); }
    const document::GameDocument *document() const { return m_document; }

    // Where Export Scores writes (tests answer it); empty: not exported.
    using FileChooser = std::function<QString(const QString &suggestedName)>;
    void setFileChooser(FileChooser chooser) { m_chooseFile = std::move(chooser); }
    // Every score kept, as CSV, into a file chosen.
    void exportScores();

  signals:
    void activeChanged(bool active);
    // A guess, a reveal, a quiz begun or ended: the table display follows.
    void changed();
    void message(const QString &text, bool error = false);

  private:
    void panelChanged();
    void keepScores();
    // The phase's orders changed: the quiz on them made again, with the guesses that still apply, and a
    // message naming the guesses dropped.
    void ordersChanged();
    QString droppedGuessesText(const Quiz &quiz, const std::vector<QuizDroppedGuess> &dropped) const;
    // The quiz ends for `reason` ("the phase was adjudicated"); the message names whose guesses go unscored.
    void endFor(const QString &reason);
    // The students who guessed, while their guesses are not scored (the quiz is not revealed in full).
    QStringList unscoredGuessers() const;

    DocumentManager *m_documents;
    QuizPanel *m_panel;
    QDockWidget *m_dock;
    BoardViewModel *m_board = nullptr;
    QPointer<document::GameDocument> m_document; // the game quizzed on
    std::unique_ptr<Quiz> m_quiz;
    bool m_asking = false;
    bool m_scoresKept = false;
    QString m_collection;
    QString m_lesson;
    FileChooser m_chooseFile;
};

} // namespace arbiter::ui
