// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
#include "scene/map_scene.h"

#include "scene/label_backing_item.h"
#include "scene/map_legend.h"

#include "scene/power_palette.h"
#include "scene/unit_symbol.h"

#include "document/game_document.h"
#include "document/order_description.h"
#include "judge/retreat_adjudicator.h"
#include "place_naming_setting.h"
#include "record/results_report.h"
#include "scene/map_artwork.h"
#include "scene/order_item.h"
#include "scene/order_shapes.h"
#include "scene/reach_overlay.h"
#include "scene/threat_overlay.h"
#include "scene/unit_item.h"
#include "text/explanation_text.h"
#include "text/phase_text.h"
#include "text/reason_text.h"

#include <QCoreApplication>
#include <QGraphicsEllipseItem>
#include <QGraphicsPathItem>
#include <QGraphicsSimpleTextItem>
#include <QGraphicsView>
#include <QLineF>
#include <QPainter>
#include <QSvgRenderer>
#include <QtMath>

#include <algorithm>
#include <cmath>

namespace arbiter::ui {

using document::GameDocument;

namespace {

QColor mix(const QColor &a, const QColor &b, qreal t)
{
    return QColor::fromRgbF(float(a.redF() + (b.redF() - a.redF()) * t),
                            float(a.greenF() + (b.greenF() - a.greenF()) * t),
                            float(a.blueF() + (b.blueF() - a.blueF()) * t));
}

QPainterPath star(QPointF centre, qreal outer, qreal inner, int points)
{
    QPolygonF poly;
    for (int i = 0; i < points * 2; ++i) {
        const qreal r = i % 2 == 0 ? outer : inner;
        const qreal a = qDegreesToRadians(180.0 / points * i - 90.0);
        poly << centre + QPointF(std::cos(a), std::sin(a)) * r;
    }
    poly << poly.front();
    QPainterPath path;
    path.addPolygon(poly);
    return path;
}

// The layers of the artwork, bottom to top (maps/standard/ARTWORK.md); ownership tints go between the
// provinces and the coastlines so that labels and centre markers stay on top.
constexpr const char *lowerLayers[] = {"background", "provinces"};
constexpr const char *upperLayers[] = {"impassable", "decoration", "supply-centres", "labels"};

// Stacks the items of a list drawn again as a fresh drawing would: in the list's order among those of one Z
// value. The items kept from the last drawing are already in that order (a kept item is always one that
// came after the last kept before it); the new ones, added on top of their Z value, are each put just under
// the item that follows them with the same Z value.
template <typename Item>
void stackInListOrder(const std::vector<Item *> &items, const std::vector<bool> &added)
{
    std::vector<std::pair<qreal, QGraphicsItem *>> above; // per Z value, the item placed above
    for (std::size_t i = items.size(); i-- > 0;) {
        Item *item = items[i];
        auto at = std::find_if(above.begin(), above.end(),
                               [item](const auto &a) { return a.first == item->zValue(); });
        if (at == above.end()) {
            above.emplace_back(item->zValue(), item);
            continue;
        }
        if (added[i])
            item->stackBefore(at->second);
        at->second = item;
    }
}

} // namespace

MapScene::MapScene(BoardViewModel *board, const MapArtwork *artwork, QObject *parent)
    : QGraphicsScene(parent), m_board(board), m_artwork(artwork)
{
    setItemIndexMethod(QGraphicsScene::NoIndex); // few items, most of them rebuilt at once
    setSceneRect(artwork->bounds());
    m_powerVisible.assign(std::size_t(board->document()->map().powerCount()), true);
    m_hover = addPath(QPainterPath(), QPen(QColor(30, 30, 30, 160), 1.6), Qt::NoBrush);
    m_hover->setZValue(12);
    for (const MapArtwork::TitleLine &line : artwork->titleLines()) {
        auto *item = addSimpleText(QString(), line.font);
        item->setBrush(line.colour);
        item->setZValue(1); // on the plate, under any order drawn across it
        m_title.push_back(item);
    }
    connect(PowerPalette::instance(), &PowerPalette::changed, this, [this] {
        m_tintOwner.clear(); // the artwork's own tints of the home centres are the map palette's
        rebuild();
        ++m_artworkGeneration;
        invalidate(sceneRect(), QGraphicsScene::BackgroundLayer);
    });
    connect(board, &BoardViewModel::shownChanged, this, [this] {
        m_highlightedOrder = -1;
        m_selectedProvince = -1;
        clearHighlights();
        rebuild();
    });
    connect(board, &BoardViewModel::overlayChanged, this, [this] {
        m_highlightedOrder = -1;
        rebuildOrders();
    });
    connect(board, &BoardViewModel::orderSet, this, &MapScene::setOrder);
    connect(board, &BoardViewModel::orderRemoved, this, &MapScene::removeOrder);
    connect(board, &BoardViewModel::ordersChanged, this, &MapScene::rebuildOrders);
    rebuild();
    m_reachOverlay = std::make_unique<ReachOverlay>(this);
    m_threatOverlay = std::make_unique<ThreatOverlay>(this);
}

MapScene::~MapScene() = default;

void MapScene::pinLegends()
{
    constexpr int margin = 10;
    const QGraphicsView *view = views().value(0);
    for (MapLegend *legend : {m_reachOverlay ? m_reachOverlay->legend() : nullptr,
                              m_threatOverlay ? m_threatOverlay->legend() : nullptr}) {
        if (!legend)
            continue;
        const bool top = legend->anchor() == Qt::TopLeftCorner;
        if (!view) {
            legend->setPos(top ? sceneRect().topLeft() : sceneRect().bottomLeft());
            continue;
        }
        const QRect area = view->viewport()->rect();
        legend->setPos(
            view->mapToScene(top ? QPoint(margin, margin) : QPoint(margin, area.height() - margin)));
    }
}

QColor MapScene::powerColour(int power) const
{
    if (power < 0 || !document())
        return QColor(0xf4, 0xf1, 0xe8);
    return PowerPalette::instance()->colour(document()->map(), power);
}

QStringList MapScene::titleText() const
{
    QStringList lines;
    for (const QGraphicsSimpleTextItem *item : m_title)
        lines << item->text();
    return lines;
}

QRectF MapScene::titleRect() const
{
    QRectF united;
    for (const QGraphicsSimpleTextItem *item : m_title)
        united |= item->sceneBoundingRect();
    return united;
}

void MapScene::updateTitle()
{
    if (m_title.empty())
        return;
    const Phase phase = m_board->shownPhase();
    const QString texts[] = {seasonName(phase), phaseKindName(phase.kind)};
    const std::vector<MapArtwork::TitleLine> &lines = m_artwork->titleLines();
    for (std::size_t i = 0; i < m_title.size(); ++i) {
        QGraphicsSimpleTextItem *item = m_title[i];
        item->setText(texts[i]);
        // The artwork's anchor is the middle of the baseline.
        const QFontMetricsF metrics(item->font());
        item->setPos(lines[i].anchor - QPointF(item->boundingRect().width() / 2, metrics.ascent()));
    }
}

void MapScene::setOrdersVisible(bool visible)
{
    m_ordersVisible = visible;
    applyVisibility();
}

bool MapScene::powerVisible(int power) const
{
    return power < 0 || power >= int(m_powerVisible.size()) || m_powerVisible[std::size_t(power)];
}

void MapScene::setPowerVisible(int power, bool visible)
{
    if (power >= 0 && power < int(m_powerVisible.size()))
        m_powerVisible[std::size_t(power)] = visible;
    applyVisibility();
}

void MapScene::applyVisibility()
{
    for (OrderItem *item : m_orderItems)
        item->setVisible(m_ordersVisible && powerVisible(item->power()));
    for (QGraphicsItem *mark : m_marks)
        mark->setVisible(m_ordersVisible);
}

QPointF MapScene::unitPlace(int location, bool dislodged) const
{
    const Position &position = m_board->shownPosition();
    UnitType type = UnitType::Army;
    if (dislodged) {
        for (const DislodgedUnit &d : position.dislodged) {
            if (d.unit.location == location)
                type = d.unit.type;
        }
    } else {
        for (const Unit &u : position.units) {
            if (u.location == location)
                type = u.type;
        }
    }
    return unitPlace(location, type, dislodged);
}

QPointF MapScene::unitPlace(int location, UnitType type, bool dislodged) const
{
    return dislodged ? dislodgedPlace(location, type) : m_artwork->unitPosition(location, type);
}

QPointF MapScene::dislodgedPlace(int location, UnitType type) const
{
    if (m_dislodgedPlaces.empty())
        m_dislodgedPlaces.resize(std::size_t(document()->map().locationCount()) * 2);
    std::optional<QPointF> &cached =
        m_dislodgedPlaces[std::size_t(location) * 2 + (type == UnitType::Fleet ? 1 : 0)];
    if (cached)
        return *cached;
    // Beside the unit place, clear of the unit that arrives there (on any coast) and of the province's name,
    // inside the province where there is room; first below right, then turning either way.
    const Map &map = document()->map();
    const int province = map.location(location).province;
    const QPointF home = m_artwork->unitPosition(location, type);
    std::vector<QPointF> arrivals;
    for (UnitType arriving : {UnitType::Army, UnitType::Fleet}) {
        arrivals.push_back(m_artwork->unitPosition(province, arriving));
        for (int coast : map.province(province).coasts)
            arrivals.push_back(m_artwork->unitPosition(coast, arriving));
    }
    const QRectF label = m_artwork->labelBounds(province);
    const QPainterPath &shape = m_artwork->provinceShape(province);
    const qreal ring = UnitItem::reach(true);
    const qreal apart = ring + UnitItem::reach(false) + 1;
    // A unit at the edge of the map would be cut off by the picture's border.
    const QRectF room = m_artwork->bounds().adjusted(ring, ring, -ring, -ring);
    auto clear = [&](QPointF c) {
        if (!room.contains(c))
            return false;
        for (QPointF a : arrivals) {
            if (QLineF(a, c).length() < apart)
                return false;
        }
        const QPointF nearest(std::clamp(c.x(), label.left(), label.right()),
                              std::clamp(c.y(), label.top(), label.bottom()));
        return QLineF(nearest, c).length() > ring + 1;
    };
    const qreal start = std::atan2(13.0, 17.0);
    std::optional<QPointF> outside;
    for (qreal distance = apart; distance < apart + 30 && !cached; distance += 6) {
        for (int step = 0; step < 24 && !cached; ++step) {
            const qreal turn = qDegreesToRadians(15.0 * ((step + 1) / 2)) * (step % 2 == 0 ? 1 : -1);
            const QPointF c = home + QPointF(std::cos(start + turn), std::sin(start + turn)) * distance;
            if (!clear(c))
                continue;
            if (shape.contains(c))
                cached = c;
            else if (!outside)
                outside = c;
        }
    }
    if (!cached) {
        const QPointF fallback =
            outside ? *outside : home + QPointF(std::cos(start), std::sin(start)) * apart;
        cached = QPointF(std::clamp(fallback.x(), room.left(), room.right()),
                         std::clamp(fallback.y(), room.top(), room.bottom()));
    }
    return *cached;
}

int MapScene::provinceAt(QPointF scenePos) const
{
    // A unit drawn across a border (a dislodged unit beside its place) belongs to its own province; the
    // dislodged ones lie on top, so they are asked first.
    for (bool dislodged : {true, false}) {
        for (const UnitItem *unit : m_units) {
            if (unit->isVisible() && unit->isDislodged() == dislodged && unit->location() >= 0 &&
                unit->shape().contains(unit->mapFromScene(scenePos)))
                return document()->map().location(unit->location()).province;
        }
    }
    return m_artwork->provinceAt(scenePos);
}

int MapScene::orderAt(QPointF scenePos) const
{
    for (OrderItem *item : m_orderItems) {
        if (item->isVisible() && item->shape().contains(scenePos))
            return item->orderIndex();
    }
    return -1;
}

void MapScene::rebuild()
{
    // The units, centres and orders drawn as they were are kept, so that only what changed is repainted
    // (after an adjudication: the units that moved, the orders that failed).
    rebuildCentres();
    rebuildUnits();
    rebuildOrders();
}

void MapScene::rebuildCentres()
{
    const Map &map = document()->map();
    const Position &position = m_board->shownPosition();
    // A marker drawn as before (same province, owner, colour and size) is kept.
    std::vector<QGraphicsEllipseItem *> old = std::move(m_centres);
    std::vector<int> oldOwners = std::move(m_centreOwners);
    std::vector<int> oldProvinces = std::move(m_centreProvinces);
    m_centres.clear();
    m_centreOwners.clear();
    m_centreProvinces.clear();
    std::size_t reuseFrom = 0;
    std::vector<bool> added;
    std::vector<int> tint(std::size_t(map.provinceCount()), -2);
    for (int p = 0; p < map.provinceCount(); ++p) {
        const Province &prov = map.province(p);
        if (!prov.supplyCentre)
            continue;
        const int owner = position.owner.empty() ? -1 : position.owner[std::size_t(p)];
        // Tint a centre whose owner differs from what the artwork shows (home centres are pre-tinted in
        // the map's colours; under another palette every centre is tinted).
        if (owner != prov.home || PowerPalette::instance()->palette() != Palette::Map)
            tint[std::size_t(p)] = owner;
        if (!m_artwork->hasSupplyCentreMarker(p))
            continue;
        const QPointF c = m_artwork->supplyCentrePosition(p);
        const QColor fill = owner >= 0 ? powerColour(owner) : QColor(0xfb, 0xf6, 0xe8);
        const bool lettered = owner >= 0 && PowerPalette::instance()->marksPowers();
        const QRectF box = lettered ? QRectF(c - QPointF(7.5, 7.5), QSizeF(15, 15))
                                    : QRectF(c - QPointF(5.2, 5.2), QSizeF(10.4, 10.4));
        const auto same = std::find(oldProvinces.begin() + std::ptrdiff_t(reuseFrom), oldProvinces.end(), p);
        if (same != oldProvinces.end()) {
            const std::size_t k = std::size_t(same - oldProvinces.begin());
            if (oldOwners[k] == owner && old[k]->brush().color() == fill && old[k]->rect() == box) {
                m_centres.push_back(std::exchange(old[k], nullptr));
                m_centreOwners.push_back(owner);
                m_centreProvinces.push_back(p);
                added.push_back(false);
                reuseFrom = k + 1;
                continue;
            }
        }
        auto *marker = addEllipse(QRectF(c - QPointF(5.2, 5.2), QSizeF(10.4, 10.4)),
                                  QPen(QColor(0x2b, 0x25, 0x1c), 1.3), fill);
        marker->setZValue(5);
        marker->setToolTip(
            owner >= 0
                ? tr("%1: supply centre of %2").arg(map.provinceName(p), document::powerName(map, owner))
                : tr("%1: neutral supply centre").arg(map.provinceName(p)));
        if (lettered) {
            // The owner's letter in a larger marker, so that the colour is not the only sign.
            marker->setRect(box);
            auto *letter = new QGraphicsSimpleTextItem(PowerPalette::mark(map, owner), marker);
            QFont font = letter->font();
            font.setPixelSize(10);
            font.setBold(true);
            letter->setFont(font);
            letter->setBrush(unitSymbol::foregroundFor(powerColour(owner)));
            letter->setPos(c - letter->boundingRect().center());
        } else {
            auto *dot = new QGraphicsEllipseItem(QRectF(c - QPointF(1.6, 1.6), QSizeF(3.2, 3.2)), marker);
            dot->setPen(Qt::NoPen);
            dot->setBrush(owner >= 0 ? QColor(255, 255, 255, 230) : QColor(0x3b, 0x33, 0x28));
        }
        m_centres.push_back(marker);
        m_centreOwners.push_back(owner);
        m_centreProvinces.push_back(p);
        added.push_back(true);
    }
    for (QGraphicsEllipseItem *item : old)
        delete item;
    stackInListOrder(m_centres, added);
    if (tint != m_tintOwner) {
        m_tintOwner = tint;
        ++m_artworkGeneration;
        invalidate(sceneRect(), QGraphicsScene::BackgroundLayer);
    }
}

void MapScene::rebuildUnits()
{
    const Map &map = document()->map();
    const Position &position = m_board->shownPosition();
    // A unit drawn as before in the same place is kept (its tooltip said anew); the others are replaced.
    std::vector<UnitItem *> old = std::move(m_units);
    m_units.clear();
    std::size_t reuseFrom = 0;
    std::vector<bool> added;
    auto add = [&](const Unit &u, bool dislodged) {
        const QColor colour = powerColour(u.power);
        const QString mark =
            PowerPalette::instance()->marksPowers() ? PowerPalette::mark(map, u.power) : QString();
        const QPointF place = unitPlace(u.location, u.type, dislodged);
        const int province = map.location(u.location).province;
        const bool selected =
            province == m_selectedProvince && (dislodged || position.phase.kind != PhaseKind::Retreat);
        UnitItem *item = nullptr;
        for (std::size_t k = reuseFrom; k < old.size() && !item; ++k) {
            UnitItem *o = old[k];
            if (o && o->unitType() == u.type && o->isDislodged() == dislodged && o->colour() == colour &&
                o->mark() == mark && o->isSelectedUnit() == selected && !o->isGhost() && o->pos() == place) {
                item = std::exchange(old[k], nullptr);
                reuseFrom = k + 1;
            }
        }
        added.push_back(!item);
        if (!item) {
            item = new UnitItem(u.type, colour, dislodged);
            item->setMark(mark);
            item->setPos(place);
            item->setSelectedUnit(selected);
            addItem(item);
        }
        item->setLocation(u.location);
        item->setPower(u.power);
        item->setToolTip(dislodged ? tr("%1 (dislodged)").arg(document::describeUnit(map, u))
                                   : document::describeUnit(map, u));
        m_units.push_back(item);
    };
    for (const Unit &u : position.units)
        add(u, false);
    for (const DislodgedUnit &d : position.dislodged)
        add(d.unit, true);
    for (UnitItem *item : old)
        delete item;
    stackInListOrder(m_units, added);
    // A name a unit covers is written again above it, on a backing. Each unit's outline is placed on the
    // map once, not once per province.
    std::vector<QPainterPath> outlines;
    outlines.reserve(m_units.size());
    for (const UnitItem *u : m_units)
        outlines.push_back(u->mapToScene(u->shape()));
    std::vector<LabelBackingItem *> oldBackings = std::move(m_labelBackings);
    std::vector<int> oldBacked = std::move(m_backedProvinces);
    m_labelBackings.clear();
    m_backedProvinces.clear();
    std::vector<bool> addedBackings;
    reuseFrom = 0;
    for (int p = 0; p < map.provinceCount(); ++p) {
        const QRectF label = m_artwork->labelBounds(p);
        const bool covered =
            std::any_of(outlines.begin(), outlines.end(),
                        [&label](const QPainterPath &outline) { return outline.intersects(label); });
        if (!covered)
            continue;
        m_backedProvinces.push_back(p);
        const auto same = std::find(oldBacked.begin() + std::ptrdiff_t(reuseFrom), oldBacked.end(), p);
        if (same != oldBacked.end()) {
            const std::size_t k = std::size_t(same - oldBacked.begin());
            m_labelBackings.push_back(std::exchange(oldBackings[k], nullptr));
            addedBackings.push_back(false);
            reuseFrom = k + 1;
            continue;
        }
        const Province &prov = map.province(p);
        auto *backing = new LabelBackingItem(
            m_artwork->isPlaceholder() ? nullptr : m_artwork->renderer(), QStringLiteral("label-") + prov.id,
            prov.kind == ProvinceKind::Sea ? prov.id.toUpper() : prov.id.at(0).toUpper() + prov.id.mid(1),
            label);
        addItem(backing);
        m_labelBackings.push_back(backing);
        addedBackings.push_back(true);
    }
    for (LabelBackingItem *item : oldBackings)
        delete item;
    stackInListOrder(m_labelBackings, addedBackings);
}

void MapScene::rebuildOrders()
{
    // An order drawn as before is kept (makeOrderItem takes it back), the others replaced.
    m_reusable = std::move(m_orderItems);
    m_reuseFrom = 0;
    m_orderItems.clear();
    m_addedOrderItems.clear();
    for (QGraphicsItem *item : m_marks)
        delete item;
    m_marks.clear();
    m_strengthLabels.clear();
    m_dislodgeMarks = 0;
    m_changeMarks = 0;
    const int replay = m_board->replayEntry();
    if (m_board->settingUp()) {
        // A position being set up has no orders.
    } else if (replay >= 0) {
        const PhaseEntry &entry = document()->game().entry(replay);
        addOrderItems(entry.position, entry.orders, entry.adjudicated ? &entry.results : nullptr, false);
        if (entry.adjudicated) {
            addBounceMarks(entry);
            addChangeMarks(entry);
            if (!m_board->replayAfter())
                addDislodgeMarks(entry);
        }
    } else if (m_board->overlay() == BoardViewModel::Overlay::Results) {
        if (const PhaseEntry *entry = document()->lastResults()) {
            addOrderItems(entry->position, entry->orders, &entry->results, false);
            addBounceMarks(*entry);
            addChangeMarks(*entry);
        }
    } else {
        addOrderItems(document()->position(), document()->orders(), nullptr, true);
        if (document()->position().phase.kind == PhaseKind::Retreat)
            addRetreatHints(document()->position());
    }
    if (const PhaseExplanation *explained = m_board->explanation()) {
        const PhaseEntry &entry = document()->game().entry(m_board->resultsEntry());
        explainUnits(entry, *explained);
        if (m_strengthsVisible)
            addStrengthLabels(entry, *explained);
    }
    for (OrderItem *item : m_reusable)
        delete item;
    m_reusable.clear();
    stackInListOrder(m_orderItems, m_addedOrderItems);
    m_addedOrderItems.clear();
    updateTitle();
    if (m_highlightedOrder >= 0) {
        for (OrderItem *item : m_orderItems)
            item->setHighlighted(item->orderIndex() == m_highlightedOrder);
    }
    applyVisibility();
}

void MapScene::addOrderItems(const Position &position, const std::vector<EnteredOrder> &orders,
                             const std::vector<OrderResult> *results, bool checkLegality)
{
    for (std::size_t i = 0; i < orders.size(); ++i) {
        const std::size_t from = m_reuseFrom; // moved on when the item is one taken back
        if (OrderItem *item = makeOrderItem(position, orders, int(i), results, checkLegality)) {
            m_orderItems.push_back(item);
            m_addedOrderItems.push_back(m_reuseFrom == from);
        }
    }
}

OrderItem *MapScene::makeOrderItem(const Position &position, const std::vector<EnteredOrder> &orders,
                                   int index, const std::vector<OrderResult> *results, bool checkLegality)
{
    const Map &map = document()->map();
    auto place = [this](int location, UnitType type, bool dislodged) {
        return unitPlace(location, type, dislodged);
    };
    const std::size_t i = std::size_t(index);
    const Order &order = orders[i].order;
    const std::optional<OrderShape> shape = orderShape(map, position, order, place);
    if (!shape)
        return nullptr;
    OrderLook look = OrderLook::Entered;
    if (results) {
        const OrderResult r = i < results->size() ? (*results)[i] : OrderResult{};
        look = r.status == OrderStatus::Succeeded ? OrderLook::Succeeded
               : r.status == OrderStatus::Failed  ? OrderLook::Failed
                                                  : OrderLook::Invalid;
        // A unit that held but was dislodged: its hold is not what failed, the mark is on the unit.
    } else if (checkLegality && !document()->check(index).legal) {
        look = OrderLook::Illegal;
    }
    const QColor colour = powerColour(order.power);
    // While the orders are drawn again (rebuildOrders), the next item drawn alike is taken back.
    for (std::size_t k = m_reuseFrom; k < m_reusable.size(); ++k) {
        OrderItem *kept = m_reusable[k];
        if (kept && kept->geometry() == *shape && kept->colour() == colour &&
            OrderItem::drawnAlike(kept->look(), look)) {
            m_reusable[k] = nullptr;
            m_reuseFrom = k + 1;
            kept->setLook(look);
            kept->setHighlighted(false);
            kept->setOrderIndex(index);
            kept->setPower(order.power);
            kept->setToolTip(orders[i].text);
            return kept;
        }
    }
    auto *item = new OrderItem(*shape, colour, look);
    item->setOrderIndex(index);
    item->setPower(order.power);
    item->setToolTip(orders[i].text);
    addItem(item);
    return item;
}

void MapScene::setOrder(int index, bool added)
{
    const Position &position = document()->position();
    // A retreat's hints are for the dislodged units without an order: they are drawn again with the orders.
    if (position.phase.kind == PhaseKind::Retreat) {
        rebuildOrders();
        return;
    }
    auto at = std::find_if(m_orderItems.begin(), m_orderItems.end(),
                           [index](const OrderItem *item) { return item->orderIndex() >= index; });
    if (added) {
        for (auto it = at; it != m_orderItems.end(); ++it)
            (*it)->setOrderIndex((*it)->orderIndex() + 1);
    } else if (at != m_orderItems.end() && (*at)->orderIndex() == index) {
        delete *at;
        at = m_orderItems.erase(at);
    }
    if (OrderItem *item = makeOrderItem(position, document()->orders(), index, nullptr, true)) {
        // Stacked among the others in the order of the orders, as rebuildOrders() adds them.
        if (at != m_orderItems.end())
            item->stackBefore(*at);
        m_orderItems.insert(at, item);
    }
    ordersEdited();
}

void MapScene::removeOrder(int index)
{
    if (document()->position().phase.kind == PhaseKind::Retreat) {
        rebuildOrders();
        return;
    }
    auto at = std::find_if(m_orderItems.begin(), m_orderItems.end(),
                           [index](const OrderItem *item) { return item->orderIndex() >= index; });
    if (at != m_orderItems.end() && (*at)->orderIndex() == index) {
        delete *at;
        at = m_orderItems.erase(at);
    }
    for (auto it = at; it != m_orderItems.end(); ++it)
        (*it)->setOrderIndex((*it)->orderIndex() - 1);
    ordersEdited();
}

void MapScene::ordersEdited()
{
    // Every order is checked again after an edit (a support may have lost the move it supports): an item
    // whose legality changed is drawn anew, in its place.
    const Position &position = document()->position();
    const std::vector<EnteredOrder> &orders = document()->orders();
    for (std::size_t k = 0; k < m_orderItems.size(); ++k) {
        OrderItem *item = m_orderItems[k];
        const OrderLook look =
            document()->check(item->orderIndex()).legal ? OrderLook::Entered : OrderLook::Illegal;
        if (item->look() == look)
            continue;
        OrderItem *fresh = makeOrderItem(position, orders, item->orderIndex(), nullptr, true);
        fresh->stackBefore(item);
        delete item;
        m_orderItems[k] = fresh;
    }
    if (m_highlightedOrder >= 0) {
        for (OrderItem *item : m_orderItems)
            item->setHighlighted(item->orderIndex() == m_highlightedOrder);
    }
    applyVisibility();
}

void MapScene::addRetreatHints(const Position &position)
{
    const Map &map = document()->map();
    for (int d = 0; d < int(position.dislodged.size()); ++d) {
        const Unit &u = position.dislodged[std::size_t(d)].unit;
        if (document()->orderForProvince(map.location(u.location).province) >= 0)
            continue;
        const std::vector<int> options = retreatOptions(map, document()->rules(), position, d);
        for (int loc : options) {
            OrderShape s;
            s.kind = OrderShape::Move;
            s.from = unitPlace(u.location, u.type, true);
            s.to = unitPlace(loc, u.type, false);
            auto *item = new OrderItem(s, powerColour(u.power), OrderLook::Hint);
            item->setToolTip(
                tr("%1 may retreat to %2")
                    .arg(document::describeUnit(map, u), map.provinceName(map.location(loc).province)));
            addItem(item);
            m_marks.push_back(item);
        }
    }
}

void MapScene::addDislodgeMarks(const PhaseEntry &entry)
{
    // The position before a movement phase: a red ring around each unit its orders dislodge.
    if (entry.position.phase.kind != PhaseKind::Movement)
        return;
    const Map &map = document()->map();
    for (const DislodgedUnit &d : entry.after.dislodged) {
        const QPointF c = unitPlace(d.unit.location, d.unit.type);
        auto *ring = addEllipse(QRectF(c - QPointF(21, 21), QSizeF(42, 42)),
                                QPen(QColor(0xc0, 0x10, 0x10), 3.0, Qt::DashLine, Qt::RoundCap), Qt::NoBrush);
        ring->setZValue(32);
        ring->setToolTip(tr("%1 is dislodged").arg(document::describeUnit(map, d.unit)));
        m_marks.push_back(ring);
        ++m_dislodgeMarks;
    }
}

void MapScene::addChangeMarks(const PhaseEntry &entry)
{
    // A unit that left the board without an order of its own (civil disorder, no retreat): a cross where it
    // stood, so that the map shows every change the phase made.
    const Map &map = document()->map();
    const bool retreat = entry.position.phase.kind == PhaseKind::Retreat;
    for (const BoardChange &c : entry.changes) {
        const Unit *u = changedUnit(entry.position, c);
        if (!u)
            continue;
        const QPointF at = unitPlace(u->location, u->type, retreat);
        QPainterPath cross;
        for (const QPointF &d : {QPointF(13, 13), QPointF(13, -13)}) {
            cross.moveTo(at - d);
            cross.lineTo(at + d);
        }
        auto *mark = addPath(cross, QPen(QColor(0x60, 0x10, 0x10), 4.5, Qt::SolidLine, Qt::RoundCap));
        mark->setZValue(33);
        mark->setToolTip(tr("%1: %2").arg(document::describeUnit(map, *u),
                                          QCoreApplication::translate("OrderReason", reasonText(c.reason))));
        m_marks.push_back(mark);
        ++m_changeMarks;
    }
}

void MapScene::addBounceMarks(const PhaseEntry &entry)
{
    if (entry.position.phase.kind != PhaseKind::Movement)
        return;
    const Map &map = document()->map();
    std::vector<bool> marked(std::size_t(map.provinceCount()), false);
    for (std::size_t i = 0; i < entry.orders.size() && i < entry.results.size(); ++i) {
        const Order &o = entry.orders[i].order;
        const OrderResult &r = entry.results[i];
        if (o.type != OrderType::Move || r.reason != OrderReason::Bounced || o.target.location < 0)
            continue;
        const int province = map.location(o.target.location).province;
        // A standoff: the province stayed empty.
        if (marked[std::size_t(province)] || entry.after.unitIn(map, province) >= 0)
            continue;
        marked[std::size_t(province)] = true;
        auto *mark = addPath(star(unitPlace(province), 11, 5, 8), QPen(QColor(0xb0, 0x10, 0x10), 1.6),
                             QColor(255, 235, 120, 230));
        mark->setZValue(24);
        mark->setToolTip(tr("Standoff in %1").arg(map.provinceName(province)));
        m_marks.push_back(mark);
    }
}

void MapScene::setStrengthsVisible(bool visible)
{
    if (visible == m_strengthsVisible)
        return;
    m_strengthsVisible = visible;
    rebuildOrders();
}

void MapScene::highlightUnit(int province)
{
    setHighlights({province}, Highlight::Unit);
}

void MapScene::addStrengthLabel(const QString &text, std::initializer_list<QPointF> places,
                                const QColor &edge, std::span<const QRectF> names)
{
    auto *label = new QGraphicsSimpleTextItem(text);
    QFont font = label->font();
    font.setBold(true);
    font.setPointSizeF(9.5);
    label->setFont(font);
    const QRectF box = label->boundingRect();
    const auto plateAt = [&box](QPointF centre) {
        return QRectF(centre - QPointF(box.width() / 2 + 4, box.height() / 2 + 1),
                      QSizeF(box.width() + 8, box.height() + 2));
    };
    // The first of the places where the plate hides no province's name and no other plate; the first place
    // when every one does.
    const auto isFree = [&](const QRectF &plate) {
        if (std::any_of(names.begin(), names.end(),
                        [&plate](const QRectF &name) { return plate.intersects(name); }))
            return false;
        return std::none_of(m_strengthLabels.begin(), m_strengthLabels.end(), [&plate](const auto *other) {
            return plate.intersects(other->parentItem()->sceneBoundingRect());
        });
    };
    QPointF centre = *places.begin();
    for (QPointF place : places) {
        if (isFree(plateAt(place))) {
            centre = place;
            break;
        }
    }
    QPainterPath plateShape;
    plateShape.addRoundedRect(plateAt(centre), 4, 4);
    auto *plate = addPath(plateShape, QPen(edge, 1.4), QColor(255, 255, 255, 235));
    plate->setZValue(60); // over the arrows and their crosses
    label->setParentItem(plate);
    label->setPos(centre - QPointF(box.width() / 2, box.height() / 2));
    m_marks.push_back(plate);
    m_strengthLabels.push_back(label);
}

void MapScene::addStrengthLabels(const PhaseEntry &entry, const PhaseExplanation &explanation)
{
    // Each move's attack on its arrow; each province a move failed to enter, the strongest strength that
    // kept it out (hold, defence or a rival's prevent).
    if (explanation.kind != PhaseKind::Movement)
        return;
    const Map &map = document()->map();
    // The names the plates keep clear of, looked up in the artwork once.
    std::vector<QRectF> names;
    names.reserve(std::size_t(map.provinceCount()));
    for (int p = 0; p < map.provinceCount(); ++p)
        names.push_back(m_artwork->labelBounds(p));
    std::vector<const Strength *> keptOutBy(std::size_t(map.provinceCount()), nullptr);
    for (const OrderExplanation &e : explanation.units) {
        if (e.type != OrderType::Move || e.unit < 0)
            continue;
        const Unit &u = entry.position.units[std::size_t(e.unit)];
        const QPointF from = unitPlace(u.location);
        const QPointF to = unitPlace(e.attack.province);
        // Near the start and beside the line, so that the labels of a head-to-head battle, and a province's
        // label at the arrow's end, stay apart.
        const QLineF line(from, to);
        const QLineF normal = line.normalVector().unitVector();
        const QPointF aside = (normal.p2() - normal.p1()) * 11;
        addStrengthLabel(QString::number(e.attack.value),
                         {line.pointAt(0.3) + aside, line.pointAt(0.3) - aside, line.pointAt(0.45) + aside,
                          line.pointAt(0.45) - aside, line.pointAt(0.15) + aside, line.pointAt(0.15) - aside},
                         powerColour(u.power), names);
        if (e.result.status == OrderStatus::Succeeded || e.failedWithoutStrength())
            continue;
        for (const Strength &s : e.opposition) {
            const Strength *&kept = keptOutBy[std::size_t(e.attack.province)];
            if (s.value > 0 && (!kept || s.value > kept->value))
                kept = &s;
        }
    }
    for (int p = 0; p < map.provinceCount(); ++p) {
        const Strength *s = keptOutBy[std::size_t(p)];
        if (!s)
            continue;
        const QString text =
            s->kind == StrengthKind::Prevent ? tr("prevented %1").arg(s->value) : tr("held %1").arg(s->value);
        const QPointF at = unitPlace(p);
        addStrengthLabel(text,
                         {at + QPointF(0, -30), at + QPointF(0, 30), at + QPointF(-45, -22),
                          at + QPointF(45, -22), at + QPointF(-45, 22), at + QPointF(45, 22)},
                         QColor(0xb0, 0x10, 0x10), names);
    }
}

void MapScene::explainUnits(const PhaseEntry &entry, const PhaseExplanation &explanation)
{
    // The one-line explanation in the tooltip of each unit drawn: matched by where the unit stands in the
    // position shown (before the phase, or after it with the moves made).
    const Map &map = document()->map();
    const ExplanationNames names =
        ExplanationNames::plain(map, entry.position, PlaceNamingSetting::instance()->naming());
    const bool before = &m_board->shownPosition() == &entry.position;
    auto tip = [&](int province, bool dislodged, const QString &summary) {
        if (summary.isEmpty())
            return;
        for (UnitItem *item : m_units) {
            if (item->isDislodged() == dislodged && map.location(item->location()).province == province)
                item->setToolTip(item->toolTip().section(u'\n', 0, 0) + u'\n' + summary);
        }
    };
    if (explanation.kind == PhaseKind::Movement) {
        for (const OrderExplanation &e : explanation.units) {
            const Unit &u = entry.position.units[std::size_t(e.unit)];
            const int start = map.location(u.location).province;
            const bool moved = e.type == OrderType::Move && e.result.status == OrderStatus::Succeeded;
            const QString summary = explanationSummary(names, explanation.kind, e);
            if (before)
                tip(start, false, summary);
            else
                tip(moved ? e.attack.province : start, e.dislodgedBy >= 0, summary);
        }
    } else if (explanation.kind == PhaseKind::Retreat && before) {
        for (const OrderExplanation &e : explanation.orders) {
            if (e.unit >= 0)
                tip(map.location(entry.position.dislodged[std::size_t(e.unit)].unit.location).province, true,
                    explanationSummary(names, explanation.kind, e));
        }
    }
}

void MapScene::setSelectedProvince(int province)
{
    m_selectedProvince = province;
    const Map &map = document()->map();
    const bool retreat = m_board->shownPosition().phase.kind == PhaseKind::Retreat;
    for (UnitItem *item : m_units) {
        const bool here = map.location(item->location()).province == province;
        item->setSelectedUnit(here && (!retreat || item->isDislodged()));
    }
}

void MapScene::setHighlights(const std::vector<int> &provinces, Highlight kind)
{
    clearHighlights();
    QColor fill;
    QColor edge;
    switch (kind) {
    // Light fills with strong edges: readable over every power's tint.
    case Highlight::Destination:
        fill = QColor(255, 255, 255, 120);
        edge = QColor(0x00, 0x8c, 0x96);
        break;
    case Highlight::Unit:
        fill = QColor(255, 255, 255, 110);
        edge = QColor(0x6a, 0x1b, 0x9a);
        break;
    case Highlight::Convoy:
        fill = QColor(255, 255, 255, 110);
        edge = QColor(0x1d, 0x5f, 0xc8);
        break;
    }
    for (int p : provinces) {
        auto *item = addPath(m_artwork->provinceShape(p),
                             QPen(edge, 3.0, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin), fill);
        item->setZValue(10);
        m_highlights.push_back(item);
    }
}

void MapScene::clearHighlights()
{
    for (QGraphicsPathItem *item : m_highlights)
        delete item;
    m_highlights.clear();
}

void MapScene::setHoverProvince(int province)
{
    if (province == m_hoverProvince)
        return;
    m_hoverProvince = province;
    m_hover->setPath(province >= 0 ? m_artwork->provinceShape(province) : QPainterPath());
}

void MapScene::setHighlightedOrder(int index)
{
    m_highlightedOrder = index;
    for (OrderItem *item : m_orderItems)
        item->setHighlighted(index >= 0 && item->orderIndex() == index);
}

void MapScene::drawBackground(QPainter *painter, const QRectF &rect)
{
    paintArtwork(painter, rect);
}

void MapScene::paintArtwork(QPainter *painter, const QRectF &rect)
{
    painter->fillRect(rect, QColor(0xb9, 0xd4, 0xe6));
    if (m_artwork->isPlaceholder()) {
        drawPlaceholder(painter);
        return;
    }
    QSvgRenderer *svg = m_artwork->renderer();
    const bool layered = std::all_of(std::begin(lowerLayers), std::end(lowerLayers), [svg](const char *id) {
        return svg->elementExists(QString::fromLatin1(id));
    });
    if (!layered) {
        svg->render(painter, m_artwork->bounds());
        return;
    }
    painter->save();
    painter->setRenderHint(QPainter::Antialiasing);
    auto renderLayer = [&](const char *id) {
        const QString element = QString::fromLatin1(id);
        if (svg->elementExists(element))
            svg->render(painter, element, svg->boundsOnElement(element));
    };
    for (const char *id : lowerLayers)
        renderLayer(id);
    // Supply centres that changed hands: the province in its owner's tint (as the artwork tints homes).
    for (std::size_t p = 0; p < m_tintOwner.size(); ++p) {
        const int owner = m_tintOwner[p];
        if (owner == -2)
            continue;
        const QColor fill =
            owner >= 0 ? mix(m_artwork->landColour(), powerColour(owner), 0.42) : m_artwork->landColour();
        painter->setPen(QPen(QColor(0x5b, 0x53, 0x46), 0.7));
        painter->setBrush(fill);
        painter->drawPath(m_artwork->provinceShape(int(p)));
        if (owner >= 0 && PowerPalette::instance()->marksPowers()) {
            painter->setPen(Qt::NoPen);
            painter->setBrush(QBrush(QColor(0, 0, 0, 55), PowerPalette::hatching(owner)));
            painter->drawPath(m_artwork->provinceShape(int(p)));
        }
    }
    for (const char *id : upperLayers)
        renderLayer(id);
    painter->restore();
}

void MapScene::drawPlaceholder(QPainter *painter)
{
    const Map &map = document()->map();
    painter->save();
    painter->setRenderHint(QPainter::Antialiasing);
    QFont font = painter->font();
    font.setPixelSize(13);
    font.setBold(true);
    painter->setFont(font);
    for (int p = 0; p < map.provinceCount(); ++p) {
        const Province &prov = map.province(p);
        QColor fill = m_artwork->provinceFill(p);
        if (prov.home >= 0)
            fill = mix(fill, powerColour(prov.home), 0.42);
        if (!m_tintOwner.empty() && m_tintOwner[std::size_t(p)] != -2)
            fill = m_tintOwner[std::size_t(p)] >= 0
                       ? mix(m_artwork->landColour(), powerColour(m_tintOwner[std::size_t(p)]), 0.42)
                       : m_artwork->landColour();
        painter->setPen(QPen(QColor(0x5b, 0x53, 0x46), 1.0));
        painter->setBrush(fill);
        painter->drawPath(m_artwork->provinceShape(p));
        painter->setPen(QColor(0x2b, 0x25, 0x1c));
        const QPointF l = m_artwork->labelPosition(p);
        painter->drawText(QRectF(l - QPointF(30, 8), QSizeF(60, 16)), Qt::AlignCenter,
                          prov.kind == ProvinceKind::Sea ? prov.id.toUpper()
                                                         : prov.id.at(0).toUpper() + prov.id.mid(1));
    }
    painter->restore();
}

} // namespace arbiter::ui
