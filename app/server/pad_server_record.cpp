// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
#include "pad_server_record.h"

#include "pad_tokens.h"

#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>

namespace arbiter::pads {

namespace {

const QString servedKey = QStringLiteral("served");
const QString receivedKey = QStringLiteral("received");

QJsonObject readRoot(const QString &padsFile)
{
    QFile file(padsFile);
    if (!file.open(QIODevice::ReadOnly))
        return {};
    return QJsonDocument::fromJson(file.readAll()).object();
}

} // namespace

std::optional<ServedAddress> readServedAddress(const QString &padsFile)
{
    const QJsonObject served = readRoot(padsFile).value(servedKey).toObject();
    ServedAddress out;
    const int port = served.value(u"port").toInt(-1);
    if (!out.address.setAddress(served.value(u"address").toString()) || port < 0 || port > 65535)
        return std::nullopt;
    out.port = quint16(port);
    return out;
}

bool writeServedAddress(const QString &padsFile, const std::optional<ServedAddress> &served, QString *error)
{
    QJsonValue value(QJsonValue::Undefined);
    if (served) {
        QJsonObject o;
        o[u"address"] = served->address.toString();
        o[u"port"] = int(served->port);
        value = o;
    }
    return updatePadsFile(padsFile, servedKey, value, error);
}

ReceivedTimes readReceivedTimes(const Map &map, const QString &padsFile, int entry, const QString &phase)
{
    ReceivedTimes times(std::size_t(map.powerCount()));
    const QJsonObject received = readRoot(padsFile).value(receivedKey).toObject();
    if (received.value(u"entry").toInt(-1) != entry || received.value(u"phase").toString() != phase)
        return times;
    const QJsonObject powers = received.value(u"powers").toObject();
    for (int p = 0; p < map.powerCount(); ++p) {
        const QJsonObject places = powers.value(map.power(p).id).toObject();
        for (auto it = places.begin(); it != places.end(); ++it) {
            const QDateTime when = QDateTime::fromString(it.value().toString(), Qt::ISODateWithMs);
            if (when.isValid())
                times[std::size_t(p)].insert(it.key(), when);
        }
    }
    return times;
}

bool writeReceivedTimes(const Map &map, const QString &padsFile, int entry, const QString &phase,
                        const ReceivedTimes &times, QString *error)
{
    QJsonObject powers;
    for (int p = 0; p < map.powerCount() && std::size_t(p) < times.size(); ++p) {
        QJsonObject places;
        for (auto it = times[std::size_t(p)].begin(); it != times[std::size_t(p)].end(); ++it)
            places[it.key()] = it.value().toUTC().toString(Qt::ISODateWithMs);
        if (!places.isEmpty())
            powers[map.power(p).id] = places;
    }
    QJsonObject received;
    received[u"entry"] = entry;
    received[u"phase"] = phase;
    received[u"powers"] = powers;
    return updatePadsFile(padsFile, receivedKey, received, error);
}

} // namespace arbiter::pads
