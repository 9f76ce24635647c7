// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
// Fuzz target: the order pads' order endpoint (app/server/order_submission.cpp), the text a phone POSTs to
// /p/TOKEN/orders. Input: the first byte picks the pad's power and the phase (movement, retreat with two
// dislodged units, adjustment with builds and removals), the rest is the body as UTF-8. Whatever the text,
// every order accepted is the pad's own power's and for a unit of that power (or a build or waive), fits the
// phase, is read back from its text, and every order written gets a verdict with a message.
#include "fuzz_common.h"

#include "judge/order_entry.h"
#include "order_submission.h"
#include "record/game.h"
#include "text/order_parser.h"

#include <cstddef>
#include <cstdint>

using namespace arbiter;
using namespace arbiter::fuzz;

namespace {

Position phasePosition(const Map &map, int kind)
{
    Position p = Position::initial(map);
    if (kind == 1) {
        // Fall 1901 retreats: Austria's A vie and A bud dislodged by Italy and Russia.
        p.phase = {Season::Fall, 1901, PhaseKind::Retreat};
        for (Unit &u : p.units) {
            if (u.location == map.findLocation(u"vie")) {
                p.dislodged.push_back({u, map.findProvince(u"tyr"), false});
                u = {map.findPower(u"italy"), UnitType::Army, u.location};
            } else if (u.location == map.findLocation(u"bud")) {
                p.dislodged.push_back({u, map.findProvince(u"rum"), false});
                u = {map.findPower(u"russia"), UnitType::Army, u.location};
            }
        }
    } else if (kind == 2) {
        // Winter 1901: Russia builds two, Austria removes one.
        p.phase = {Season::Winter, 1901, PhaseKind::Adjustment};
        p.owner[std::size_t(map.findProvince(u"rum"))] = map.findPower(u"russia");
        p.owner[std::size_t(map.findProvince(u"swe"))] = map.findPower(u"russia");
        p.owner[std::size_t(map.findProvince(u"tri"))] = map.findPower(u"italy");
    }
    return p;
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    // The server takes at most 16 KiB; the checks are the same on shorter texts.
    if (size < 1 || size > 4096)
        return 0;
    const std::shared_ptr<const Map> &shared = standardMap();
    const Map &map = *shared;
    const int power = data[0] % map.powerCount();
    const Position position = phasePosition(map, (data[0] / map.powerCount()) % 3);
    const Game game(shared, RuleSettings(), DrawMode::Dias, position);
    const QString text = QString::fromUtf8(reinterpret_cast<const char *>(data + 1), qsizetype(size - 1));

    const pads::Submission s = pads::judgeSubmission(game, map, power, text);
    std::size_t accepted = 0;
    for (const pads::OrderVerdict &v : s.verdicts) {
        ARBITER_FUZZ_CHECK(!v.message.isEmpty());
        ARBITER_FUZZ_CHECK(v.line >= 1);
        accepted += v.accepted;
    }
    ARBITER_FUZZ_CHECK(accepted == s.accepted.size());
    const OrderParser parser(map);
    for (const EnteredOrder &o : s.accepted) {
        ARBITER_FUZZ_CHECK(o.order.power == power);
        ARBITER_FUZZ_CHECK(o.source == u"pad");
        ARBITER_FUZZ_CHECK(orderFitsPhase(o.order.type, position.phase.kind));
        if (o.order.type != OrderType::Build && o.order.type != OrderType::Waive) {
            const int province = map.location(o.order.unit.location).province;
            const int at = position.phase.kind == PhaseKind::Retreat ? position.dislodgedIn(map, province)
                                                                     : position.unitIn(map, province);
            ARBITER_FUZZ_CHECK(at >= 0);
            const Unit &unit = position.phase.kind == PhaseKind::Retreat
                                   ? position.dislodged[std::size_t(at)].unit
                                   : position.units[std::size_t(at)];
            ARBITER_FUZZ_CHECK(unit.power == power);
        }
        ARBITER_FUZZ_CHECK(parser.parse(o.text, power).ok());
    }
    return 0;
}
