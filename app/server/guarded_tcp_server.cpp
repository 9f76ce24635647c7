// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
#include "guarded_tcp_server.h"

#include <QTcpSocket>
#include <QTimer>

#include <memory>

namespace arbiter::pads {

namespace {

// Whether the first bytes of a connection can begin a request line: a method of capital letters, then a
// space (a TLS greeting, a stray protocol or noise cannot).
bool startsLikeHttp(const QByteArray &start)
{
    for (qsizetype i = 0; i < start.size(); ++i) {
        if (start[i] == ' ')
            return i > 0;
        if (start[i] < 'A' || start[i] > 'Z')
            return false;
    }
    return start.size() < 16; // a method not yet finished, unless it is already too long for one
}

} // namespace

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
        if (*received == 0 && !startsLikeHttp(socket->peek(16))) {
            // Qt's parser would drop such a connection without a word: the client is told why.
            socket->readAll();
            socket->write("HTTP/1.1 400 Bad Request\r\nContent-Type: text/plain\r\nContent-Length: 21\r\n"
                          "Connection: close\r\n\r\nNot an HTTP request.\n");
            socket->disconnectFromHost();
            return;
        }
        *received += socket->bytesAvailable();
        if (*received > limit) {
            // The bytes are dropped here and the connection cut once the HTTP server's reader, which comes
            // after this one, has found nothing to read.
            socket->readAll();
            QMetaObject::invokeMethod(socket, &QTcpSocket::abort, Qt::QueuedConnection);
        }
    });
    QTimer::singleShot(m_limits.lifetimeMs, socket, [socket] {
        socket->abort();
        socket->deleteLater();
    });
    addPendingConnection(socket);
}

} // namespace arbiter::pads
