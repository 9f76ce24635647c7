// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
#pragma once

#include <QGraphicsView>
#include <QPixmap>

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
    // A caption over the top of the map ("Results of Spring 1901 — Movement"), empty for none.
    void setBanner(const QString &text);
    QString banner() const { return m_banner; }
    // Where the banner is drawn, in viewport coordinates (empty without a banner).
    QRect bannerRect() const;

    static constexpr qreal minimumZoom = 0.5;
    static constexpr qreal maximumZoom = 12.0;

  signals:
    void clicked(QPointF scenePos, Qt::MouseButton button, Qt::KeyboardModifiers modifiers);
    // The pointer moved over the map, with the keys held (Shift: the reach tool follows it).
    void hovered(QPointF scenePos, Qt::KeyboardModifiers modifiers);
    void zoomChanged(qreal zoom);

  protected:
    void mousePressEvent(QMouseEvent *event) override;
    void mouseMoveEvent(QMouseEvent *event) override;
    void mouseReleaseEvent(QMouseEvent *event) override;
    void wheelEvent(QWheelEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;
    void scrollContentsBy(int dx, int dy) override;
    void contextMenuEvent(QContextMenuEvent *event) override;
    bool viewportEvent(QEvent *event) override;
    void drawForeground(QPainter *painter, const QRectF &rect) override;
    void drawBackground(QPainter *painter, const QRectF &rect) override;

  private:
    QFont bannerFont() const;
    void applyZoom(qreal zoom, QPointF anchorViewPos);
    // The overlays' legends stay in the view's corners (MapScene::pinLegends).
    void pinLegends();
    qreal fitScale() const;

    qreal m_zoom = 1.0;
    QPoint m_pressPos;
    QPoint m_lastPos;
    Qt::MouseButton m_pressButton = Qt::NoButton;
    bool m_dragging = false;
    qreal m_pinchStartZoom = 1.0;
    QString m_banner;
    // The artwork as a picture at the current zoom (while it fits in memory), so that panning and redraws
    // blit instead of drawing the SVG again.
    QPixmap m_artwork;
    qreal m_artworkScale = 0;
    const QGraphicsScene *m_artworkScene = nullptr;
    int m_artworkGeneration = -1;
};

} // namespace arbiter::ui
