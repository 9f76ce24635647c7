// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
#include "document/set_game_info_command.h"

#include "document/game_changes.h"

#include <QCoreApplication>

namespace arbiter::document {

SetGameInfoCommand::SetGameInfoCommand(GameDocument::Changes &changes, const GameInfo &info,
                                       QUndoCommand *parent)
    : QUndoCommand(QCoreApplication::translate("SetGameInfoCommand", "Change game info"), parent),
      m_changes(changes), m_info(info), m_oldInfo(changes.document().game().info())
{
}

void SetGameInfoCommand::redo()
{
    m_changes.setInfo(m_info);
}

void SetGameInfoCommand::undo()
{
    m_changes.setInfo(m_oldInfo);
}

} // namespace arbiter::document
