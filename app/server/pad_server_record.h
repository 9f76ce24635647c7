// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
#pragma once

#include "map/map.h"

#include <QDateTime>
#include <QHash>
#include <QHostAddress>
#include <QString>

#include <optional>
#include <vector>

namespace arbiter::pads {

// What the order pads leave beside the game besides the links, in the same file (padTokensFile): so that a
// program killed while the phones send orders (kill -9, a power cut) takes up where it stopped.

// Where the desktop client's server listens, from its start until the game master stops it or the program
// ends normally: a file that still names it after a restart means the program did not end normally, and the
// server starts again there, where the phones look for it.
struct ServedAddress
{
    QHostAddress address;
    quint16 port = 0;
};
std::optional<ServedAddress> readServedAddress(const QString &padsFile);
// Nothing: the server was stopped.
bool writeServedAddress(const QString &padsFile, const std::optional<ServedAddress> &served, QString *error);

// When each order of a phase came from a pad, per power, keyed by the place of the unit it orders
// (orderPlace). They are kept for the phase entry `entry` of the game, whose phase is `phase` ("S1901M");
// read for another entry or phase they are empty.
using ReceivedTimes = std::vector<QHash<QString, QDateTime>>;
ReceivedTimes readReceivedTimes(const Map &map, const QString &padsFile, int entry, const QString &phase);
bool writeReceivedTimes(const Map &map, const QString &padsFile, int entry, const QString &phase,
                        const ReceivedTimes &times, QString *error);

} // namespace arbiter::pads
