// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
#include "document/branch_command.h"

#include "document/game_document.h"
#include "text/phase_text.h"

#include <QCoreApplication>

namespace arbiter::document {

BranchCommand::BranchCommand(GameDocument *document, int entry, const QString &name, QUndoCommand *parent)
    : QUndoCommand(parent), m_document(document), m_entry(entry), m_name(name),
      m_oldCurrent(document->game().current())
{
    setText(QCoreApplication::translate("BranchCommand", "Play from %1")
                .arg(phaseName(document->game().entry(entry).position.phase)));
}

void BranchCommand::redo()
{
    m_newEntry = m_document->applyBranch(m_entry, m_name);
}

void BranchCommand::undo()
{
    m_document->revertBranch(m_newEntry, m_oldCurrent);
}

} // namespace arbiter::document
