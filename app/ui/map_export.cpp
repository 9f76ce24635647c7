// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
#include "map_export.h"

#include "document/game_document.h"
#include "record/game_lines.h"
#include "scene/map_scene.h"
#include "text/phase_text.h"

#include <QCoreApplication>
#include <QGraphicsItem>
#include <QGraphicsScene>
#include <QImageWriter>
#include <QPainter>
#include <QPdfWriter>
#include <QPrinter>
#include <QSvgGenerator>

#include <algorithm>
#include <cmath>
#include <vector>

namespace arbiter::ui {

namespace {

// The band under the map that holds the caption, in scene units (the map is about 1600 wide).
qreal captionHeight(QGraphicsScene *scene, const QString &caption)
{
    return caption.isEmpty() ? 0.0 : std::max<qreal>(24.0, scene->sceneRect().width() * 0.022);
}

// The picture: the map, and under it the caption.
QSizeF pictureSize(QGraphicsScene *scene, const QString &caption)
{
    const QSizeF map = scene->sceneRect().size();
    return {map.width(), map.height() + captionHeight(scene, caption)};
}

// Paints the picture with its top left corner at the origin, in scene units.
void paintPicture(QPainter *painter, QGraphicsScene *scene, const QString &caption)
{
    const QRectF source = scene->sceneRect();
    // The items the screen keeps as pictures at its own scale (the units) are drawn as shapes here: a
    // vector export would hold the screen's bitmaps, a larger picture or a print their blur.
    std::vector<std::pair<QGraphicsItem *, QGraphicsItem::CacheMode>> cached;
    for (QGraphicsItem *item : scene->items()) {
        if (item->cacheMode() != QGraphicsItem::NoCache) {
            cached.emplace_back(item, item->cacheMode());
            item->setCacheMode(QGraphicsItem::NoCache);
        }
    }
    scene->render(painter, QRectF(QPointF(0, 0), source.size()), source);
    for (const auto &[item, mode] : cached)
        item->setCacheMode(mode);
    if (caption.isEmpty())
        return;
    const qreal height = captionHeight(scene, caption);
    const QRectF band(0, source.height(), source.width(), height);
    painter->fillRect(band, Qt::white);
    QFont font = painter->font();
    font.setPixelSize(qRound(height * 0.55));
    painter->setFont(font);
    painter->setPen(QColor(0x3b, 0x33, 0x28));
    const QRectF text = band.adjusted(height * 0.5, 0, -height * 0.5, 0);
    painter->drawText(text, Qt::AlignLeft | Qt::AlignVCenter,
                      QFontMetricsF(font).elidedText(caption, Qt::ElideRight, text.width()));
}

// Paints the picture as large as fits in `target`, centred.
void paintPictureIn(QPainter *painter, QGraphicsScene *scene, const QString &caption, const QRectF &target)
{
    const QSizeF size = pictureSize(scene, caption);
    const qreal scale = std::min(target.width() / size.width(), target.height() / size.height());
    painter->save();
    painter->translate(target.left() + (target.width() - size.width() * scale) / 2,
                       target.top() + (target.height() - size.height() * scale) / 2);
    painter->scale(scale, scale);
    paintPicture(painter, scene, caption);
    painter->restore();
}

} // namespace

MapLabels mapLabels(const MapScene *scene)
{
    const document::GameDocument *doc = scene->document();
    const Phase phase = scene->board()->shownPhase();
    const QString name = phaseName(phase);
    // A what-if's picture must not pass for the main line's: the branch goes into every label.
    QString game = doc->displayName();
    QString fileGame = game;
    const BoardViewModel *board = scene->board();
    if (!board->settingUp()) {
        const Game &record = doc->game();
        const int start = branchStart(record, board->shownEntry());
        if (start != 0) {
            const QString branch = branchTitle(record, start);
            game = QCoreApplication::translate("MapExport", "%1 (%2)").arg(game, branch);
            // Characters that file systems refuse in a name.
            QString safe = branch;
            for (QChar &c : safe) {
                if (QStringLiteral("/\\:*?\"<>|").contains(c))
                    c = u'-';
            }
            fileGame = QStringLiteral("%1 (%2)").arg(fileGame, safe);
        }
    }
    MapLabels labels;
    labels.fileBase = QStringLiteral("%1 %2").arg(fileGame, phase.code());
    labels.title = QCoreApplication::translate("MapExport", "%1 \u2014 %2").arg(game, name);
    if (board->settingUp())
        labels.caption =
            QCoreApplication::translate("MapExport", "%1: position set up for %2").arg(game, name);
    else if (board->showsResults())
        labels.caption = QCoreApplication::translate("MapExport", "%1: results of %2").arg(game, name);
    else
        labels.caption = QCoreApplication::translate("MapExport", "%1: orders of %2").arg(game, name);
    return labels;
}

QImage renderMapImage(QGraphicsScene *scene, qreal scale, const QString &caption)
{
    const QSizeF size = pictureSize(scene, caption);
    QImage image(QSize(int(std::ceil(size.width() * scale)), int(std::ceil(size.height() * scale))),
                 QImage::Format_ARGB32_Premultiplied);
    image.fill(Qt::white);
    QPainter painter(&image);
    painter.setRenderHints(QPainter::Antialiasing | QPainter::TextAntialiasing |
                           QPainter::SmoothPixmapTransform);
    painter.scale(scale, scale);
    paintPicture(&painter, scene, caption);
    return image;
}

bool exportMapPng(QGraphicsScene *scene, const QString &fileName, QString *error, const QString &caption)
{
    QImageWriter writer(fileName, "png");
    if (!writer.write(renderMapImage(scene, 2.0, caption))) {
        *error = writer.errorString();
        return false;
    }
    return true;
}

bool exportMapSvg(QGraphicsScene *scene, const QString &fileName, const QString &title, QString *error,
                  const QString &caption)
{
    const QSizeF size = pictureSize(scene, caption);
    QSvgGenerator generator;
    generator.setFileName(fileName);
    generator.setTitle(title);
    generator.setDescription(QCoreApplication::translate("MapExport", "Diplomacy map exported by Arbiter"));
    generator.setSize(size.toSize());
    generator.setViewBox(QRectF(QPointF(0, 0), size));
    QPainter painter;
    if (!painter.begin(&generator)) {
        *error = QCoreApplication::translate("MapExport", "cannot write %1").arg(fileName);
        return false;
    }
    painter.setRenderHints(QPainter::Antialiasing | QPainter::TextAntialiasing);
    paintPicture(&painter, scene, caption);
    painter.end();
    return true;
}

bool exportMapPdf(QGraphicsScene *scene, const QString &fileName, const QString &title, QString *error,
                  const QString &caption)
{
    const QSizeF size = pictureSize(scene, caption);
    QPdfWriter writer(fileName);
    writer.setTitle(title);
    writer.setCreator(QStringLiteral("Arbiter"));
    writer.setPageSize(QPageSize(QPageSize::A4));
    writer.setPageOrientation(size.width() > size.height() ? QPageLayout::Landscape : QPageLayout::Portrait);
    writer.setPageMargins(QMarginsF(8, 8, 8, 8), QPageLayout::Millimeter);
    QPainter painter;
    if (!painter.begin(&writer)) {
        *error = QCoreApplication::translate("MapExport", "cannot write %1").arg(fileName);
        return false;
    }
    painter.setRenderHints(QPainter::Antialiasing | QPainter::TextAntialiasing);
    paintPictureIn(&painter, scene, caption, QRectF(painter.viewport()));
    painter.end();
    return true;
}

void printMap(QGraphicsScene *scene, QPrinter *printer, const QString &caption)
{
    QPainter painter(printer);
    painter.setRenderHints(QPainter::Antialiasing | QPainter::TextAntialiasing);
    paintPictureIn(&painter, scene, caption, QRectF(painter.viewport()));
}

} // namespace arbiter::ui
