// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
// The order pads' server (app/server) on a loopback port, serving a game file as `arbiter-cli serve` does:
// what each token opens, what is refused and why, the limits, the game file after many submissions, and the
// links and orders after a restart.
#include "file_pad_game.h"
#include "message_language.h"
#include "order_submission.h"
#include "pad_server.h"
#include "pad_tokens.h"
#include "record/game_file.h"
#include "text/phase_text.h"

#include <QEventLoop>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QNetworkAccessManager>
#include <QNetworkReply>
#include <QProcess>
#include <QRegularExpression>
#include <QSignalSpy>
#include <QTcpSocket>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <QTranslator>
#include <QUrlQuery>

#include <memory>
#include <set>

using namespace arbiter;
using namespace arbiter::pads;
using namespace Qt::StringLiterals;

namespace {

struct Reply
{
    int status = 0;
    QByteArray body;
    QJsonObject json() const { return QJsonDocument::fromJson(body).object(); }
};

// One request, waited for (at most 10 s).
Reply request(QNetworkAccessManager &net, const QByteArray &method, const QUrl &url,
              const QByteArray &body = {}, const QByteArray &acceptLanguage = {})
{
    QNetworkRequest r(url);
    r.setHeader(QNetworkRequest::ContentTypeHeader, QByteArrayLiteral("text/plain; charset=utf-8"));
    if (!acceptLanguage.isEmpty())
        r.setRawHeader("Accept-Language", acceptLanguage);
    QNetworkReply *reply = net.sendCustomRequest(r, method, body);
    QEventLoop loop;
    QObject::connect(reply, &QNetworkReply::finished, &loop, &QEventLoop::quit);
    QTimer::singleShot(10000, &loop, &QEventLoop::quit);
    loop.exec();
    Reply out;
    out.status = reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt();
    out.body = reply->readAll();
    reply->deleteLater();
    return out;
}

// The units of a power in the current position, as "A par".
QStringList unitsOf(const Game &game, int power)
{
    QStringList units;
    for (const Unit &u : game.currentEntry().position.units) {
        if (u.power == power)
            units << (u.type == UnitType::Army ? u"A "_s : u"F "_s) + game.map().location(u.location).id;
    }
    return units;
}

} // namespace

class TestOrderPads : public QObject
{
    Q_OBJECT

  private:
    QTemporaryDir m_dir;
    QString m_path;
    std::unique_ptr<FilePadGame> m_game;
    std::optional<PadTokens> m_tokens;
    std::unique_ptr<PadServer> m_server;
    QNetworkAccessManager m_net;

    // A new game file and a server for it, with `settings` (loopback, any port).
    void serve(PadServer::Settings settings = {})
    {
        m_server.reset();
        m_game.reset();
        QString error;
        if (!QFile::exists(m_path)) {
            std::shared_ptr<const Map> map = Map::open(u"standard"_s, &error);
            QVERIFY2(map, qPrintable(error));
            QVERIFY2(saveGame(Game(map), m_path, &error), qPrintable(error));
        }
        m_game = FilePadGame::open(m_path, &error);
        QVERIFY2(m_game, qPrintable(error));
        m_tokens = tokensForGame(m_game->game().map(), m_path, &error);
        QVERIFY2(m_tokens, qPrintable(error));
        m_server = std::make_unique<PadServer>(m_game.get(), &*m_tokens);
        m_server->keepReceivedTimes(padTokensFile(m_path)); // as `arbiter-cli serve` does
        settings.address = QHostAddress(QHostAddress::LocalHost);
        QVERIFY2(m_server->start(settings, &error), qPrintable(error));
    }
    QUrl url(int power, const QString &rest = {}) const
    {
        QUrl u = m_server->padUrl(power, u"127.0.0.1"_s);
        if (!rest.isEmpty())
            u.setPath(u.path() + u'/' + rest);
        return u;
    }
    int power(const char *id) const { return m_game->game().map().findPower(QString::fromLatin1(id)); }
    Game fileGame() const
    {
        QString error;
        std::unique_ptr<FilePadGame> read = FilePadGame::open(m_path, &error);
        if (!read)
            qFatal("game file unreadable: %s", qPrintable(error));
        return read->game();
    }

