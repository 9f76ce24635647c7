// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
#include "order_input.h"

#include "document/game_document.h"
#include "document/order_description.h"
#include "judge/adjustment_adjudicator.h"
#include "judge/order_options.h"
#include "judge/retreat_adjudicator.h"
#include "scene/map_artwork.h"
#include "scene/map_scene.h"
#include "text/order_formatter.h"

#include <QCursor>
#include <QGraphicsView>
#include <QMenu>

#include <algorithm>

namespace arbiter::ui {

using document::GameDocument;

namespace {

UnitRef refTo(const Unit &u, bool withPower)
{
    UnitRef r;
    r.power = withPower ? u.power : -1;
    r.typeGiven = true;
    r.type = u.type;
    r.location = u.location;
    return r;
}

UnitRef placeRef(int location)
{
    UnitRef r;
    r.location = location;
    return r;
}

bool contains(const std::vector<int> &v, int x)
{
    return std::find(v.begin(), v.end(), x) != v.end();
}


} // namespace

QString coastName(const QString &coast)
{
    if (coast == u"nc")
        return OrderInput::tr("North coast");
    if (coast == u"sc")
        return OrderInput::tr("South coast");
    if (coast == u"ec")
        return OrderInput::tr("East coast");
    if (coast == u"wc")
        return OrderInput::tr("West coast");
    return coast;
}

OrderInput::OrderInput(MapScene *scene, QWidget *dialogParent, QObject *parent)
    : QObject(parent), m_scene(scene), m_dialogParent(dialogParent)
{
    connect(scene->document(), &GameDocument::phaseChanged, this, [this] { reset(true); });
}

GameDocument *OrderInput::document() const
{
    return m_scene ? m_scene->document() : nullptr;
}

QString OrderInput::provinceName(int province) const
{
    return document()->map().province(province).name;
}

QString OrderInput::unitName(int province) const
{
    const Map &map = document()->map();
    const Position &position = document()->position();
    const int d = position.dislodgedIn(map, province);
    if (position.phase.kind == PhaseKind::Retreat && d >= 0)
        return document::describeUnit(map, position.dislodged[std::size_t(d)].unit);
    const int u = position.unitIn(map, province);
    return u >= 0 ? document::describeUnit(map, position.units[std::size_t(u)]) : provinceName(province);
}

void OrderInput::setMode(Mode mode)
{
    if (m_mode != mode) {
        m_mode = mode;
        emit modeChanged(mode);
    }
    if (!document() || !document()->acceptsOrders())
        return;
    if (m_stage == Stage::Idle) {
        switch (mode) {
        case Mode::Support:
            emit message(tr("Support: click the supporting unit."));
            break;
        case Mode::Convoy:
            emit message(tr("Convoy: click the convoying fleet."));
            break;
        case Mode::Hold:
            emit message(tr("Hold: click the unit."));
            break;
        case Mode::Disband:
            emit message(tr("Disband: click the unit."));
            break;
        default:
            break;
        }
        return;
    }
    // A mode chosen with a unit selected applies to that unit at once.
    const Position &position = document()->position();
    if (position.phase.kind == PhaseKind::Movement) {
        const Unit u = position.units[std::size_t(m_unit)];
        if (mode == Mode::Hold) {
            Order o;
            o.type = OrderType::Hold;
            o.power = u.power;
            o.unit = refTo(u, false);
            enter(o);
            return;
        }
        m_stage = Stage::UnitChosen;
        showOptions();
    } else if (position.phase.kind == PhaseKind::Retreat && mode == Mode::Disband) {
        const Unit u = position.dislodged[std::size_t(m_unit)].unit;
        Order o;
        o.type = OrderType::Disband;
        o.power = u.power;
        o.unit = refTo(u, false);
        enter(o);
    }
}

void OrderInput::cancel()
{
    const bool wasBusy = m_stage != Stage::Idle || m_mode != Mode::Auto;
    reset();
    if (wasBusy)
        emit message(tr("Cancelled."));
}

void OrderInput::reset(bool keepMessage)
{
    Q_UNUSED(keepMessage);
    m_stage = Stage::Idle;
    m_unit = -1;
    m_other = -1;
    m_offered.clear();
    if (m_unitProvince != -1) {
        m_unitProvince = -1;
        emit unitSelected(-1);
    }
    if (m_scene) {
        m_scene->setSelectedProvince(-1);
        m_scene->clearHighlights();
    }
    if (m_mode != Mode::Auto) {
        m_mode = Mode::Auto;
        emit modeChanged(m_mode);
    }
}

void OrderInput::click(QPointF scenePos, Qt::MouseButton button)
{
    GameDocument *doc = document();
    if (!doc)
        return;
    const int province = m_scene->provinceAt(scenePos);
    if (button == Qt::RightButton) {
        contextMenu(province, scenePos);
        return;
    }
    if (button != Qt::LeftButton)
        return;
    if (!doc->acceptsOrders()) {
        emit message(tr("The game has ended; no more orders."));
        return;
    }
    if (province < 0) {
        if (m_stage != Stage::Idle)
            cancel();
        return;
    }
    // Entering an order shows the orders, not the last results.
    m_scene->setOverlay(MapScene::Overlay::Orders);
    leftClick(province, scenePos);
}

void OrderInput::selectProvince(int province)
{
    if (!document() || !document()->acceptsOrders() || province < 0)
        return;
    reset();
    if (document()->position().phase.kind == PhaseKind::Adjustment)
        return;
    chooseUnit(province);
}

void OrderInput::leftClick(int province, QPointF scenePos)
{
    switch (document()->position().phase.kind) {
    case PhaseKind::Movement:
        clickMovement(province, scenePos);
        break;
    case PhaseKind::Retreat:
        clickRetreat(province, scenePos);
        break;
    case PhaseKind::Adjustment:
        clickAdjustment(province, scenePos);
        break;
    }
}

bool OrderInput::chooseUnit(int province)
{
    const Map &map = document()->map();
    const Position &position = document()->position();
    int unit = -1;
    if (position.phase.kind == PhaseKind::Retreat) {
        unit = position.dislodgedIn(map, province);
        if (unit < 0) {
            emit message(position.unitIn(map, province) >= 0
                             ? tr("%1 was not dislodged; only dislodged units move in a retreat phase.")
                                   .arg(unitName(province))
                             : tr("There is no dislodged unit in %1.").arg(provinceName(province)));
            return false;
        }
    } else {
        unit = position.unitIn(map, province);
        if (unit < 0) {
            emit message(tr("There is no unit in %1.").arg(provinceName(province)));
            return false;
        }
    }
    m_unit = unit;
    m_unitProvince = province;
    m_stage = Stage::UnitChosen;
    m_scene->setSelectedProvince(province);
    emit unitSelected(province);
    if (m_mode == Mode::Hold || m_mode == Mode::Disband) {
        setMode(m_mode); // applies it to the chosen unit
        return true;
    }
    showOptions();
    return true;
}

void OrderInput::showOptions()
{
    const Map &map = document()->map();
    const Position &position = document()->position();
    m_offered.clear();
    const QString who = unitName(m_unitProvince);
    if (position.phase.kind == PhaseKind::Retreat) {
        for (int loc : retreatOptions(map, document()->rules(), position, m_unit)) {
            if (!contains(m_offered, map.location(loc).province))
                m_offered.push_back(map.location(loc).province);
        }
        m_scene->setHighlights(m_offered, MapScene::Highlight::Destination);
        emit message(m_offered.empty()
                         ? tr("%1 has nowhere to retreat; click it again to disband it.").arg(who)
                         : tr("%1: click where it retreats, or the unit again to disband it.").arg(who));
        return;
    }
    if (m_stage == Stage::UnitChosen) {
        switch (m_mode) {
        case Mode::Support:
            m_offered = {};
            for (int u : supportableUnits(map, position, m_unit))
                m_offered.push_back(map.location(position.units[std::size_t(u)].location).province);
            m_scene->setHighlights(m_offered, MapScene::Highlight::Unit);
            emit message(m_offered.empty() ? tr("%1 can support no unit.").arg(who)
                                           : tr("%1 supports: click the supported unit.").arg(who));
            return;
        case Mode::Convoy:
            for (int u : convoyableArmies(map, position, m_unit))
                m_offered.push_back(map.location(position.units[std::size_t(u)].location).province);
            m_scene->setHighlights(m_offered, MapScene::Highlight::Unit);
            emit message(m_offered.empty() ? tr("%1 can convoy no army.").arg(who)
                                           : tr("%1 convoys: click the army.").arg(who));
            return;
        default:
            for (const MoveOption &m : moveOptions(map, position, m_unit)) {
                const int p = map.location(m.location).province;
                if (!contains(m_offered, p))
                    m_offered.push_back(p);
            }
            m_scene->setHighlights(m_offered, MapScene::Highlight::Destination);
            emit message(
                tr("%1: click a highlighted province to move, the unit again to hold; S support, C convoy.")
                    .arg(who));
            return;
        }
    }
    // Stage::OtherChosen: where the supported or convoyed unit goes.
    const QString other = document::describeUnit(map, position.units[std::size_t(m_other)]);
    const std::vector<int> targets = m_mode == Mode::Convoy ? convoyTargets(map, position, m_unit, m_other)
                                                            : supportTargets(map, position, m_unit, m_other);
    m_offered = targets;
    m_scene->setHighlights(m_offered, m_mode == Mode::Convoy ? MapScene::Highlight::Convoy
                                                             : MapScene::Highlight::Destination);
    if (m_mode == Mode::Convoy)
        emit message(tr("Convoy %1 to: click the destination.").arg(other));
    else
        emit message(
            tr("Support %1: click its destination, or the unit itself to support it holding.").arg(other));
}

int OrderInput::defaultChoose(const QString &title, const QStringList &choices, QPointF)
{
    QMenu menu(m_dialogParent);
    menu.addSection(title);
    QList<QAction *> actions;
    for (const QString &c : choices)
        actions << menu.addAction(c);
    QAction *chosen = menu.exec(QCursor::pos());
    return chosen ? int(actions.indexOf(chosen)) : -1;
}

int OrderInput::pickLocation(const std::vector<int> &locations, int province, QPointF scenePos,
                             const QString &title)
{
    if (locations.empty())
        return province;
    if (locations.size() == 1)
        return locations.front();
    const Map &map = document()->map();
    // The coast nearest the click, when the click is clearly nearer one of them.
    std::vector<std::pair<qreal, int>> byDistance;
    for (int loc : locations) {
        const QPointF d = m_scene->artwork().unitPosition(loc) - scenePos;
        byDistance.emplace_back(std::hypot(d.x(), d.y()), loc);
    }
    std::sort(byDistance.begin(), byDistance.end());
    if (byDistance[0].first < 0.6 * byDistance[1].first)
        return byDistance[0].second;
    QStringList names;
    for (int loc : locations)
        names << coastName(map.location(loc).coast);
    const int index = m_chooser ? m_chooser(title, names, scenePos) : defaultChoose(title, names, scenePos);
    return index < 0 ? -1 : locations[std::size_t(index)];
}

void OrderInput::clickMovement(int province, QPointF scenePos)
{
    const Map &map = document()->map();
    const Position &position = document()->position();
    if (m_stage == Stage::Idle) {
        chooseUnit(province);
        return;
    }
    const Unit self = position.units[std::size_t(m_unit)];
    const QString who = unitName(m_unitProvince);
    Order order;
    order.power = self.power;
    order.unit = refTo(self, false);

    if (m_stage == Stage::UnitChosen && (m_mode == Mode::Support || m_mode == Mode::Convoy)) {
        const int other = position.unitIn(map, province);
        if (!contains(m_offered, province) || other < 0) {
            emit message(m_mode == Mode::Support ? tr("%1 cannot support %2.").arg(who, unitName(province))
                                                 : tr("%1 cannot convoy %2.").arg(who, unitName(province)));
            return;
        }
        m_other = other;
        m_stage = Stage::OtherChosen;
        showOptions();
        return;
    }
    if (m_stage == Stage::OtherChosen) {
        const Unit o = position.units[std::size_t(m_other)];
        const int otherProvince = map.location(o.location).province;
        if (!contains(m_offered, province)) {
            emit message(m_mode == Mode::Convoy
                             ? tr("%1 cannot convoy that army to %2.").arg(who, provinceName(province))
                             : tr("%1 cannot support a move to %2.").arg(who, provinceName(province)));
            return;
        }
        order.type = m_mode == Mode::Convoy ? OrderType::Convoy : OrderType::Support;
        order.other = refTo(o, o.power != self.power);
        if (province != otherProvince || m_mode == Mode::Convoy) {
            int target = province;
            if (o.type == UnitType::Fleet && !map.province(province).coasts.empty()) {
                // A supported fleet move into a split-coast province: the coast it can reach.
                std::vector<int> coasts;
                for (const MoveOption &m : moveOptions(map, position, m_other)) {
                    if (map.location(m.location).province == province)
                        coasts.push_back(m.location);
                }
                target = pickLocation(coasts, province, scenePos, tr("Which coast?"));
                if (target < 0)
                    return;
            }
            order.otherTarget = placeRef(target);
        }
        enter(order);
        return;
    }
    // Stage::UnitChosen, moving or holding.
    if (province == m_unitProvince) {
        order.type = OrderType::Hold;
        enter(order);
        return;
    }
    if (!contains(m_offered, province)) {
        const int other = position.unitIn(map, province);
        if (other >= 0 && m_mode == Mode::Auto) {
            // Clicking another unit that is no destination selects it instead.
            reset();
            chooseUnit(province);
            return;
        }
        const QString why = refusal(moveTo(order, province), QString());
        emit message(why.isEmpty()
                         ? tr("%1 cannot reach %2: no fleets could convoy it there.").arg(who, provinceName(province))
                         : tr("%1 cannot move to %2: %3.").arg(who, provinceName(province), why));
        return;
    }
    std::vector<int> locations;
    bool convoy = false;
    for (const MoveOption &m : moveOptions(map, position, m_unit)) {
        if (map.location(m.location).province == province) {
            locations.push_back(m.location);
            convoy = convoy || m.convoy;
        }
    }
    const int target = pickLocation(locations, province, scenePos, tr("Which coast?"));
    if (target < 0)
        return;
    order.type = OrderType::Move;
    order.target = placeRef(target);
    Q_UNUSED(convoy); // not adjacent, so the adjudicator routes it by convoy anyway
    enter(order);
}

Order OrderInput::moveTo(Order order, int province) const
{
    order.type = OrderType::Move;
    order.target = placeRef(province);
    return order;
}

QString OrderInput::refusal(const Order &order, const QString &whenLegal) const
{
    // The engine says why a click is refused; the GUI never decides legality itself.
    const document::OrderCheck check = document()->checkCandidate(order);
    return check.legal ? whenLegal : document::reasonSentence(check.reason);
}

void OrderInput::clickRetreat(int province, QPointF scenePos)
{
    const Map &map = document()->map();
    const Position &position = document()->position();
    if (m_stage == Stage::Idle) {
        chooseUnit(province);
        return;
    }
    const Unit self = position.dislodged[std::size_t(m_unit)].unit;
    Order order;
    order.power = self.power;
    order.unit = refTo(self, false);
    if (province == m_unitProvince) {
        order.type = OrderType::Disband;
        enter(order);
        return;
    }
    if (!contains(m_offered, province)) {
        if (position.dislodgedIn(map, province) >= 0) {
            reset();
            chooseUnit(province);
            return;
        }
        emit message(tr("%1 cannot retreat to %2: %3.")
                         .arg(unitName(m_unitProvince), provinceName(province),
                              refusal(moveTo(order, province), tr("not allowed"))));
        return;
    }
    std::vector<int> locations;
    for (int loc : retreatOptions(map, document()->rules(), position, m_unit)) {
        if (map.location(loc).province == province)
            locations.push_back(loc);
    }
    const int target = pickLocation(locations, province, scenePos, tr("Which coast?"));
    if (target < 0)
        return;
    order.type = OrderType::Move;
    order.target = placeRef(target);
    enter(order);
}

void OrderInput::clickAdjustment(int province, QPointF scenePos)
{
    const Map &map = document()->map();
    const Position &position = document()->position();
    const int unit = position.unitIn(map, province);
    if (unit >= 0) {
        const Unit u = position.units[std::size_t(unit)];
        if (adjustmentCount(position, u.power) >= 0) {
            emit message(tr("%1 has no units to remove.").arg(document::powerName(map, u.power)));
            return;
        }
        Order order;
        order.type = OrderType::Disband;
        order.power = u.power;
        order.unit = refTo(u, false);
        enter(order);
        return;
    }
    const Province &prov = map.province(province);
    const int power = prov.home;
    if (power < 0) {
        emit message(tr("%1 is no home centre; builds go in home centres.").arg(prov.name));
        return;
    }
    std::vector<BuildOption> options;
    for (const BuildOption &b : buildOptions(map, position, power)) {
        if (map.location(b.location).province == province)
            options.push_back(b);
    }
    if (options.empty()) {
        Order trial;
        trial.type = OrderType::Build;
        trial.power = power;
        trial.unit = placeRef(province);
        trial.unit.typeGiven = true;
        emit message(tr("%1 cannot build in %2: %3.")
                         .arg(document::powerName(map, power), prov.name, refusal(trial, tr("no builds due"))));
        return;
    }
    int chosen = 0;
    if (options.size() > 1) {
        QStringList names;
        for (const BuildOption &b : options) {
            const QString coast = map.location(b.location).coast;
            names << (b.type == UnitType::Army ? tr("Build army")
                      : coast.isEmpty()        ? tr("Build fleet")
                                               : tr("Build fleet (%1)").arg(coastName(coast)));
        }
        chosen = m_chooser ? m_chooser(tr("Build in %1").arg(prov.name), names, scenePos)
                           : defaultChoose(tr("Build in %1").arg(prov.name), names, scenePos);
        if (chosen < 0)
            return;
    }
    const BuildOption &b = options[std::size_t(chosen)];
    Order order;
    order.type = OrderType::Build;
    order.power = power;
    order.unit.typeGiven = true;
    order.unit.type = b.type;
    order.unit.location = b.location;
    enter(order);
}

void OrderInput::contextMenu(int province, QPointF scenePos)
{
    GameDocument *doc = document();
    if (!doc->acceptsOrders() || province < 0)
        return;
    m_scene->setOverlay(MapScene::Overlay::Orders);
    const Map &map = doc->map();
    const Position &position = doc->position();
    QStringList labels;
    std::vector<std::function<void()>> actions;
    auto add = [&](const QString &label, std::function<void()> f) {
        labels << label;
        actions.push_back(std::move(f));
    };
    const int existing = doc->orderForProvince(province);
    switch (position.phase.kind) {
    case PhaseKind::Movement:
        if (position.unitIn(map, province) < 0)
            return;
        add(tr("Hold"), [this, province] {
            reset();
            m_mode = Mode::Hold;
            chooseUnit(province);
        });
        add(tr("Move…"), [this, province] {
            reset();
            m_mode = Mode::Move;
            chooseUnit(province);
        });
        add(tr("Support…"), [this, province] {
            reset();
            m_mode = Mode::Support;
            chooseUnit(province);
        });
        if (position.units[std::size_t(position.unitIn(map, province))].type == UnitType::Fleet &&
            map.province(province).kind == ProvinceKind::Sea)
            add(tr("Convoy…"), [this, province] {
                reset();
                m_mode = Mode::Convoy;
                chooseUnit(province);
            });
        break;
    case PhaseKind::Retreat:
        if (position.dislodgedIn(map, province) < 0)
            return;
        add(tr("Retreat…"), [this, province] {
            reset();
            chooseUnit(province);
        });
        add(tr("Disband"), [this, province] {
            reset();
            m_mode = Mode::Disband;
            chooseUnit(province);
        });
        break;
    case PhaseKind::Adjustment: {
        const int unit = position.unitIn(map, province);
        if (unit >= 0) {
            add(tr("Remove"), [this, province, scenePos] { clickAdjustment(province, scenePos); });
        } else if (map.province(province).home >= 0) {
            const int power = map.province(province).home;
            add(tr("Build…"), [this, province, scenePos] { clickAdjustment(province, scenePos); });
            if (adjustmentCount(position, power) > 0)
                add(tr("Waive a build of %1").arg(document::powerName(map, power)), [this, power] {
                    Order o;
                    o.type = OrderType::Waive;
                    o.power = power;
                    enter(o);
                });
        }
        break;
    }
    }
    if (existing >= 0)
        add(tr("Delete order"), [doc, existing] { doc->removeOrder(existing); });
    if (labels.isEmpty())
        return;
    const QString title = position.phase.kind == PhaseKind::Adjustment && position.unitIn(map, province) < 0
                              ? map.province(province).name
                              : unitName(province);
    const int index = m_chooser ? m_chooser(title, labels, scenePos) : defaultChoose(title, labels, scenePos);
    if (index >= 0)
        actions[std::size_t(index)]();
}

void OrderInput::enter(const Order &order)
{
    GameDocument *doc = document();
    const Map &map = doc->map();
    const QString text = formatOrder(map, order, false, doc->phase().kind);
    doc->setOrder({text, order});
    const document::OrderCheck check = doc->checkCandidate(order);
    reset();
    if (!check.legal)
        emit message(
            tr("%1: %2 (illegal: %3)")
                .arg(document::powerName(map, order.power), text, document::reasonSentence(check.reason)));
    else if (!check.matched)
        emit message(tr("%1: %2 (note: %3)")
                         .arg(document::powerName(map, order.power), text,
                              document::partnerNote(map, doc->position(), doc->orders(), order)));
    else
        emit message(tr("%1: %2").arg(document::powerName(map, order.power), text));
}

} // namespace arbiter::ui
