// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
#pragma once

#include "guarded_tcp_server.h"
#include "pad_tokens.h"
#include "pad_view.h"
#include "rate_limiter.h"

#include <QAbstractHttpServer>
#include <QDateTime>
#include <QHash>
#include <QHostAddress>
#include <QTimer>
#include <QUrl>

#include <map>
#include <memory>
#include <vector>

namespace arbiter::pads {

class PadGame;

// The order server: each power's page and its orders, under /p/TOKEN (docs/order-pads.md has the API).
// A request with a token no power holds gets 403 and nothing else; a request too large, too frequent or
// malformed is refused before the game is looked at. Orders accepted go to the PadGame at once.
class PadServer : public QAbstractHttpServer
{
    Q_OBJECT

  public:
    struct Settings
    {
        QHostAddress address = QHostAddress::LocalHost;
        quint16 port = 0; // 0: any free port
        qint64 maxBody = 16 * 1024;
        double burst = 40;     // requests a client may make at once
        double perSecond = 10; // and after that, each second
        GuardedTcpServer::Limits connections;
    };

    // `game` and `tokens` must outlive the server; the tokens may be re-issued while it runs.
    PadServer(PadGame *game, const PadTokens *tokens, QObject *parent = nullptr);
    ~PadServer() override;

    // Starts listening; false and why when the address or port cannot be had.
    bool start(const Settings &settings, QString *error);
    void stop();
    bool isListening() const;
    quint16 port() const;
    QHostAddress address() const { return m_settings.address; }
    // The link of `power`'s pad as a phone on the network opens it (`host` names this computer there).
    QUrl padUrl(int power, const QString &host) const;

    // The address the links name for a server bound to `bound`: itself, or for a server on every address
    // the first address of this computer on a local network (loopback when it has none).
    static QString linkHost(const QHostAddress &bound);
    // Where the server listens when the game master chooses nothing: this computer's first address on a
    // local network, so that the phones at the table reach it and nothing beyond that network's reach does.
    static QHostAddress defaultAddress();

    // Keeps when each order came from a pad in `padsFile` (pad_server_record.h), and takes those kept there
    // for the current phase: the phones' "received 10:31" survives a restart.
    void keepReceivedTimes(const QString &padsFile);

    // Per power: how many orders its pad gave this phase and when the last came (invalid: none yet).
    int padOrderCount(int power) const;
    QDateTime lastReceived(int power) const;

  signals:
    // Orders of `power` came from its pad and are in the game.
    void ordersReceived(int power);

  protected:
    bool handleRequest(const QHttpServerRequest &request, QTcpSocket *socket) override;
    void missingHandler(const QHttpServerRequest &request, QTcpSocket *socket) override;

  private:
    void answerPad(const QHttpServerRequest &request, QHttpServerResponder &responder, int power,
                   const QString &rest, const Map &map);
    void submit(const QHttpServerRequest &request, QHttpServerResponder &responder, int power,
                const Map &map);
    // The game's map with the names of `language` ("de", "fr", "en"): what a phone in that language reads.
    const Map &mapIn(const QString &language);
    QByteArray page(int power, const Map &map) const;
    void forgetOldPhase();
    void writeTimes();

    PadGame *m_game;
    const PadTokens *m_tokens;
    Settings m_settings;
    GuardedTcpServer *m_listener = nullptr;
    std::unique_ptr<RateLimiter> m_limiter;
    UnitPlaces m_places;
    QByteArray m_pageTemplate;
    QByteArray m_mapSvg;
    // When each order came from a pad, per power, keyed by the unit's place; for phase m_receivedEntry only.
    // Kept in m_padsFile when it is set.
    QString m_padsFile;
    QTimer m_timesWrite;
    int m_receivedEntry = -1;
    std::vector<QHash<QString, QDateTime>> m_received;
    // The maps of mapIn, by language, copies of the game's map (m_namedMapsFolder's).
    QString m_namedMapsFolder;
    std::map<QString, std::unique_ptr<Map>> m_namedMaps;
};

} // namespace arbiter::pads
