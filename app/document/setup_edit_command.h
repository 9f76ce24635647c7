// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
#pragma once

#include "model/position.h"

#include <QUndoCommand>

namespace arbiter::document {

class SetupDocument;

// One edit of the position being set up (Game → Set Up Position…), on the set-up's own undo stack:
// the whole position before and after the edit. Consecutive changes of the phase or year merge into one.
class SetupEditCommand : public QUndoCommand
{
  public:
    enum class Kind
    {
        Edit,  // a unit placed or removed, a centre owner set, a new board
        Phase, // the season, phase kind or year (consecutive ones merge)
    };

    SetupEditCommand(SetupDocument *setup, Position before, Position after, const QString &text,
                     Kind kind = Kind::Edit);

    void undo() override;
    void redo() override;
    int id() const override;
    bool mergeWith(const QUndoCommand *other) override;

  private:
    SetupDocument *m_setup;
    Position m_before;
    Position m_after;
    Kind m_kind;
};

} // namespace arbiter::document
