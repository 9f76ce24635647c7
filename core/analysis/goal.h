// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
#pragma once

#include "map/map.h"

#include <QString>
#include <QStringView>

#include <cstdint>
#include <optional>

namespace arbiter {

// What a side wants of one province after the coming movement phase (docs/analysis.md).
enum class GoalKind : std::uint8_t
{
    Take,     // a unit of ours stands in the province
    Hold,     // no unit of theirs stands in the province (ours may stay or leave)
    Dislodge, // the unit of theirs in the province is dislodged
    Keep,     // our unit in the province is not dislodged
};

struct Goal
{
    GoalKind kind = GoalKind::Take;
    int province = -1;

    bool operator==(const Goal &) const = default;
};

// "take mun", "Dislodge Munich", "keep stp": the kind's English word, then a province as the map names it
// (id, name or alias, as Map::findProvince reads them). Nothing and a message naming what is wrong otherwise.
std::optional<Goal> parseGoal(const Map &map, QStringView text, QString *error);
// The goal as parseGoal reads it back: "take mun".
QString goalText(const Map &map, const Goal &goal);

} // namespace arbiter
