// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
#include "map/data_folders.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QStandardPaths>

#include <algorithm>

namespace arbiter {

namespace {

const QString embedded = QStringLiteral(":/arbiter");

} // namespace

QStringList dataSearchPath()
{
    const QString name = QStringLiteral("/arbiter");
    QStringList folders;
    const auto add = [&folders](const QString &folder) {
        const QString clean = QDir::cleanPath(folder);
        if (!folders.contains(clean))
            folders << clean;
    };
    const QString user = QStandardPaths::writableLocation(QStandardPaths::GenericDataLocation);
    if (!user.isEmpty())
        add(user + name);
    // Without an application object there is no executable to be relative to (a library user's tool).
    if (QCoreApplication::instance())
        add(QCoreApplication::applicationDirPath() + QStringLiteral("/../share") + name);
    for (const QString &system : QStandardPaths::standardLocations(QStandardPaths::GenericDataLocation))
        add(system + name);
    folders << embedded;
    return folders;
}

QString findDataFolder(const QString &relative, const QString &marker)
{
    for (const QString &base : dataSearchPath()) {
        const QString folder = base + u'/' + relative;
        if (QFileInfo::exists(folder + u'/' + marker))
            return folder;
    }
    return embedded + u'/' + relative;
}

QString standardMapFolder()
{
    return findDataFolder(QStringLiteral("maps/standard"), QStringLiteral("provinces.csv"));
}

QStringList availableMaps()
{
    QStringList names;
    for (const QString &base : dataSearchPath()) {
        const QDir maps(base + QStringLiteral("/maps"));
        for (const QString &name : maps.entryList(QDir::Dirs | QDir::NoDotAndDotDot, QDir::Name)) {
            if (!names.contains(name) &&
                QFileInfo::exists(maps.filePath(name) + QStringLiteral("/provinces.csv")))
                names << name;
        }
    }
    std::sort(names.begin(), names.end(), [](const QString &a, const QString &b) {
        const bool aStandard = a == u"standard";
        const bool bStandard = b == u"standard";
        return aStandard != bStandard ? aStandard : a < b;
    });
    return names;
}

QString mapFolder(const QString &name)
{
    if (name.isEmpty() || name.contains(u'/') || name.startsWith(u'.'))
        return {};
    for (const QString &base : dataSearchPath()) {
        const QString folder = base + QStringLiteral("/maps/") + name;
        if (QFileInfo::exists(folder + QStringLiteral("/provinces.csv")))
            return folder;
    }
    return {};
}

QString datcLibraryFolder()
{
    return findDataFolder(QStringLiteral("datc"), QStringLiteral("6a_basic.txt"));
}

QString userLessonsFolder()
{
    return QStandardPaths::writableLocation(QStandardPaths::GenericDataLocation) +
           QStringLiteral("/arbiter/lessons");
}

} // namespace arbiter
