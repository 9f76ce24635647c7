// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
// The files other programs really wrote (tests/data/real/<format>, README there) as the tests of their
// readers take them: the folder, a file's bytes, one data row a file, and the standard map they are played
// on. Each fails the test when it cannot give what it is asked for.
#pragma once

#include "map/map.h"

#include <QDir>
#include <QFile>
#include <QTest>

#include <memory>

namespace arbiter::test {

inline QString realFilesFolder(const char *format)
{
    return QStringLiteral(ARBITER_SOURCE_DIR "/tests/data/real/") + QString::fromLatin1(format);
}

inline QStringList realFileNames(const QString &folder, const QString &pattern)
{
    return QDir(folder).entryList({pattern}, QDir::Files, QDir::Name);
}

inline QByteArray readTestFile(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        QTest::qFail(qPrintable(path + QStringLiteral(": ") + file.errorString()), __FILE__, __LINE__);
        return {};
    }
    return file.readAll();
}

// A data-driven test's rows: one per file of `folder` matching `pattern`, with its name in the column "name";
// fewer than `least` files fail the test.
inline void addRealFileRows(const QString &folder, const QString &pattern, int least)
{
    QTest::addColumn<QString>("name");
    const QStringList names = realFileNames(folder, pattern);
    for (const QString &name : names)
        QTest::newRow(qPrintable(name)) << name;
    if (names.size() < least)
        QTest::qFail(qPrintable(QStringLiteral("%1 holds %2 files %3, fewer than %4")
                                    .arg(folder)
                                    .arg(names.size())
                                    .arg(pattern)
                                    .arg(least)),
                     __FILE__, __LINE__);
}

inline std::shared_ptr<const Map> loadStandardMap()
{
    QString error;
    std::optional<Map> map = Map::load(QStringLiteral(ARBITER_SOURCE_DIR "/maps/standard"), &error);
    if (!map) {
        QTest::qFail(qPrintable(error), __FILE__, __LINE__);
        return nullptr;
    }
    return std::make_shared<const Map>(std::move(*map));
}

} // namespace arbiter::test
