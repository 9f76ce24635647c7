// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
#include "scene/map_legend.h"

#include <QFont>
#include <QFontMetricsF>
#include <QGraphicsEllipseItem>
#include <QGraphicsSimpleTextItem>

#include <algorithm>

namespace arbiter::ui {

namespace {

constexpr qreal margin = 8;
constexpr qreal sample = 28; // the width given to each sample
constexpr qreal lineGap = 5;
constexpr qreal widest = 430; // a longer entry is wrapped at spaces

QString wrapped(const QString &text, const QFont &font)
{
    const QFontMetricsF metrics(font);
    QStringList lines;
    QString line;
    for (const QString &word : text.split(u' ')) {
        const QString longer = line.isEmpty() ? word : line + u' ' + word;
        if (!line.isEmpty() && metrics.horizontalAdvance(longer) > widest) {
            lines << line;
            line = word;
        } else {
            line = longer;
        }
    }
    lines << line;
    return lines.join(u'\n');
}

} // namespace

MapLegend::MapLegend(const QString &title, const std::vector<Entry> &entries, Qt::Corner anchor)
    : m_anchor(anchor)
{
    setFlag(QGraphicsItem::ItemIgnoresTransformations);
    setZValue(70); // over everything on the map
    setPen(QPen(QColor(60, 60, 60), 1));
    setBrush(QColor(255, 255, 255, 235));
    QFont bold;
    bold.setBold(true);
    auto *heading = new QGraphicsSimpleTextItem(title, this);
    heading->setFont(bold);
    heading->setPos(margin, margin);
    m_texts.push_back(heading);
    qreal y = margin + heading->boundingRect().height() + lineGap;
    qreal width = heading->boundingRect().width();
    for (const Entry &entry : entries) {
        auto *text = new QGraphicsSimpleTextItem(this);
        text->setText(wrapped(entry.text, text->font()));
        const qreal height = std::max(text->boundingRect().height(), sample - 4);
        const QRectF box(margin + 2, y + (height - (sample - 6)) / 2, sample - 6, sample - 6);
        if (entry.ring) {
            auto *ring = new QGraphicsEllipseItem(box, this);
            ring->setPen(entry.pen);
            ring->setBrush(entry.brush);
        } else {
            auto *patch = new QGraphicsRectItem(box, this);
            patch->setPen(entry.pen);
            patch->setBrush(entry.brush);
        }
        text->setPos(margin + sample + 4, y + (height - text->boundingRect().height()) / 2);
        m_texts.push_back(text);
        width = std::max(width, sample + 4 + text->boundingRect().width());
        y += height + lineGap;
    }
    const qreal height = y - lineGap + margin;
    setRect(0, 0, width + 2 * margin, height);
    if (anchor == Qt::BottomLeftCorner) {
        setRect(rect().translated(0, -height));
        for (QGraphicsItem *child : childItems())
            child->moveBy(0, -height);
    }
}

QStringList MapLegend::lines() const
{
    QStringList out;
    for (const QGraphicsSimpleTextItem *text : m_texts)
        out << QString(text->text()).replace(u'\n', u' ');
    return out;
}

} // namespace arbiter::ui
