// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
// A map's artwork (maps/NAME/NAME.svg and layout.csv) against the rules in the map data: what looks adjacent
// on the drawing must be adjacent in the rules and the other way round, provinces that are not adjacent keep
// a visible gap, split coasts are drawn where their fleets go, a fleet's own place is by its coast, every
// marker sits in its province, units stand clear of the names and of neighbouring provinces' units, armies
// stand away from land borders, and the drawing renders cleanly. The map is
// named by ARBITER_ARTWORK_MAP (the folder under maps/; "standard" if unset): ctest runs this test once per
// map.
#include "map/map.h"

#include <QFile>
#include <QGuiApplication>
#include <QHash>
#include <QImage>
#include <QPainter>
#include <QPainterPath>
#include <QSet>
#include <QSvgRenderer>
#include <QTest>
#include <QTextStream>
#include <QXmlStreamReader>

#include <algorithm>
#include <cmath>
#include <limits>
#include <map>
#include <optional>
#include <set>
#include <unordered_map>
#include <vector>

using namespace arbiter;
using namespace Qt::StringLiterals;

namespace {

// Two provinces touch when their outlines run within kTolerance of each other for at least kMinLength.
// A meeting at a single corner gives at most about 2 * kTolerance.
constexpr double kTolerance = 1.5;
constexpr double kMinLength = 6.0;
constexpr double kStep = 0.5; // sampling step along the outlines
// Provinces that are not adjacent stay at least kClearance apart (at the SVG's own size: 1600 units wide),
// except within kJunctionRadius of a point where they meet a third shape (a province or neutral land).
constexpr double kClearance = 6.0;
constexpr double kJunctionRadius = 12.0;
// A unit's place keeps at least kLabelMargin outside every province name's box (unit drawings, about 12
// units from their place, may reach over a name; the scene backs names so they stay readable).
constexpr double kLabelMargin = 3.0;
// Units of two provinces stand at least kUnitSpacing apart, so that two armies' counters (radius 14.5 in
// the client, app/ui/scene/unit_symbol.h) never overlap.
constexpr double kUnitSpacing = 29.0;
// An army's place keeps kArmyInside from its province's land borders: near the middle, not on a neighbour.
constexpr double kArmyInside = 10.0;

QString mapName()
{
    const QString name = qEnvironmentVariable("ARBITER_ARTWORK_MAP");
    return name.isEmpty() ? u"standard"_s : name;
}

QString mapDirectory()
{
    return QStringLiteral(ARBITER_SOURCE_DIR "/maps/") + mapName();
}

// --- SVG path data
// ------------------------------------------------------------------------------------------

class PathDataParser
{
  public:
    explicit PathDataParser(QStringView d) : m_d(d) {}

    // Fills path (and the closed rings, as polygons); false on malformed or unsupported data.
    bool parse(QPainterPath *path, std::vector<QPolygonF> *rings, QString *error)
    {
        QPolygonF ring;
        QPointF current;
        QPointF start;
        QChar command;
        auto finishRing = [&](bool closed) {
            if (ring.size() > 1) {
                if (!closed) {
                    m_unclosed = true;
                }
                if (ring.first() != ring.last()) {
                    ring.append(ring.first());
                }
                rings->push_back(ring);
            }
            ring.clear();
        };
        while (true) {
            skipSeparators();
            if (atEnd()) {
                break;
            }
            const QChar c = m_d[m_pos];
            if (c.isLetter()) {
                command = c;
                ++m_pos;
                if (command == u'z' || command == u'Z') {
                    path->closeSubpath();
                    current = start;
                    finishRing(true);
                    continue;
                }
            } else if (command.isNull()) {
                *error = u"path data does not start with a command"_s;
                return false;
            }
            const bool relative = command.isLower();
            const QPointF base = relative ? current : QPointF();
            switch (command.toLower().unicode()) {
            case u'm': {
                double x = 0, y = 0;
                if (!number(&x) || !number(&y)) {
                    return fail(error);
                }
                finishRing(false);
                current = base + QPointF(x, y);
                start = current;
                path->moveTo(current);
                ring.append(current);
                command = relative ? u'l' : u'L'; // further pairs are line-tos
                break;
            }
            case u'l': {
                double x = 0, y = 0;
                if (!number(&x) || !number(&y)) {
                    return fail(error);
                }
                current = base + QPointF(x, y);
                path->lineTo(current);
                ring.append(current);
                break;
            }
            case u'h': {
                double x = 0;
                if (!number(&x)) {
                    return fail(error);
                }
                current = QPointF(relative ? current.x() + x : x, current.y());
                path->lineTo(current);
                ring.append(current);
                break;
            }
            case u'v': {
                double y = 0;
                if (!number(&y)) {
                    return fail(error);
                }
                current = QPointF(current.x(), relative ? current.y() + y : y);
                path->lineTo(current);
                ring.append(current);
                break;
            }
            default:
                *error = u"unsupported path command '%1' (province outlines are polygons)"_s.arg(command);
                return false;
            }
        }
        finishRing(false);
        if (m_unclosed) {
            *error = u"a ring of the path is not closed with z"_s;
            return false;
        }
        return true;
    }