  private slots:
    void init()
    {
        QVERIFY(m_dir.isValid());
        m_path = m_dir.filePath(u"game.json"_s);
        QFile::remove(m_path);
        QFile::remove(padTokensFile(m_path));
    }
    void cleanup()
    {
        m_server.reset();
        m_game.reset();
    }

    void tokensAreLongRandomAndKeptPrivate()
    {
        serve();
        std::set<QString> seen;
        for (int p = 0; p < m_tokens->powerCount(); ++p) {
            QVERIFY(QRegularExpression(u"^[0-9a-f]{32}$"_s).match(m_tokens->token(p)).hasMatch());
            seen.insert(m_tokens->token(p));
            QCOMPARE(m_tokens->powerOf(m_tokens->token(p)), p);
        }
        QCOMPARE(int(seen.size()), 7);
        QCOMPARE(m_tokens->powerOf(m_tokens->token(0).left(31)), -1);
        QCOMPARE(m_tokens->powerOf(QString()), -1);
        const QFile::Permissions permissions = QFileInfo(padTokensFile(m_path)).permissions();
        QVERIFY(permissions & QFile::ReadOwner);
        QVERIFY(!(permissions & (QFile::ReadGroup | QFile::ReadOther)));
        // A new game gets new tokens.
        const QString first = m_tokens->token(0);
        QFile::remove(m_path);
        QFile::remove(padTokensFile(m_path));
        serve();
        QVERIFY(m_tokens->token(0) != first);
    }

    void eachTokenGivesAndReadsItsOwnOrdersOnly()
    {
        serve();
        const int france = power("france");
        const int germany = power("germany");
        Reply r = request(m_net, "POST", url(france, u"orders"_s),
                          "A par - bur\nA mun - ruh\nGermany: A ber - kie\nF bre - mao\n");
        QCOMPARE(r.status, 200);
        const QJsonArray results = r.json()[u"results"].toArray();
        QCOMPARE(results.size(), 4);
        QVERIFY(results[0].toObject()[u"accepted"].toBool());
        QVERIFY(!results[1].toObject()[u"accepted"].toBool());
        QCOMPARE(results[1].toObject()[u"message"].toString(),
                 u"Not entered: the unit in Munich is Germany's, not yours."_s);
        QCOMPARE(results[2].toObject()[u"message"].toString(),
                 u"Not entered: you give France's orders, not Germany's."_s);
        QVERIFY(results[3].toObject()[u"accepted"].toBool());
        r = request(m_net, "POST", url(germany, u"orders"_s), "A mun - bur");
        QCOMPARE(r.status, 200);

        // Each pad sees its own orders and nothing of the other's.
        const QJsonArray french = request(m_net, "GET", url(france, u"orders"_s)).json()[u"orders"].toArray();
        QCOMPARE(french.size(), 2);
        QCOMPARE(french[0].toObject()[u"order"].toString(), u"A par - bur"_s);
        QVERIFY(!french[0].toObject()[u"received"].toString().isEmpty());
        const Reply germanReply = request(m_net, "GET", url(germany, u"orders"_s));
        QCOMPARE(germanReply.json()[u"orders"].toArray().size(), 1);
        QVERIFY(!germanReply.body.contains("par"));
        // Nor does the state show another power's orders of the open phase.
        const Reply state = request(m_net, "GET", url(germany, u"state"_s));
        QCOMPARE(state.status, 200);
        QVERIFY(!state.body.contains("par - bur"));
        QCOMPARE(state.json()[u"power"].toString(), u"germany"_s);
        QVERIFY(state.json()[u"choices"].toObject().contains(u"mun"_s));
        QVERIFY(!state.json()[u"choices"].toObject().contains(u"par"_s));

        // In the file at once, marked as the pads' orders.
        const Game saved = fileGame();
        QCOMPARE(saved.currentEntry().orders.size(), std::size_t(3));
        for (const EnteredOrder &o : saved.currentEntry().orders)
            QCOMPARE(o.source, u"pad"_s);
    }

