// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
#pragma once

#include "pad_game.h"

#include <QPointer>

namespace arbiter::document {
class Autosave;
class GameDocument;
} // namespace arbiter::document

namespace arbiter::ui {

// The open game served to the order pads: a pad's orders are one undo step of the game master's
// ("Orders from France's phone"), marked as the pad's, and the recovery file is written at once, so that a
// crash of the program loses none of them.
class DocumentPadGame : public pads::PadGame
{
  public:
    DocumentPadGame(document::GameDocument *document, document::Autosave *autosave);

    const Game &game() const override;
    bool acceptsOrders() const override;
    bool enterOrders(int power, const std::vector<EnteredOrder> &orders, QString *error) override;

  private:
    document::GameDocument *m_document;
    QPointer<document::Autosave> m_autosave;
};

} // namespace arbiter::ui