  private:
    bool atEnd() const { return m_pos >= m_d.size(); }
    void skipSeparators()
    {
        while (!atEnd() && (m_d[m_pos].isSpace() || m_d[m_pos] == u',')) {
            ++m_pos;
        }
    }
    bool number(double *out)
    {
        skipSeparators();
        const qsizetype begin = m_pos;
        if (!atEnd() && (m_d[m_pos] == u'-' || m_d[m_pos] == u'+')) {
            ++m_pos;
        }
        bool dot = false;
        bool digits = false;
        while (!atEnd()) {
            const QChar c = m_d[m_pos];
            if (c.isDigit()) {
                digits = true;
            } else if (c == u'.' && !dot) {
                dot = true;
            } else if ((c == u'e' || c == u'E') && digits) {
                ++m_pos;
                if (!atEnd() && (m_d[m_pos] == u'-' || m_d[m_pos] == u'+')) {
                    ++m_pos;
                }
                continue;
            } else {
                break;
            }
            ++m_pos;
        }
        bool ok = false;
        *out = m_d.mid(begin, m_pos - begin).toDouble(&ok);
        return ok && digits;
    }
    bool fail(QString *error)
    {
        *error = u"malformed number at offset %1 of the path data"_s.arg(m_pos);
        return false;
    }

    QStringView m_d;
    qsizetype m_pos = 0;
    bool m_unclosed = false;
};

struct Shape
{
    QPainterPath path;
    std::vector<QPolygonF> rings;
};

// --- Outline proximity
// ---------------------------------------------------------------------------------------

double distanceToSegment(QPointF p, QPointF a, QPointF b)
{
    const QPointF d = b - a;
    const double len2 = d.x() * d.x() + d.y() * d.y();
    double t = 0.0;
    if (len2 > 0.0) {
        t = std::clamp(((p.x() - a.x()) * d.x() + (p.y() - a.y()) * d.y()) / len2, 0.0, 1.0);
    }
    const QPointF q = a + t * d - p;
    return std::sqrt(q.x() * q.x() + q.y() * q.y());
}

// All outline segments of all shapes in a uniform grid, to find the shapes near a point.
class SegmentGrid
{
  public:
    static constexpr double kCell = 4.0;

    void add(int owner, QPointF a, QPointF b)
    {
        const int index = int(m_segments.size());
        m_segments.push_back({owner, a, b});
        const int x0 = cell(std::min(a.x(), b.x()) - kClearance);
        const int x1 = cell(std::max(a.x(), b.x()) + kClearance);
        const int y0 = cell(std::min(a.y(), b.y()) - kClearance);
        const int y1 = cell(std::max(a.y(), b.y()) + kClearance);
        for (int x = x0; x <= x1; ++x) {
            for (int y = y0; y <= y1; ++y) {
                m_cells[key(x, y)].push_back(index);
            }
        }
    }

    // The owners (other than `self`) with an outline segment within kClearance of p, and how near.
    std::map<int, double> distances(QPointF p, int self) const
    {
        std::map<int, double> owners;
        const auto it = m_cells.find(key(cell(p.x()), cell(p.y())));
        if (it == m_cells.end()) {
            return owners;
        }
        for (int index : it->second) {
            const Segment &s = m_segments[std::size_t(index)];
            if (s.owner == self) {
                continue;
            }
            const double d = distanceToSegment(p, s.a, s.b);
            if (d < kClearance) {
                auto [slot, fresh] = owners.emplace(s.owner, d);
                slot->second = fresh ? d : std::min(slot->second, d);
            }
        }
        return owners;
    }

  private:
    struct Segment
    {
        int owner;
        QPointF a;
        QPointF b;
    };
    static int cell(double v) { return int(std::floor(v / kCell)); }
    static qint64 key(int x, int y) { return (qint64(x) << 32) ^ qint64(quint32(y)); }

    std::vector<Segment> m_segments;
    std::unordered_map<qint64, std::vector<int>> m_cells;
};

// Points every kStep along the outline of a shape.
std::vector<QPointF> samples(const Shape &shape)
{
    std::vector<QPointF> out;
    for (const QPolygonF &ring : shape.rings) {
        for (qsizetype i = 0; i + 1 < ring.size(); ++i) {
            const QPointF a = ring[i];
            const QPointF b = ring[i + 1];
            const double len = std::hypot(b.x() - a.x(), b.y() - a.y());
            const int n = std::max(1, int(std::ceil(len / kStep)));
            for (int k = 0; k < n; ++k) {
                out.push_back(a + (b - a) * (double(k) / n));
            }
        }
    }
    return out;
}

struct LayoutRow
{
    QPointF unit;
    QPointF label;
    std::optional<QPointF> sc;
    std::optional<QPointF> fleet; // a fleet's own place (optional fleet_x,fleet_y columns)
};

// Reads "x,y" from fields i and i + 1; both empty gives nothing, anything else unreadable sets *ok false.
std::optional<QPointF> optionalPoint(const QStringList &f, int i, bool *ok)
{
    if (f.size() <= i + 1 || (f[i].isEmpty() && f[i + 1].isEmpty())) {
        return std::nullopt;
    }
    bool okX = false;
    bool okY = false;
    const QPointF p(f[i].toDouble(&okX), f[i + 1].toDouble(&okY));
    *ok = *ok && okX && okY;
    return p;
}

} // namespace

class TestMapArtwork : public QObject
{
    Q_OBJECT

