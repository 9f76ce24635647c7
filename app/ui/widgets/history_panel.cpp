// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
#include "widgets/history_panel.h"

#include "document/game_document.h"
#include "widgets/centre_chart.h"
#include "widgets/history_model.h"
#include "widgets/remembering_item_delegate.h"

#include <QAction>
#include <QComboBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QKeyEvent>
#include <QLabel>
#include <QMenu>
#include <QSplitter>
#include <QToolButton>
#include <QTreeView>
#include <QVBoxLayout>

#include <algorithm>

namespace arbiter::ui {

using document::GameDocument;

namespace {

QToolButton *button(QAction *action, QWidget *parent, Qt::ToolButtonStyle style = Qt::ToolButtonIconOnly)
{
    auto *b = new QToolButton(parent);
    b->setDefaultAction(action);
    b->setToolButtonStyle(style);
    b->setAutoRaise(style == Qt::ToolButtonIconOnly);
    return b;
}

} // namespace

HistoryPanel::HistoryPanel(const Actions &actions, QWidget *parent)
    : QWidget(parent), m_actions(actions), m_model(new HistoryModel(this)), m_view(new QTreeView(this)),
      m_chart(new CentreChart(this)), m_speed(new QComboBox(this)),
      m_splitter(new QSplitter(Qt::Vertical, this))
{
    setObjectName(QStringLiteral("historyPanel"));
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->setSpacing(4);

    auto *controls = new QHBoxLayout;
    controls->setSpacing(1);
    for (QAction *a : {actions.first, actions.previous, actions.play, actions.next, actions.last})
        controls->addWidget(button(a, this));
    controls->addSpacing(6);
    m_speed->setObjectName(QStringLiteral("replaySpeed"));
    for (const auto &[ms, text] : {std::pair{500, tr("0.5 s")},
                                   {1000, tr("1 s")},
                                   {2000, tr("2 s")},
                                   {4000, tr("4 s")},
                                   {8000, tr("8 s")}})
        m_speed->addItem(text, ms);
    m_speed->setCurrentIndex(2);
    m_speed->setToolTip(tr("Replay speed: how long each phase is shown"));
    controls->addWidget(m_speed);
    controls->addStretch();
    layout->addLayout(controls);

    auto *more = new QHBoxLayout;
    more->setSpacing(4);
    for (QAction *a : {actions.after, actions.playFromHere, actions.switchLine})
        more->addWidget(button(a, this, Qt::ToolButtonTextOnly));
    more->addStretch();
    layout->addLayout(more);

    m_view->setModel(m_model);
    m_view->setItemDelegate(new RememberingItemDelegate(m_view));
    m_view->setObjectName(QStringLiteral("historyView"));
    m_view->setHeaderHidden(true);
    m_view->setUniformRowHeights(true);
    m_view->setSelectionMode(QAbstractItemView::SingleSelection);
    m_view->setEditTriggers(QAbstractItemView::DoubleClicked | QAbstractItemView::EditKeyPressed);
    m_view->setContextMenuPolicy(Qt::CustomContextMenu);
    m_view->setIndentation(14);
    m_view->setRootIsDecorated(false); // the one top row, the line being played, is always open
    m_view->setTextElideMode(Qt::ElideRight);
    m_splitter->addWidget(m_view);
    m_splitter->addWidget(m_chart);
    m_splitter->setStretchFactor(0, 3);
    m_splitter->setStretchFactor(1, 1);
    m_splitter->setChildrenCollapsible(true);
    layout->addWidget(m_splitter, 1);

    connect(m_speed, &QComboBox::currentIndexChanged, this, [this] { emit intervalChanged(interval()); });
    connect(m_model, &QAbstractItemModel::modelAboutToBeReset, this, [this] {
        // Remember which alternative lines were open.
        m_expandedLines.clear();
        std::vector<QModelIndex> todo{QModelIndex()};
        while (!todo.empty()) {
            const QModelIndex parent = todo.back();
            todo.pop_back();
            for (int r = 0; r < m_model->rowCount(parent); ++r) {
                const QModelIndex i = m_model->index(r, 0, parent);
                if (i.parent().isValid() &&
                    i.data(HistoryModel::KindRole).value<HistoryModel::Kind>() == HistoryModel::Kind::Line &&
                    m_view->isExpanded(i))
                    m_expandedLines.push_back(i.data(HistoryModel::EntryRole).toInt());
                todo.push_back(i);
            }
        }
    });
    connect(m_model, &QAbstractItemModel::modelReset, this, &HistoryPanel::restoreView);
    connect(m_view->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
            [this](const QModelIndex &current) {
                if (m_selecting || !current.isValid())
                    return;
                const auto kind = current.data(HistoryModel::KindRole).value<HistoryModel::Kind>();
                const QModelIndex line = kind == HistoryModel::Kind::Line ? current : current.parent();
                emit entrySelected(current.data(HistoryModel::EntryRole).toInt(),
                                   kind == HistoryModel::Kind::Skipped || kind == HistoryModel::Kind::Marker,
                                   line.data(HistoryModel::LineEndRole).toInt());
            });
    connect(m_view, &QWidget::customContextMenuRequested, this, &HistoryPanel::showContextMenu);
    m_view->installEventFilter(this);
}

bool HistoryPanel::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_view && event->type() == QEvent::KeyPress) {
        const auto *key = static_cast<QKeyEvent *>(event);
        const QString text = key->text();
        if (!text.isEmpty() && text.at(0).isPrint() &&
            !(key->modifiers() & (Qt::ControlModifier | Qt::AltModifier | Qt::MetaModifier))) {
            emit typed(text);
            return true;
        }
    }
    return QWidget::eventFilter(watched, event);
}

