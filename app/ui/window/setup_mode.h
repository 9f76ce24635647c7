// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
#pragma once

#include "map/map.h"

#include <QObject>

#include <memory>

class QAction;
class QDockWidget;
class QUndoGroup;

namespace arbiter::ui {

class BoardViewModel;
class CommandLine;
class DocumentManager;
class PhaseBar;
class ReplayController;
class SetupPanel;

// Game → Set Up Position…: the mode in which the map shows the position being set up instead of the game,
// the set-up panel edits it, and Edit → Undo acts on the set-up edits. Start Game Here replaces the open
// game with a new one from that position.
class SetupMode : public QObject
{
    Q_OBJECT

  public:
    struct Parts
    {
        SetupPanel *panel = nullptr;
        QDockWidget *dock = nullptr;
        QAction *action = nullptr; // Game → Set Up Position…, checked while setting up
        PhaseBar *phaseBar = nullptr;
        CommandLine *commandLine = nullptr;
        ReplayController *replay = nullptr;
        QUndoGroup *undoGroup = nullptr;
    };

    SetupMode(std::shared_ptr<const Map> map, DocumentManager *documents, const Parts &parts,
              QObject *parent);

    // The board of the open game, which shows the position set up.
    void setBoard(BoardViewModel *board) { m_board = board; }
    bool isActive() const;
    // From the open game's position or from an empty board; while setting up, an edit that can be undone.
    void start(bool fromCurrentGame);
    void leave();
    bool startGame();

  signals:
    // Entered or left, or the position changed: the banner and the actions follow.
    void changed();
    void message(const QString &text, bool error = false);

  private:
    std::shared_ptr<const Map> m_map;
    DocumentManager *m_documents;
    Parts m_parts;
    BoardViewModel *m_board = nullptr;
};

} // namespace arbiter::ui
