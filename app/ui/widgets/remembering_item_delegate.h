// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
#pragma once

#include <QHash>
#include <QStyledItemDelegate>

namespace arbiter::ui {

// An item delegate that remembers the size it measured for each look of a cell: its text, font, icon size
// and the layout the style gives them. A view that sizes a column to its contents
// (QHeaderView::ResizeToContents) measures every row again after each reset of its model, shaping the same
// texts each time (the orders dock: after every order entered and every adjudication).
class RememberingItemDelegate : public QStyledItemDelegate
{
  public:
    using QStyledItemDelegate::QStyledItemDelegate;

    QSize sizeHint(const QStyleOptionViewItem &option, const QModelIndex &index) const override;

  private:
    // Everything the style's measure of a cell (QStyle::CT_ItemViewItem) reads from its option.
    struct Look
    {
        QString text;
        QFont font;
        int features = 0;
        QSize decorationSize;
        int decorationPosition = 0;
        int alignments = 0;
        int direction = 0;
        int wrapWidth = -1; // the cell's width, when its text wraps
        const QStyle *style = nullptr;
        friend bool operator==(const Look &, const Look &) = default;
        friend size_t qHash(const Look &look, size_t seed = 0)
        {
            return qHashMulti(seed, look.text, look.font, look.features, look.decorationSize.width(),
                              look.decorationSize.height(), look.decorationPosition, look.alignments,
                              look.direction, look.wrapWidth, look.style);
        }
    };
    // A bound on the sizes remembered (a long game has a few thousand different order texts).
    static constexpr qsizetype maxRemembered = 4096;
    mutable QHash<Look, QSize> m_sizes;
};

} // namespace arbiter::ui
