// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
#include "document/setup_document.h"

#include "document/setup_edit_command.h"

#include <QUndoStack>

namespace arbiter::document {

SetupDocument::SetupDocument(Position position, QObject *parent)
    : QObject(parent), m_position(std::move(position)), m_undoStack(new QUndoStack(this))
{
    m_undoStack->setObjectName(QStringLiteral("setupUndoStack"));
}

void SetupDocument::start(const Position &position)
{
    m_undoStack->clear();
    setPosition(position);
}

void SetupDocument::edit(Position after, const QString &undoText, bool phase)
{
    m_undoStack->push(new SetupEditCommand(
        [this](const Position &position) { setPosition(position); }, m_position, std::move(after), undoText,
        phase ? SetupEditCommand::Kind::Phase : SetupEditCommand::Kind::Edit));
}

void SetupDocument::setPosition(const Position &position)
{
    m_position = position;
    emit positionChanged();
}

} // namespace arbiter::document
