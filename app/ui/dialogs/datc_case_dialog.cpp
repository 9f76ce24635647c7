// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
#include "dialogs/datc_case_dialog.h"

#include <QCoreApplication>
#include <QDialogButtonBox>
#include <QFileInfo>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QVBoxLayout>

namespace arbiter::ui {

DatcCaseDialog::DatcCaseDialog(const DatcFile &file, QWidget *parent) : QDialog(parent)
{
    setObjectName(QStringLiteral("datcCaseDialog"));
    setWindowTitle(tr("Open DATC Case — %1").arg(QFileInfo(file.fileName).fileName()));
    auto *layout = new QVBoxLayout(this);
    auto *label =
        new QLabel(tr("Choose a test case. It opens as a new game from its position, with its rules "
                      "and its orders entered: adjudicate to see what happens and why."),
                   this);
    label->setWordWrap(true);
    layout->addWidget(label);
    m_list = new QListWidget(this);
    m_list->setObjectName(QStringLiteral("datcCaseList"));
    for (const DatcCase &c : file.cases) {
        QString text = tr("%1 — %n unit(s)", nullptr, int(c.position.units.size())).arg(c.name) +
                       tr(", %n order(s)", nullptr, int(c.orders.size()));
        // The lesson's title and description (TITLE, DESCRIPTION lines), translated where Arbiter ships them.
        if (!c.title.isEmpty())
            text +=
                QStringLiteral(": ") + QCoreApplication::translate("Lessons", c.title.toUtf8().constData());
        if (!c.errors.isEmpty())
            text += tr(" (cannot be read)");
        auto *item = new QListWidgetItem(text, m_list);
        const QString about =
            c.description.isEmpty()
                ? c.name
                : QCoreApplication::translate("Lessons", c.description.toUtf8().constData());
        item->setToolTip(c.errors.isEmpty() ? about : c.errors.join(u'\n'));
        if (!c.errors.isEmpty())
            item->setFlags(item->flags() & ~Qt::ItemIsEnabled);
    }
    layout->addWidget(m_list, 1);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Open | QDialogButtonBox::Cancel, this);
    layout->addWidget(buttons);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_list, &QListWidget::itemDoubleClicked, this, [this](QListWidgetItem *) { accept(); });
    QPushButton *open = buttons->button(QDialogButtonBox::Open);
    open->setEnabled(false);
    connect(m_list, &QListWidget::currentRowChanged, this, [this, open](int row) {
        open->setEnabled(row >= 0 && (m_list->item(row)->flags() & Qt::ItemIsEnabled));
    });
    for (int i = 0; i < m_list->count(); ++i) {
        if (m_list->item(i)->flags() & Qt::ItemIsEnabled) {
            m_list->setCurrentRow(i);
            break;
        }
    }
    resize(520, 480);
}

int DatcCaseDialog::chosenCase() const
{
    const int row = m_list->currentRow();
    return row >= 0 && (m_list->item(row)->flags() & Qt::ItemIsEnabled) ? row : -1;
}

void DatcCaseDialog::choose(int index)
{
    m_list->setCurrentRow(index);
}

} // namespace arbiter::ui
