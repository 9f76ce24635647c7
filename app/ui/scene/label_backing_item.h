// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
#pragma once

#include <QGraphicsItem>
#include <QString>

class QSvgRenderer;

namespace arbiter::ui {

// A province's name written again above the units that cover it, on a pale rounded backing, so that the
// name stays readable (Qt SVG draws no halos around text). The name is the artwork's own label element,
// or the plain text when the artwork has none.
class LabelBackingItem : public QGraphicsItem
{
  public:
    // `element` is the label's id in `svg` ("label-par"); `bounds` where it is drawn.
    LabelBackingItem(QSvgRenderer *svg, QString element, QString text, const QRectF &bounds);

    const QString &text() const { return m_text; }

    QRectF boundingRect() const override;
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *widget) override;

  private:
    QSvgRenderer *m_svg;
    QString m_element;
    QString m_text;
    QRectF m_bounds;
};

} // namespace arbiter::ui
