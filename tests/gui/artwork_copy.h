// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
#pragma once

#include "map/map.h"

#include <QFile>
#include <QStringList>

namespace arbiter::test {

// Copies the standard map's artwork into `folder`, each row of its layout.csv (a comment excepted) split
// into fields and rewritten by `edit` — the layouts of other maps, or of older files, without making one.
template <typename Edit> bool copyStandardArtwork(const QString &folder, Edit edit)
{
    const QString from = Map::standardMapDirectory();
    if (!QFile::copy(from + QStringLiteral("/standard.svg"), folder + QStringLiteral("/standard.svg")))
        return false;
    QFile in(from + QStringLiteral("/layout.csv"));
    if (!in.open(QIODevice::ReadOnly | QIODevice::Text))
        return false;
    QStringList rows;
    for (const QString &line : QString::fromUtf8(in.readAll()).split(u'\n')) {
        QStringList fields = line.split(u',');
        if (!line.startsWith(u'#') && fields.size() >= 7)
            edit(fields);
        rows << fields.join(u',');
    }
    QFile out(folder + QStringLiteral("/layout.csv"));
    return out.open(QIODevice::WriteOnly | QIODevice::Text) && out.write(rows.join(u'\n').toUtf8()) >= 0;
}

} // namespace arbiter::test
