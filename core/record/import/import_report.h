// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
#pragma once

#include "model/phase.h"
#include "rules/rule_settings.h"

#include <QJsonObject>
#include <QString>
#include <QStringList>

#include <cstdint>
#include <vector>

namespace arbiter {

// What an import of another judge's game found (second_opinion.h makes it): kept with the game it made, in
// its file, so that the phases where the second opinion differs stay marked after the game is saved and
// opened again.

enum class RecordFormat : std::uint8_t
{
    MilaJson,    // the game JSON of the `diplomacy` Python package (MILA's engine)
    JudgeText,   // the results the Judge mails after each phase
    DPjudgeText, // the same from the DPjudge, in its layout
    None,        // no game of another judge (empty, an Arbiter game file, or neither format): see its problem
};

// A place in the file that could not be read, and why; the rest of the file is still imported.
struct ImportProblem
{
    QString place;
    QString text;
    QString problem;

    bool operator==(const ImportProblem &) const = default;
};

// A phase where Arbiter's adjudication differs from the one the recording judge gave.
struct PhaseDifference
{
    Phase phase;
    QString place;      // where the phase is in the file
    int entry = -1;     // the phase in the imported game, -1 when none
    QStringList orders; // per order that differs: the order, the recorded outcome, Arbiter's with its reason
    QStringList board;  // differences in the position after the phase (units, dislodged units, centres)
    QString reproducedBy; // a rule setting under which Arbiter gives the recorded outcome; empty if none

    bool operator==(const PhaseDifference &) const = default;
};

// What an import found: the problems reading the file, the phases where the second opinion differs, and
// notes on how the imported game's history was made.
struct ImportReport
{
    QString file;
    RecordFormat format = RecordFormat::MilaJson;
    RuleSettings rules; // the rules of the second opinion
    int phasesRead = 0;
    int phasesChecked = 0;
    int ordersRead = 0;
    std::vector<ImportProblem> problems;
    std::vector<PhaseDifference> differences;
    QStringList notRead; // what the file holds that Arbiter does not read (RecordedGame::notRead)
    QStringList notes;

    bool differs() const { return !differences.empty(); }

    bool operator==(const ImportReport &) const = default;
};

// The report as the game file keeps it, and read back: false, with the reason, for a report that is not
// one or names a phase the game (of `phaseCount` phases) does not have.
QJsonObject importReportToJson(const ImportReport &report);
bool importReportFromJson(const QJsonObject &json, int phaseCount, ImportReport *report, QString *error);

} // namespace arbiter
