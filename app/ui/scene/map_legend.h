// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
#pragma once

#include <QBrush>
#include <QGraphicsRectItem>
#include <QPen>
#include <QString>

#include <vector>

class QGraphicsSimpleTextItem;

namespace arbiter::ui {

// A key to what an overlay draws, in a corner of the map: a title, then one line per kind of mark
// with a sample of it. It keeps its size on the screen whatever the zoom, so that it stays readable.
class MapLegend : public QGraphicsRectItem
{
  public:
    struct Entry
    {
        QString text;
        QPen pen;                           // the sample's outline
        QBrush brush = QBrush(Qt::NoBrush); // and fill
        bool ring = true;                   // a ring around a unit, else a patch of province
    };

    // Its `anchor` corner (top-left or bottom-left) is its position (MapScene::pinLegends sets it).
    MapLegend(const QString &title, const std::vector<Entry> &entries, Qt::Corner anchor);

    Qt::Corner anchor() const { return m_anchor; }

    // The entries as written (each on one line), the title first (for tests and screen readers).
    QStringList lines() const;

  private:
    std::vector<QGraphicsSimpleTextItem *> m_texts;
    Qt::Corner m_anchor;
};

} // namespace arbiter::ui
