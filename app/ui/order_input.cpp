// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
#include "order_input.h"

#include "board/board_view_model.h"
#include "document/game_document.h"
#include "document/order_description.h"
#include "input/adjustment_input.h"
#include "input/movement_input.h"
#include "input/retreat_input.h"
#include "judge/order_options.h"
#include "scene/map_scene.h"
#include "text/order_formatter.h"
#include "text/reason_text.h"

#include <QCursor>
#include <QMenu>

namespace arbiter::ui {

using document::GameDocument;

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
    : QObject(parent), m_scene(scene), m_dialogParent(dialogParent),
      m_movement(std::make_unique<input::MovementInput>(*this)),
      m_retreat(std::make_unique<input::RetreatInput>(*this)),
      m_adjustment(std::make_unique<input::AdjustmentInput>(*this))
{
    connect(scene->document(), &GameDocument::phaseChanged, this, [this] { reset(); });
    connect(scene->document(), &GameDocument::phaseAdjudicated, this, [this] { reset(); });
    connect(scene->document(), &GameDocument::adjudicationUndone, this, [this] { reset(); });
}

OrderInput::~OrderInput() = default;

GameDocument *OrderInput::document() const
{
    return m_scene ? m_scene->document() : nullptr;
}

input::PhaseInput &OrderInput::handler() const
{
    switch (document()->position().phase.kind) {
    case PhaseKind::Retreat:
        return *m_retreat;
    case PhaseKind::Adjustment:
        return *m_adjustment;
    case PhaseKind::Movement:
        break;
    }
    return *m_movement;
}

void OrderInput::setMode(Mode mode)
{
    if (m_mode != mode) {
        m_mode = mode;
        emit modeChanged(mode);
    }
    if (!document() || !document()->acceptsOrders())
        return;
    if (m_unitProvince >= 0) {
        handler().modeChosen(mode); // a mode chosen with a unit selected applies to that unit at once
        return;
    }
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
    case Mode::Auto:
    case Mode::Move:
        break;
    }
}

void OrderInput::cancel()
{
    const bool wasBusy = m_unitProvince >= 0 || m_mode != Mode::Auto;
    reset();
    if (wasBusy)
        emit message(tr("Cancelled."));
}

void OrderInput::reset()
{
    m_movement->clear();
    m_retreat->clear();
    m_adjustment->clear();
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

void OrderInput::markSelected(int province)
{
    m_unitProvince = province;
    m_scene->setSelectedProvince(province);
    emit unitSelected(province);
}

void OrderInput::startWith(Mode mode, int province)
{
    reset();
    if (m_mode != mode) {
        m_mode = mode;
        emit modeChanged(mode);
    }
    handler().select(province);
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
    if (m_scene->board()->showsResults()) {
        const int order = m_scene->orderAt(scenePos);
        if (order >= 0) {
            emit orderPicked(order);
            return;
        }
    }
    if (!doc->acceptsOrders()) {
        emit message(tr("The game has ended; no more orders."));
        return;
    }
    if (province < 0) {
        if (m_unitProvince >= 0)
            cancel();
        return;
    }
    // Entering an order shows the orders, not the last results.
    m_scene->board()->setOverlay(BoardViewModel::Overlay::Orders);
    handler().click(province, scenePos);
}

void OrderInput::selectProvince(int province)
{
    if (!document() || !document()->acceptsOrders() || province < 0)
        return;
    reset();
    handler().select(province);
}

void OrderInput::contextMenu(int province, QPointF scenePos)
{
    GameDocument *doc = document();
    if (!doc->acceptsOrders() || province < 0)
        return;
    m_scene->board()->setOverlay(BoardViewModel::Overlay::Orders);
    std::vector<input::MenuEntry> entries = handler().menu(province, scenePos);
    const int existing = doc->orderForProvince(province);
    if (existing >= 0)
        entries.push_back({tr("Delete order"), [doc, existing] { doc->removeOrder(existing); }});
    if (entries.empty())
        return;
    QStringList labels;
    for (const input::MenuEntry &e : entries)
        labels << e.label;
    const int index = choose(handler().menuTitle(province), labels, scenePos);
    if (index >= 0)
        entries[std::size_t(index)].run();
}

int OrderInput::choose(const QString &title, const QStringList &choices, QPointF scenePos)
{
    return m_chooser ? m_chooser(title, choices, scenePos) : defaultChoose(title, choices);
}

int OrderInput::defaultChoose(const QString &title, const QStringList &choices)
{
    QMenu menu(m_dialogParent);
    menu.addSection(title);
    QList<QAction *> actions;
    for (const QString &c : choices)
        actions << menu.addAction(c);
    QAction *chosen = menu.exec(QCursor::pos());
    return chosen ? int(actions.indexOf(chosen)) : -1;
}

void OrderInput::enter(const Order &order)
{
    GameDocument *doc = document();
    const Map &map = doc->map();
    const QString text = formatOrder(map, order, false, doc->phase().kind);
    // Judged among the orders entered, before it is one of them (a waive would otherwise be counted beside
    // itself): a support waiting for its partner's order is a note, not an error.
    const OrderCheck check = doc->checkCandidate(order);
    doc->setOrder({text, order});
    reset();
    if (!check.legal)
        emit message(tr("%1: %2 (illegal: %3)")
                         .arg(document::powerName(map, order.power), text, reasonSentence(check.reason)));
    else if (!check.matched)
        emit message(tr("%1: %2 (note: %3)")
                         .arg(document::powerName(map, order.power), text,
                              document::partnerNote(map, doc->position(), doc->orders(), order)));
    else
        emit message(tr("%1: %2").arg(document::powerName(map, order.power), text));
}

} // namespace arbiter::ui
