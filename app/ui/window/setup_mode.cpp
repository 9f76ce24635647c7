// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
#include "window/setup_mode.h"

#include "board/board_view_model.h"
#include "document/game_document.h"
#include "model/position_edit.h"
#include "replay_controller.h"
#include "text/phase_text.h"
#include "widgets/command_line.h"
#include "widgets/phase_bar.h"
#include "widgets/setup_panel.h"
#include "window/document_manager.h"

#include <QAction>
#include <QDockWidget>
#include <QUndoGroup>
#include <QUndoStack>

namespace arbiter::ui {

SetupMode::SetupMode(std::shared_ptr<const Map> map, DocumentManager *documents, const Parts &parts,
                     QObject *parent)
    : QObject(parent), m_map(std::move(map)), m_documents(documents), m_parts(parts)
{
    SetupPanel *panel = m_parts.panel;
    m_parts.undoGroup->addStack(panel->undoStack());
    connect(m_parts.action, &QAction::triggered, this, [this](bool on) {
        if (on)
            start(true);
        else
            leave();
    });
    connect(panel, &SetupPanel::positionChanged, this, [this] {
        if (isActive()) {
            m_board->setSetupPosition(m_parts.panel->position());
            emit changed();
        }
    });
    connect(panel, &SetupPanel::message, this, &SetupMode::message);
    connect(panel, &SetupPanel::startRequested, this, &SetupMode::startGame);
    connect(panel, &SetupPanel::cancelRequested, this, &SetupMode::leave);
    connect(panel, &SetupPanel::emptyBoardRequested, this, [this] { start(false); });
    connect(panel, &SetupPanel::currentGameRequested, this, [this] { start(true); });
    // View → Set Up Position (Ctrl+Alt+U) shows the dock: it sets up, as Game → Set Up Position… does, so
    // that the map's clicks place units rather than enter orders in a game the dock does not show.
    connect(m_parts.dock->toggleViewAction(), &QAction::triggered, this, [this](bool shown) {
        if (shown && !isActive())
            start(true);
    });
    // Closing the dock ends the set-up.
    connect(m_parts.dock, &QDockWidget::visibilityChanged, this, [this](bool) {
        if (isActive() && m_parts.dock->isHidden())
            leave();
    });
}

bool SetupMode::isActive() const
{
    return m_board && m_board->settingUp();
}

void SetupMode::start(bool fromCurrentGame)
{
    const document::GameDocument *game = m_documents->document();
    m_parts.replay->setPlaying(false);
    m_parts.replay->view(-1);
    m_board->setOverlay(BoardViewModel::Overlay::Orders);
    const bool again = isActive(); // Empty Board or From the Game in the panel: an edit to undo
    Position start;
    if (fromCurrentGame) {
        start = game->position();
    } else {
        // Emptied again in the set-up, the board keeps the phase and year the user chose there.
        start = emptyPosition(*m_map, again ? m_parts.panel->position().phase : game->phase());
        start.dislodged.clear();
        if (start.phase.kind == PhaseKind::Retreat)
            start.phase.kind = PhaseKind::Movement;
    }
    m_board->setSetupPosition(start); // before the panel reports what it removed; order entry gives way
    m_parts.dock->show();
    m_parts.dock->raise();
    m_parts.action->setChecked(true);
    emit message(fromCurrentGame ? tr("Setting up a position from %1: click to place or remove units.")
                                       .arg(phaseName(game->phase()))
                                 : tr("Setting up a position on an empty board: click to place units."));
    if (again)
        m_parts.panel->replace(std::move(start),
                               fromCurrentGame ? tr("Position of the Game") : tr("Empty Board"));
    else
        m_parts.panel->start(std::move(start));
    m_parts.undoGroup->setActiveStack(m_parts.panel->undoStack());
    m_parts.commandLine->setEnabled(false);
    m_parts.phaseBar->hide(); // it tells the open game's phase and orders, not the position set up
    emit changed();
}

void SetupMode::leave()
{
    if (!isActive())
        return;
    m_board->setSetupPosition(std::nullopt);
    m_parts.action->setChecked(false);
    m_parts.dock->hide();
    m_parts.phaseBar->show();
    m_parts.commandLine->setEnabled(true);
    m_parts.panel->undoStack()->clear();
    m_parts.undoGroup->setActiveStack(m_documents->document()->undoStack());
    emit changed();
}

bool SetupMode::startGame()
{
    if (!isActive())
        return false;
    Position start = m_parts.panel->position();
    if (start.units.empty() && start.phase.kind != PhaseKind::Adjustment) {
        emit message(tr("There are no units on the board: place some first."), true);
        return false;
    }
    if (!m_documents->maybeSave())
        return false;
    removeFlyingDutchmen(*m_map, &start); // none are left, but a game never starts with one (4.E.6)
    const document::GameDocument *open = m_documents->document();
    Game game(m_map, open->rules(), open->drawMode(), start);
    game.setVictoryCentres(open->game().victoryCentres());
    game.info().name = tr("Study from %1").arg(phaseName(start.phase));
    m_documents->setDocument(document::GameDocument::fromGame(std::move(game)));
    emit message(tr("A new game from the position set up: %1. Enter orders and adjudicate.")
                     .arg(phaseName(m_documents->document()->phase())));
    return true;
}

} // namespace arbiter::ui
