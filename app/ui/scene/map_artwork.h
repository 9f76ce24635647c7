// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
#pragma once

#include <QColor>
#include <QFont>
#include <QPainterPath>
#include <QPointF>
#include <QRectF>
#include <QString>

#include <cstdint>
#include <memory>
#include <optional>
#include <vector>

class QSvgRenderer;

namespace arbiter {
class Map;
enum class UnitType : std::uint8_t;
} // namespace arbiter

namespace arbiter::ui {

// The drawing of a map: the SVG artwork (standard.svg) with one <path id="PROVINCE"> per province, and the
// places where units, labels and supply-centre markers go (layout.csv: location,unit_x,unit_y,label_x,
// label_y,sc_x,sc_y and, optionally, fleet_x,fleet_y where a fleet stands apart from an army: by the coast
// of a coastal province). Scene coordinates are the SVG's user units. When the files are missing or broken,
// a plain placeholder drawing (circles on a grid) keeps the program usable and `error()` says why.
// The lines of the title plate (<text id="title-heading"> and <text id="title-subtitle">) are taken out of
// the drawing: the scene writes the phase it shows in their place.
class MapArtwork
{
  public:
    // A line of the title plate: where and how the artwork writes it.
    struct TitleLine
    {
        QPointF anchor; // the middle of the line's baseline
        QFont font;     // pixel-sized in scene units
        QColor colour;
    };

    MapArtwork();
    ~MapArtwork();
    MapArtwork(const MapArtwork &) = delete;
    MapArtwork &operator=(const MapArtwork &) = delete;

    // Loads `directory`/standard.svg (or the first *.svg named after the directory) and layout.csv.
    void load(const Map &map, const QString &directory);

    bool isPlaceholder() const { return !m_renderer; }
    QString error() const { return m_error; }
    QSvgRenderer *renderer() const { return m_renderer.get(); }
    QRectF bounds() const { return m_bounds; }

    const QPainterPath &provinceShape(int province) const { return m_provinces[std::size_t(province)].shape; }
    QColor provinceFill(int province) const { return m_provinces[std::size_t(province)].fill; }
    QPointF labelPosition(int province) const { return m_provinces[std::size_t(province)].label; }
    // Where the province's name is written: the label's text in the SVG, else a box around labelPosition.
    QRectF labelBounds(int province) const;
    QPointF supplyCentrePosition(int province) const { return m_provinces[std::size_t(province)].centre; }
    bool hasSupplyCentreMarker(int province) const { return m_provinces[std::size_t(province)].hasCentre; }
    // Where a unit stands: an army's place (or the only place of a location), or a fleet's when the layout
    // gives the location one.
    QPointF unitPosition(int location) const { return m_units[std::size_t(location)]; }
    QPointF unitPosition(int location, UnitType type) const;
    // The heading and the subtitle of the title plate; none when the artwork has no such lines.
    const std::vector<TitleLine> &titleLines() const { return m_titleLines; }
    // Plain land colour of the artwork (a land province that is nobody's home), for re-tinting centres.
    QColor landColour() const { return m_land; }

    // The province whose shape contains the point, or -1 (impassable land, outside the map).
    int provinceAt(QPointF point) const;

  private:
    struct ProvinceArt
    {
        QPainterPath shape;
        QRectF box;
        QColor fill;
        QPointF label;
        QPointF centre;
        bool hasCentre = false;
    };

    bool loadLayout(const QString &file);
    bool loadSvg(const QString &file);
    // Takes the title plate's lines out of the SVG `data` and keeps where they were.
    QByteArray takeTitleLines(const QByteArray &data);
    void makePlaceholder(bool keepLayout);

    const Map *m_map = nullptr;
    std::unique_ptr<QSvgRenderer> m_renderer;
    QRectF m_bounds;
    QString m_error;
    QColor m_land;
    std::vector<ProvinceArt> m_provinces;
    std::vector<QPointF> m_units;
    std::vector<std::optional<QPointF>> m_fleets; // per location: a fleet's own place
    std::vector<bool> m_placed;                   // per location: layout.csv gave a position
    std::vector<TitleLine> m_titleLines;
};

} // namespace arbiter::ui
