// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
#include "scene/map_artwork.h"

#include "map/csv_table.h"
#include "map/map.h"
#include "scene/svg_path_parser.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QLoggingCategory>
#include <QSvgRenderer>
#include <QXmlStreamReader>

#include <algorithm>
#include <cmath>
#include <optional>

Q_LOGGING_CATEGORY(lcArtwork, "arbiter.artwork", QtWarningMsg)

namespace arbiter::ui {

MapArtwork::MapArtwork() = default;
MapArtwork::~MapArtwork() = default;

void MapArtwork::load(const Map &map, const QString &directory)
{
    m_map = &map;
    m_error.clear();
    m_renderer.reset();
    m_provinces.assign(std::size_t(map.provinceCount()), ProvinceArt{});
    m_units.assign(std::size_t(map.locationCount()), QPointF());
    m_placed.assign(std::size_t(map.locationCount()), false);
    m_fleets.assign(std::size_t(map.locationCount()), std::nullopt);
    m_land = QColor(0xed, 0xe3, 0xc6);
    m_titleLines.clear();

    const QDir dir(directory);
    QString svg = dir.filePath(QStringLiteral("standard.svg"));
    if (!QFile::exists(svg)) {
        const QString named = dir.filePath(dir.dirName() + QStringLiteral(".svg"));
        if (QFile::exists(named))
            svg = named;
    }
    const bool haveLayout = loadLayout(dir.filePath(QStringLiteral("layout.csv")));
    if (!haveLayout || !loadSvg(svg)) {
        m_renderer.reset();
        makePlaceholder(haveLayout);
    }
    qCDebug(lcArtwork) << "artwork" << svg << (isPlaceholder() ? "placeholder" : "loaded") << m_error;
}

bool MapArtwork::loadLayout(const QString &fileName)
{
    QString error;
    const std::optional<CsvTable> table = CsvTable::read(fileName, 7, 2, &error);
    if (!table) {
        m_error = QCoreApplication::translate("MapArtwork", "The map layout cannot be read: %1").arg(error);
        return false;
    }
    for (const CsvRow &row : table->rows) {
        const QStringList &f = row.fields;
        const int location = m_map->findLocation(f[0]);
        if (location < 0) {
            qCWarning(lcArtwork) << table->where(row) << "unknown location" << f[0];
            continue;
        }
        auto point = [&f](int i, bool *ok) {
            bool okX = false;
            bool okY = false;
            const QPointF p(f[i].toDouble(&okX), f[i + 1].toDouble(&okY));
            *ok = okX && okY;
            return p;
        };
        bool ok = false;
        m_units[std::size_t(location)] = point(1, &ok);
        m_placed[std::size_t(location)] = ok;
        if (!f[7].isEmpty() || !f[8].isEmpty()) {
            const QPointF fleet = point(7, &ok);
            if (ok)
                m_fleets[std::size_t(location)] = fleet;
            else
                qCWarning(lcArtwork) << table->where(row) << "unreadable fleet position" << f[7] << f[8];
        }
        const Location &loc = m_map->location(location);
        if (loc.coast.isEmpty()) {
            ProvinceArt &art = m_provinces[std::size_t(loc.province)];
            art.label = point(3, &ok);
            if (!ok)
                art.label = m_units[std::size_t(location)];
            art.centre = point(5, &ok);
            art.hasCentre = ok;
        }
    }
    for (int l = 0; l < m_map->locationCount(); ++l) {
        if (!m_placed[std::size_t(l)]) {
            const int p = m_map->location(l).province;
            if (!m_placed[std::size_t(p)]) {
                m_error = QCoreApplication::translate("MapArtwork", "%1 gives no position for %2")
                              .arg(QDir::toNativeSeparators(fileName), m_map->location(l).id);
                return false;
            }
            m_units[std::size_t(l)] = m_units[std::size_t(p)];
        }
    }
    return true;
}

bool MapArtwork::loadSvg(const QString &fileName)
{
    QFile file(fileName);
    if (!file.open(QIODevice::ReadOnly)) {
        m_error = QCoreApplication::translate("MapArtwork", "The map artwork %1 cannot be read: %2")
                      .arg(QDir::toNativeSeparators(fileName), file.errorString());
        return false;
    }
    const QByteArray data = file.readAll();
    QXmlStreamReader xml(data);
    std::vector<bool> found(m_provinces.size(), false);
    bool landFound = false;
    while (!xml.atEnd()) {
        if (xml.readNext() != QXmlStreamReader::StartElement || xml.name() != u"path")
            continue;
        const QXmlStreamAttributes attrs = xml.attributes();
        const int province = m_map->findProvince(attrs.value(QLatin1StringView("id")));
        if (province < 0 || m_map->province(province).id != attrs.value(QLatin1StringView("id")))
            continue;
        bool ok = false;
        QPainterPath shape = parseSvgPath(attrs.value(QLatin1StringView("d")), &ok);
        if (!ok) {
            m_error = QCoreApplication::translate("MapArtwork", "%1: the outline of %2 cannot be read")
                          .arg(QDir::toNativeSeparators(fileName), m_map->province(province).id);
            return false;
        }
        ProvinceArt &art = m_provinces[std::size_t(province)];
        art.shape = shape;
        art.box = shape.boundingRect();
        art.fill = QColor(attrs.value(QLatin1StringView("fill")).toString());
        found[std::size_t(province)] = true;
        const Province &prov = m_map->province(province);
        if (!landFound && prov.kind != ProvinceKind::Sea && prov.home < 0 && art.fill.isValid()) {
            m_land = art.fill;
            landFound = true;
        }
    }
    if (xml.hasError()) {
        m_error = QCoreApplication::translate("MapArtwork", "%1:%2: %3")
                      .arg(QDir::toNativeSeparators(fileName))
                      .arg(xml.lineNumber())
                      .arg(xml.errorString());
        return false;
    }
    for (std::size_t p = 0; p < found.size(); ++p) {
        if (!found[p]) {
            m_error = QCoreApplication::translate("MapArtwork", "%1 has no outline for province %2")
                          .arg(QDir::toNativeSeparators(fileName), m_map->province(int(p)).id);
            return false;
        }
    }
    m_renderer = std::make_unique<QSvgRenderer>(takeTitleLines(data));
    if (!m_renderer->isValid()) {
        m_error = QCoreApplication::translate("MapArtwork", "%1 is not a valid SVG drawing")
                      .arg(QDir::toNativeSeparators(fileName));
        return false;
    }
    m_renderer->setAspectRatioMode(Qt::KeepAspectRatio);
    m_bounds = m_renderer->viewBoxF();
    return true;
}

QRectF MapArtwork::labelBounds(int province) const
{
    const QString element = QStringLiteral("label-%1").arg(m_map->province(province).id);
    if (m_renderer && m_renderer->elementExists(element))
        return m_renderer->boundsOnElement(element);
    return QRectF(labelPosition(province) - QPointF(30, 8), QSizeF(60, 16)); // as drawPlaceholder writes it
}

QByteArray MapArtwork::takeTitleLines(const QByteArray &data)
{
    m_titleLines.clear();
    // Read from the text, so that the reader's offsets are offsets into it.
    QString text = QString::fromUtf8(data);
    const QString ids[] = {QStringLiteral("title-heading"), QStringLiteral("title-subtitle")};
    std::vector<std::optional<TitleLine>> lines(std::size(ids));
    std::vector<std::pair<qint64, qint64>> contents; // of the lines taken, from and to
    QXmlStreamReader xml(text);
    while (!xml.atEnd()) {
        if (xml.readNext() != QXmlStreamReader::StartElement || xml.name() != u"text")
            continue;
        const QXmlStreamAttributes attrs = xml.attributes();
        const auto id = std::find(std::begin(ids), std::end(ids), attrs.value(QLatin1StringView("id")));
        if (id == std::end(ids))
            continue;
        if (attrs.value(QLatin1StringView("text-anchor")) != u"middle")
            return data; // written where the scene would not put it: the plate stays as drawn
        TitleLine line;
        line.anchor = QPointF(attrs.value(QLatin1StringView("x")).toDouble(),
                              attrs.value(QLatin1StringView("y")).toDouble());
        QStringList families;
        for (const QString &family : attrs.value(QLatin1StringView("font-family")).toString().split(u','))
            families << family.trimmed();
        line.font.setFamilies(families);
        line.font.setStyleHint(families.contains(u"serif") ? QFont::Serif : QFont::SansSerif);
        line.font.setPixelSize(std::max(1, qRound(attrs.value(QLatin1StringView("font-size")).toDouble())));
        line.font.setBold(attrs.value(QLatin1StringView("font-weight")) == u"bold");
        line.font.setItalic(attrs.value(QLatin1StringView("font-style")) == u"italic");
        line.colour = QColor(attrs.value(QLatin1StringView("fill")).toString());
        const qint64 from = xml.characterOffset();
        xml.readElementText(QXmlStreamReader::SkipChildElements);
        const qint64 to = xml.characterOffset() - qint64(QStringLiteral("</text>").size());
        if (xml.hasError() || to < from || text.mid(from, to - from).contains(u'<'))
            return data; // not a plain line of text: the plate stays as drawn
        lines[std::size_t(id - std::begin(ids))] = line;
        contents.emplace_back(from, to);
    }
    if (std::any_of(lines.begin(), lines.end(), [](const auto &l) { return !l; }))
        return data;
    for (const auto &l : lines)
        m_titleLines.push_back(*l);
    for (auto it = contents.rbegin(); it != contents.rend(); ++it)
        text.remove(it->first, it->second - it->first);
    return text.toUtf8();
}

QPointF MapArtwork::unitPosition(int location, UnitType type) const
{
    const std::optional<QPointF> &fleet = m_fleets[std::size_t(location)];
    return type == UnitType::Fleet && fleet ? *fleet : m_units[std::size_t(location)];
}

void MapArtwork::makePlaceholder(bool keepLayout)
{
    // Without artwork: a circle per province, on a grid unless layout.csv gave positions.
    const int n = m_map->provinceCount();
    const int columns = int(std::ceil(std::sqrt(double(n))));
    constexpr qreal cell = 90;
    constexpr qreal radius = 36;
    QRectF bounds;
    m_fleets.assign(m_fleets.size(), std::nullopt); // one place per location on the placeholder circles
    for (int p = 0; p < n; ++p) {
        ProvinceArt &art = m_provinces[std::size_t(p)];
        const QPointF centre = keepLayout ? m_units[std::size_t(p)]
                                          : QPointF((p % columns + 0.5) * cell, (p / columns + 0.5) * cell);
        art.shape = QPainterPath();
        art.shape.addEllipse(centre, radius, radius);
        art.box = art.shape.boundingRect();
        art.label = centre + QPointF(0, radius * 0.7);
        art.centre = centre + QPointF(radius * 0.6, -radius * 0.6);
        art.hasCentre = m_map->province(p).supplyCentre;
        const Province &prov = m_map->province(p);
        art.fill = prov.kind == ProvinceKind::Sea ? QColor(0xb9, 0xd4, 0xe6) : m_land;
        if (!keepLayout) {
            m_units[std::size_t(p)] = centre;
            const auto &coasts = prov.coasts;
            for (std::size_t c = 0; c < coasts.size(); ++c)
                m_units[std::size_t(coasts[c])] =
                    centre + QPointF(c == 0 ? -radius * 0.5 : radius * 0.5, -radius * 0.3);
        }
        bounds |= art.box;
    }
    m_bounds = bounds.adjusted(-cell / 2, -cell / 2, cell / 2, cell / 2);
}

int MapArtwork::provinceAt(QPointF point) const
{
    for (std::size_t p = 0; p < m_provinces.size(); ++p) {
        const ProvinceArt &art = m_provinces[p];
        if (art.box.contains(point) && art.shape.contains(point))
            return int(p);
    }
    return -1;
}

} // namespace arbiter::ui