    // The messages in the phone's language, from the translations the program ships, with the map's names in
    // that language; the program's own language (here English, then French) is not touched.
    void eachPhoneIsAnsweredInItsLanguage_data()
    {
        QTest::addColumn<QString>("language"); // the `lang` parameter, or "" to use the header only
        QTest::addColumn<QByteArray>("acceptLanguage");
        QTest::addColumn<QString>("expected"); // "de", "fr", "en"
        QTest::newRow("lang=de") << u"de"_s << QByteArray() << u"de"_s;
        QTest::newRow("lang=fr") << u"fr"_s << QByteArray("de") << u"fr"_s;
        QTest::newRow("lang=en") << u"en"_s << QByteArray("fr") << u"en"_s;
        QTest::newRow("lang unknown") << u"es"_s << QByteArray() << u"en"_s;
        QTest::newRow("header de-CH") << QString() << QByteArray("de-CH,de;q=0.9,en;q=0.5") << u"de"_s;
        QTest::newRow("header es, fr") << QString() << QByteArray("es-ES, fr;q=0.8, de;q=0.5") << u"fr"_s;
        QTest::newRow("header es") << QString() << QByteArray("es") << u"en"_s;
        QTest::newRow("none") << QString() << QByteArray() << u"en"_s;
    }
    void eachPhoneIsAnsweredInItsLanguage()
    {
        QFETCH(QString, language);
        QFETCH(QByteArray, acceptLanguage);
        QFETCH(QString, expected);
        // The program in French (installed as the client installs its language), the phone in its own.
        QTranslator program;
        QVERIFY(program.load(u":/i18n/arbiter_fr.qm"_s));
        QCoreApplication::installTranslator(&program);
        serve();
        QTranslator phone;
        QVERIFY(expected == u"en" || phone.load(u":/i18n/arbiter_%1.qm"_s.arg(expected)));
        auto translated = [&](const char *context, const char *source) {
            const QString t = phone.translate(context, source);
            return t.isEmpty() ? QString::fromUtf8(source) : t;
        };
        Map names = m_game->game().map();
        names.chooseLanguage(expected);
        const int france = power("france");
        const int germany = power("germany");
        const int munich = names.findProvince(u"mun"_s);
        auto ask = [&](const char *method, QUrl u, const QByteArray &body) {
            if (!language.isEmpty()) {
                QUrlQuery query(u);
                query.addQueryItem(u"lang"_s, language);
                u.setQuery(query);
            }
            return request(m_net, method, u, body, acceptLanguage);
        };

        Reply r = ask("POST", url(france, u"orders"_s), "A par - bur\nA mun - ruh\n");
        QCOMPARE(r.status, 200);
        QJsonArray results = r.json()[u"results"].toArray();
        QCOMPARE(results[0].toObject()[u"message"].toString(),
                 translated("OrderSubmission", "Entered %1.").arg(u"A par - bur"_s));
        const QString notYours =
            translated("OrderSubmission", "Not entered: the unit in %1 is %2's, not yours.")
                .arg(names.provinceName(munich), names.powerName(germany));
        QCOMPARE(results[1].toObject()[u"message"].toString(), notYours);
        if (expected == u"de")
            QCOMPARE(notYours,
                     u"Nicht eingetragen: Die Einheit in München gehört Deutschland, nicht Ihnen."_s);
        if (expected == u"fr")
            QCOMPARE(notYours, u"Non saisi\u00a0: l’unité de la province Munich appartient à une autre "
                               u"puissance (Allemagne), pas à vous."_s);
        // The state's names too.
        const QJsonObject state = ask("GET", url(france, u"state"_s), {}).json();
        QCOMPARE(state[u"powerName"].toString(), names.powerName(france));
        // This thread still writes in the program's language.
        QCOMPARE(QCoreApplication::translate("OrderSubmission", "Entered %1."),
                 program.translate("OrderSubmission", "Entered %1."));

        // The program installs another translation after the server has answered (it comes first then): the
        // phone is still answered in its own language.
        QTranslator later;
        QVERIFY(later.load(u":/i18n/arbiter_de.qm"_s));
        QCoreApplication::installTranslator(&later);
        QString error;
        Game game = fileGame();
        QVERIFY(game.adjudicate());
        QTest::qWait(20); // a modification time the server can tell from the last one it wrote
        QVERIFY2(saveGame(game, m_path, &error), qPrintable(error));
        QUrl late = url(france, u"orders"_s);
        late.setQuery(u"phase=S1901M"_s);
        r = ask("POST", late, "A bur - mun");
        QCOMPARE(r.status, 409);
        const QString closed = r.json()[u"error"].toString();
        const QString closedSource = translated(
            "PadServer",
            "%1 is closed: the game master has adjudicated it. Orders are not taken for it any more.");
        QVERIFY2(closed.endsWith(closedSource.section(u"%1"_s, 1)), qPrintable(closed));
        // The phase's name in the phone's language too, not the program's.
        Phase spring;
        QVERIFY(Phase::fromCode(u"S1901M"_s, &spring));
        QString springName;
        {
            const MessageLanguage phoneLanguage(expected);
            springName = phaseName(spring);
        }
        QVERIFY2(closed.startsWith(springName), qPrintable(closed));
        QCOMPARE(springName == phaseName(spring), expected == u"de");
        QCoreApplication::removeTranslator(&later);
        QCoreApplication::removeTranslator(&program);
    }

