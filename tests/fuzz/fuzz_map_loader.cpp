// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
// Fuzz target: the map loader (Map::load and CsvTable), and a map it accepts put to use.
// Input: the tables of a map folder, powers.csv, provinces.csv, borders.csv, start.csv and the optional
// aliases.csv, in that order, separated by NUL bytes. Parts past the fifth NUL are ignored; a table the input
// does not reach is left out of the folder (the loader must report a missing file other than aliases.csv).
// Each run writes the tables into one temporary folder, with a fixed variant.csv (one centre wins, so that
// every map with a supply centre passes it).
#include "fuzz_common.h"

#include "judge/adjustment_adjudicator.h"
#include "judge/movement_adjudicator.h"
#include "record/game.h"
#include "text/order_formatter.h"
#include "text/order_parser.h"

#include <QByteArray>
#include <QDir>
#include <QFile>
#include <QTemporaryDir>

#include <array>
#include <cstddef>
#include <cstdint>

using namespace arbiter;
using namespace arbiter::fuzz;

namespace {

const QTemporaryDir &folder()
{
    static const QTemporaryDir dir(QDir::tempPath() + QStringLiteral("/arbiter-fuzz-map-XXXXXX"));
    if (!dir.isValid()) {
        std::fprintf(stderr, "cannot create a temporary folder\n");
        std::abort();
    }
    QFile variant(QDir(dir.path()).filePath(QStringLiteral("variant.csv")));
    if (!variant.exists() && (!variant.open(QIODevice::WriteOnly) ||
                              variant.write("name,Fuzzed\nstart_year,1901\nvictory_centres,1\n") < 0)) {
        std::fprintf(stderr, "cannot write variant.csv\n");
        std::abort();
    }
    return dir;
}

// A map the loader accepted is used as the app uses one: look-ups by every name, the starting position,
// an order for every unit and a phase of adjudication.
void useMap(const Map &map)
{
    ARBITER_FUZZ_CHECK(map.powerCount() > 0 && map.provinceCount() > 0);
    ARBITER_FUZZ_CHECK(map.locationCount() >= map.provinceCount());
    for (int p = 0; p < map.provinceCount(); ++p) {
        const Province &prov = map.province(p);
        ARBITER_FUZZ_CHECK(map.findProvince(prov.id) == p);
        ARBITER_FUZZ_CHECK(map.findLocation(prov.id) == p);
        ARBITER_FUZZ_CHECK(prov.home >= -1 && prov.home < map.powerCount());
        for (int c : prov.coasts) {
            ARBITER_FUZZ_CHECK(validLocation(map, c) && map.location(c).province == p);
            ARBITER_FUZZ_CHECK(map.findLocation(map.location(c).id) == c);
        }
        for (int n : map.armyNeighbours(p))
            ARBITER_FUZZ_CHECK(n >= 0 && n < map.provinceCount() && map.armyBorder(n, p));
    }
    for (int l = 0; l < map.locationCount(); ++l) {
        for (int n : map.fleetNeighbours(l))
            ARBITER_FUZZ_CHECK(validLocation(map, n) && map.fleetBorder(n, l));
    }
    for (const StartingUnit &s : map.startingUnits()) {
        ARBITER_FUZZ_CHECK(validPower(map, s.power) && validLocation(map, s.location));
        ARBITER_FUZZ_CHECK(map.canHold(s.type, s.location));
    }

    auto shared = std::make_shared<const Map>(map);
    Game game(shared);
    const Position start = game.currentEntry().position; // a copy: adjudicate() adds a phase
    checkPosition(map, start);
    (void)game.survivors(0);
    (void)game.drawOutcome(0);

    // Every unit tries its first neighbour, supported by nobody; read from text as a game master types it.
    const OrderParser parser(map);
    std::vector<EnteredOrder> orders;
    for (const Unit &u : start.units) {
        const std::vector<int> &next = u.type == UnitType::Army
                                           ? map.armyNeighbours(map.location(u.location).province)
                                           : map.fleetNeighbours(u.location);
        Order o;
        o.power = u.power;
        o.unit = {-1, true, u.type, u.location, false};
        if (!next.empty()) {
            o.type = OrderType::Move;
            o.target.location = next.front();
        }
        const QString text = formatOrder(map, o, true);
        const ParsedOrder parsed = parser.parse(text);
        orders.push_back({text, parsed.ok() ? parsed.order : o});
    }
    game.setOrders(0, std::move(orders));
    ARBITER_FUZZ_CHECK(game.adjudicate());
    checkResults(game.entry(0).results, game.entry(0).orders.size(), start.units.size());
    checkPosition(map, game.entry(0).after);
    (void)game.survivors(game.current());

    Position winter = start;
    winter.phase = {Season::Winter, 1901, PhaseKind::Adjustment};
    for (int p = 0; p < map.powerCount(); ++p)
        (void)adjustmentCount(winter, p);
    const AdjustmentResult adjusted = adjudicateAdjustments(map, RuleSettings(), winter, {});
    checkPosition(map, adjusted.after);
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    if (size > 65536)
        return 0;
    static const std::array<const char *, 5> names = {"powers.csv", "provinces.csv", "borders.csv",
                                                      "start.csv", "aliases.csv"};
    const QDir dir(folder().path());
    const QByteArray input(reinterpret_cast<const char *>(data), qsizetype(size));
    const QList<QByteArray> parts = input.split('\0');
    for (std::size_t i = 0; i < names.size(); ++i) {
        const QString path = dir.filePath(QString::fromLatin1(names[i]));
        if (qsizetype(i) >= parts.size()) {
            QFile::remove(path);
            continue;
        }
        QFile file(path);
        if (!file.open(QIODevice::WriteOnly | QIODevice::Truncate)) {
            std::fprintf(stderr, "cannot write %s\n", qPrintable(path));
            std::abort();
        }
        file.write(parts[qsizetype(i)]);
    }

    QString error;
    const std::optional<Map> map = Map::load(dir.path(), &error);
    if (!map) {
        ARBITER_FUZZ_CHECK(!error.isEmpty());
        return 0;
    }
    useMap(*map);
    return 0;
}
