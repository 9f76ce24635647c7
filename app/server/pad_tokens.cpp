// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
#include "pad_tokens.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRandomGenerator>
#include <QSaveFile>

#include <array>

namespace arbiter::pads {

namespace {

const QString fileFormat = QStringLiteral("arbiter-order-pads");
constexpr int tokenHexDigits = 32; // 128 bits

bool isToken(const QString &text)
{
    if (text.size() != tokenHexDigits)
        return false;
    return std::all_of(text.begin(), text.end(),
                       [](QChar c) { return (c >= u'0' && c <= u'9') || (c >= u'a' && c <= u'f'); });
}

} // namespace

QString PadTokens::newToken()
{
    std::array<quint32, 4> bits{};
    QRandomGenerator::system()->fillRange(bits.data(), bits.size());
    QByteArray bytes(reinterpret_cast<const char *>(bits.data()), int(sizeof(bits)));
    return QString::fromLatin1(bytes.toHex());
}

PadTokens PadTokens::issued(int powerCount)
{
    PadTokens tokens;
    for (int p = 0; p < powerCount; ++p)
        tokens.m_tokens.push_back(newToken());
    return tokens;
}

void PadTokens::reissue(int power)
{
    m_tokens[std::size_t(power)] = newToken();
}

int PadTokens::powerOf(QStringView token) const
{
    int found = -1;
    for (int p = 0; p < powerCount(); ++p) {
        const QString &mine = m_tokens[std::size_t(p)];
        // Every character of every token is looked at, whatever matches: the time taken tells a guesser
        // nothing about how close the guess was.
        unsigned difference = token.size() == mine.size() ? 0U : 1U;
        for (qsizetype i = 0; i < mine.size(); ++i)
            difference |= unsigned(mine[i].unicode()) ^ unsigned(i < token.size() ? token[i].unicode() : 0);
        if (difference == 0)
            found = p;
    }
    return found;
}

bool PadTokens::save(const Map &map, const QString &path, QString *error) const
{
    QJsonObject tokens;
    for (int p = 0; p < powerCount(); ++p)
        tokens[map.power(p).id] = m_tokens[std::size_t(p)];
    return updatePadsFile(path, QStringLiteral("tokens"), tokens, error);
}

bool updatePadsFile(const QString &padsFile, const QString &key, const QJsonValue &value, QString *error)
{
    QJsonObject root;
    QFile existing(padsFile);
    if (existing.open(QIODevice::ReadOnly))
        root = QJsonDocument::fromJson(existing.readAll()).object();
    existing.close();
    if (root.value(u"format").toString() != fileFormat)
        root = {}; // not ours: nothing of it is kept
    root[u"format"] = fileFormat;
    root[u"version"] = 1;
    if (value.isUndefined())
        root.remove(key);
    else
        root[key] = value;
    QSaveFile file(padsFile);
    if (!file.open(QIODevice::WriteOnly)) {
        *error = file.errorString();
        return false;
    }
    file.setPermissions(QFileDevice::ReadOwner | QFileDevice::WriteOwner);
    file.write(QJsonDocument(root).toJson());
    if (!file.commit()) {
        *error = file.errorString();
        return false;
    }
    return true;
}

std::optional<PadTokens> PadTokens::load(const Map &map, const QString &path, QString *error)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        *error = file.errorString();
        return std::nullopt;
    }
    const QJsonObject root = QJsonDocument::fromJson(file.readAll()).object();
    if (root.value(u"format").toString() != fileFormat || root.value(u"version").toInt() != 1) {
        *error = QCoreApplication::translate("PadTokens", "%1 is no file of order pad links.").arg(path);
        return std::nullopt;
    }
    const QJsonObject tokens = root.value(u"tokens").toObject();
    PadTokens loaded;
    for (int p = 0; p < map.powerCount(); ++p) {
        const QString token = tokens.value(map.power(p).id).toString();
        if (!isToken(token)) {
            *error = QCoreApplication::translate("PadTokens", "%1 holds no link for %2.")
                         .arg(path, map.powerName(p));
            return std::nullopt;
        }
        loaded.m_tokens.push_back(token);
    }
    return loaded;
}

QString padTokensFile(const QString &gameFile)
{
    const QFileInfo info(gameFile);
    return info.dir().filePath(info.completeBaseName() + QStringLiteral(".pads.json"));
}

std::optional<PadTokens> tokensForGame(const Map &map, const QString &gameFile, QString *error)
{
    const QString path = padTokensFile(gameFile);
    QString unreadable;
    if (std::optional<PadTokens> kept = PadTokens::load(map, path, &unreadable))
        return kept;
    PadTokens fresh = PadTokens::issued(map.powerCount());
    if (!fresh.save(map, path, error))
        return std::nullopt;
    return fresh;
}

} // namespace arbiter::pads
