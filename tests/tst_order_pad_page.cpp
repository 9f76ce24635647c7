// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
// The player's page in a real browser: headless Chromium (Debian's `chromium`) on a phone-sized screen,
// driven over its DevTools protocol, opens a pad's link, taps a unit and a destination as a finger would,
// sends, and the order is in the game file. Skipped when Chromium is not installed.
#include "file_pad_game.h"
#include "pad_server.h"
#include "pad_tokens.h"
#include "record/game_file.h"

#include <QEventLoop>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <QTranslator>
#include <QWebSocket>

#include <unistd.h>

using namespace arbiter;
using namespace arbiter::pads;

namespace {

// One page of the browser, spoken to over the DevTools protocol (one command at a time, waited for).
class DevTools
{
  public:
    bool connectTo(const QUrl &browser)
    {
        QEventLoop loop;
        QObject::connect(&m_socket, &QWebSocket::connected, &loop, &QEventLoop::quit);
        QObject::connect(&m_socket, &QWebSocket::textMessageReceived, &m_socket, [this](const QString &text) {
            m_messages.append(QJsonDocument::fromJson(text.toUtf8()).object());
        });
        QTimer::singleShot(10000, &loop, &QEventLoop::quit);
        m_socket.open(browser);
        loop.exec();
        return m_socket.state() == QAbstractSocket::ConnectedState;
    }
    // The command's result; an empty object, and `error` set, when it failed or took more than 20 s.
    QJsonObject call(const QString &method, const QJsonObject &params = {})
    {
        QJsonObject command;
        command[u"id"] = ++m_id;
        command[u"method"] = method;
        command[u"params"] = params;
        if (!m_session.isEmpty())
            command[u"sessionId"] = m_session;
        m_socket.sendTextMessage(QString::fromUtf8(QJsonDocument(command).toJson(QJsonDocument::Compact)));
        QElapsedTimer clock;
        clock.start();
        while (clock.elapsed() < 20000) {
            for (qsizetype i = 0; i < m_messages.size(); ++i) {
                if (m_messages[i][u"id"].toInt() != m_id)
                    continue;
                const QJsonObject reply = m_messages.takeAt(i);
                error = reply[u"error"].toObject()[u"message"].toString();
                return reply[u"result"].toObject();
            }
            QTest::qWait(10);
        }
        error = QStringLiteral("no answer to ") + method;
        return {};
    }
    // The value of a script run in the page.
    QJsonValue evaluate(const QString &script)
    {
        QJsonObject params;
        params[u"expression"] = script;
        params[u"returnByValue"] = true;
        params[u"awaitPromise"] = true;
        return call(QStringLiteral("Runtime.evaluate"), params)[u"result"].toObject()[u"value"];
    }
    // Waits (at most 10 s) until the script gives true.
    bool waitFor(const QString &script)
    {
        QElapsedTimer clock;
        clock.start();
        while (clock.elapsed() < 10000) {
            if (evaluate(script).toBool())
                return true;
            QTest::qWait(50);
        }
        return false;
    }
    // A finger's tap at the middle of the element the selector finds (as the page lays it out now).
    bool tap(const QString &selector)
    {
        const QJsonArray at =
            evaluate(
                QStringLiteral("(() => { const e = document.querySelector('%1'); if (!e) return null; "
                               "e.scrollIntoView({block: 'center'}); const r = e.getBoundingClientRect(); "
                               "return [r.x + r.width / 2, r.y + r.height / 2]; })()")
                    .arg(selector))
                .toArray();
        if (at.size() != 2)
            return false;
        for (const char *type : {"mousePressed", "mouseReleased"}) {
            QJsonObject event;
            event[u"type"] = QString::fromLatin1(type);
            event[u"x"] = at[0];
            event[u"y"] = at[1];
            event[u"button"] = QStringLiteral("left");
            event[u"clickCount"] = 1;
            call(QStringLiteral("Input.dispatchMouseEvent"), event);
        }
        return error.isEmpty();
    }
    void setSession(const QString &session) { m_session = session; }

    QString error;

  private:
    QWebSocket m_socket;
    QList<QJsonObject> m_messages;
    QString m_session;
    int m_id = 0;
};

} // namespace

class TestOrderPadPage : public QObject
{
    Q_OBJECT

  private:
    QTemporaryDir m_dir;
    QProcess m_browser;

  private slots:
    void cleanup()
    {
        if (m_browser.state() != QProcess::NotRunning) {
            m_browser.kill();
            m_browser.waitForFinished(10000);
        }
    }

