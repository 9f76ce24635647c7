// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
#pragma once

#include <QPainterPath>
#include <QStringView>

namespace arbiter::ui {

// Turns the `d` attribute of an SVG <path> into a QPainterPath (SVG 1.1 path grammar: M L H V C S Q T A Z
// in absolute and relative forms, implicit repeated commands). Used for province hit-testing by shape.
// Returns an empty path and sets *ok to false on malformed data (what was read so far is dropped).
QPainterPath parseSvgPath(QStringView data, bool *ok = nullptr);

} // namespace arbiter::ui
