// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
#pragma once

#include <QTcpServer>

namespace arbiter::pads {

// The listening socket of the order server, with the limits Qt's HTTP server does not set: how many
// connections are open at once, how long one may stay open (a request dribbled in a byte at a time ends
// with it), and how many bytes one may send in all (the HTTP server keeps a whole request in memory).
class GuardedTcpServer : public QTcpServer
{
    Q_OBJECT

  public:
    struct Limits
    {
        int connections = 64;
        int lifetimeMs = 30000;
        qint64 bytesPerConnection = 1 << 20;
    };
    explicit GuardedTcpServer(Limits limits, QObject *parent = nullptr);

  protected:
    void incomingConnection(qintptr descriptor) override;

  private:
    Limits m_limits;
    int m_open = 0;
};

} // namespace arbiter::pads
