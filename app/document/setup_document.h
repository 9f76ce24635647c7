// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
#pragma once

#include "model/position.h"

#include <QObject>

class QUndoStack;

namespace arbiter::document {

// The position being set up (Game → Set Up Position…) and its own undo stack, apart from the open game's:
// set-up edits are undone and redone without touching the game, and the game is not touched until a new
// one is started from this position. Every change goes through an undo command (SetupEditCommand).
class SetupDocument : public QObject
{
    Q_OBJECT

  public:
    SetupDocument(Position position, QObject *parent = nullptr);

    const Position &position() const { return m_position; }
    QUndoStack *undoStack() const { return m_undoStack; }

    // Starts afresh from `position`: nothing to undo.
    void start(const Position &position);
    // The change from the position now to `after`, as one step to undo. Consecutive phase changes merge.
    void edit(Position after, const QString &undoText, bool phase = false);

  signals:
    void positionChanged();

  private:
    void setPosition(const Position &position);

    Position m_position;
    QUndoStack *m_undoStack = nullptr;
};

} // namespace arbiter::document
