// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
#include "widgets/dock_title_style.h"

#include <QApplication>

namespace arbiter::ui {

DockTitleStyle::DockTitleStyle(QObject *parent) : QProxyStyle(QApplication::style()->name())
{
    setParent(parent);
}

QIcon DockTitleStyle::standardIcon(StandardPixmap icon, const QStyleOption *option,
                                   const QWidget *widget) const
{
    // Only the title bar's buttons: their icons depend on the style and the theme, not on the dock.
    if (icon != SP_TitleBarCloseButton && icon != SP_TitleBarNormalButton)
        return QProxyStyle::standardIcon(icon, option, widget);
    auto known = m_icons.constFind(int(icon));
    if (known == m_icons.constEnd())
        known = m_icons.insert(int(icon), QProxyStyle::standardIcon(icon, option, widget));
    return *known;
}

// A change of the application's theme polishes the styles again: the icons are made anew.
void DockTitleStyle::polish(QApplication *application)
{
    m_icons.clear();
    QProxyStyle::polish(application);
}

void DockTitleStyle::unpolish(QApplication *application)
{
    m_icons.clear();
    QProxyStyle::unpolish(application);
}

} // namespace arbiter::ui
