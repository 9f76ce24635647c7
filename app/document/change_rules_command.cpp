// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
#include "document/change_rules_command.h"

#include "document/game_changes.h"

#include <QCoreApplication>

namespace arbiter::document {

ChangeRulesCommand::ChangeRulesCommand(GameDocument::Changes &changes, const RuleSettings &rules,
                                       DrawMode mode, QUndoCommand *parent)
    : QUndoCommand(QCoreApplication::translate("ChangeRulesCommand", "Change rules"), parent),
      m_changes(changes), m_rules(rules), m_mode(mode), m_oldRules(changes.document().rules()),
      m_oldMode(changes.document().drawMode())
{
}

void ChangeRulesCommand::redo()
{
    m_changes.setRules(m_rules, m_mode);
}

void ChangeRulesCommand::undo()
{
    m_changes.setRules(m_oldRules, m_oldMode);
}

} // namespace arbiter::document
