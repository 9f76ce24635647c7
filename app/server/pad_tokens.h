// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
#pragma once

#include "map/map.h"

#include <QJsonValue>
#include <QString>
#include <QStringList>
#include <QStringView>

#include <optional>

namespace arbiter::pads {

// The secret in each power's order pad link: whoever holds it gives that power's orders, so it is 128 bits
// from the system's cryptographic source (QRandomGenerator::system), written as 32 hexadecimal digits.
class PadTokens
{
  public:
    PadTokens() = default;
    // A new token for every power of the map.
    static PadTokens issued(int powerCount);

    int powerCount() const { return int(m_tokens.size()); }
    const QString &token(int power) const { return m_tokens[std::size_t(power)]; }
    // A new token for `power`: its old link opens nothing any more.
    void reissue(int power);
    // The power whose token this is, or -1. Every token is compared whole, in time that does not depend on
    // where a guess first differs.
    int powerOf(QStringView token) const;

    // Kept beside the game file (padTokensFile), readable by its owner only, so that the phones' links
    // still work after the program or the table's computer restarts.
    bool save(const Map &map, const QString &path, QString *error) const;
    // Nothing, and why, when the file is missing, damaged or for another map's powers.
    static std::optional<PadTokens> load(const Map &map, const QString &path, QString *error);

  private:
    static QString newToken();
    std::vector<QString> m_tokens; // per power
};

// Where the tokens of the game in `gameFile` are kept: "game.json" → "game.pads.json" beside it.
QString padTokensFile(const QString &gameFile);

// Sets `key` of that file's JSON object to `value` (removes it for an undefined value), keeping the rest:
// the file holds the tokens and what the server keeps of its own (pad_server_record.h). Written whole
// (atomically), readable by its owner only.
bool updatePadsFile(const QString &padsFile, const QString &key, const QJsonValue &value, QString *error);

// The tokens kept for the game in `gameFile`, or new ones for every power (saved at once) when there are none
// or they cannot be read. Nothing, and why, only when new ones cannot be saved.
std::optional<PadTokens> tokensForGame(const Map &map, const QString &gameFile, QString *error);

} // namespace arbiter::pads
