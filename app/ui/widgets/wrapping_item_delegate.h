// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
#pragma once

#include <QStyledItemDelegate>

class QTreeView;

// Rows of a tree whose text wraps at the width of its column. A tree view asks its delegate for a row's
// height without saying how wide the row is, so the style measures the text on one line; this delegate
// measures it in the room the row really has (the column less the row's indentation).
class WrappingItemDelegate : public QStyledItemDelegate
{
  public:
    explicit WrappingItemDelegate(QTreeView *tree);

    QSize sizeHint(const QStyleOptionViewItem &option, const QModelIndex &index) const override;

  private:
    QTreeView *m_tree;
};
