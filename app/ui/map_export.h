// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
#pragma once

#include <QImage>
#include <QString>

class QGraphicsScene;
class QPrinter;

namespace arbiter::ui {

class MapScene;

// What a picture of the map is called, from what the map shows (BoardViewModel::shownPhase, showsResults):
// the file name offered without its extension ("game1 F1901M"), the document's title ("game1 — Fall 1901 —
// Movement") and the caption written under the map ("game1: results of Fall 1901 — Movement"). A phase
// of a what-if names its branch after the game: "game1 (Peace in the east) F1901M".
struct MapLabels
{
    QString fileBase;
    QString title;
    QString caption;
};
MapLabels mapLabels(const MapScene *scene);

// The whole map with what it currently shows (orders or results), as a picture: PNG at `scale` times the
// artwork's size, SVG and PDF as vectors, or on a printer (fitted to the page). A caption, when given, is
// written in a band under the map.
QImage renderMapImage(QGraphicsScene *scene, qreal scale = 2.0, const QString &caption = {});
bool exportMapPng(QGraphicsScene *scene, const QString &fileName, QString *error,
                  const QString &caption = {});
bool exportMapSvg(QGraphicsScene *scene, const QString &fileName, const QString &title, QString *error,
                  const QString &caption = {});
bool exportMapPdf(QGraphicsScene *scene, const QString &fileName, const QString &title, QString *error,
                  const QString &caption = {});
void printMap(QGraphicsScene *scene, QPrinter *printer, const QString &caption = {});

} // namespace arbiter::ui