  private slots:
    void initTestCase();
    void everyProvinceHasOnePath();
    void drawnAdjacencyMatchesTheRules();
    void provincesThatAreNotAdjacentKeepApart();
    void splitCoastsAreDrawnWhereTheirFleetsGo();
    void supplyCentreMarkersLieInTheirProvinces();
    void layoutCoversEveryLocation();
    void layoutPositionsLieInTheirProvinces();
    void fleetPlacesLieByTheirCoast();
    void unitPlacesKeepClearOfLabels();
    void unitsOfDifferentProvincesStandApart();
    void armiesStandWellInsideTheirProvinces();
    void rendersWithoutWarnings_data();
    void rendersWithoutWarnings();

  private:
    bool touching(int a, int b) const;
    bool rulesAdjacent(int a, int b) const;
    bool crossingDrawn(int a, int b) const;

    std::optional<Map> m_map;
    QByteArray m_svg;
    QHash<QString, Shape> m_shapes;                 // province paths by id
    QStringList m_pathErrors;                       // problems found while reading the SVG
    QHash<QString, int> m_provinceIdCount;          // how often each province id occurs on a <path>
    QHash<QString, QPointF> m_scMarkers;            // "par" -> centre of its supply-centre marker
    std::map<std::pair<int, int>, double> m_shared; // (a < b) -> length of outline a near outline b
    std::vector<std::vector<QPointF>> m_samples;    // per province
    std::vector<std::vector<std::set<int>>> m_sampleNeighbours; // per province, per sample
    // per province, per sample: the shapes within kClearance (provinces; neutral land numbered after them)
    std::vector<std::vector<std::map<int, double>>> m_sampleDistances;
    std::vector<QLineF>
        m_crossings; // <line id="crossing-..."> in the decoration: drawn adjacency across water
    QStringList m_crossingErrors;
    QHash<QString, LayoutRow> m_layout;
    QStringList m_layoutErrors;
};

void TestMapArtwork::initTestCase()
{
    QString error;
    m_map = Map::load(mapDirectory(), &error);
    QVERIFY2(m_map, qPrintable(error));

    QFile file(mapDirectory() + u'/' + mapName() + u".svg"_s);
    QVERIFY2(file.open(QIODevice::ReadOnly), qPrintable(file.errorString()));
    m_svg = file.readAll();

    // Province outlines are the <path> elements inside <g id="provinces">; supply-centre markers are the
    // <circle id="sc-..."> elements inside <g id="supply-centres">.
    QXmlStreamReader xml(m_svg);
    QStringList groups;
    std::vector<Shape> neutralShapes;
    while (!xml.atEnd()) {
        xml.readNext();
        if (xml.isStartElement()) {
            const QString id = xml.attributes().value(u"id"_s).toString();
            const QStringView name = xml.name();
            if (name == u"g") {
                groups.append(id);
            }
            const bool inProvinces = groups.contains(u"provinces"_s);
            if (name == u"path" && m_map->findLocation(id) >= 0 && !id.contains(u'/')) {
                m_provinceIdCount[id] += 1;
                if (!inProvinces) {
                    m_pathErrors.append(u"path %1 is outside the provinces group"_s.arg(id));
                }
            }
            if (name == u"path" && inProvinces) {
                Shape shape;
                shape.path.setFillRule(Qt::OddEvenFill);
                QString parseError;
                const QString d = xml.attributes().value(u"d"_s).toString();
                if (!PathDataParser(d).parse(&shape.path, &shape.rings, &parseError)) {
                    m_pathErrors.append(u"path %1: %2"_s.arg(id, parseError));
                }
                if (m_map->findLocation(id) < 0 || id.contains(u'/')) {
                    m_pathErrors.append(u"path %1 in the provinces group is not a province"_s.arg(id));
                } else {
                    m_shapes.insert(id, shape);
                }
            }
            if (name == u"path" && groups.contains(u"impassable"_s)) {
                Shape shape;
                QString parseError;
                const QString d = xml.attributes().value(u"d"_s).toString();
                if (!PathDataParser(d).parse(&shape.path, &shape.rings, &parseError)) {
                    m_pathErrors.append(u"path %1: %2"_s.arg(id, parseError));
                }
                neutralShapes.push_back(shape);
            }
            if (name == u"line" && id.startsWith(u"crossing-"_s)) {
                const auto number = [&](const QString &attribute) {
                    return xml.attributes().value(attribute).toDouble();
                };
                m_crossings.emplace_back(number(u"x1"_s), number(u"y1"_s), number(u"x2"_s), number(u"y2"_s));
            }
            if (name == u"circle" && groups.contains(u"supply-centres"_s) && id.startsWith(u"sc-"_s)) {
                const double cx = xml.attributes().value(u"cx"_s).toDouble();
                const double cy = xml.attributes().value(u"cy"_s).toDouble();
                m_scMarkers.insert(id.mid(3), QPointF(cx, cy));
            }
        } else if (xml.isEndElement() && xml.name() == u"g") {
            groups.removeLast();
        }
    }
    QVERIFY2(!xml.hasError(), qPrintable(xml.errorString()));

    // Which shapes each sample point of each province outline is near: provinces are numbered as in the
    // map, neutral land after them.
    SegmentGrid grid;
    const int n = m_map->provinceCount();
    const auto addToGrid = [&grid](int owner, const Shape &shape) {
        for (const QPolygonF &ring : shape.rings) {
            for (qsizetype i = 0; i + 1 < ring.size(); ++i) {
                grid.add(owner, ring[i], ring[i + 1]);
            }
        }
    };
    for (int p = 0; p < n; ++p) {
        const auto it = m_shapes.constFind(m_map->province(p).id);
        if (it != m_shapes.constEnd()) {
            addToGrid(p, *it);
        }
    }
    for (std::size_t i = 0; i < neutralShapes.size(); ++i) {
        addToGrid(n + int(i), neutralShapes[i]);
    }
    m_samples.resize(std::size_t(n));
    m_sampleNeighbours.resize(std::size_t(n));
    m_sampleDistances.resize(std::size_t(n));
    for (int p = 0; p < n; ++p) {
        const auto it = m_shapes.constFind(m_map->province(p).id);
        if (it == m_shapes.constEnd()) {
            continue;
        }
        m_samples[std::size_t(p)] = samples(*it);
        auto &neighbours = m_sampleNeighbours[std::size_t(p)];
        auto &distances = m_sampleDistances[std::size_t(p)];
        for (const QPointF &pt : m_samples[std::size_t(p)]) {
            distances.push_back(grid.distances(pt, p));
            std::set<int> near;
            for (const auto &[q, d] : distances.back()) {
                if (q < n && d <= kTolerance) {
                    near.insert(q);
                }
            }
            neighbours.push_back(near);
            for (int q : near) {
                if (p < q) {
                    m_shared[{p, q}] += kStep;
                }
            }
        }
    }

    // layout.csv: location,unit_x,unit_y,label_x,label_y,sc_x,sc_y[,fleet_x,fleet_y]
    QFile layout(mapDirectory() + u"/layout.csv"_s);
    QVERIFY2(layout.open(QIODevice::ReadOnly | QIODevice::Text), qPrintable(layout.errorString()));
    QTextStream in(&layout);
    while (!in.atEnd()) {
        const QString line = in.readLine().trimmed();
        if (line.isEmpty() || line.startsWith(u'#')) {
            continue;
        }
        const QStringList f = line.split(u',');
        bool ok = f.size() == 7 || f.size() == 9;
        double v[6] = {};
        for (int i = 0; ok && i < 4; ++i) {
            v[i] = f[i + 1].toDouble(&ok);
        }
        LayoutRow row{QPointF(v[0], v[1]), QPointF(v[2], v[3]), std::nullopt, std::nullopt};
        if (ok) {
            row.sc = optionalPoint(f, 5, &ok);
            row.fleet = optionalPoint(f, 7, &ok);
        }
        if (!ok) {
            m_layoutErrors.append(u"malformed layout row: %1"_s.arg(line));
        } else if (m_layout.contains(f[0])) {
            m_layoutErrors.append(u"layout lists %1 twice"_s.arg(f[0]));
        } else {
            m_layout.insert(f[0], row);
        }
    }
}

