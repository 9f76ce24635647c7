// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
// Fuzz target: the order parser and what consumes its output, on the standard map.
// Input: UTF-8 text, read the way the app reads an order sheet (one order a line). Each line goes through
// OrderParser::parse and ::parseUnit; readable orders are formatted and read back to the same order; the
// whole sheet is then adjudicated as a movement, a retreat and an adjustment phase, and the results are put
// into words.
#include "fuzz_common.h"

#include "judge/adjustment_adjudicator.h"
#include "judge/movement_adjudicator.h"
#include "judge/retreat_adjudicator.h"
#include "record/game.h"
#include "record/results_report.h"
#include "text/order_formatter.h"
#include "text/order_parser.h"
#include "text/order_sheet.h"
#include "text/reason_text.h"

#include <cstddef>
#include <cstdint>

using namespace arbiter;
using namespace arbiter::fuzz;

namespace {

void checkRef(const Map &map, const UnitRef &ref)
{
    ARBITER_FUZZ_CHECK(ref.power == -1 || validPower(map, ref.power));
    ARBITER_FUZZ_CHECK(ref.location == -1 || validLocation(map, ref.location));
}

void checkParsed(const Map &map, const OrderParser &parser, QStringView line, const ParsedOrder &p)
{
    if (!p.ok()) {
        ARBITER_FUZZ_CHECK(!describeParseError(p.error).isEmpty());
        ARBITER_FUZZ_CHECK(p.error.column >= 0 && p.error.column <= line.size());
        return;
    }
    const Order &o = p.order;
    ARBITER_FUZZ_CHECK(o.power == -1 || validPower(map, o.power));
    checkRef(map, o.unit);
    checkRef(map, o.target);
    checkRef(map, o.other);
    checkRef(map, o.otherTarget);
    for (int province : o.convoyPath)
        ARBITER_FUZZ_CHECK(province >= 0 && province < map.provinceCount());
    // text/order_formatter.h: the short notation is read back by the parser to the same order (a game file
    // stores its orders so, and its reader judges them again).
    const QString formatted = formatOrder(map, o, true);
    const ParsedOrder again = parser.parse(formatted);
    ARBITER_FUZZ_CHECK(again.ok());
    if (!(again.order == o))
        std::fprintf(stderr, "not the same order read back: '%s' -> '%s'\n", qPrintable(line.toString()),
                     qPrintable(formatted));
    ARBITER_FUZZ_CHECK(again.order == o);
    (void)formatOrder(map, o, false);
}

Position retreatPosition(const Map &map)
{
    // Fall 1901: Italy's A tyr took Vienna and Russia's A rum took Budapest; Austria's A vie and A bud are
    // dislodged and may both retreat to Galicia; Serbia stood off.
    Position p = Position::initial(map);
    p.phase = {Season::Fall, 1901, PhaseKind::Retreat};
    const int vie = map.findLocation(u"vie");
    const int bud = map.findLocation(u"bud");
    const int italy = map.findPower(u"italy");
    const int russia = map.findPower(u"russia");
    for (Unit &u : p.units) {
        if (u.location == vie) {
            p.dislodged.push_back({u, map.findProvince(u"tyr"), false});
            u = {italy, UnitType::Army, vie};
        } else if (u.location == bud) {
            p.dislodged.push_back({u, map.findProvince(u"rum"), false});
            u = {russia, UnitType::Army, bud};
        }
    }
    p.contested[std::size_t(map.findProvince(u"ser"))] = true;
    return p;
}

Position adjustmentPosition(const Map &map)
{
    // Winter 1901: Russia gained two centres, Italy took Trieste from Austria.
    Position p = Position::initial(map);
    p.phase = {Season::Winter, 1901, PhaseKind::Adjustment};
    p.owner[std::size_t(map.findProvince(u"rum"))] = map.findPower(u"russia");
    p.owner[std::size_t(map.findProvince(u"swe"))] = map.findPower(u"russia");
    p.owner[std::size_t(map.findProvince(u"tri"))] = map.findPower(u"italy");
    return p;
}

std::vector<Order> sheetOrders(const OrderSheet &sheet)
{
    std::vector<Order> orders;
    for (const SheetLine &line : sheet.orders) {
        if (line.parsed.order.power >= 0)
            orders.push_back(line.parsed.order);
    }
    return orders;
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    // Order sheets are short; longer inputs only slow the fuzzer down in the misspelling matcher.
    if (size > 8192)
        return 0;
    const std::shared_ptr<const Map> &shared = standardMap();
    const Map &map = *shared;
    const QString text = QString::fromUtf8(reinterpret_cast<const char *>(data), qsizetype(size));
    const OrderParser parser(map);

    for (const QString &line : text.split(u'\n')) {
        checkParsed(map, parser, line, parser.parse(line));
        checkParsed(map, parser, line, parser.parse(line, map.powerCount() - 1));
        checkParsed(map, parser, line, parser.parseUnit(line));
    }

    // The movement phase the way `arbiter-cli play` runs it: a game, its orders, the report.
    {
        Game game(shared);
        const OrderSheet sheet = readOrderSheet(map, text, &game.currentEntry().position);
        std::vector<EnteredOrder> entered;
        for (const SheetLine &line : sheet.orders) {
            if (line.parsed.order.power >= 0)
                entered.push_back({line.text, line.parsed.order});
        }
        const std::size_t count = entered.size();
        game.setOrders(0, std::move(entered));
        ARBITER_FUZZ_CHECK(game.adjudicate());
        const PhaseEntry &e = game.entry(0);
        checkResults(e.results, count, e.position.units.size());
        checkPosition(map, e.after);
        (void)resultsReport(game, 0);
    }
    {
        const Position position = retreatPosition(map);
        const std::vector<Order> orders = sheetOrders(readOrderSheet(map, text, &position));
        const RetreatResult r = adjudicateRetreats(map, RuleSettings(), position, orders);
        checkResults(r.orders, orders.size(), position.dislodged.size());
        checkPosition(map, r.after);
        for (const OrderResult &result : r.orders)
            (void)resultText(map, position, result);
    }
    {
        const Position position = adjustmentPosition(map);
        const std::vector<Order> orders = sheetOrders(readOrderSheet(map, text, &position));
        const AdjustmentResult r = adjudicateAdjustments(map, RuleSettings(), position, orders);
        checkResults(r.orders, orders.size(), position.units.size());
        checkPosition(map, r.after);
        for (const OrderResult &result : r.orders)
            (void)resultText(map, position, result);
    }
    return 0;
}
