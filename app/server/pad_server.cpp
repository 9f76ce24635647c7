// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
#include "pad_server.h"

#include "message_language.h"
#include "order_submission.h"
#include "pad_game.h"
#include "pad_server_record.h"
#include "text/phase_text.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QHttpServerRequest>
#include <QHttpServerResponder>
#include <QJsonArray>
#include <QJsonDocument>
#include <QNetworkInterface>
#include <QStringDecoder>
#include <QUrlQuery>

#include <tuple>

namespace arbiter::pads {

namespace {

using Status = QHttpServerResponder::StatusCode;

// A wrong token costs this many requests of the client's allowance.
constexpr double wrongTokenCost = 5;
// Lines in one submission: a power has at most a few dozen units.
constexpr qsizetype maxLines = 200;
// How long the receipt times of a burst of sendings wait to be written together.
constexpr int timesWriteDelayMs = 1000;

// Every answer: never cached (the token is in the address), never sent on as a referrer, taken as the type
// it says it is.
const std::pair<const char *, const char *> plainHeaders[] = {
    {"Cache-Control", "no-store"},
    {"Referrer-Policy", "no-referrer"},
    {"X-Content-Type-Options", "nosniff"},
};

void answer(QHttpServerResponder &responder, Status status, const QByteArray &body = {},
            const QByteArray &type = "text/plain; charset=utf-8")
{
    responder.writeStatusLine(status);
    for (const auto &[key, value] : plainHeaders)
        responder.writeHeader(key, value);
    responder.writeHeader("Content-Type", type);
    // The page runs its own inline script and talks to this server only: nothing from elsewhere is loaded.
    if (type.startsWith("text/html"))
        responder.writeHeader("Content-Security-Policy",
                              "default-src 'none'; script-src 'unsafe-inline'; style-src 'unsafe-inline'; "
                              "img-src data:; connect-src 'self'");
    responder.writeHeader("Content-Length", QByteArray::number(body.size()));
    responder.writeBody(body);
}

void answerJson(QHttpServerResponder &responder, const QJsonObject &json, Status status = Status::Ok)
{
    answer(responder, status, QJsonDocument(json).toJson(QJsonDocument::Compact),
           "application/json; charset=utf-8");
}

// A refusal the page shows as it is: {"error": "..."}.
void answerError(QHttpServerResponder &responder, Status status, const QString &reason)
{
    QJsonObject json;
    json[u"error"] = reason;
    answerJson(responder, json, status);
}

QByteArray readFile(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

// The map's artwork without its XML declaration and leading comments, to be written inside the page.
QByteArray inlineSvg(const Map &map)
{
    const QDir folder(map.folder());
    QStringList svgs = folder.entryList({QStringLiteral("*.svg")}, QDir::Files, QDir::Name);
    const QString named = map.name() + QStringLiteral(".svg");
    const QString file = svgs.contains(named) ? named : svgs.value(0);
    if (file.isEmpty())
        return {};
    const QByteArray svg = readFile(folder.filePath(file));
    const qsizetype start = svg.indexOf("<svg");
    return start < 0 ? QByteArray() : svg.mid(start);
}

} // namespace

PadServer::PadServer(PadGame *game, const PadTokens *tokens, QObject *parent)
    : QAbstractHttpServer(parent), m_game(game), m_tokens(tokens)
{
    m_places = UnitPlaces::read(game->game().map());
    m_pageTemplate = readFile(QStringLiteral(":/arbiter/pads/pad.html"));
    m_mapSvg = inlineSvg(game->game().map());
    m_received.resize(std::size_t(game->game().map().powerCount()));
    m_timesWrite.setSingleShot(true);
    m_timesWrite.setInterval(timesWriteDelayMs);
    connect(&m_timesWrite, &QTimer::timeout, this, &PadServer::writeTimes);
}

PadServer::~PadServer()
{
    if (m_timesWrite.isActive())
        writeTimes();
}

bool PadServer::start(const Settings &settings, QString *error)
{
    stop();
    m_settings = settings;
    m_limiter = std::make_unique<RateLimiter>(settings.burst, settings.perSecond);
    m_listener = new GuardedTcpServer(settings.connections, this);
    if (!m_listener->listen(settings.address, settings.port)) {
        *error = m_listener->errorString();
        delete m_listener;
        m_listener = nullptr;
        return false;
    }
    bind(m_listener);
    return true;
}

void PadServer::stop()
{
    if (!m_listener)
        return;
    m_listener->close();
    // Its open connections go with it: nothing is reachable once the server is off.
    delete m_listener;
    m_listener = nullptr;
}

bool PadServer::isListening() const
{
    return m_listener && m_listener->isListening();
}

quint16 PadServer::port() const
{
    return m_listener ? m_listener->serverPort() : 0;
}

QUrl PadServer::padUrl(int power, const QString &host) const
{
    QUrl url;
    url.setScheme(QStringLiteral("http"));
    url.setHost(host);
    url.setPort(port());
    url.setPath(QStringLiteral("/p/") + m_tokens->token(power));
    return url;
}

QHostAddress PadServer::defaultAddress()
{
    for (const QHostAddress &a : QNetworkInterface::allAddresses()) {
        if (a.protocol() == QAbstractSocket::IPv4Protocol && !a.isLoopback() && !a.isLinkLocal())
            return a;
    }
    return QHostAddress(QHostAddress::LocalHost);
}

QString PadServer::linkHost(const QHostAddress &bound)
{
    if (bound == QHostAddress::Any || bound == QHostAddress::AnyIPv4 || bound == QHostAddress::AnyIPv6)
        return defaultAddress().toString();
    return bound.toString();
}

void PadServer::keepReceivedTimes(const QString &padsFile)
{
    m_padsFile = padsFile;
    forgetOldPhase();
    const Game &game = m_game->game();
    const QString phase = game.currentEntry().position.phase.code();
    // Those this server has already (the game saved under a new name) are newer than the file's.
    const ReceivedTimes kept = readReceivedTimes(game.map(), padsFile, game.current(), phase);
    for (std::size_t p = 0; p < kept.size() && p < m_received.size(); ++p) {
        for (auto it = kept[p].begin(); it != kept[p].end(); ++it) {
            if (!m_received[p].contains(it.key()))
                m_received[p].insert(it.key(), it.value());
        }
    }
    writeTimes();
}

void PadServer::writeTimes()
{
    m_timesWrite.stop();
    if (m_padsFile.isEmpty())
        return;
    const Game &game = m_game->game();
    QString ignored; // the orders are in the game; a time not kept costs only its "received" note
    writeReceivedTimes(game.map(), m_padsFile, m_receivedEntry,
                       game.entry(m_receivedEntry).position.phase.code(), m_received, &ignored);
}

void PadServer::forgetOldPhase()
{
    if (m_receivedEntry == m_game->game().current())
        return;
    m_timesWrite.stop(); // the old phase's times are of no use any more
    m_receivedEntry = m_game->game().current();
    for (auto &times : m_received)
        times.clear();
}

int PadServer::padOrderCount(int power) const
{
    int count = 0;
    for (const EnteredOrder &o : m_game->game().currentEntry().orders)
        count += o.order.power == power && o.source == u"pad";
    return count;
}

QDateTime PadServer::lastReceived(int power) const
{
    if (m_receivedEntry != m_game->game().current())
        return {};
    QDateTime last;
    for (const QDateTime &t : m_received[std::size_t(power)])
        last = std::max(last, t);
    return last;
}

bool PadServer::handleRequest(const QHttpServerRequest &request, QTcpSocket *socket)
{
    QHttpServerResponder responder = makeResponder(request, socket);
    if (!m_limiter->take(request.remoteAddress())) {
        answer(responder, Status::TooManyRequests, "Too many requests; wait a moment.\n");
        return true;
    }
    const QStringList parts = request.url().path().split(u'/');
    // "", "p", TOKEN and perhaps one more part.
    if (parts.size() < 3 || parts.size() > 4 || !parts[0].isEmpty() || parts[1] != u"p") {
        answer(responder, Status::NotFound);
        return true;
    }
    const int power = m_tokens->powerOf(parts[2]);
    if (power < 0) {
        m_limiter->take(request.remoteAddress(), wrongTokenCost);
        answer(responder, Status::Forbidden);
        return true;
    }
    m_game->refresh();
    forgetOldPhase();
    // Each answer in the phone's language, its messages and the map's names alike.
    const QString language = requestLanguage(request);
    const MessageLanguage messages(language);
    answerPad(request, responder, power, parts.value(3), mapIn(language));
    return true;
}

void PadServer::missingHandler(const QHttpServerRequest &request, QTcpSocket *socket)
{
    QHttpServerResponder responder = makeResponder(request, socket);
    answer(responder, Status::NotFound);
}

const Map &PadServer::mapIn(const QString &language)
{
    const Map &map = m_game->game().map();
    if (m_namedMapsFolder != map.folder()) {
        m_namedMaps.clear();
        m_namedMapsFolder = map.folder();
    }
    std::unique_ptr<Map> &named = m_namedMaps[language];
    if (!named) {
        named = std::make_unique<Map>(map);
        named->chooseLanguage(language);
    }
    return *named;
}

void PadServer::answerPad(const QHttpServerRequest &request, QHttpServerResponder &responder, int power,
                          const QString &rest, const Map &map)
{
    const bool get = request.method() == QHttpServerRequest::Method::Get;
    const bool post = request.method() == QHttpServerRequest::Method::Post;
    const Game &game = m_game->game();
    if (rest.isEmpty() && get) {
        answer(responder, Status::Ok, page(power, map), "text/html; charset=utf-8");
    } else if (rest == u"state" && get) {
        answerJson(responder, padState(game, map, m_game->acceptsOrders(), power, m_places));
    } else if (rest == u"orders" && get) {
        answerJson(responder,
                   padOrders(game, map, m_game->acceptsOrders(), power, m_received[std::size_t(power)]));
    } else if (rest == u"orders" && post) {
        submit(request, responder, power, map);
    } else if (rest.isEmpty() || rest == u"state" || rest == u"orders") {
        answer(responder, Status::MethodNotAllowed, "Method not allowed.\n");
    } else {
        answer(responder, Status::NotFound);
    }
}

void PadServer::submit(const QHttpServerRequest &request, QHttpServerResponder &responder, int power,
                       const Map &map)
{
    const QByteArray body = request.body();
    if (body.size() > m_settings.maxBody) {
        answerError(responder, Status::PayloadTooLarge,
                    QCoreApplication::translate("PadServer", "Too much text: send at most %1 bytes.")
                        .arg(m_settings.maxBody));
        return;
    }
    QStringDecoder decoder(QStringDecoder::Utf8);
    const QString text = decoder.decode(body);
    if (decoder.hasError() || text.contains(QChar(0))) {
        answerError(responder, Status::BadRequest,
                    QCoreApplication::translate("PadServer", "The orders are not plain UTF-8 text."));
        return;
    }
    if (text.count(u'\n') >= maxLines) {
        answerError(
            responder, Status::BadRequest,
            QCoreApplication::translate("PadServer", "Too many lines: send at most %1.").arg(maxLines));
        return;
    }
    const Game &game = m_game->game();
    const Phase phase = game.currentEntry().position.phase;
    // The page says which phase its orders are for: orders written for a phase the game master has since
    // adjudicated are never taken as the next phase's.
    const QString meant = QUrlQuery(request.url()).queryItemValue(QStringLiteral("phase"));
    Phase meantPhase;
    if (!meant.isEmpty() && !Phase::fromCode(meant, &meantPhase)) {
        answerError(responder, Status::BadRequest,
                    QCoreApplication::translate("PadServer", "\"%1\" is no phase.").arg(meant.left(12)));
        return;
    }
    // (Phase's own ordering compares the season before the year: play order is the year's first.)
    const auto inPlay = [](const Phase &p) { return std::tuple(p.year, p.season, p.kind); };
    if (!meant.isEmpty() && meantPhase.code() != phase.code() && inPlay(phase) < inPlay(meantPhase)) {
        answerError(responder, Status::Conflict,
                    QCoreApplication::translate("PadServer", "%1 has not begun: the game is in %2.")
                        .arg(phaseName(meantPhase), phaseName(phase)));
        return;
    }
    if (!m_game->acceptsOrders() || (!meant.isEmpty() && meantPhase.code() != phase.code())) {
        const QString closed =
            !meant.isEmpty() && meantPhase.code() != phase.code()
                ? QCoreApplication::translate("PadServer", "%1 is closed: the game master has adjudicated "
                                                           "it. Orders are not taken for it any more.")
                      .arg(phaseName(meantPhase))
                : QCoreApplication::translate("PadServer", "%1 is closed: the game master is not taking "
                                                           "orders now.")
                      .arg(phaseName(phase));
        answerError(responder, Status::Conflict, closed);
        return;
    }
    const Submission submission = judgeSubmission(game, map, power, text);
    if (!submission.accepted.empty()) {
        QString error;
        bool entered = false;
        {
            const ProgramLanguage own; // the game master's windows follow the game at once
            entered = m_game->enterOrders(power, submission.accepted, &error);
        }
        if (!entered) {
            answerError(
                responder, Status::InternalServerError,
                QCoreApplication::translate("PadServer", "Your orders could not be kept: %1").arg(error));
            return;
        }
        const QDateTime now = QDateTime::currentDateTimeUtc();
        for (const EnteredOrder &o : submission.accepted)
            m_received[std::size_t(power)][orderPlace(game.map(), o.order)] = now;
        // Written a moment later, once for a burst of sendings: each write is a whole file synced to disk, as
        // long as the game's own save; a crash in that moment costs those orders their "received" note.
        if (!m_padsFile.isEmpty() && !m_timesWrite.isActive())
            m_timesWrite.start();
    }
    QJsonArray verdicts;
    for (const OrderVerdict &v : submission.verdicts) {
        QJsonObject j;
        j[u"line"] = v.line;
        j[u"text"] = v.text;
        j[u"accepted"] = v.accepted;
        if (v.accepted)
            j[u"order"] = v.order;
        j[u"message"] = v.message;
        verdicts.append(j);
    }
    QJsonObject reply;
    reply[u"phase"] = phase.code();
    reply[u"results"] = verdicts;
    answerJson(responder, reply);
    if (!submission.accepted.empty()) {
        const ProgramLanguage own;
        emit ordersReceived(power);
    }
}

QByteArray PadServer::page(int power, const Map &map) const
{
    QByteArray html = m_pageTemplate;
    html.replace("<!--MAP-->", m_mapSvg);
    html.replace("<!--POWER-->", map.powerName(power).toHtmlEscaped().toUtf8());
    return html;
}

} // namespace arbiter::pads
