// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
#pragma once

#include "judge/order_entry.h"
#include "judge/orders_due.h"
#include "map/map.h"
#include "model/phase_clock.h"
#include "model/position.h"
#include "record/game.h"
#include "record/import/second_opinion.h"
#include "rules/rule_settings.h"

#include <QList>
#include <QObject>
#include <QString>

#include <map>
#include <memory>
#include <optional>
#include <vector>

class QUndoStack;

namespace arbiter::document {

// One open game: the game record, its file, and the undo stack every edit goes through. Views read from it
// and react to its signals; they change it only through the verb-named methods below, each of which pushes
// one undo command.
class GameDocument : public QObject
{
    Q_OBJECT

  public:
    // The changes themselves, which the undo commands make and take back (game_changes.h).
    class Changes;

    // A new game on `map` from its first Spring.
    GameDocument(std::shared_ptr<const Map> map, const RuleSettings &rules, DrawMode drawMode,
                 const QString &name = {}, QObject *parent = nullptr);
    ~GameDocument() override;

    // A new, unmodified document around a game made elsewhere (a set-up position, a DATC case).
    static std::unique_ptr<GameDocument> fromGame(Game game, QObject *parent = nullptr);
    // Reads a game file; nullptr and a message on failure.
    static std::unique_ptr<GameDocument> open(const QString &fileName, std::shared_ptr<const Map> map,
                                              QString *error, QObject *parent = nullptr);
    // Reads a game from bytes (the recovery file), with `fileName` as the file it belongs to (may be empty).
    static std::unique_ptr<GameDocument> fromData(const QByteArray &data, const QString &fileName,
                                                  std::shared_ptr<const Map> map, QString *error,
                                                  QObject *parent = nullptr);
    bool save(const QString &fileName, QString *error);
    QByteArray toData() const;

    QString fileName() const { return m_fileName; }
    // The name shown in the title bar: the game's name, the file's base name, or "Untitled".
    QString displayName() const;
    bool isModified() const;
    QUndoStack *undoStack() const { return m_undoStack; }

    const Game &game() const { return *m_game; }
    const Map &map() const;
    const RuleSettings &rules() const;
    DrawMode drawMode() const;
    const Position &position() const; // the current (unadjudicated) phase
    Phase phase() const { return position().phase; }

    // Whether orders may be entered (the current phase is not adjudicated and the game has not ended).
    bool acceptsOrders() const;
    // Whether draw votes may be recorded for the current phase (it is not adjudicated, the game has not
    // ended).
    bool acceptsVotes() const;
    // The powers that may vote in the current phase (those with a unit or a centre).
    PowerSet survivors() const;

    // Orders of the current phase.
    const std::vector<EnteredOrder> &orders() const;
    // Where each order stands among all the orders of the phase, with the current rules; every change of
    // an order or of the rules checks them all again.
    OrderCheck check(int index) const;
    // Where an order would stand if it were given now: among the orders already entered, in place of the
    // one it would replace.
    OrderCheck checkCandidate(const Order &order) const;
    // Whether the current phase takes orders of this kind at all (no move in an adjustment phase, no build
    // in a movement phase...); an order that does not fit is refused, never entered.
    bool fitsPhase(const Order &order) const;
    // The order given to the unit standing (or dislodged, in a retreat phase) in `province`, or -1.
    int orderForProvince(int province) const;
    // How many orders a power owes this phase and has given (see OrderCount).
    int ordersDue(int power) const;
    int ordersGiven(int power) const;
    bool hasMissingOrders() const;

    // The last adjudicated phase (the one before the current phase, or the current one when the game ended
    // in it), or nullptr at the start of the game.
    const PhaseEntry *lastResults() const;
    int lastResultsId() const;