    void wrongOldAndMalformedTokensGet403AndNothingElse()
    {
        serve();
        const int france = power("france");
        const QUrl old = url(france, u"orders"_s);
        m_tokens->reissue(france);
        for (const QUrl &u :
             {old,
              QUrl(u"http://127.0.0.1:%1/p/00000000000000000000000000000000/state"_s.arg(m_server->port())),
              QUrl(u"http://127.0.0.1:%1/p/abc"_s.arg(m_server->port()))}) {
            const Reply r = request(m_net, "GET", u);
            QCOMPARE(r.status, 403);
            QVERIFY(r.body.isEmpty());
            QCOMPARE(request(m_net, "POST", u, "A par - bur").status, 403);
        }
        QCOMPARE(fileGame().currentEntry().orders.size(), std::size_t(0));
        QCOMPARE(request(m_net, "GET", url(france, u"orders"_s)).status, 200);
        // Nothing outside the pads' paths.
        QCOMPARE(request(m_net, "GET", QUrl(u"http://127.0.0.1:%1/"_s.arg(m_server->port()))).status, 404);
    }

    void malformedAndOversizedRequestsAreRefused()
    {
        PadServer::Settings settings;
        settings.maxBody = 1000;
        serve(settings);
        const int france = power("france");
        Reply r = request(m_net, "POST", url(france, u"orders"_s), QByteArray(1001, 'A'));
        QCOMPARE(r.status, 413);
        QVERIFY(r.json()[u"error"].toString().contains(u"1000"_s));
        r = request(m_net, "POST", url(france, u"orders"_s), QByteArray("A par - bur\n\xff\xfe", 13));
        QCOMPARE(r.status, 400);
        QVERIFY(r.json()[u"error"].toString().contains(u"UTF-8"_s));
        r = request(m_net, "POST", url(france, u"orders"_s), QByteArray(300, '\n'));
        QCOMPARE(r.status, 400);
        r = request(m_net, "POST", QUrl(url(france, u"orders"_s).toString() + u"?phase=X9"_s), "A par H");
        QCOMPARE(r.status, 400);
        QCOMPARE(request(m_net, "PUT", url(france, u"orders"_s), "A par H").status, 405);
        QCOMPARE(request(m_net, "GET", url(france, u"secrets"_s)).status, 404);
        QCOMPARE(fileGame().currentEntry().orders.size(), std::size_t(0));

        // Bytes that are no HTTP: the connection ends, and the server still answers the next client.
        QTcpSocket raw;
        raw.connectToHost(QHostAddress::LocalHost, m_server->port());
        QVERIFY(raw.waitForConnected(5000));
        raw.write("\x16\x03\x01 garbage \r\n\r\n not http at all\r\n\r\n");
        // The server runs in this thread: the test waits with the event loop running.
        QTRY_VERIFY_WITH_TIMEOUT(raw.bytesAvailable() > 0 || raw.state() == QAbstractSocket::UnconnectedState,
                                 5000);
        const QByteArray answer = raw.readAll();
        QVERIFY2(answer.startsWith("HTTP/1.1 400"), answer.constData());
        QCOMPARE(request(m_net, "GET", url(france, u"state"_s)).status, 200);
    }

