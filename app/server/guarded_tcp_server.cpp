// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
#include "guarded_tcp_server.h"

#include <QTcpSocket>
#include <QTimer>

#include <memory>

namespace arbiter::pads {

GuardedTcpServer::GuardedTcpServer(Limits limits, QObject *parent) : QTcpServer(parent), m_limits(limits) {}

void GuardedTcpServer::incomingConnection(qintptr descriptor)
{
    auto *socket = new QTcpSocket(this);
    if (!socket->setSocketDescriptor(descriptor)) {
        delete socket;
        return;
    }
    if (m_open >= m_limits.connections) {
        socket->abort();
        socket->deleteLater();
        return;
    }
    ++m_open;
    connect(socket, &QObject::destroyed, this, [this] { --m_open; });
    // Connected before the HTTP server's own reader, so it sees each arrival before the bytes are taken.
    auto received = std::make_shared<qint64>(0);
    connect(socket, &QTcpSocket::readyRead, socket, [socket, received, limit = m_limits.bytesPerConnection] {
        *received += socket->bytesAvailable();
        if (*received > limit) {
            socket->abort();
            socket->deleteLater();
        }
    });
    QTimer::singleShot(m_limits.lifetimeMs, socket, [socket] {
        socket->abort();
        socket->deleteLater();
    });
    addPendingConnection(socket);
}

} // namespace arbiter::pads
