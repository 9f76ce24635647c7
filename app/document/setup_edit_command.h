// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
#pragma once

#include "model/position.h"

#include <QUndoCommand>

#include <functional>

namespace arbiter::document {

// One edit of the position being set up (Game → Set Up Position…), on the set-up's own undo stack:
// the whole position before and after the edit, put in place by `apply` (the set-up document's own change,
// which nothing else reaches). Consecutive changes of the phase or year merge into one.
class SetupEditCommand : public QUndoCommand
{
  public:
    enum class Kind
    {
        Edit,  // a unit placed or removed, a centre owner set, a new board
        Phase, // the season, phase kind or year (consecutive ones merge)
    };

    using Apply = std::function<void(const Position &)>;
    SetupEditCommand(Apply apply, Position before, Position after, const QString &text,
                     Kind kind = Kind::Edit);

    void undo() override;
    void redo() override;
    int id() const override;
    bool mergeWith(const QUndoCommand *other) override;

  private:
    Apply m_apply;
    Position m_before;
    Position m_after;
    Kind m_kind;
};

} // namespace arbiter::document
