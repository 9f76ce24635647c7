// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
#include "widgets/wrapping_item_delegate.h"

#include <QHeaderView>
#include <QTreeView>

#include <algorithm>

WrappingItemDelegate::WrappingItemDelegate(QTreeView *tree) : QStyledItemDelegate(tree), m_tree(tree)
{
    tree->setWordWrap(true);
    tree->setTextElideMode(Qt::ElideNone);
    // The tree keeps the row heights it measured; a column made narrower or wider needs them again.
    connect(tree->header(), &QHeaderView::sectionResized, tree, &QTreeView::doItemsLayout);
}

QSize WrappingItemDelegate::sizeHint(const QStyleOptionViewItem &option, const QModelIndex &index) const
{
    int depth = m_tree->rootIsDecorated() ? 1 : 0;
    for (QModelIndex parent = index.parent(); parent.isValid(); parent = parent.parent())
        ++depth;
    QStyleOptionViewItem measured = option;
    // The style wraps only within a valid rectangle: the width the row has, and any height.
    measured.rect.setSize({m_tree->header()->sectionSize(index.column()) - depth * m_tree->indentation(),
                           std::max(option.rect.height(), 1)});
    return QStyledItemDelegate::sizeHint(measured, index);
}
