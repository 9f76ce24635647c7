// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
// Plays a game of the standard map forward from Spring 1901 with random but plausible orders (moves,
// supports of moves and holds, convoys, retreats, builds and removals) and writes it as a game script
// (the format of tests/games/club_game.txt, without CHECK lines). The games under tests/games/random_*.txt
// were made by it; they give the benchmark (`arbiter-cli bench tests/games/*.txt`) hundreds of real-sized
// phases. The same seed gives the same game.
//
//   build/bin/random_game --seed 7 --years 40 > tests/games/random_7.txt
#include "judge/adjustment_adjudicator.h"
#include "judge/order_options.h"
#include "judge/retreat_adjudicator.h"
#include "record/game.h"
#include "text/order_formatter.h"
#include "text/order_parser.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QTextStream>

#include <algorithm>
#include <random>

using namespace arbiter;

namespace {

class RandomPlayer
{
  public:
    RandomPlayer(const Map &map, std::uint32_t seed) : m_map(map), m_random(seed) {}

    std::vector<Order> orders(const Position &position)
    {
        switch (position.phase.kind) {
        case PhaseKind::Movement:
            return movementOrders(position);
        case PhaseKind::Retreat:
            return retreatOrders(position);
        case PhaseKind::Adjustment:
            return adjustmentOrders(position);
        }
        return {};
    }

  private:
    bool chance(double p) { return std::uniform_real_distribution<double>(0, 1)(m_random) < p; }
    template <typename T> const T &pick(const std::vector<T> &from)
    {
        return from[std::uniform_int_distribution<std::size_t>(0, from.size() - 1)(m_random)];
    }
    int provinceOf(const Unit &u) const { return m_map.location(u.location).province; }
    static UnitRef ref(const Unit &u, int power = -1) { return {power, true, u.type, u.location, false}; }

    std::vector<Order> movementOrders(const Position &position)
    {
        const std::size_t n = position.units.size();
        std::vector<Order> orders(n);
        std::vector<bool> decided(n, false);
        for (std::size_t i = 0; i < n; ++i) {
            orders[i].power = position.units[i].power;
            orders[i].unit = ref(position.units[i]);
        }
        // Convoys first: a fleet at sea carries an army of its own power to a coast it touches.
        for (std::size_t f = 0; f < n; ++f) {
            if (decided[f] || !canConvoyAny(m_map, position, int(f)) || !chance(0.35))
                continue;
            std::vector<int> armies;
            for (int a : convoyableArmies(m_map, position, int(f))) {
                if (!decided[std::size_t(a)] &&
                    position.units[std::size_t(a)].power == position.units[f].power)
                    armies.push_back(a);
            }
            if (armies.empty())
                continue;
            const int army = pick(armies);
            std::vector<int> targets;
            for (int t : convoyTargets(m_map, position, int(f), army)) {
                if (m_map.coastsTouch(provinceOf(position.units[f]), t))
                    targets.push_back(t);
            }
            if (targets.empty())
                continue;
            const int target = pick(targets);
            Order &move = orders[std::size_t(army)];
            move.type = OrderType::Move;
            move.target.location = target;
            move.viaConvoy = true;
            Order &convoy = orders[f];
            convoy.type = OrderType::Convoy;
            convoy.other = ref(position.units[std::size_t(army)]);
            convoy.otherTarget.location = target;
            decided[f] = decided[std::size_t(army)] = true;
        }
        // Then moves and holds; the rest support.
        std::vector<std::size_t> supporters;
        for (std::size_t i = 0; i < n; ++i) {
            if (decided[i])
                continue;
            const double r = std::uniform_real_distribution<double>(0, 1)(m_random);
            if (r < 0.3) {
                supporters.push_back(i);
                continue;
            }
            decided[i] = true;
            if (r < 0.4)
                continue; // holds
            std::vector<MoveOption> options;
            for (const MoveOption &o : moveOptions(m_map, position, int(i))) {
                if (!o.convoy)
                    options.push_back(o);
            }
            if (options.empty())
                continue;
            orders[i].type = OrderType::Move;
            orders[i].target.location = pick(options).location;
        }
        for (std::size_t s : supporters) {
            std::vector<int> candidates;
            for (int u : supportableUnits(m_map, position, int(s))) {
                // Mostly the own power's units; sometimes a neighbour's.
                if (decided[std::size_t(u)] &&
                    (position.units[std::size_t(u)].power == position.units[s].power || chance(0.2)))
                    candidates.push_back(u);
            }
            if (candidates.empty())
                continue; // holds
            const int u = pick(candidates);
            const Unit &supported = position.units[std::size_t(u)];
            const Order &theirs = orders[std::size_t(u)];
            const std::vector<int> reachable = supportTargets(m_map, position, int(s), u);
            const int wanted = theirs.type == OrderType::Move
                                   ? m_map.location(theirs.target.location).province
                                   : provinceOf(supported);
            if (std::find(reachable.begin(), reachable.end(), wanted) == reachable.end())
                continue;
            orders[s].type = OrderType::Support;
            orders[s].other =
                ref(supported, supported.power == position.units[s].power ? -1 : supported.power);
            if (theirs.type == OrderType::Move)
                orders[s].otherTarget.location = theirs.target.location;
        }
        return orders;
    }

