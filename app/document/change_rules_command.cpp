// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
#include "document/change_rules_command.h"

#include "document/game_document.h"

#include <QCoreApplication>

namespace arbiter::document {

ChangeRulesCommand::ChangeRulesCommand(GameDocument *document, const RuleSettings &rules, DrawMode mode,
                                       QUndoCommand *parent)
    : QUndoCommand(QCoreApplication::translate("ChangeRulesCommand", "Change rules"), parent),
      m_document(document), m_rules(rules), m_mode(mode), m_oldRules(document->rules()),
      m_oldMode(document->drawMode())
{
}

void ChangeRulesCommand::redo()
{
    m_document->applyRules(m_rules, m_mode);
}

void ChangeRulesCommand::undo()
{
    m_document->applyRules(m_oldRules, m_oldMode);
}

} // namespace arbiter::document
