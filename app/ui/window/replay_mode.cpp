// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
#include "window/replay_mode.h"
#include "scene/power_palette.h"

#include "dialogs/game_report_dialog.h"
#include "dialogs/import_report_dialog.h"
#include "dialogs/line_comparison_dialog.h"
#include "document/game_document.h"
#include "document/order_description.h"
#include "place_naming_setting.h"
#include "record/game_history.h"
#include "record/game_lines.h"
#include "replay_controller.h"
#include "text/phase_text.h"
#include "widgets/centre_chart.h"
#include "widgets/history_panel.h"
#include "window/action_manager.h"
#include "window/docks.h"
#include "window/document_manager.h"

#include <QAction>
#include <QDialog>
#include <QDialogButtonBox>
#include <QDir>
#include <QVBoxLayout>

namespace arbiter::ui {

ReplayMode::ReplayMode(DocumentManager *documents, ReplayController *replay, Docks *docks,
                       const ActionManager &actions, QWidget *window)
    : QObject(window), m_documents(documents), m_replay(replay), m_docks(docks), m_window(window)
{
    connect(PowerPalette::instance(), &PowerPalette::changed, this, &ReplayMode::updateChart);
    connect(actions.first, &QAction::triggered, m_replay, &ReplayController::first);
    connect(actions.previous, &QAction::triggered, m_replay, &ReplayController::previous);
    connect(actions.play, &QAction::triggered, this, [this, play = actions.play](bool on) {
        m_replay->setPlaying(on);
        play->setChecked(m_replay->isPlaying());
    });
    connect(actions.next, &QAction::triggered, m_replay, &ReplayController::next);
    connect(actions.last, &QAction::triggered, m_replay, &ReplayController::last);
    connect(actions.after, &QAction::toggled, m_replay, &ReplayController::setAfter);
    connect(actions.playFromHere, &QAction::triggered, this, &ReplayMode::playFromHere);
    connect(actions.switchLine, &QAction::triggered, this, &ReplayMode::switchToShownLine);
    connect(actions.renameLine, &QAction::triggered, this, [this] {
        m_docks->showHistory();
        m_docks->history->editLineName(m_replay->shownEntry());
    });
    connect(actions.chart, &QAction::triggered, this, &ReplayMode::showCentreChart);
    connect(actions.report, &QAction::triggered, this, &ReplayMode::showGameReport);
    connect(actions.importReport, &QAction::triggered, this, &ReplayMode::showImportReport);
    connect(actions.compareLines, &QAction::triggered, this, &ReplayMode::compareLines);

    HistoryPanel *history = m_docks->history;
    connect(history, &HistoryPanel::entrySelected, this, [this](int entry, bool afterPhase, int lineEnd) {
        if (afterPhase)
            m_replay->setAfter(true);
        m_replay->view(entry, lineEnd);
    });
    connect(history, &HistoryPanel::intervalChanged, m_replay, &ReplayController::setInterval);
    m_replay->setInterval(history->interval());
}

bool ReplayMode::shownOnCurrentLine() const
{
    const Game &game = m_documents->document()->game();
    return m_replay->lineEnd() == game.lastOfLine(game.current());
}

void ReplayMode::updateChart()
{
    const document::GameDocument *doc = m_documents->document();
    if (!doc)
        return;
    const Game &game = doc->game();
    const int shown = m_replay->shownEntry();
    if (shown < 0 || shown >= game.phaseCount())
        return;
    std::vector<QColor> colours;
    QStringList names;
    for (int p = 0; p < game.map().powerCount(); ++p) {
        colours.emplace_back(PowerPalette::instance()->colour(game.map(), p));
        names << document::powerName(game.map(), p);
    }
    const std::vector<CentreCounts> years = centreHistory(game, m_replay->lineEnd());
    const int year = m_replay->isReplaying() ? game.entry(shown).position.phase.year : CentreChart::noYear;
    std::vector<CentreChart *> charts{m_docks->history->chart()};
    if (m_chartDialog)
        charts.push_back(m_chartDialog->findChild<CentreChart *>());
    for (CentreChart *chart : charts) {
        if (!chart)
            continue;
        chart->setData(years, colours, names, game.victoryCentres());
        chart->setMarkedYear(year);
    }
}

void ReplayMode::playFromHere()
{
    document::GameDocument *doc = m_documents->document();
    const int entry = m_replay->shownEntry();
    const Game &game = doc->game();
    if (entry < 0 || entry >= game.phaseCount())
        return;
    const Phase phase = game.entry(entry).position.phase;
    m_replay->setPlaying(false);
    doc->branchFrom(entry, QString());
    emit message(tr("A what-if from %1: change the orders and adjudicate. The original line stays in the "
                    "history.")
                     .arg(phaseName(phase)));
}

void ReplayMode::switchToShownLine()
{
    if (!m_replay->isReplaying() || shownOnCurrentLine())
        return;
    document::GameDocument *doc = m_documents->document();
    doc->switchToLine(m_replay->lineEnd());
    const Game &game = doc->game();
    emit message(tr("Now playing %1: %2.")
                     .arg(branchTitle(game, branchStart(game, game.current())), phaseName(doc->phase())));
}

void ReplayMode::showCentreChart()
{
    if (!m_chartDialog) {
        auto *dialog = new QDialog(m_window);
        dialog->setObjectName(QStringLiteral("centreChartDialog"));
        dialog->setAttribute(Qt::WA_DeleteOnClose);
        dialog->setWindowTitle(tr("Supply Centre Chart"));
        auto *layout = new QVBoxLayout(dialog);
        layout->addWidget(new CentreChart(dialog), 1);
        auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, dialog);
        connect(buttons, &QDialogButtonBox::rejected, dialog, &QDialog::reject);
        layout->addWidget(buttons);
        dialog->resize(860, 540);
        m_chartDialog = dialog;
    }
    updateChart();
    m_chartDialog->setWindowTitle(tr("Supply Centre Chart — %1").arg(m_documents->document()->displayName()));
    m_chartDialog->show();
    m_chartDialog->raise();
}

