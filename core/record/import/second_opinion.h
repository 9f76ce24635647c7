// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
#pragma once

#include "judge/phase_adjudication.h"
#include "record/game.h"
#include "record/import/import_report.h"
#include "record/import/recorded_game.h"
#include "record/import/unit_sets.h"

#include <QString>
#include <QStringList>

#include <memory>
#include <optional>
#include <vector>

namespace arbiter {

struct ImportedGame
{
    std::optional<Game> game; // none when the file held no phase
    ImportReport report;
};

// The rules a source judge plays by, the default reading of the second opinion: for MILA's engine (and the
// webDiplomacy games recorded in its format) the 2000 rulebook with the land route as the fall-back of a
// 'via convoy' move (4.A.3 e); for the Judge and the DPjudge the DATC's preferences.
RuleSettings sourceRules(RecordFormat format);
// The rules a recorded game is judged by again when the user names none: those the file names, else its
// source judge's.
RuleSettings recordedRules(const RecordedGame &recorded);

// Judges each recorded phase again, from the position the record gives, and compares the outcome with the
// recorded one. Keeps its adjudicator's buffers between phases (a whole collection is checked with one).
class SecondOpinion
{
  public:
    SecondOpinion(const Map &map, const RuleSettings &rules)
        : m_map(map), m_rules(rules), m_adjudicator(map), m_extra(map), m_units(map)
    {
    }

    // Phase `index` of `game` judged from `from` (the recorded position, or Arbiter's when the record has
    // none). Returns whether it agrees; when it does not, `difference` says how (orders and board).
    bool check(const RecordedGame &game, std::size_t index, const Position &from,
               PhaseDifference *difference);
    // The outcome of the last check.
    const PhaseOutcome &outcome() const { return m_outcome; }
    // Under which other rule setting the phase checked last gives the recorded outcome: a preset's name
    // or one changed choice ("4.A.3=c"); empty if none does. `game`, `index` and `from` are those of the
    // last check; settings that differ from the rules only on issues the phase does not ask are answered
    // from that check without adjudicating (issuesAsked, judge/phase_adjudication.h).
    QString reproducingRules(const RecordedGame &game, std::size_t index, const Position &from,
                             RuleSettings *found);

  private:
    // `asked`, when given: the issues the phases played without orders before comparing asked (issuesAsked).
    bool agrees(const RecordedGame &game, std::size_t index, const Position &from, const RuleSettings &rules,
                PhaseDifference *difference, RuleIssueSet *asked);

    const Map &m_map;
    RuleSettings m_rules;
    PhaseAdjudicator m_adjudicator;
    PhaseOutcome m_outcome;
    PhaseAdjudicator m_extra; // the phases played without orders before comparing
    PhaseOutcome m_extraOutcome;
    bool m_checkedAgrees = false; // the last check's answer
    RuleIssueSet m_asked = 0;     // and the issues the phases it played without orders asked
    std::vector<Order> m_orders;
    UnitSets m_units;
};

// Whether a phase that differs is judged again under other rule settings to find one that gives the
// recorded outcome (SecondOpinion::reproducingRules; PhaseDifference::reproducedBy, and the imported history
// goes on under that setting). Arbiter always searches; the fuzz targets of the readers search on a sample of
// their inputs only, as the search is dozens of adjudications for each phase that differs and nearly every
// phase of a fuzzed record differs.
enum class RuleSearch
{
    OnDifference,
    Never,
};

// Makes the record an Arbiter game (every phase played from the first recorded position with the recorded
// orders; a phase that differs is played under the rule setting that reproduces the record, when one does,
// so that the history stays the recorded game) and gives the second opinion on every phase.
ImportedGame importRecordedGame(const RecordedGame &recorded, std::shared_ptr<const Map> map,
                                const RuleSettings &rules, RuleSearch search = RuleSearch::OnDifference);

// The second opinion alone, without making the game (what `arbiter-cli import --check` needs): the same
// report as importRecordedGame gives, phase entries -1.
ImportReport checkRecordedGame(const RecordedGame &recorded, const Map &map, const RuleSettings &rules,
                               RuleSearch search = RuleSearch::OnDifference);

// The report as text: the file, the rules, the problems, and each phase that differs with its orders.
QString importReportText(const Map &map, const ImportReport &report);

} // namespace arbiter
