// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
#pragma once

#include "map/map.h"

#include <QColor>
#include <QPainterPath>

class QPainter;

namespace arbiter::ui {

// The drawing of one unit token, centred on (0,0): an army is a round counter with a cannon, a fleet a
// boat-shaped counter with a sail, so the two differ by outline as well as by the picture inside.
// The unit size is the radius of the army counter in scene units.
namespace unitSymbol {

inline constexpr qreal size = 14.5;

QPainterPath outline(UnitType type);
// With a `mark` (a power's letter), the letter takes the place of the army's cannon, and sits on the
// fleet's hull.
void paint(QPainter *painter, UnitType type, const QColor &colour, bool faded = false,
           const QString &mark = {});
// A text colour readable on the power colour.
QColor foregroundFor(const QColor &colour);

} // namespace unitSymbol

} // namespace arbiter::ui
