// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
#include "document/game_document.h"

#include "document/add_orders_command.h"
#include "document/adjudicate_command.h"
#include "document/branch_command.h"
#include "document/change_rules_command.h"
#include "document/clear_orders_command.h"
#include "document/game_changes.h"
#include "document/game_end_command.h"
#include "document/remove_order_command.h"
#include "document/rename_branch_command.h"
#include "document/set_game_info_command.h"
#include "document/set_order_command.h"
#include "document/set_votes_command.h"
#include "document/switch_line_command.h"
#include "judge/order_entry.h"
#include "judge/orders_due.h"
#include "record/game_file.h"

#include "text/phase_text.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QUndoStack>

#include <algorithm>

namespace arbiter::document {

GameDocument::GameDocument(std::shared_ptr<const Map> map, const RuleSettings &rules, DrawMode drawMode,
                           const QString &name, QObject *parent)
    : GameDocument(std::make_unique<Game>(std::move(map), rules, drawMode), parent)
{
    m_game->info().name = name;
}

GameDocument::GameDocument(std::unique_ptr<Game> game, QObject *parent)
    : QObject(parent), m_game(std::move(game)), m_changes(new Changes(*this)),
      m_undoStack(new QUndoStack(this))
{
    init();
}

GameDocument::~GameDocument() = default;

void GameDocument::init()
{
    connect(m_undoStack, &QUndoStack::cleanChanged, this,
            [this](bool) { emit modifiedChanged(isModified()); });
    connect(m_undoStack, &QUndoStack::indexChanged, this, &GameDocument::changed);
    // A game saved mid-phase: its clock goes on from where the file says it stood.
    for (int id = 0; id < m_game->phaseCount(); ++id) {
        if (const std::optional<PhaseClockReading> &reading = m_game->entry(id).clock)
            m_clockReadings[id] = *reading;
    }
}

std::unique_ptr<GameDocument> GameDocument::fromGame(Game game, QObject *parent)
{
    return std::unique_ptr<GameDocument>(new GameDocument(std::make_unique<Game>(std::move(game)), parent));
}

std::unique_ptr<GameDocument> GameDocument::open(const QString &fileName, std::shared_ptr<const Map> map,
                                                 QString *error, QObject *parent)
{
    std::optional<Game> game = loadGame(fileName, std::move(map), error);
    if (!game)
        return nullptr;
    std::unique_ptr<GameDocument> doc(new GameDocument(std::make_unique<Game>(std::move(*game)), parent));
    doc->m_fileName = QFileInfo(fileName).absoluteFilePath();
    return doc;
}

std::unique_ptr<GameDocument> GameDocument::fromData(const QByteArray &data, const QString &fileName,
                                                     std::shared_ptr<const Map> map, QString *error,
                                                     QObject *parent)
{
    std::optional<Game> game = gameFromJson(data, std::move(map), error);
    if (!game)
        return nullptr;
    std::unique_ptr<GameDocument> doc(new GameDocument(std::make_unique<Game>(std::move(*game)), parent));
    doc->m_fileName = fileName;
    doc->m_recovered = true;
    return doc;
}

bool GameDocument::save(const QString &fileName, QString *error)
{
    emit aboutToSave();
    if (!saveGame(*m_game, fileName, error))
        return false;
    const QString absolute = QFileInfo(fileName).absoluteFilePath();
    const bool renamed = absolute != m_fileName;
    m_fileName = absolute;
    const bool wasModified = isModified();
    m_recovered = false;
    m_undoStack->setClean();
    if (renamed)
        emit fileNameChanged();
    if (wasModified)
        emit modifiedChanged(false);
    return true;
}

QByteArray GameDocument::toData() const
{
    return gameToJson(*m_game);
}

QString GameDocument::displayName() const
{
    if (!m_game->info().name.isEmpty())
        return m_game->info().name;
    if (!m_fileName.isEmpty())
        return QFileInfo(m_fileName).completeBaseName();
    return tr("Untitled");
}

bool GameDocument::isModified() const
{
    return m_recovered || !m_undoStack->isClean();
}

const Map &GameDocument::map() const
{
    return m_game->map();
}

const RuleSettings &GameDocument::rules() const
{
    return m_game->rules();
}

DrawMode GameDocument::drawMode() const
{
    return m_game->drawMode();
}

const Position &GameDocument::position() const
{
    return m_game->currentEntry().position;
}

bool GameDocument::acceptsOrders() const
{
    const PhaseEntry &e = m_game->currentEntry();
    return !e.adjudicated && e.end.kind == GameEndKind::None;
}

bool GameDocument::acceptsVotes() const
{
    const PhaseEntry &e = m_game->currentEntry();
    return !e.adjudicated && e.end.kind == GameEndKind::None;
}

PowerSet GameDocument::survivors() const
{
    return m_game->survivors(m_game->current());
}

const std::vector<EnteredOrder> &GameDocument::orders() const
{
    return m_game->currentEntry().orders;
}

std::vector<Order> GameDocument::orderList() const
{
    std::vector<Order> list;
    list.reserve(orders().size());
    for (const EnteredOrder &o : orders())
        list.push_back(o.order);
    return list;
}

OrderCheck GameDocument::checkCandidate(const Order &order) const
{
    return arbiter::checkCandidate(map(), rules(), position(), orderList(), order);
}

bool GameDocument::fitsPhase(const Order &order) const
{
    return orderFitsPhase(order.type, phase().kind);
}

void GameDocument::refreshChecks() const
{
    if (m_checksValid)
        return;
    const std::vector<Order> list = orderList();
    m_checks = checkOrders(map(), rules(), position(), list);
    m_counts = orderCounts(map(), rules(), position(), list);
    m_checksValid = true;
}

OrderCheck GameDocument::check(int index) const
{
    refreshChecks();
    if (index < 0 || index >= int(m_checks.size()))
        return {};
    return m_checks[std::size_t(index)];
}

int GameDocument::orderForProvince(int province) const
{
    return arbiter::orderForProvince(map(), orderList(), province);
}

int GameDocument::replacedBy(const Order &order) const
{
    return replacedOrder(map(), position(), orderList(), order);
}

int GameDocument::ordersDue(int power) const
{
    refreshChecks();
    return power >= 0 && power < int(m_counts.size()) ? m_counts[std::size_t(power)].due : 0;
}

int GameDocument::ordersGiven(int power) const
{
    refreshChecks();
    return power >= 0 && power < int(m_counts.size()) ? m_counts[std::size_t(power)].given : 0;
}

bool GameDocument::hasMissingOrders() const
{
    refreshChecks();
    return ordersMissing(m_counts);
}

int GameDocument::lastResultsId() const
{
    const int current = m_game->current();
    const PhaseEntry &e = m_game->currentEntry();
    if (e.adjudicated)
        return current;
    if (e.parent >= 0 && m_game->entry(e.parent).adjudicated)
        return e.parent;
    return -1;
}

const PhaseEntry *GameDocument::lastResults() const
{
    const int id = lastResultsId();
    return id < 0 ? nullptr : &m_game->entry(id);
}

Order GameDocument::completed(Order order) const
{
    return completeOrder(map(), rules(), position(), std::move(order));
}

bool GameDocument::setOrder(const EnteredOrder &order)
{
    if (!acceptsOrders() || !fitsPhase(order.order))
        return false;
    m_undoStack->push(new SetOrderCommand(*m_changes, {order.text, completed(order.order)}));
    return true;
}

void GameDocument::removeOrder(int index)
{
    if (!acceptsOrders() || index < 0 || index >= int(orders().size()))
        return;
    m_undoStack->push(new RemoveOrderCommand(*m_changes, index));
}

void GameDocument::addOrders(const QList<EnteredOrder> &list, const QString &description)
{
    if (!acceptsOrders() || list.isEmpty())
        return;
    QList<EnteredOrder> complete;
    for (const EnteredOrder &o : list)
        complete.append({o.text, completed(o.order), o.source});
    m_undoStack->push(new AddOrdersCommand(*m_changes, complete, description));
}

void GameDocument::clearOrders(int power)
{
    if (!acceptsOrders())
        return;
    const bool any = std::any_of(orders().begin(), orders().end(), [power](const EnteredOrder &o) {
        return power < 0 || o.order.power == power;
    });
    if (any)
        m_undoStack->push(new ClearOrdersCommand(*m_changes, power));
}

void GameDocument::adjudicate()
{
    if (!acceptsOrders())
        return;
    m_undoStack->push(new AdjudicateCommand(*m_changes));
}

void GameDocument::setRules(const RuleSettings &rules)
{
    if (rules == this->rules())
        return;
    m_undoStack->push(new ChangeRulesCommand(*m_changes, rules, drawMode()));
}

void GameDocument::setDrawMode(DrawMode mode)
{
    if (mode == drawMode())
        return;
    m_undoStack->push(new ChangeRulesCommand(*m_changes, rules(), mode));
}

void GameDocument::setInfo(const GameInfo &info)
{
    GameInfo normalized = info;
    normalized.players.resize(map().powerCount());
    if (normalized == m_game->info())
        return;
    m_undoStack->push(new SetGameInfoCommand(*m_changes, normalized));
}

int GameDocument::branchFrom(int entry, const QString &name)
{
    if (entry < 0 || entry >= m_game->phaseCount())
        return -1;
    // A what-if replays history: it is judged under the rules its phase was judged under, not under rules
    // adopted later, so that the changed orders are the only difference. One undo step for both.
    const PhaseEntry &source = m_game->entry(entry);
    const bool otherRules = source.adjudicated && source.rules != rules();
    if (otherRules)
        m_undoStack->beginMacro(QCoreApplication::translate("BranchCommand", "Play from %1")
                                    .arg(phaseName(source.position.phase)));
    m_undoStack->push(new BranchCommand(*m_changes, entry, name));
    if (otherRules) {
        m_undoStack->push(new ChangeRulesCommand(*m_changes, source.rules, drawMode()));
        m_undoStack->endMacro();
    }
    return m_game->current();
}

void GameDocument::switchToLine(int entry)
{
    if (entry < 0 || entry >= m_game->phaseCount() || m_game->lastOfLine(entry) == m_game->current())
        return;
    m_undoStack->push(new SwitchLineCommand(*m_changes, entry));
}

void GameDocument::renameBranch(int start, const QString &name)
{
    if (start < 0 || start >= m_game->phaseCount())
        return;
    const QString trimmed = name.trimmed();
    if (trimmed == m_game->entry(start).branchName)
        return;
    m_undoStack->push(new RenameBranchCommand(*m_changes, start, trimmed));
}

void GameDocument::setVotes(const std::vector<DrawVote> &votes)
{
    if (!acceptsVotes() || votes == m_game->currentEntry().votes)
        return;
    m_undoStack->push(new SetVotesCommand(*m_changes, votes));
}

void GameDocument::resume()
{
    const GameEndKind end = m_game->currentEntry().end.kind;
    if (end != GameEndKind::Draw && end != GameEndKind::Called)
        return;
    m_undoStack->push(new GameEndCommand(*m_changes, GameEndCommand::Change::Resume));
}

void GameDocument::recordElapsed(int entry, int seconds)
{
    m_game->setElapsed(entry, seconds);
}

std::optional<PhaseClockReading> GameDocument::clockReading(int entry) const
{
    const auto found = m_clockReadings.find(entry);
    if (found == m_clockReadings.end())
        return std::nullopt;
    return found->second;
}

void GameDocument::setClockReading(int entry, const PhaseClockReading &reading)
{
    m_clockReadings[entry] = reading;
    // The phase keeps it too, for the game file (a phase undone and made again gets it back from here).
    if (entry >= 0 && entry < m_game->phaseCount())
        m_game->setClockReading(entry, reading);
    emit clockReadingChanged();
}

void GameDocument::setClockReadings(const std::map<int, PhaseClockReading> &readings)
{
    for (const auto &[entry, reading] : readings) {
        m_clockReadings[entry] = reading;
        if (entry >= 0 && entry < m_game->phaseCount())
            m_game->setClockReading(entry, reading);
    }
}

bool GameDocument::canEndGame() const
{
    const PhaseEntry &e = m_game->currentEntry();
    return !e.adjudicated && e.end.kind == GameEndKind::None;
}

void GameDocument::endGame()
{
    if (canEndGame())
        m_undoStack->push(new GameEndCommand(*m_changes, GameEndCommand::Change::EndNow));
}

bool GameDocument::secondOpinionDiffers(int entry) const
{
    const ImportReport *report = importReport();
    if (!report)
        return false;
    return std::any_of(report->differences.begin(), report->differences.end(),
                       [entry](const PhaseDifference &d) { return d.entry == entry; });
}

} // namespace arbiter::document
