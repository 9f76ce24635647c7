// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
#pragma once

#include "pad_game.h"

#include <QDateTime>

#include <optional>

namespace arbiter::pads {

// A game file served as it is on disk (`arbiter-cli serve`): every order accepted is written to the file
// at once (an atomic save), and a file changed by another program (the game master adjudicating) is read
// again before the next request is answered.
class FilePadGame : public PadGame
{
  public:
    // Nothing, and why, when the file cannot be read.
    static std::unique_ptr<FilePadGame> open(const QString &path, QString *error);

    const Game &game() const override { return *m_game; }
    bool acceptsOrders() const override;
    void refresh() override;
    bool enterOrders(int power, const std::vector<EnteredOrder> &orders, QString *error) override;

    const QString &path() const { return m_path; }

  private:
    FilePadGame(QString path, Game game);
    QDateTime fileTime() const;

    QString m_path;
    std::optional<Game> m_game;
    QDateTime m_readTime; // the file's modification time when it was last read or written
};

} // namespace arbiter::pads
