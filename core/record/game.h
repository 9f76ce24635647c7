// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
#pragma once

#include "judge/explanation.h"
#include "judge/phase_adjudication.h"
#include "model/draw_vote.h"
#include "model/order.h"
#include "model/order_result.h"
#include "model/phase_clock.h"
#include "model/position.h"
#include "record/import/import_report.h"
#include "record/scoring.h"
#include "rules/rule_settings.h"

#include <QString>
#include <QStringList>

#include <optional>

#include <memory>
#include <span>
#include <vector>

namespace arbiter {

// An order as the game master entered it: the text as typed and what it was read as.
struct EnteredOrder
{
    QString text;
    Order order;
    // Who gave it when not the game master at the keyboard: "pad" for the order's power's own order pad
    // (docs/order-pads.md); empty otherwise.
    QString source{};

    bool operator==(const EnteredOrder &) const = default;
};

enum class GameEndKind : std::uint8_t
{
    None,
    Victory,
    Draw,
    Called // the game end year was passed, or the game master ended the game: scored like a draw of the
           // survivors
};

struct GameEnd
{
    GameEndKind kind = GameEndKind::None;
    PowerSet powers = 0; // the winner, or the powers in the draw (one power: a concession)

    bool operator==(const GameEnd &) const = default;
};

// One phase of the record: the position before it, the orders, and once adjudicated the results, the
// position after it and the phases skipped on the way to the next one.
struct PhaseEntry
{
    int parent = -1;           // the phase before it on its line of play
    std::vector<int> children; // the next phase; several when a what-if branched from here
    QString branchName;        // set on the first phase of a branch
    Position position;
    std::vector<EnteredOrder> orders;
    std::vector<DrawVote> votes;
    bool adjudicated = false;
    std::vector<OrderResult> results; // parallel to orders
    std::vector<BoardChange> changes; // what changed on the board without an order
    RuleSettings rules;               // the rules it was adjudicated under
    Position after;                   // the position the next phase starts from
    std::vector<Phase> skipped;       // empty phases skipped after this one (no retreats, no adjustments)
    GameEnd end;                      // how the game ended in this phase, if it did
    int elapsedSeconds = -1;          // the phase clock's time run when it was adjudicated; -1: no clock
    // Where the phase clock stood in this phase when last read: a phase timed again (its adjudication
    // undone, the game reopened or restored mid-phase) goes on from there. Saved for a phase not yet
    // adjudicated (docs/game-format.md). nullopt: never timed.
    std::optional<PhaseClockReading> clock;

    bool operator==(const PhaseEntry &) const = default;
};

// What the game is and the terms it is played under at a tournament.
struct GameInfo
{
    QString name;
    QString notes;
    QStringList players; // per power, may be empty strings
    int endYear = 0;     // the game ends when play passes from this year into the next; 0: no end year
    ScoringSystem scoring = ScoringSystem::DrawSize;
    ClockSettings clock;

    bool operator==(const GameInfo &) const = default;
};

// A whole game: a tree of phases from the map's first Spring; the current line of play ends in `current()`.
class Game
{
  public:
    Game(std::shared_ptr<const Map> map, RuleSettings rules = {}, DrawMode drawMode = DrawMode::Dias);
    // A game that starts from a set-up position (a DATC case, a study position) instead of the map's start.
    Game(std::shared_ptr<const Map> map, RuleSettings rules, DrawMode drawMode, Position start);

    const Map &map() const { return *m_map; }
    std::shared_ptr<const Map> sharedMap() const { return m_map; }
    const RuleSettings &rules() const { return m_rules; }
    void setRules(const RuleSettings &rules) { m_rules = rules; }
    DrawMode drawMode() const { return m_drawMode; }
    // Changing the draw rules re-judges the votes already cast in the current phase.
    void setDrawMode(DrawMode mode);
    // The centres that win alone: the map's (variant.csv) unless set otherwise.
    int victoryCentres() const { return m_victoryCentres; }
    void setVictoryCentres(int centres) { m_victoryCentres = centres; }
    // Powers whose last movement orders stand for later movement phases in which they give none
    // (perpetual orders, DATC 4.E.4 choice a; ignored under choice b).
    PowerSet perpetualOrders() const { return m_perpetual; }
    void setPerpetualOrders(PowerSet powers) { m_perpetual = powers; }
    // Powers that announced to the game master that another power may order their units (proxy orders,
    // DATC 4.E.5 choice a; with choice b any order set may hold proxy orders, with c none may).
    PowerSet proxiesOf(int owner) const { return m_proxies[std::size_t(owner)]; }
    void setProxies(int owner, PowerSet proxies) { m_proxies[std::size_t(owner)] = proxies; }
    // The start variant of the map the game began from (Map::startVariants), empty for the map's own.
    const QString &startVariant() const { return m_startVariant; }
    void setStartVariant(const QString &id) { m_startVariant = id; }
    GameInfo &info() { return m_info; }
    const GameInfo &info() const { return m_info; }
    // What the import of another judge's game found, for a game made from one: its phases where Arbiter's
    // second opinion differs stay marked after a save.
    const std::optional<ImportReport> &importReport() const { return m_importReport; }
    void setImportReport(std::optional<ImportReport> report) { m_importReport = std::move(report); }