    std::vector<Order> retreatOrders(const Position &position)
    {
        std::vector<Order> orders;
        for (std::size_t d = 0; d < position.dislodged.size(); ++d) {
            const Unit &u = position.dislodged[d].unit;
            Order order;
            order.power = u.power;
            order.unit = ref(u);
            const std::vector<int> options = retreatOptions(m_map, RuleSettings(), position, int(d));
            if (options.empty() || chance(0.1)) {
                order.type = OrderType::Disband;
            } else {
                order.type = OrderType::Move;
                order.target.location = pick(options);
            }
            orders.push_back(order);
        }
        return orders;
    }

    std::vector<Order> adjustmentOrders(const Position &position)
    {
        std::vector<Order> orders;
        for (int p = 0; p < m_map.powerCount(); ++p) {
            const int count = adjustmentCount(position, p);
            if (count > 0) {
                std::vector<BuildOption> options = buildOptions(m_map, position, p);
                std::shuffle(options.begin(), options.end(), m_random);
                std::vector<int> used;
                for (const BuildOption &b : options) {
                    const int province = m_map.location(b.location).province;
                    if (int(used.size()) == count)
                        break;
                    if (std::find(used.begin(), used.end(), province) != used.end())
                        continue;
                    used.push_back(province);
                    Order order;
                    order.type = OrderType::Build;
                    order.power = p;
                    order.unit = {-1, true, b.type, b.location, false};
                    orders.push_back(order);
                }
            } else if (count < 0) {
                std::vector<int> options = removalOptions(m_map, position, p);
                std::shuffle(options.begin(), options.end(), m_random);
                options.resize(std::min(options.size(), std::size_t(-count)));
                for (int u : options) {
                    Order order;
                    order.type = OrderType::Disband;
                    order.power = p;
                    order.unit = ref(position.units[std::size_t(u)]);
                    orders.push_back(order);
                }
            }
        }
        return orders;
    }

    const Map &m_map;
    std::mt19937 m_random;
};

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral("Writes a random game script to standard output."));
    parser.addHelpOption();
    const QCommandLineOption seedOption(QStringLiteral("seed"), QStringLiteral("Random seed."),
                                        QStringLiteral("N"), QStringLiteral("1"));
    const QCommandLineOption yearsOption(QStringLiteral("years"), QStringLiteral("Years to play."),
                                         QStringLiteral("N"), QStringLiteral("30"));
    parser.addOption(seedOption);
    parser.addOption(yearsOption);
    parser.process(app);
    const std::uint32_t seed = parser.value(seedOption).toUInt();
    const int years = parser.value(yearsOption).toInt();

    QString error;
    std::optional<Map> loaded = Map::load(QStringLiteral(ARBITER_SOURCE_DIR "/maps/standard"), &error);
    if (!loaded) {
        QTextStream(stderr) << error << '\n';
        return 1;
    }
    const auto map = std::make_shared<const Map>(std::move(*loaded));
    Game game(map, RuleSettings(), DrawMode::Dias);
    RandomPlayer player(*map, seed);
    const OrderParser reader(*map);
    QTextStream out(stdout);
    out << "# SPDX-License-Identifier: GPL-3.0-or-later\n"
           "# SPDX-FileCopyrightText: 2026 The Arbiter authors\n"
           "#\n"
           "# A random game for the benchmark, made by tests/random_game.cpp:\n"
        << QStringLiteral("#   build/bin/random_game --seed %1 --years %2\n").arg(seed).arg(years)
        << "# Standard map and rules; random but plausible orders, no CHECK lines.\n";
    const int lastYear = game.currentEntry().position.phase.year + years - 1;
    while (!game.ended() && game.currentEntry().position.phase.year <= lastYear) {
        const Position &position = game.currentEntry().position;
        const QString code = position.phase.code();
        out << "\nPHASE " << code << '\n';
        std::vector<EnteredOrder> entered;
        for (const Order &order : player.orders(position)) {
            // An order whose text reads back as another one is left out (the unit holds): the parser reads
            // "A swe - den" as "A Sweden" with no destination.
            const QString text = formatOrder(*map, order, true, position.phase.kind);
            if (reader.parse(text).order != order) {
                QTextStream(stderr) << code << ": left out, reads back differently: " << text << '\n';
                continue;
            }
            out << text << '\n';
            entered.push_back({text, order});
        }
        game.setOrders(game.current(), std::move(entered));
        if (!game.adjudicate()) {
            QTextStream(stderr) << "cannot adjudicate " << code << '\n';
            return 1;
        }
    }
    return 0;
}