    void slowAndEndlessConnectionsAreCut()
    {
        PadServer::Settings settings;
        settings.connections.lifetimeMs = 500;
        settings.connections.bytesPerConnection = 64 * 1024;
        serve(settings);
        // A request dribbled in never ends: the connection is closed when its time is up.
        QTcpSocket slow;
        slow.connectToHost(QHostAddress::LocalHost, m_server->port());
        QVERIFY(slow.waitForConnected(5000));
        slow.write("GET /p/");
        QTRY_COMPARE_WITH_TIMEOUT(slow.state(), QAbstractSocket::UnconnectedState, 5000);
        // More bytes than a connection may send: cut off.
        QTcpSocket flood;
        flood.connectToHost(QHostAddress::LocalHost, m_server->port());
        QVERIFY(flood.waitForConnected(5000));
        const QByteArray head = "POST " + url(power("france"), u"orders"_s).path().toLatin1() +
                                " HTTP/1.1\r\nHost: x\r\nContent-Length: 200000\r\n\r\n";
        flood.write(head + QByteArray(200000, 'A'));
        QTRY_COMPARE_WITH_TIMEOUT(flood.state(), QAbstractSocket::UnconnectedState, 5000);
        QCOMPARE(fileGame().currentEntry().orders.size(), std::size_t(0));
    }

    void aClientAskingTooOftenIsTurnedAway()
    {
        PadServer::Settings settings;
        settings.burst = 5;
        settings.perSecond = 0.5;
        serve(settings);
        const QUrl state = url(power("italy"), u"state"_s);
        for (int k = 0; k < 5; ++k)
            QCOMPARE(request(m_net, "GET", state).status, 200);
        QCOMPARE(request(m_net, "GET", state).status, 429);
    }

    void aClosedPhaseRefusesOrders()
    {
        serve();
        const int france = power("france");
        QCOMPARE(request(m_net, "POST", url(france, u"orders"_s), "A par - bur").status, 200);
        // The game master adjudicates the file with another program.
        QString error;
        Game game = fileGame();
        QVERIFY(game.adjudicate());
        QTest::qWait(20); // a modification time the server can tell from the last one it wrote
        QVERIFY2(saveGame(game, m_path, &error), qPrintable(error));
        QUrl late = url(france, u"orders"_s);
        late.setQuery(u"phase=S1901M"_s);
        const Reply r = request(m_net, "POST", late, "A bur - mun");
        QCOMPARE(r.status, 409);
        QCOMPARE(r.json()[u"error"].toString(),
                 u"Spring 1901 Movement is closed: the game master has adjudicated it. Orders are not taken "
                 "for it any more."_s);
        QCOMPARE(fileGame().currentEntry().orders.size(), std::size_t(0));
        // The page learns the new phase and the results, everyone's.
        const QJsonObject state = request(m_net, "GET", url(france, u"state"_s)).json();
        QCOMPARE(state[u"phase"].toString(), u"F1901M"_s);
        QCOMPARE(state[u"results"].toObject()[u"phase"].toString(), u"S1901M"_s);
        QCOMPARE(state[u"results"].toObject()[u"orders"].toArray()[0].toObject()[u"order"].toString(),
                 u"A par - bur"_s);
    }

    void linksAndOrdersSurviveARestart()
    {
        serve();
        const int england = power("england");
        const QUrl link = url(england, u"orders"_s);
        QCOMPARE(request(m_net, "POST", link, "F lon - nth\nF edi - nwg").status, 200);
        const QJsonArray before = request(m_net, "GET", link).json()[u"orders"].toArray();
        QVERIFY(!before[1].toObject()[u"received"].toString().isEmpty());
        const quint16 port = m_server->port();
        m_server.reset();
        QCOMPARE(request(m_net, "GET", link).status, 0); // nothing is reachable when the server is off
        PadServer::Settings settings;
        settings.port = port;
        serve(settings);
        const QJsonArray orders = request(m_net, "GET", link).json()[u"orders"].toArray();
        QCOMPARE(orders.size(), 2);
        QCOMPARE(orders[1].toObject()[u"order"].toString(), u"F edi - nwg"_s);
        // With when they were received, to the millisecond.
        QCOMPARE(orders[0].toObject()[u"received"], before[0].toObject()[u"received"]);
        QCOMPARE(orders[1].toObject()[u"received"], before[1].toObject()[u"received"]);
    }

