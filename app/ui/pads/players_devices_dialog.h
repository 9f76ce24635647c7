// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
#pragma once

#include <QDialog>

class QCheckBox;
class QComboBox;
class QLabel;
class QPagedPaintDevice;
class QPushButton;
class QSpinBox;
class QTableWidget;

namespace arbiter::ui {

class DocumentManager;
class OrderPads;

// Game → Players' Devices…: starts and stops the order pads' server on the address and port the game master
// picks, shows each power's link and its QR code, re-issues a link, prints a card per power, and shows per
// power how many of its units have orders and when its pad last sent some (the orders themselves only
// when the game master ticks the box: they are secret from anyone looking over the shoulder).
class PlayersDevicesDialog : public QDialog
{
    Q_OBJECT

  public:
    PlayersDevicesDialog(DocumentManager *documents, OrderPads *pads, QWidget *parent = nullptr);

    // One page per power: its name, its QR code and its link (the cards handed to the players).
    void paintCards(QPagedPaintDevice *device) const;

  private:
    void toggleServer();
    void printCards();
    void refresh();

    DocumentManager *m_documents;
    OrderPads *m_pads;
    QComboBox *m_address = nullptr;
    QSpinBox *m_port = nullptr;
    QPushButton *m_startStop = nullptr;
    QPushButton *m_print = nullptr;
    QLabel *m_status = nullptr;
    QCheckBox *m_showOrders = nullptr;
    QTableWidget *m_table = nullptr;
    QString m_error; // why the server did not start, until the next try
};

} // namespace arbiter::ui
