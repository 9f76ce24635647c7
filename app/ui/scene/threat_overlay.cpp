// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
#include "scene/threat_overlay.h"

#include "scene/map_artwork.h"
#include "scene/map_legend.h"
#include "scene/map_scene.h"
#include "scene/power_palette.h"
#include "scene/unit_symbol.h"

#include <QFont>
#include <QGraphicsPathItem>
#include <QGraphicsSimpleTextItem>

#include <algorithm>

namespace arbiter::ui {

namespace {

// A dark red veil, darker for more: 1 lets the map show through, 3 or more nearly hides it.
QColor shade(int strength)
{
    return QColor(110, 0, 0, std::min(50 + 55 * (strength - 1), 175));
}

} // namespace

ThreatOverlay::ThreatOverlay(MapScene *scene) : m_scene(scene)
{
    connect(scene->board(), &BoardViewModel::studyChanged, this, &ThreatOverlay::redraw);
    connect(scene->board(), &BoardViewModel::shownChanged, this, &ThreatOverlay::redraw);
    connect(PowerPalette::instance(), &PowerPalette::changed, this, &ThreatOverlay::redraw);
    redraw();
}

ThreatOverlay::~ThreatOverlay()
{
    clear();
}

const ThreatOverlay::Label *ThreatOverlay::labelOf(int province) const
{
    const auto at = std::find_if(m_labels.begin(), m_labels.end(),
                                 [province](const Label &label) { return label.province == province; });
    return at == m_labels.end() ? nullptr : &*at;
}

void ThreatOverlay::clear()
{
    for (QGraphicsItem *item : m_items)
        delete item;
    m_items.clear();
    m_labels.clear();
    delete m_legend;
    m_legend = nullptr;
}

void ThreatOverlay::redraw()
{
    clear();
    const int against = m_scene->board()->threatPower();
    const ThreatMap *threats = m_scene->board()->threats();
    if (!threats || against < 0)
        return;
    const Map &map = m_scene->document()->map();
    const PowerPalette *palette = PowerPalette::instance();
    QFont font;
    font.setBold(true);
    font.setPointSizeF(13);
    for (int province = 0; province < map.provinceCount(); ++province) {
        int power = -1;
        const int strength = threats->largestAgainst(against, province, &power);
        if (strength <= 0)
            continue;
        auto *veil =
            m_scene->addPath(m_scene->artwork().provinceShape(province), QPen(Qt::NoPen), shade(strength));
        veil->setZValue(9); // under the order-entry highlights
        m_items.push_back(veil);
        // Up and right of where an army stands, so that a unit there stays visible.
        const QPointF at = m_scene->unitPlace(province) + QPointF(19, -19);
        const QColor colour = palette->colour(map, power);
        auto *text = new QGraphicsSimpleTextItem(QString::number(strength));
        text->setFont(font);
        text->setBrush(unitSymbol::foregroundFor(colour));
        const QRectF box = text->boundingRect();
        const qreal side = std::max(box.width(), box.height()) + 5;
        QPainterPath disc;
        disc.addEllipse(at, side / 2, side / 2);
        auto *plate = m_scene->addPath(disc, QPen(QColor(20, 20, 20), 1.6), colour);
        plate->setZValue(60);
        text->setParentItem(plate);
        text->setPos(at - QPointF(box.width() / 2, box.height() / 2));
        m_items.push_back(plate);
        m_labels.push_back({province, strength, power, text});
    }
    std::vector<MapLegend::Entry> entries;
    for (int strength = 1; strength <= 3; ++strength) {
        entries.push_back({strength < 3 ? ThreatOverlay::tr("Strength %1").arg(strength)
                                        : ThreatOverlay::tr("Strength %1 or more").arg(strength),
                           QPen(QColor(60, 60, 60), 1), QBrush(shade(strength)), false});
    }
    entries.push_back(
        {ThreatOverlay::tr("The number: the most one other power could bring with its own units "
                           "(1 + its supports), before any is cut; the disc is that power's colour"),
         QPen(Qt::NoPen), QBrush(Qt::NoBrush), false});
    m_legend = new MapLegend(ThreatOverlay::tr("Threats against %1 next turn").arg(map.powerName(against)),
                             entries, Qt::BottomLeftCorner);
    m_scene->addItem(m_legend);
    m_scene->pinLegends();
}

} // namespace arbiter::ui
