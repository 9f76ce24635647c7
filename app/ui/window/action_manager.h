// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
#pragma once

#include "map/map.h"

#include <QKeySequence>
#include <QList>
#include <QObject>

#include <memory>

class QAction;
class QActionGroup;
class QMainWindow;
class QMenu;
class QUndoGroup;

namespace arbiter::ui {

// Every command of the main window: its text, its keys and its menu, in one place (action_manager.cpp). What
// a command does is connected by the part of the window that owns the job (the document manager, a mode,
// the window); which command is enabled when is the window's updateActions(). The actions are the window's
// children and carry object names, so tests find them with MainWindow::action().
class ActionManager : public QObject
{
    Q_OBJECT

  public:
    // Edit → Undo and Redo act on the group's active stack.
    ActionManager(QMainWindow *window, std::shared_ptr<const Map> map, QUndoGroup *undoGroup);

    // Builds the menu bar; View lists the docks' toggle actions.
    // `dockEntries`: the View menu's entry of each dock (Docks::viewEntries).
    void createMenus(const QList<QAction *> &dockEntries);
    // File → Open Recent, filled by the document manager.
    QMenu *recentMenu() const { return m_recentMenu; }
    // Orders → Hold … Disband: each carries its OrderInput::Mode as data.
    QActionGroup *orderModes() const { return m_orderModes; }
    // View → Orders of Powers, one per power in map order.
    const QList<QAction *> &powerActions() const { return m_powerActions; }
    // Orders → Slip Of: a power's slip typed on the order line (Ctrl+1 … Ctrl+9), one per power in map order.
    const QList<QAction *> &slipActions() const { return m_slipActions; }
    // View → Threats Against: Nobody (data -1), then one per power in map order (data: the power); one is
    // checked.
    const QList<QAction *> &threatActions() const { return m_threatActions; }

    // File
    QAction *newGame = nullptr;
    QAction *open = nullptr;
    QAction *openDatc = nullptr;
    QAction *save = nullptr;
    QAction *saveAs = nullptr;
    QAction *saveLesson = nullptr;
    QAction *importOrders = nullptr;
    QAction *importGame = nullptr;
    QAction *exportMila = nullptr;
    QAction *exportJudge = nullptr;
    QAction *importReport = nullptr;
    QAction *exportPng = nullptr;
    QAction *exportSvg = nullptr;
    QAction *exportPdf = nullptr;
    QAction *print = nullptr;
    QAction *quit = nullptr;
    // Edit
    QAction *undo = nullptr;
    QAction *redo = nullptr;
    QAction *pasteOrders = nullptr;
    QAction *copyResults = nullptr;
    // Orders
    QAction *hold = nullptr;
    QAction *move = nullptr;
    QAction *support = nullptr;
    QAction *convoy = nullptr;
    QAction *disband = nullptr;
    QAction *nextUnit = nullptr;
    QAction *command = nullptr;
    QAction *cancel = nullptr;
    // Game
    QAction *adjudicate = nullptr;
    QAction *drawVotes = nullptr;
    QAction *resume = nullptr;
    QAction *endGame = nullptr;
    QAction *scores = nullptr;
    QAction *pauseClock = nullptr;
    QAction *addClockMinute = nullptr;
    QAction *tableDisplay = nullptr;
    QAction *playersDevices = nullptr;
    QAction *tableShowsView = nullptr; // the table display follows the window's replay or what-if
    QAction *printPads = nullptr;
    QAction *printResults = nullptr;
    QAction *gameInfo = nullptr;
    QAction *rules = nullptr;
    QAction *setup = nullptr;
    QAction *quiz = nullptr; // Game → Quiz on This Phase
    // History
    QAction *first = nullptr;
    QAction *previous = nullptr;
    QAction *next = nullptr;
    QAction *last = nullptr;
    QAction *play = nullptr;
    QAction *after = nullptr;
    QAction *playFromHere = nullptr;
    QAction *switchLine = nullptr;
    QAction *renameLine = nullptr;
    QAction *chart = nullptr;
    QAction *report = nullptr;
    QAction *compareLines = nullptr;
    // View
    QAction *zoomIn = nullptr;
    QAction *zoomOut = nullptr;
    QAction *fit = nullptr;
    QAction *showOrders = nullptr;
    QAction *showResults = nullptr;
    QAction *showStrengths = nullptr; // the strengths on the results drawn on the map
    QAction *reach = nullptr;         // the reach and support map: a click on the map picks its province
    // Places written out in explanations, results and reports (PlaceNamingSetting), checked by default.
    QAction *fullPlaceNames = nullptr;
    // Help
    QAction *lessons = nullptr;
    QAction *glossary = nullptr;

    // The replay's Play action turns into Pause while it plays.
    void setPlaying(bool playing);

  signals:
    void message(const QString &text);

  private:
    QAction *make(const QString &name, const QString &text, const QList<QKeySequence> &keys = {});
    QAction *orderMode(const QString &name, const QString &text, Qt::Key key, int mode);
    void addLanguageMenu(QMenu *view);
    // View → Colours: the palettes (PowerPalette), one checked.
    void addColoursMenu(QMenu *view);
    static void setKeys(QAction *action, const QList<QKeySequence> &keys);

    QMainWindow *m_window;
    std::shared_ptr<const Map> m_map;
    QMenu *m_recentMenu = nullptr;
    QActionGroup *m_orderModes = nullptr;
    QList<QAction *> m_powerActions;
    QList<QAction *> m_slipActions;
    QList<QAction *> m_threatActions;
};

} // namespace arbiter::ui
