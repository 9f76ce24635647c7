// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
#include "record/import/second_opinion.h"

#include "judge/retreat_adjudicator.h"
#include "record/results_report.h"
#include "text/order_formatter.h"
#include "text/phase_text.h"
#include "text/printable_text.h"
#include "text/reason_text.h"

#include <QCoreApplication>

#include <algorithm>

namespace arbiter {

namespace {

// The report's sentences, translated in context "ImportReport".
struct ImportText
{
    Q_DECLARE_TR_FUNCTIONS(ImportReport)
};

bool unitLess(const Unit &a, const Unit &b)
{
    return std::tie(a.location, a.power, a.type) < std::tie(b.location, b.power, b.type);
}

std::vector<Unit> sortedUnits(std::vector<Unit> units)
{
    std::sort(units.begin(), units.end(), unitLess);
    return units;
}

std::vector<Unit> dislodgedUnits(const std::vector<DislodgedUnit> &dislodged)
{
    std::vector<Unit> units;
    units.reserve(dislodged.size());
    for (const DislodgedUnit &d : dislodged)
        units.push_back(d.unit);
    return sortedUnits(std::move(units));
}

// Whether one list has a unit the other lacks. With `out`, each such unit is named for the report (`what`
// is marked with QT_TRANSLATE_NOOP("ImportReport", ...)); without, the first one answers: the search for a
// rule setting that reproduces the record (reproducingRules) needs only the answer, many times a phase.
bool unitDifferences(const Map &map, const std::vector<Unit> &arbiter, const std::vector<Unit> &recorded,
                     const char *what, QStringList *out)
{
    bool differ = false;
    for (const Unit &u : arbiter) {
        if (std::binary_search(recorded.begin(), recorded.end(), u, unitLess))
            continue;
        if (!out)
            return true;
        differ = true;
        *out << ImportText::tr("%1: Arbiter has %2, the record has not")
                    .arg(ImportText::tr(what), formatUnit(map, u));
    }
    for (const Unit &u : recorded) {
        if (std::binary_search(arbiter.begin(), arbiter.end(), u, unitLess))
            continue;
        if (!out)
            return true;
        differ = true;
        *out << ImportText::tr("%1: the record has %2, Arbiter has not")
                    .arg(ImportText::tr(what), formatUnit(map, u));
    }
    return differ;
}

// Whether a supply centre has another owner; named into `out` when it is given, as unitDifferences.
bool ownerDifferences(const Map &map, const std::vector<int> &arbiter, const std::vector<int> &recorded,
                      QStringList *out)
{
    if (arbiter.size() != recorded.size())
        return false;
    bool differ = false;
    for (int p = 0; p < map.provinceCount(); ++p) {
        if (!map.province(p).supplyCentre || arbiter[std::size_t(p)] == recorded[std::size_t(p)])
            continue;
        if (!out)
            return true;
        differ = true;
        auto owner = [&](int power) { return power < 0 ? ImportText::tr("nobody") : map.power(power).name; };
        *out << ImportText::tr("%1 is owned by %2 in Arbiter's adjudication, by %3 in the record")
                    .arg(map.province(p).name, owner(arbiter[std::size_t(p)]),
                         owner(recorded[std::size_t(p)]));
    }
    return differ;
}

// The dislodged units of Arbiter's position `line` and of the recorded one `recorded`, to be compared, less
// the units of `line` that have nowhere to retreat. MILA's engine destroys such a unit as it is dislodged:
// the next state lacks it, and its retreat phase lists it as "disband" with no order. Arbiter keeps it
// dislodged until its retreat phase disbands it ("no retreat"). Both are one outcome.
struct RetreatingUnits
{
    std::vector<DislodgedUnit> line;
    std::vector<DislodgedUnit> recorded;
};

RetreatingUnits retreatingUnits(const Map &map, const RuleSettings &rules, const Position &line,
                                const std::vector<DislodgedUnit> &recorded)
{
    RetreatingUnits out{line.dislodged, recorded};
    for (std::size_t d = 0; d < line.dislodged.size(); ++d) {
        if (!retreatOptions(map, rules, line, int(d)).empty())
            continue;
        const Unit &doomed = line.dislodged[d].unit;
        const auto same = [&doomed](const DislodgedUnit &u) { return u.unit == doomed; };
        std::erase_if(out.line, same);
        std::erase_if(out.recorded, same);
    }
    return out;
}

bool sameDislodged(const Map &map, const RuleSettings &rules, UnitSets &sets, const Position &line,
                   const std::vector<DislodgedUnit> &recorded)
{
    if (sets.same(line.dislodged, recorded))
        return true;
    const RetreatingUnits retreating = retreatingUnits(map, rules, line, recorded);
    return sets.same(retreating.line, retreating.recorded);
}

bool samePosition(const Map &map, const RuleSettings &rules, UnitSets &sets, const Position &line,
                  const RecordedPhase &rp)
{
    if (!sets.same(line.units, rp.position.units))
        return false;
    if (rp.listsEveryUnit && !rp.hasPosition)
        return true;
    return sameDislodged(map, rules, sets, line, rp.position.dislodged) && line.owner == rp.position.owner;
}

bool enteredWinter(const PhaseOutcome &out)
{
    return out.after.phase.kind == PhaseKind::Adjustment ||
           std::any_of(out.skipped.begin(), out.skipped.end(),
                       [](const Phase &p) { return p.kind == PhaseKind::Adjustment; });
}

std::vector<EnteredOrder> enteredOrders(const RecordedGame &game, const RecordedPhase &rp)
{
    std::vector<EnteredOrder> entered;
    entered.reserve(rp.orders.size());
    for (const RecordedOrder &o : rp.orders)
        entered.push_back({game.orderText(o), o.order});
    return entered;
}

QString recordedText(const RecordedOutcome &o)
{
    if (o.text.isEmpty())
        return o.succeeded ? ImportText::tr("succeeded") : ImportText::tr("failed");
    return o.text;
}

// Whether `phase` is a list of orders cut short between two of its lines: it is the record's last, the file
// ends in its list of orders (RecordedGame::openEndLine), and the list names only some of `units`, the units
// of the position it starts from. A complete list names them all, and one that names others is no cut.
bool cutShortList(const RecordedGame &game, const RecordedPhase &phase, const std::vector<Unit> &units)
{
    if (game.openEndLine == 0 || &phase != &game.phases.back() || !phase.listsEveryUnit ||
        phase.position.units.size() >= units.size())
        return false;
    return std::all_of(phase.position.units.begin(), phase.position.units.end(), [&units](const Unit &u) {
        return std::find(units.begin(), units.end(), u) != units.end();
    });
}

} // namespace

QString recordFormatName(RecordFormat format)
{
    switch (format) {
    case RecordFormat::MilaJson:
        return QStringLiteral("MILA JSON");
    case RecordFormat::JudgeText:
        return QStringLiteral("Judge");
    case RecordFormat::DPjudgeText:
        return QStringLiteral("DPjudge");
    case RecordFormat::None:
        return ImportText::tr("not a game of another judge");
    }
    return {};
}

RuleSettings sourceRules(RecordFormat format)
{
    RuleSettings rules;
    if (format == RecordFormat::MilaJson) {
        RuleSettings::preset(u"2000", &rules);
        rules.set(RuleIssue::ConvoyToAdjacent, 'e');
    }
    return rules;
}

RuleSettings recordedRules(const RecordedGame &recorded)
{
    return recorded.rules.value_or(sourceRules(recorded.format));
}

bool SecondOpinion::agrees(const RecordedGame &game, std::size_t index, const Position &from,
                           const RuleSettings &rules, PhaseDifference *difference, RuleIssueSet *asked)
{
    const RecordedPhase &rp = game.phases[index];
    m_orders.clear();
    for (const RecordedOrder &o : rp.orders)
        m_orders.push_back(o.order);
    m_adjudicator.adjudicate(from, m_orders, rules, m_outcome);
    if (asked)
        *asked = 0; // the phase's own issues are added by reproducingRules, which alone needs them
    const PhaseOutcome &out = m_outcome;
    const bool movement = from.phase.kind == PhaseKind::Movement;
    bool same = true;

    for (std::size_t k = 0; k < rp.orders.size(); ++k) {
        const RecordedOutcome &recorded = rp.orders[k].outcome;
        if (!recorded.known)
            continue;
        const OrderResult &r = out.results[k];
        const bool succeeded = r.status == OrderStatus::Succeeded;
        bool dislodged = false;
        if (movement && r.unit >= 0 && r.unit < int(from.units.size())) {
            const Unit &u = from.units[std::size_t(r.unit)];
            dislodged = std::any_of(out.after.dislodged.begin(), out.after.dislodged.end(),
                                    [&](const DislodgedUnit &d) { return d.unit == u; });
        }
        if (succeeded == recorded.succeeded && (!movement || dislodged == recorded.dislodged))
            continue;
        same = false;
        if (!difference)
            return false;
        QString arbiter = resultText(m_map, from, r);
        if (dislodged && r.reason != OrderReason::Dislodged)
            arbiter += ImportText::tr(", dislodged");
        difference->orders << ImportText::tr("%1 — recorded: %2; Arbiter: %3")
                                  .arg(formatOrder(m_map, rp.orders[k].order, true, from.phase.kind),
                                       recordedText(recorded), arbiter);
    }

    // The board: without `difference` the first difference answers, unnamed.
    QStringList board;
    QStringList *named = difference ? &board : nullptr;
    bool boardDiffers = false;
    if (index + 1 < game.phases.size()) {
        const RecordedPhase &next = game.phases[index + 1];
        if (next.hasPosition || next.listsEveryUnit) {
            // Phases the record skips and Arbiter plays (a retreat with nowhere to go) are played without
            // orders before comparing.
            const Position *at = &out.after;
            Position played;
            for (int step = 0; step < 4 && playedBefore(at->phase, next.phase); ++step) {
                if (asked)
                    *asked |= issuesAsked(at->phase.kind);
                m_extra.adjudicate(*at, {}, rules, m_extraOutcome);
                played = m_extraOutcome.after;
                at = &played;
            }
            if (at->phase != next.phase) {
                if (!difference)
                    return false;
                board << ImportText::tr("the record goes on to %1, Arbiter's adjudication to %2")
                             .arg(phaseName(next.phase), phaseName(at->phase));
            } else {
                // The lists are compared first; they are named only when they differ. The units a list cut
                // short leaves out are the cut's, not the adjudication's (judgeAlong reports it).
                if (!m_units.same(at->units, next.position.units) && !cutShortList(game, next, at->units))
                    boardDiffers |=
                        unitDifferences(m_map, sortedUnits(at->units), sortedUnits(next.position.units),
                                        QT_TRANSLATE_NOOP("ImportReport", "units"), named);
                if (boardDiffers && !difference)
                    return false;
                if (next.hasPosition) {
                    // Which dislodged units have somewhere to go asks the choice on retreats after a convoy.
                    if (asked && !at->dislodged.empty())
                        *asked |= ruleIssueBit(RuleIssue::RetreatAfterConvoyDislodge);
                    if (!sameDislodged(m_map, rules, m_units, *at, next.position.dislodged)) {
                        const RetreatingUnits retreating =
                            retreatingUnits(m_map, rules, *at, next.position.dislodged);
                        boardDiffers |= unitDifferences(
                            m_map, dislodgedUnits(retreating.line), dislodgedUnits(retreating.recorded),
                            QT_TRANSLATE_NOOP("ImportReport", "dislodged units"), named);
                    }
                    if (boardDiffers && !difference)
                        return false;
                    if (at->owner != next.position.owner)
                        boardDiffers |= ownerDifferences(m_map, at->owner, next.position.owner, named);
                    if (boardDiffers && !difference)
                        return false;
                }
            }
        }
    }
    if (!rp.ownerAfter.empty() && enteredWinter(out) && out.after.owner != rp.ownerAfter)
        boardDiffers |= ownerDifferences(m_map, out.after.owner, rp.ownerAfter, named);
    if (boardDiffers && !difference)
        return false;
    if (from.phase.kind == PhaseKind::Adjustment && game.format != RecordFormat::MilaJson) {
        std::vector<Unit> removed;
        for (const BoardChange &c : out.changes) {
            if (c.reason == OrderReason::RemovedInCivilDisorder && c.unit >= 0 &&
                c.unit < int(from.units.size()))
                removed.push_back(from.units[std::size_t(c.unit)]);
        }
        if (!m_units.same(removed, rp.disorderRemovals))
            boardDiffers |=
                unitDifferences(m_map, sortedUnits(removed), sortedUnits(rp.disorderRemovals),
                                QT_TRANSLATE_NOOP("ImportReport", "removals in civil disorder"), named);
    }
    if (boardDiffers || !board.isEmpty()) {
        same = false;
        if (difference)
            difference->board << board;
    }
    return same;
}

bool SecondOpinion::check(const RecordedGame &game, std::size_t index, const Position &from,
                          PhaseDifference *difference)
{
    m_checkedAgrees = agrees(game, index, from, m_rules, difference, &m_asked);
    return m_checkedAgrees;
}

QString SecondOpinion::reproducingRules(const RecordedGame &game, std::size_t index, const Position &from,
                                        RuleSettings *found)
{
    // A setting that chooses as m_rules on every issue the phase's adjudication asks (issuesAsked: for the
    // phase itself and for the phases played without orders before the comparison) gives the outcome the
    // check gave, so its answer is the check's: it is not adjudicated again. Most settings are skipped so:
    // a movement phase asks no adjustment question, one without a convoy no convoy question.
    std::vector<Order> &orders = m_orders; // the phase's, as the check left them
    orders.clear();
    for (const RecordedOrder &o : game.phases[index].orders)
        orders.push_back(o.order);
    const RuleIssueSet asked = m_asked | issuesAsked(m_map, from, orders);
    auto reproduces = [&](const RuleSettings &candidate) {
        if ((candidate.differingIssues(m_rules) & asked) == 0)
            return m_checkedAgrees;
        return agrees(game, index, from, candidate, nullptr, nullptr);
    };
    for (const QString &name : RuleSettings::presetNames()) {
        RuleSettings candidate;
        RuleSettings::preset(name, &candidate);
        if (candidate != m_rules && reproduces(candidate)) {
            *found = candidate;
            return ImportText::tr("the preset '%1'").arg(name);
        }
    }
    for (const RuleIssueInfo &info : ruleIssues()) {
        for (int c = 0; c < info.choiceCount(); ++c) {
            const char choice = char('a' + c);
            if (m_rules.is(info.issue, choice))
                continue;
            RuleSettings candidate = m_rules;
            candidate.set(info.issue, choice);
            if (reproduces(candidate)) {
                *found = candidate;
                return QStringLiteral("%1=%2")
                    .arg(QLatin1StringView(info.number))
                    .arg(QChar(QLatin1Char(choice)));
            }
        }
    }
    return {};
}

namespace {

// Arbiter's line of play as the import makes it: a whole game (GameLine), or only the position it has
// reached, for a check that keeps no history (PositionLine).
class GameLine
{
  public:
    GameLine(Game *game, const RecordedGame &recorded) : m_game(game), m_recorded(recorded) {}
    bool ended() const { return m_game->ended(); }
    const Position &position() const { return m_game->currentEntry().position; }
    void skip() { m_game->adjudicate(); }
    int play(const RecordedPhase &rp, const RuleSettings &rules, const PhaseOutcome *)
    {
        const int id = m_game->current();
        const RuleSettings kept = m_game->rules();
        m_game->setOrders(id, enteredOrders(m_recorded, rp));
        m_game->setRules(rules);
        m_game->adjudicate();
        m_game->setRules(kept);
        return id;
    }
    void reach(const RecordedPhase &rp)
    {
        m_game->setOrders(m_game->current(), enteredOrders(m_recorded, rp));
    }

