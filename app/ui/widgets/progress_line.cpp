// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
#include "widgets/progress_line.h"

#include <QEvent>
#include <QFontMetrics>
#include <QPainter>

#include <algorithm>

namespace arbiter::ui {

namespace {

const QString square = QStringLiteral("\u25a0\u00a0");
const QString dot = QStringLiteral("\u00a0\u00b7");

QFont strongFont(QFont font)
{
    font.setBold(true);
    return font;
}

} // namespace

ProgressLine::ProgressLine(QWidget *parent) : QWidget(parent)
{
    QSizePolicy policy(QSizePolicy::Preferred, QSizePolicy::Preferred);
    policy.setHeightForWidth(true);
    setSizePolicy(policy);
}

void ProgressLine::setItems(std::vector<Item> items)
{
    if (!m_sentence && items.size() == m_items.size() &&
        std::equal(items.begin(), items.end(), m_items.begin(), [](const Item &a, const Item &b) {
            return a.text == b.text && a.colour == b.colour && a.strong == b.strong;
        }))
        return;
    m_items = std::move(items);
    m_sentence = false;
    changed();
}

void ProgressLine::setSentence(const QString &sentence)
{
    std::vector<Item> words;
    for (const QString &word : sentence.split(u' ', Qt::SkipEmptyParts))
        words.push_back({word, QColor(), false});
    if (m_sentence && words.size() == m_items.size() &&
        std::equal(words.begin(), words.end(), m_items.begin(),
                   [](const Item &a, const Item &b) { return a.text == b.text; }))
        return;
    m_items = std::move(words);
    m_sentence = true;
    changed();
}

void ProgressLine::clear()
{
    setItems({});
}

void ProgressLine::changed()
{
    m_measured = false;
    setAccessibleName(text());
    updateGeometry();
    update();
}

QString ProgressLine::text() const
{
    return itemTexts().join(m_sentence ? QStringLiteral(" ") : QStringLiteral(" \u00b7 "));
}

QStringList ProgressLine::itemTexts() const
{
    QStringList texts;
    for (const Item &item : m_items)
        texts << item.text;
    return texts;
}

void ProgressLine::measure() const
{
    if (m_measured)
        return;
    const QFontMetrics normal(font());
    const QFontMetrics strong(strongFont(font()));
    m_space = normal.horizontalAdvance(u' ');
    m_widths.clear();
    for (std::size_t i = 0; i < m_items.size(); ++i) {
        const Item &item = m_items[i];
        int width = (item.strong ? strong : normal).horizontalAdvance(item.text);
        if (item.colour.isValid())
            width += normal.horizontalAdvance(square);
        if (!m_sentence && i + 1 < m_items.size())
            width += normal.horizontalAdvance(dot);
        m_widths.push_back(width);
    }
    m_measured = true;
}

int ProgressLine::lineHeight() const
{
    return std::max(QFontMetrics(font()).lineSpacing(), QFontMetrics(strongFont(font())).lineSpacing());
}

std::vector<std::vector<int>> ProgressLine::lines(int width) const
{
    measure();
    std::vector<std::vector<int>> result;
    int x = 0;
    for (int i = 0; i < int(m_items.size()); ++i) {
        if (result.empty() || (x > 0 && x + m_space + m_widths[std::size_t(i)] > width)) {
            result.emplace_back();
            x = 0;
        } else if (x > 0) {
            x += m_space;
        }
        result.back().push_back(i);
        x += m_widths[std::size_t(i)];
    }
    return result;
}

bool ProgressLine::hasHeightForWidth() const
{
    return true;
}

int ProgressLine::heightForWidth(int width) const
{
    const QMargins m = contentsMargins();
    const int lineCount = std::max<int>(1, int(lines(width - m.left() - m.right()).size()));
    return lineCount * lineHeight() + m.top() + m.bottom();
}

QSize ProgressLine::sizeHint() const
{
    measure();
    // All on one line when there is room, as a word-wrapped label asks for.
    int width = 0;
    for (int w : m_widths)
        width += w + (width > 0 ? m_space : 0);
    const QMargins m = contentsMargins();
    return {width + m.left() + m.right(), lineHeight() + m.top() + m.bottom()};
}

QSize ProgressLine::minimumSizeHint() const
{
    measure();
    const int widest = m_widths.empty() ? 0 : *std::max_element(m_widths.begin(), m_widths.end());
    const QMargins m = contentsMargins();
    return {widest + m.left() + m.right(), heightForWidth(widest + m.left() + m.right())};
}

void ProgressLine::paintEvent(QPaintEvent *)
{
    const QRect area = contentsRect();
    QPainter painter(this);
    const QFont normal = font();
    const QFont strong = strongFont(font());
    const QFontMetrics metrics(normal);
    const int height = lineHeight();
    const QColor ink = palette().color(foregroundRole());
    int y = area.top() + metrics.ascent();
    for (const std::vector<int> &line : lines(area.width())) {
        int x = area.left();
        for (int i : line) {
            const Item &item = m_items[std::size_t(i)];
            if (item.colour.isValid()) {
                painter.setFont(normal);
                painter.setPen(item.colour);
                painter.drawText(QPoint(x, y), square);
                x += metrics.horizontalAdvance(square);
            }
            painter.setFont(item.strong ? strong : normal);
            painter.setPen(ink);
            painter.drawText(QPoint(x, y), item.text);
            x += QFontMetrics(painter.font()).horizontalAdvance(item.text);
            if (!m_sentence && i + 1 < int(m_items.size())) {
                painter.setFont(normal);
                painter.drawText(QPoint(x, y), dot);
                x += metrics.horizontalAdvance(dot);
            }
            x += m_space;
        }
        y += height;
    }
}

void ProgressLine::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::FontChange || event->type() == QEvent::StyleChange) {
        m_measured = false;
        updateGeometry();
    }
    QWidget::changeEvent(event);
}

} // namespace arbiter::ui
