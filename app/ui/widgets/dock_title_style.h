// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
#pragma once

#include <QHash>
#include <QIcon>
#include <QProxyStyle>

namespace arbiter::ui {

// The application's style for the docks, keeping the icons of their title bars' buttons. Qt's dock layout
// asks the style for them (to size the buttons) at every relayout of a dock, and the common styles make each
// from its picture every time: after an adjudication, when the texts of the Orders and Draw Votes docks
// change, that was a twentieth of the work to the next frame (docs/performance.md). Everything else is the
// application's style's own.
class DockTitleStyle : public QProxyStyle
{
  public:
    explicit DockTitleStyle(QObject *parent);

    QIcon standardIcon(StandardPixmap icon, const QStyleOption *option = nullptr,
                       const QWidget *widget = nullptr) const override;
    void polish(QApplication *application) override;
    void unpolish(QApplication *application) override;
    using QProxyStyle::polish;
    using QProxyStyle::unpolish;

  private:
    mutable QHash<int, QIcon> m_icons;
};

} // namespace arbiter::ui
