// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
#include "text/order_completion.h"

#include "judge/order_entry.h"
#include "judge/order_options.h"
#include "judge/retreat_adjudicator.h"
#include "text/order_formatter.h"
#include "text/order_parser.h"

#include <QRegularExpression>

#include <algorithm>

namespace arbiter {

namespace {

bool isSupportVerb(const QString &word)
{
    return word == u"s" || word == u"sup" || word == u"support" || word == u"supports";
}

bool isConvoyVerb(const QString &word)
{
    return word == u"c" || word == u"con" || word == u"convoy" || word == u"convoys";
}

// Words that say nothing of which province is meant: unit types, "to", "holds", a power's adjective.
bool isFiller(const Map &map, const QString &word)
{
    static const QStringList fillers = {
        QStringLiteral("a"),  QStringLiteral("f"), QStringLiteral("army"), QStringLiteral("fleet"),
        QStringLiteral("to"), QStringLiteral("h"), QStringLiteral("hold"), QStringLiteral("holds")};
    if (fillers.contains(word))
        return true;
    QString power = word;
    if (power.endsWith(u's') && map.findPower(power) < 0)
        power.chop(1);
    return map.findPower(power) >= 0 && map.findProvince(word) < 0;
}

// The words of `text` in lower case, split at white space and the move's dashes.
QStringList wordsOf(const QString &text)
{
    static const QRegularExpression separators(QStringLiteral("[\\s\\-\u2013\u2192>]+"));
    return text.toLower().split(separators, Qt::SkipEmptyParts);
}

class LineCompleter
{
  public:
    LineCompleter(const Map &map, const RuleSettings &rules, const Position &position,
                  std::span<const Order> orders)
        : m_map(map), m_rules(rules), m_position(position), m_orders(orders), m_parser(map)
    {
    }

    std::vector<LineCompletion> complete(const QString &typed, int slipPower) const;

  private:
    struct Candidate
    {
        Order order;
        bool entered = false; // matches an order already entered
    };

    // The unit `text` names ("A mun", "munich", "F stp/sc"): its index among the position's units (its
    // dislodged units in a retreat phase), or -1.
    int namedUnit(const QString &text) const;
    const Unit &unit(int index) const
    {
        return retreats() ? m_position.dislodged[std::size_t(index)].unit
                          : m_position.units[std::size_t(index)];
    }
    bool retreats() const { return m_position.phase.kind == PhaseKind::Retreat; }
    // Whether `word` (as typed, perhaps only its start) can name `province`: the start of its abbreviation or
    // of a name, or a close misspelling of a name.
    bool startsProvince(int province, const QString &word) const;
    bool startsLocation(int location, const QString &word) const;
    // Whether the words typed after S or C fit the supported (convoyed) unit in `from` going to `to` (-1: a
    // hold): all of them one province's start (either), or the first ones the unit's and the rest the
    // destination's.
    bool fits(const QStringList &words, int from, int to) const;
    QString shown(const Order &order) const
    {
        return formatOrder(m_map, order, false, m_position.phase.kind);
    }
    UnitRef refTo(const Unit &u) const
    {
        return {.power = -1, .typeGiven = true, .type = u.type, .location = u.location};
    }

    std::vector<LineCompletion> supportsAndConvoys(const QString &prefix, int supporter, bool convoy,
                                                   const QString &rest) const;
    std::vector<LineCompletion> destinations(const QString &kept, int mover, const QString &partial) const;
    std::vector<LineCompletion> units(const QString &kept, int power, const QString &partial) const;

