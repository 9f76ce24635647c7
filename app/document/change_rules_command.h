// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
#pragma once

#include "document/game_document.h"
#include "model/draw_vote.h"
#include "rules/rule_settings.h"

#include <QUndoCommand>

namespace arbiter::document {

// Changes the game's rule settings and draw mode (DIAS/NoDIAS).
class ChangeRulesCommand : public QUndoCommand
{
  public:
    ChangeRulesCommand(GameDocument::Changes &changes, const RuleSettings &rules, DrawMode mode,
                       QUndoCommand *parent = nullptr);

    void redo() override;
    void undo() override;

  private:
    GameDocument::Changes &m_changes;
    RuleSettings m_rules;
    DrawMode m_mode;
    RuleSettings m_oldRules;
    DrawMode m_oldMode;
};

} // namespace arbiter::document
