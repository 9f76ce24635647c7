// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
#include "document/switch_line_command.h"

#include "document/game_document.h"
#include "record/game_lines.h"

#include <QCoreApplication>

namespace arbiter::document {

SwitchLineCommand::SwitchLineCommand(GameDocument *document, int entry, QUndoCommand *parent)
    : QUndoCommand(parent), m_document(document), m_oldCurrent(document->game().current()),
      m_newCurrent(document->game().lastOfLine(entry))
{
    const Game &game = document->game();
    setText(QCoreApplication::translate("SwitchLineCommand", "Switch to %1")
                .arg(branchTitle(game, branchStart(game, m_newCurrent))));
}

void SwitchLineCommand::redo()
{
    m_document->applyCurrent(m_newCurrent);
}

void SwitchLineCommand::undo()
{
    m_document->applyCurrent(m_oldCurrent);
}

} // namespace arbiter::document
