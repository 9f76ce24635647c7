// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
#pragma once

#include <QApplication>
#include <QSettings>
#include <QStandardPaths>

namespace arbiter::test {

// Keeps a GUI test away from the user's own settings and recovery file: Qt's test locations, a test
// organisation, and settings that start empty.
inline void isolateFromUserData(const QString &applicationName)
{
    QStandardPaths::setTestModeEnabled(true);
    QApplication::setOrganizationName(QStringLiteral("ArbiterTest"));
    QApplication::setApplicationName(applicationName);
    QSettings().clear();
}

} // namespace arbiter::test
