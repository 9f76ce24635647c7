// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
#pragma once

#include "map/map.h"

#include <QList>
#include <QObject>

#include <memory>

class QAction;
class QDockWidget;
class QMainWindow;
class QUndoGroup;

namespace arbiter::ui {

class ActionManager;
class AnalysisPanel;
class DrawVotesPanel;
class ExplanationPanel;
class HistoryPanel;
class MapArtwork;
class OrdersPanel;
class QuizPanel;
class SetupPanel;

// The main window's docks and the panels in them, where they are the first time (the saved window state
// moves them after): orders and draw votes tabbed on the right with the hidden set-up panel, the history
// on the left with the explanation of the selected order below it, the undo history and the analysis hidden
// on the right.
class Docks : public QObject
{
    Q_OBJECT

  public:
    Docks(QMainWindow *window, std::shared_ptr<const Map> map, const MapArtwork *artwork,
          const ActionManager &actions, QUndoGroup *undoGroup);

    // Every dock but the quiz's.
    QList<QDockWidget *> all() const;
    // The View menu's entry of each dock of all(), with its key.
    QList<QAction *> viewEntries() const;
    void showDrawVotes();
    void showHistory();

    OrdersPanel *orders = nullptr;
    DrawVotesPanel *votes = nullptr;
    HistoryPanel *history = nullptr;
    SetupPanel *setup = nullptr;
    ExplanationPanel *explanation = nullptr;
    AnalysisPanel *analysis = nullptr;
    QuizPanel *quiz = nullptr; // shown by the quiz only, hence not in all()
    QDockWidget *ordersDock = nullptr;
    QDockWidget *votesDock = nullptr;
    QDockWidget *historyDock = nullptr;
    QDockWidget *setupDock = nullptr;
    QDockWidget *undoDock = nullptr;
    QDockWidget *explanationDock = nullptr;
    QDockWidget *analysisDock = nullptr;
    QDockWidget *quizDock = nullptr;

  private:
    QList<QAction *> m_viewEntries;
};

} // namespace arbiter::ui