    // Seven pads at once, each sending 34 order lines for its own units (and lines for another power's,
    // which must never get in) 100 times, changing the orders each round: afterwards the game file holds the
    // last order each pad gave for each of its units, and nothing from a wrong power.
    void loadOfSevenPads()
    {
        PadServer::Settings settings;
        settings.burst = 1e6;
        settings.perSecond = 1e6;
        serve(settings);
        const Game &game = m_game->game();
        const int powers = game.map().powerCount();
        constexpr int rounds = 100;
        constexpr int linesPerRound = 34;
        std::vector<QStringList> lastOrder(static_cast<std::size_t>(powers));
        std::vector<std::unique_ptr<QNetworkAccessManager>> clients;
        std::vector<int> roundsDone(static_cast<std::size_t>(powers), 0);
        int failures = 0;
        int running = powers;
        QEventLoop loop;
        std::function<void(int)> sendRound = [&](int p) {
            const QStringList units = unitsOf(game, p);
            const QStringList foreign = unitsOf(game, (p + 1) % powers);
            QStringList lines;
            for (int k = 0; k < linesPerRound; ++k) {
                if (k % 17 == 16) {
                    lines << foreign[k % foreign.size()] + u" H"_s; // refused
                    continue;
                }
                // Hold or support-hold another own unit, changing with the round and the line.
                const QString unit = units[k % units.size()];
                const QString other = units[(k + roundsDone[std::size_t(p)]) % units.size()];
                lines << (other == unit ? unit + u" H"_s : unit + u" S "_s + other);
            }
            // The last line for each unit is the order that stays.
            QStringList last;
            for (const QString &unit : units) {
                for (qsizetype k = lines.size() - 1; k >= 0; --k) {
                    if (lines[k].startsWith(unit + u' ')) {
                        last << lines[k];
                        break;
                    }
                }
            }
            lastOrder[std::size_t(p)] = last;
            QNetworkRequest r(url(p, u"orders"_s));
            r.setHeader(QNetworkRequest::ContentTypeHeader, QByteArrayLiteral("text/plain"));
            QNetworkReply *reply = clients[std::size_t(p)]->post(r, lines.join(u'\n').toUtf8());
            connect(reply, &QNetworkReply::finished, this, [&, p, reply] {
                reply->deleteLater();
                const int status = reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt();
                const QJsonArray verdicts =
                    QJsonDocument::fromJson(reply->readAll()).object()[u"results"].toArray();
                int refused = 0;
                for (const QJsonValue &v : verdicts)
                    refused += !v.toObject()[u"accepted"].toBool();
                if (status != 200 || verdicts.size() != linesPerRound || refused != 2)
                    ++failures;
                if (++roundsDone[std::size_t(p)] < rounds)
                    sendRound(p);
                else if (--running == 0)
                    loop.quit();
            });
        };
        QElapsedTimer clock;
        clock.start();
        for (int p = 0; p < powers; ++p) {
            clients.push_back(std::make_unique<QNetworkAccessManager>());
            sendRound(p);
        }
        QTimer::singleShot(60000, &loop, &QEventLoop::quit);
        loop.exec();
        QCOMPARE(running, 0); // all within the minute
        QCOMPARE(failures, 0);
        qInfo("7 pads x %d submissions of %d lines: %lld ms", rounds, linesPerRound, clock.elapsed());

        const Game saved = fileGame();
        QCOMPARE(saved.currentEntry().orders, game.currentEntry().orders);
        std::vector<QStringList> inFile(static_cast<std::size_t>(powers));
        for (const EnteredOrder &o : saved.currentEntry().orders) {
            const Unit *unit = nullptr;
            for (const Unit &u : saved.currentEntry().position.units) {
                if (u.location == o.order.unit.location)
                    unit = &u;
            }
            QVERIFY(unit);
            QCOMPARE(unit->power, o.order.power); // none from a wrong power
            QCOMPARE(o.source, u"pad"_s);
            inFile[std::size_t(o.order.power)] << o.text;
        }
        for (int p = 0; p < powers; ++p) {
            QStringList expected = lastOrder[std::size_t(p)];
            QStringList actual = inFile[std::size_t(p)];
            expected.sort();
            actual.sort();
            QCOMPARE(actual, expected);
        }
    }

