// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
#pragma once

#include "record/game.h"

#include <QDateTime>
#include <QHash>
#include <QJsonObject>
#include <QPointF>

#include <vector>

namespace arbiter::pads {

// Where the map's artwork puts a unit of each location (layout.csv beside the SVG): the page draws the units
// there. Locations the layout does not place are left out of the page.
struct UnitPlaces
{
    std::vector<QPointF> army;   // per location; (-1, -1) when the layout has none
    std::vector<QPointF> fleet;  // per location: where a fleet stands apart, else the army's place
    std::vector<QPointF> centre; // per location: its supply centre's marker, (-1, -1) for none
    static UnitPlaces read(const Map &map);
};

// What a power's pad may see of the game, as the page's JSON (GET /p/TOKEN/state): the phase and whether it
// takes orders, the whole board (every unit and centre is on the table for everyone to see), what the
// power's own units may do (order_options.h: the choices the page highlights), and the last adjudicated
// phase's orders and results (public once adjudicated). Never another power's orders of the open phase.
// The names are `map`'s: the game's map with the names of the player's language (Map::chooseLanguage).
QJsonObject padState(const Game &game, const Map &map, bool open, int power, const UnitPlaces &places);

// The power's own orders of the current phase (GET /p/TOKEN/orders), each with when the pad's order for that
// unit was received (`received`, keyed by the order's unit location id; absent for orders the game master
// entered).
QJsonObject padOrders(const Game &game, const Map &map, bool open, int power,
                      const QHash<QString, QDateTime> &received);

// The key of an order in `received`: the place of the unit it orders (or of the build), "" for a waive.
QString orderPlace(const Map &map, const Order &order);

} // namespace arbiter::pads
