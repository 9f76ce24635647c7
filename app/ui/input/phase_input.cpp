// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
#include "input/phase_input.h"

#include "document/game_document.h"
#include "document/order_description.h"
#include "scene/map_artwork.h"
#include "scene/map_scene.h"
#include "text/reason_text.h"

#include <algorithm>
#include <cmath>

namespace arbiter::ui::input {

document::GameDocument &PhaseInput::document() const
{
    return *m_front.document();
}

const Map &PhaseInput::map() const
{
    return document().map();
}

const Position &PhaseInput::position() const
{
    return document().position();
}

MapScene &PhaseInput::scene() const
{
    return *m_front.m_scene;
}

void PhaseInput::message(const QString &text) const
{
    // Messages often begin with a unit's name ("the Roman army in Roma cannot …"): a sentence starts
    // with a capital.
    QString sentence = text;
    if (!sentence.isEmpty())
        sentence[0] = sentence[0].toUpper();
    emit m_front.message(sentence);
}

void PhaseInput::markSelected(int province)
{
    m_front.markSelected(province);
}

void PhaseInput::startWith(Mode mode, int province)
{
    m_front.startWith(mode, province);
}

void PhaseInput::enter(const Order &order)
{
    m_front.enter(order);
}

void PhaseInput::reset()
{
    m_front.reset();
}

int PhaseInput::choose(const QString &title, const QStringList &choices, QPointF scenePos)
{
    return m_front.choose(title, choices, scenePos);
}

int PhaseInput::pickLocation(const std::vector<int> &locations, QPointF scenePos)
{
    if (locations.size() == 1)
        return locations.front();
    std::vector<std::pair<qreal, int>> byDistance;
    for (int loc : locations) {
        const QPointF d = scene().artwork().unitPosition(loc) - scenePos;
        byDistance.emplace_back(std::hypot(d.x(), d.y()), loc);
    }
    std::sort(byDistance.begin(), byDistance.end());
    if (byDistance[0].first < 0.6 * byDistance[1].first)
        return byDistance[0].second;
    QStringList names;
    for (int loc : locations)
        names << coastName(map().location(loc).coast);
    const int index = choose(OrderInput::tr("Which coast?"), names, scenePos);
    return index < 0 ? -1 : locations[std::size_t(index)];
}

QString PhaseInput::refusal(const Order &order) const
{
    const OrderCheck check = document().checkCandidate(order);
    // An order the engine would carry out but the options left out is not one a click can give.
    return check.legal ? OrderInput::tr("not offered here") : reasonSentence(check.reason);
}

QString PhaseInput::provinceName(int province) const
{
    return map().provinceName(province);
}

QString PhaseInput::unitInName(int province) const
{
    const int u = position().unitIn(map(), province);
    return u >= 0 ? unitName(position().units[std::size_t(u)]) : provinceName(province);
}

QString PhaseInput::unitName(const Unit &unit) const
{
    return document::describeUnit(map(), unit);
}

std::vector<int> PhaseInput::provincesOf(const std::vector<int> &locations) const
{
    std::vector<int> provinces;
    for (int loc : locations) {
        const int p = map().location(loc).province;
        if (!contains(provinces, p))
            provinces.push_back(p);
    }
    return provinces;
}

Order PhaseInput::orderFor(const Unit &unit, OrderType type)
{
    Order o;
    o.type = type;
    o.power = unit.power;
    o.unit = refTo(unit, false);
    return o;
}

UnitRef PhaseInput::refTo(const Unit &unit, bool withPower)
{
    UnitRef r;
    r.power = withPower ? unit.power : -1;
    r.typeGiven = true;
    r.type = unit.type;
    r.location = unit.location;
    return r;
}

UnitRef PhaseInput::placeRef(int location)
{
    UnitRef r;
    r.location = location;
    return r;
}

bool PhaseInput::contains(const std::vector<int> &v, int x)
{
    return std::find(v.begin(), v.end(), x) != v.end();
}

} // namespace arbiter::ui::input
