// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
#pragma once

#include <QImage>
#include <QString>

class QGraphicsScene;
class QPrinter;

namespace arbiter::ui {

// The whole map with what it currently shows (orders or results), as a picture: PNG at `scale` times the
// artwork's size, SVG and PDF as vectors, or on a printer (fitted to the page).
QImage renderMapImage(QGraphicsScene *scene, qreal scale = 2.0);
bool exportMapPng(QGraphicsScene *scene, const QString &fileName, QString *error);
bool exportMapSvg(QGraphicsScene *scene, const QString &fileName, const QString &title, QString *error);
bool exportMapPdf(QGraphicsScene *scene, const QString &fileName, const QString &title, QString *error);
void printMap(QGraphicsScene *scene, QPrinter *printer);

} // namespace arbiter::ui
