// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
#pragma once

#include "record/game.h"

#include <QByteArrayView>
#include <QString>

namespace arbiter {

// Judges every adjudicated phase of a game just read again and compares it with what the file says
// happened; a file edited by hand (or damaged) into history the rules do not allow is refused rather than
// shown as real. `version` is the file's format version (version 1 did not record the changes no order made:
// they are taken from the judge); `json` the file, for the line a problem names. On a difference, says where
// and what it is and returns false.
bool verifyRecord(Game *game, int version, QByteArrayView json, QString *error);

} // namespace arbiter
