// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
#pragma once

#include "model/draw_vote.h"
#include "rules/rule_settings.h"

#include <QString>

namespace arbiter::document {

// The translated name of a rules preset ("datc" -> "DATC preferences", "2000" -> "2000 rulebook").
QString presetTitle(const QString &preset);
// "DATC preferences", or "2000 rulebook, modified" when the settings differ from every preset (named after
// the nearest one).
QString rulesTitle(const RuleSettings &rules);
QString drawModeTitle(DrawMode mode);

} // namespace arbiter::document
