// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
#include "document/adjudicate_command.h"

#include "document/game_document.h"
#include "text/phase_text.h"

#include <QCoreApplication>

namespace arbiter::document {

AdjudicateCommand::AdjudicateCommand(GameDocument *document, QUndoCommand *parent)
    : QUndoCommand(parent), m_document(document), m_phase(document->game().current()),
      m_entryCount(document->game().phaseCount()), m_before(document->game().currentEntry())
{
    setText(
        QCoreApplication::translate("AdjudicateCommand", "Adjudicate %1").arg(phaseName(document->phase())));
}

void AdjudicateCommand::redo()
{
    m_document->applyAdjudication();
}

void AdjudicateCommand::undo()
{
    m_document->revertAdjudication(m_phase, m_before, m_entryCount);
}

} // namespace arbiter::document
