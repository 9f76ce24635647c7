// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
#include "window/quiz_mode.h"

#include "board/board_view_model.h"
#include "document/game_document.h"
#include "document/order_description.h"
#include "map/data_folders.h"
#include "record/quiz_scores.h"
#include "text/phase_text.h"
#include "widgets/quiz_panel.h"
#include "window/document_manager.h"

#include <QComboBox>
#include <QDir>
#include <QDockWidget>
#include <QFileDialog>
#include <QSaveFile>

#include <algorithm>

namespace arbiter::ui {

using document::GameDocument;

QuizMode::QuizMode(DocumentManager *documents, QuizPanel *panel, QDockWidget *dock, QObject *parent)
    : QObject(parent), m_documents(documents), m_panel(panel), m_dock(dock)
{
    connect(panel, &QuizPanel::startRequested, this, &QuizMode::begin);
    connect(panel, &QuizPanel::changed, this, &QuizMode::panelChanged);
    connect(panel, &QuizPanel::exportRequested, this, &QuizMode::exportScores);
    connect(panel, &QuizPanel::endRequested, this, &QuizMode::end);
    connect(dock->toggleViewAction(), &QAction::toggled, this, [this](bool shown) {
        if (!shown)
            end(); // closing the dock leaves the quiz
    });
    connect(documents, &DocumentManager::documentChanged, this, [this] { end(); });
}

QuizMode::~QuizMode() = default;

void QuizMode::setSubject(const QString &collection, const QString &lesson)
{
    m_collection = collection;
    m_lesson = lesson;
}

bool QuizMode::start()
{
    GameDocument *game = m_documents->document();
    if (!game)
        return false;
    if (!game->acceptsOrders() || game->game().currentEntry().adjudicated || game->orders().empty()) {
        emit message(tr("A quiz asks about the orders of the current phase: enter them first (a phase "
                        "adjudicated cannot be asked about; undo its adjudication)."),
                     true);
        return false;
    }
    end();
    m_document = game;
    // The question goes with its phase: the quiz ends. A change of its orders (an order entered, removed or
    // replaced, an Undo, other rules) makes the question again, the guesses that still apply kept.
    connect(game, &GameDocument::phaseChanged, this, [this] { endFor(tr("the phase changed")); });
    connect(game, &GameDocument::phaseAdjudicated, this, [this] { endFor(tr("the phase was adjudicated")); });
    connect(game, &GameDocument::adjudicationUndone, this, [this] { endFor(tr("the phase changed")); });
    connect(game, &GameDocument::ordersChanged, this, &QuizMode::ordersChanged);
    m_asking = true;
    if (m_board)
        m_board->showCurrent(BoardViewModel::Overlay::Orders); // the orders, never the outcome
    m_panel->askStudents(phaseName(game->phase()));
    m_dock->show();
    m_dock->raise();
    emit activeChanged(true);
    emit changed();
    return true;
}

void QuizMode::begin(const QStringList &students)
{
    if (!m_asking || !m_document)
        return;
    m_asking = false;
    m_scoresKept = false;
    m_quiz =
        std::make_unique<Quiz>(m_document->game(), m_document->game().current(), students, tr("The class"));
    m_panel->setQuiz(m_quiz.get(), &m_document->game());
    emit changed();
}

void QuizMode::ordersChanged()
{
    if (!m_document)
        return;
    if (m_asking) {
        if (m_document->orders().empty())
            endFor(tr("its orders were removed"));
        return;
    }
    if (!m_quiz)
        return;
    // Revealed in full, the quiz is over and its scores kept: its question is not made again.
    if (m_scoresKept) {
        end();
        emit message(tr("The quiz ended: its orders changed after every order was revealed (the scores are "
                        "kept)."));
        return;
    }
    const Game &game = m_document->game();
    auto again = std::make_unique<Quiz>(game, game.current(), m_quiz->students(), tr("The class"));
    const std::vector<QuizDroppedGuess> dropped = again->carryOver(*m_quiz);
    const QString droppedText = droppedGuessesText(*m_quiz, dropped);
    if (again->questions().empty()) {
        endFor(tr("its orders were removed"));
        return;
    }
    // The student whose turn it is keeps it, and the order chosen stays chosen where it is still given.
    const int student = m_panel->currentStudent();
    const int chosen = m_panel->selectedOrder();
    const bool wasChosen = m_quiz->question(chosen) != nullptr;
    const Order chosenOrder = wasChosen ? m_quiz->orderAsked(chosen) : Order();
    m_quiz = std::move(again);
    m_panel->setQuiz(m_quiz.get(), &game);
    m_panel->studentBox()->setCurrentIndex(student);
    for (const QuizQuestion &q : m_quiz->questions()) {
        if (wasChosen && m_quiz->orderAsked(q.order) == chosenOrder)
            m_panel->selectOrder(q.order);
    }
    const QString notice = dropped.empty() ? tr("The orders changed: every guess still applies and is kept.")
                                           : tr("The orders changed: the guesses on the orders still given "
                                                "are kept; dropped: %1.")
                                                 .arg(droppedText);
    m_panel->setNotice(notice, !dropped.empty());
    emit message(notice, !dropped.empty());
    emit changed();
}

QString QuizMode::droppedGuessesText(const Quiz &quiz, const std::vector<QuizDroppedGuess> &dropped) const
{
    const Game &game = m_document->game();
    QStringList texts;
    for (const QuizDroppedGuess &guess : dropped)
        texts << tr("%1's guess on %2")
                     .arg(quiz.students().value(guess.student),
                          document::describeOrder(game.map(), guess.order,
                                                  game.currentEntry().position.phase.kind));
    return texts.join(QStringLiteral("; "));
}

QStringList QuizMode::unscoredGuessers() const
{
    QStringList guessed;
    if (m_quiz && !m_scoresKept) {
        for (int s = 0; s < m_quiz->students().size(); ++s) {
            if (m_quiz->score(s).guessed)
                guessed << m_quiz->students()[s];
        }
    }
    return guessed;
}

bool QuizMode::confirmEnd()
{
    const QStringList guessed = unscoredGuessers();
    if (guessed.isEmpty())
        return true;
    return m_documents->ask(tr("End the Quiz?"),
                            tr("Adjudicating ends the quiz: the guesses of %1 are not scored (reveal the "
                               "orders first to score them). Adjudicate now?")
                                .arg(guessed.join(QStringLiteral(", "))),
                            QMessageBox::Yes | QMessageBox::Cancel, QMessageBox::Cancel) == QMessageBox::Yes;
}

void QuizMode::endFor(const QString &reason)
{
    if (!isActive())
        return;
    const QStringList guessed = unscoredGuessers();
    end();
    if (guessed.isEmpty())
        emit message(tr("The quiz ended: %1.").arg(reason));
    else
        emit message(tr("The quiz ended: %1; the guesses of %2 were not scored.")
                         .arg(reason, guessed.join(QStringLiteral(", "))),
                     true);
}

void QuizMode::end()
{
    if (!isActive())
        return;
    if (m_document)
        disconnect(m_document, nullptr, this, nullptr);
    m_document = nullptr;
    m_asking = false;
    m_panel->setQuiz(nullptr, nullptr);
    m_quiz.reset();
    m_dock->hide();
    emit activeChanged(false);
    emit changed();
}

void QuizMode::panelChanged()
{
    if (m_quiz && m_quiz->allRevealed() && !m_scoresKept)
        keepScores();
    emit changed();
}

void QuizMode::keepScores()
{
    m_scoresKept = true;
    const Game &game = m_document->game();
    std::vector<QuizScoreRecord> records;
    QStringList unscored;
    for (int s = 0; s < m_quiz->students().size(); ++s) {
        const QuizScore score = m_quiz->score(s);
        // A student who guessed nothing took no part: no score of 0 is kept for them.
        if (!score.guessed) {
            unscored << m_quiz->students()[s];
            continue;
        }
        QuizScoreRecord r;
        r.date = QDate::currentDate();
        r.student = m_quiz->students()[s];
        r.collection = m_collection.isEmpty() ? m_document->displayName() : m_collection;
        // The same whatever language the program speaks: a spreadsheet sorts and sums by it.
        r.lesson = m_lesson.isEmpty() ? game.entry(m_quiz->entry()).position.phase.code() : m_lesson;
        r.points = score.points;
        r.outOf = score.outOf;
        records.push_back(r);
    }
    const QString notScored =
        unscored.isEmpty()
            ? QString()
            : u' ' + tr("Not scored, with no guesses: %1.").arg(unscored.join(QStringLiteral(", ")));
    QString error;
    if (records.empty())
        emit message(tr("No scores are kept: nobody guessed.") + notScored);
    else if (keepQuizScores(quizScoresPath(userLessonsFolder()), records, &error))
        emit message(tr("The scores are kept with your lessons (Export Scores… writes them all as CSV).") +
                     notScored);
    else
        emit message(tr("The scores were not kept: %1").arg(error), true);
}

void QuizMode::exportScores()
{
    QString error;
    const std::vector<QuizScoreRecord> records = readQuizScores(quizScoresPath(userLessonsFolder()), &error);
    if (!error.isEmpty()) {
        emit message(tr("The scores cannot be read: %1").arg(error), true);
        return;
    }
    const QString suggested = tr("quiz scores.csv");
    const QString file =
        m_chooseFile ? m_chooseFile(suggested)
                     : QFileDialog::getSaveFileName(m_panel, tr("Export Scores"),
                                                    QDir(m_documents->lastDirectory()).filePath(suggested),
                                                    tr("CSV files (*.csv);;All files (*)"));
    if (file.isEmpty())
        return;
    QSaveFile out(file);
    if (!out.open(QIODevice::WriteOnly) || out.write(quizScoresCsv(records).toUtf8()) < 0 || !out.commit()) {
        emit message(
            tr("The scores were not exported: %1: %2").arg(QDir::toNativeSeparators(file), out.errorString()),
            true);
        return;
    }
    emit message(
        tr("Exported %n score(s) to %1.", nullptr, int(records.size())).arg(QDir::toNativeSeparators(file)));
}

} // namespace arbiter::ui
