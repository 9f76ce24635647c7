// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
#include "document/setup_edit_command.h"

namespace arbiter::document {

SetupEditCommand::SetupEditCommand(Apply apply, Position before, Position after, const QString &text,
                                   Kind kind)
    : QUndoCommand(text), m_apply(std::move(apply)), m_before(std::move(before)), m_after(std::move(after)),
      m_kind(kind)
{
}

void SetupEditCommand::undo()
{
    m_apply(m_before);
}

void SetupEditCommand::redo()
{
    m_apply(m_after);
}

int SetupEditCommand::id() const
{
    return m_kind == Kind::Phase ? 1 : -1;
}

bool SetupEditCommand::mergeWith(const QUndoCommand *other)
{
    const auto *next = static_cast<const SetupEditCommand *>(other);
    if (next->m_kind != Kind::Phase)
        return false;
    m_after = next->m_after;
    setText(next->text());
    setObsolete(m_after == m_before);
    return true;
}

} // namespace arbiter::document