bool TestMapArtwork::touching(int a, int b) const
{
    const auto it = m_shared.find({std::min(a, b), std::max(a, b)});
    return it != m_shared.end() && it->second >= kMinLength;
}

// A <line id="crossing-..."> with one end in each province: the drawing's way of showing an adjacency
// across a stretch of water or through a point where four provinces meet.
bool TestMapArtwork::crossingDrawn(int a, int b) const
{
    const QPainterPath &pa = m_shapes.value(m_map->province(a).id).path;
    const QPainterPath &pb = m_shapes.value(m_map->province(b).id).path;
    for (const QLineF &line : m_crossings) {
        if ((pa.contains(line.p1()) && pb.contains(line.p2())) ||
            (pa.contains(line.p2()) && pb.contains(line.p1()))) {
            return true;
        }
    }
    return false;
}

bool TestMapArtwork::rulesAdjacent(int a, int b) const
{
    if (m_map->armyBorder(a, b)) {
        return true;
    }
    for (int la = 0; la < m_map->locationCount(); ++la) {
        if (m_map->location(la).province != a) {
            continue;
        }
        for (int lb = 0; lb < m_map->locationCount(); ++lb) {
            if (m_map->location(lb).province == b && m_map->fleetBorder(la, lb)) {
                return true;
            }
        }
    }
    return false;
}

void TestMapArtwork::everyProvinceHasOnePath()
{
    QVERIFY2(m_pathErrors.isEmpty(), qPrintable(m_pathErrors.join(u"; "_s)));
    QStringList problems;
    for (int p = 0; p < m_map->provinceCount(); ++p) {
        const QString id = m_map->province(p).id;
        const int count = m_provinceIdCount.value(id);
        if (count != 1) {
            problems.append(u"%1 has %2 paths"_s.arg(id).arg(count));
        } else if (m_shapes.value(id).path.isEmpty()) {
            problems.append(u"%1 has an empty path"_s.arg(id));
        }
    }
    QCOMPARE(m_shapes.size(), m_map->provinceCount());
    QVERIFY2(problems.isEmpty(), qPrintable(problems.join(u"; "_s)));
}

