// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
#pragma once

#include <QObject>
#include <QStringList>

class QMenu;

namespace arbiter::ui {

// The File → Open Recent menu, kept in QSettings ("recentFiles"), newest first.
class RecentFiles : public QObject
{
    Q_OBJECT

  public:
    RecentFiles(QMenu *menu, QObject *parent = nullptr);

    QStringList files() const;
    void add(const QString &fileName);
    void remove(const QString &fileName);
    void clear();

    static constexpr int maximum = 8;

  signals:
    void openRequested(const QString &fileName);

  private:
    void save(const QStringList &files);
    void rebuildMenu();

    QMenu *m_menu;
};

} // namespace arbiter::ui
