// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
#pragma once

#include <QDialog>
#include <QIcon>

class QLabel;

namespace arbiter::ui {

// The application icon at every size the resources hold (rendered from resources/icons/arbiter.svg).
QIcon applicationIcon();

// Help → About Arbiter: the icon, the version, the licences (Arbiter's and the coastline data's) and the
// Qt version the program runs with.
class AboutDialog : public QDialog
{
    Q_OBJECT

  public:
    explicit AboutDialog(QWidget *parent = nullptr);

    QLabel *textLabel() const { return m_text; }

  private:
    QLabel *m_text = nullptr;
};

} // namespace arbiter::ui
