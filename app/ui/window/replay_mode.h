// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
#pragma once

#include <QObject>
#include <QPointer>

class QDialog;
class QWidget;

namespace arbiter::ui {

class ActionManager;
class Docks;
class DocumentManager;
class GameReportDialog;
class ImportReportDialog;
class LineComparisonDialog;
class ReplayController;

// The History menu: going through the phases played, what-ifs and lines of play, and the views of the whole
// game (the supply centre chart, the game report).
class ReplayMode : public QObject
{
    Q_OBJECT

  public:
    ReplayMode(DocumentManager *documents, ReplayController *replay, Docks *docks,
               const ActionManager &actions, QWidget *window);

    // A what-if from the phase shown; the line through the phase shown becomes the one played.
    void playFromHere();
    void switchToShownLine();
    bool shownOnCurrentLine() const;
    void showCentreChart();
    void showGameReport();
    // The chart in the history dock and in its own window, up to the phase shown.
    void updateChart();
    QDialog *centreChartDialog() const { return m_chartDialog; }
    GameReportDialog *gameReportDialog() const;
    // The report of the import the open game came from, if it did; a phase chosen in it is shown.
    void showImportReport();
    ImportReportDialog *importReportDialog() const;
    // The line shown beside another: the main line, or when the main line is shown the line made first
    // after it. A phase chosen in the comparison is shown on the map.
    void compareLines();
    LineComparisonDialog *lineComparisonDialog() const;

  signals:
    void message(const QString &text, bool error = false);

  private:
    DocumentManager *m_documents;
    ReplayController *m_replay;
    Docks *m_docks;
    QWidget *m_window;
    QPointer<QDialog> m_chartDialog;
    QPointer<GameReportDialog> m_reportDialog;
    QPointer<ImportReportDialog> m_importDialog;
    QPointer<LineComparisonDialog> m_comparisonDialog;
};

} // namespace arbiter::ui