    const Map &m_map;
    const RuleSettings &m_rules;
    const Position &m_position;
    std::span<const Order> m_orders;
    OrderParser m_parser;
};

int LineCompleter::namedUnit(const QString &text) const
{
    const ParsedOrder parsed = m_parser.parseUnit(text);
    if (!parsed.ok() || parsed.order.unit.location < 0)
        return -1;
    const int province = m_map.provinceOf(parsed.order.unit.location);
    return retreats() ? m_position.dislodgedIn(m_map, province) : m_position.unitIn(m_map, province);
}

bool LineCompleter::startsProvince(int province, const QString &word) const
{
    const QString key = normaliseName(word);
    if (key.isEmpty())
        return true;
    const Province &p = m_map.province(province);
    for (const QString &spelling : {p.id, p.name, m_map.provinceName(province)}) {
        if (normaliseName(spelling).startsWith(key) ||
            normaliseName(withoutAccents(spelling)).startsWith(key))
            return true;
    }
    return key.size() >= 5 && m_parser.matchProvince(key) == province;
}

bool LineCompleter::startsLocation(int location, const QString &word) const
{
    return m_map.location(location).id.startsWith(word.toLower()) ||
           (!word.contains(u'/') && startsProvince(m_map.provinceOf(location), word));
}

bool LineCompleter::fits(const QStringList &words, int from, int to) const
{
    if (words.isEmpty())
        return true;
    const QString all = words.join(QString());
    if (startsProvince(from, all) || (to >= 0 && startsProvince(to, all)))
        return true;
    if (to < 0)
        return false;
    for (qsizetype split = 1; split < words.size(); ++split) {
        if (startsProvince(from, words.mid(0, split).join(QString())) &&
            startsProvince(to, words.mid(split).join(QString())))
            return true;
    }
    return false;
}

std::vector<LineCompletion> LineCompleter::supportsAndConvoys(const QString &prefix, int supporter,
                                                              bool convoy, const QString &rest) const
{
    const Unit &giver = m_position.units[std::size_t(supporter)];
    std::vector<Candidate> candidates;
    auto add = [&](int other, int to) {
        const Unit &moved = m_position.units[std::size_t(other)];
        const int from = m_map.provinceOf(moved.location);
        Candidate c;
        c.order.type = convoy ? OrderType::Convoy : OrderType::Support;
        c.order.unit = refTo(giver);
        c.order.other = refTo(moved);
        c.order.otherTarget.location = to == from ? -1 : to; // a province's own location has its index
        const int given = orderForProvince(m_map, m_orders, from);
        if (given >= 0) {
            const Order &o = m_orders[std::size_t(given)];
            c.entered =
                o.type == OrderType::Move
                    ? o.target.location >= 0 && m_map.provinceOf(o.target.location) == to && to != from
                    : to == from && !convoy;
        }
        candidates.push_back(c);
    };
    if (convoy) {
        if (giver.type != UnitType::Fleet)
            return {};
        for (int army : convoyableArmies(m_map, m_position, supporter))
            for (int to : convoyTargets(m_map, m_position, supporter, army))
                add(army, to);
    } else {
        for (int other : supportableUnits(m_map, m_position, supporter))
            for (int to : supportTargets(m_map, m_position, supporter, other))
                add(other, to);
    }
    QStringList words = wordsOf(rest);
    words.removeIf([this](const QString &w) { return isFiller(m_map, w); });
    std::stable_partition(candidates.begin(), candidates.end(), [](const Candidate &c) { return c.entered; });
    std::vector<LineCompletion> out;
    for (const Candidate &c : candidates) {
        const int from = m_map.provinceOf(c.order.other.location);
        if (fits(words, from, c.order.otherTarget.location))
            out.push_back({shown(c.order), prefix + shown(c.order)});
    }
    return out;
}

std::vector<LineCompletion> LineCompleter::destinations(const QString &kept, int mover,
                                                        const QString &partial) const
{
    std::vector<int> places;
    if (retreats()) {
        places = retreatOptions(m_map, m_rules, m_position, mover);
    } else {
        for (const MoveOption &o : moveOptions(m_map, m_position, mover))
            places.push_back(o.location);
    }
    Order move;
    move.type = OrderType::Move;
    move.unit = refTo(unit(mover));
    std::vector<LineCompletion> out;
    for (int location : places) {
        if (!startsLocation(location, partial))
            continue;
        move.target.location = location;
        out.push_back({shown(move), kept + m_map.location(location).id});
    }
    return out;
}

std::vector<LineCompletion> LineCompleter::units(const QString &kept, int power, const QString &partial) const
{
    std::vector<int> mine;
    const int count = int(retreats() ? m_position.dislodged.size() : m_position.units.size());
    for (int i = 0; i < count; ++i) {
        if (unit(i).power == power && startsProvince(m_map.provinceOf(unit(i).location), partial))
            mine.push_back(i);
    }
    // Those still without an order first: a slip is typed down, each unit once.
    std::stable_partition(mine.begin(), mine.end(), [this](int i) {
        return orderForProvince(m_map, m_orders, m_map.provinceOf(unit(i).location)) < 0;
    });
    std::vector<LineCompletion> out;
    for (int i : mine) {
        const Unit &u = unit(i);
        out.push_back({shortUnit(m_map, u), kept + m_map.location(u.location).id + u' '});
    }
    return out;
}

std::vector<LineCompletion> LineCompleter::complete(const QString &typed, int slipPower) const
{
    if (m_position.phase.kind == PhaseKind::Adjustment)
        return {};
    // A power written in front is kept as written, and is the power of the units offered.
    static const QRegularExpression powerPrefix(QStringLiteral("^\\s*([^\\s:]+)\\s*:\\s*"));
    QString prefix;
    QString rest = typed;
    if (const QRegularExpressionMatch m = powerPrefix.match(typed); m.hasMatch()) {
        const int written = m_parser.matchPower(m.captured(1));
        if (written < 0)
            return {};
        prefix = m.captured(0);
        rest = typed.mid(m.capturedLength(0));
        slipPower = written;
    }

    // A unit, then S or C: the first verb word after which the words before it name a unit.
    static const QRegularExpression word(QStringLiteral("\\S+"));
    if (!retreats()) {
        for (QRegularExpressionMatchIterator it = word.globalMatch(rest); it.hasNext();) {
            const QRegularExpressionMatch m = it.next();
            const QString verb = m.captured(0).toLower();
            if (m.capturedStart(0) == 0 || (!isSupportVerb(verb) && !isConvoyVerb(verb)))
                continue;
            const int supporter = namedUnit(rest.left(m.capturedStart(0)));
            if (supporter < 0)
                continue;
            const QString after = rest.mid(m.capturedEnd(0));
            if (!after.isEmpty() && !after.front().isSpace())
                continue;
            return supportsAndConvoys(prefix, supporter, isConvoyVerb(verb), after);
        }
    }

    // A unit, then a move: "mun -" (every place it can move to), "mun - r", "mun-r", "Army Munich to R".
    static const QRegularExpression move(
        QStringLiteral(
            "^(.*?\\S)(\\s*(?:->|-|\u2013|\u2192)\\s*|\\s+(?:to|moves to|move to)\\s+)([^\\s\\-]*)$"),
        QRegularExpression::CaseInsensitiveOption);
    if (const QRegularExpressionMatch m = move.match(rest); m.hasMatch()) {
        const int mover = namedUnit(m.captured(1));
        // "mun -" is finished as "mun - ber", as a dash with a space before it is written.
        QString kept = prefix + rest.left(m.capturedStart(3));
        if (m.captured(3).isEmpty() && m.captured(2).front().isSpace() && !m.captured(2).back().isSpace())
            kept += u' ';
        if (mover >= 0)
            return destinations(kept, mover, m.captured(3));
    }

    // The first word of a slip's line: one of the power's units.
    static const QRegularExpression first(QStringLiteral("^(\\s*(?:(?:a|f|army|fleet)\\s+)?)(\\p{L}+)$"),
                                          QRegularExpression::CaseInsensitiveOption);
    if (slipPower >= 0) {
        if (const QRegularExpressionMatch m = first.match(rest); m.hasMatch())
            return units(prefix + m.captured(1), slipPower, m.captured(2));
    }
    return {};
}

} // namespace

std::vector<LineCompletion> completeOrderLine(const Map &map, const RuleSettings &rules,
                                              const Position &position, std::span<const Order> orders,
                                              int slipPower, const QString &typed)
{
    return LineCompleter(map, rules, position, orders).complete(typed, slipPower);
}

} // namespace arbiter
