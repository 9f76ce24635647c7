// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
#pragma once

#include "map/map.h"
#include "model/position.h"

#include <QString>

#include <cstdint>

namespace arbiter {

// How the sentences of explanations, results and reports name places: by the map's ids, as orders are
// written ("vie is empty", "bounced (A vie)"), or written out in the map's chosen language ("Wien", "A
// Wien", "la Manche"). Orders themselves and the map's labels keep their own form either way. The client
// writes names out unless the user asks otherwise; the command-line tool keeps the ids unless asked.
enum class PlaceNaming : std::uint8_t
{
    Abbreviated,
    WrittenOut,
};

// A place standing in a sentence: "eng", or "Ärmelkanal", "la Manche" (Map::locationNameInText).
QString placeInText(const Map &map, int location, PlaceNaming naming);
// A unit standing in a sentence: "A vie", or "A Wien", "F Manche" (the unit's place as a label, after its
// letter, takes no article).
QString unitInText(const Map &map, const Unit &unit, PlaceNaming naming);

} // namespace arbiter
