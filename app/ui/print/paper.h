// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
#pragma once

#include "record/game.h"

#include <QImage>
#include <QString>

#include <memory>

class QPagedPaintDevice;
class QTextDocument;

namespace arbiter::document {
class GameDocument;
}

namespace arbiter::ui {

class MapArtwork;

// Order pads for phase `entry`: a page for each power that has orders to give, with its units, lines to
// write on, and in adjustments the builds or removals due and the home centres free to build in; in the
// user's language, for the players to fill in at the table. A phase adjudicated, or one the game ended in,
// gets no pads: a page that says why.
std::unique_ptr<QTextDocument> orderPads(const Game &game, int entry);

// The results sheet of the adjudicated phase `entry`, for the wall: the map with the results drawn, each
// power's centres after the phase (and when the game ended with it the final scores) under it on the first
// page, then every order and its outcome.
std::unique_ptr<QTextDocument> resultsSheet(const Game &game, int entry, const QImage &map);

// The map of the adjudicated phase `entry` with its results drawn, as the results sheet shows it (drawn apart
// from what the window shows).
QImage resultsMap(document::GameDocument *document, const MapArtwork *artwork, int entry);

// Lays `document` out on the pages of `device` (its page size and margins set by the caller or the printer)
// and paints it.
void printDocument(QTextDocument &document, QPagedPaintDevice *device);

} // namespace arbiter::ui
