// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
#include "scene/reach_overlay.h"

#include "scene/map_artwork.h"
#include "scene/map_legend.h"
#include "scene/map_scene.h"
#include "scene/power_palette.h"

#include <QGraphicsEllipseItem>
#include <QGraphicsLineItem>
#include <QGraphicsPathItem>

#include <algorithm>

namespace arbiter::ui {

namespace {

// Rings outside the unit's own selection ring (20): the inner one for moving and supporting, the outer one
// for cutting, so that a unit with both roles shows each.
qreal ringRadius(ReachOverlay::Role role)
{
    switch (role) {
    case ReachOverlay::Role::MoverAndSupporter:
    case ReachOverlay::Role::MoverOnly:
        return 23;
    case ReachOverlay::Role::Cutter:
    case ReachOverlay::Role::DislodgingCutter:
        return 34;
    }
    return 23;
}

Qt::PenStyle ringStyle(ReachOverlay::Role role)
{
    switch (role) {
    case ReachOverlay::Role::MoverAndSupporter:
        return Qt::SolidLine;
    case ReachOverlay::Role::MoverOnly:
        return Qt::DashLine;
    case ReachOverlay::Role::Cutter:
        return Qt::DotLine;
    case ReachOverlay::Role::DislodgingCutter:
        return Qt::DashDotLine;
    }
    return Qt::SolidLine;
}

constexpr qreal ringWidth = 4;
// Under every ring and line, a pale band with a dark edge: dark and light power colours alike stand out
// from the map, and a dashed or dotted ring stays one ring.
const QColor haloEdge(30, 30, 30, 180);
const QColor haloBand(255, 255, 255, 230);
const QColor sampleColour(60, 60, 60);

QPen ringPen(const QColor &colour, ReachOverlay::Role role, qreal width = ringWidth)
{
    QPen pen(colour, width, ringStyle(role), Qt::FlatCap);
    return pen;
}

} // namespace

ReachOverlay::ReachOverlay(MapScene *scene) : m_scene(scene)
{
    connect(scene->board(), &BoardViewModel::studyChanged, this, &ReachOverlay::redraw);
    connect(scene->board(), &BoardViewModel::shownChanged, this, &ReachOverlay::redraw);
    connect(PowerPalette::instance(), &PowerPalette::changed, this, &ReachOverlay::redraw);
    redraw();
}

ReachOverlay::~ReachOverlay()
{
    clear();
}

std::vector<int> ReachOverlay::units(Role role) const
{
    std::vector<int> out;
    for (const Mark &mark : m_marks) {
        if (mark.role == role)
            out.push_back(mark.unit);
    }
    return out;
}

void ReachOverlay::clear()
{
    for (const Mark &mark : m_marks)
        delete mark.item;
    m_marks.clear();
    for (QGraphicsItem *line : m_cutLines)
        delete line;
    m_cutLines.clear();
    delete m_outline;
    m_outline = nullptr;
    delete m_legend;
    m_legend = nullptr;
}

void ReachOverlay::redraw()
{
    clear();
    const ProvinceReach *reach = m_scene->board()->reach();
    if (!reach || reach->province < 0)
        return;
    const Map &map = m_scene->document()->map();
    const Position &position = m_scene->board()->shownPosition();
    const PowerPalette *palette = PowerPalette::instance();

    auto *outline = m_scene->addPath(
        m_scene->artwork().provinceShape(reach->province),
        QPen(QColor(20, 20, 20), 4.5, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin), QColor(255, 255, 255, 90));
    outline->setZValue(11);
    m_outline = outline;

    const auto placeOf = [&](int unit) {
        const Unit &u = position.units[std::size_t(unit)];
        return m_scene->unitPlace(u.location, u.type);
    };
    const auto ring = [&](int unit, Role role) {
        const Unit &u = position.units[std::size_t(unit)];
        const qreal r = ringRadius(role);
        auto *under = new QGraphicsEllipseItem(QRectF(-r, -r, 2 * r, 2 * r));
        under->setPen(QPen(haloEdge, ringWidth + 4));
        under->setBrush(Qt::NoBrush);
        auto *band = new QGraphicsEllipseItem(QRectF(-r, -r, 2 * r, 2 * r), under);
        band->setPen(QPen(haloBand, ringWidth + 2));
        auto *over = new QGraphicsEllipseItem(QRectF(-r, -r, 2 * r, 2 * r), band);
        over->setPen(ringPen(palette->colour(map, u.power), role));
        under->setPos(placeOf(unit));
        under->setZValue(29); // just under the units
        m_scene->addItem(under);
        m_marks.push_back({unit, role, under});
    };
    for (int unit : reach->movers) {
        const bool supports =
            std::find(reach->supporters.begin(), reach->supporters.end(), unit) != reach->supporters.end();
        ring(unit, supports ? Role::MoverAndSupporter : Role::MoverOnly);
    }
    for (const SupportCutter &cut : reach->cutters) {
        const Role role = cut.onlyByDislodging ? Role::DislodgingCutter : Role::Cutter;
        const QLineF whole(placeOf(cut.unit), placeOf(cut.supporter));
        // From the cutter's ring to the supporter's, so that neither unit is crossed out.
        const qreal from = ringRadius(role);
        const qreal to = ringRadius(Role::MoverAndSupporter);
        if (whole.length() > from + to) {
            const QLineF line(whole.pointAt(from / whole.length()), whole.pointAt(1 - to / whole.length()));
            auto *under = m_scene->addLine(line, QPen(haloEdge, 6.4, Qt::SolidLine, Qt::RoundCap));
            under->setZValue(28);
            auto *band = new QGraphicsLineItem(line, under);
            band->setPen(QPen(haloBand, 4.6, Qt::SolidLine, Qt::RoundCap));
            auto *over = new QGraphicsLineItem(line, band);
            over->setPen(
                ringPen(palette->colour(map, position.units[std::size_t(cut.unit)].power), role, 2.8));
            m_cutLines.push_back(under);
        }
        const auto already = std::find_if(m_marks.begin(), m_marks.end(), [&](const Mark &mark) {
            return mark.unit == cut.unit && mark.role == role;
        });
        if (already == m_marks.end())
            ring(cut.unit, role);
    }

    const QString place = map.provinceName(reach->province);
    std::vector<MapLegend::Entry> entries;
    const auto sample = [](Role role) { return ringPen(sampleColour, role, 3); };
    entries.push_back({ReachOverlay::tr("Can move to %1 and support a move or a hold there (%n unit(s))",
                                        nullptr, int(units(Role::MoverAndSupporter).size()))
                           .arg(place),
                       sample(Role::MoverAndSupporter)});
    entries.push_back({ReachOverlay::tr("Can move to %1 but not support there: by convoy, or nothing to "
                                        "support (%n unit(s))",
                                        nullptr, int(units(Role::MoverOnly).size()))
                           .arg(place),
                       sample(Role::MoverOnly)});
    entries.push_back(
        {ReachOverlay::tr("Could cut one of those supports (%n unit(s)); a line joins it to the supporter",
                          nullptr, int(units(Role::Cutter).size())),
         sample(Role::Cutter)});
    entries.push_back({ReachOverlay::tr("Could cut one only by dislodging the supporter (%n unit(s))",
                                        nullptr, int(units(Role::DislodgingCutter).size())),
                       sample(Role::DislodgingCutter)});
    entries.push_back({ReachOverlay::tr("Ring colour: the unit's power. Escape clears."), QPen(Qt::NoPen),
                       QBrush(Qt::NoBrush)});
    m_legend =
        new MapLegend(ReachOverlay::tr("Reach and support: %1").arg(place), entries, Qt::TopLeftCorner);
    m_scene->addItem(m_legend);
    m_scene->pinLegends();
}

} // namespace arbiter::ui