void TestMapArtwork::drawnAdjacencyMatchesTheRules()
{
    QStringList touchingNotAdjacent;
    QStringList adjacentNotTouching;
    QStringList crossingNotAdjacent;
    int drawn = 0;
    int crossings = 0;
    for (int a = 0; a < m_map->provinceCount(); ++a) {
        for (int b = a + 1; b < m_map->provinceCount(); ++b) {
            const bool t = touching(a, b);
            const bool c = crossingDrawn(a, b);
            const bool r = rulesAdjacent(a, b);
            drawn += t ? 1 : 0;
            crossings += c ? 1 : 0;
            const QString pair = m_map->province(a).id + u'-' + m_map->province(b).id;
            if (t && !r) {
                touchingNotAdjacent.append(pair);
            } else if (c && !r) {
                crossingNotAdjacent.append(pair);
            } else if (r && !t && !c) {
                adjacentNotTouching.append(pair);
            }
        }
    }
    qInfo("%d pairs of provinces are joined by a crossing line", crossings);
    QCOMPARE(qsizetype(crossings), qsizetype(m_crossings.size()));
    QVERIFY2(crossingNotAdjacent.isEmpty(),
             qPrintable(u"a crossing joins provinces that are not adjacent: "_s +
                        crossingNotAdjacent.join(u", "_s)));
    qInfo("%d pairs of provinces share a border on the drawing; %lld touch without being adjacent, %lld are "
          "adjacent without touching",
          drawn, qlonglong(touchingNotAdjacent.size()), qlonglong(adjacentNotTouching.size()));
    QVERIFY2(touchingNotAdjacent.isEmpty(),
             qPrintable(u"drawn touching but not adjacent: "_s + touchingNotAdjacent.join(u", "_s)));
    QVERIFY2(adjacentNotTouching.isEmpty(),
             qPrintable(u"adjacent but not touching on the drawing: "_s + adjacentNotTouching.join(u", "_s)));
}

// Two provinces that are not adjacent must look apart: their outlines stay kClearance apart everywhere but
// close to a point where they meet together with a third shape (four provinces at a corner, say).
void TestMapArtwork::provincesThatAreNotAdjacentKeepApart()
{
    struct Pair
    {
        std::vector<std::pair<QPointF, double>> close; // samples of the first province nearer than kClearance
        std::vector<QPointF> junctions;                // samples where both meet a third shape
    };
    const int n = m_map->provinceCount();
    std::map<std::pair<int, int>, Pair> pairs;
    for (int p = 0; p < n; ++p) {
        const auto &pts = m_samples[std::size_t(p)];
        const auto &distances = m_sampleDistances[std::size_t(p)];
        for (std::size_t i = 0; i < pts.size(); ++i) {
            for (const auto &[q, d] : distances[i]) {
                if (q <= p || q >= n || rulesAdjacent(p, q)) {
                    continue;
                }
                Pair &pair = pairs[{p, q}];
                pair.close.emplace_back(pts[i], d);
                if (d <= kTolerance) {
                    const bool third =
                        std::any_of(distances[i].begin(), distances[i].end(), [&](const auto &other) {
                            return other.first != q && other.second <= kTolerance;
                        });
                    if (third) {
                        pair.junctions.push_back(pts[i]);
                    }
                }
            }
        }
    }
    QStringList problems;
    double worst = kClearance;
    QString worstPair;
    for (const auto &[key, pair] : pairs) {
        double closest = kClearance;
        QPointF where;
        for (const auto &[pt, d] : pair.close) {
            const bool nearJunction =
                std::any_of(pair.junctions.begin(), pair.junctions.end(),
                            [&](QPointF j) { return QLineF(pt, j).length() <= kJunctionRadius; });
            if (!nearJunction && d < closest) {
                closest = d;
                where = pt;
            }
        }
        if (closest < kClearance) {
            const QString name = m_map->province(key.first).id + u'-' + m_map->province(key.second).id;
            problems.append(u"%1 are %2 apart near (%3, %4)"_s.arg(name)
                                .arg(closest, 0, 'f', 1)
                                .arg(where.x(), 0, 'f', 0)
                                .arg(where.y(), 0, 'f', 0));
            if (closest < worst) {
                worst = closest;
                worstPair = name;
            }
        }
    }
    qInfo("%lld pairs of provinces that are not adjacent come nearer than %.0f units%s",
          qlonglong(problems.size()), kClearance,
          qPrintable(worstPair.isEmpty()
                         ? QString()
                         : u"; the worst, %1, %2 apart"_s.arg(worstPair).arg(worst, 0, 'f', 1)));
    QVERIFY2(problems.isEmpty(), qPrintable(u"not adjacent but too close (clearance %1): "_s.arg(kClearance) +
                                            problems.join(u"; "_s)));
}

