// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
#include "scene/label_backing_item.h"

#include <QPainter>
#include <QSvgRenderer>

namespace arbiter::ui {

namespace {

constexpr qreal margin = 2.5;

} // namespace

LabelBackingItem::LabelBackingItem(QSvgRenderer *svg, QString element, QString text, const QRectF &bounds)
    : m_svg(svg), m_element(std::move(element)), m_text(std::move(text)), m_bounds(bounds)
{
    setZValue(34); // above units (30), dislodged units (31) and their marks (32, 33)
    setAcceptedMouseButtons(Qt::NoButton);
    setAcceptHoverEvents(false);
}

QRectF LabelBackingItem::boundingRect() const
{
    return m_bounds.adjusted(-margin - 1, -margin - 1, margin + 1, margin + 1);
}

void LabelBackingItem::paint(QPainter *painter, const QStyleOptionGraphicsItem *, QWidget *)
{
    painter->setRenderHint(QPainter::Antialiasing);
    painter->setPen(QPen(QColor(0x5b, 0x53, 0x46, 160), 0.8));
    painter->setBrush(QColor(0xfb, 0xf6, 0xe8, 225));
    painter->drawRoundedRect(m_bounds.adjusted(-margin, -margin, margin, margin), 3, 3);
    if (m_svg && m_svg->elementExists(m_element)) {
        m_svg->render(painter, m_element, m_bounds);
        return;
    }
    painter->setPen(QColor(0x2b, 0x25, 0x1c));
    QFont font = painter->font();
    font.setPixelSize(13);
    font.setBold(true);
    painter->setFont(font);
    painter->drawText(m_bounds, Qt::AlignCenter, m_text);
}

} // namespace arbiter::ui