    // `arbiter-cli serve` killed with SIGKILL after a pad's orders: restarted, it prints the same links and
    // the orders are in the game.
    void theCommandLineServerLosesNothingToKill9()
    {
        serve(); // makes the game file
        m_server.reset();
        m_game.reset();
        auto start = [this](QProcess &process, QStringList *links) {
            process.start(QStringLiteral(ARBITER_CLI),
                          {u"serve"_s, m_path, u"--bind"_s, u"127.0.0.1"_s, u"--port"_s, u"0"_s});
            QVERIFY(process.waitForStarted(10000));
            while (links->size() < 7) {
                QVERIFY2(process.waitForReadyRead(10000), process.readAllStandardError().constData());
                while (process.canReadLine())
                    *links << QString::fromUtf8(process.readLine()).trimmed();
            }
        };
        QProcess first;
        QStringList links;
        start(first, &links);
        QVERIFY(links[2].startsWith(u"France http://127.0.0.1:"_s));
        const QUrl france(links[2].section(u' ', 1) + u"/orders"_s);
        QCOMPARE(request(m_net, "POST", france, "A par - pic\nA mar - spa").status, 200);
        first.kill();
        QVERIFY(first.waitForFinished(10000));

        QProcess second;
        QStringList again;
        start(second, &again);
        // The same tokens (the port is new: 0 asked for any).
        for (int p = 0; p < 7; ++p)
            QCOMPARE(again[p].section(u'/', -1), links[p].section(u'/', -1));
        const QUrl restarted(again[2].section(u' ', 1) + u"/orders"_s);
        const QJsonArray orders = request(m_net, "GET", restarted).json()[u"orders"].toArray();
        QCOMPARE(orders.size(), 2);
        QCOMPARE(orders[0].toObject()[u"order"].toString(), u"A par - pic"_s);
        second.kill();
        second.waitForFinished(10000);
    }

