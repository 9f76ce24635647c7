// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
#include "widgets/orders_model.h"
#include "place_naming_setting.h"
#include "scene/power_palette.h"
#include "widgets/status_colours.h"

#include "document/draw_description.h"
#include "document/game_document.h"
#include "document/order_description.h"
#include "judge/adjustment_adjudicator.h"
#include "judge/retreat_adjudicator.h"
#include "record/results_report.h"
#include "text/order_formatter.h"
#include "text/reason_text.h"

#include <QBrush>
#include <QColor>
#include <QCoreApplication>
#include <QFont>
#include <QIcon>
#include <QPainter>
#include <QPixmap>

namespace arbiter::ui {

using document::GameDocument;

namespace {

QIcon drawPowerIcon(const QColor &colour)
{
    QPixmap pixmap(14, 14);
    pixmap.fill(Qt::transparent);
    QPainter p(&pixmap);
    p.setRenderHint(QPainter::Antialiasing);
    p.setPen(QPen(QColor(40, 40, 40), 1));
    p.setBrush(colour);
    p.drawRoundedRect(QRectF(1.5, 1.5, 11, 11), 2, 2);
    return QIcon(pixmap);
}

} // namespace

OrdersModel::OrdersModel(QObject *parent) : QAbstractItemModel(parent)
{
    m_orderFont.setStyleHint(QFont::Monospace);
    m_missingFont.setItalic(true);
    m_powerFont.setBold(true);
    // Results name places as the user chose: a change of the setting shows them again at once.
    connect(PlaceNamingSetting::instance(), &PlaceNamingSetting::changed, this, &OrdersModel::rebuild);
}

QIcon OrdersModel::powerIcon(const QColor &colour) const
{
    // Drawn once per colour: the view asks for a power row's icon at each paint and each measure.
    const auto known = std::find_if(m_powerIcons.begin(), m_powerIcons.end(),
                                    [&colour](const auto &icon) { return icon.first == colour; });
    if (known != m_powerIcons.end())
        return known->second;
    if (m_powerIcons.size() >= 64) // palettes changed many times
        m_powerIcons.clear();
    return m_powerIcons.emplace_back(colour, drawPowerIcon(colour)).second;
}

void OrdersModel::setDocument(GameDocument *document)
{
    if (m_document)
        disconnect(m_document, nullptr, this, nullptr);
    m_document = document;
    m_replay = -1;
    // Another game: no replay, and no results unless it has some (the window may have shown the last ones).
    if (m_source == Source::Replay ||
        (m_source == Source::LastResults && (!document || !document->lastResults())))
        m_source = Source::CurrentOrders;
    if (document) {
        // One order's edit changes its row, perhaps its unit's grey row, and what the checks say of the
        // others: the rows that differ are updated, so that the tree keeps its layout and selection.
        connect(document, &GameDocument::orderSet, this, &OrdersModel::update);
        connect(document, &GameDocument::orderRemoved, this, &OrdersModel::update);
        connect(document, &GameDocument::phaseChanged, this, &OrdersModel::phaseChanged);
        connect(document, &GameDocument::phaseAdjudicated, this, &OrdersModel::phaseChanged);
        connect(document, &GameDocument::adjudicationUndone, this, &OrdersModel::phaseChanged);
        connect(document, &GameDocument::votesChanged, this, &OrdersModel::rebuild);
        connect(document, &GameDocument::rulesChanged, this, &OrdersModel::rebuild);
    }
    rebuild();
}

void OrdersModel::setSource(Source source)
{
    if (m_source == source)
        return;
    m_source = source;
    replaceRows();
}

void OrdersModel::setReplay(int entry)
{
    if (entry < 0 || !m_document || entry >= m_document->game().phaseCount()) {
        if (m_source == Source::Replay)
            setSource(Source::CurrentOrders);
        return;
    }
    if (m_source == Source::Replay && m_replay == entry)
        return;
    m_source = Source::Replay;
    m_replay = entry;
    rebuild();
}

int OrdersModel::shownEntry() const
{
    if (!m_document)
        return -1;
    switch (m_source) {
    case Source::CurrentOrders:
        return m_document->game().current();
    case Source::LastResults:
        return m_document->lastResultsId();
    case Source::Replay:
        return m_replay;
    }
    return -1;
}

void OrdersModel::rebuild()
{
    beginResetModel();
    m_groups = groups();
    m_groupsEntry = shownEntry();
    endResetModel();
}

void OrdersModel::replaceRows()
{
    std::vector<PowerGroup> fresh = groups();
    auto sameRow = [](const Row &a, const Row &b) {
        return a.order == b.order && a.province == b.province && a.text == b.text;
    };
    auto sameGroup = [&](const PowerGroup &a, const PowerGroup &b) {
        return a.power == b.power && a.title == b.title && a.rows.size() == b.rows.size() &&
               std::equal(a.rows.begin(), a.rows.end(), b.rows.begin(), sameRow);
    };
    if (fresh.size() != m_groups.size() ||
        !std::equal(fresh.begin(), fresh.end(), m_groups.begin(), sameGroup)) {
        beginResetModel();
        m_groups = std::move(fresh);
        m_groupsEntry = shownEntry();
        endResetModel();
        return;
    }
    // One dataChanged() per group, from its first changed row to its last, and one for the groups' rows:
    // the view measures the column sized to its contents again at each.
    int firstGroup = -1;
    int lastGroup = -1;
    bool orderColumn = false;
    for (std::size_t g = 0; g < fresh.size(); ++g) {
        PowerGroup &group = m_groups[g];
        int first = -1;
        int last = -1;
        for (std::size_t r = 0; r < group.rows.size(); ++r) {
            if (group.rows[r] == fresh[g].rows[r])
                continue;
            // (The texts are the same here; the font is another for a unit without an order.)
            orderColumn = orderColumn || (group.rows[r].state == State::Missing) !=
                                             (fresh[g].rows[r].state == State::Missing);
            group.rows[r] = std::move(fresh[g].rows[r]);
            first = first < 0 ? int(r) : first;
            last = int(r);
        }
        if (first >= 0)
            emit dataChanged(createIndex(first, 0, quintptr(g + 1)),
                             createIndex(last, ColumnCount - 1, quintptr(g + 1)));
        if (group.state != fresh[g].state || group.summary != fresh[g].summary ||
            group.complete != fresh[g].complete) {
            group.state = fresh[g].state;
            group.summary = fresh[g].summary;
            group.complete = fresh[g].complete;
            firstGroup = firstGroup < 0 ? int(g) : firstGroup;
            lastGroup = int(g);
        }
    }
    if (firstGroup >= 0)
        emit dataChanged(createIndex(firstGroup, 0, quintptr(0)),
                         createIndex(lastGroup, ColumnCount - 1, quintptr(0)));
    m_groupsEntry = shownEntry();
    emit rowsReplaced();
    if (orderColumn)
        emit orderColumnChanged();
}

void OrdersModel::phaseChanged()
{
    if (m_source == Source::LastResults && !m_document->lastResults())
        m_source = Source::CurrentOrders;
    if (m_source == Source::Replay && m_replay >= m_document->game().phaseCount())
        m_source = Source::CurrentOrders;
    if (shownEntry() == m_groupsEntry && groups() == m_groups)
        return;
    rebuild();
}

void OrdersModel::update()
{
    std::vector<PowerGroup> fresh = groups();
    const bool sameGroups =
        fresh.size() == m_groups.size() &&
        std::equal(fresh.begin(), fresh.end(), m_groups.begin(),
                   [](const PowerGroup &a, const PowerGroup &b) { return a.power == b.power; });
    if (!sameGroups) {
        // A power's group came or went (its first order in an adjustment, say): rare enough to reset.
        beginResetModel();
        m_groups = std::move(fresh);
        m_groupsEntry = shownEntry();
        endResetModel();
        return;
    }
    // A row stands for the same thing while it is about the same unit (or, without one, says the same):
    // an order replaced is the same row with new text, an order given takes the place of its unit's grey
    // row, and the orders after one removed keep their rows with their index one less.
    auto same = [](const Row &a, const Row &b) {
        return (a.order >= 0) == (b.order >= 0) && a.province == b.province &&
               (a.province >= 0 || a.text == b.text);
    };
    bool orderColumn = false;
    for (std::size_t g = 0; g < fresh.size(); ++g) {
        std::vector<Row> &rows = m_groups[g].rows;
        const std::vector<Row> &now = fresh[g].rows;
        const QModelIndex parent = createIndex(int(g), 0, quintptr(0));
        // Rows of units no longer there, or whose order came or went, are removed; the rows new at each
        // place inserted there; whatever is left at the end (a second row alike, such as a waive) removed.
        for (std::size_t r = rows.size(); r-- > 0;) {
            if (std::none_of(now.begin(), now.end(), [&](const Row &n) { return same(rows[r], n); })) {
                beginRemoveRows(parent, int(r), int(r));
                rows.erase(rows.begin() + std::ptrdiff_t(r));
                endRemoveRows();
                orderColumn = true;
            }
        }
        for (std::size_t r = 0; r < now.size(); ++r) {
            if (r < rows.size() && same(rows[r], now[r]))
                continue;
            beginInsertRows(parent, int(r), int(r));
            rows.insert(rows.begin() + std::ptrdiff_t(r), now[r]);
            endInsertRows();
            orderColumn = true;
        }
        if (rows.size() > now.size()) {
            beginRemoveRows(parent, int(now.size()), int(rows.size() - 1));
            rows.resize(now.size());
            endRemoveRows();
            orderColumn = true;
        }
        // The rows kept may say something else now (the checks of every order are made again).
        for (std::size_t r = 0; r < rows.size(); ++r) {
            if (rows[r] == now[r])
                continue;
            orderColumn = orderColumn || rows[r].text != now[r].text || rows[r].state != now[r].state;
            rows[r] = now[r];
            emit dataChanged(createIndex(int(r), 0, quintptr(g + 1)),
                             createIndex(int(r), ColumnCount - 1, quintptr(g + 1)));
        }
        PowerGroup &group = m_groups[g];
        if (group.title != fresh[g].title || group.summary != fresh[g].summary ||
            group.complete != fresh[g].complete || group.state != fresh[g].state) {
            orderColumn = orderColumn || group.title != fresh[g].title;
            group.title = fresh[g].title;
            group.summary = fresh[g].summary;
            group.complete = fresh[g].complete;
            group.state = fresh[g].state;
            emit dataChanged(parent, createIndex(int(g), ColumnCount - 1, quintptr(0)));
        }
    }
    if (orderColumn)
        emit orderColumnChanged();
}

std::vector<OrdersModel::PowerGroup> OrdersModel::groups() const
{
    std::vector<PowerGroup> groups;
    GameDocument *doc = m_document;
    const int id = shownEntry();
    if (doc && id >= 0) {
        const Map &map = doc->map();
        const PhaseEntry &entry = doc->game().entry(id);
        const bool live = m_source == Source::CurrentOrders;
        const bool results = !live && entry.adjudicated;
        const Position &position = entry.position;
        const std::vector<EnteredOrder> &orders = entry.orders;
        const PlaceNaming naming = PlaceNamingSetting::instance()->naming();
        for (int p = 0; p < map.powerCount(); ++p) {
            PowerGroup g;
            g.power = p;
            g.title = document::powerName(map, p);
            std::vector<int> orderedProvinces;
            for (std::size_t i = 0; i < orders.size(); ++i) {
                const Order &o = orders[i].order;
                if (o.power != p)
                    continue;
                Row r;
                r.order = int(i);
                r.province = o.unit.location >= 0 ? map.location(o.unit.location).province : -1;
                r.text = formatOrder(map, o, false, position.phase.kind);
                // The places by their full names in the user's language, then what was typed if it differs.
                r.tip = formatOrderInFull(map, o, position.phase.kind);
                if (orders[i].text != r.text)
                    r.tip += u'\n' + tr("Entered as: %1").arg(orders[i].text);
                if (results) {
                    const OrderResult res = i < entry.results.size() ? entry.results[i] : OrderResult{};
                    const QString why = resultReason(map, position, res, entry.after, naming);
                    switch (res.status) {
                    case OrderStatus::Succeeded:
                        r.state = State::Succeeded;
                        r.detail = why;
                        break;
                    case OrderStatus::Failed:
                        r.state = State::Failed;
                        r.detail = resultText(map, position, res, entry.after, naming);
                        break;
                    case OrderStatus::Invalid:
                        r.state = State::Ignored;
                        r.detail = tr("illegal, ignored: %1").arg(why);
                        break;
                    }
                } else if (live) {
                    const OrderCheck check = doc->check(int(i));
                    if (!check.legal) {
                        r.state = State::Illegal;
                        r.detail = tr("illegal: %1").arg(reasonSentence(check.reason));
                    } else if (!check.matched) {
                        r.state = State::Unmatched;
                        r.detail = tr("entered; %1").arg(document::partnerNote(map, position, orders, o));
                    } else {
                        r.state = State::Entered;
                        r.detail = tr("entered");
                    }
                } else {
                    r.state = State::Entered;
                    r.detail = tr("entered");
                }
                // Where it came from, so that the game master can tell a player's own order from one typed.
                if (orders[i].source == u"pad") {
                    //: after an order's state: "entered, from France's phone"
                    const QString source = tr("from %1's phone").arg(document::powerName(map, p));
                    r.tip += u'\n' + source;
                    if (!results)
                        r.detail += QStringLiteral(", ") + source;
                }
                orderedProvinces.push_back(r.province);
                g.rows.push_back(r);
            }
            // Units still without an order (movement and retreats): the game master sees who is missing.
            auto missing = [&](const Unit &u, const QString &what, State state = State::Missing) {
                const int province = map.location(u.location).province;
                if (std::find(orderedProvinces.begin(), orderedProvinces.end(), province) !=
                    orderedProvinces.end())
                    return;
                Row r;
                r.state = state;
                r.province = province;
                r.text = shortUnit(map, u);
                r.tip = map.locationName(u.location);
                r.detail = what;
                g.rows.push_back(r);
            };
            const PhaseKind kind = position.phase.kind;
            if (kind == PhaseKind::Movement) {
                for (const Unit &u : position.units) {
                    if (u.power != p)
                        continue;
                    if (!results) {
                        missing(u, tr("no order yet (holds)"));
                        continue;
                    }
                    // The record keeps no result for a unit without an order; the position after the phase
                    // says whether it was dislodged and from where.
                    const auto dislodged =
                        std::find_if(entry.after.dislodged.begin(), entry.after.dislodged.end(),
                                     [&](const DislodgedUnit &d) { return d.unit == u; });
                    if (dislodged == entry.after.dislodged.end()) {
                        missing(u, tr("no order: held"));
                        continue;
                    }
                    const int attacker =
                        dislodged->attackerOrigin >= 0 ? position.unitIn(map, dislodged->attackerOrigin) : -1;
                    missing(u,
                            attacker >= 0
                                ? tr("no order: dislodged (by %1)")
                                      .arg(unitInText(map, position.units[std::size_t(attacker)], naming))
                                : tr("no order: dislodged"),
                            State::Changed);
                }
            } else if (kind == PhaseKind::Retreat && !results) {
                for (int d = 0; d < int(position.dislodged.size()); ++d) {
                    const Unit &u = position.dislodged[std::size_t(d)].unit;
                    if (u.power != p)
                        continue;
                    // A unit with nowhere to go owes no order: it is disbanded whatever it is ordered.
                    if (retreatOptions(map, doc->rules(), position, d).empty())
                        missing(u, tr("nowhere to retreat: disbands"), State::Changed);
                    else
                        missing(u, tr("no order yet (disbands)"));
                }
            }
            if (results) {
                // What the phase changed without an order: the record shows it like a result.
                for (const BoardChange &c : entry.changes) {
                    if (c.power != p)
                        continue;
                    Row r;
                    r.state = State::Changed;
                    const Unit *u = changedUnit(position, c);
                    r.province = u ? map.location(u->location).province : -1;
                    r.text = u ? shortUnit(map, *u) : document::powerName(map, p);
                    r.detail = QCoreApplication::translate("OrderReason", reasonText(c.reason));
                    g.rows.push_back(r);
                }
            }
            if (live) {
                const int due = doc->ordersDue(p);
                const int given = doc->ordersGiven(p);
                g.complete = given >= due;
                if (kind == PhaseKind::Adjustment) {
                    const int count = adjustmentCount(position, p);
                    if (count > 0)
                        g.summary = tr("%n build(s) due", nullptr, count) + QStringLiteral(" \u00b7 ") +
                                    tr("%1 given").arg(given);
                    else if (count < 0)
                        g.summary = tr("%n removal(s) due", nullptr, -count) + QStringLiteral(" \u00b7 ") +
                                    tr("%1 given").arg(given);
                    if (count > due && due >= 0 && count > 0)
                        g.summary += u' ' + tr("(room for %n)", nullptr, due);
                } else if (due > 0) {
                    g.summary = QStringLiteral("%1/%2").arg(given).arg(due);
                }
            }
            if (g.rows.empty() && g.summary.isEmpty())
                continue; // nothing to do for this power in this phase
            groups.push_back(std::move(g));
        }
        addVotes(entry, groups);
    }
    return groups;
}

void OrdersModel::addVotes(const PhaseEntry &entry, std::vector<PowerGroup> &groups) const
{
    if (entry.votes.empty() && entry.end.kind == GameEndKind::None)
        return;
    const Map &map = m_document->map();
    PowerGroup g;
    g.state = State::Votes;
    g.title = entry.votes.empty() ? tr("End of the game") : tr("Draw votes");
    g.summary = entry.end.kind != GameEndKind::None ? document::gameEndText(map, entry.end) : tr("no draw");
    std::vector<DrawVote> votes = entry.votes;
    std::sort(votes.begin(), votes.end(),
              [](const DrawVote &a, const DrawVote &b) { return a.power < b.power; });
    for (const DrawVote &v : votes) {
        Row r;
        r.state = State::Vote;
        r.text = document::powerName(map, v.power);
        r.detail = document::voteText(map, m_document->drawMode(), v);
        g.rows.push_back(r);
    }
    groups.push_back(std::move(g));
}

QModelIndex OrdersModel::indexForOrder(int orderIndex) const
{
    for (std::size_t g = 0; g < m_groups.size(); ++g) {
        for (std::size_t r = 0; r < m_groups[g].rows.size(); ++r) {
            if (m_groups[g].rows[r].order == orderIndex)
                return createIndex(int(r), 0, quintptr(g + 1));
        }
    }
    return {};
}

QModelIndex OrdersModel::indexForPower(int power) const
{
    for (std::size_t g = 0; g < m_groups.size(); ++g) {
        if (m_groups[g].power == power)
            return createIndex(int(g), 0, quintptr(0));
    }
    return {};
}

QModelIndex OrdersModel::index(int row, int column, const QModelIndex &parent) const
{
    if (column < 0 || column >= ColumnCount || row < 0)
        return {};
    if (!parent.isValid())
        return row < int(m_groups.size()) ? createIndex(row, column, quintptr(0)) : QModelIndex();
    if (parent.internalId() != 0 || parent.row() >= int(m_groups.size()))
        return {};
    const PowerGroup &g = m_groups[std::size_t(parent.row())];
    return row < int(g.rows.size()) ? createIndex(row, column, quintptr(parent.row() + 1)) : QModelIndex();
}

QModelIndex OrdersModel::parent(const QModelIndex &child) const
{
    if (!child.isValid() || child.internalId() == 0)
        return {};
    return createIndex(int(child.internalId() - 1), 0, quintptr(0));
}

int OrdersModel::rowCount(const QModelIndex &parent) const
{
    if (!parent.isValid())
        return int(m_groups.size());
    if (parent.internalId() != 0 || parent.column() != 0)
        return 0;
    return int(m_groups[std::size_t(parent.row())].rows.size());
}

int OrdersModel::columnCount(const QModelIndex &) const
{
    return ColumnCount;
}

Qt::ItemFlags OrdersModel::flags(const QModelIndex &index) const
{
    if (!index.isValid())
        return Qt::NoItemFlags;
    return Qt::ItemIsEnabled | Qt::ItemIsSelectable;
}

QVariant OrdersModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    return section == OrderColumn ? tr("Order") : tr("State");
}