GameReportDialog *ReplayMode::gameReportDialog() const
{
    return m_reportDialog;
}

void ReplayMode::showGameReport()
{
    const document::GameDocument *doc = m_documents->document();
    const QString last = m_documents->lastDirectory();
    const QString suggestion =
        QDir(last.isEmpty() ? QDir::homePath() : last).filePath(doc->displayName() + QStringLiteral(".txt"));
    delete m_reportDialog;
    m_reportDialog = new GameReportDialog(
        gameReport(doc->game(), m_replay->lineEnd(), PlaceNamingSetting::instance()->naming()), suggestion,
        m_window);
    m_reportDialog->setAttribute(Qt::WA_DeleteOnClose);
    m_reportDialog->setWindowTitle(tr("Game Report — %1").arg(doc->displayName()));
    m_reportDialog->show();
}

ImportReportDialog *ReplayMode::importReportDialog() const
{
    return m_importDialog;
}

void ReplayMode::showImportReport()
{
    const document::GameDocument *doc = m_documents->document();
    if (!doc->importReport())
        return;
    delete m_importDialog;
    m_importDialog = new ImportReportDialog(doc->map(), *doc->importReport(), m_window);
    m_importDialog->setAttribute(Qt::WA_DeleteOnClose);
    m_importDialog->setWindowTitle(tr("Import Report — %1").arg(doc->displayName()));
    connect(m_importDialog, &ImportReportDialog::entryChosen, this, [this](int entry) {
        const document::GameDocument *shown = m_documents->document();
        if (entry < 0 || entry >= shown->game().phaseCount())
            return;
        m_docks->showHistory();
        m_replay->view(entry);
    });
    m_importDialog->show();
}

LineComparisonDialog *ReplayMode::lineComparisonDialog() const
{
    return m_comparisonDialog;
}

void ReplayMode::compareLines()
{
    document::GameDocument *doc = m_documents->document();
    const Game &game = doc->game();
    const std::vector<int> ends = lineEnds(game);
    if (ends.size() < 2)
        return;
    const int shown = m_replay->lineEnd();
    const int mainLine = liveEntry(game);
    int other = mainLine;
    if (other == shown)
        other = ends.front() == shown ? ends[1] : ends.front();
    delete m_comparisonDialog;
    m_comparisonDialog = new LineComparisonDialog(doc, shown, other, m_window);
    m_comparisonDialog->setAttribute(Qt::WA_DeleteOnClose);
    m_comparisonDialog->setWindowTitle(tr("Compare Lines — %1").arg(doc->displayName()));
    connect(m_comparisonDialog, &LineComparisonDialog::phaseChosen, this, [this](int entry, int lineEnd) {
        const document::GameDocument *shownDoc = m_documents->document();
        if (entry < 0 || entry >= shownDoc->game().phaseCount())
            return;
        m_docks->showHistory();
        m_replay->view(entry, lineEnd);
    });
    m_comparisonDialog->show();
}

} // namespace arbiter::ui
