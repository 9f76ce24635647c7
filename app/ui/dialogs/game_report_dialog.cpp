// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
#include "dialogs/game_report_dialog.h"

#include <QApplication>
#include <QClipboard>
#include <QDialogButtonBox>
#include <QDir>
#include <QFileDialog>
#include <QFontDatabase>
#include <QLabel>
#include <QMessageBox>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSaveFile>
#include <QVBoxLayout>

namespace arbiter::ui {

GameReportDialog::GameReportDialog(const QString &report, const QString &suggestedFile, QWidget *parent)
    : QDialog(parent), m_text(new QPlainTextEdit(this)), m_copy(new QPushButton(tr("&Copy"), this)),
      m_suggestedFile(suggestedFile)
{
    setWindowTitle(tr("Game Report"));
    setObjectName(QStringLiteral("gameReportDialog"));
    auto *layout = new QVBoxLayout(this);
    auto *hint =
        new QLabel(tr("Every phase of the line of play with its orders and results, as a game master "
                      "files it."),
                   this);
    hint->setWordWrap(true);
    layout->addWidget(hint);
    m_text->setReadOnly(true);
    m_text->setObjectName(QStringLiteral("reportText"));
    m_text->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    m_text->setLineWrapMode(QPlainTextEdit::NoWrap);
    m_text->setPlainText(report);
    layout->addWidget(m_text, 1);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    m_copy->setObjectName(QStringLiteral("copyReportButton"));
    buttons->addButton(m_copy, QDialogButtonBox::ActionRole);
    QPushButton *save = buttons->addButton(tr("&Save As…"), QDialogButtonBox::ActionRole);
    save->setObjectName(QStringLiteral("saveReportButton"));
    layout->addWidget(buttons);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_copy, &QPushButton::clicked, this, &GameReportDialog::copy);
    connect(save, &QPushButton::clicked, this, &GameReportDialog::saveAs);
    resize(760, 640);
}

void GameReportDialog::copy()
{
    QApplication::clipboard()->setText(m_text->toPlainText());
    m_copy->setText(tr("Copied"));
}

bool GameReportDialog::saveTo(const QString &fileName, QString *error)
{
    QSaveFile out(fileName);
    if (!out.open(QIODevice::WriteOnly | QIODevice::Text)) {
        *error = out.errorString();
        return false;
    }
    out.write(m_text->toPlainText().toUtf8());
    if (!out.commit()) {
        *error = out.errorString();
        return false;
    }
    return true;
}

void GameReportDialog::saveAs()
{
    const QString file = QFileDialog::getSaveFileName(this, tr("Save Game Report"), m_suggestedFile,
                                                      tr("Text files (*.txt);;All files (*)"));
    if (file.isEmpty())
        return;
    QString error;
    if (!saveTo(file, &error))
        QMessageBox::warning(this, tr("Cannot Save Report"),
                             tr("%1: %2").arg(QDir::toNativeSeparators(file), error));
}

} // namespace arbiter::ui
