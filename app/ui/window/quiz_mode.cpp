// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
#include "window/quiz_mode.h"

#include "board/board_view_model.h"
#include "document/game_document.h"
#include "map/data_folders.h"
#include "record/quiz_scores.h"
#include "text/phase_text.h"
#include "widgets/quiz_panel.h"
#include "window/document_manager.h"

#include <QDir>
#include <QDockWidget>
#include <QFileDialog>
#include <QSaveFile>

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
    // The question changes with its phase or its orders: the quiz ends.
    connect(game, &GameDocument::phaseChanged, this, &QuizMode::end);
    connect(game, &GameDocument::phaseAdjudicated, this, &QuizMode::end);
    connect(game, &GameDocument::adjudicationUndone, this, &QuizMode::end);
    connect(game, &GameDocument::ordersChanged, this, &QuizMode::end);
    connect(game, &GameDocument::orderSet, this, &QuizMode::end);
    connect(game, &GameDocument::orderRemoved, this, &QuizMode::end);
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
    for (int s = 0; s < m_quiz->students().size(); ++s) {
        const QuizScore score = m_quiz->score(s);
        QuizScoreRecord r;
        r.date = QDate::currentDate();
        r.student = m_quiz->students()[s];
        r.collection = m_collection.isEmpty() ? m_document->displayName() : m_collection;
        r.lesson = m_lesson.isEmpty() ? phaseName(game.entry(m_quiz->entry()).position.phase) : m_lesson;
        r.points = score.points;
        r.outOf = score.outOf;
        records.push_back(r);
    }
    QString error;
    if (keepQuizScores(quizScoresPath(userLessonsFolder()), records, &error))
        emit message(tr("The scores are kept with your lessons (Export Scores… writes them all as CSV)."));
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
