// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
#include "dialogs/import_report_dialog.h"
#include "widgets/wrapping_item_delegate.h"

#include "record/results_report.h"
#include "text/phase_text.h"

#include <QApplication>
#include <QClipboard>
#include <QDialogButtonBox>
#include <QFileInfo>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QTreeWidget>
#include <QVBoxLayout>

namespace arbiter::ui {

namespace {

constexpr int entryRole = Qt::UserRole + 1;

QTreeWidgetItem *addItem(QTreeWidgetItem *parent, const QString &text, int entry)
{
    auto *item = new QTreeWidgetItem(parent, {text});
    item->setData(0, entryRole, entry);
    item->setToolTip(0, text);
    return item;
}

} // namespace

ImportReportDialog::ImportReportDialog(const Map &map, const ImportReport &report, QWidget *parent)
    : QDialog(parent), m_summary(new QLabel(this)), m_tree(new QTreeWidget(this)),
      m_show(new QPushButton(tr("&Show Phase"), this)), m_text(importReportText(map, report))
{
    setWindowTitle(tr("Import Report"));
    setObjectName(QStringLiteral("importReportDialog"));
    auto *layout = new QVBoxLayout(this);
    const QString file = report.file.isEmpty() ? tr("The game") : QFileInfo(report.file).fileName();
    QString summary =
        tr("%1 (%2): %n phase(s) judged again under the rules %3.", nullptr, report.phasesChecked)
            .arg(file, recordFormatName(report.format), rulesText(report.rules));
    summary += u' ';
    summary += report.differences.empty()
                   ? tr("Arbiter's second opinion agrees with the recorded adjudication in every phase.")
                   : tr("It differs from the recorded adjudication in %n phase(s), marked in the history.",
                        nullptr, int(report.differences.size()));
    if (!report.problems.empty())
        summary +=
            u' ' + tr("%n part(s) of the file could not be read.", nullptr, int(report.problems.size()));
    m_summary->setText(summary);
    m_summary->setWordWrap(true);
    m_summary->setObjectName(QStringLiteral("importSummary"));
    layout->addWidget(m_summary);

    m_tree->setObjectName(QStringLiteral("importReportTree"));
    m_tree->setHeaderHidden(true);
    m_tree->setColumnCount(1);
    // A difference or a note is a sentence, often longer than the dialog is wide: wrapped, not cut.
    m_tree->header()->setSectionResizeMode(QHeaderView::Stretch);
    m_tree->setItemDelegate(new WrappingItemDelegate(m_tree));
    for (const PhaseDifference &d : report.differences) {
        auto *phase = new QTreeWidgetItem(m_tree, {tr("%1 differs (%2)").arg(phaseName(d.phase), d.place)});
        phase->setData(0, entryRole, d.entry);
        QFont bold = phase->font(0);
        bold.setBold(true);
        phase->setFont(0, bold);
        for (const QString &o : d.orders)
            addItem(phase, o, d.entry);
        for (const QString &b : d.board)
            addItem(phase, b, d.entry);
        addItem(phase,
                d.reproducedBy.isEmpty()
                    ? tr("No rule setting Arbiter knows gives the recorded outcome.")
                    : tr("The recorded outcome is what Arbiter gives under %1.").arg(d.reproducedBy),
                d.entry);
        phase->setExpanded(true);
    }
    if (!report.problems.empty() || !report.notRead.isEmpty()) {
        auto *problems = new QTreeWidgetItem(m_tree, {tr("Not read")});
        for (const ImportProblem &p : report.problems)
            addItem(problems, tr("%1: '%2': %3").arg(p.place, p.text, p.problem), -1);
        for (const QString &what : report.notRead)
            addItem(problems, what, -1);
        problems->setExpanded(true);
    }
    if (!report.notes.isEmpty()) {
        auto *notes = new QTreeWidgetItem(m_tree, {tr("Notes")});
        for (const QString &n : report.notes)
            addItem(notes, n, -1);
        notes->setExpanded(true);
    }
    layout->addWidget(m_tree, 1);

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    m_show->setObjectName(QStringLiteral("showPhaseButton"));
    m_show->setToolTip(tr("Show the chosen phase in the history (or double-click it)"));
    buttons->addButton(m_show, QDialogButtonBox::ActionRole);
    QPushButton *copy = buttons->addButton(tr("&Copy"), QDialogButtonBox::ActionRole);
    copy->setObjectName(QStringLiteral("copyImportReportButton"));
    layout->addWidget(buttons);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_show, &QPushButton::clicked, this, &ImportReportDialog::showChosen);
    connect(m_tree, &QTreeWidget::itemActivated, this, &ImportReportDialog::showChosen);
    connect(copy, &QPushButton::clicked, this, [this, copy] {
        QApplication::clipboard()->setText(m_text);
        copy->setText(tr("Copied"));
    });
    auto updateShow = [this] {
        const QTreeWidgetItem *item = m_tree->currentItem();
        m_show->setEnabled(item && item->data(0, entryRole).toInt() >= 0);
    };
    connect(m_tree, &QTreeWidget::currentItemChanged, this, updateShow);
    if (m_tree->topLevelItemCount() > 0)
        m_tree->setCurrentItem(m_tree->topLevelItem(0));
    updateShow();
    resize(820, 460);
}

void ImportReportDialog::showChosen()
{
    const QTreeWidgetItem *item = m_tree->currentItem();
    const int entry = item ? item->data(0, entryRole).toInt() : -1;
    if (entry >= 0)
        emit entryChosen(entry);
}

} // namespace arbiter::ui