// Where a neighbour meets a split-coast province on the water (the coast itself for a sea; for a land
// neighbour the end of the land border that reaches the sea), the nearest coast unit position must be a
// coast that the neighbour's fleets may reach; and every fleet border of a coast must have such a point.
void TestMapArtwork::splitCoastsAreDrawnWhereTheirFleetsGo()
{
    QStringList problems;
    for (int p = 0; p < m_map->provinceCount(); ++p) {
        const Province &province = m_map->province(p);
        if (province.coasts.empty()) {
            continue;
        }
        std::vector<QPointF> coastUnits;
        for (int coast : province.coasts) {
            const QString id = m_map->location(coast).id;
            if (!m_layout.contains(id)) {
                problems.append(u"no layout for %1"_s.arg(id));
                coastUnits.emplace_back();
            } else {
                coastUnits.push_back(m_layout.value(id).unit);
            }
        }
        std::map<std::pair<int, int>, int> contacts; // (neighbour province, coast index) -> samples
        const auto &pts = m_samples[std::size_t(p)];
        const auto &near = m_sampleNeighbours[std::size_t(p)];
        for (std::size_t i = 0; i < pts.size(); ++i) {
            bool nearSea = false;
            for (int q : near[i]) {
                nearSea = nearSea || m_map->province(q).kind == ProvinceKind::Sea;
            }
            std::size_t best = 0;
            for (std::size_t c = 1; c < coastUnits.size(); ++c) {
                if (QLineF(pts[i], coastUnits[c]).length() < QLineF(pts[i], coastUnits[best]).length()) {
                    best = c;
                }
            }
            for (int q : near[i]) {
                const bool sea = m_map->province(q).kind == ProvinceKind::Sea;
                if (sea || (m_map->province(q).kind == ProvinceKind::Coast && nearSea)) {
                    contacts[{q, int(best)}] += 1;
                }
            }
        }
        for (std::size_t c = 0; c < province.coasts.size(); ++c) {
            const int coast = province.coasts[c];
            for (int q = 0; q < m_map->provinceCount(); ++q) {
                if (m_map->province(q).kind == ProvinceKind::Land) {
                    continue;
                }
                bool fleet = false;
                for (int lq = 0; lq < m_map->locationCount(); ++lq) {
                    fleet = fleet || (m_map->location(lq).province == q && m_map->fleetBorder(coast, lq));
                }
                const int count = contacts.count({q, int(c)}) ? contacts.at({q, int(c)}) : 0;
                const QString what = m_map->location(coast).id + u'-' + m_map->province(q).id;
                if (fleet && count == 0) {
                    problems.append(u"%1: fleet border not drawn near that coast"_s.arg(what));
                }
                // A sea touching the province nearer this coast must be reachable from it. (Land
                // neighbours of the other coast may still meet this side inland.)
                if (!fleet && count * kStep >= kMinLength && m_map->province(q).kind == ProvinceKind::Sea) {
                    problems.append(
                        u"%1: the sea touches that coast's side but is not adjacent to it"_s.arg(what));
                }
            }
        }
    }
    QVERIFY2(problems.isEmpty(), qPrintable(problems.join(u"; "_s)));
}

void TestMapArtwork::supplyCentreMarkersLieInTheirProvinces()
{
    QStringList problems;
    int centres = 0;
    for (int p = 0; p < m_map->provinceCount(); ++p) {
        const Province &province = m_map->province(p);
        if (!province.supplyCentre) {
            if (m_scMarkers.contains(province.id)) {
                problems.append(u"%1 has a marker but is not a supply centre"_s.arg(province.id));
            }
            continue;
        }
        ++centres;
        if (!m_scMarkers.contains(province.id)) {
            problems.append(u"%1 has no supply-centre marker"_s.arg(province.id));
        } else if (!m_shapes.value(province.id).path.contains(m_scMarkers.value(province.id))) {
            problems.append(u"the marker of %1 lies outside it"_s.arg(province.id));
        }
    }
    QCOMPARE(centres, m_map->supplyCentreCount());
    QCOMPARE(m_scMarkers.size(), m_map->supplyCentreCount());
    QVERIFY2(problems.isEmpty(), qPrintable(problems.join(u"; "_s)));
}

void TestMapArtwork::layoutCoversEveryLocation()
{
    QVERIFY2(m_layoutErrors.isEmpty(), qPrintable(m_layoutErrors.join(u"; "_s)));
    QStringList problems;
    for (int l = 0; l < m_map->locationCount(); ++l) {
        if (!m_layout.contains(m_map->location(l).id)) {
            problems.append(u"no layout row for %1"_s.arg(m_map->location(l).id));
        }
    }
    for (auto it = m_layout.cbegin(); it != m_layout.cend(); ++it) {
        if (m_map->findLocation(it.key()) < 0) {
            problems.append(u"layout row %1 is not a location"_s.arg(it.key()));
        }
    }
    QCOMPARE(m_layout.size(), m_map->locationCount());
    QVERIFY2(problems.isEmpty(), qPrintable(problems.join(u"; "_s)));
}

void TestMapArtwork::layoutPositionsLieInTheirProvinces()
{
    QStringList problems;
    for (auto it = m_layout.cbegin(); it != m_layout.cend(); ++it) {
        const int location = m_map->findLocation(it.key());
        if (location < 0) {
            continue;
        }
        const Province &province = m_map->province(m_map->location(location).province);
        const QPainterPath &path = m_shapes.value(province.id).path;
        if (!path.contains(it->unit)) {
            problems.append(u"unit position of %1 lies outside it"_s.arg(it.key()));
        }
        if (!path.contains(it->label)) {
            problems.append(u"label position of %1 lies outside it"_s.arg(it.key()));
        }
        const bool wholeProvince = m_map->location(location).coast.isEmpty();
        if (wholeProvince && province.supplyCentre != it->sc.has_value()) {
            problems.append(u"%1: supply-centre position given iff it is a supply centre"_s.arg(it.key()));
        }
        if (it->sc && !path.contains(*it->sc)) {
            problems.append(u"supply-centre position of %1 lies outside it"_s.arg(it.key()));
        }
        if (it->sc && m_scMarkers.contains(province.id) &&
            QLineF(*it->sc, m_scMarkers.value(province.id)).length() > 0.5) {
            problems.append(u"layout and SVG disagree on the supply centre of %1"_s.arg(it.key()));
        }
    }
    QVERIFY2(problems.isEmpty(), qPrintable(problems.join(u"; "_s)));
}