  private:
    Game *m_game;
    const RecordedGame &m_recorded;
};

class PositionLine
{
  public:
    PositionLine(const Map &map, Position start) : m_adjudicator(map), m_position(std::move(start)) {}
    bool ended() const { return false; }
    const Position &position() const { return m_position; }
    void skip() { play({}, RuleSettings(), nullptr); }
    // `known`: the outcome of these orders from this position under these rules, already adjudicated.
    int play(const RecordedPhase &rp, const RuleSettings &rules, const PhaseOutcome *known)
    {
        if (known) {
            m_position = known->after;
            return -1;
        }
        m_orders.clear();
        for (const RecordedOrder &o : rp.orders)
            m_orders.push_back(o.order);
        m_adjudicator.adjudicate(m_position, m_orders, rules, m_outcome);
        std::swap(m_position, m_outcome.after);
        return -1;
    }
    void reach(const RecordedPhase &) {}

  private:
    PhaseAdjudicator m_adjudicator;
    Position m_position;
    PhaseOutcome m_outcome;
    std::vector<Order> m_orders;
};

// The second opinion on every phase of the record, played along `line`.
template <typename Line>
void judgeAlong(const RecordedGame &recorded, const Map &map, const RuleSettings &rules, Line &line,
                ImportReport &report, RuleSearch search)
{
    SecondOpinion opinion(map, rules);
    UnitSets units(map);
    for (std::size_t i = 0; i < recorded.phases.size(); ++i) {
        const RecordedPhase &rp = recorded.phases[i];
        // Phases the record skips (a retreat where every dislodged unit is destroyed) are played without
        // orders on Arbiter's line.
        for (int guard = 0; guard < 4 && !line.ended() && playedBefore(line.position().phase, rp.phase);
             ++guard)
            line.skip();
        const bool onLine = !line.ended() && line.position().phase == rp.phase;
        if (!onLine && !rp.hasPosition) {
            report.notes << ImportText::tr("%1 (%2): not on Arbiter's line of play; not checked")
                                .arg(phaseName(rp.phase), rp.place);
            continue;
        }
        if (rp.positionIncomplete) {
            report.notes << ImportText::tr("%1 (%2): its recorded position could not be read whole (see what "
                                           "was not read); not checked")
                                .arg(phaseName(rp.phase), rp.place);
            continue;
        }
        const Position &at = line.position();
        if (onLine && cutShortList(recorded, rp, at.units)) {
            report.problems.push_back(
                {QCoreApplication::translate("Import", "line %1").arg(recorded.openEndLine),
                 printableText(recorded.openEndText),
                 QCoreApplication::translate("Import", "the file ends in the middle of %1: it is cut short")
                     .arg(phaseName(rp.phase))});
            break;
        }
        const bool lineMatches =
            onLine && (rp.hasPosition || rp.listsEveryUnit ? samePosition(map, rules, units, at, rp) : true);
        if (onLine && !lineMatches)
            report.notes << ImportText::tr("%1: the recorded position differs from the one Arbiter's history "
                                           "reaches; the history goes on from Arbiter's")
                                .arg(phaseName(rp.phase));
        const Position &from = !rp.hasPosition || lineMatches ? at : rp.position;
        // The last phase of a MILA record is the one the game reached: orders (if any) without results.
        const bool outcomesKnown = std::any_of(rp.orders.begin(), rp.orders.end(),
                                               [](const RecordedOrder &o) { return o.outcome.known; });
        if (i + 1 == recorded.phases.size() && !outcomesKnown && recorded.format == RecordFormat::MilaJson) {
            if (onLine)
                line.reach(rp);
            break;
        }
        ++report.phasesChecked;
        report.ordersRead += int(rp.orders.size());
        PhaseDifference difference;
        const bool agrees = opinion.check(recorded, i, from, &difference);
        RuleSettings lineRules = rules;
        bool outcomeValid = agrees;
        if (!agrees) {
            difference.phase = rp.phase;
            difference.place = rp.place;
        }
        if (!agrees && search == RuleSearch::OnDifference) {
            RuleSettings alternative;
            difference.reproducedBy = opinion.reproducingRules(recorded, i, from, &alternative);
            if (!difference.reproducedBy.isEmpty()) {
                lineRules = alternative;
                outcomeValid = true; // the search stops at the setting that reproduces the record
            }
        }
        if (onLine)
            difference.entry =
                line.play(rp, lineRules, lineMatches && outcomeValid ? &opinion.outcome() : nullptr);
        if (!agrees)
            report.differences.push_back(std::move(difference));
    }
}

// Where Arbiter's line starts: the first recorded position; for a transcript, the units its first movement
// phase lists with the owners it starts with (when it does not start in Spring 1901 or names them), or else
// the opening position.
Position startPosition(const RecordedGame &recorded, const Map &map)
{
    const RecordedPhase &first = recorded.phases.front();
    if (first.hasPosition)
        return first.position;
    Position start = Position::initial(map);
    // A list of Spring 1901 that holds only opening units is the opening (a list cut short names fewer);
    // one with a unit the opening lacks is a game set up otherwise, and starts from what it lists.
    const bool openingUnits =
        std::all_of(first.position.units.begin(), first.position.units.end(), [&start](const Unit &u) {
            return std::find(start.units.begin(), start.units.end(), u) != start.units.end();
        });
    if (!first.listsEveryUnit || (first.phase == Phase{} && recorded.startOwner.empty() && openingUnits))
        return start;
    start.phase = first.phase;
    start.units = first.position.units;
    if (recorded.startOwner.size() == start.owner.size())
        start.owner = recorded.startOwner;
    return start;
}

ImportReport startReport(const RecordedGame &recorded, const RuleSettings &rules)
{
    ImportReport report;
    report.format = recorded.format;
    report.rules = rules;
    // What the file holds is quoted back to a terminal or a dialog: never its raw bytes.
    for (const ImportProblem &p : recorded.problems)
        report.problems.push_back({printableText(p.place), printableText(p.text), printableText(p.problem)});
    for (const QString &what : recorded.notRead)
        report.notRead << printableText(what);
    if (!recorded.rulesWithoutBearing.isEmpty())
        report.notes << ImportText::tr("The record's rule options %1 bear on nothing Arbiter judges.")
                            .arg(recorded.rulesWithoutBearing.join(QStringLiteral(", ")));
    report.phasesRead = int(recorded.phases.size());
    if (recorded.phases.empty())
        report.notes << ImportText::tr("The file holds no phase that could be read.");
    const RecordedPhase *first = recorded.phases.empty() ? nullptr : &recorded.phases.front();
    if (first && !first->hasPosition && !first->listsEveryUnit && first->phase != Phase{})
        report.notes << ImportText::tr(
                            "The record starts in %1 without the position; Arbiter's history starts "
                            "from the opening position of Spring 1901.")
                            .arg(phaseName(first->phase));
    return report;
}

} // namespace

ImportReport checkRecordedGame(const RecordedGame &recorded, const Map &map, const RuleSettings &rules,
                               RuleSearch search)
{
    ImportReport report = startReport(recorded, rules);
    if (recorded.phases.empty())
        return report;
    PositionLine line(map, startPosition(recorded, map));
    judgeAlong(recorded, map, rules, line, report, search);
    return report;
}

ImportedGame importRecordedGame(const RecordedGame &recorded, std::shared_ptr<const Map> sharedMap,
                                const RuleSettings &rules, RuleSearch search)
{
    ImportedGame result;
    result.report = startReport(recorded, rules);
    if (recorded.phases.empty())
        return result;
    const Map &map = *sharedMap;
    const Position start = startPosition(recorded, map);
    const DrawMode drawMode = recorded.drawMode.value_or(DrawMode::Dias);
    Game game = start == Position::initial(map) ? Game(sharedMap, rules, drawMode)
                                                : Game(sharedMap, rules, drawMode, start);
    GameLine line(&game, recorded);
    judgeAlong(recorded, map, rules, line, result.report, search);
    if (recorded.end.kind == GameEndKind::Draw && !game.ended()) {
        std::vector<PhaseEntry> entries;
        for (int id = 0; id < game.phaseCount(); ++id)
            entries.push_back(game.entry(id));
        const PowerSet survivors = game.survivors(game.current());
        const PowerSet drawn = recorded.end.powers & survivors;
        entries[std::size_t(game.current())].end = {GameEndKind::Draw, drawn ? drawn : survivors};
        game.replaceEntries(std::move(entries), game.current());
    } else if (recorded.end.kind == GameEndKind::Victory &&
               game.currentEntry().end.kind != GameEndKind::Victory) {
        result.report.notes << ImportText::tr(
            "The record ends in a victory that Arbiter's history does not reach.");
    }
    game.info().name = recorded.name;
    if (recorded.players.size() == map.powerCount())
        game.info().players = recorded.players;
    result.game = std::move(game);
    return result;
}

QString importReportText(const Map &map, const ImportReport &report)
{
    Q_UNUSED(map);
    QString out;
    // A file that is no game of another judge has nothing to check: what it is, once.
    if (report.format == RecordFormat::None) {
        for (const ImportProblem &p : report.problems) {
            QString what = p.problem;
            if (!p.text.isEmpty())
                what = ImportText::tr("'%1': %2").arg(p.text, what);
            if (!p.place.isEmpty())
                what = ImportText::tr("%1: %2").arg(p.place, what);
            out += ImportText::tr("%1: %2\n")
                       .arg(report.file.isEmpty() ? ImportText::tr("(game)") : report.file, what);
        }
        return out;
    }
    out += ImportText::tr(
               "%1: %2; phases read: %3, checked: %4; orders: %5; second opinion under the rules %6\n")
               .arg(report.file.isEmpty() ? ImportText::tr("(game)") : report.file,
                    recordFormatName(report.format))
               .arg(report.phasesRead)
               .arg(report.phasesChecked)
               .arg(report.ordersRead)
               .arg(rulesText(report.rules));
    for (const ImportProblem &p : report.problems)
        out += ImportText::tr("  not read: %1: '%2': %3\n").arg(p.place, p.text, p.problem);
    for (const QString &what : report.notRead)
        out += ImportText::tr("  not read: %1\n").arg(what);
    if (report.differences.empty() && report.phasesChecked > 0)
        out += ImportText::tr("  every phase checked agrees with the recorded adjudication\n");
    for (const PhaseDifference &d : report.differences) {
        out += ImportText::tr("  %1 (%2) differs:\n").arg(phaseName(d.phase), d.place);
        for (const QString &o : d.orders)
            out += QStringLiteral("    ") + o + u'\n';
        for (const QString &b : d.board)
            out += QStringLiteral("    ") + b + u'\n';
        out += d.reproducedBy.isEmpty()
                   ? ImportText::tr("    no rule setting Arbiter knows gives the recorded outcome\n")
                   : ImportText::tr("    the recorded outcome is what Arbiter gives under %1\n")
                         .arg(d.reproducedBy);
    }
    for (const QString &n : report.notes)
        out += QStringLiteral("  ") + n + u'\n';
    return out;
}

} // namespace arbiter
