// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
#include "widgets/orders_panel.h"

#include "board/board_view_model.h"
#include "scene/power_palette.h"
#include "widgets/remembering_item_delegate.h"
#include "widgets/remembering_label.h"

#include "document/draw_description.h"
#include "document/game_document.h"
#include "document/order_description.h"
#include "text/phase_text.h"

#include <QAction>
#include <QButtonGroup>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QMenu>
#include <QToolButton>
#include <QTreeView>
#include <QVBoxLayout>

namespace arbiter::ui {

using document::GameDocument;

OrdersPanel::OrdersPanel(QWidget *parent)
    : QWidget(parent), m_model(new OrdersModel(this)), m_view(new QTreeView(this)),
      m_ordersButton(new QToolButton(this)), m_resultsButton(new QToolButton(this)),
      m_hint(new RememberingLabel(this))
{
    connect(PowerPalette::instance(), &PowerPalette::changed, m_view->viewport(),
            qOverload<>(&QWidget::update));
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->setSpacing(4);
    auto *switcher = new QHBoxLayout;
    switcher->setSpacing(0);
    for (QToolButton *b : {m_ordersButton, m_resultsButton}) {
        b->setCheckable(true);
        b->setAutoRaise(false);
        b->setToolButtonStyle(Qt::ToolButtonTextOnly);
        b->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
        switcher->addWidget(b);
    }
    auto *group = new QButtonGroup(this);
    group->setExclusive(false); // neither is checked in a replay; updateButtons() keeps them apart
    group->addButton(m_ordersButton);
    group->addButton(m_resultsButton);
    m_ordersButton->setChecked(true);
    m_ordersButton->setObjectName(QStringLiteral("ordersSourceButton"));
    m_resultsButton->setObjectName(QStringLiteral("resultsSourceButton"));
    layout->addLayout(switcher);

    m_view->setModel(m_model);
    auto *delegate = new RememberingItemDelegate(m_view);
    m_view->setItemDelegate(delegate);
    m_view->setObjectName(QStringLiteral("ordersView"));
    // A result or a reason longer than the dock is wide ("failed: bounced (A Marseilles ...)") goes on over
    // more lines of its row, to be read at the table without selecting the order; a row whose texts fit
    // stays one line high. The heights are measured once per text and width (the delegate keeps them).
    m_view->setUniformRowHeights(false);
    delegate->wrapColumn(m_view, OrdersModel::StateColumn);
    m_view->setAlternatingRowColors(true);
    m_view->setSelectionMode(QAbstractItemView::SingleSelection);
    m_view->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_view->setContextMenuPolicy(Qt::CustomContextMenu);
    m_view->header()->setStretchLastSection(true);
    // As wide as its longest text, measured only when an order text came, went or changed: Qt's
    // ResizeToContents measures every row again at each change, also when the results of a phase take the
    // place of its orders, which leave this column as it was (a tenth of an adjudication's key press).
    m_view->header()->setSectionResizeMode(OrdersModel::OrderColumn, QHeaderView::Interactive);
    connect(m_model, &OrdersModel::orderColumnChanged, this, &OrdersPanel::fitOrderColumn);
    layout->addWidget(m_view, 1);
    m_hint->setWordWrap(true);
    m_hint->setForegroundRole(QPalette::PlaceholderText);
    layout->addWidget(m_hint);

    auto *remove = new QAction(tr("Delete Order"), this);
    remove->setShortcuts({QKeySequence::Delete, QKeySequence(Qt::Key_Backspace)});
    remove->setShortcutContext(Qt::WidgetWithChildrenShortcut);
    connect(remove, &QAction::triggered, this, &OrdersPanel::deleteSelected);
    m_view->addAction(remove);

    // A click checks or unchecks the button itself; updateButtons() puts it back as the board has it.
    connect(m_ordersButton, &QToolButton::clicked, this, [this] {
        if (m_board)
            m_board->showCurrent(BoardViewModel::Overlay::Orders);
        updateButtons();
    });
    connect(m_resultsButton, &QToolButton::clicked, this, [this] {
        if (m_board)
            m_board->showCurrent(BoardViewModel::Overlay::Results);
        updateButtons();
    });
    connect(m_model, &QAbstractItemModel::modelReset, this, [this] {
        m_view->expandAll();
        fitOrderColumn();
        restoreSelection();
        updateButtons();
    });
    // Rows replaced in place: the view as a reset leaves it (no selection, every power open, at the top),
    // without laying every row out again.
    connect(m_model, &OrdersModel::rowsReplaced, this, [this] {
        m_selecting = true;
        m_view->selectionModel()->clear();
        m_selecting = false;
        for (int g = 0; g < m_model->rowCount(); ++g) {
            const QModelIndex group = m_model->index(g, 0);
            if (!m_view->isExpanded(group))
                m_view->expand(group);
        }
        m_view->scrollToTop();
        restoreSelection();
        updateButtons();
    });
    // A row taken out moves the view's current row to a neighbour; that is not the user choosing an order.
    connect(m_model, &QAbstractItemModel::rowsAboutToBeRemoved, this, [this] { m_selecting = true; });
    connect(m_model, &QAbstractItemModel::rowsRemoved, this, [this] { m_selecting = false; });
    connect(m_view->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
            [this](const QModelIndex &current) {
                if (m_selecting)
                    return;
                m_selectedOrder = current.isValid() ? current.data(OrdersModel::OrderIndexRole).toInt() : -1;
                emit orderSelected(m_selectedOrder);
            });
    connect(m_view, &QTreeView::activated, this, [this](const QModelIndex &index) {
        const int province = index.data(OrdersModel::ProvinceRole).toInt();
        if (province >= 0)
            emit provinceActivated(province);
    });
    connect(m_view, &QWidget::customContextMenuRequested, this, &OrdersPanel::showContextMenu);
    updateButtons();
}

void OrdersPanel::setDocument(GameDocument *document)
{
    if (m_document)
        disconnect(m_document, nullptr, this, nullptr);
    m_document = document;
    m_selectedOrder = -1;
    m_model->setDocument(document);
    if (document) {
        auto newPhase = [this] {
            m_selectedOrder = -1;
            updateButtons();
        };
        connect(document, &GameDocument::phaseChanged, this, newPhase);
        connect(document, &GameDocument::phaseAdjudicated, this, newPhase);
        connect(document, &GameDocument::adjudicationUndone, this, newPhase);
        connect(document, &GameDocument::votesChanged, this, &OrdersPanel::updateButtons);
        // The model changed the rows of an order given or taken out in place (it follows the document
        // first); the selection is the one a new table would have: the order selected, by its index.
        auto ordersEdited = [this] {
            m_selecting = true;
            m_view->selectionModel()->clear();
            m_selecting = false;
            restoreSelection();
            updateButtons();
        };
        connect(document, &GameDocument::orderSet, this, ordersEdited);
        connect(document, &GameDocument::orderRemoved, this, ordersEdited);
    }
    updateButtons();
}

void OrdersPanel::setBoard(BoardViewModel *board)
{
    if (m_board)
        disconnect(m_board, nullptr, this, nullptr);
    m_board = board;
    setDocument(board ? board->document() : nullptr);
    if (board) {
        connect(board, &BoardViewModel::shownChanged, this, &OrdersPanel::showBoard);
        connect(board, &BoardViewModel::overlayChanged, this, &OrdersPanel::showBoard);
        showBoard();
    }
}

void OrdersPanel::showBoard()
{
    m_selectedOrder = -1;
    if (m_board->replayEntry() >= 0)
        m_model->setReplay(m_board->replayEntry());
    else
        m_model->setSource(m_board->overlay() == BoardViewModel::Overlay::Results
                               ? OrdersModel::Source::LastResults
                               : OrdersModel::Source::CurrentOrders);
    updateButtons();
}

void OrdersPanel::updateButtons()
{
    const bool results = m_model->source() == OrdersModel::Source::LastResults;
    const bool replay = m_model->source() == OrdersModel::Source::Replay;
    m_ordersButton->setChecked(!results && !replay);
    m_resultsButton->setChecked(results);
    const PhaseEntry *last = m_document ? m_document->lastResults() : nullptr;
    m_resultsButton->setEnabled(last != nullptr);
    // Fall has a movement and a retreat phase: the season alone would not say which. The phase goes on a
    // line of its own, so both buttons fit the width of the dock.
    // In a replay the table holds the replayed phase's orders and results, so the buttons name that phase;
    // a click on either leaves the replay.
    const PhaseEntry *replayed = replay ? &m_document->game().entry(m_model->replayEntry()) : nullptr;
    const PhaseEntry *ordersOf = replayed     ? replayed
                                 : m_document ? &m_document->game().currentEntry()
                                              : nullptr;
    const PhaseEntry *resultsOf = replayed && replayed->adjudicated ? replayed : last;
    m_ordersButton->setText(ordersOf ? tr("Orders\n%1").arg(phaseName(ordersOf->position.phase))
                                     : tr("Orders"));
    m_resultsButton->setText(resultsOf ? tr("Results\n%1").arg(phaseName(resultsOf->position.phase))
                                       : tr("Results"));
    m_ordersButton->setToolTip(replayed ? tr("Leave the replay: the orders of the current phase")
                                        : QString());
    m_resultsButton->setToolTip(
        replayed && last ? tr("Leave the replay: the results of %1").arg(phaseName(last->position.phase))
                         : QString());
    if (!m_document) {
        m_hint->clear();
    } else if (replay) {
        const PhaseEntry &e = m_document->game().entry(m_model->replayEntry());
        m_hint->setText(e.adjudicated
                            ? tr("Replay of %1: its orders and results, read-only. Ctrl+End returns "
                                 "to the current phase.")
                                  .arg(phaseName(e.position.phase))
                            : tr("Replay of %1: its orders, not adjudicated. Ctrl+End returns to "
                                 "the current phase.")
                                  .arg(phaseName(e.position.phase)));
    } else if (results) {
        m_hint->setText(
            tr("Results of %1. Ctrl+R switches back to the orders.").arg(phaseName(last->position.phase)));
    } else if (!m_document->acceptsOrders()) {
        const GameEnd &end = m_document->game().currentEntry().end;
        m_hint->setText(end.kind != GameEndKind::None ? document::gameEndSentence(m_document->map(), end)
                                                      : tr("The game has ended."));
    } else {
        switch (m_document->phase().kind) {
        case PhaseKind::Movement:
            m_hint->setText(
                tr("Click a unit, then where it goes (click it again to hold). S: support, C: convoy. "
                   "Or type orders below."));
            break;
        case PhaseKind::Retreat:
            m_hint->setText(
                tr("Click a dislodged unit, then where it retreats (click it again to disband)."));
            break;
        case PhaseKind::Adjustment:
            m_hint->setText(
                tr("Click a free home centre to build, a unit to remove; right-click a centre to waive."));
            break;
        }
    }
}

void OrdersPanel::restoreSelection()
{
    if (m_selectedOrder < 0)
        return;
    const QModelIndex index = m_model->indexForOrder(m_selectedOrder);
    m_selecting = true;
    if (index.isValid())
        m_view->setCurrentIndex(index);
    m_selecting = false;
}

void OrdersPanel::selectOrder(int orderIndex)
{
    m_selectedOrder = orderIndex;
    m_selecting = true;
    const QModelIndex index = orderIndex >= 0 ? m_model->indexForOrder(orderIndex) : QModelIndex();
    if (index.isValid()) {
        m_view->setCurrentIndex(index);
        m_view->scrollTo(index);
    } else {
        m_view->selectionModel()->clearSelection();
    }
    m_selecting = false;
    emit orderSelected(orderIndex);
}

void OrdersPanel::selectProvince(int province)
{
    if (province < 0)
        return;
    for (int g = 0; g < m_model->rowCount(); ++g) {
        const QModelIndex parent = m_model->index(g, 0);
        for (int r = 0; r < m_model->rowCount(parent); ++r) {
            const QModelIndex index = m_model->index(r, 0, parent);
            if (index.data(OrdersModel::ProvinceRole).toInt() == province) {
                m_selecting = true;
                m_view->setCurrentIndex(index);
                m_view->scrollTo(index);
                m_selecting = false;
                m_selectedOrder = index.data(OrdersModel::OrderIndexRole).toInt();
                emit orderSelected(m_selectedOrder);
                return;
            }
        }
    }
}

int OrdersPanel::selectedOrder() const
{
    const QModelIndex current = m_view->currentIndex();
    return current.isValid() ? current.data(OrdersModel::OrderIndexRole).toInt() : -1;
}

void OrdersPanel::fitOrderColumn()
{
    m_view->resizeColumnToContents(OrdersModel::OrderColumn);
}

void OrdersPanel::deleteSelected()
{
    if (!m_document || m_model->source() != OrdersModel::Source::CurrentOrders)
        return;
    const int order = selectedOrder();
    if (order >= 0) {
        m_selectedOrder = -1;
        m_document->removeOrder(order);
    }
}

void OrdersPanel::showContextMenu(const QPoint &pos)
{
    if (!m_document || m_model->source() != OrdersModel::Source::CurrentOrders ||
        !m_document->acceptsOrders())
        return;
    const QModelIndex index = m_view->indexAt(pos);
    QMenu menu(this);
    const int order = index.isValid() ? index.data(OrdersModel::OrderIndexRole).toInt() : -1;
    const int power = index.isValid() ? index.data(OrdersModel::PowerRole).toInt() : -1;
    if (order >= 0)
        menu.addAction(tr("Delete Order"), this, [this, order] { m_document->removeOrder(order); });
    if (power >= 0)
        menu.addAction(tr("Clear Orders of %1").arg(document::powerName(m_document->map(), power)), this,
                       [this, power] { m_document->clearOrders(power); });
    menu.addAction(tr("Clear All Orders"), this, [this] { m_document->clearOrders(-1); });
    menu.exec(m_view->viewport()->mapToGlobal(pos));
}

} // namespace arbiter::ui
