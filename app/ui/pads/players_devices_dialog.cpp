// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
#include "pads/players_devices_dialog.h"

#include "document/game_document.h"
#include "document/order_description.h"
#include "pads/order_pads.h"
#include "pads/qr_code.h"
#include "text/order_formatter.h"
#include "window/document_manager.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QNetworkInterface>
#include <QPagedPaintDevice>
#include <QPainter>
#include <QPrintDialog>
#include <QPrinter>
#include <QPushButton>
#include <QSettings>
#include <QSpinBox>
#include <QTableWidget>
#include <QVBoxLayout>

namespace arbiter::ui {

namespace {

enum Column
{
    PowerColumn,
    CodeColumn,
    LinkColumn,
    ReceivedColumn,
    ReissueColumn,
    ColumnCount
};

constexpr int defaultPort = 8737;
constexpr int codeModule = 3; // pixels per QR module on screen

} // namespace

PlayersDevicesDialog::PlayersDevicesDialog(DocumentManager *documents, OrderPads *pads, QWidget *parent)
    : QDialog(parent), m_documents(documents), m_pads(pads)
{
    setObjectName(QStringLiteral("playersDevicesDialog"));
    setWindowTitle(tr("Players' Devices"));
    auto *layout = new QVBoxLayout(this);
    auto *intro = new QLabel(
        tr("The players give their orders on their phones: each opens their power's link (or scans its code) "
           "on the table's network. Anyone with a power's link can give its orders: hand each link to its "
           "player only."),
        this);
    intro->setWordWrap(true);
    layout->addWidget(intro);

    auto *form = new QFormLayout;
    m_address = new QComboBox(this);
    m_address->setObjectName(QStringLiteral("padAddress"));
    m_address->setEditable(true);
    const QString preferred = pads::PadServer::defaultAddress().toString();
    m_address->addItem(preferred);
    for (const QHostAddress &a : QNetworkInterface::allAddresses()) {
        if (a.protocol() == QAbstractSocket::IPv4Protocol && a.toString() != preferred)
            m_address->addItem(a.toString());
    }
    m_address->addItem(QStringLiteral("0.0.0.0"));
    // The address and port of the last start: the phones' links stay the same across restarts.
    const QSettings settings;
    const QString lastAddress = settings.value(QStringLiteral("orderPads/address")).toString();
    if (!lastAddress.isEmpty())
        m_address->setCurrentText(lastAddress);
    m_address->setToolTip(tr("The address of this computer on the players' network. 0.0.0.0 listens on every "
                             "network this computer is on."));
    form->addRow(tr("&Address:"), m_address);
    m_port = new QSpinBox(this);
    m_port->setObjectName(QStringLiteral("padPort"));
    m_port->setRange(0, 65535);
    m_port->setValue(settings.value(QStringLiteral("orderPads/port"), defaultPort).toInt());
    m_port->setSpecialValueText(tr("any free port"));
    form->addRow(tr("&Port:"), m_port);
    layout->addLayout(form);

    auto *buttons = new QHBoxLayout;
    m_startStop = new QPushButton(this);
    m_startStop->setObjectName(QStringLiteral("padStartStop"));
    connect(m_startStop, &QPushButton::clicked, this, &PlayersDevicesDialog::toggleServer);
    buttons->addWidget(m_startStop);
    m_print = new QPushButton(tr("Print &Cards…"), this);
    connect(m_print, &QPushButton::clicked, this, &PlayersDevicesDialog::printCards);
    buttons->addWidget(m_print);
    m_showOrders = new QCheckBox(tr("Show the &orders received"), this);
    m_showOrders->setObjectName(QStringLiteral("padShowOrders"));
    connect(m_showOrders, &QCheckBox::toggled, this, &PlayersDevicesDialog::refresh);
    buttons->addWidget(m_showOrders);
    buttons->addStretch();
    layout->addLayout(buttons);
    m_status = new QLabel(this);
    m_status->setObjectName(QStringLiteral("padStatus"));
    m_status->setWordWrap(true);
    layout->addWidget(m_status);

    m_table = new QTableWidget(0, ColumnCount, this);
    m_table->setObjectName(QStringLiteral("padTable"));
    m_table->setHorizontalHeaderLabels(
        {tr("Power"), tr("Code"), tr("Link"), tr("Orders received"), QString()});
    m_table->verticalHeader()->hide();
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->horizontalHeader()->setSectionResizeMode(LinkColumn, QHeaderView::Stretch);
    layout->addWidget(m_table, 1);
    auto *close = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(close, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(close);

    connect(m_pads, &OrderPads::changed, this, &PlayersDevicesDialog::refresh);
    connect(m_documents, &DocumentManager::documentChanged, this, [this](document::GameDocument *document) {
        connect(document, &document::GameDocument::ordersChanged, this, &PlayersDevicesDialog::refresh);
        connect(document, &document::GameDocument::phaseAdjudicated, this, &PlayersDevicesDialog::refresh);
        refresh();
    });
    if (document::GameDocument *document = m_documents->document()) {
        connect(document, &document::GameDocument::ordersChanged, this, &PlayersDevicesDialog::refresh);
        connect(document, &document::GameDocument::phaseAdjudicated, this, &PlayersDevicesDialog::refresh);
    }
    resize(900, 700);
    refresh();
}

void PlayersDevicesDialog::toggleServer()
{
    m_error.clear();
    if (m_pads->isRunning()) {
        m_pads->stop();
        return;
    }
    pads::PadServer::Settings settings;
    if (!settings.address.setAddress(m_address->currentText().trimmed())) {
        m_error = tr("\"%1\" is no IP address.").arg(m_address->currentText().trimmed());
        refresh();
        return;
    }
    settings.port = quint16(m_port->value());
    QString error;
    if (m_pads->start(settings, &error)) {
        QSettings kept;
        kept.setValue(QStringLiteral("orderPads/address"), settings.address.toString());
        kept.setValue(QStringLiteral("orderPads/port"), int(settings.port));
    } else {
        m_error = tr("The server could not start on %1 port %2: %3")
                      .arg(settings.address.toString())
                      .arg(settings.port)
                      .arg(error);
        refresh();
    }
}

void PlayersDevicesDialog::refresh()
{
    const bool running = m_pads->isRunning();
    m_startStop->setText(running ? tr("&Stop") : tr("&Start"));
    m_address->setEnabled(!running);
    m_port->setEnabled(!running);
    m_print->setEnabled(running);
    const document::GameDocument *document = m_documents->document();
    if (!document) {
        m_table->setRowCount(0);
        return;
    }
    if (!m_error.isEmpty())
        m_status->setText(m_error);
    else if (running)
        m_status->setText(tr("Serving on %1 port %2.")
                              .arg(m_pads->server()->address().toString())
                              .arg(m_pads->server()->port()) +
                          u' ' +
                          (m_pads->linksKept()
                               ? tr("The links are kept with the game file and work again after a restart.")
                               : tr("Save the game to keep these links after the program closes.")));
    else
        m_status->setText(tr("The server is off: nothing is reachable from the network."));
    const Map &map = document->map();
    m_table->setRowCount(map.powerCount());
    for (int p = 0; p < map.powerCount(); ++p) {
        auto *name = new QTableWidgetItem(document::powerName(map, p));
        m_table->setItem(p, PowerColumn, name);
        const QUrl link = m_pads->link(p);
        auto *code = new QLabel;
        code->setAlignment(Qt::AlignCenter);
        if (!link.isEmpty())
            code->setPixmap(QPixmap::fromImage(qrCode(link.toString(), codeModule)));
        code->setAccessibleName(tr("QR code of %1's link").arg(document::powerName(map, p)));
        m_table->setCellWidget(p, CodeColumn, code);
        auto *linkItem = new QTableWidgetItem(link.isEmpty() ? tr("(start the server)") : link.toString());
        linkItem->setFlags(Qt::ItemIsEnabled | Qt::ItemIsSelectable);
        m_table->setItem(p, LinkColumn, linkItem);

        const QDateTime last = running ? m_pads->server()->lastReceived(p) : QDateTime();
        QString received = tr("%1 of %2 units").arg(document->ordersGiven(p)).arg(document->ordersDue(p));
        if (last.isValid())
            received += QStringLiteral(", ") +
                        tr("last change %1").arg(last.toLocalTime().toString(QStringLiteral("HH:mm")));
        if (m_showOrders->isChecked()) {
            for (const EnteredOrder &o : document->orders()) {
                if (o.order.power == p && o.source == u"pad")
                    received += u'\n' + formatOrder(map, o.order, false, document->phase().kind);
            }
        }
        m_table->setItem(p, ReceivedColumn, new QTableWidgetItem(received));
        auto *reissue = new QPushButton(tr("New Link"));
        reissue->setToolTip(
            tr("Give %1 a new link: the old one opens nothing any more.").arg(document::powerName(map, p)));
        connect(reissue, &QPushButton::clicked, this, [this, p] { m_pads->reissue(p); });
        m_table->setCellWidget(p, ReissueColumn, reissue);
    }
    m_table->resizeColumnToContents(PowerColumn);
    m_table->resizeColumnToContents(CodeColumn);
    m_table->resizeColumnToContents(ReceivedColumn);
    m_table->resizeRowsToContents();
}

void PlayersDevicesDialog::paintCards(QPagedPaintDevice *device) const
{
    const document::GameDocument *document = m_documents->document();
    if (!document || !m_pads->isRunning())
        return;
    const Map &map = document->map();
    QPainter painter(device);
    const QRect page = painter.viewport();
    for (int p = 0; p < map.powerCount(); ++p) {
        if (p > 0)
            device->newPage();
        const QString link = m_pads->link(p).toString();
        const QImage code = qrCode(link, 1);
        QFont font = painter.font();
        font.setPointSizeF(20);
        painter.setFont(font);
        const QRect title(page.left(), page.top(), page.width(), page.height() / 8);
        painter.drawText(title, Qt::AlignCenter, document::powerName(map, p));
        const int side = std::min(page.width(), page.height()) * 2 / 3;
        const QRect where(page.left() + (page.width() - side) / 2, title.bottom() + page.height() / 20, side,
                          side);
        painter.drawImage(where, code);
        font.setPointSizeF(9);
        painter.setFont(font);
        painter.drawText(
            QRect(page.left(), where.bottom() + page.height() / 20, page.width(), page.height() / 8),
            Qt::AlignHCenter | Qt::AlignTop | Qt::TextWrapAnywhere, link);
    }
}

void PlayersDevicesDialog::printCards()
{
    QPrinter printer;
    QPrintDialog dialog(&printer, this);
    if (dialog.exec() == QDialog::Accepted)
        paintCards(&printer);
}

} // namespace arbiter::ui
