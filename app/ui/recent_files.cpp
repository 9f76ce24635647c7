// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
#include "recent_files.h"

#include <QDir>
#include <QFileInfo>
#include <QMenu>
#include <QSettings>

namespace arbiter::ui {

namespace {

const QString key = QStringLiteral("recentFiles");

} // namespace

RecentFiles::RecentFiles(QMenu *menu, QObject *parent) : QObject(parent), m_menu(menu)
{
    rebuildMenu();
}

QStringList RecentFiles::files() const
{
    return QSettings().value(key).toStringList();
}

void RecentFiles::save(const QStringList &files)
{
    QSettings().setValue(key, files);
    rebuildMenu();
}

void RecentFiles::add(const QString &fileName)
{
    const QString path = QFileInfo(fileName).absoluteFilePath();
    QStringList list = files();
    list.removeAll(path);
    list.prepend(path);
    while (list.size() > maximum)
        list.removeLast();
    save(list);
}

void RecentFiles::remove(const QString &fileName)
{
    QStringList list = files();
    list.removeAll(QFileInfo(fileName).absoluteFilePath());
    save(list);
}

void RecentFiles::clear()
{
    save({});
}

void RecentFiles::rebuildMenu()
{
    m_menu->clear();
    const QStringList list = files();
    for (int i = 0; i < list.size(); ++i) {
        const QString &path = list[i];
        const QString label = QStringLiteral("&%1 %2").arg(i + 1).arg(QFileInfo(path).fileName());
        QAction *action = m_menu->addAction(label, this, [this, path] { emit openRequested(path); });
        action->setProperty("dynamicEntry", true); // a list entry, reached with the menu's own keys
        action->setToolTip(QDir::toNativeSeparators(path));
        action->setStatusTip(QDir::toNativeSeparators(path));
    }
    if (!list.isEmpty())
        m_menu->addSeparator();
    QAction *clearAction = m_menu->addAction(tr("Clear Menu"), this, &RecentFiles::clear);
    clearAction->setProperty("dynamicEntry", true); // part of the list that changes at run time
    clearAction->setEnabled(!list.isEmpty());
    m_menu->setEnabled(true);
}

} // namespace arbiter::ui
