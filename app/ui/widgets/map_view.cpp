// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
#include "widgets/map_view.h"

#include "scene/map_scene.h"

#include <QApplication>
#include <QGestureEvent>
#include <QMouseEvent>
#include <QPainter>
#include <QPinchGesture>
#include <QScrollBar>
#include <QWheelEvent>

#include <algorithm>
#include <cmath>

namespace arbiter::ui {

MapView::MapView(QWidget *parent) : QGraphicsView(parent)
{
    setRenderHints(QPainter::Antialiasing | QPainter::SmoothPixmapTransform | QPainter::TextAntialiasing);
    setCacheMode(QGraphicsView::CacheBackground);
    setViewportUpdateMode(QGraphicsView::SmartViewportUpdate);
    setOptimizationFlag(QGraphicsView::DontSavePainterState, false);
    setTransformationAnchor(QGraphicsView::NoAnchor);
    setResizeAnchor(QGraphicsView::AnchorViewCenter);
    setDragMode(QGraphicsView::NoDrag);
    setMouseTracking(true);
    setFrameShape(QFrame::NoFrame);
    viewport()->grabGesture(Qt::PinchGesture);
    setFocusPolicy(Qt::StrongFocus);
}

qreal MapView::fitScale() const
{
    if (!scene())
        return 1.0;
    const QRectF rect = sceneRect();
    const QSize size = viewport()->size();
    if (rect.isEmpty() || size.isEmpty())
        return 1.0;
    return std::min(size.width() / rect.width(), size.height() / rect.height());
}

void MapView::applyZoom(qreal zoom, QPointF anchorViewPos)
{
    zoom = std::clamp(zoom, minimumZoom, maximumZoom);
    const QPointF anchorScene = mapToScene(anchorViewPos.toPoint());
    const qreal scale = fitScale() * zoom;
    setTransform(QTransform::fromScale(scale, scale));
    // Keep the scene point under the anchor where it was.
    const QPointF moved = mapFromScene(anchorScene);
    const QPointF delta = moved - anchorViewPos;
    horizontalScrollBar()->setValue(horizontalScrollBar()->value() + int(std::lround(delta.x())));
    verticalScrollBar()->setValue(verticalScrollBar()->value() + int(std::lround(delta.y())));
    pinLegends();
    if (!qFuzzyCompare(zoom, m_zoom)) {
        m_zoom = zoom;
        emit zoomChanged(m_zoom);
    }
}

void MapView::pinLegends()
{
    if (auto *map = qobject_cast<MapScene *>(scene()))
        map->pinLegends();
}

void MapView::scrollContentsBy(int dx, int dy)
{
    QGraphicsView::scrollContentsBy(dx, dy);
    pinLegends();
    // The banner keeps clear of the title plate, which has moved: it is drawn again where it now goes.
    if (!m_banner.isEmpty())
        viewport()->update();
}

void MapView::setZoom(qreal zoom)
{
    applyZoom(zoom, viewport()->rect().center());
}

void MapView::zoomIn()
{
    setZoom(m_zoom * 1.25);
}

void MapView::zoomOut()
{
    setZoom(m_zoom / 1.25);
}

void MapView::fitToWindow()
{
    setZoom(1.0);
    if (scene())
        centerOn(sceneRect().center());
}

void MapView::centreOn(QPointF scenePoint)
{
    centerOn(scenePoint);
}

void MapView::drawBackground(QPainter *painter, const QRectF &rect)
{
    auto *map = qobject_cast<MapScene *>(scene());
    const qreal scale = transform().m11() * devicePixelRatioF();
    const QRectF area = sceneRect();
    const QSize size = (area.size() * scale).toSize();
    constexpr int largest = 3200; // beyond this (deep zoom) the SVG is drawn directly, clipped to the view
    if (!map || size.width() > largest || size.height() > largest || size.isEmpty()) {
        QGraphicsView::drawBackground(painter, rect);
        return;
    }
    if (m_artwork.isNull() || m_artworkScene != map || m_artworkGeneration != map->artworkGeneration() ||
        !qFuzzyCompare(m_artworkScale, scale)) {
        m_artwork = QPixmap(size);
        QPainter p(&m_artwork);
        p.setRenderHints(QPainter::Antialiasing | QPainter::TextAntialiasing |
                         QPainter::SmoothPixmapTransform);
        p.scale(scale, scale);
        p.translate(-area.topLeft());
        map->paintArtwork(&p, area);
        m_artworkScene = map;
        m_artworkGeneration = map->artworkGeneration();
        m_artworkScale = scale;
    }
    const QRectF source((rect.topLeft() - area.topLeft()) * scale, rect.size() * scale);
    painter->drawPixmap(rect, m_artwork, source);
}

void MapView::setBanner(const QString &text)
{
    if (text == m_banner)
        return;
    // Only the old and the new banner are painted again (with their antialiased edges), not the whole map.
    auto place = [this] {
        const QRect box = bannerRect(); // none without a banner
        return box.isEmpty() ? QRegion() : QRegion(box.adjusted(-2, -2, 2, 2));
    };
    const QRegion old = place();
    m_banner = text;
    viewport()->update(old + place());
}

QFont MapView::bannerFont() const
{
    QFont font = this->font();
    font.setBold(true);
    font.setPointSizeF(font.pointSizeF() * 1.1);
    return font;
}

QRect MapView::bannerRect() const
{
    if (m_banner.isEmpty())
        return {};
    // Long sentences (German, a narrow lesson window) wrap instead of running off the sides.
    constexpr int margin = 8;
    constexpr int padX = 14;
    constexpr int padY = 6;
    const int widest = std::max(40, viewport()->width() - 2 * (margin + padX));
    const QRect text =
        QFontMetrics(bannerFont())
            .boundingRect(QRect(0, 0, widest, 10000), Qt::AlignCenter | Qt::TextWordWrap, m_banner);
    QRect box(viewport()->width() / 2 - text.width() / 2 - padX, margin, text.width() + 2 * padX,
              text.height() + 2 * padY);
    // A banner over the map's title plate would hide the phase it names (a long French sentence reaches it
    // even in a wide window): it goes below the plate then.
    if (const auto *map = qobject_cast<const MapScene *>(scene())) {
        const QRectF plate = map->titleRect();
        const QRect title = plate.isEmpty() ? QRect() : mapFromScene(plate).boundingRect();
        if (box.intersects(title))
            box.moveTop(title.bottom() + margin);
    }
    return box;
}

void MapView::drawForeground(QPainter *painter, const QRectF &rect)
{
    QGraphicsView::drawForeground(painter, rect);
    if (m_banner.isEmpty())
        return;
    painter->save();
    painter->resetTransform();
    painter->setFont(bannerFont());
    const QRect box = bannerRect();
    painter->setRenderHint(QPainter::Antialiasing);
    painter->setPen(QPen(QColor(0x30, 0x30, 0x30), 1));
    painter->setBrush(QColor(255, 248, 220, 235));
    painter->drawRoundedRect(box, 6, 6);
    painter->setPen(QColor(0x20, 0x20, 0x20));
    painter->drawText(box, Qt::AlignCenter | Qt::TextWordWrap, m_banner);
    painter->restore();
}

void MapView::resizeEvent(QResizeEvent *event)
{
    const QPointF centre = mapToScene(viewport()->rect().center());
    QGraphicsView::resizeEvent(event);
    const qreal scale = fitScale() * m_zoom;
    setTransform(QTransform::fromScale(scale, scale));
    centerOn(centre);
    pinLegends();
}

void MapView::mousePressEvent(QMouseEvent *event)
{
    m_pressPos = m_lastPos = event->position().toPoint();
    m_pressButton = event->button();
    m_dragging = false;
    event->accept();
}

void MapView::mouseMoveEvent(QMouseEvent *event)
{
    const QPoint pos = event->position().toPoint();
    if (m_pressButton != Qt::NoButton && (event->buttons() & (Qt::LeftButton | Qt::MiddleButton))) {
        if (!m_dragging && (pos - m_pressPos).manhattanLength() >= QApplication::startDragDistance()) {
            m_dragging = true;
            viewport()->setCursor(Qt::ClosedHandCursor);
        }
        if (m_dragging) {
            const QPoint delta = pos - m_lastPos;
            horizontalScrollBar()->setValue(horizontalScrollBar()->value() - delta.x());
            verticalScrollBar()->setValue(verticalScrollBar()->value() - delta.y());
        }
    }
    m_lastPos = pos;
    emit hovered(mapToScene(pos), event->modifiers());
    event->accept();
}

void MapView::mouseReleaseEvent(QMouseEvent *event)
{
    if (event->button() == m_pressButton) {
        if (!m_dragging)
            emit clicked(mapToScene(event->position().toPoint()), event->button(), event->modifiers());
        m_pressButton = Qt::NoButton;
        if (m_dragging)
            viewport()->unsetCursor();
        m_dragging = false;
    }
    event->accept();
}

void MapView::wheelEvent(QWheelEvent *event)
{
    const QPoint angle = event->angleDelta();
    if (angle.y() == 0 && !event->pixelDelta().isNull() && !(event->modifiers() & Qt::ControlModifier)) {
        QGraphicsView::wheelEvent(event); // two-finger scrolling on a touchpad pans
        return;
    }
    const qreal steps = angle.y() / 120.0;
    applyZoom(m_zoom * std::pow(1.2, steps), event->position());
    event->accept();
}

void MapView::contextMenuEvent(QContextMenuEvent *event)
{
    // Right clicks are reported by clicked(); the keyboard's menu key opens the menu at the view centre.
    if (event->reason() == QContextMenuEvent::Keyboard)
        emit clicked(mapToScene(viewport()->rect().center()), Qt::RightButton, event->modifiers());
    event->accept();
}

bool MapView::viewportEvent(QEvent *event)
{
    if (event->type() == QEvent::Gesture) {
        auto *gesture = static_cast<QGestureEvent *>(event);
        if (auto *pinch = static_cast<QPinchGesture *>(gesture->gesture(Qt::PinchGesture))) {
            if (pinch->state() == Qt::GestureStarted)
                m_pinchStartZoom = m_zoom;
            applyZoom(m_pinchStartZoom * pinch->totalScaleFactor(),
                      mapFromGlobal(pinch->centerPoint().toPoint()));
            return true;
        }
    }
    return QGraphicsView::viewportEvent(event);
}

} // namespace arbiter::ui
