// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
#pragma once

#include "model/order.h"
#include "model/phase.h"
#include "model/position.h"
#include "record/game.h"
#include "record/import/import_report.h"

#include <QCoreApplication>
#include <QString>
#include <QStringList>

#include <cstdint>
#include <optional>
#include <tuple>
#include <vector>

namespace arbiter {

// A game as another judge recorded it, read from its file before Arbiter judges anything: the phases with
// the orders and the outcomes that judge gave them. The readers of the foreign formats (mila_game.h,
// judge_transcript.h) fill it; the second opinion (second_opinion.h) replays it.

// What the recording judge said became of one order.
struct RecordedOutcome
{
    bool known = false;     // the source gave an outcome for this order
    bool succeeded = false; // the order worked (moved, held, supported, retreated, built...)
    bool dislodged = false; // the ordered unit was dislodged
    QString text;           // the source's own words ("bounce", "cut", "no convoy"), for the report
};

struct RecordedOrder
{
    // The order as the source wrote it: where it stands in RecordedGame::orderTexts, so that a collection
    // is read without a string per order (RecordedGame::orderText gives it).
    qsizetype textFrom = 0;
    qsizetype textSize = 0;
    int line = 0; // the line of a transcript, 0 in a JSON file
    Order order;
    RecordedOutcome outcome;
};

struct RecordedPhase
{
    Phase phase;
    QString place; // where the phase starts in the file
    // The position at the start of the phase, when the source stores it (MILA's state). Dislodged units
    // have no attacker origin (the source does not say); standoffs are not known.
    bool hasPosition = false;
    Position position;
    std::vector<RecordedOrder> orders;
    // Centre owners per province after the phase, when the source prints them (the Judge's ownership
    // section after a Fall phase).
    std::vector<int> ownerAfter;
    // Units the judge removed for a power that ordered too few removals (civil disorder), when it says so.
    std::vector<Unit> disorderRemovals;
    // The Judge lists every unit in a movement phase: then `position.units` holds them (no centres).
    bool listsEveryUnit = false;
    // A part of the recorded position could not be read (a unit that is none, a number where the units
    // belong): the phase is not judged against it, and the report says why instead of blaming the judge.
    bool positionIncomplete = false;
};

struct RecordedGame
{
    RecordFormat format = RecordFormat::MilaJson;
    QString name;
    QStringList players; // per power, may be empty strings
    std::vector<RecordedPhase> phases;
    GameEnd end; // a draw or victory the source declares
    // Centre owners before the first phase, when a transcript gives them (Arbiter writes them for a game
    // that does not start in Spring 1901); empty otherwise.
    std::vector<int> startOwner;
    std::vector<ImportProblem> problems;
    // What the file holds and Arbiter does not read (press, draw votes, a rule option it does not support),
    // once each, for the report: a file's content is never dropped without a word.
    QStringList notRead;
    // Rule options the source names that bear on nothing Arbiter judges or keeps (MILA's NO_PRESS, ...).
    QStringList rulesWithoutBearing;
    // The draw rule the source names (MILA's NO_DIAS or PROPOSE_DIAS), if it names one.
    std::optional<DrawMode> drawMode;
    // The rule choices the file names (a transcript Arbiter wrote for a game not played by the DATC's
    // preferences has a "Rules:" line), if it names them: then they, not the source judge's, are the rules
    // of the second opinion.
    std::optional<RuleSettings> rules;
    // A transcript that ends in the last phase's list of orders, with no blank line to close it: its last
    // line and that line's text (0: it does not). The second opinion takes it for a file cut short when the
    // list names only some of the units the phase has.
    int openEndLine = 0;
    QString openEndText;
    // The text of every order read, one after the other; or the whole text a transcript was read from, which
    // holds them where they stand (keepTextInPlace).
    QString orderTexts;

    // Keeps `text` as the text of `order`.
    template <typename Text> void keepText(RecordedOrder *order, Text text)
    {
        order->textFrom = orderTexts.size();
        orderTexts += text;
        order->textSize = orderTexts.size() - order->textFrom;
    }
    // `text`, a part of orderTexts itself, as the text of `order`.
    void keepTextInPlace(RecordedOrder *order, QStringView text) const
    {
        order->textFrom = text.constData() - orderTexts.constData();
        order->textSize = text.size();
    }
    QString orderText(const RecordedOrder &order) const
    {
        return orderTexts.sliced(order.textFrom, order.textSize);
    }
};

// Whether phase `a` comes before phase `b` in play (Phase's own ordering compares the season first).
inline bool playedBefore(const Phase &a, const Phase &b)
{
    return std::tuple(a.year, a.season, a.kind) < std::tuple(b.year, b.season, b.kind);
}

// Whether `unit` may join `units`: it can stand where it is and no unit of the list stands in its province
// (a record that says otherwise is reported, not believed).
inline bool fitsAmong(const Map &map, const std::vector<Unit> &units, const Unit &unit)
{
    if (unit.location < 0 || !map.canHold(unit.type, unit.location))
        return false;
    const int province = map.location(unit.location).province;
    for (const Unit &u : units) {
        if (map.location(u.location).province == province)
            return false;
    }
    return true;
}

// The press a record holds, as the report lists it among what is not read: "press (12 messages)". Without
// %n, which only a translator makes plural: the command-line tool has none.
inline QString pressNotRead(int messages)
{
    return messages == 1 ? QCoreApplication::translate("Import", "press (1 message)")
                         : QCoreApplication::translate("Import", "press (%1 messages)").arg(messages);
}

// "MILA JSON", "Judge", "DPjudge"
QString recordFormatName(RecordFormat format);

} // namespace arbiter
