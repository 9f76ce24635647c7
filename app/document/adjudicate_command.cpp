// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
#include "document/adjudicate_command.h"

#include "document/game_changes.h"
#include "text/phase_text.h"

#include <QCoreApplication>

namespace arbiter::document {

AdjudicateCommand::AdjudicateCommand(GameDocument::Changes &changes, QUndoCommand *parent)
    : QUndoCommand(parent), m_changes(changes)
{
    setText(QCoreApplication::translate("AdjudicateCommand", "Adjudicate %1")
                .arg(phaseName(changes.document().phase())));
}

void AdjudicateCommand::redo()
{
    const Game &game = m_changes.document().game();
    m_phase = game.current();
    m_orderCount = int(game.currentEntry().orders.size());
    m_phaseCount = game.phaseCount();
    m_changes.adjudicate();
}

void AdjudicateCommand::undo()
{
    m_changes.undoAdjudication(m_phase, m_orderCount, m_phaseCount);
}

} // namespace arbiter::document