// A fleet's own place is given only for a coastal province without named coasts; it lies inside the
// province and nearer the sea than the army's place. Wherever a fleet of a province on the sea stands (its
// own place or the shared one), it is near the sea.
void TestMapArtwork::fleetPlacesLieByTheirCoast()
{
    std::vector<QPointF> seaOutline;
    for (int p = 0; p < m_map->provinceCount(); ++p) {
        if (m_map->province(p).kind == ProvinceKind::Sea) {
            seaOutline.insert(seaOutline.end(), m_samples[std::size_t(p)].begin(),
                              m_samples[std::size_t(p)].end());
        }
    }
    QVERIFY(!seaOutline.empty());
    auto distanceToSea = [&](QPointF at) {
        double best = std::numeric_limits<double>::max();
        for (const QPointF &s : seaOutline) {
            best = std::min(best, std::hypot(s.x() - at.x(), s.y() - at.y()));
        }
        return best;
    };
    constexpr double kNearTheSea = 30.0; // the generator's fleet_band
    QStringList problems;
    int ownPlaces = 0;
    for (auto it = m_layout.cbegin(); it != m_layout.cend(); ++it) {
        const int location = m_map->findLocation(it.key());
        if (location < 0) {
            continue;
        }
        const Location &loc = m_map->location(location);
        const Province &province = m_map->province(loc.province);
        const bool coastal =
            province.kind == ProvinceKind::Coast && loc.coast.isEmpty() && province.coasts.empty();
        if (it->fleet && !coastal) {
            problems.append(
                u"%1 has a fleet place but is not a coastal province without named coasts"_s.arg(it.key()));
            continue;
        }
        bool bySea = false; // not a coast along a river only (the Nile of the Ancient Mediterranean)
        for (int q = 0; q < m_map->provinceCount(); ++q) {
            bySea = bySea || (m_map->province(q).kind == ProvinceKind::Sea && touching(loc.province, q));
        }
        if (!coastal || !bySea) {
            continue;
        }
        const QPointF fleet = it->fleet.value_or(it->unit);
        const double fleetToSea = distanceToSea(fleet);
        if (fleetToSea > kNearTheSea) {
            problems.append(
                u"the fleet of %1 stands %2 units from the sea"_s.arg(it.key()).arg(fleetToSea, 0, 'f', 1));
        }
        if (!it->fleet) {
            continue;
        }
        ++ownPlaces;
        if (!m_shapes.value(province.id).path.contains(*it->fleet)) {
            problems.append(u"fleet place of %1 lies outside it"_s.arg(it.key()));
        }
        const double armyToSea = distanceToSea(it->unit);
        if (fleetToSea >= armyToSea) {
            problems.append(
                u"the fleet place of %1 (%2 from the sea) is not nearer the sea than the army's (%3)"_s
                    .arg(it.key())
                    .arg(fleetToSea, 0, 'f', 1)
                    .arg(armyToSea, 0, 'f', 1));
        }
    }
    qInfo("%d coastal provinces have a fleet place apart from the army's", ownPlaces);
    QVERIFY(ownPlaces > 0);
    QVERIFY2(problems.isEmpty(), qPrintable(problems.join(u"; "_s)));
}

// Every unit place (army, fleet, coast) lies outside every province name, with kLabelMargin to spare.
void TestMapArtwork::unitPlacesKeepClearOfLabels()
{
    QSvgRenderer renderer(m_svg);
    QVERIFY(renderer.isValid());
    std::vector<std::pair<QString, QRectF>> labels;
    for (int p = 0; p < m_map->provinceCount(); ++p) {
        const QString element = u"label-"_s + m_map->province(p).id;
        QVERIFY2(renderer.elementExists(element), qPrintable(element));
        const QRectF box = renderer.transformForElement(element).mapRect(renderer.boundsOnElement(element));
        QVERIFY2(!box.isEmpty(), qPrintable(element));
        labels.emplace_back(m_map->province(p).id,
                            box.adjusted(-kLabelMargin, -kLabelMargin, kLabelMargin, kLabelMargin));
    }
    QStringList problems;
    for (auto it = m_layout.cbegin(); it != m_layout.cend(); ++it) {
        std::vector<std::pair<QString, QPointF>> places{{u"unit"_s, it->unit}};
        if (it->fleet) {
            places.emplace_back(u"fleet"_s, *it->fleet);
        }
        for (const auto &[what, at] : places) {
            for (const auto &[id, box] : labels) {
                if (box.contains(at)) {
                    problems.append(u"%1 place of %2 is on the label of %3"_s.arg(what, it.key(), id));
                }
            }
        }
    }
    QVERIFY2(problems.isEmpty(), qPrintable(problems.join(u"; "_s)));
}