QVariant OrdersModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid())
        return {};
    if (index.internalId() == 0) {
        const PowerGroup &g = m_groups[std::size_t(index.row())];
        switch (role) {
        case Qt::DisplayRole:
            return index.column() == OrderColumn ? g.title : g.summary;
        case Qt::DecorationRole:
            if (index.column() == OrderColumn && m_document && g.power >= 0)
                return powerIcon(PowerPalette::instance()->colour(m_document->map(), g.power));
            return {};
        case Qt::FontRole:
            return m_powerFont;
        case Qt::ForegroundRole:
            if (g.state == State::Votes)
                return index.column() == StateColumn ? QBrush(statusColour(StatusColour::Info)) : QVariant();
            if (index.column() == StateColumn && m_source == Source::CurrentOrders)
                return QBrush(statusColour(g.complete ? StatusColour::Good : StatusColour::Warning));
            return {};
        case PowerRole:
            return g.power;
        case OrderIndexRole:
            return -1;
        case ProvinceRole:
            return -1;
        case StateRole:
            return QVariant::fromValue(g.state);
        default:
            return {};
        }
    }
    const PowerGroup &g = m_groups[std::size_t(index.internalId() - 1)];
    const Row &r = g.rows[std::size_t(index.row())];
    switch (role) {
    case Qt::DisplayRole:
        return index.column() == OrderColumn ? r.text : r.detail;
    case Qt::ToolTipRole:
        return r.tip.isEmpty() ? r.detail : r.tip + u'\n' + r.detail;
    case Qt::ForegroundRole:
        switch (r.state) {
        case State::Missing:
            return QBrush(statusColour(StatusColour::Muted));
        case State::Illegal:
        case State::Ignored:
            return QBrush(statusColour(StatusColour::Warning));
        case State::Failed:
        case State::Changed:
            return QBrush(statusColour(StatusColour::Bad));
        case State::Unmatched:
            return index.column() == StateColumn ? QBrush(statusColour(StatusColour::Info)) : QVariant();
        case State::Succeeded:
            return index.column() == StateColumn ? QBrush(statusColour(StatusColour::Good)) : QVariant();
        default:
            return {};
        }
    case Qt::FontRole:
        if (r.state == State::Missing)
            return m_missingFont;
        if (index.column() == OrderColumn)
            return m_orderFont;
        return {};
    case OrderIndexRole:
        return r.order;
    case PowerRole:
        return g.power;
    case ProvinceRole:
        return r.province;
    case StateRole:
        return QVariant::fromValue(r.state);
    default:
        return {};
    }
}

} // namespace arbiter::ui
