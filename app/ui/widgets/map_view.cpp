// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
#include "widgets/map_view.h"

#include <QApplication>
#include <QGestureEvent>
#include <QMouseEvent>
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
    setBackgroundBrush(QColor(0xb9, 0xd4, 0xe6));
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
    if (!qFuzzyCompare(zoom, m_zoom)) {
        m_zoom = zoom;
        emit zoomChanged(m_zoom);
    }
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

void MapView::resizeEvent(QResizeEvent *event)
{
    const QPointF centre = mapToScene(viewport()->rect().center());
    QGraphicsView::resizeEvent(event);
    const qreal scale = fitScale() * m_zoom;
    setTransform(QTransform::fromScale(scale, scale));
    centerOn(centre);
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
    emit hovered(mapToScene(pos));
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
            applyZoom(m_pinchStartZoom * pinch->totalScaleFactor(), mapFromGlobal(pinch->centerPoint().toPoint()));
            return true;
        }
    }
    return QGraphicsView::viewportEvent(event);
}

} // namespace arbiter::ui
