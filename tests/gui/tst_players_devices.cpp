// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
// Game → Players' Devices…: the game master starts the order pads' server from the menu, sees a link and a
// QR code per power, an order a phone sends shows in the orders list with where it came from and is undone
// like a typed one, and an adjudicated phase refuses the phones' late orders.
#include "document/autosave.h"
#include "document/game_document.h"
#include "game_master_window.h"
#include "gui_test_environment.h"
#include "main_window.h"
#include "pad_server_record.h"
#include "pad_tokens.h"
#include "pads/order_pads.h"
#include "pads/players_devices_dialog.h"
#include "pads/qr_code.h"
#include "widgets/orders_model.h"
#include "widgets/orders_panel.h"

#include <QAction>
#include <QCheckBox>
#include <QComboBox>
#include <QEventLoop>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QLineEdit>
#include <QNetworkAccessManager>
#include <QNetworkReply>
#include <QPdfWriter>
#include <QPushButton>
#include <QSpinBox>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <QTreeView>
#include <QUndoStack>

using namespace arbiter;
using arbiter::ui::MainWindow;

namespace {

struct Reply
{
    int status = 0;
    QJsonObject json;
};

// A phone's request; the server runs in this thread, so the wait runs the event loop.
Reply send(const QByteArray &method, const QUrl &url, const QByteArray &body = {})
{
    QNetworkAccessManager net;
    QNetworkRequest request(url);
    request.setHeader(QNetworkRequest::ContentTypeHeader, QByteArrayLiteral("text/plain; charset=utf-8"));
    QNetworkReply *reply = net.sendCustomRequest(request, method, body);
    QEventLoop loop;
    QObject::connect(reply, &QNetworkReply::finished, &loop, &QEventLoop::quit);
    QTimer::singleShot(10000, &loop, &QEventLoop::quit);
    loop.exec();
    Reply out{reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt(),
              QJsonDocument::fromJson(reply->readAll()).object()};
    delete reply;
    return out;
}

// Whether `image` has a QR finder pattern (7×7 modules: dark ring, light ring, dark 3×3 core) with its
// top-left module at (x, y).
bool finderAt(const QImage &image, int x, int y, int module)
{
    auto dark = [&](int mx, int my) {
        return qGray(image.pixel(x + mx * module + module / 2, y + my * module + module / 2)) < 128;
    };
    for (int i = 0; i < 7; ++i) {
        if (!dark(i, 0) || !dark(i, 6) || !dark(0, i) || !dark(6, i))
            return false;
    }
    for (int i = 1; i < 6; ++i) {
        if (dark(i, 1) || dark(i, 5) || dark(1, i) || dark(5, i))
            return false;
    }
    return dark(2, 2) && dark(3, 3) && dark(4, 4);
}

} // namespace

class TestPlayersDevices : public QObject
{
    Q_OBJECT

  private:
    std::shared_ptr<const Map> m_map;
    std::unique_ptr<MainWindow> m_window;

    ui::PlayersDevicesDialog *openDialog()
    {
        QAction *action = m_window->findChild<QAction *>(QStringLiteral("playersDevicesAction"));
        if (!action)
            return nullptr;
        action->trigger();
        return m_window->playersDevices();
    }
    // Starts the server from the dialog as the game master does: loopback, any free port, Start.
    void startOnLoopback(ui::PlayersDevicesDialog *dialog)
    {
        auto *address = dialog->findChild<QComboBox *>(QStringLiteral("padAddress"));
        auto *port = dialog->findChild<QSpinBox *>(QStringLiteral("padPort"));
        QVERIFY(address && port);
        address->lineEdit()->selectAll();
        QTest::keyClicks(address->lineEdit(), QStringLiteral("127.0.0.1"));
        auto *portText = port->findChild<QLineEdit *>();
        QVERIFY(portText);
        portText->selectAll();
        QTest::keyClicks(portText, QStringLiteral("0"));
        QCOMPARE(port->value(), 0);
        QTest::mouseClick(dialog->findChild<QPushButton *>(QStringLiteral("padStartStop")), Qt::LeftButton);
    }
    QUrl link(ui::PlayersDevicesDialog *dialog, int power) const
    {
        auto *table = dialog->findChild<QTableWidget *>(QStringLiteral("padTable"));
        return QUrl(table->item(power, 2)->text());
    }
    // The detail the orders panel shows beside the order `text`.
    QString panelDetail(const QString &text) const
    {
        const QAbstractItemModel *model = m_window->ordersPanel()->view()->model();
        for (int g = 0; g < model->rowCount(); ++g) {
            const QModelIndex group = model->index(g, 0);
            for (int r = 0; r < model->rowCount(group); ++r) {
                if (model->index(r, ui::OrdersModel::OrderColumn, group).data().toString() == text)
                    return model->index(r, ui::OrdersModel::StateColumn, group).data().toString();
            }
        }
        return {};
    }

