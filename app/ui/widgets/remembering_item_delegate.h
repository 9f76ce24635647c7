// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
#pragma once

#include <QHash>
#include <QStyledItemDelegate>
#include <QTextLayout>

#include <memory>

class QTreeView;

namespace arbiter::ui {

// An item delegate that remembers the size it measured for each look of a cell (its text, font, icon size
// and the layout the style gives them) and the text it laid out for each text, font and width. A view that
// sizes a column to its contents (QHeaderView::ResizeToContents) measures every row again after each reset
// of its model, and every paint of a row lays its text out again (Qt shapes it twice: to see whether it
// must be elided, then to draw it), although the orders dock and the history show the same texts frame
// after frame. The picture is the style's own: the cell is drawn by the style without its text, and the
// text as the style draws a line (QCommonStyle's view item text), elided as the style elides a line that
// does not fit; a text of several lines, a cell with the focus frame or an editor, is drawn by the style
// alone.
class RememberingItemDelegate : public QStyledItemDelegate
{
  public:
    using QStyledItemDelegate::QStyledItemDelegate;

    // The texts of `column` of `tree` (the delegate's view) wrap at the column's width instead of being
    // elided (called for each column that wraps): the row is as high as its lines, measured in the room the
    // column gives it (a tree asks for a row's height without saying how wide it is). The tree must not have
    // uniform row heights; its rows are laid out again when the column's width changes. A text that fits on
    // one line is still drawn from the kept layout.
    void wrapColumn(QTreeView *tree, int column);

    QSize sizeHint(const QStyleOptionViewItem &option, const QModelIndex &index) const override;
    void paint(QPainter *painter, const QStyleOptionViewItem &option,
               const QModelIndex &index) const override;

  protected:
    void initStyleOption(QStyleOptionViewItem *option, const QModelIndex &index) const override;

  private:
    // What the text's layout depends on: the style lays it out on one line (or wrapped at words, in a column
    // that wraps) as wide as the cell's text rectangle, aligned in it.
    struct Line
    {
        QString text;
        QFont font;
        int direction = 0;
        int alignment = 0;
        int width = 0;
        int elideMode = Qt::ElideNone; // the text as the style elides it to the width, when it does not fit
        bool wrap = false;             // broken into lines at words to the width, as the style wraps it
        friend bool operator==(const Line &, const Line &) = default;
        friend size_t qHash(const Line &line, size_t seed = 0)
        {
            return qHashMulti(seed, line.text, line.font, line.direction, line.alignment, line.width,
                              line.elideMode, line.wrap);
        }
    };
    struct LaidOut
    {
        QTextLayout layout;
        bool fits =
            false;  // one line (or, wrapped, every line) no wider than the rectangle: drawn as laid out
        QSize size; // the layout's bounding size, rounded as the style rounds it
    };
    const LaidOut &laidOut(Line line) const;

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
    mutable QHash<Line, std::shared_ptr<const LaidOut>> m_lines;
    QTreeView *m_wrappingTree = nullptr;
    QList<int> m_wrappedColumns;
    QHash<int, int> m_wrappedWidths; // per column that wraps: its width when the rows were last laid out
};

} // namespace arbiter::ui