    // Edits (each one undo step).
    // Replaces the order of the same unit (or build province). False, and nothing changes, when orders are
    // not accepted or the order does not fit the phase.
    bool setOrder(const EnteredOrder &order);
    void removeOrder(int index);
    void addOrders(const QList<EnteredOrder> &orders, const QString &description);
    void clearOrders(int power); // -1: all powers
    void adjudicate();
    void setRules(const RuleSettings &rules);
    void setDrawMode(DrawMode mode);
    // The game's name, notes and players (the players padded or cut to one per power).
    void setInfo(const GameInfo &info);
    // History edits (each one undo step). "Play from here": a what-if from phase `entry`, which becomes the
    // line being played; returns the new phase.
    int branchFrom(int entry, const QString &name);
    // Makes the line through `entry` the one being played (its last phase becomes current).
    void switchToLine(int entry);
    // Names the branch that starts at `start` (see branchStart()).
    void renameBranch(int start, const QString &name);
    // The draw votes of the current phase; a draw they pass ends the game.
    void setVotes(const std::vector<DrawVote> &votes);
    // Resumes a drawn or ended game.
    void resume();
    // Ends the game now (tournament time is up): scored like a draw of the survivors.
    void endGame();
    bool canEndGame() const;
    // Keeps the phase clock's time with phase `entry` as it is adjudicated (or adjudicated again by Redo);
    // not an edit of the game, so not on the undo stack.
    void recordElapsed(int entry, int seconds);
    // Where the phase clock of phase `entry` stood when last read: the clock goes on from there when the
    // phase is timed again (its adjudication undone, the game reopened or restored after a crash). Kept
    // with the open document, by phase entry, so that a phase dropped by Undo and made again by Redo gets
    // its clock back; and with the phase (PhaseEntry::clock) for the game file, which keeps it for a phase
    // not yet adjudicated, and in the recovery file with the time it ran since. Not on the undo stack.
    std::optional<PhaseClockReading> clockReading(int entry) const;
    const std::map<int, PhaseClockReading> &clockReadings() const { return m_clockReadings; }
    void setClockReading(int entry, const PhaseClockReading &reading);
    void setClockReadings(const std::map<int, PhaseClockReading> &readings);

    // The report of the import the game came from (File → Import Game), or nullptr. Kept with the open
    // document only; the game file keeps the history, and the game's notes a summary.
    const ImportReport *importReport() const
    {
        return m_game->importReport() ? &*m_game->importReport() : nullptr;
    }
    // Whether the second opinion of the import differs from the recorded adjudication in phase `entry`.
    bool secondOpinionDiffers(int entry) const;

    // The order completed from the current position (see completeOrder()): its power, and the unit types
    // the rules let it leave out.
    Order completed(Order order) const;

    // The orders of the current phase that `order` replaces, if it were set.
    int replacedBy(const Order &order) const;

  signals:
    // One signal per change: phaseChanged, phaseAdjudicated and adjudicationUndone stand for the current
    // phase's orders and votes too (they are another phase's), so ordersChanged and votesChanged do not come
    // with them and a view that shows orders or votes listens to those as well.
    //
    // Order `index` of phase `entry` (the current phase) was given: `added` at that index, or in place of
    // the order there. Views that show the orders one by one follow these and the rules; the others take
    // ordersChanged, which comes after.
    void orderSet(int entry, int index, bool added);
    // Order `index` of phase `entry` was taken out; the orders after it moved up one.
    void orderRemoved(int entry, int index);
    void ordersChanged(); // the orders of the current phase, in the same phase (one set or removed, or the
                          // rules changed how they are checked)
    void phaseChanged();  // a branch, a switch of line, the undo of these: the phase tree or the current
                          // phase changed
    // Phase `entry`, the current one, was adjudicated and the phase after it, unless the game ended there,
    // was added as its only child and became current: a change of the current phase, which a view that
    // follows it takes like phaseChanged (which does not come with it), and the record only grew at the
    // end of the line being played.
    void phaseAdjudicated(int entry);
    // The adjudication of phase `entry` was undone: the phase the adjudication added (if any) was dropped
    // from the end of the line being played, and `entry` is current again with its orders. Taken like
    // phaseAdjudicated (phaseChanged does not come with it).
    void adjudicationUndone(int entry);
    void votesChanged(); // the draw votes of the current phase, and with them perhaps the game's end
    void branchRenamed(int start); // the what-if that starts at phase `start` was named
    void rulesChanged();
    void fileNameChanged(); // saved under another name
    void infoChanged();     // the game's name, notes, players, end year and clock (the name shown with them)
    void modifiedChanged(bool modified);
    void changed();             // after any change of the game (autosave listens)
    void clockReadingChanged(); // the clock was started, paused, resumed or given time (autosave listens)
    void aboutToSave();         // the clock's reading is brought up to now before it is written

  private:
    explicit GameDocument(std::unique_ptr<Game> game, QObject *parent);
    void init();
    void refreshChecks() const;
    std::vector<Order> orderList() const; // the orders of the current phase as the engine reads them

    std::unique_ptr<Game> m_game;
    std::unique_ptr<Changes> m_changes; // handed to each command pushed
    QUndoStack *m_undoStack = nullptr;
    QString m_fileName;
    mutable std::vector<OrderCheck> m_checks;
    mutable std::vector<OrderCount> m_counts; // per power, with m_checks
    mutable bool m_checksValid = false;
    bool m_recovered = false;                         // restored from a recovery file: modified until saved
    std::map<int, PhaseClockReading> m_clockReadings; // by phase entry
};

} // namespace arbiter::document