  private slots:
    void initTestCase()
    {
        test::isolateFromUserData(QStringLiteral("arbiter-players-devices-test"));
        QString error;
        m_map = MainWindow::loadStandardMap(&error);
        QVERIFY2(m_map, qPrintable(error));
    }
    void init() { m_window = test::openGameMasterWindow(m_map); }
    void cleanup() { m_window.reset(); }

    void qrCodesCarryTheLinks()
    {
        const QImage code =
            ui::qrCode(QStringLiteral("http://192.168.1.20:8737/p/0123456789abcdef0123456789abcdef"), 4);
        QVERIFY(!code.isNull());
        // A QR code's side is 17 + 4 × version modules, and the quiet zone 4 on each side.
        const int modules = code.width() / 4 - 8;
        QCOMPARE((modules - 17) % 4, 0);
        QVERIFY(finderAt(code, 16, 16, 4));
        QVERIFY(finderAt(code, 16 + (modules - 7) * 4, 16, 4));
        QVERIFY(finderAt(code, 16, 16 + (modules - 7) * 4, 4));
        QVERIFY(!finderAt(code, 16 + (modules - 7) * 4, 16 + (modules - 7) * 4, 4)); // no fourth corner
    }

    void aPhonesOrderArrivesInTheOrdersListWithItsSource()
    {
        ui::PlayersDevicesDialog *dialog = openDialog();
        QVERIFY(dialog);
        QVERIFY(QTest::qWaitForWindowExposed(dialog));
        QVERIFY(link(dialog, 0).scheme().isEmpty()); // no link while the server is off
        startOnLoopback(dialog);
        QVERIFY(m_window->phonePads()->isRunning());
        auto *table = dialog->findChild<QTableWidget *>(QStringLiteral("padTable"));
        QCOMPARE(table->rowCount(), 7);
        for (int p = 0; p < 7; ++p) {
            auto *code = qobject_cast<QLabel *>(table->cellWidget(p, 1));
            QVERIFY(code && !code->pixmap().isNull());
            QVERIFY(link(dialog, p).toString().startsWith(QStringLiteral("http://127.0.0.1:")));
        }
        if (qEnvironmentVariableIsSet("ARBITER_SCREENSHOT_DIR"))
            dialog->grab().save(qEnvironmentVariable("ARBITER_SCREENSHOT_DIR") +
                                QStringLiteral("/players-devices.png"));

        const int france = m_map->findPower(QStringLiteral("france"));
        QUrl orders = link(dialog, france);
        orders.setPath(orders.path() + QStringLiteral("/orders"));
        const Reply reply = send("POST", orders, "A par - bur\nA mun - ruh");
        QCOMPARE(reply.status, 200);
        document::GameDocument *game = m_window->document();
        QCOMPARE(game->orders().size(), std::size_t(1));
        QCOMPARE(game->orders()[0].source, QStringLiteral("pad"));
        QCOMPARE(game->undoStack()->undoText(), QStringLiteral("Orders from France's phone"));
        // Already in the recovery file: a crash now loses nothing the phone was told was received.
        QFile recovery(m_window->autosave()->path());
        QVERIFY(recovery.open(QIODevice::ReadOnly));
        const QByteArray recovered = recovery.readAll();
        QVERIFY(recovered.contains("\"order\":\"France: A par - bur\""));
        QVERIFY(recovered.contains("\"source\":\"pad\""));
        QCOMPARE(panelDetail(QStringLiteral("A par - bur")), QStringLiteral("entered, from France's phone"));
        QVERIFY(table->item(france, 3)->text().startsWith(QStringLiteral("1 of 3 units, last change ")));
        // The orders themselves only when the game master asks for them.
        QVERIFY(!table->item(france, 3)->text().contains(QStringLiteral("bur")));
        QTest::mouseClick(dialog->findChild<QCheckBox *>(QStringLiteral("padShowOrders")), Qt::LeftButton,
                          Qt::NoModifier, QPoint(5, 5));
        QVERIFY(table->item(france, 3)->text().contains(QStringLiteral("A par - bur")));

        // Undone like a typed order; the phone sees it gone.
        game->undoStack()->undo();
        QCOMPARE(game->orders().size(), std::size_t(0));
        QCOMPARE(send("GET", orders).json[u"orders"].toArray().size(), 0);
        game->undoStack()->redo();

        // The game master closes the phase: the phone's late order is refused and says why.
        game->adjudicate();
        QUrl late = orders;
        late.setQuery(QStringLiteral("phase=S1901M"));
        const Reply refused = send("POST", late, "A bur - mun");
        QCOMPARE(refused.status, 409);
        QVERIFY(
            refused.json[u"error"].toString().startsWith(QStringLiteral("Spring 1901 Movement is closed")));
        QCOMPARE(game->orders().size(), std::size_t(0));

        // Stopped, nothing answers.
        QTest::mouseClick(dialog->findChild<QPushButton *>(QStringLiteral("padStartStop")), Qt::LeftButton);
        QVERIFY(!m_window->phonePads()->isRunning());
        QCOMPARE(send("GET", orders).status, 0);
    }

