// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
#pragma once

#include <QStringList>

#include <memory>

class QTextStream;

namespace arbiter {
class Map;

// `arbiter-cli new GAME.json [--rules PRESET] [--set ISSUE=CHOICE]... [--nodias] [--name NAME]
//  [--from-datc FILE [--case NAME]]`: a new game, from Spring 1901 or from a DATC case's position.
int runNewCommand(std::shared_ptr<const Map> map, const QStringList &args, QTextStream &out, QTextStream &err);

// `arbiter-cli play GAME.json --orders SHEET [--out GAME.json]`: reads the order sheet into the current
// phase, adjudicates it, prints the results report; saves when --out is given.
int runPlayCommand(std::shared_ptr<const Map> map, const QStringList &args, QTextStream &out, QTextStream &err);

} // namespace arbiter
