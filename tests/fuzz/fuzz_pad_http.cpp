// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
// Fuzz target: the order pads' HTTP server (app/server/pad_server.cpp behind Qt's HTTP server module) as a
// phone's bytes reach it. Input: the raw bytes a client sends on one connection (request lines, headers,
// bodies, one request or several); "TOKEN" in them stands for France's token, so that the fuzzer gets past
// the 403 to the pages and the order endpoint. The bytes go through a real socket on loopback in this
// process, as a phone's would: Qt's HTTP server reads connections from a QTcpServer only. The client then
// shuts its side for writing and reads until the server closes.
// Whatever the bytes: the server does not crash; everything it sends back is a sequence of well-formed HTTP
// responses (status line, headers, a body of its Content-Length) with a status the API documents; and it
// ends the connection within the time it allows one.
#include "fuzz_common.h"

#include "judge/order_entry.h"
#include "pad_game.h"
#include "pad_server.h"
#include "pad_tokens.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QTcpSocket>

#include <sys/socket.h>

#include <cstddef>
#include <cstdint>
#include <memory>

using namespace arbiter;
using namespace arbiter::fuzz;

namespace {

// The game in memory, a new one for each input: what the orders of one input did is not the next's start.
class MemoryPadGame : public pads::PadGame
{
  public:
    explicit MemoryPadGame(std::shared_ptr<const Map> map) : m_game(std::move(map)) {}
    const Game &game() const override { return m_game; }
    bool acceptsOrders() const override { return !m_game.currentEntry().adjudicated; }
    bool enterOrders(int, const std::vector<EnteredOrder> &orders, QString *) override
    {
        const int phase = m_game.current();
        for (const EnteredOrder &order : orders) {
            std::vector<Order> current;
            for (const EnteredOrder &o : m_game.entry(phase).orders)
                current.push_back(o.order);
            const int replaced =
                replacedOrder(m_game.map(), m_game.entry(phase).position, current, order.order);
            if (replaced >= 0)
                m_game.replaceOrder(phase, replaced, order);
            else
                m_game.insertOrder(phase, int(current.size()), order);
        }
        return true;
    }
    void reset() { m_game = Game(m_game.sharedMap()); }

  private:
    Game m_game;
};

struct Server
{
    Server()
        : game(standardMap()), tokens(pads::PadTokens::issued(standardMap()->powerCount())),
          pads(&game, &tokens)
    {
        pads::PadServer::Settings settings;
        settings.address = QHostAddress(QHostAddress::LocalHost);
        // One client sends every input: no rate limit, and a connection lasts a second at most.
        settings.burst = 1e12;
        settings.perSecond = 1e12;
        settings.connections.lifetimeMs = 1000;
        QString error;
        if (!pads.start(settings, &error)) {
            std::fprintf(stderr, "cannot start the server: %s\n", qPrintable(error));
            std::abort();
        }
    }
    MemoryPadGame game;
    pads::PadTokens tokens;
    pads::PadServer pads;
};

Server &server()
{
    static int argc = 1;
    static char name[] = "fuzz_pad_http";
    static char *argv[] = {name, nullptr};
    static QCoreApplication app(argc, argv);
    static Server s;
    return s;
}

bool documentedStatus(int status)
{
    for (int s : {200, 400, 403, 404, 405, 409, 413, 429})
        if (status == s)
            return true;
    return false;
}

// The responses in `bytes`, each checked; a last one cut short is allowed (the connection was cut).
void checkResponses(const QByteArray &bytes)
{
    qsizetype at = 0;
    while (at < bytes.size()) {
        const qsizetype headEnd = bytes.indexOf("\r\n\r\n", at);
        if (headEnd < 0)
            return;
        const QList<QByteArray> lines = bytes.mid(at, headEnd - at).split('\n');
        const QByteArray status = lines.first().trimmed();
        ARBITER_FUZZ_CHECK(status.startsWith("HTTP/1.1 ") && status.size() >= 12);
        ARBITER_FUZZ_CHECK(documentedStatus(status.mid(9, 3).toInt()));
        qsizetype length = -1;
        for (qsizetype i = 1; i < lines.size(); ++i) {
            const QByteArray line = lines[i].trimmed();
            ARBITER_FUZZ_CHECK(line.contains(':'));
            if (line.toLower().startsWith("content-length:"))
                length = line.mid(15).trimmed().toLongLong();
        }
        ARBITER_FUZZ_CHECK(length >= 0);
        at = headEnd + 4 + length;
    }
    ARBITER_FUZZ_CHECK(at == bytes.size() || at > bytes.size());
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    // The server takes 1 MiB a connection; requests past 64 KiB say nothing new.
    if (size > 65536)
        return 0;
    Server &s = server();
    s.game.reset();
    QByteArray sent(reinterpret_cast<const char *>(data), qsizetype(size));
    sent.replace("TOKEN", s.tokens.token(s.game.game().map().findPower(u"france")).toLatin1());

    QTcpSocket client;
    client.connectToHost(QHostAddress(QHostAddress::LocalHost), s.pads.port());
    QElapsedTimer clock;
    clock.start();
    while (client.state() != QAbstractSocket::ConnectedState && clock.elapsed() < 5000)
        QCoreApplication::processEvents(QEventLoop::WaitForMoreEvents, 50);
    ARBITER_FUZZ_CHECK(client.state() == QAbstractSocket::ConnectedState);
    client.write(sent);
    while (client.bytesToWrite() > 0 && clock.elapsed() < 5000) {
        client.flush();
        QCoreApplication::processEvents(QEventLoop::AllEvents, 10);
    }
    // The request is all there is: the server reads the end of it and closes, or its time limit does.
    ::shutdown(int(client.socketDescriptor()), SHUT_WR);
    QByteArray received;
    while (client.state() != QAbstractSocket::UnconnectedState && clock.elapsed() < 5000) {
        QCoreApplication::processEvents(QEventLoop::WaitForMoreEvents, 20);
        received += client.readAll();
    }
    received += client.readAll();
    // Ended within the connection's lifetime (one second) and some slack for a loaded machine.
    ARBITER_FUZZ_CHECK(client.state() == QAbstractSocket::UnconnectedState);
    checkResponses(received);
    return 0;
}