    // A retreat phase and an adjustment phase: the choices the page offers come from the engine, and the
    // orders of those phases are taken.
    void retreatAndAdjustmentPhases()
    {
        QString error;
        std::shared_ptr<const Map> map = Map::open(u"standard"_s, &error);
        QVERIFY2(map, qPrintable(error));
        Position retreat = Position::initial(*map);
        retreat.phase = {Season::Fall, 1901, PhaseKind::Retreat};
        for (Unit &u : retreat.units) {
            if (u.location == map->findLocation(u"vie")) {
                retreat.dislodged.push_back({u, map->findProvince(u"tyr"), false});
                u = {map->findPower(u"italy"), UnitType::Army, u.location};
            }
        }
        QVERIFY2(saveGame(Game(map, RuleSettings(), DrawMode::Dias, retreat), m_path, &error),
                 qPrintable(error));
        serve();
        const int austria = power("austria");
        QJsonObject state = request(m_net, "GET", url(austria, u"state"_s)).json();
        QCOMPARE(state[u"kind"].toString(), u"retreat"_s);
        QStringList moves;
        for (const QJsonValue &m : state[u"choices"].toObject()[u"vie"].toObject()[u"moves"].toArray())
            moves << m.toString();
        moves.sort();
        // Not Tyrolia, where the attacker came from; not Budapest or Trieste, held by Austria's own units.
        QCOMPARE(moves, (QStringList{u"boh"_s, u"gal"_s}));
        QCOMPARE(state[u"choices"].toObject().size(), 1); // only the dislodged unit has a choice
        Reply r = request(m_net, "POST", url(austria, u"orders"_s), "A vie - gal\nA bud H\nA bud - ser");
        QCOMPARE(r.status, 200);
        const QJsonArray verdicts = r.json()[u"results"].toArray();
        QVERIFY(verdicts[0].toObject()[u"accepted"].toBool());
        QCOMPARE(
            verdicts[1].toObject()[u"message"].toString(),
            u"Not entered: \"A bud H\" is no order for Fall 1901 Retreats, which takes only retreats and "
            "disbands."_s);
        // A retreat is a move of a dislodged unit: A bud stands, it has no retreat to make.
        QCOMPARE(verdicts[2].toObject()[u"message"].toString(),
                 u"Not entered: there is no unit of yours in Budapest."_s);
        // The page's disband, in place of the retreat.
        r = request(m_net, "POST", url(austria, u"orders"_s), "Disband A vie");
        QVERIFY(r.json()[u"results"].toArray()[0].toObject()[u"accepted"].toBool());
        QCOMPARE(fileGame().currentEntry().orders.size(), std::size_t(1));
        QCOMPARE(fileGame().currentEntry().orders[0].order.type, OrderType::Disband);

        m_server.reset();
        m_game.reset();
        Position winter = Position::initial(*map);
        winter.phase = {Season::Winter, 1901, PhaseKind::Adjustment};
        winter.owner[std::size_t(map->findProvince(u"swe"))] = map->findPower(u"russia");
        winter.owner[std::size_t(map->findProvince(u"tri"))] = map->findPower(u"italy");
        QVERIFY2(saveGame(Game(map, RuleSettings(), DrawMode::Dias, winter), m_path, &error),
                 qPrintable(error));
        serve();
        const int russia = power("russia");
        state = request(m_net, "GET", url(russia, u"state"_s)).json();
        QCOMPARE(state[u"kind"].toString(), u"adjustment"_s);
        QVERIFY(state[u"builds"].toArray().isEmpty()); // every Russian home centre is occupied
        state = request(m_net, "GET", url(austria, u"state"_s)).json();
        QCOMPARE(state[u"removals"].toArray().size(), 3); // Austria lost Trieste: one of its three goes
        r = request(m_net, "POST", url(austria, u"orders"_s), "Remove A vie");
        QVERIFY(r.json()[u"results"].toArray()[0].toObject()[u"accepted"].toBool());
        QCOMPARE(fileGame().currentEntry().orders.size(), std::size_t(1));
    }

    // The same checks as the order line, without the network: the messages the pad shows.
    void submissionsAreJudgedAsTheOrderLineJudges()
    {
        QString error;
        std::shared_ptr<const Map> map = Map::open(u"standard"_s, &error);
        QVERIFY2(map, qPrintable(error));
        const Game game(map);
        const int austria = map->findPower(u"austria"_s);
        const Submission s =
            judgeSubmission(game, *map, austria,
                            u"Austria:\nA vie - tyr; A bud - xyz\nBuild A vie\nA vie S A bud - gal\n"
                            "# a comment\nF tri - ven\nRussia:\n"_s);
        QCOMPARE(int(s.verdicts.size()), 6);
        QVERIFY(s.verdicts[0].accepted);
        QCOMPARE(s.verdicts[0].line, 2);
        QCOMPARE(s.verdicts[1].message, u"Cannot read \"A bud - xyz\": unknown place 'xyz'."_s);
        QCOMPARE(
            s.verdicts[2].message,
            u"Not entered: \"Build A vie\" is no order for Spring 1901 Movement, which takes only holds, "
            "moves, supports and convoys."_s);
        // Judged among the orders before it: A bud has no order to Galicia.
        QVERIFY(s.verdicts[3].accepted);
        QVERIFY2(s.verdicts[3].message.startsWith(u"Entered A vie S A bud - gal. Note: "_s),
                 qPrintable(s.verdicts[3].message));
        QCOMPARE(s.verdicts[4].message, u"Entered F tri - ven."_s);
        QCOMPARE(s.verdicts[5].message, u"Not entered: you give Austria's orders, not Russia's."_s);
        // A vie's second order replaces its first, as the game will keep it.
        QCOMPARE(int(s.accepted.size()), 3);
        QCOMPARE(s.accepted[1].text, u"A vie S A bud - gal"_s);
    }
};

QTEST_GUILESS_MAIN(TestOrderPads)
#include "tst_order_pads.moc"