// Every unit place (army, fleet, coast) keeps kUnitSpacing from every unit place of another province.
void TestMapArtwork::unitsOfDifferentProvincesStandApart()
{
    struct Place
    {
        QString what;
        int province;
        QPointF at;
    };
    std::vector<Place> places;
    for (auto it = m_layout.cbegin(); it != m_layout.cend(); ++it) {
        const int location = m_map->findLocation(it.key());
        if (location < 0) {
            continue;
        }
        const int province = m_map->location(location).province;
        places.push_back({it.key(), province, it->unit});
        if (it->fleet) {
            places.push_back({it.key() + u" (fleet)"_s, province, *it->fleet});
        }
    }
    QStringList problems;
    double closest = std::numeric_limits<double>::max();
    for (std::size_t i = 0; i < places.size(); ++i) {
        for (std::size_t j = i + 1; j < places.size(); ++j) {
            if (places[i].province == places[j].province) {
                continue;
            }
            const double d = QLineF(places[i].at, places[j].at).length();
            closest = std::min(closest, d);
            if (d < kUnitSpacing) {
                problems.append(
                    u"%1 and %2 are %3 apart"_s.arg(places[i].what, places[j].what).arg(d, 0, 'f', 1));
            }
        }
    }
    qInfo("the closest unit places of two provinces are %.1f apart", closest);
    QVERIFY2(problems.isEmpty(),
             qPrintable(u"units closer than %1: "_s.arg(kUnitSpacing) + problems.join(u"; "_s)));
}

// An army's place (the unit place of a land or coastal province, shared with its fleets when they have none
// of their own) keeps kArmyInside from every border with another land province; the coast does not count
// (small islands and strips of coast have no room away from it).
void TestMapArtwork::armiesStandWellInsideTheirProvinces()
{
    const int n = m_map->provinceCount();
    QStringList problems;
    double closest = std::numeric_limits<double>::max();
    for (auto it = m_layout.cbegin(); it != m_layout.cend(); ++it) {
        const int location = m_map->findLocation(it.key());
        if (location < 0 || !m_map->location(location).coast.isEmpty()) {
            continue;
        }
        const int p = m_map->location(location).province;
        if (m_map->province(p).kind == ProvinceKind::Sea) {
            continue;
        }
        double nearest = std::numeric_limits<double>::max();
        const auto &pts = m_samples[std::size_t(p)];
        const auto &near = m_sampleNeighbours[std::size_t(p)];
        for (std::size_t i = 0; i < pts.size(); ++i) {
            const bool landBorder = std::any_of(near[i].begin(), near[i].end(), [&](int q) {
                return q < n && m_map->province(q).kind != ProvinceKind::Sea;
            });
            if (landBorder) {
                nearest = std::min(nearest, QLineF(pts[i], it->unit).length());
            }
        }
        closest = std::min(closest, nearest);
        if (nearest < kArmyInside) {
            problems.append(
                u"the army of %1 stands %2 from a land border"_s.arg(it.key()).arg(nearest, 0, 'f', 1));
        }
    }
    qInfo("the army nearest a land border stands %.1f from it", closest);
    QVERIFY2(problems.isEmpty(), qPrintable(problems.join(u"; "_s)));
}

namespace {
QStringList g_messages;
QtMessageHandler g_previousHandler = nullptr;

void collectMessages(QtMsgType type, const QMessageLogContext &context, const QString &message)
{
    if (type != QtDebugMsg && type != QtInfoMsg) {
        g_messages.append(message);
    }
    if (g_previousHandler) {
        g_previousHandler(type, context, message);
    }
}
} // namespace

void TestMapArtwork::rendersWithoutWarnings_data()
{
    QTest::addColumn<QSize>("size");
    QTest::newRow("1080p") << QSize(1920, 1080);
    QTest::newRow("4K") << QSize(3840, 2160);
}

void TestMapArtwork::rendersWithoutWarnings()
{
    QFETCH(QSize, size);
    g_messages.clear();
    g_previousHandler = qInstallMessageHandler(collectMessages);
    QImage image(size, QImage::Format_ARGB32_Premultiplied);
    image.fill(Qt::white);
    {
        QSvgRenderer renderer(m_svg);
        QVERIFY(renderer.isValid());
        const QSizeF view = renderer.viewBoxF().size();
        QVERIFY(!view.isEmpty());
        const double scale = std::min(size.width() / view.width(), size.height() / view.height());
        const QSizeF drawn = view * scale;
        const QRectF target(QPointF((size.width() - drawn.width()) / 2, (size.height() - drawn.height()) / 2),
                            drawn);
        QPainter painter(&image);
        painter.setRenderHint(QPainter::Antialiasing);
        renderer.render(&painter, target);
        painter.end();
        for (int p = 0; p < m_map->provinceCount(); ++p) {
            const QString id = m_map->province(p).id;
            QVERIFY2(renderer.elementExists(id), qPrintable(id));
            QVERIFY2(renderer.elementExists(u"label-"_s + id), qPrintable(id));
            if (m_map->province(p).supplyCentre) {
                QVERIFY2(renderer.elementExists(u"sc-"_s + id), qPrintable(id));
            }
        }
    }
    qInstallMessageHandler(g_previousHandler);
    QVERIFY2(g_messages.isEmpty(), qPrintable(g_messages.join(u"; "_s)));
    // Something was drawn: the centre of the picture is not the white background.
    QSet<QRgb> colours;
    for (int x = size.width() / 4; x < size.width() * 3 / 4; x += 37) {
        colours.insert(image.pixel(x, size.height() / 2));
    }
    QVERIFY(colours.size() > 3);
}

QTEST_MAIN(TestMapArtwork)
#include "tst_map_artwork.moc"