    int phaseCount() const { return int(m_entries.size()); }
    const PhaseEntry &entry(int id) const { return m_entries[std::size_t(id)]; }
    int current() const { return m_current; }
    const PhaseEntry &currentEntry() const { return entry(m_current); }
    // The phases from the first to `id`.
    std::vector<int> line(int id) const;
    // Follows the first child from `id` to the end of that line.
    int lastOfLine(int id) const;
    void setCurrent(int id);

    // Orders of an unadjudicated phase (the current one, normally).
    bool setOrders(int id, std::vector<EnteredOrder> orders);
    // One order of unadjudicated phase `id` at a time: added at `index`, taken out, or put in place of the
    // one there; each gives back what it took out, which undoes it.
    void insertOrder(int id, int index, EnteredOrder order);
    EnteredOrder takeOrder(int id, int index);
    EnteredOrder replaceOrder(int id, int index, EnteredOrder order);
    // Adjudicates the current phase and moves to the next one; false if it is already adjudicated or the
    // game has ended.
    bool adjudicate();
    // Judges phase `id` again from its position and orders under `rules`, changing nothing.
    PhaseOutcome judge(int id, const RuleSettings &rules) const;
    // The orders of a phase as the judge takes them under `rules` (an announced proxy's as its owner's).
    std::vector<Order> ordersToAdjudicate(const PhaseEntry &entry, const RuleSettings &rules) const;
    // Why each order of an adjudicated phase ended as it did, under the rules it was adjudicated with (its
    // orders one for one; a phase not adjudicated yet is explained under the game's rules).
    PhaseExplanation explain(int id) const;
    // Starts a what-if from phase `id`: a new sibling with the same position and orders, not adjudicated,
    // becomes current. The original line is kept.
    int branch(int id, const QString &name);

    // Draw votes of the current phase; evaluated at once (a passed draw ends the game).
    void setVotes(std::vector<DrawVote> votes);
    DrawOutcome drawOutcome(int id) const;
    PowerSet survivors(int id) const; // powers with a unit or a centre at the start of the phase
    bool ended() const { return currentEntry().end.kind != GameEndKind::None; }
    // Records the phase clock's time for the current phase (kept with the phase when it is adjudicated).
    void setElapsed(int id, int seconds) { m_entries[std::size_t(id)].elapsedSeconds = seconds; }
    void setClockReading(int id, const PhaseClockReading &reading)
    {
        m_entries[std::size_t(id)].clock = reading;
    }
    // Ends the game now, at the game master's command, like a draw of every survivor.
    void endNow();
    // Resumes a drawn or ended game (the Judge's RESUME).
    void resume();

    // Puts back an earlier state of the phase tree (a record read or judged again); the settings stay as
    // they are.
    void replaceEntries(std::vector<PhaseEntry> entries, int current);

    // The exact reversals of the edits above, for undo, each changing only what its edit changed.
    // Names the what-if that starts at phase `id` (branch()).
    void setBranchName(int id, const QString &name);
    // Puts back the draw votes and the end of phase `id` as they were, without counting the votes again (a
    // vote, ending the game or resuming it, taken back).
    void restoreVotes(int id, std::vector<DrawVote> votes, GameEnd end);
    // Takes back the phases from `count` on, which a branch added at the end of the record (they leave
    // their parents' children), and makes `current` the current phase again.
    void dropPhasesFrom(int count, int current);
    // Takes back the adjudication of phase `id`, which had `orderCount` orders (the perpetual orders it
    // repeated are dropped) when the record had `phaseCount` phases: the phase is unadjudicated and current
    // again, without the phase the adjudication added.
    void undoAdjudication(int id, int orderCount, int phaseCount);

    // Restores a game from its parts (used by the file reader).
    static Game fromParts(std::shared_ptr<const Map> map, RuleSettings rules, DrawMode mode,
                          int victoryCentres, PowerSet perpetual, std::vector<PowerSet> proxies,
                          GameInfo info, std::vector<PhaseEntry> entries, int current);

  private:
    void repeatPerpetualOrders(PhaseEntry *entry) const;
    void checkVictory(const Position &after, PhaseEntry *entry) const;

    std::shared_ptr<const Map> m_map;
    RuleSettings m_rules;
    DrawMode m_drawMode = DrawMode::Dias;
    int m_victoryCentres = 0;
    QString m_startVariant;
    PowerSet m_perpetual = 0;
    std::vector<PowerSet> m_proxies; // per owner power
    GameInfo m_info;
    std::optional<ImportReport> m_importReport;
    std::vector<PhaseEntry> m_entries;
    int m_current = 0;
};

} // namespace arbiter
