// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
#pragma once

#include <QApplication>
#include <QPainter>
#include <QPixmap>
#include <QSettings>
#include <QStandardPaths>
#include <QTest>
#include <QTimer>
#include <QWidget>

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

// Runs `f` on the next modal dialog of type T once it is shown (a test's answer to a dialog it opens).
template <typename T, typename F> void whenDialogShows(F f)
{
    QTimer::singleShot(0, [f] {
        for (int attempt = 0; attempt < 100; ++attempt) {
            for (QWidget *w : QApplication::topLevelWidgets()) {
                if (auto *dialog = qobject_cast<T *>(w); dialog && dialog->isVisible()) {
                    f(dialog);
                    return;
                }
            }
            QTest::qWait(20);
        }
        QTest::qFail("the dialog never showed", __FILE__, __LINE__);
    });
}

// Saves a picture of `widget` as NAME.png in the folder $ARBITER_SCREENSHOT_DIR, when it is set: the
// screenshots of docs/screenshots are taken by the tests that bring the program into the state shown.
inline void saveScreenshot(QWidget *widget, const QString &name)
{
    const QString dir = qEnvironmentVariable("ARBITER_SCREENSHOT_DIR");
    if (!dir.isEmpty())
        widget->grab().save(dir + u'/' + name + QStringLiteral(".png"));
}

// The same with the dialog `over` drawn over the middle of `widget`, as the user sees it in front (a dialog
// is a window of its own, which a picture of `widget` leaves out).
inline void saveScreenshot(QWidget *widget, QWidget *over, const QString &name)
{
    const QString dir = qEnvironmentVariable("ARBITER_SCREENSHOT_DIR");
    if (dir.isEmpty())
        return;
    QPixmap picture = widget->grab();
    const QPixmap front = over->grab();
    QPainter painter(&picture);
    painter.drawPixmap((picture.width() - front.width()) / 2, (picture.height() - front.height()) / 2, front);
    painter.end();
    picture.save(dir + u'/' + name + QStringLiteral(".png"));
}

} // namespace arbiter::test
