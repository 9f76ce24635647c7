// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
#pragma once

#include <QString>
#include <QStringView>

namespace arbiter {

// The adjustment lines of a Judge transcript in words, as orders the readers read: "Builds an army in
// Vienna" is "Build A Vienna", "Removes the fleet in London" is "Remove F London", "Build waived" (or
// "Waives", "No builds") is "Waive"; "Defaults, removing the army in Smyrna" is a removal the judge made in
// civil disorder (`disorder`). Any other text is given back as it is.
QString judgeAdjustmentOrder(QStringView text, bool *disorder);

} // namespace arbiter
