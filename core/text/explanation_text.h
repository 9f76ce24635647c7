// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
#pragma once

#include "judge/explanation.h"
#include "text/place_naming.h"

#include <QString>
#include <QStringList>

#include <functional>

namespace arbiter {

// How an explanation names units and places: "A par" and "bel", or written out, "A Paris" and "Belgium"
// (PlaceNaming); the client passes namers that make each unit a link.
struct ExplanationNames
{
    std::function<QString(int unit)> unit;         // index as the explanation gives it (phase-dependent)
    std::function<QString(int location)> location; // a map location id

    // Plain names for a phase's position: units of position.units, or of position.dislodged in a retreat
    // phase.
    static ExplanationNames plain(const Map &map, const Position &position,
                                  PlaceNaming naming = PlaceNaming::Abbreviated);
};

// "attack 2: A par with support from A pic and A gas", with the supports that did not count and why.
QString strengthText(const ExplanationNames &names, const Strength &strength);

// The explanation as sentences, translated (context "Explanation"), the numbers first: for a move its
// attack against every strength it had to beat.
QStringList explanationLines(const ExplanationNames &names, PhaseKind phase,
                             const OrderExplanation &explanation);

// The one-line form, for a tooltip: the comparison that decided, or the fate of the support or convoy.
QString explanationSummary(const ExplanationNames &names, PhaseKind phase,
                           const OrderExplanation &explanation);

// A change no order made (a disband for want of a retreat, a civil-disorder removal), in sentences.
QStringList changeExplanationLines(const ExplanationNames &names, const ChangeExplanation &change);

} // namespace arbiter
