// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
#include "document/rename_branch_command.h"

#include "document/game_changes.h"

#include <QCoreApplication>

namespace arbiter::document {

RenameBranchCommand::RenameBranchCommand(GameDocument::Changes &changes, int start, const QString &name,
                                         QUndoCommand *parent)
    : QUndoCommand(parent), m_changes(changes), m_start(start), m_name(name),
      m_oldName(changes.document().game().entry(start).branchName)
{
    setText(name.isEmpty()
                ? QCoreApplication::translate("RenameBranchCommand", "Remove branch name")
                : QCoreApplication::translate("RenameBranchCommand", "Name branch \"%1\"").arg(name));
}

void RenameBranchCommand::redo()
{
    m_changes.setBranchName(m_start, m_name);
}

void RenameBranchCommand::undo()
{
    m_changes.setBranchName(m_start, m_oldName);
}

} // namespace arbiter::document