    void aTapAndASendPutTheOrderInTheGame_data()
    {
        QTest::addColumn<QString>("language");
        QTest::addColumn<QString>("sendButton");
        QTest::newRow("English") << QStringLiteral("en-GB") << QStringLiteral("Send orders");
        QTest::newRow("French") << QStringLiteral("fr-FR") << QStringLiteral("Envoyer les ordres");
        QTest::newRow("German") << QStringLiteral("de-DE") << QStringLiteral("Befehle senden");
    }
    void aTapAndASendPutTheOrderInTheGame()
    {
        QFETCH(QString, language);
        QFETCH(QString, sendButton);
        QString chromium = QStandardPaths::findExecutable(QStringLiteral("chromium"));
        if (chromium.isEmpty())
            chromium = QStandardPaths::findExecutable(QStringLiteral("chromium-browser"));
        if (chromium.isEmpty())
            QSKIP("Chromium is not installed (Debian: apt-get install chromium)");

        // The game file and its server, as `arbiter-cli serve` has them.
        QVERIFY(m_dir.isValid());
        const QString path = m_dir.filePath(language + QStringLiteral(".json"));
        QString error;
        std::shared_ptr<const Map> map = Map::open(QStringLiteral("standard"), &error);
        QVERIFY2(map, qPrintable(error));
        QVERIFY2(saveGame(Game(map), path, &error), qPrintable(error));
        std::unique_ptr<FilePadGame> game = FilePadGame::open(path, &error);
        QVERIFY2(game, qPrintable(error));
        std::optional<PadTokens> tokens = tokensForGame(*map, path, &error);
        QVERIFY2(tokens, qPrintable(error));
        PadServer server(game.get(), &*tokens);
        QVERIFY2(server.start({}, &error), qPrintable(error));
        const int france = map->findPower(QStringLiteral("france"));
        const QUrl link = server.padUrl(france, QStringLiteral("127.0.0.1"));

        QStringList arguments{QStringLiteral("--headless"),
                              QStringLiteral("--disable-gpu"),
                              QStringLiteral("--no-first-run"),
                              QStringLiteral("--remote-debugging-port=0"),
                              QStringLiteral("--user-data-dir=") +
                                  m_dir.filePath(language + QStringLiteral("-profile")),
                              QStringLiteral("--lang=") + language,
                              QStringLiteral("--accept-lang=") + language,
                              QStringLiteral("about:blank")};
        if (geteuid() == 0)
            arguments.prepend(QStringLiteral("--no-sandbox")); // Chromium's sandbox refuses to run as root
        m_browser.setProcessChannelMode(QProcess::SeparateChannels);
        m_browser.start(chromium, arguments);
        QVERIFY(m_browser.waitForStarted(20000));
        QUrl devtools;
        QByteArray said;
        const QRegularExpression listening(QStringLiteral("DevTools listening on (ws://\\S+)"));
        QElapsedTimer clock;
        clock.start();
        while (devtools.isEmpty() && clock.elapsed() < 30000) {
            m_browser.waitForReadyRead(200);
            said += m_browser.readAllStandardError();
            const QRegularExpressionMatch m = listening.match(QString::fromUtf8(said));
            if (m.hasMatch())
                devtools = QUrl(m.captured(1));
        }
        QVERIFY2(!devtools.isEmpty(), said.constData());

        DevTools page;
        QVERIFY(page.connectTo(devtools));
        QJsonObject target;
        target[u"url"] = QStringLiteral("about:blank");
        const QString targetId =
            page.call(QStringLiteral("Target.createTarget"), target)[u"targetId"].toString();
        QVERIFY2(!targetId.isEmpty(), qPrintable(page.error));
        QJsonObject attach;
        attach[u"targetId"] = targetId;
        attach[u"flatten"] = true;
        const QString session =
            page.call(QStringLiteral("Target.attachToTarget"), attach)[u"sessionId"].toString();
        QVERIFY2(!session.isEmpty(), qPrintable(page.error));
        page.setSession(session);
        // A phone's screen: 390 × 844 CSS pixels, three device pixels each.
        QJsonObject phone;
        phone[u"width"] = 390;
        phone[u"height"] = 844;
        phone[u"deviceScaleFactor"] = 3;
        phone[u"mobile"] = true;
        page.call(QStringLiteral("Emulation.setDeviceMetricsOverride"), phone);
        QVERIFY2(page.error.isEmpty(), qPrintable(page.error));
        QJsonObject navigate;
        navigate[u"url"] = link.toString();
        page.call(QStringLiteral("Page.navigate"), navigate);
        QVERIFY2(page.error.isEmpty(), qPrintable(page.error));

        // The page has the board: France's units drawn, the move button in the browser's language.
        QVERIFY(page.waitFor(QStringLiteral("document.querySelectorAll('[data-place]').length === 22")));
        QCOMPARE(page.evaluate(QStringLiteral("document.getElementById('send').textContent")).toString(),
                 sendButton);
        QVERIFY(page.tap(QStringLiteral("#modes button[data-mode=\"move\"]")));
        QVERIFY(page.tap(QStringLiteral("[data-place=\"par\"]")));
        // Paris's moves are highlighted, among them Burgundy; Munich (not reachable) is not.
        QVERIFY(page.waitFor(QStringLiteral("document.getElementById('bur').classList.contains('pad-hi')")));
        QVERIFY(!page.evaluate(QStringLiteral("document.getElementById('mun').classList.contains('pad-hi')"))
                     .toBool());
        QVERIFY(page.tap(QStringLiteral("#provinces path#bur")));
        QCOMPARE(page.evaluate(QStringLiteral("document.getElementById('draft').value")).toString(),
                 QStringLiteral("A par - bur\n"));
        QVERIFY(page.tap(QStringLiteral("#send")));
        QVERIFY(page.waitFor(
            QStringLiteral("document.querySelectorAll('#orders li').length === 1 && "
                           "document.querySelector('#orders li').textContent.includes('A par - bur')")));
        // The server's verdict in the browser's language, as the program's translation has it.
        QTranslator translation;
        QVERIFY(language.startsWith(u"en") ||
                translation.load(QStringLiteral(":/i18n/arbiter_%1.qm").arg(language.left(2))));
        QString entered = translation.translate("OrderSubmission", "Entered %1.");
        if (entered.isEmpty())
            entered = QStringLiteral("Entered %1.");
        QCOMPARE(
            page.evaluate(QStringLiteral("document.querySelector('#verdicts li').textContent")).toString(),
            entered.arg(QStringLiteral("A par - bur")));

        // A support in three taps: the supporter, the unit it supports, where that unit goes.
        QVERIFY(page.tap(QStringLiteral("#modes button[data-mode=\"support\"]")));
        QVERIFY(page.tap(QStringLiteral("[data-place=\"mar\"]")));
        QVERIFY(page.waitFor(QStringLiteral("document.getElementById('par').classList.contains('pad-hi')")));
        QVERIFY(page.tap(QStringLiteral("[data-place=\"par\"]")));
        QVERIFY(page.waitFor(QStringLiteral("document.getElementById('bur').classList.contains('pad-hi')")));
        QVERIFY(page.tap(QStringLiteral("#provinces path#bur")));
        QCOMPARE(page.evaluate(QStringLiteral("document.getElementById('draft').value")).toString(),
                 QStringLiteral("A mar S A par - bur\n"));
        QVERIFY(page.tap(QStringLiteral("#send")));
        QVERIFY(page.waitFor(QStringLiteral("document.querySelectorAll('#orders li').length === 2")));

        // In the game file, as the pad's.
        std::unique_ptr<FilePadGame> saved = FilePadGame::open(path, &error);
        QVERIFY2(saved, qPrintable(error));
        QCOMPARE(saved->game().currentEntry().orders.size(), std::size_t(2));
        QCOMPARE(saved->game().currentEntry().orders[0].text, QStringLiteral("A par - bur"));
        QCOMPARE(saved->game().currentEntry().orders[1].text, QStringLiteral("A mar S A par - bur"));
        for (const EnteredOrder &o : saved->game().currentEntry().orders)
            QCOMPARE(o.source, QStringLiteral("pad"));

        page.evaluate(QStringLiteral("window.scrollTo(0, 0)"));
        const QByteArray png = QByteArray::fromBase64(
            page.call(QStringLiteral("Page.captureScreenshot"))[u"data"].toString().toLatin1());
        QVERIFY(png.startsWith("\x89PNG"));
        if (qEnvironmentVariableIsSet("ARBITER_SCREENSHOT_DIR")) {
            QFile file(qEnvironmentVariable("ARBITER_SCREENSHOT_DIR") + QStringLiteral("/order-pad-phone-") +
                       language.left(2) + QStringLiteral(".png"));
            QVERIFY(file.open(QIODevice::WriteOnly));
            file.write(png);
        }
    }
};

QTEST_GUILESS_MAIN(TestOrderPadPage)
#include "tst_order_pad_page.moc"
