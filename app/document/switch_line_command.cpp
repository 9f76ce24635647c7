// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
#include "document/switch_line_command.h"

#include "document/game_changes.h"
#include "record/game_lines.h"

#include <QCoreApplication>

namespace arbiter::document {

SwitchLineCommand::SwitchLineCommand(GameDocument::Changes &changes, int entry, QUndoCommand *parent)
    : QUndoCommand(parent), m_changes(changes), m_oldCurrent(changes.document().game().current()),
      m_newCurrent(changes.document().game().lastOfLine(entry))
{
    const Game &game = changes.document().game();
    setText(QCoreApplication::translate("SwitchLineCommand", "Switch to %1")
                .arg(branchTitle(game, branchStart(game, m_newCurrent))));
}

void SwitchLineCommand::redo()
{
    m_changes.setCurrent(m_newCurrent);
}

void SwitchLineCommand::undo()
{
    m_changes.setCurrent(m_oldCurrent);
}

} // namespace arbiter::document
