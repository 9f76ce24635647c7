// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
#include "file_pad_game.h"

#include "judge/order_entry.h"
#include "record/game_file.h"

#include <QFile>
#include <QFileInfo>

namespace arbiter::pads {

namespace {

std::optional<Game> readGame(const QString &path, QString *error)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        *error = file.errorString();
        return std::nullopt;
    }
    const QByteArray json = file.readAll();
    const std::optional<QString> mapName = gameMapName(json, error);
    if (!mapName)
        return std::nullopt;
    std::shared_ptr<const Map> map = Map::open(*mapName, error);
    if (!map)
        return std::nullopt;
    return gameFromJson(json, map, error);
}

} // namespace

FilePadGame::FilePadGame(QString path, Game game) : m_path(std::move(path)), m_game(std::move(game))
{
    m_readTime = fileTime();
}

std::unique_ptr<FilePadGame> FilePadGame::open(const QString &path, QString *error)
{
    std::optional<Game> game = readGame(path, error);
    if (!game)
        return nullptr;
    return std::unique_ptr<FilePadGame>(new FilePadGame(path, std::move(*game)));
}

QDateTime FilePadGame::fileTime() const
{
    return QFileInfo(m_path).fileTime(QFileDevice::FileModificationTime);
}

bool FilePadGame::acceptsOrders() const
{
    return !m_game->currentEntry().adjudicated && !m_game->ended();
}

void FilePadGame::refresh()
{
    const QDateTime now = fileTime();
    if (now == m_readTime)
        return;
    QString error;
    // A file caught half written by a program that does not save atomically is read at the next request.
    if (std::optional<Game> game = readGame(m_path, &error)) {
        m_game = std::move(game);
        m_readTime = now;
    }
}

bool FilePadGame::enterOrders(int power, const std::vector<EnteredOrder> &orders, QString *error)
{
    Q_UNUSED(power) // the orders are the power's own: checked by the server before they come here
    const int phase = m_game->current();
    const std::vector<EnteredOrder> before = m_game->entry(phase).orders;
    for (const EnteredOrder &order : orders) {
        std::vector<Order> current;
        for (const EnteredOrder &o : m_game->entry(phase).orders)
            current.push_back(o.order);
        const int replaced =
            replacedOrder(m_game->map(), m_game->entry(phase).position, current, order.order);
        if (replaced >= 0)
            m_game->replaceOrder(phase, replaced, order);
        else
            m_game->insertOrder(phase, int(current.size()), order);
    }
    if (!saveGame(*m_game, m_path, error)) {
        m_game->setOrders(phase, before);
        return false;
    }
    m_readTime = fileTime();
    return true;
}

} // namespace arbiter::pads
