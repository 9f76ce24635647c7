// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
#include "dialogs/about_dialog.h"

#include <QCoreApplication>
#include <QDialogButtonBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QVBoxLayout>

namespace arbiter::ui {

QIcon applicationIcon()
{
    QIcon icon;
    for (int size : {16, 22, 24, 32, 48, 64, 128, 256})
        icon.addFile(QStringLiteral(":/arbiter/icons/arbiter-%1.png").arg(size), QSize(size, size));
    return icon;
}

AboutDialog::AboutDialog(QWidget *parent) : QDialog(parent)
{
    setObjectName(QStringLiteral("aboutDialog"));
    setWindowTitle(tr("About Arbiter"));

    auto *icon = new QLabel(this);
    icon->setObjectName(QStringLiteral("aboutIcon"));
    icon->setPixmap(applicationIcon().pixmap(96, 96));
    icon->setAlignment(Qt::AlignTop);

    m_text = new QLabel(this);
    m_text->setObjectName(QStringLiteral("aboutText"));
    m_text->setWordWrap(true);
    m_text->setTextFormat(Qt::RichText);
    m_text->setOpenExternalLinks(true);
    m_text->setTextInteractionFlags(Qt::TextBrowserInteraction);
    m_text->setText(
        tr("<h3>Arbiter %1</h3>"
           "<p>A Diplomacy map client and rules engine for the game master at the table.</p>"
           "<p>Adjudication follows the DATC v3.0; every rule choice of its chapter 4 can be set in "
           "Game → Rules.</p>"
           "<p>Arbiter is free software under the GNU General Public License, version 3 or any later "
           "version (GPL-3.0-or-later). It comes with no warranty.</p>"
           "<p>The coastlines of the map are derived from GSHHG, the Global Self-consistent, Hierarchical, "
           "High-resolution Geography Database by Paul Wessel and Walter H. F. Smith, distributed under the "
           "GNU Lesser General Public License, version 3 or later.</p>"
           "<p>Built with Qt %2, running with Qt %3.</p>")
            .arg(QCoreApplication::applicationVersion(), QStringLiteral(QT_VERSION_STR),
                 QString::fromLatin1(qVersion())));

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    auto *row = new QHBoxLayout;
    row->addWidget(icon);
    row->addWidget(m_text, 1);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(row);
    layout->addWidget(buttons);
    // A word-wrapped label gets its height from its width: with the width fixed, the whole text fits.
    m_text->setFixedWidth(m_text->fontMetrics().averageCharWidth() * 60);
    layout->setSizeConstraint(QLayout::SetFixedSize);
}

} // namespace arbiter::ui
