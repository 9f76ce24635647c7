// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
#include "document/set_game_info_command.h"

#include "document/game_document.h"

#include <QCoreApplication>

namespace arbiter::document {

SetGameInfoCommand::SetGameInfoCommand(GameDocument *document, const GameInfo &info, QUndoCommand *parent)
    : QUndoCommand(QCoreApplication::translate("SetGameInfoCommand", "Change game info"), parent),
      m_document(document), m_info(info), m_oldInfo(document->game().info())
{
}

void SetGameInfoCommand::redo()
{
    m_document->applyInfo(m_info);
}

void SetGameInfoCommand::undo()
{
    m_document->applyInfo(m_oldInfo);
}

} // namespace arbiter::document