    // A phone in French gets its answers in French; the game master's windows, which follow the order it
    // sent there and then, stay in the program's language. A phase not begun yet is not called closed.
    void aPhonesLanguageStaysOnThePhone()
    {
        ui::PlayersDevicesDialog *dialog = openDialog();
        QVERIFY(dialog);
        QVERIFY(QTest::qWaitForWindowExposed(dialog));
        startOnLoopback(dialog);
        QVERIFY(m_window->phonePads()->isRunning());
        const int france = m_map->findPower(QStringLiteral("france"));
        QUrl orders = link(dialog, france);
        orders.setPath(orders.path() + QStringLiteral("/orders"));
        orders.setQuery(QStringLiteral("lang=fr"));
        const Reply reply = send("POST", orders, "A par - bur");
        QCOMPARE(reply.status, 200);
        const QString verdict = reply.json[u"results"].toArray().at(0).toObject()[u"message"].toString();
        QVERIFY2(verdict.contains(QStringLiteral("saisi")), qPrintable(verdict));
        QCOMPARE(panelDetail(QStringLiteral("A par - bur")), QStringLiteral("entered, from France's phone"));
        auto *table = dialog->findChild<QTableWidget *>(QStringLiteral("padTable"));
        QVERIFY2(table->item(france, 3)->text().startsWith(QStringLiteral("1 of 3 units, last change ")),
                 qPrintable(table->item(france, 3)->text()));
        QCOMPARE(m_window->document()->undoStack()->undoText(), QStringLiteral("Orders from France's phone"));

        orders.setQuery(QStringLiteral("phase=F1901M"));
        const Reply early = send("POST", orders, "A bur - mun");
        QCOMPARE(early.status, 409);
        QVERIFY2(
            early.json[u"error"].toString().startsWith(QStringLiteral("Fall 1901 Movement has not begun")),
            qPrintable(early.json[u"error"].toString()));
    }

