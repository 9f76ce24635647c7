// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
#include "widgets/remembering_item_delegate.h"

#include <QApplication>
#include <QFontMetrics>
#include <QHeaderView>
#include <QPainter>
#include <QStyle>
#include <QTextOption>
#include <QTreeView>

#include <algorithm>

namespace arbiter::ui {

void RememberingItemDelegate::wrapColumn(QTreeView *tree, int column)
{
    m_wrappingTree = tree;
    m_wrappedColumns << column;
    // The tree keeps the row heights it measured; the column made narrower or wider needs them again,
    // also when another column's resize gives it another width (a stretched last section is resized
    // without a signal of its own).
    connect(tree->header(), &QHeaderView::sectionResized, this, [this, tree, column] {
        int &laidOutAt = m_wrappedWidths[column];
        if (tree->header()->sectionSize(column) != laidOutAt) {
            laidOutAt = tree->header()->sectionSize(column);
            tree->doItemsLayout();
        }
    });
}

void RememberingItemDelegate::initStyleOption(QStyleOptionViewItem *option, const QModelIndex &index) const
{
    QStyledItemDelegate::initStyleOption(option, index);
    if (m_wrappedColumns.contains(index.column()))
        option->features |= QStyleOptionViewItem::WrapText;
}

QSize RememberingItemDelegate::sizeHint(const QStyleOptionViewItem &option, const QModelIndex &index) const
{
    if (index.data(Qt::SizeHintRole).isValid())
        return QStyledItemDelegate::sizeHint(option, index);
    // One copy of the option, measured as it is drawn (a copy costs as much as a fifth of a measure
    // remembered, and a tree without uniform rows measures every row changed).
    QStyleOptionViewItem cell = option;
    const int column = index.column();
    if (m_wrappedColumns.contains(column)) {
        // The style wraps only within a valid rectangle: the width the row has there, and any height.
        int width = m_wrappingTree->header()->sectionSize(column);
        const int treeColumn = m_wrappingTree->treePosition(); // -1: the first column shown
        if (treeColumn >= 0 ? column == treeColumn : m_wrappingTree->header()->visualIndex(column) == 0) {
            int depth = m_wrappingTree->rootIsDecorated() ? 1 : 0;
            for (QModelIndex parent = index.parent(); parent.isValid(); parent = parent.parent())
                ++depth;
            width -= depth * m_wrappingTree->indentation();
        }
        cell.rect.setSize({width, std::max(cell.rect.height(), 1)});
    }
    const QRect given = cell.rect;
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
    // The style's measure starts from the option as given (it makes the cell's look again itself).
    QStyleOptionViewItem measured = option;
    measured.rect = given;
    const QSize size = QStyledItemDelegate::sizeHint(measured, index);
    if (m_sizes.size() >= maxRemembered)
        m_sizes.clear();
    m_sizes.insert(std::move(look), size);
    return size;
}

const RememberingItemDelegate::LaidOut &RememberingItemDelegate::laidOut(Line line) const
{
    const auto known = m_lines.constFind(line);
    if (known != m_lines.cend())
        return **known;
    auto made = std::make_shared<LaidOut>();
    // As QCommonStyle lays out a view item's text.
    QTextOption option;
    option.setWrapMode(line.wrap ? QTextOption::WordWrap : QTextOption::ManualWrap);
    option.setTextDirection(Qt::LayoutDirection(line.direction));
    option.setAlignment(
        QStyle::visualAlignment(Qt::LayoutDirection(line.direction), Qt::Alignment(line.alignment)));
    // A line too long is elided as QCommonStyle elides a one-line text: to the rectangle's width.
    made->layout.setText(
        line.elideMode == Qt::ElideNone
            ? line.text
            : QFontMetrics(line.font).elidedText(line.text, Qt::TextElideMode(line.elideMode), line.width));
    made->layout.setFont(line.font);
    made->layout.setTextOption(option);
    made->layout.setCacheEnabled(true); // the glyphs kept for drawing, not shaped again at each paint
    made->layout.beginLayout();
    qreal height = 0;
    for (QTextLine l = made->layout.createLine(); l.isValid(); l = made->layout.createLine()) {
        l.setLineWidth(line.width);
        l.setPosition(QPointF(0, height));
        height += l.height();
    }
    made->layout.endLayout();
    made->fits = line.wrap || made->layout.lineCount() == 1;
    for (int i = 0; i < made->layout.lineCount(); ++i)
        made->fits = made->fits && made->layout.lineAt(i).naturalTextWidth() <= qreal(line.width);
    made->size = made->layout.boundingRect().size().toSize();
    if (m_lines.size() >= maxRemembered)
        m_lines.clear();
    return **m_lines.insert(std::move(line), std::move(made));
}

void RememberingItemDelegate::paint(QPainter *painter, const QStyleOptionViewItem &option,
                                    const QModelIndex &index) const
{
    QStyleOptionViewItem cell = option;
    initStyleOption(&cell, index);
    const QWidget *widget = option.widget;
    QStyle *style = widget ? widget->style() : QApplication::style();
    // The text rectangle is the cell's whatever its text when the decoration is shown selected (rows
    // selected whole); the focus frame and an editor's frame are drawn after the text. A text that wraps
    // is laid out in lines as the style wraps it; one taller than its cell (the style elides its last line)
    // is drawn by the style.
    const bool plain = !cell.text.isEmpty() && cell.showDecorationSelected &&
                       !(cell.state & (QStyle::State_HasFocus | QStyle::State_Editing));
    const bool wraps = cell.features & QStyleOptionViewItem::WrapText;
    if (!plain) {
        style->drawControl(QStyle::CE_ItemViewItem, &cell, painter, widget);
        return;
    }
    const QString text = cell.text;
    cell.text.clear();
    const int margin = style->pixelMetric(QStyle::PM_FocusFrameHMargin, nullptr, widget) + 1;
    const QRect box =
        style->subElementRect(QStyle::SE_ItemViewItemText, &cell, widget).adjusted(margin, 0, -margin, 0);
    Line wanted{text, cell.font, int(cell.direction), int(cell.displayAlignment), box.width()};
    wanted.wrap = wraps;
    const LaidOut *laid = &laidOut(wanted);
    const bool oneLine = !text.contains(u'\n') && !text.contains(QChar::LineSeparator);
    if (!laid->fits && oneLine && !wraps && cell.textElideMode != Qt::ElideNone) {
        wanted.elideMode = int(cell.textElideMode);
        laid = &laidOut(std::move(wanted));
    }
    const LaidOut &line = *laid;
    // The style places the line at the rectangle's left and aligns its bounding box vertically.
    const QRect placed = QStyle::alignedRect(Qt::LayoutDirectionAuto, cell.displayAlignment, line.size, box);
    if (!line.fits || placed.top() < box.top()) {
        cell.text = text;
        style->drawControl(QStyle::CE_ItemViewItem, &cell, painter, widget);
        return;
    }
    style->drawControl(QStyle::CE_ItemViewItem, &cell, painter, widget); // background, check, icon
    painter->save();
    painter->setClipRegion(painter->hasClipping() ? painter->clipRegion() & cell.rect : QRegion(cell.rect));
    QPalette::ColorGroup group = cell.state & QStyle::State_Enabled ? QPalette::Normal : QPalette::Disabled;
    if (group == QPalette::Normal && !(cell.state & QStyle::State_Active))
        group = QPalette::Inactive;
    painter->setPen(cell.palette.color(group, cell.state & QStyle::State_Selected ? QPalette::HighlightedText
                                                                                  : QPalette::Text));
    line.layout.draw(painter, QPointF(box.x(), placed.top()));
    painter->restore();
}

} // namespace arbiter::ui
