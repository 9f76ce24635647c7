// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
#include "document/branch_command.h"

#include "document/game_changes.h"
#include "text/phase_text.h"

#include <QCoreApplication>

namespace arbiter::document {

BranchCommand::BranchCommand(GameDocument::Changes &changes, int entry, const QString &name,
                             QUndoCommand *parent)
    : QUndoCommand(parent), m_changes(changes), m_entry(entry), m_name(name),
      m_oldCurrent(changes.document().game().current())
{
    setText(QCoreApplication::translate("BranchCommand", "Play from %1")
                .arg(phaseName(changes.document().game().entry(entry).position.phase)));
}

void BranchCommand::redo()
{
    m_newEntry = m_changes.branch(m_entry, m_name);
}

void BranchCommand::undo()
{
    m_changes.undoBranch(m_newEntry, m_oldCurrent);
}

} // namespace arbiter::document
