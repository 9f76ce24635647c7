// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
// Fuzz target: the DATC test-file reader, then every case it reads run as `arbiter-cli datc` runs it.
// Input: the text of a DATC file (docs/datc-format.md), UTF-8.
#include "fuzz_common.h"

#include "record/datc_case_runner.h"
#include "text/datc_reader.h"
#include "text/order_formatter.h"
#include "text/phase_text.h"
#include "text/reason_text.h"

#include <cstddef>
#include <cstdint>

using namespace arbiter;
using namespace arbiter::fuzz;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    if (size > 16384)
        return 0;
    const Map &map = *standardMap();
    const QString text = QString::fromUtf8(reinterpret_cast<const char *>(data), qsizetype(size));
    const DatcReader reader(map, RuleSettings());
    const DatcFile file = reader.read(text, QStringLiteral("fuzz.txt"));
    for (const DatcCase &c : file.cases) {
        checkPosition(map, c.position);
        for (const Unit &u : c.expectedUnits)
            ARBITER_FUZZ_CHECK(validPower(map, u.power) && validLocation(map, u.location));
        for (const Unit &u : c.expectedDislodged)
            ARBITER_FUZZ_CHECK(validPower(map, u.power) && validLocation(map, u.location));

        const DatcOutcome outcome = runDatcCase(map, c);
        // text/datc_case_runner.h: one result per order line; `by` names a unit of the position (the
        // command-line runner prints c.position.units[by] for movement cases).
        const std::size_t unitCount = c.position.phase.kind == PhaseKind::Retreat ? c.position.dislodged.size()
                                                                                  : c.position.units.size();
        checkResults(outcome.results, c.orders.size(), unitCount);
        for (const Unit &u : outcome.units)
            ARBITER_FUZZ_CHECK(validPower(map, u.power) && validLocation(map, u.location));
        for (const Unit &u : outcome.dislodged)
            ARBITER_FUZZ_CHECK(validPower(map, u.power) && validLocation(map, u.location));
        for (std::size_t i = 0; i < c.orders.size(); ++i) {
            if (c.orders[i].parsed.ok())
                (void)formatOrder(map, c.orders[i].parsed.order, true);
            (void)resultText(map, c.position, outcome.results[i]);
        }
        (void)phaseName(c.position.phase);
    }
    return 0;
}