    // The program killed (kill -9) while the server runs and a phone has sent an order; the game restored at
    // the next start: its server answers again by itself on the same address and port with the same links,
    // and the phone's order still says when it was received.
    void afterACrashTheServerStartsAgainWithTheSameLinks()
    {
        QTemporaryDir dir;
        const QString file = dir.filePath(QStringLiteral("table.json"));
        QVERIFY(m_window->saveFile(file));
        ui::PlayersDevicesDialog *dialog = openDialog();
        QVERIFY(dialog);
        startOnLoopback(dialog);
        QVERIFY(m_window->phonePads()->isRunning());
        const int france = m_map->findPower(QStringLiteral("france"));
        const QUrl page = link(dialog, france);
        QUrl orders = page;
        orders.setPath(orders.path() + QStringLiteral("/orders"));
        QCOMPARE(send("POST", orders, "A par - bur").status, 200);
        const QJsonObject sent = send("GET", orders).json[u"orders"].toArray().at(0).toObject();
        const QString received = sent[u"received"].toString();
        QVERIFY(!received.isEmpty());
        QTRY_VERIFY(!m_window->autosave()->writePending());
        // The receipt times are written within a second of a sending (a kill sooner costs only that note).
        const int phase = m_window->document()->game().current();
        QTRY_VERIFY(
            !pads::readReceivedTimes(*m_map, pads::padTokensFile(file), phase, QStringLiteral("S1901M"))
                 .at(std::size_t(france))
                 .isEmpty());

        // Killed: no close event, nothing of a normal end runs; the files stay as they were written.
        m_window.reset();
        QCOMPARE(send("GET", orders).status, 0);
        QVERIFY(pads::readServedAddress(pads::padTokensFile(file)).has_value());
        m_window = test::openGameMasterWindow(m_map, test::WindowSettings{.keepRecoveryFile = true});
        QVERIFY(m_window->offerRecovery()); // Restore
        QCOMPARE(m_window->document()->fileName(), file);
        QVERIFY(m_window->phonePads()->isRunning());
        const QJsonArray again = send("GET", orders).json[u"orders"].toArray();
        QCOMPARE(again.size(), 1);
        QCOMPARE(again[0].toObject()[u"order"].toString(), QStringLiteral("A par - bur"));
        QCOMPARE(again[0].toObject()[u"received"].toString(), received);
        dialog = openDialog();
        QVERIFY(dialog);
        QCOMPARE(link(dialog, france), page);
        // The phone goes on sending.
        QCOMPARE(send("POST", orders, "A mar - pie").status, 200);
        QCOMPARE(m_window->document()->orders().size(), std::size_t(2));

        // Closed normally, it does not start again by itself.
        QVERIFY(m_window->close());
        QVERIFY(!pads::readServedAddress(pads::padTokensFile(file)).has_value());
        QCOMPARE(send("GET", orders).status, 0);
    }

    void aCardPerPowerIsPrinted()
    {
        ui::PlayersDevicesDialog *dialog = openDialog();
        QVERIFY(dialog);
        startOnLoopback(dialog);
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("cards.pdf"));
        {
            QPdfWriter pdf(path);
            dialog->paintCards(&pdf);
        }
        QFile file(path);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QByteArray bytes = file.readAll();
        QCOMPARE(bytes.count("/Type /Page\n") + bytes.count("/Type /Page\r") + bytes.count("/Type /Page "),
                 7);
    }

    void aNewLinkLocksTheOldOneOut()
    {
        ui::PlayersDevicesDialog *dialog = openDialog();
        QVERIFY(dialog);
        startOnLoopback(dialog);
        const QUrl old = link(dialog, 4);
        QCOMPARE(send("GET", QUrl(old.toString() + QStringLiteral("/state"))).status, 200);
        auto *table = dialog->findChild<QTableWidget *>(QStringLiteral("padTable"));
        QTest::mouseClick(qobject_cast<QPushButton *>(table->cellWidget(4, 4)), Qt::LeftButton);
        QVERIFY(link(dialog, 4) != old);
        QCOMPARE(send("GET", QUrl(old.toString() + QStringLiteral("/state"))).status, 403);
        QCOMPARE(send("GET", QUrl(link(dialog, 4).toString() + QStringLiteral("/state"))).status, 200);
    }
};

QTEST_MAIN(TestPlayersDevices)
#include "tst_players_devices.moc"
