// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
#pragma once

#include "model/position_edit.h"
#include "record/game.h"
#include "text/datc_reader.h"

#include <QString>

#include <memory>
#include <optional>
#include <vector>

namespace arbiter {

// A game made from a DATC test case: the one way File → Open DATC Case and `arbiter-cli new --from-datc`
// start one, so that both give the same game for the same case.
struct DatcGame
{
    std::optional<Game> game; // empty when the case cannot be played; `error` says why
    QString error;
    std::vector<FlyingDutchman> removed; // units of the case that cannot be on the board (DATC 4.E.6)
    QStringList unreadOrders;            // order lines left out, as DatcCase::unreadable names them
};

// The case called `name` in `file`, whatever the letter case ("6.e.15" finds "6.E.15"); nullptr if none.
const DatcCase *findDatcCase(const DatcFile &file, const QString &name);

// The case's start position (datcStartPosition) without its Flying Dutchmen, the case's rules, its readable
// orders entered as the first phase's orders, named "DATC <case>". A case with errors gives no game.
DatcGame datcGame(std::shared_ptr<const Map> map, const DatcCase &testCase, DrawMode drawMode);
// The case called `name` (found by findDatcCase), or the first case of the file when `name` is empty.
DatcGame datcGame(std::shared_ptr<const Map> map, const DatcFile &file, const QString &name,
                  DrawMode drawMode);

} // namespace arbiter