void HistoryPanel::setDocument(GameDocument *document)
{
    if (m_document)
        disconnect(m_document, nullptr, this, nullptr);
    m_document = document;
    m_shownEntry = -1;
    m_model->setDocument(document);
    if (document) {
        // The model added the new phase's rows, or took them out (it follows the document first); the phase
        // shown is the current one, as after a new tree.
        auto showCurrent = [this] {
            m_shownEntry = -1;
            setShownEntry(m_document->game().current());
        };
        connect(document, &GameDocument::phaseAdjudicated, this, showCurrent);
        connect(document, &GameDocument::adjudicationUndone, this, showCurrent);
    }
}

int HistoryPanel::interval() const
{
    return m_speed->currentData().toInt();
}

void HistoryPanel::restoreView()
{
    const QModelIndex top = m_model->index(0, 0);
    m_view->expand(top);
    // The phases where other lines leave are open, so that those lines show; the lines themselves stay
    // closed unless they were open.
    std::vector<QModelIndex> todo{top};
    while (!todo.empty()) {
        const QModelIndex parent = todo.back();
        todo.pop_back();
        for (int r = 0; r < m_model->rowCount(parent); ++r) {
            const QModelIndex i = m_model->index(r, 0, parent);
            if (m_model->rowCount(i) == 0)
                continue;
            const auto kind = i.data(HistoryModel::KindRole).value<HistoryModel::Kind>();
            const bool open = kind == HistoryModel::Kind::Phase ||
                              std::find(m_expandedLines.begin(), m_expandedLines.end(),
                                        i.data(HistoryModel::EntryRole).toInt()) != m_expandedLines.end();
            m_view->setExpanded(i, open);
            todo.push_back(i);
        }
    }
    // The tree changes with the phase tree, which ends any replay: the current phase is the one shown.
    m_shownEntry = -1;
    setShownEntry(m_document ? m_document->game().current() : -1);
}

void HistoryPanel::setShownEntry(int entry)
{
    if (entry == m_shownEntry && m_view->currentIndex().isValid())
        return;
    m_shownEntry = entry;
    const QModelIndex current = m_view->currentIndex();
    if (current.isValid() && current.data(HistoryModel::EntryRole).toInt() == entry)
        return; // a line or skipped row of that phase is selected: keep it
    const QModelIndex index = m_model->indexForEntry(entry);
    m_selecting = true;
    if (index.isValid()) {
        for (QModelIndex p = index.parent(); p.isValid(); p = p.parent())
            m_view->expand(p);
        m_view->setCurrentIndex(index);
        m_view->scrollTo(index);
    } else {
        m_view->selectionModel()->clearSelection();
    }
    m_selecting = false;
}

void HistoryPanel::editLineName(int entry)
{
    QModelIndex line = m_model->lineIndexForEntry(entry);
    if (!line.isValid())
        line = m_model->index(0, 0);
    m_view->scrollTo(line);
    m_view->edit(line);
}

void HistoryPanel::showContextMenu(const QPoint &pos)
{
    const QModelIndex index = m_view->indexAt(pos);
    if (!index.isValid())
        return;
    QMenu menu(this);
    for (QAction *a : {m_actions.playFromHere, m_actions.switchLine, m_actions.renameLine}) {
        if (a)
            menu.addAction(a);
    }
    menu.addSeparator();
    for (QAction *a : {m_actions.report, m_actions.chart}) {
        if (a)
            menu.addAction(a);
    }
    // The row was selected as it was clicked: its line is the one shown, which the comparison starts from.
    if (m_actions.compareLines && m_actions.compareLines->isEnabled()) {
        QAction *compare = menu.addAction(tr("Compare &with…"));
        compare->setObjectName(QStringLiteral("compareWithAction"));
        connect(compare, &QAction::triggered, m_actions.compareLines, &QAction::trigger);
    }
    menu.exec(m_view->viewport()->mapToGlobal(pos));
}

} // namespace arbiter::ui
