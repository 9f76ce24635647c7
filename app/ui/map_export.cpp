// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
#include "map_export.h"

#include <QCoreApplication>
#include <QGraphicsScene>
#include <QImageWriter>
#include <QPainter>
#include <QPdfWriter>
#include <QPrinter>
#include <QSvgGenerator>

#include <cmath>

namespace arbiter::ui {

QImage renderMapImage(QGraphicsScene *scene, qreal scale)
{
    const QRectF source = scene->sceneRect();
    QImage image(QSize(int(std::ceil(source.width() * scale)), int(std::ceil(source.height() * scale))),
                 QImage::Format_ARGB32_Premultiplied);
    image.fill(Qt::white);
    QPainter painter(&image);
    painter.setRenderHints(QPainter::Antialiasing | QPainter::TextAntialiasing |
                           QPainter::SmoothPixmapTransform);
    scene->render(&painter, QRectF(QPointF(0, 0), image.size()), source);
    return image;
}

bool exportMapPng(QGraphicsScene *scene, const QString &fileName, QString *error)
{
    QImageWriter writer(fileName, "png");
    if (!writer.write(renderMapImage(scene))) {
        *error = writer.errorString();
        return false;
    }
    return true;
}

bool exportMapSvg(QGraphicsScene *scene, const QString &fileName, const QString &title, QString *error)
{
    const QRectF source = scene->sceneRect();
    QSvgGenerator generator;
    generator.setFileName(fileName);
    generator.setTitle(title);
    generator.setDescription(QCoreApplication::translate("MapExport", "Diplomacy map exported by Arbiter"));
    generator.setSize(source.size().toSize());
    generator.setViewBox(QRectF(QPointF(0, 0), source.size()));
    QPainter painter;
    if (!painter.begin(&generator)) {
        *error = QCoreApplication::translate("MapExport", "cannot write %1").arg(fileName);
        return false;
    }
    painter.setRenderHints(QPainter::Antialiasing | QPainter::TextAntialiasing);
    scene->render(&painter, QRectF(QPointF(0, 0), source.size()), source);
    painter.end();
    return true;
}

bool exportMapPdf(QGraphicsScene *scene, const QString &fileName, const QString &title, QString *error)
{
    const QRectF source = scene->sceneRect();
    QPdfWriter writer(fileName);
    writer.setTitle(title);
    writer.setCreator(QStringLiteral("Arbiter"));
    writer.setPageSize(QPageSize(QPageSize::A4));
    writer.setPageOrientation(source.width() > source.height() ? QPageLayout::Landscape
                                                               : QPageLayout::Portrait);
    writer.setPageMargins(QMarginsF(8, 8, 8, 8), QPageLayout::Millimeter);
    QPainter painter;
    if (!painter.begin(&writer)) {
        *error = QCoreApplication::translate("MapExport", "cannot write %1").arg(fileName);
        return false;
    }
    painter.setRenderHints(QPainter::Antialiasing | QPainter::TextAntialiasing);
    const QRect page = painter.viewport();
    scene->render(&painter, QRectF(page), source, Qt::KeepAspectRatio);
    painter.end();
    return true;
}

void printMap(QGraphicsScene *scene, QPrinter *printer)
{
    QPainter painter(printer);
    painter.setRenderHints(QPainter::Antialiasing | QPainter::TextAntialiasing);
    scene->render(&painter, QRectF(painter.viewport()), scene->sceneRect(), Qt::KeepAspectRatio);
}

} // namespace arbiter::ui
