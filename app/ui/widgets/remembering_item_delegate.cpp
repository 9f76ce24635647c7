// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
#include "widgets/remembering_item_delegate.h"

#include <QApplication>
#include <QStyle>

namespace arbiter::ui {

QSize RememberingItemDelegate::sizeHint(const QStyleOptionViewItem &option, const QModelIndex &index) const
{
    if (index.data(Qt::SizeHintRole).isValid())
        return QStyledItemDelegate::sizeHint(option, index);
    QStyleOptionViewItem cell = option;
    initStyleOption(&cell, index);
    Look look;
    look.text = cell.text;
    look.font = cell.font;
    look.features = int(cell.features);
    look.decorationSize = cell.decorationSize;
    look.decorationPosition = int(cell.decorationPosition);
    look.alignments = int(cell.displayAlignment) | int(cell.decorationAlignment) << 16;
    look.direction = int(cell.direction);
    look.wrapWidth = cell.features & QStyleOptionViewItem::WrapText ? cell.rect.width() : -1;
    look.style = option.widget ? option.widget->style() : QApplication::style();
    const auto known = m_sizes.constFind(look);
    if (known != m_sizes.cend())
        return *known;
    const QSize size = QStyledItemDelegate::sizeHint(option, index);
    if (m_sizes.size() >= maxRemembered)
        m_sizes.clear();
    m_sizes.insert(std::move(look), size);
    return size;
}

} // namespace arbiter::ui
