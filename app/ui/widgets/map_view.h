// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
#pragma once

#include <QGraphicsView>

namespace arbiter::ui {

// The map view: wheel, pinch and keyboard zoom around the pointer, drag to pan, and clicks reported in
// scene coordinates (a press and release without dragging). The background (the SVG artwork) is cached
// and redrawn only when the zoom changes, so moving units and arrows stays cheap.
class MapView : public QGraphicsView
{
    Q_OBJECT

public:
    explicit MapView(QWidget *parent = nullptr);

    qreal zoom() const { return m_zoom; }
    void setZoom(qreal zoom); // 1.0 = fit to window
    void zoomIn();
    void zoomOut();
    void fitToWindow();
    void centreOn(QPointF scenePoint);

    static constexpr qreal minimumZoom = 0.5;
    static constexpr qreal maximumZoom = 12.0;

signals:
    void clicked(QPointF scenePos, Qt::MouseButton button, Qt::KeyboardModifiers modifiers);
    void hovered(QPointF scenePos);
    void zoomChanged(qreal zoom);

protected:
    void mousePressEvent(QMouseEvent *event) override;
    void mouseMoveEvent(QMouseEvent *event) override;
    void mouseReleaseEvent(QMouseEvent *event) override;
    void wheelEvent(QWheelEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;
    void contextMenuEvent(QContextMenuEvent *event) override;
    bool viewportEvent(QEvent *event) override;

private:
    void applyZoom(qreal zoom, QPointF anchorViewPos);
    qreal fitScale() const;

    qreal m_zoom = 1.0;
    QPoint m_pressPos;
    QPoint m_lastPos;
    Qt::MouseButton m_pressButton = Qt::NoButton;
    bool m_dragging = false;
    qreal m_pinchStartZoom = 1.0;
};

} // namespace arbiter::ui
